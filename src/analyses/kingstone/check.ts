/**
 * `oddsmith kingstone check`: the degrees of one check (docs/rules.md 1.1–1.3), exact or simulated, with the
 * reroll policy the roller follows and the report's two check runs.
 */
import { defineAnalysis, outcomeRows, type AnalysisResult, type ResultFigures } from "../../framework/analysis.js";
import { estimatedMeasure, exactMeasure, outcomeRowFrom, probabilityColumns, proportionMeasure, summaryFrom, type Measure } from "../../framework/measure.js";
import { fieldOf } from "../../core/checked-index.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import { integerOption, type ParamsOf } from "../../framework/options.js";
import { solveCheck, type CheckSolution } from "../../models/kingstone/check.js";
import { DC_RANGE, rerollAdvice } from "../../models/kingstone/roll.js";
import { rollCost, rollSeconds } from "./roll-cost.js";
import { CHECK_GROUP, CHECK_QUANTITIES, sampleCheck } from "../../models/kingstone/sample/check.js";
import { formatBonus, withBonus } from "./labels.js";
import { bonusOption, rollOptions, rollProblems } from "./options.js";
import { degreeBarChart } from "./degree-chart.js";

/** The options of `kingstone check`: one bonus and DC, and the shared dice options. */
const options = {
  bonus: bonusOption,
  dc: integerOption({ label: "Difficulty (DC)", help: "The difficulty class to reach, or the target's AC.", rules: "1.1", ...DC_RANGE, doc: "difficulty class (or the target's AC)" }),
  ...rollOptions,
} as const;

type CheckParams = ParamsOf<typeof options>;

// The chance of the outcomes whose names pass `keep`, for the report's explanations.
function chanceOf(result: Pick<AnalysisResult, "outcomes">, keep: (outcome: string) => boolean): number {
  return result.outcomes.filter(({ outcome }) => keep(outcome)).reduce((sum, { probability }) => sum + probability, 0);
}

// Degree names past the first: the degrees that add an extra effect (docs/rules.md 1.2).
const isExtraSuccess = (name: string) => name.startsWith("success-") && name !== "success-1";
const isExtraFailure = (name: string) => name.startsWith("failure-") && name !== "failure-1";

function compared(a: number, b: number): string {
  if (Math.abs(a - b) < 1e-12) return "exactly as likely to";
  return a > b ? "more likely to" : "less likely to";
}

/** The report's words for a plain check's degree chart (2d6 on the paired ladder). */
function plainCheckExplanation(bonus: number, dc: number) {
  return (result: CheckResult): string => {
    const extra = chanceOf(result, isExtraSuccess);
    const bad = chanceOf(result, isExtraFailure);
    return (
      `Each bar is one degree of ${withBonus("2d6", bonus)} against DC ${dc} on the paired ladder, successes blue and failures orange; every two more points of margin add a degree and one extra effect. ` +
      `The check succeeds ${formatPercent(result.summary.pSuccess)} of the time; ${formatPercent(extra)} of rolls earn an extra effect (success-2 or better) and ${formatPercent(bad)} suffer one (failure-2 or worse), while a first-degree failure (${formatPercent(chanceOf(result, (name) => name === "failure-1"))}) changes nothing. ` +
      `So a GM should read this check as ${result.summary.pSuccess > 0.5 ? "favourable" : "unfavourable"}, yet the character is ${compared(bad, extra)} suffer an extra effect as to earn one.`
    );
  };
}

