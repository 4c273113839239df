import { defineAnalysis, summaryOf, type AnalysisResult, type OutcomeRow } from "../../core/analysis.js";
import { formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { flagOption, integerOption, optionalOption, textOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { explodeChainOption, targetOption } from "./options.js";
import { degreeOf, DEGREES, parseSuitValue, rollWeights, SUIT_ALLOWED, targetOf, type Degree } from "./roll.js";
import { sampleTest, testSampledResult } from "./sample-test.js";

/** The exact answer to one Suit test. */
export interface TestSolution {
  readonly target: number;
  /** P(degree) for each degree of DEGREES, in that order (impossible degrees included, at 0). */
  readonly degrees: ReadonlyArray<{ readonly degree: Degree; readonly probability: Rational }>;
  /** P(success or critical success). */
  readonly pSuccess: Rational;
}

/**
 * The degree weights of a Suit test against target t over the roll's common total (RULES.md 2.2):
 * critical success roll ≤ t − 5, success ≤ t, failure ≤ t + 5, critical failure above. O(t).
 * @example testWeights(6, false) // { weights: [8n, 40n, 40n, 8n], total: 96n }
 */
export function testWeights(target: number, explodeChain: boolean): { weights: [bigint, bigint, bigint, bigint]; total: bigint } {
  const { weights, total } = rollWeights(target + 5, explodeChain);
  const degrees: [bigint, bigint, bigint, bigint] = [0n, 0n, 0n, 0n];
  let below = 0n;
  for (let v = 1; v <= target + 5; v++) {
    degrees[degreeOf(v, target)] += weights[v]!;
    below += weights[v]!;
  }
  // Every roll above t + 5 (including the chained d8's tail) is a critical failure.
  degrees[3] += total - below;
  return { weights: degrees, total };
}

/**
 * Solves a Suit test exactly (RULES.md 2.1–2.2, default: the d8 does not explode; `explodeChain`
 * solves the unlimited chain exactly). O(target).
 * @example solveTest(6, false).pSuccess.toString() // "1/2"
 */
export function solveTest(target: number, explodeChain: boolean): TestSolution {
  const { weights, total } = testWeights(target, explodeChain);
  const degrees = DEGREES.map((degree, i) => ({ degree, probability: Rational.of(weights[i]!, total) }));
  return { target, degrees, pSuccess: Rational.of(weights[0] + weights[1], total) };
}

/**
 * The JSON contract's rows of a test: every degree, impossible ones at 0, so tables line up. O(1).
 * @example degreeRows(solveTest(18, false))[3] // { outcome: "critical-failure", probability: 0, exact: "0/1" }
 */
export function degreeRows(solution: TestSolution): OutcomeRow[] {
  return solution.degrees.map(({ degree, probability }) => ({ outcome: degree, probability: probability.toNumber(), exact: probability.toString() }));
}

/** The target a run of `zilch test` asks about: --target, or --suit with Skill, modifier and Boon added. */
function targetFrom(params: { target?: number | undefined; suit?: number | undefined; skill: boolean; modifier: number; boon: boolean }): number {
  return params.target ?? targetOf({ suit: params.suit!, skill: params.skill, modifier: params.modifier, boon: params.boon });
}

const suitOption = textOption({ allowed: SUIT_ALLOWED, doc: "the Suit value tested (the target is computed from it, RULES.md 2.2)", parse: parseSuitValue });

// The report's words for the test charts: the bars, then what the target buys.
const TEST_BARS = "Each bar is one degree of rolling 1d12 (a 12 adds 1d8) under the target, successes blue and failures orange; a critical success needs a roll of the target − 5 or less, a critical failure more than the target + 5.";

function averageTestExplanation(result: AnalysisResult): string {
  const target = result.summary.target!;
  const points = (to: number) => ((solveTest(to, false).pSuccess.toNumber() - result.summary.pSuccess!) * 100).toFixed(1);
  return (
    `${TEST_BARS} ` +
    `At target ${target}, the rulebook's human average, the test succeeds ${formatPercent(result.summary.pSuccess!)} of the time${result.summary.pSuccess === 0.5 ? ", so its 50% claim holds" : ", not the 50% it claims"}, with criticals ${formatPercent(result.summary.pCriticalSuccess!)} for success and ${formatPercent(result.summary.pCriticalFailure!)} for failure. ` +
    `Each point of target up to 11 adds ${points(target + 1)} points, so a +2 Boon or an easy task is worth ${points(target + 2)} points and a Skill's +5 ${points(target + 5)} points.`
  );
}

function highTargetExplanation(result: AnalysisResult): string {
  const target = result.summary.target!;
  const below = solveTest(target - 1, false).pSuccess.toNumber();
  return (
    `${TEST_BARS} ` +
    `Suit 9 + 5 for the Skill − 2 for a hard task is target ${target}: it succeeds ${formatPercent(result.summary.pSuccess!)} of the time, ${formatPercent(result.summary.pCriticalSuccess!)} critically, and fails only when the 12 explodes past the target. ` +
    `A 12 never stands, so target ${target - 1} succeeds just as often (${formatPercent(below)}): above 11 extra points buy criticals and almost no successes.`
  );
}

/** `oddsmith zilch test`: the four degrees of one Suit test. */
export const testAnalysis = defineAnalysis({
  game: "zilch",
  name: "test",
  summary: "exact degrees of a Suit test: roll 1d12 (12 → +1d8) under the target",
  options: {
    target: optionalOption(targetOption("the target, every modifier included (give --target or --suit)")),
    suit: optionalOption(suitOption),
    skill: flagOption({ doc: "a relevant Skill applies: +5 (with --suit)" }),
    modifier: integerOption({ min: -5, max: 5, default: 0, doc: "GM modifier: -5 very hard, -2 hard, +2 easy, +5 trivial (with --suit)" }),
    boon: flagOption({ doc: "a Boon is spent: +2, at most one per action (with --suit)" }),
    explodeChain: explodeChainOption,
  },
  validate: (params) => {
    if (params.target === undefined && params.suit === undefined) return [messages.oneOf(["--target", "--suit"])];
    if (params.target !== undefined && params.suit !== undefined) return [messages.oneOf(["--target", "--suit"])];
    if (params.target === undefined) return [];
    const withSuit = [params.skill ? "--skill" : "", params.modifier !== 0 ? "--modifier" : "", params.boon ? "--boon" : ""].filter((f) => f !== "");
    return withSuit.map((flag) => messages.onlyWith(flag, "--suit"));
  },
  run: (params) => {
    const target = targetFrom(params);
    const solution = solveTest(target, params.explodeChain);
    const outcomes = degreeRows(solution);
    const critical = solution.degrees[0]!.probability;
    const criticalFailure = solution.degrees[3]!.probability;
    const roll = params.explodeChain ? "1d12, 12 → +1d8 chained" : "1d12, 12 → +1d8";
    return {
      outcomes,
      ...summaryOf({ target: Rational.of(target), pSuccess: solution.pSuccess, pCriticalSuccess: critical, pCriticalFailure: criticalFailure }),
      rows: outcomes.map(({ outcome, probability, exact }) => ({ target, outcome, probability, exact: exact ?? null })),
      charts: [
        {
          name: "",
          title: `Suit test: ${roll} under target ${target}`,
          kind: "bar",
          data: outcomes.map(({ outcome, probability }) => ({ outcome, probability, result: outcome.endsWith("success") ? "success" : "failure" })),
          x: { field: "outcome", title: "degree", type: "ordinal", order: [...DEGREES] },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
          color: { field: "result", title: "result", type: "nominal", order: ["success", "failure"] },
        },
      ],
    };
  },
  sampler: {
    plan: (params) => sampleTest(targetFrom(params), params.explodeChain),
    result: (estimates, params) => testSampledResult(estimates, targetFrom(params), params.explodeChain),
    validation: [{ suit: "6" }, { suit: "9", skill: true, modifier: "-2", boon: true }, { target: "16", explodeChain: true }],
  },
  reportRuns: [
    { name: "test-suit6", title: "The human average: Suit 6 against an average task (the seed's 50%)", params: { suit: "6" }, explanations: { "": averageTestExplanation } },
    {
      name: "test-suit9-skill-hard",
      title: "Suit 9 with a Skill on a hard task (target 12)",
      params: { suit: "9", skill: true, modifier: -2 },
      explanations: { "": highTargetExplanation },
    },
  ],
});
