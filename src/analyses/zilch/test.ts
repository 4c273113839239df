/** `oddsmith zilch test`: the four degrees of one Suit test (docs/rules.md 2.1–2.2), exact or simulated. */
import { defineAnalysis, type AnalysisResult, type OutcomeRow } from "../../framework/analysis.js";
import { exactMeasure, outcomeRowFrom, type Measure } from "../../framework/measure.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { flagOption, integerOption, optionalOption, type ParamsOf, worded } from "../../framework/options.js";
import { DEGREES, type Degree } from "../../models/zilch/suit-test.js";
import { MODIFIER_RANGE, targetOf } from "../../models/zilch/target.js";
import { DEGREE_GROUP, sampleTest } from "../../models/zilch/sample/suit-test.js";
import { solveTest, type TestSolution } from "../../models/zilch/suit-test.js";
import { dieOption, explodeChainOption, rollName, suitOption, targetOption } from "./options.js";
import { degreesOf, exactBarChart, groupMeasures, groupShare, measuredRow, simulatedView, summaryWith, type MeasuredRow } from "./sampled-figures.js";
import { citeRules } from "../../framework/rules-citation.js";

const TEST_OPTIONS = {
  target: worded(optionalOption(targetOption("the target, every modifier included (give --target or --suit)")), { label: "Target", help: "The number to roll under, every modifier included; or give the Suit value instead.", rules: "2.2" }),
  suit: worded(optionalOption(suitOption(`the Suit value tested (the target is computed from it, ${citeRules("2.2")})`)), { label: "Suit value", help: "The Suit value tested; the target is worked out from it and the modifiers below.", rules: "2.2" }),
  skill: flagOption({ label: "Skill applies", help: "A relevant Skill applies: +5 to the Suit value.", rules: "2.2", doc: "a relevant Skill applies: +5 (with --suit)" }),
  modifier: integerOption({ label: "GM modifier", help: "The GM's modifier to the Suit value: −5 very hard, −2 hard, +2 easy, +5 trivial.", rules: "2.2", ...MODIFIER_RANGE, default: 0, doc: "GM modifier: -5 very hard, -2 hard, +2 easy, +5 trivial (with --suit)" }),
  boon: flagOption({ label: "Boon spent", help: "A Boon is spent: +2 to the Suit value, at most one per action.", rules: "2.2", doc: "a Boon is spent: +2, at most one per action (with --suit)" }),
  explodeChain: explodeChainOption,
  die: dieOption,
};
type TestParams = ParamsOf<typeof TEST_OPTIONS>;

/**
 * The JSON contract's rows of a test: every degree, impossible ones at 0, so tables line up. O(1).
 * @example degreeRows(solveTest(18, false))[3] // { outcome: "critical-failure", probability: 0, exact: "0/1" }
 */
export function degreeRows(solution: TestSolution): OutcomeRow[] {
  return solution.degrees.map(({ degree, probability }) => outcomeRowFrom(degree, exactMeasure(probability)));
}

/**
 * The target a run of `zilch test` asks about: --target, or --suit with Skill, modifier and Boon added
 * (the analysis's validate makes sure one of them is given).
 * @throws {RangeError} when neither is given.
 * @example targetFrom({ suit: 6, skill: true, modifier: 0, boon: false }) // 11
 */
export function targetFrom(params: Pick<TestParams, "target" | "suit" | "skill" | "modifier" | "boon">): number {
  if (params.target !== undefined) return params.target;
  if (params.suit === undefined) throw new RangeError("a test needs --target or --suit");
  return targetOf({ suit: params.suit, skill: params.skill, modifier: params.modifier, boon: params.boon });
}

/** The figures of a test's summary, in order. */
export const TEST_FIGURES = ["target", "pSuccess", "pCriticalSuccess", "pCriticalFailure"] as const;
type TestRow = { readonly target: number } & MeasuredRow;
/** A test's result: its four degrees, its summary figures, a row per degree. */
export type TestResult = AnalysisResult<(typeof TEST_FIGURES)[number], TestRow>;

/** What a test measured, exactly or by simulation: each degree, and the trials when simulated. */
interface TestMeasures {
  readonly degrees: Readonly<Record<Degree, Measure>>;
  readonly pSuccess: Measure;
  readonly trials?: number;
}

