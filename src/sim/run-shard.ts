import type { Analysis, SamplePlan } from "../core/analysis.js";
import { tallyOffsets } from "../core/estimate.js";
import { CHUNK_TRIALS } from "./shards.js";
import { Xoshiro128 } from "./xoshiro.js";

/**
 * Builds a fresh plan of `analysis` for validated `params` (a plan's scratch state, such as a deck's
 * order, never carries from one shard to the next, so a shard's tally does not depend on which thread ran
 * which shards before it).
 */
export function planOf(analysis: Analysis, params: unknown): SamplePlan {
  if (analysis.sampler === undefined) throw new Error(`${analysis.game} ${analysis.name} has no sampler`);
  return analysis.sampler.plan(params as never);
}

/**
 * Runs one shard: `trials` trials of a fresh plan drawing from the stream that starts at `state`, in
 * chunks of CHUNK_TRIALS, calling `between(done)` after each chunk (progress, a chance to stop). Returns
 * the shard's tally. O(trials · cost of a trial).
 */
export async function runShard(
  analysis: Analysis,
  params: unknown,
  state: ArrayLike<number>,
  trials: number,
  between: (done: number) => void | Promise<void>,
): Promise<Float64Array> {
  const plan = planOf(analysis, params);
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  const random = new Xoshiro128(state);
  for (let done = 0; done < trials; ) {
    const chunk = Math.min(CHUNK_TRIALS, trials - done);
    plan.run(random, chunk, tally);
    done += chunk;
    await between(done);
  }
  return tally;
}