/** The report's words for the same check with Strength VI's one-die reroll: the gain against the plain check and against plain bonuses. */
function rerollCheckExplanation(bonus: number, dc: number) {
  return (result: CheckResult): string => {
    const plain = (b: number) => solveCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: b, dc });
    const base = plain(bonus);
    const baseResult = { outcomes: outcomeRows(base.degrees) };
    const pSuccess = result.summary.pSuccess;
    // The largest plain bonus the reroll still beats (or matches).
    let beaten = bonus;
    while (plain(beaten + 1).pSuccess.toNumber() <= pSuccess) beaten += 1;
    return (
      `The same check when the roller may reroll one die once (Strength VI), choosing the die that maximises the expected effect; bars and colours as in the plain check. ` +
      `The reroll lifts P(success) from ${formatPercent(base.pSuccess.toNumber())} to ${formatPercent(pSuccess)} and extra effects from ${formatPercent(chanceOf(baseResult, isExtraSuccess))} to ${formatPercent(chanceOf(result, isExtraSuccess))}, while bad failures (failure-2 or worse) fall from ${formatPercent(chanceOf(baseResult, isExtraFailure))} to ${formatPercent(chanceOf(result, isExtraFailure))}. ` +
      `That beats a plain ${formatBonus(beaten)} bonus (${formatPercent(plain(beaten).pSuccess.toNumber())}): at this DC the upgrade is worth more than ${beaten - bonus} point${beaten - bonus === 1 ? "" : "s"} of bonus.`
    );
  };
}

/** The figures of a check's summary, in order: P(success) and the effect means. */
export const CHECK_FIGURES = ["pSuccess", ...CHECK_QUANTITIES] as const;
type CheckRow = { readonly outcome: string; readonly probability: number } & (
  | { readonly exact: string | null }
  | { readonly low: number | null; readonly high: number | null; readonly count: number | null }
);
/** A check's result: its degrees, P(success) and the effect means, a row per degree. */
export type CheckResult = AnalysisResult<(typeof CHECK_FIGURES)[number], CheckRow>;

/** What a check measured, exactly or by simulation: each degree in the ladder's order, the summary figures, and the trials when simulated. */
export interface CheckMeasures {
  readonly degrees: readonly (readonly [string, Measure])[];
  readonly figures: Readonly<Record<(typeof CHECK_FIGURES)[number], Measure>>;
  readonly trials?: number;
}

/**
 * The one result of a check, exact or simulated alike (issue 25 §7): its degrees (with 95% intervals and
 * counts when simulated), pSuccess and the effect means, a row per degree, the degree chart (a bar chart
 * with error bars and a table when simulated) and, with a reroll, the policy the roller follows. O(degrees + policy).
 */
export function checkResult(measures: CheckMeasures, setup: CheckParams): CheckResult {
  const outcomes = measures.degrees.map(([name, measure]) => outcomeRowFrom(name, measure));
  const rows = measures.degrees.map(([outcome, m]): CheckRow => ({ outcome, ...probabilityColumns(m) }));
  const base = { outcomes, ...summaryFrom(measures.figures), rows };
  const advice = setup.reroll === "none" ? [] : rerollAdvice(setup);
  const policy = (title: string) => (setup.reroll === "none" ? {} : { extraTables: [{ title, columns: ["roll", "total", "action"], rows: advice.map((a) => [a.roll, String(a.total), a.action]) }] });
  const words = `${withBonus(setup.dice, setup.bonus)} vs DC ${setup.dc} (${setup.ladder} ladder, reroll ${setup.reroll})`;
  if (measures.trials !== undefined) {
    return {
      ...base,
      charts: [outcomeBarChart(outcomes, `Check (simulated): ${words}`, outcomes.map((o) => o.outcome))],
      table: estimatedTable(outcomes),
      ...policy(`The ${setup.reroll} reroll the trials followed (the exact solver's optimal policy for goal=${setup.goal}): reroll on these rolls, keep every other`),
    };
  }
  const goal = setup.goal === "success" ? "P(success)" : "the expected effect";
  return {
    ...base,
    ...(setup.reroll === "none" ? {} : { details: { policy: advice.map((a) => ({ ...a })) } }),
    ...policy(advice.length ? `Optimal ${setup.reroll} reroll for ${goal}: reroll on these rolls, keep every other` : `Optimal ${setup.reroll} reroll for ${goal}: no roll is worth rerolling`),
    charts: [degreeBarChart(outcomes, `Check: ${words}`)],
  };
}

/**
 * A check's figures without its presentation (what balance reads): the degrees and the summary, as
 * {@link checkResult} gives them. O(degrees).
 */
