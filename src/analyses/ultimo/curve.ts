import { defineAnalysis, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { formatNumber } from "../../framework/format.js";
import { choiceOption, integerOption } from "../../framework/options.js";
import { CURVE_POLICIES, solveCurve } from "../../models/ultimo/curve.js";
import { OUTCOMES, overwhelmingExpertise } from "../../models/ultimo/outcome.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./rule-options.js";
import { sampleCurve } from "../../models/ultimo/sample/curve.js";
import { handSizeOption, limitOption, measuredPointRow, pointCells, pointOutcomeRows, sampledCurvePoints, solvedCurvePoints, type CurvePointMeasures } from "./curve-rows.js";
import { difficultyMarks, marksSentence, OUTCOME_BARS_BY_DIFFICULTY } from "./difficulty-marks.js";
import { focusOption, queenOption } from "./options.js";
import { outcomesByDifficultyChart } from "./outcome-rows.js";
import { curveCost, refuseSampling, samplerPolicyProblems } from "./policy-limits.js";
import { largeDeckProblems } from "./extra-rules.js";
import { focusCurveSeconds, solveFocusCurve } from "../../models/ultimo/focus-curve.js";
import { messages } from "../../framework/messages.js";
import { citeRules } from "../../framework/rules-citation.js";
import { itemAt } from "../../core/checked-index.js";

/** The cost of a curve with focus spent (models/ultimo/focus-curve.ts's estimate). */
function focusCurveCost(params: { handSize: number; limit: number; policy: "greedy" | "optimal"; focus: number; maxDifficulty: number; queen: number | undefined } & Parameters<typeof rulesFrom>[0]) {
  const rules = rulesFrom(params);
  const seconds = focusCurveSeconds(params.handSize, params.limit, params.policy, rules, queenValueOf(params.queen, rules), params.maxDifficulty, params.focus);
  return { seconds, what: `hand ${params.handSize}, ${Math.min(params.handSize, params.limit)} cards played, ${params.policy}, ${params.focus} focus cards`, smaller: "a smaller --hand-size, --limit or --focus" };
}

const maxDifficultyOption = integerOption({ label: "Highest difficulty", help: "The curve runs over difficulties from 0 to this.", rules: "3.2", min: 0, max: 30, default: 20, doc: "the curve runs over difficulties 0..this" });

/** What a curve shows besides its points: who plays, how many cards are playable, and the trials (simulated) or the card-limit heatmap and the policy (exact). */
interface CurveView {
  readonly who: string;
  readonly playable: number;
  readonly trials?: number;
  readonly byLimit?: readonly Row[];
  readonly optimal?: boolean;
  readonly handSize?: number;
  readonly policy?: string;
}

/**
 * The one result of a curve, exact or simulated alike (issue 25 §7): outcome rows per difficulty (fractions,
 * or 95% intervals and counts), P(success or better) per difficulty, the hardest difficulty at even odds or
 * better, the stacked chart and the table; exact, the card-limit heatmap and the wall where no play can
 * succeed too. O(difficulties + heatmap cells).
 */
function curveResult(points: readonly CurvePointMeasures[], view: CurveView): AnalysisResult {
  const { who, playable, trials, byLimit } = view;
  const rows: Row[] = points.map((point) => ({
    ...measuredPointRow(point),
    ...(trials === undefined ? {} : { trials }),
    overwhelmingExpertise: overwhelmingExpertise(playable, point.difficulty) ?? null,
  }));
  const hardest = [...points].reverse().find((point) => point.atLeastEvenOdds);
  const unreachable = points.find((point) => point.pSuccessOrBetter.kind === "exact" && point.pSuccessOrBetter.value === 0);
  const table = { columns: ["difficulty", ...OUTCOMES, "P(success+)", "expertise"], rows: points.map((point) => [...pointCells(point), overwhelmingExpertise(playable, point.difficulty) ?? ""]) };
  const chartData = points.flatMap((point) => point.outcomes.map(([outcome, m]) => ({ difficulty: point.difficulty, outcome, probability: m.value })));
  return {
    outcomes: points.flatMap(pointOutcomeRows),
    summary: hardest ? { hardestAtLeastEvenOdds: hardest.difficulty } : {},
    summaryExact: {},
    rows,
    details: byLimit === undefined ? { difficulties: rows } : { difficulties: rows, byLimit },
    table: trials === undefined ? table : { title: `Simulated: ${who}; ${trials} trials, each percentage within its 95% interval (see --json or --csv)`, ...table },
    ...(unreachable !== undefined && view.optimal === true
      ? {
          extraTables: [
            {
              title: `From difficulty ${unreachable.difficulty} no play can succeed: every play ties at P(success or better) = 0, so the optimal policy (ties to fewer cards, ${citeRules("3.8")}) plays nothing there — compare --policy greedy for the outcomes below success.`,
              columns: [],
              rows: [],
            },
          ],
        }
      : {}),
    charts: [
      outcomesByDifficultyChart(chartData, `Outcomes by difficulty (${who}${trials === undefined ? "" : ", simulated"})`),
      ...(byLimit === undefined
        ? []
        : [
            {
              name: "limits",
              title: `P(success or better) by card limit and difficulty (hand ${view.handSize}, ${view.policy})`,
              kind: "heatmap" as const,
              data: byLimit,
              x: { field: "difficulty", title: "difficulty", type: "ordinal" as const },
              y: { field: "limit", title: "card limit", type: "ordinal" as const },
              color: { field: "pSuccessOrBetter", title: "P(success+)", type: "quantitative" as const, format: ".0%", domain: [0, 1] as const },
              labels: true,
            },
          ]),
    ],
  };
}

/**
 * The report's explanations of a curve's two charts (the outcomes by difficulty and the card-limit
 * heatmap), from the run's rows and `byLimit` details; `who` names the character, `policy` its play. O(rows).
 */
function explainCurve(who: string, policy: "optimal" | "greedy") {
  return {
    "": (result: AnalysisResult) => {
      const rows = result.rows;
      const firstWithout = rows.find((row) => Number(row.difficulty) > 0 && Number(row["perfect-success"]) === 0);
      const marks = difficultyMarks(rows);
      const nothing =
        policy === "optimal" && marks.impossible !== undefined
          ? ` From ${marks.impossible} on no play can succeed, so the optimal policy plays nothing and those bars only show what that gets: for this character such a difficulty is a wall, not a hard check.`
          : "";
      const perfect = firstWithout
        ? ` A perfect success is out of reach from difficulty ${firstWithout.difficulty}, where the Dealer has more cards than can be played and the unpaired one always fails: design a challenge's stakes around the hardest difficulty at even odds, not the perfect result.`
        : "";
      return `${OUTCOME_BARS_BY_DIFFICULTY} ${marksSentence(who, marks)}${nothing || perfect}`;
    },
    limits: (result: AnalysisResult) => {
      const cells = result.details?.["byLimit"] ?? [];
      const limits = [...new Set(cells.map((cell) => Number(cell.limit)))].sort((a, b) => a - b);
      const evens = limits.map((limit) => difficultyMarks(cells.filter((cell) => Number(cell.limit) === limit)).even?.difficulty ?? 0);
      const step = Number(((itemAt(evens, evens.length - 1) - itemAt(evens, 0)) / Math.max(1, limits.length - 1)).toFixed(1));
      return (
        `Each cell is the chance of success or better with that card limit (rows) at that difficulty (columns), for the same random hand played ${policy === "optimal" ? "optimally" : "greedily"}; yellow is likely, purple hopeless. ` +
        `The hardest difficulty at even odds or better is ${evens.slice(0, -1).join(", ")} and ${evens.at(-1)} for card limits ${limits[0]} to ${limits.at(-1)}, so each card of limit, from a skill rank or a trait such as "+2 cards", moves a character's fair difficulty up by about ${step === 1 ? "one step" : `${formatNumber(step)} steps`}.`
      );
    },
  };
}

/** `oddsmith ultimo curve`: the difficulty curve of a character with a random hand. */
export const curveAnalysis = defineAnalysis({
  summary:
    "exact outcomes at every difficulty for a random hand from the player's own deck, played greedily or optimally (an exact curve's cost grows steeply with the hand and the cards played: see --hand-size; --mc N --policy greedy simulates any hand, e.g. --hand-size 10 --limit 8)",
  rules: ["3.8"],
  // A row per difficulty: balance chooses the difficulty among them (issue 26's Ultimo questions).
  rowField: "difficulty",
  options: {
    handSize: handSizeOption,
    limit: limitOption,
    policy: choiceOption(CURVE_POLICIES, { label: "How the hand is played", help: "Optimal per difficulty (the best chance of success or better), or greedy.", rules: "3.8", doc: `how the hand is played (${citeRules("3.8")}): optimal per difficulty (max P(success or better)) or greedy`, default: "optimal" }),
    queen: queenOption,
    maxDifficulty: maxDifficultyOption,
    focus: focusOption,
    ...ruleOptions,
  },
  validate: ruleProblems,
  exactCost: (params) => (params.focus > 0 ? focusCurveCost(params) : curveCost(params, params.maxDifficulty)),
  run: (params) => {
    const rules = rulesFrom(params);
    const queenValue = queenValueOf(params.queen, rules);
    const curve =
      params.focus > 0
        ? solveFocusCurve(params.handSize, params.limit, params.policy, rules, queenValue, params.maxDifficulty, params.focus)
        : solveCurve(params.handSize, params.limit, params.policy, rules, queenValue, params.maxDifficulty);
    const byLimit: Row[] = curve.byLimit.flatMap((byDifficulty, l) =>
      byDifficulty.map((p, difficulty) => ({ limit: l + 1, difficulty, pSuccessOrBetter: p.toNumber(), exact: p.toString() })),
    );
    const who = `hand ${params.handSize}, limit ${params.limit}, ${params.policy}${params.focus > 0 ? `, focus ${params.focus}` : ""}`;
    const playable = Math.min(params.limit, params.handSize);
    return curveResult(solvedCurvePoints(curve.points), { who, playable, byLimit, optimal: params.policy === "optimal", handSize: params.handSize, policy: params.policy });
  },
  exactLimits: (params) => largeDeckProblems(rulesFrom(params), "ultimo curve"),
  sampleLimits: (params) => [...samplerPolicyProblems(params.policy), ...(params.focus > 0 ? [messages.exactOnly("--focus", "focus cards are")] : [])],
  sampler: {
    plan: (params) => {
      refuseSampling(samplerPolicyProblems(params.policy));
      const rules = rulesFrom(params);
      const difficulties = Array.from({ length: params.maxDifficulty + 1 }, (_, d) => d);
      return sampleCurve(params.handSize, params.limit, "greedy", rules, queenValueOf(params.queen, rules), difficulties);
    },
    result: (estimates, params) =>
      curveResult(sampledCurvePoints(estimates, Array.from({ length: params.maxDifficulty + 1 }, (_, d) => d)), {
        who: `hand ${params.handSize}, limit ${params.limit}, ${params.policy}`,
        playable: Math.min(params.limit, params.handSize),
        trials: estimates.trials,
      }),
  },
  reportRuns: [
    {
      name: "curve-example-characters",
      title: "The rulebook's example characters: stamina 7 with card limits 8 (Mad Scientist, INT 8 + Biology 4) and 9 (Abomination, STR 10 + Brawling 4) — both play all 7 cards, so both share this curve (greedy)",
      params: { handSize: 7, limit: 7, policy: "greedy", maxDifficulty: 12 },
      explanations: explainCurve("An example character (all 7 cards played greedily)", "greedy"),
    },
    {
      name: "curve-hand7-limit4",
      title: "A starting character: hand 7, card limit 4, optimal play",
      params: { handSize: 7, limit: 4, maxDifficulty: 12 },
      explanations: explainCurve("A starting character (hand 7, card limit 4, optimal play)", "optimal"),
    },
  ],
});
