import type { SamplePlan } from "../../src/core/sample-plan.js";
import { tallyOffsets } from "../../src/core/estimate.js";
import { Rational } from "../../src/core/exact/rational.js";
import type { PreparedRun } from "../../src/framework/registered-analysis.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";
import { planOf } from "../../src/sim/run-shard.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { expectNear, sized, summarise, time, type Measurement, type Suite } from "../measure.js";
import { trialsForHalfWidth } from "../precision.js";

/** One question both an exact solver and a sampler answer: a probability, and which tallied categories count towards it. */
interface Question {
  readonly name: string;
  readonly solve: () => Rational;
  readonly plan: () => SamplePlan;
  readonly counted: readonly string[];
}

/**
 * A question asked of an analysis found through the registry, with raw options as the CLI takes them: the
 * exact answer is the summary figure `figure` of the analysis's exact result (so its time includes building
 * the result's rows and charts), the sampler the analysis's own plan.
 */
function question(name: string, game: string, analysis: string, raw: Readonly<Record<string, unknown>>, figure: string, counted: readonly string[]): Question {
  const validated = findAnalysis(game, analysis)!.prepare(raw);
  if (!validated.ok) throw new Error(`${name}: ${validated.errors.join("; ")}`);
  const prepared: PreparedRun = validated.value;
  return {
    name,
    solve: () => {
      const [numerator, denominator] = solveExactly(prepared).summaryExact[figure]!.split("/");
      return Rational.of(BigInt(numerator!), BigInt(denominator ?? "1"));
    },
    plan: () => planOf(prepared),
    counted,
  };
}

const QUESTIONS: readonly Question[] = [
  question("kingstone check 2d6+3 vs DC 10, optimal one-die reroll: P(success)", "kingstone", "check", { bonus: 3, dc: 10, reroll: "one-die" }, "pSuccess", [
    "success-1",
    "success-2",
    "success-3",
    "success-4",
  ]),
  question("zilch contest 6 vs 6: P(A wins)", "zilch", "contest", { a: 6, b: 6 }, "pAWins", ["a-wins"]),
  question("ultimo challenge J,A,K,9,7 vs D 6: P(success or better)", "ultimo", "challenge", { play: "J,A,K,9,7", difficulty: 6 }, "pSuccessOrBetter", ["perfect-success", "success"]),
  question(
    "ash check trait 3, 5-card hand, 4 opposing + 3 strain, optimal: P(success or better)",
    "ash",
    "check",
    { suit: "spades", trait: 3, hand: "QS,7C,AH,2D,KC", opposing: 4, strain: 3, policy: "optimal" },
    "pSuccessOrBetter",
    ["superb", "success"],
  ),
];

/**
 * Exact against Monte Carlo at equal precision: for one question per game, the trials a sampler needs for
 * a 95% half-width of ±0.001 around the exact answer (n = z²·p(1 − p)/0.001²), the time it takes on one
 * core (building the sampler included), and the exact solver's time for the same answer. Every run's estimate is checked within 4.5
 * standard errors of the exact answer (about ±0.0023 at n).
 */
export const exactVersusMonteCarloSuite: Suite = {
  name: "exact-vs-mc",
  summary: "each game's exact solver against its sampler run to ±0.001 (95% half-width) on one core",
  run: (context) => {
    const halfWidth = sized(context, 0.001, 0.01);
    const measurements: Measurement[] = [];
    for (const question of QUESTIONS) {
      const exact = question.solve();
      const p = Number(exact.numerator) / Number(exact.denominator);
      const trials = trialsForHalfWidth(p, halfWidth);
      const plan = question.plan();
      const categories = plan.layout.groups[0]!.categories;
      const counted = categories.flatMap((category, i) => (question.counted.includes(category) ? [i] : []));
      if (counted.length === 0) throw new Error(`${question.name}: none of ${question.counted.join(", ")} among the sampler's categories (${categories.join(", ")})`);
      const samples: number[] = [];
      for (let run = 0; run < sized(context, 3, 1); run++) {
        const tally = new Float64Array(tallyOffsets(plan.layout).size);
        const random = new Xoshiro128(seedState(run + 1));
        // The plan is built inside the timing: Ash's optimal sampler needs the exact solver's decision table.
        const start = performance.now();
        question.plan().run(random, trials, tally);
        samples.push(performance.now() - start);
        expectNear(`${question.name}, sampled to ±${halfWidth}`, p, counted.reduce((sum, i) => sum + tally[i]!, 0), trials, 4.5);
      }
      const sampled = `Monte Carlo to ±${halfWidth}: ${trials.toLocaleString("en-US")} trials (p = ${p.toFixed(4)}), one core`;
      measurements.push(
        {
          workload: `exact: ${question.name} = ${exact.toString()}`,
          timing: time(question.solve, sized(context, 10, 2), sized(context, 2, 1)),
          baseline: { workload: `${question.name.split(":")[0]}, ${sampled}`, source: "the sampler to the same precision, same answer within 4.5 SE (checked)" },
        },
        { workload: `${question.name.split(":")[0]}, ${sampled}`, timing: summarise(samples), throughput: { count: trials, unit: "trials" } },
      );
    }
    return measurements;
  },
};
