import type { SamplePlan } from "../core/sample-plan.js";
import { tallyOffsets } from "../core/estimate.js";
import type { PreparedRun } from "../framework/registered-analysis.js";
import type { Watchdog } from "./host.js";
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

/** A shard's slice that made no progress for the watchdog's seconds (the caller names the analysis and shard). */
export class NoProgress extends Error {
  constructor(readonly seconds: number) {
    super(`no progress for ${seconds} s`);
    this.name = "NoProgress";
  }
}

/** How long a watched slice of chunks runs before progress is reported (a watchdog costs ~0.1–3 ms a slice: a thread started and joined). */
export const SLICE_MS = 50;

/**
 * One shard under way in this thread: its plan at a fresh plan's state (built, or kept and reset, when the
 * cursor is made — so make it when the shard starts, not before), its tally and its stream. `chunk()` runs
 * the next CHUNK_TRIALS trials. Lets a caller run chunks of several shards in one watched slice.
 * @throws {Error} (when made) when the analysis has no sampler.
 */
export class ShardCursor {
  readonly tally: Float64Array;
  done = 0;
  private readonly plan: SamplePlan;
  private readonly random: Xoshiro128;

  constructor(
    run: PreparedRun,
    state: ArrayLike<number>,
    readonly trials: number,
  ) {
    this.plan = shardPlan(run);
    this.tally = new Float64Array(tallyOffsets(this.plan.layout).size);
    this.random = new Xoshiro128(state);
  }

  /** Runs the next chunk of trials; true once the shard is done. O(CHUNK_TRIALS · a trial). */
  chunk(): boolean {
    const size = Math.min(CHUNK_TRIALS, this.trials - this.done);
    this.plan.run(this.random, size, this.tally);
    this.done += size;
    return this.done >= this.trials;
  }
}

/**
 * Runs one shard: `trials` trials of a plan in its fresh state, drawing from the stream that starts at
 * `state`, in chunks of CHUNK_TRIALS, calling `between(done)` after each chunk (progress, a chance to
 * stop). With a `watchdog`, the chunks run in slices of about 50 ms under it, and `between` follows each
 * slice. Returns the shard's tally. O(trials · cost of a trial).
 * @throws {NoProgress} when a watched slice runs past the watchdog's seconds; {Error} what the sampler throws, or when the analysis has no sampler.
 */
export async function runShard(run: PreparedRun, state: ArrayLike<number>, trials: number, between: (done: number) => void | Promise<void>, watchdog?: Watchdog): Promise<Float64Array> {
  const cursor = new ShardCursor(run, state, trials);
  const slice = () => {
    const started = performance.now();
    while (!cursor.chunk() && performance.now() - started < SLICE_MS);
  };
  while (cursor.done < trials) {
    if (watchdog === undefined) cursor.chunk();
    else if (!watchdog.run(slice)) throw new NoProgress(watchdog.seconds);
    await between(cursor.done);
  }
  return cursor.tally;
}

/**
 * CPU seconds one random draw of a sampler stands for on the reference machine (the shared 2-core AMD EPYC
 * this project is benched on): a simulation's cost model is its draws, counted (trialDraws), times this.
 * It is about the geometric mean over every sampler's small run (bench/simulation-costs.ts: 23 ns,
 * 2026-11-27, at load 13): read an estimate as ±3×. Measured 5–50 ns a draw: the cheapest (Ultimo
 * challenge) run 4× faster than this says, the dearest (Ultimo fight, Ash campaign's Markov hands) 2.5–5×
 * slower, and Ultimo session's optimal-per-challenge policy, which solves each new hand, 30–100× slower.
 */
export const SECONDS_PER_DRAW = 20e-9;

/** The most trials and draws the count behind an estimate runs (trialDraws): a few milliseconds of any sampler. */
const COUNTED_TRIALS = 1024;
const COUNTED_DRAWS = 20_000;

/**
 * The random draws a trial of a run's sampler makes, on average over its first trials from the stream at
 * `state`: counted in doubling batches from 16 trials until 1,024 trials or 20,000 draws (never more trials
 * than `maxTrials`, the run's own), so the count depends only on the run and the seed, never on the machine
 * or its load. Runs under the `watchdog` when given. The tally is discarded; the next shard starts from a
 * fresh plan as always. O(min(1,024 trials, 20,000 draws)).
 * @throws {NoProgress} when the watchdog stops it; {Error} what the sampler throws, or when the analysis has no sampler.
 */
export function trialDraws(run: PreparedRun, state: ArrayLike<number>, maxTrials: number, watchdog?: Watchdog): number {
  if (watchdog !== undefined) {
    let draws = 0;
    if (!watchdog.run(() => (draws = trialDraws(run, state, maxTrials)))) throw new NoProgress(watchdog.seconds);
    return draws;
  }
  const plan = shardPlan(run);
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  // The stream counts its own draws: a wrapping Random would make the sampler's draw calls polymorphic in
  // this thread, and V8 would stop inlining them in every shard after (a third more CPU, issue 23 §3).
  const stream = new Xoshiro128(state);
  let trials = 0;
  for (let batch = 16; trials + batch <= Math.max(16, maxTrials) && trials < COUNTED_TRIALS && stream.drawn < COUNTED_DRAWS; batch *= 2) {
    plan.run(stream, batch, tally);
    trials += batch;
  }
  return stream.drawn / trials;
}