/**
 * The one result of a test, exact or simulated alike (issue 25 §7): the four degrees (with 95% intervals
 * and counts when simulated), the summary pSuccess, pCriticalSuccess and pCriticalFailure, CSV rows per
 * degree and the bar chart (error bars and a table when simulated). O(1).
 */
export function testResult(measures: TestMeasures, target: number, explodeChain: boolean, die?: string): TestResult {
  const { degrees, pSuccess, trials } = measures;
  const outcomes = DEGREES.map((degree) => outcomeRowFrom(degree, degrees[degree]));
  const title = `Suit test: ${rollName(explodeChain, die)} under target ${target}`;
  const base = {
    outcomes,
    ...summaryWith({ target }, { pSuccess, pCriticalSuccess: degrees["critical-success"], pCriticalFailure: degrees["critical-failure"] }),
    rows: DEGREES.map((degree) => ({ target, ...measuredRow(degree, degrees[degree]) })),
  };
  if (trials !== undefined) return { ...base, ...simulatedView(outcomes, title, DEGREES, trials) };
  return {
    ...base,
    charts: [exactBarChart(outcomes, title, { title: "degree", order: DEGREES }, { of: (outcome) => (outcome.endsWith("success") ? "success" : "failure"), order: ["success", "failure"] })],
  };
}

/** The exact degrees of the test a run asks about. O(target). */
function solvedTest(params: TestParams): TestResult {
  const target = targetFrom(params);
  const solution = solveTest(target, params.explodeChain, params.die);
  const degrees = degreesOf(Object.fromEntries(solution.degrees.map(({ degree, probability }) => [degree, exactMeasure(probability)])));
  return testResult({ degrees, pSuccess: exactMeasure(solution.pSuccess) }, target, params.explodeChain, params.die);
}

/**
 * A simulated test in the exact result's shape (testResult with estimated measures). O(1).
 * @throws {RangeError} when the estimates have no `degree` group.
 */
export function testSampledResult(estimates: Estimates, target: number, explodeChain: boolean, die?: string): TestResult {
  const degrees = degreesOf(groupMeasures(estimates, DEGREE_GROUP));
  return testResult({ degrees, pSuccess: groupShare(estimates, DEGREE_GROUP, ["critical-success", "success"]), trials: estimates.trials }, target, explodeChain, die);
}

// The report's words for the test charts: the bars, then what the target buys.
const TEST_BARS = "Each bar is one degree of rolling 1d12 (a 12 adds 1d8) under the target, successes blue and failures orange; a critical success needs a roll of the target − 5 or less, a critical failure more than the target + 5.";

function averageTestExplanation(result: TestResult): string {
  const { target, pSuccess, pCriticalSuccess, pCriticalFailure } = result.summary;
  const points = (to: number) => ((solveTest(to, false).pSuccess.toNumber() - pSuccess) * 100).toFixed(1);
  return (
    `${TEST_BARS} ` +
    `At target ${target}, the rulebook's human average, the test succeeds ${formatPercent(pSuccess)} of the time${pSuccess === 0.5 ? ", so its 50% claim holds" : ", not the 50% it claims"}, with criticals ${formatPercent(pCriticalSuccess)} for success and ${formatPercent(pCriticalFailure)} for failure. ` +
    `Each point of target up to 11 adds ${points(target + 1)} points, so a +2 Boon or an easy task is worth ${points(target + 2)} points and a Skill's +5 ${points(target + 5)} points.`
  );
}

function highTargetExplanation(result: TestResult): string {
  const { target, pSuccess, pCriticalSuccess } = result.summary;
  const below = solveTest(target - 1, false).pSuccess.toNumber();
  return (
    `${TEST_BARS} ` +
    `Suit 9 + 5 for the Skill − 2 for a hard task is target ${target}: it succeeds ${formatPercent(pSuccess)} of the time, ${formatPercent(pCriticalSuccess)} critically, and fails only when the 12 explodes past the target. ` +
    `A 12 never stands, so target ${target - 1} succeeds just as often (${formatPercent(below)}): above 11 extra points buy criticals and almost no successes.`
  );
}

/** `oddsmith zilch test`: the four degrees of one Suit test. */
export const testAnalysis = defineAnalysis<typeof TEST_OPTIONS, TestResult>({
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
