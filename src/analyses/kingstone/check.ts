/**
 * `oddsmith kingstone check`: the degrees of one check (docs/rules.md 1.1–1.3), exact or simulated, with the
 * reroll policy the roller follows and the report's two check runs.
 */
import { defineAnalysis, outcomeRows, summaryOf, type AnalysisResult } from "../../framework/analysis.js";
import { fieldAt } from "../../core/checked-index.js";
import { proportionEstimate, type Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import { integerOption, type ParamsOf } from "../../framework/options.js";
import { solveCheck } from "../../models/kingstone/check.js";
import { DC_RANGE, rerollAdvice } from "../../models/kingstone/roll.js";
import { plainRollShare, rollSeconds } from "./roll-cost.js";
import { CHECK_GROUP, CHECK_QUANTITIES, sampleCheck } from "../../models/kingstone/sample/check.js";
import { formatBonus, withBonus } from "./labels.js";
import { bonusOption, rollOptions, rollProblems } from "./options.js";
import { degreeBarChart } from "./degree-chart.js";

/** The options of `kingstone check`: one bonus and DC, and the shared dice options. */
const options = {
  bonus: bonusOption,
  dc: integerOption({ ...DC_RANGE, doc: "difficulty class (or the target's AC)" }),
  ...rollOptions,
} as const;

type CheckParams = ParamsOf<typeof options>;

// The chance of the outcomes whose names pass `keep`, for the report's explanations.
function chanceOf(result: AnalysisResult, keep: (outcome: string) => boolean): number {
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
  return (result: AnalysisResult): string => {
    const extra = chanceOf(result, isExtraSuccess);
    const bad = chanceOf(result, isExtraFailure);
    return (
      `Each bar is one degree of ${withBonus("2d6", bonus)} against DC ${dc} on the paired ladder, successes blue and failures orange; every two more points of margin add a degree and one extra effect. ` +
      `The check succeeds ${formatPercent(fieldAt(result.summary, "pSuccess"))} of the time; ${formatPercent(extra)} of rolls earn an extra effect (success-2 or better) and ${formatPercent(bad)} suffer one (failure-2 or worse), while a first-degree failure (${formatPercent(chanceOf(result, (name) => name === "failure-1"))}) changes nothing. ` +
      `So a GM should read this check as ${fieldAt(result.summary, "pSuccess") > 0.5 ? "favourable" : "unfavourable"}, yet the character is ${compared(bad, extra)} suffer an extra effect as to earn one.`
    );
  };
}

/** The report's words for the same check with Strength VI's one-die reroll: the gain against the plain check and against plain bonuses. */
function rerollCheckExplanation(bonus: number, dc: number) {
  return (result: AnalysisResult): string => {
    const plain = (b: number) => solveCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: b, dc });
    const base = plain(bonus);
    const baseResult = { outcomes: outcomeRows(base.degrees), summary: {}, summaryExact: {}, rows: [], charts: [] };
    const pSuccess = fieldAt(result.summary, "pSuccess");
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

/**
 * The simulated check in the exact result's shape: the degrees with 95% intervals and counts, pSuccess
 * (a Wilson interval on the successes counted), the effect means with their intervals, and the reroll
 * policy the trials followed. O(degrees + policy).
 */
export function sampledCheckResult(estimates: Estimates, setup: CheckParams): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, CHECK_GROUP);
  const successes = outcomes.filter((o) => o.outcome.startsWith("success")).reduce((sum, o) => sum + Number(o.count), 0);
  const pSuccess = proportionEstimate(successes, estimates.trials);
  const summary: Record<string, number> = { pSuccess: pSuccess.probability, pSuccessLow: pSuccess.low, pSuccessHigh: pSuccess.high };
  for (const name of CHECK_QUANTITIES) {
    const mean = fieldAt(estimates.quantities, name);
    summary[name] = mean.mean;
    summary[`${name}Low`] = mean.low;
    summary[`${name}High`] = mean.high;
  }
  return {
    outcomes,
    summary,
    summaryExact: {},
    rows: outcomes.map(({ outcome, probability, low, high, count }) => ({ outcome, probability, low: low ?? null, high: high ?? null, count: count ?? null })),
    charts: [
      outcomeBarChart(
        outcomes,
        `Check (simulated): ${withBonus(setup.dice, setup.bonus)} vs DC ${setup.dc} (${setup.ladder} ladder, reroll ${setup.reroll})`,
        outcomes.map((o) => o.outcome),
      ),
    ],
    table: estimatedTable(outcomes),
    ...(setup.reroll === "none"
      ? {}
      : {
          extraTables: [
            {
              title: `The ${setup.reroll} reroll the trials followed (the exact solver's optimal policy for goal=${setup.goal}): reroll on these rolls, keep every other`,
              columns: ["roll", "total", "action"],
              rows: rerollAdvice(setup).map((a) => [a.roll, String(a.total), a.action]),
            },
          ],
        }),
  };
}

/** `oddsmith kingstone check`: the exact degree distribution of one check. */
export const checkAnalysis = defineAnalysis({
  game: "kingstone",
  name: "check",
  summary: "exact degrees of success and failure of 2d6 + bonus vs DC",
  rules: ["1.1", "1.2", "1.3"],
  options,
  validate: (params) => rollProblems(params),
  // Counted from the dice (analyses/kingstone/roll-cost.ts): 20d100 and keep terms are not cheap.
  exactCost: (params) => ({ seconds: rollSeconds(params), shared: plainRollShare(params.dice), what: `one roll of ${params.dice} against one DC`, smaller: "fewer dice or faces, no keep term, or no one-die reroll" }),
  run: (params) => {
    const solution = solveCheck(params);
    const outcomes = outcomeRows(solution.degrees);
    const advice = rerollAdvice(params);
    const goal = params.goal === "success" ? "P(success)" : "the expected effect";
    return {
      outcomes,
      ...summaryOf({
        pSuccess: solution.pSuccess,
        expectedEffect: solution.expectedEffect,
        expectedExtraSuccessEffect: solution.expectedExtraSuccessEffect,
        expectedExtraFailureEffect: solution.expectedExtraFailureEffect,
      }),
      rows: outcomes.map(({ outcome, probability, exact }) => ({ outcome, probability, exact: exact ?? null })),
      ...(params.reroll === "none" ? {} : { details: { policy: advice.map((a) => ({ ...a })) } }),
      ...(params.reroll === "none"
        ? {}
        : {
            extraTables: [
              {
                title: advice.length
                  ? `Optimal ${params.reroll} reroll for ${goal}: reroll on these rolls, keep every other`
                  : `Optimal ${params.reroll} reroll for ${goal}: no roll is worth rerolling`,
                columns: ["roll", "total", "action"],
                rows: advice.map((a) => [a.roll, String(a.total), a.action]),
              },
            ],
          }),
      charts: [degreeBarChart(outcomes, `Check: ${withBonus(params.dice, params.bonus)} vs DC ${params.dc} (${params.ladder} ladder, reroll ${params.reroll})`)],
    };
  },
  sampler: {
    plan: (params) => sampleCheck(params),
    result: (estimates, params) => sampledCheckResult(estimates, params),
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
