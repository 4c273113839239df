import { validateRun } from "../../src/core/analysis.js";
import { findAnalysis } from "../../src/models/index.js";
import { readPlay } from "../../src/models/ultimo/cards.js";
import { DEFAULT_RULES } from "../../src/models/ultimo/rules.js";
import { sampleChallenge } from "../../src/models/ultimo/sample-challenge.js";
import { simulate } from "../../src/sim/simulate.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { summarise, time, type Suite } from "../measure.js";

const TRIALS = 2_000_000;
const POOL_TRIALS = 40_000_000;

/**
 * The Monte Carlo engine against issue 6's targets: an Ultimo challenge (5-card play J,A,K,9,7 against
 * difficulty 6) at ≥ 10 M trials/s on one core, ≥ 1.9× that on two threads, and where one core stands
 * against the PRNG's ceiling (6 draws per trial).
 */
export const monteCarloSuite: Suite = {
  name: "monte-carlo",
  summary: "PRNG ceiling, Ultimo challenge sampler on one core, and through the pool on 1 and 2 threads",
  run: async () => {
    const random = new Xoshiro128(seedState(1));
    let sink = 0;
    const plan = sampleChallenge(readPlay("J,A,K,9,7"), DEFAULT_RULES, [6]);
    const tally = new Float64Array(5 + 6);
    const challenge = findAnalysis("ultimo", "challenge")!;
    const raw = { play: "J,A,K,9,7", difficulty: "6" };
    const validated = validateRun(challenge, raw);
    if (!validated.ok) throw new Error(validated.errors.join());
    const pooled = async (threads: number) => {
      const samples: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        await simulate(challenge, raw, validated.value, { trials: POOL_TRIALS, seed: i + 1, threads });
        samples.push(performance.now() - start);
      }
      return summarise(samples);
    };
    const oneThread = await pooled(1);
    const twoThreads = await pooled(2);
    const measurements = [
      {
        workload: `PRNG ceiling: ${(6 * TRIALS).toLocaleString("en-US")} xoshiro128** below(54) draws (6 per trial × ${TRIALS.toLocaleString("en-US")})`,
        timing: time(() => {
          for (let i = 0; i < 6 * TRIALS; i++) sink += random.below(54);
        }, 7, 2),
        baseline: { ms: (6 * TRIALS) / 340e3, source: "TOOLCHAIN.md: sfc32 gives ~340 M 32-bit numbers/s per core" },
      },
      {
        workload: `ultimo challenge J,A,K,9,7 vs D 6, ${TRIALS.toLocaleString("en-US")} trials, one core (plan.run)`,
        timing: time(() => plan.run(random, TRIALS, tally), 7, 2),
        baseline: { ms: TRIALS / 10e3, source: "target (issue 6): ≥ 10 M trials/s per core" },
      },
      {
        workload: `the same challenge against the PRNG ceiling (its 6 draws per trial alone)`,
        timing: time(() => plan.run(random, TRIALS, tally), 7, 2),
        baseline: { workload: `PRNG ceiling: ${(6 * TRIALS).toLocaleString("en-US")} xoshiro128** below(54) draws (6 per trial × ${TRIALS.toLocaleString("en-US")})`, source: "the draws alone, this run" },
      },
      {
        workload: `ultimo challenge through simulate(), ${POOL_TRIALS.toLocaleString("en-US")} trials, 1 thread`,
        timing: oneThread,
        baseline: { ms: POOL_TRIALS / 10e3, source: "target (issue 6): ≥ 10 M trials/s per core" },
      },
      {
        workload: `ultimo challenge through simulate(), ${POOL_TRIALS.toLocaleString("en-US")} trials, 2 worker threads`,
        timing: twoThreads,
        baseline: { workload: `ultimo challenge through simulate(), ${POOL_TRIALS.toLocaleString("en-US")} trials, 1 thread`, source: "1 thread, this run (target: ≤ 0.53×, i.e. ≥ 1.9× the speed)" },
      },
    ];
    if (sink < 0) console.log(sink);
    return measurements;
  },
};
