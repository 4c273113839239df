import type { SamplePlan } from "../../src/core/sample-plan.js";
import { tallyOffsets } from "../../src/core/estimate.js";
import type { AnalysisEntry, PreparedRun } from "../../src/framework/registered-analysis.js";
import { ANALYSES } from "../../src/analyses/index.js";
import { planOf } from "../../src/sim/run-shard.js";
import { CHUNK_TRIALS } from "../../src/sim/shards.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { SMALL_RUNS } from "../../test/support/small-runs.js";
import { sized, summarise, type Measurement, type Suite, type Timing } from "../measure.js";

/** CPU milliseconds of this process so far (user + system): the figures of a shared machine. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Times `work` in CPU ms: `runs` runs after `warmup`, summarised like `time`. */
function cpuTime(work: () => void, runs: number, warmup: number): Timing {
  for (let i = 0; i < warmup; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = cpuMs();
    work();
    samples.push(cpuMs() - started);
  }
  return summarise(samples);
}

/**
 * The 32-bit words a plan's `trials` trials take from a stream: the generator's state after them, found by
 * stepping a second generator from the same state until it matches (no wrapper around the sampler's
 * generator, which would make its call sites polymorphic and the timing below unfair). O(words).
 * @throws {Error} when more than `limit` words were taken.
 */
function wordsTaken(plan: SamplePlan, trials: number, limit = 50_000_000): number {
  const state = seedState(99);
  const random = new Xoshiro128(state);
  plan.run(random, trials, new Float64Array(tallyOffsets(plan.layout).size));
  const after = random.state();
  const stepper = new Xoshiro128(state);
  for (let words = 0; words <= limit; words++) {
    const now = stepper.state();
    if (now[0] === after[0] && now[1] === after[1] && now[2] === after[2] && now[3] === after[3]) return words;
    stepper.uint32();
  }
  throw new Error(`more than ${limit} words in ${trials} trials`);
}

/**
 * The prepared run a sampler is timed with: its first simulated report run's parameters, else (none, or
 * one naming a scenario file, which the CLI reads before validating) the property tests' small run.
 */
function benchRun(analysis: AnalysisEntry): { readonly raw: Readonly<Record<string, unknown>>; readonly run: PreparedRun } | undefined {
  const candidates = [analysis.reportRuns.find((run) => run.monteCarlo !== undefined)?.params, SMALL_RUNS[`${analysis.game} ${analysis.name}`]];
  for (const raw of candidates) {
    const prepared = raw === undefined ? undefined : analysis.prepare(raw);
    if (raw !== undefined && prepared?.ok && prepared.value.plan !== undefined) return { raw, run: prepared.value };
  }
  return undefined;
}

/** Trials whose run takes at least `ms` of CPU on a warm plan (doubling from one chunk). */
function trialsFor(run: (trials: number) => void, ms: number): number {
  for (let trials = 1024; ; trials *= 2) {
    const started = cpuMs();
    run(trials);
    if (cpuMs() - started >= ms || trials >= 2 ** 26) return trials;
  }
}

/**
 * Every registered sampler beside the PRNG's ceiling (issue 17): for each analysis with a sampler, with its
 * first simulated report run's parameters (else the property tests' small run), the trials per CPU-second
 * of its plan in this thread (warm, in chunks of CHUNK_TRIALS as a shard runs them), and the ceiling: the
 * raw xoshiro128** `uint32()` words the same trials take (counted, not guessed), drawn with nothing else.
 * Its speed-up column is the fraction of the ceiling the sampler reaches. CPU time, so a shared machine's
 * figures stay meaningful.
 */
export const samplersSuite: Suite = {
  name: "samplers",
  summary: "every registered sampler's trials per CPU-second beside the raw xoshiro ceiling for the same 32-bit words per trial",
  run: (context) => {
    const runs = sized(context, 5, 2);
    const budgetMs = sized(context, 150, 30);
    const random = new Xoshiro128(seedState(1));
    let sink = 0;
    const measurements: Measurement[] = [];
    for (const analysis of ANALYSES) {
      if (analysis.sampler === undefined) continue;
      const bench = benchRun(analysis);
      if (bench === undefined) {
        context.notes.push(`samplers: ${analysis.game} ${analysis.name} has no parameters the bench can prepare; not timed`);
        continue;
      }
      const { raw, run } = bench;
      const plan = planOf(run);
      const tally = new Float64Array(tallyOffsets(plan.layout).size);
      const runTrials = (trials: number) => {
        for (let done = 0; done < trials; done += CHUNK_TRIALS) plan.run(random, Math.min(CHUNK_TRIALS, trials - done), tally);
      };
      // Warm up (caches filled, lookups built, the loop compiled), then size the timed run.
      trialsFor(runTrials, budgetMs);
      const trials = trialsFor(runTrials, budgetMs);
      const wordsPerTrial = wordsTaken(planOf(run), 1000) / 1000;
      const words = Math.max(1, Math.round(wordsPerTrial * trials));
      const name = `${analysis.game} ${analysis.name} ${JSON.stringify(raw)}, ${trials.toLocaleString("en-US")} trials, one thread (CPU time)`;
      const ceiling = `PRNG ceiling for ${analysis.game} ${analysis.name}: ${words.toLocaleString("en-US")} xoshiro128** uint32() words (${wordsPerTrial.toPrecision(3)} a trial x ${trials.toLocaleString("en-US")}), CPU time`;
      measurements.push(
        {
          workload: name,
          timing: cpuTime(() => runTrials(trials), runs, 1),
          throughput: { count: trials, unit: "trials" },
          baseline: { workload: ceiling, source: "the raw generator for the same words (not the same answer): the speed-up is the fraction of the ceiling reached" },
        },
        {
          workload: ceiling,
          timing: cpuTime(() => {
            for (let i = 0; i < words; i++) sink ^= random.uint32();
          }, runs, 1),
          throughput: { count: trials, unit: "trials" },
        },
      );
    }
    if (sink === 0.5) console.log(sink);
    return measurements;
  },
};
