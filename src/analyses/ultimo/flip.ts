import { defineAnalysis, type AnalysisResult } from "../../framework/analysis.js";
import { itemAt } from "../../core/checked-index.js";
import { estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { outcomeRowFrom, summaryFrom, type Measure } from "../../framework/measure.js";
import { formatPercent } from "../../framework/format.js";
import { integerOption } from "../../framework/options.js";
import { solveCurve } from "../../models/ultimo/curve.js";
import { OUTCOMES, type ChallengeOutcome } from "../../models/ultimo/outcome.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./rule-options.js";
import { difficultyGroup } from "../../models/ultimo/sample/challenge.js";
import { curveSeconds } from "./solve-costs.js";
import { sampleCurve } from "../../models/ultimo/sample/curve.js";
import { queenOption } from "./options.js";
import { estimatedOutcomeMeasures, estimatedSuccessOrBetter, exactOf, exactOutcomeMeasures, intervalOf, type OutcomeMeasures } from "./outcome-measures.js";
import { exactMeasure } from "../../framework/measure.js";
import { largeDeckProblems } from "./extra-rules.js";
import { citeRules } from "../../framework/rules-citation.js";

/** The flip's options: Psyche, the difficulty, the queen and the rule readings. */
const FLIP_OPTIONS = {
  psyche: integerOption({ label: "Psyche", help: "The Psyche rating: how many cards are flipped.", rules: "3.10", min: 1, max: 10, doc: "the Psyche rating: how many cards are flipped" }),
  difficulty: integerOption({ label: "Difficulty", help: "The difficulty the Dealer sets, from 1 to 5.", rules: "3.10", min: 1, max: 5, doc: `the difficulty the Dealer sets (${citeRules("3.10")}: 1..5)` }),
  queen: queenOption,
  ...ruleOptions,
};

/** The figure a luck flip reports. */
const FLIP_FIGURES = ["pSuccessOrBetter"] as const;
/** A CSV row of the flip: one outcome with its fraction (exact) or its 95% interval and count (simulated). */
type FlipRow =
  | { readonly outcome: ChallengeOutcome; readonly probability: number; readonly exact: string | null }
  | { readonly outcome: ChallengeOutcome; readonly probability: number; readonly low: number | null; readonly high: number | null; readonly count: number | null };
/** What `ultimo flip` returns. */
type FlipResult = AnalysisResult<(typeof FLIP_FIGURES)[number], FlipRow>;

/**
 * The flip's one result builder (issue 25 §7): the five outcomes and P(success or better), exact or
 * estimated; a simulated result adds intervals to the bars and a table of counts. O(outcomes).
 */
function flipResult(outcomes: OutcomeMeasures, pSuccessOrBetter: Measure, params: { readonly psyche: number; readonly difficulty: number }): FlipResult {
  const rows = OUTCOMES.map((outcome) => outcomeRowFrom(outcome, outcomes[outcome]));
  const title = `Luck flip: Psyche ${params.psyche} against difficulty ${params.difficulty}`;
  const figures = summaryFrom({ pSuccessOrBetter });
  if (pSuccessOrBetter.kind === "exact") {
    return {
      outcomes: rows,
      ...figures,
      rows: OUTCOMES.map((outcome) => ({ outcome, probability: outcomes[outcome].value, exact: exactOf(outcomes[outcome]) })),
      charts: [
        {
          name: "",
          title,
          kind: "bar",
          data: rows.map(({ outcome, probability }) => ({ outcome, probability })),
          x: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES] },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
        },
      ],
    };
  }
  return {
    outcomes: rows,
    ...figures,
    rows: OUTCOMES.map((outcome) => ({ outcome, probability: outcomes[outcome].value, ...intervalOf(outcomes[outcome]) })),
    charts: [outcomeBarChart(rows, `${title} (simulated)`, OUTCOMES)],
    table: estimatedTable(rows),
  };
}

/** `oddsmith ultimo flip`: the luck flip (docs/rules.md 3.10). */
export const flipAnalysis = defineAnalysis<typeof FLIP_OPTIONS, FlipResult>({
  summary: "the luck flip: the top Psyche cards of the deck against the Dealer's draw, both random",
  rules: ["3.10"],
  options: FLIP_OPTIONS,
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
    const point = itemAt(curve.points, params.difficulty);
    return flipResult(exactOutcomeMeasures(point), exactMeasure(point.pSuccessOrBetter), params);
  },
  sampler: {
    plan: (params) => {
      const rules = rulesFrom(params);
      return sampleCurve(params.psyche, params.psyche, "flip", rules, queenValueOf(params.queen, rules), [params.difficulty]);
    },
    result: (estimates, params) => {
      const group = difficultyGroup(params.difficulty);
      return flipResult(estimatedOutcomeMeasures(estimates, group), estimatedSuccessOrBetter(estimates, group, estimates.trials), params);
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
            `Success or better comes ${formatPercent(result.summary.pSuccessOrBetter)} of the time, yet total failure (${p("total-failure")}) is about as likely as perfect success (${p("perfect-success")}): ` +
            "a flip swings to the extremes, so a GM should keep it for moments that deserve drama rather than routine resistance."
          );
        },
      },
    },
  ],
});
