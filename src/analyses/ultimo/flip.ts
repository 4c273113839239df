import { defineAnalysis, summaryOf } from "../../framework/analysis.js";
import { proportionEstimate } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import { integerOption } from "../../framework/options.js";
import { solveCurve } from "../../models/ultimo/curve.js";
import { OUTCOMES } from "../../models/ultimo/outcome.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./rule-options.js";
import { difficultyGroup } from "../../models/ultimo/sample/challenge.js";
import { curveSeconds } from "./solve-costs.js";
import { sampleCurve } from "../../models/ultimo/sample/curve.js";
import { queenOption } from "./options.js";
import { challengeOutcomeRows } from "./outcome-rows.js";
import { largeDeckProblems } from "./extra-rules.js";
import { citeRules } from "../../framework/rules-citation.js";

/** `oddsmith ultimo flip`: the luck flip (docs/rules.md 3.10). */
export const flipAnalysis = defineAnalysis({
  game: "ultimo",
  name: "flip",
  summary: "the luck flip: the top Psyche cards of the deck against the Dealer's draw, both random",
  rules: ["3.10"],
  options: {
    psyche: integerOption({ min: 1, max: 10, doc: "the Psyche rating: how many cards are flipped" }),
    difficulty: integerOption({ min: 1, max: 5, doc: `the difficulty the Dealer sets (${citeRules("3.10")}: 1..5)` }),
    queen: queenOption,
    ...ruleOptions,
  },
  validate: ruleProblems,
  exactLimits: (params) => largeDeckProblems(rulesFrom(params), "ultimo flip"),
  exactCost: (params) => {
    const rules = rulesFrom(params);
    const seconds = curveSeconds(params.psyche, params.psyche, "flip", rules, queenValueOf(params.queen, rules), params.difficulty);
    return { seconds, what: `Psyche ${params.psyche}: every hand of ${params.psyche} cards`, smaller: "a smaller --psyche" };
  },
  run: (params) => {
    const rules = rulesFrom(params);
    const curve = solveCurve(params.psyche, params.psyche, "flip", rules, queenValueOf(params.queen, rules), params.difficulty);
    const point = curve.points[params.difficulty]!;
    const outcomes = challengeOutcomeRows(point, false);
    return {
      outcomes,
      ...summaryOf({ pSuccessOrBetter: point.pSuccessOrBetter }),
      rows: outcomes.map(({ outcome, probability, exact }) => ({ outcome, probability, exact: exact ?? null })),
      charts: [
        {
          name: "",
          title: `Luck flip: Psyche ${params.psyche} against difficulty ${params.difficulty}`,
          kind: "bar",
          data: outcomes.map(({ outcome, probability }) => ({ outcome, probability })),
          x: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES] },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
        },
      ],
    };
  },
  sampler: {
    plan: (params) => {
      const rules = rulesFrom(params);
      return sampleCurve(params.psyche, params.psyche, "flip", rules, queenValueOf(params.queen, rules), [params.difficulty]);
    },
    result: (estimates, params) => {
      const outcomes = estimatedOutcomeRows(estimates, difficultyGroup(params.difficulty));
      const group = estimates.groups[difficultyGroup(params.difficulty)]!;
      const best = proportionEstimate(group["perfect-success"]!.count + group["success"]!.count, estimates.trials);
      return {
        outcomes,
        summary: { pSuccessOrBetter: best.probability, pSuccessOrBetterLow: best.low, pSuccessOrBetterHigh: best.high },
        summaryExact: {},
        rows: outcomes.map(({ outcome, probability, low, high, count }) => ({ outcome, probability, low: low ?? null, high: high ?? null, count: count ?? null })),
        charts: [outcomeBarChart(outcomes, `Luck flip: Psyche ${params.psyche} against difficulty ${params.difficulty} (simulated)`, OUTCOMES)],
        table: estimatedTable(outcomes),
      };
    },
    validation: [
      { psyche: "3", difficulty: "3" },
      { psyche: "5", difficulty: "5", dealerJoker: "loses" },
      { psyche: "2", difficulty: "1", trait: "gamblin-man" },
    ],
  },
  reportRuns: [
    {
      name: "flip-psyche3-d3",
      title: "Luck flip: Psyche 3 against difficulty 3",
      params: { psyche: 3, difficulty: 3 },
      explanations: {
        "": (result) => {
          const p = (outcome: string) => formatPercent(result.outcomes.find((row) => row.outcome === outcome)?.probability ?? 0);
          return (
            "The bars are the five outcomes of a luck flip: the top 3 cards of the player's deck against 3 Dealer cards, with no choice on either side. " +
            `Success or better comes ${formatPercent(result.summary["pSuccessOrBetter"]!)} of the time, yet total failure (${p("total-failure")}) is about as likely as perfect success (${p("perfect-success")}): ` +
            "a flip swings to the extremes, so a GM should keep it for moments that deserve drama rather than routine resistance."
          );
        },
      },
    },
  ],
});
