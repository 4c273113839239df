import { defineAnalysis, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { summaryFrom, type Measure } from "../../framework/measure.js";
import { formatPercent } from "../../framework/format.js";
import { choiceOption, probabilityOption, type ParamsOf } from "../../framework/options.js";
import { pickByTarget, pickRuleOf, pickRuleOptions, pickRuleProblems, pickSentence, type PickRule } from "../../framework/pick-target.js";
import { Rational } from "../../core/exact/rational.js";
import { CURVE_POLICIES, solveCurve } from "../../models/ultimo/curve.js";
import { OUTCOMES, overwhelmingExpertise } from "../../models/ultimo/outcome.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./rule-options.js";
import { sampleCurve } from "../../models/ultimo/sample/curve.js";
import { handSizeOption, limitOption, measuredPointRow, pointCells, pointOutcomeRows, sampledCurvePoints, solvedCurvePoints, type CurvePointMeasures } from "./curve-rows.js";
import { ALL_DIFFICULTIES, queenOption } from "./options.js";
import { curveCost, refuseSampling, samplerPolicyProblems } from "./policy-limits.js";
import { largeDeckProblems } from "./extra-rules.js";
import { citeRules } from "../../framework/rules-citation.js";
import { fieldOf, itemAt } from "../../core/checked-index.js";

/** The difficulties a pick chooses among: 0..this. */
const HARDEST_PICK = 20;

const WORDS = { thing: "difficulty", chance: "P(success or better)" } as const;

/**
 * The index of the difficulty the rule picks from P(success or better) by difficulty (easiest first), and
 * the table title's words: today's "…, the closest to 50.0%" for the default rule, the shared sentence
 * (framework/pick-target.ts) under --at-least / --at-most, saying so when no difficulty meets the target.
 */
function pickOf(chances: readonly number[], difficulties: readonly number[], target: number, rule: PickRule): { index?: number; sentence: string } {
  const index = pickByTarget(chances, target, rule);
  const sentence = pickSentence(WORDS, difficulties.map(String), chances, target, rule, index);
  return index === undefined ? { sentence } : { index, sentence };
}

/** The JSON document's `pick` under --at-least / --at-most: the rule, whether a difficulty meets it, which, and the sentence. */
function pickDetails(rule: PickRule, difficulty: number | undefined, sentence: string): Record<string, readonly Row[]> {
  return rule === "closest" ? {} : { pick: [{ rule, found: difficulty !== undefined, difficulty: difficulty ?? null, sentence }] };
}

/**
 * The one result of a pick, exact or simulated alike (issue 25 §7): the difficulty the rule picks from the
 * measured curve, its outcomes (fractions, or 95% intervals and counts), the curve as CSV rows, the table
 * and the line chart with the target. O(difficulties).
 */
function pickResult(points: readonly CurvePointMeasures[], params: PickParams, trials: number | undefined): AnalysisResult {
  // The shared rule (framework/pick-target.ts): closest by default, a tie going to the easier difficulty.
  const rule = pickRuleOf(params);
  const { index, sentence } = pickOf(points.map((point) => point.pSuccessOrBetter.value), points.map((point) => point.difficulty), params.target, rule);
  const pick = index === undefined ? undefined : itemAt(points, index);
  const playable = Math.min(params.limit, params.handSize);
  const rows: Row[] = points.map((point) => ({ ...measuredPointRow(point), ...(trials === undefined ? { overwhelmingExpertise: overwhelmingExpertise(playable, point.difficulty) ?? null } : {}) }));
  const who = `hand ${params.handSize}, limit ${params.limit}, ${params.policy}${trials === undefined ? "" : `; simulated, ${trials} trials`}`;
  const m = pick?.pSuccessOrBetter;
  const interval = (measure: Measure) => (measure.kind === "exact" ? "" : `${formatPercent(measure.low)}–${formatPercent(measure.high)}`);
  const figures = m === undefined ? undefined : summaryFrom({ pSuccessOrBetter: m });
  return {
    outcomes: pick === undefined ? [] : pointOutcomeRows(pick),
    ...(pick === undefined || figures === undefined
      ? { summary: { target: params.target }, summaryExact: {} }
      : { summary: { difficulty: pick.difficulty, ...figures.summary }, summaryExact: trials === undefined ? { difficulty: Rational.of(pick.difficulty).toString(), ...figures.summaryExact } : {} }),
    rows,
    details: { difficulties: rows, ...pickDetails(rule, pick?.difficulty, sentence) },
    table: {
      title:
        rule === "closest" && pick !== undefined && m !== undefined
          ? `Difficulty ${pick.difficulty} gives P(success or better) ${formatPercent(m.value)}${m.kind === "exact" ? "" : ` (95% interval ${interval(m)})`}, the closest to ${formatPercent(params.target)} (${who})`
          : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} (${who})`,
      columns: ["difficulty", ...OUTCOMES, "P(success+)", trials === undefined ? "expertise" : "95% interval"],
      rows: points.map((point) => [...pointCells(point), trials === undefined ? (overwhelmingExpertise(playable, point.difficulty) ?? "") : interval(point.pSuccessOrBetter)]),
    },
    charts: [
      {
        name: "",
        title: `P(success or better) by difficulty${trials === undefined ? "" : " (simulated)"}; the target ${formatPercent(params.target)} is ${pick === undefined ? "met by no difficulty" : `picked at ${pick.difficulty}`}`,
        kind: "line",
        data: rows,
        x: { field: "difficulty", title: "difficulty", type: "ordinal" },
        y: { field: "pSuccessOrBetter", title: "P(success or better)", type: "quantitative", format: ".0%", domain: [0, 1] },
        rule: { y: params.target, label: `target ${formatPercent(params.target)}` },
      },
    ],
  };
}

/** The options of `ultimo pick`: the hand, the wanted chance and its rule, the policy, the Queen and the rule options. */
const options = {
  handSize: handSizeOption,
  limit: limitOption,
  target: probabilityOption({ label: "Wanted chance", help: "The chance of success or better the difficulty should give (0.6, 3/5 or 60%).", doc: "the P(success or better) wanted", default: 0.5 }),
  ...pickRuleOptions,
  policy: choiceOption(CURVE_POLICIES, { label: "How the hand is played", help: "How the hand is played.", rules: "3.8", doc: `how the hand is played (${citeRules("3.8")})`, default: "optimal" }),
  queen: queenOption,
  ...ruleOptions,
} as const;

type PickParams = ParamsOf<typeof options>;

/** `oddsmith ultimo pick`: the Dealer's fair difficulty for a character. */
export const pickAnalysis = defineAnalysis({
  summary: "the difficulty whose P(success or better) is closest to a target, for a random hand (--mc N --policy greedy: any hand size)",
  rules: ["3.8"],
  options,
  validate: (params) => [...pickRuleProblems(params), ...ruleProblems(params)],
  exactCost: (params) => curveCost(params, HARDEST_PICK),
  run: (params) => {
    const rules = rulesFrom(params);
    const curve = solveCurve(params.handSize, params.limit, params.policy, rules, queenValueOf(params.queen, rules), HARDEST_PICK);
    return pickResult(solvedCurvePoints(curve.points), params, undefined);
  },
  exactLimits: (params) => largeDeckProblems(rulesFrom(params), "ultimo pick"),
  sampleLimits: (params) => samplerPolicyProblems(params.policy),
  sampler: {
    plan: (params) => {
      refuseSampling(samplerPolicyProblems(params.policy));
      const rules = rulesFrom(params);
      return sampleCurve(params.handSize, params.limit, "greedy", rules, queenValueOf(params.queen, rules), ALL_DIFFICULTIES);
    },
    result: (estimates, params) => pickResult(sampledCurvePoints(estimates, ALL_DIFFICULTIES), params, estimates.trials),
  },
  reportRuns: [
    {
      name: "pick-hand7-limit4",
      title: "The fair difficulty (50%) for hand 7, card limit 4",
      params: { handSize: 7, limit: 4 },
      explanations: {
        "": (result) => {
          const at = (difficulty: number) => Number(result.rows.find((row) => Number(row.difficulty) === difficulty)?.pSuccessOrBetter ?? 0);
          const pick = fieldOf(result.summary, "difficulty");
          const [easier, harder] = at(pick) >= 0.5 ? [pick, pick + 1] : [pick - 1, pick];
          const jump = Math.round((at(easier) - at(harder)) * 100);
          return (
            "The line is the chance of success or better at each difficulty for a random hand of 7 with card limit 4, played optimally; the dashed red line is the 50% target. " +
            `No difficulty gives 50% exactly: ${easier} gives ${formatPercent(at(easier))} and ${harder} gives ${formatPercent(at(harder))}, and ${pick} is the closest. ` +
            `One step of difficulty moves the odds by ${jump} points here, so for this character the choice is between an easier ${easier} and a harder ${harder}: there is no fair middle.`
          );
        },
      },
    },
  ],
});
