import type { Analysis, SamplePlan } from "../core/analysis.js";
import { tallyOffsets } from "../core/estimate.js";
import { CHUNK_TRIALS } from "./shards.js";
import { Xoshiro128 } from "./xoshiro.js";

/**
 * Builds a fresh plan of `analysis` for validated `params`. A plan's scratch state (a deck's order) never
 * carries from one shard to the next — a shard gets a fresh plan or one `reset` to its fresh state — so a
 * shard's tally does not depend on which thread ran which shards before it.
 */
export function planOf(analysis: Analysis, params: unknown): SamplePlan {
  if (analysis.sampler === undefined) throw new Error(`${analysis.game} ${analysis.name} has no sampler`);
  return analysis.sampler.plan(params as never);
}

/** Plans kept for the next shard, by the parameters object they were built for (plans that can reset). */
const resettable = new WeakMap<object, SamplePlan>();

/**
 * The plan for a shard: the one kept from the last shard when the plan can `reset` (its trial loop then
 * stays compiled and warm — V8 keeps optimised code per closure, and a fresh closure per shard spends
 * milliseconds warming up again), else a fresh one. Either way the shard starts from a fresh plan's state.
 */
function shardPlan(analysis: Analysis, params: unknown): SamplePlan {
  const key = typeof params === "object" && params !== null ? params : undefined;
  const kept = key === undefined ? undefined : resettable.get(key);
  if (kept !== undefined) {
    kept.reset!();
    return kept;
  }
  const plan = planOf(analysis, params);
  if (plan.reset !== undefined && key !== undefined) resettable.set(key, plan);
  return plan;
}

/**
 * Runs one shard: `trials` trials of a plan in its fresh state, drawing from the stream that starts at
 * `state`, in chunks of CHUNK_TRIALS, calling `between(done)` after each chunk (progress, a chance to
 * stop). Returns the shard's tally. O(trials · cost of a trial).
 */
export async function runShard(
  analysis: Analysis,
  params: unknown,
  state: ArrayLike<number>,
  trials: number,
  between: (done: number) => void | Promise<void>,
): Promise<Float64Array> {
  const plan = shardPlan(analysis, params);
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
