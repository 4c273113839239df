/** `oddsmith zilch test`: the four degrees of one Suit test (docs/rules.md 2.1–2.2), exact or simulated. */
import { defineAnalysis, summaryOf, type AnalysisResult, type OutcomeRow } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { flagOption, integerOption, optionalOption, type ParamsOf } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { DEGREES } from "../../models/zilch/suit-test.js";
import { MODIFIER_RANGE, targetOf } from "../../models/zilch/target.js";
import { DEGREE_GROUP, sampleTest } from "../../models/zilch/sample/suit-test.js";
import { solveTest, type TestSolution } from "../../models/zilch/suit-test.js";
import { dieOption, explodeChainOption, rollName, suitOption, targetOption } from "./options.js";
import { proportionFigures } from "./sampled-figures.js";
import { citeRules } from "../../framework/rules-citation.js";

const TEST_OPTIONS = {
  target: optionalOption(targetOption("the target, every modifier included (give --target or --suit)")),
  suit: optionalOption(suitOption(`the Suit value tested (the target is computed from it, ${citeRules("2.2")})`)),
  skill: flagOption({ doc: "a relevant Skill applies: +5 (with --suit)" }),
  modifier: integerOption({ ...MODIFIER_RANGE, default: 0, doc: "GM modifier: -5 very hard, -2 hard, +2 easy, +5 trivial (with --suit)" }),
  boon: flagOption({ doc: "a Boon is spent: +2, at most one per action (with --suit)" }),
  explodeChain: explodeChainOption,
  die: dieOption,
};
type TestParams = ParamsOf<typeof TEST_OPTIONS>;

/**
 * The JSON contract's rows of a test: every degree, impossible ones at 0, so tables line up. O(1).
 * @example degreeRows(solveTest(18, false))[3] // { outcome: "critical-failure", probability: 0, exact: "0/1" }
 */
export function degreeRows(solution: TestSolution): OutcomeRow[] {
  return solution.degrees.map(({ degree, probability }) => ({ outcome: degree, probability: probability.toNumber(), exact: probability.toString() }));
}

/** The target a run of `zilch test` asks about: --target, or --suit with Skill, modifier and Boon added. */
function targetFrom(params: TestParams): number {
  return params.target ?? targetOf({ suit: params.suit!, skill: params.skill, modifier: params.modifier, boon: params.boon });
}

/** The exact degrees of the test a run asks about: outcomes, summary, CSV rows and the bar chart. O(target). */
function solvedTest(params: TestParams): AnalysisResult {
  const target = targetFrom(params);
  const solution = solveTest(target, params.explodeChain, params.die);
  const outcomes = degreeRows(solution);
  const critical = solution.degrees[0]!.probability;
  const criticalFailure = solution.degrees[3]!.probability;
  return {
    outcomes,
    ...summaryOf({ target: Rational.of(target), pSuccess: solution.pSuccess, pCriticalSuccess: critical, pCriticalFailure: criticalFailure }),
    rows: outcomes.map(({ outcome, probability, exact }) => ({ target, outcome, probability, exact: exact ?? null })),
    charts: [
      {
        name: "",
        title: `Suit test: ${rollName(params.explodeChain, params.die)} under target ${target}`,
        kind: "bar",
        data: outcomes.map(({ outcome, probability }) => ({ outcome, probability, result: outcome.endsWith("success") ? "success" : "failure" })),
        x: { field: "outcome", title: "degree", type: "ordinal", order: [...DEGREES] },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
        color: { field: "result", title: "result", type: "nominal", order: ["success", "failure"] },
      },
    ],
  };
}

/**
 * A simulated test in the exact result's shape: the four degrees with 95% intervals and counts, the
 * summary figures pSuccess, pCriticalSuccess and pCriticalFailure (each with `Low`/`High`), CSV rows
 * per degree and a bar chart with error bars. O(1).
 */
export function testSampledResult(estimates: Estimates, target: number, explodeChain: boolean, die?: string): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, DEGREE_GROUP);
  return {
    outcomes,
    summary: {
      target,
      ...proportionFigures(estimates, DEGREE_GROUP, { pSuccess: ["critical-success", "success"], pCriticalSuccess: ["critical-success"], pCriticalFailure: ["critical-failure"] }),
    },
    summaryExact: {},
    rows: outcomes.map(({ outcome, probability, low, high, count }) => ({ target, outcome, probability, low: low ?? null, high: high ?? null, count: count ?? null })),
    charts: [outcomeBarChart(outcomes, `Suit test: ${rollName(explodeChain, die)} under target ${target} (simulated, ${estimates.trials} trials)`, DEGREES)],
    table: estimatedTable(outcomes),
  };
}

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
  rules: ["2.1", "2.2"],
  options: TEST_OPTIONS,
  validate: (params) => {
    if (params.target === undefined && params.suit === undefined) return [messages.oneOf(["--target", "--suit"])];
    if (params.target !== undefined && params.suit !== undefined) return [messages.oneOf(["--target", "--suit"])];
    if (params.target === undefined) return [];
    const withSuit = [params.skill ? "--skill" : "", params.modifier !== 0 ? "--modifier" : "", params.boon ? "--boon" : ""].filter((f) => f !== "");
    return withSuit.map((flag) => messages.onlyWith(flag, "--suit"));
  },
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "one test"),
  run: solvedTest,
  sampler: {
    plan: (params) => sampleTest(targetFrom(params), params.explodeChain, params.die),
    result: (estimates, params) => testSampledResult(estimates, targetFrom(params), params.explodeChain, params.die),
    validation: [{ suit: "6" }, { suit: "9", skill: true, modifier: "-2", boon: true }, { target: "16", explodeChain: true }, { suit: "9", die: "d10!d6" }],
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