export function checkFigures(measures: CheckMeasures): ResultFigures {
  return { outcomes: measures.degrees.map(([name, measure]) => outcomeRowFrom(name, measure)), ...summaryFrom(measures.figures) };
}

/**
 * A check's exact measures: each degree in the ladder's order, pSuccess and the effect means as fractions. O(degrees).
 */
export function solvedCheckMeasures(solution: CheckSolution): CheckMeasures {
  const degrees = solution.degrees.outcomes.map((name) => [name, exactMeasure(solution.degrees.probability(name))] as const);
  const figures = {
    pSuccess: exactMeasure(solution.pSuccess),
    expectedEffect: exactMeasure(solution.expectedEffect),
    expectedExtraSuccessEffect: exactMeasure(solution.expectedExtraSuccessEffect),
    expectedExtraFailureEffect: exactMeasure(solution.expectedExtraFailureEffect),
  };
  return { degrees, figures };
}

/**
 * A simulated check's measures, the exact ones' shape with intervals: pSuccess is a Wilson interval on the
 * successes counted. O(degrees).
 * @throws {RangeError} when the estimates lack the check's group or a quantity.
 */
export function sampledCheckMeasures(estimates: Estimates): CheckMeasures {
  const degrees = Object.entries(fieldOf(estimates.groups, CHECK_GROUP)).map(([name, estimate]) => [name, estimatedMeasure(estimate)] as const);
  const successes = degrees.filter(([name]) => name.startsWith("success")).reduce((sum, [, measure]) => sum + (measure.count ?? 0), 0);
  const mean = (name: (typeof CHECK_QUANTITIES)[number]) => estimatedMeasure(fieldOf(estimates.quantities, name));
  const figures = {
    pSuccess: proportionMeasure(successes, estimates.trials),
    expectedEffect: mean("expectedEffect"),
    expectedExtraSuccessEffect: mean("expectedExtraSuccessEffect"),
    expectedExtraFailureEffect: mean("expectedExtraFailureEffect"),
  };
  return { degrees, figures, trials: estimates.trials };
}

/** `oddsmith kingstone check`: the exact degree distribution of one check. */
export const checkAnalysis = defineAnalysis<typeof options, CheckResult>({
  summary: "exact degrees of success and failure of 2d6 + bonus vs DC",
  rules: ["1.1", "1.2", "1.3"],
  options,
  validate: (params) => rollProblems(params),
  // Counted from the dice (analyses/kingstone/roll-cost.ts): 20d100 and keep terms are not cheap.
  exactCost: (params) => rollCost(params.dice, rollSeconds(params), `one roll of ${params.dice} against one DC`),
  run: (params) => checkResult(solvedCheckMeasures(solveCheck(params)), params),
  figures: (params) => checkFigures(solvedCheckMeasures(solveCheck(params))),
  // docs/rules.md 1.1: the dice + bonus against the DC, so only the DC less the bonus matters (the reroll rule reads the same margin).
  figuresKey: ({ dice, reroll, goal, ladder, bonus, dc }) => JSON.stringify([dice, reroll, goal, ladder, dc - bonus]),
  sampler: {
    plan: (params) => sampleCheck(params),
    result: (estimates, params) => checkResult(sampledCheckMeasures(estimates), params),
    validation: [
      { bonus: 3, dc: 10 },
      { bonus: 2, dc: 11, dice: "3d6kh2", reroll: "one-die", goal: "effect" },
      { bonus: 1, dc: 9, reroll: "whole-if-failed", ladder: "linear" },
    ],
  },
  reportRuns: [
    { name: "check-bonus3-dc10", title: "One check: 2d6 + 3 vs DC 10", params: { bonus: 3, dc: 10 }, explanations: { "": plainCheckExplanation(3, 10) } },
    {
      name: "check-bonus3-dc10-reroll",
      title: "The same check with a one-die reroll (Strength VI), goal=effect",
      params: { bonus: 3, dc: 10, reroll: "one-die", goal: "effect" },
      explanations: { "": rerollCheckExplanation(3, 10) },
    },
  ],
});
