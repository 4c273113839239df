import type { SamplePlan } from "../core/analysis.js";
import { tallyOffsets } from "../core/estimate.js";
import type { PreparedRun } from "../core/registered-analysis.js";
import { CHUNK_TRIALS } from "./shards.js";
import { Xoshiro128 } from "./xoshiro.js";

/**
 * Builds a fresh plan of a prepared run. A plan's scratch state (a deck's order) never carries from one
 * shard to the next — a shard gets a fresh plan or one `reset` to its fresh state — so a shard's tally does
 * not depend on which thread ran which shards before it.
 * @throws {Error} when the analysis has no sampler.
 */
export function planOf(run: PreparedRun): SamplePlan {
  if (run.plan === undefined) throw new Error(`${run.analysis.game} ${run.analysis.name} has no sampler`);
  return run.plan();
}

/** Plans kept for the next shard, by the prepared run they were built for (plans that can reset). */
const resettable = new WeakMap<PreparedRun, SamplePlan>();

/**
 * The plan for a shard: the one kept from the last shard when the plan can `reset` (its trial loop then
 * stays compiled and warm — V8 keeps optimised code per closure, and a fresh closure per shard spends
 * milliseconds warming up again), else a fresh one. Either way the shard starts from a fresh plan's state.
 */
function shardPlan(run: PreparedRun): SamplePlan {
  const kept = resettable.get(run);
  if (kept?.reset !== undefined) {
    kept.reset();
    return kept;
  }
  const plan = planOf(run);
  if (plan.reset !== undefined) resettable.set(run, plan);
  return plan;
}

/**
 * Runs one shard: `trials` trials of a plan in its fresh state, drawing from the stream that starts at
 * `state`, in chunks of CHUNK_TRIALS, calling `between(done)` after each chunk (progress, a chance to
 * stop). Returns the shard's tally. O(trials · cost of a trial).
 * @throws {Error} what the sampler throws, or when the analysis has no sampler.
 */
export async function runShard(run: PreparedRun, state: ArrayLike<number>, trials: number, between: (done: number) => void | Promise<void>): Promise<Float64Array> {
  const plan = shardPlan(run);
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
