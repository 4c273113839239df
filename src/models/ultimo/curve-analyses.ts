import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../core/analysis.js";
import { proportionEstimate, type Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../core/estimated-result.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { choiceOption, integerOption, probabilityOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { challengeOutcomeRows, outcomeChart } from "./challenge.js";
import { CURVE_POLICIES, curveProblem, refuseSampling, samplerPolicyProblems, solveCurve, type CurvePoint } from "./curve.js";
import { difficultyMarks, marksSentence, OUTCOME_BARS_BY_DIFFICULTY } from "./difficulty-marks.js";
import { OUTCOMES, overwhelmingExpertise } from "./outcome.js";
import { ALL_DIFFICULTIES, queenOption, queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./options.js";
import { difficultyGroup } from "./sample-challenge.js";
import { sampleCurve } from "./sample-curve.js";

const handSizeOption = integerOption({ min: 1, max: 10, doc: "hand size: cards drawn at random from the player's own 54-card deck (RULES.md 3.1); above 8, exact runs are refused and --mc runs are not" });
const limitOption = integerOption({ min: 1, max: 10, doc: "card limit (RULES.md 3.1)" });
const maxDifficultyOption = integerOption({ min: 0, max: 30, default: 20, doc: "the curve runs over difficulties 0..this" });

/** A curve too large to solve exactly, as a message naming the flags. */
function sizeProblems(params: { handSize: number; limit: number; policy: (typeof CURVE_POLICIES)[number] }): string[] {
  const problem = curveProblem(params.handSize, params.limit, params.policy);
  return problem === undefined ? [] : [messages.refused("--hand-size and --limit", `with --policy ${params.policy}, ${problem}`, `${params.handSize} and ${params.limit}`)];
}

/** Rows of a curve: one per difficulty, the five outcomes, P(success or better) and what expertise offers. */
function curveRows(points: readonly CurvePoint[], playable: number): Row[] {
  return points.map((point) => ({
    difficulty: point.difficulty,
    ...Object.fromEntries(OUTCOMES.map((outcome) => [outcome, point.outcomes.probability(outcome).toNumber()])),
    pSuccessOrBetter: point.pSuccessOrBetter.toNumber(),
    exact: point.pSuccessOrBetter.toString(),
    overwhelmingExpertise: overwhelmingExpertise(playable, point.difficulty) ?? null,
  }));
}

function curveTable(points: readonly CurvePoint[], playable: number) {
  return {
    columns: ["difficulty", ...OUTCOMES, "P(success+)", "expertise"],
    rows: points.map((point) => [
      String(point.difficulty),
      ...OUTCOMES.map((outcome) => formatPercent(point.outcomes.probability(outcome).toNumber())),
      formatPercent(point.pSuccessOrBetter.toNumber()),
      overwhelmingExpertise(playable, point.difficulty) ?? "",
    ]),
  };
}

/** Each difficulty's estimated outcomes and P(success or better) from a curve simulation. O(difficulties). */
function sampledCurvePoints(estimates: Estimates, difficulties: readonly number[]) {
  return difficulties.map((difficulty) => {
    const outcomes = estimatedOutcomeRows(estimates, difficultyGroup(difficulty));
    const best = estimates.groups[difficultyGroup(difficulty)]!;
    const count = best["perfect-success"]!.count + best["success"]!.count;
    const estimate = proportionEstimate(count, best["success"]!.total);
    return { difficulty, outcomes, pSuccessOrBetter: estimate.probability, low: estimate.low, high: estimate.high, successCount: count };
  });
}

/** The CSV row of one simulated curve point: the outcome mix and P(success or better) with its interval and count. */
function sampledPointRow(point: ReturnType<typeof sampledCurvePoints>[number]): Row {
  return {
    difficulty: point.difficulty,
    ...Object.fromEntries(point.outcomes.map((o) => [o.outcome, o.probability])),
    pSuccessOrBetter: point.pSuccessOrBetter,
    pSuccessOrBetterLow: point.low,
    pSuccessOrBetterHigh: point.high,
    count: point.successCount,
  };
}

/**
 * The simulated curve in the exact curve's shape: outcome rows per difficulty with 95% intervals and
 * counts, P(success or better) per difficulty (its interval from the sum of the two counts), the hardest
 * difficulty at even odds or better, the stacked chart and the table. O(difficulties).
 */
function sampledCurveResult(estimates: Estimates, difficulties: readonly number[], playable: number, who: string): AnalysisResult {
  const points = sampledCurvePoints(estimates, difficulties);
  const rows: Row[] = points.map((point) => ({
    ...sampledPointRow(point),
    trials: estimates.trials,
    overwhelmingExpertise: overwhelmingExpertise(playable, point.difficulty) ?? null,
  }));
  const hardest = [...points].reverse().find((point) => point.pSuccessOrBetter >= 0.5);
  return {
    outcomes: points.flatMap((point) => point.outcomes.map((o) => ({ ...o, difficulty: point.difficulty }))),
    summary: hardest ? { hardestAtLeastEvenOdds: hardest.difficulty } : {},
    summaryExact: {},
    rows,
    details: { difficulties: rows },
    table: {
      title: `Simulated: ${who}; ${estimates.trials} trials, each percentage within its 95% interval (see --json or --csv)`,
      columns: ["difficulty", ...OUTCOMES, "P(success+)", "expertise"],
      rows: points.map((point) => [
        String(point.difficulty),
        ...point.outcomes.map((o) => formatPercent(o.probability)),
        formatPercent(point.pSuccessOrBetter),
        overwhelmingExpertise(playable, point.difficulty) ?? "",
      ]),
    },
    charts: [
      {
        name: "",
        title: `Outcomes by difficulty (${who}, simulated)`,
        kind: "bar",
        data: points.flatMap((point) => point.outcomes.map((o) => ({ difficulty: point.difficulty, outcome: o.outcome, probability: o.probability }))),
        x: { field: "difficulty", title: "difficulty", type: "ordinal" },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
        color: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES].reverse(), scheme: "redblue" },
      },
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
      const step = Number(((evens.at(-1)! - evens[0]!) / Math.max(1, limits.length - 1)).toFixed(1));
      return (
        `Each cell is the chance of success or better with that card limit (rows) at that difficulty (columns), for the same random hand played ${policy === "optimal" ? "optimally" : "greedily"}; yellow is likely, purple hopeless. ` +
        `The hardest difficulty at even odds or better is ${evens.slice(0, -1).join(", ")} and ${evens.at(-1)} for card limits ${limits[0]} to ${limits.at(-1)}, so each card of limit, from a skill rank or a trait such as "+2 cards", moves a character's fair difficulty up by about ${step === 1 ? "one step" : `${formatNumber(step)} steps`}.`
      );
    },
  };
}

/** `oddsmith ultimo curve`: the difficulty curve of a character with a random hand. */
export const curveAnalysis = defineAnalysis({
  game: "ultimo",
  name: "curve",
  summary:
    "exact outcomes at every difficulty for a random hand from the player's own deck, played greedily or optimally (exactly up to a hand of 8; --mc N --policy greedy simulates any hand, e.g. --hand-size 10 --limit 8)",
  options: {
    handSize: handSizeOption,
    limit: limitOption,
    policy: choiceOption(CURVE_POLICIES, { doc: "how the hand is played (RULES.md 3.8): optimal per difficulty (max P(success or better)) or greedy", default: "optimal" }),
    queen: queenOption,
    maxDifficulty: maxDifficultyOption,
    ...ruleOptions,
  },
  validate: ruleProblems,
  exactLimits: sizeProblems,
  run: (params) => {
    const rules = rulesFrom(params);
    const curve = solveCurve(params.handSize, params.limit, params.policy, rules, queenValueOf(params.queen, rules), params.maxDifficulty);
    const playable = Math.min(params.limit, params.handSize);
    const rows = curveRows(curve.points, playable);
    const heatmap: Row[] = curve.byLimit.flatMap((byDifficulty, l) =>
      byDifficulty.map((p, difficulty) => ({ limit: l + 1, difficulty, pSuccessOrBetter: p.toNumber(), exact: p.toString() })),
    );
    const hardest = [...curve.points].reverse().find((point) => point.pSuccessOrBetter.compare(Rational.of(1, 2)) >= 0);
    const unreachable = curve.points.find((point) => point.pSuccessOrBetter.compare(Rational.ZERO) === 0);
    const who = `hand ${params.handSize}, limit ${params.limit}, ${params.policy}`;
    return {
      outcomes: curve.points.flatMap((point) => challengeOutcomeRows(point, true)),
      summary: hardest ? { hardestAtLeastEvenOdds: hardest.difficulty } : ({} as Record<string, number>),
      summaryExact: {},
      rows,
      details: { difficulties: rows, byLimit: heatmap },
      table: curveTable(curve.points, playable),
      ...(unreachable !== undefined && params.policy === "optimal"
        ? {
            extraTables: [
              {
                title: `From difficulty ${unreachable.difficulty} no play can succeed: every play ties at P(success or better) = 0, so the optimal policy (ties to fewer cards, RULES.md 3.8) plays nothing there — compare --policy greedy for the outcomes below success.`,
                columns: [],
                rows: [],
              },
            ],
          }
        : {}),
      charts: [
        outcomeChart(curve.points, `Outcomes by difficulty (${who})`),
        {
          name: "limits",
          title: `P(success or better) by card limit and difficulty (hand ${params.handSize}, ${params.policy})`,
          kind: "heatmap",
          data: heatmap,
          x: { field: "difficulty", title: "difficulty", type: "ordinal" },
          y: { field: "limit", title: "card limit", type: "ordinal" },
          color: { field: "pSuccessOrBetter", title: "P(success+)", type: "quantitative", format: ".0%", domain: [0, 1] },
          labels: true,
        },
      ],
    };
  },
  sampleLimits: (params) => samplerPolicyProblems(params.policy),
  sampler: {
    plan: (params) => {
      refuseSampling(samplerPolicyProblems(params.policy));
      const rules = rulesFrom(params);
      const difficulties = Array.from({ length: params.maxDifficulty + 1 }, (_, d) => d);
      return sampleCurve(params.handSize, params.limit, "greedy", rules, queenValueOf(params.queen, rules), difficulties);
    },
    result: (estimates, params) =>
      sampledCurveResult(
        estimates,
        Array.from({ length: params.maxDifficulty + 1 }, (_, d) => d),
        Math.min(params.limit, params.handSize),
        `hand ${params.handSize}, limit ${params.limit}, ${params.policy}`,
      ),
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

/** `oddsmith ultimo pick`: the Dealer's fair difficulty for a character. */
export const pickAnalysis = defineAnalysis({
  game: "ultimo",
  name: "pick",
  summary: "the difficulty whose P(success or better) is closest to a target, for a random hand (--mc N --policy greedy: any hand size)",
  options: {
    handSize: handSizeOption,
    limit: limitOption,
    target: probabilityOption({ doc: "the P(success or better) wanted", default: 0.5 }),
    policy: choiceOption(CURVE_POLICIES, { doc: "how the hand is played (RULES.md 3.8)", default: "optimal" }),
    queen: queenOption,
    ...ruleOptions,
  },
  validate: ruleProblems,
  exactLimits: sizeProblems,
  run: (params) => {
    const rules = rulesFrom(params);
    const curve = solveCurve(params.handSize, params.limit, params.policy, rules, queenValueOf(params.queen, rules), 20);
    // Closest to the target; a tie goes to the easier difficulty.
    const distance = (point: CurvePoint) => Math.abs(point.pSuccessOrBetter.toNumber() - params.target);
    const pick = curve.points.reduce((best, point) => (distance(point) < distance(best) ? point : best));
    const playable = Math.min(params.limit, params.handSize);
    const rows = curveRows(curve.points, playable);
    return {
      outcomes: challengeOutcomeRows(pick, true),
      ...summaryOf({ difficulty: Rational.of(pick.difficulty), pSuccessOrBetter: pick.pSuccessOrBetter }),
      rows,
      details: { difficulties: rows },
      table: {
        title: `Difficulty ${pick.difficulty} gives P(success or better) ${formatPercent(pick.pSuccessOrBetter.toNumber())}, the closest to ${formatPercent(params.target)} (hand ${params.handSize}, limit ${params.limit}, ${params.policy})`,
        ...curveTable(curve.points, playable),
      },
      charts: [
        {
          name: "",
          title: `P(success or better) by difficulty; the target ${formatPercent(params.target)} is picked at ${pick.difficulty}`,
          kind: "line",
          data: rows,
          x: { field: "difficulty", title: "difficulty", type: "ordinal" },
          y: { field: "pSuccessOrBetter", title: "P(success or better)", type: "quantitative", format: ".0%", domain: [0, 1] },
          rule: { y: params.target, label: `target ${formatPercent(params.target)}` },
        },
      ],
    };
  },
  sampleLimits: (params) => samplerPolicyProblems(params.policy),
  sampler: {
    plan: (params) => {
      refuseSampling(samplerPolicyProblems(params.policy));
      const rules = rulesFrom(params);
      return sampleCurve(params.handSize, params.limit, "greedy", rules, queenValueOf(params.queen, rules), ALL_DIFFICULTIES);
    },
    result: (estimates, params) => {
      const points = sampledCurvePoints(estimates, ALL_DIFFICULTIES);
      // Closest estimate to the target; a tie goes to the easier difficulty, as exactly.
      const distance = (point: (typeof points)[number]) => Math.abs(point.pSuccessOrBetter - params.target);
      const pick = points.reduce((best, point) => (distance(point) < distance(best) ? point : best));
      const rows: Row[] = points.map(sampledPointRow);
      const who = `hand ${params.handSize}, limit ${params.limit}, ${params.policy}`;
      return {
        outcomes: pick.outcomes.map((o) => ({ ...o, difficulty: pick.difficulty })),
        summary: { difficulty: pick.difficulty, pSuccessOrBetter: pick.pSuccessOrBetter, pSuccessOrBetterLow: pick.low, pSuccessOrBetterHigh: pick.high },
        summaryExact: {},
        rows,
        details: { difficulties: rows },
        table: {
          title: `Difficulty ${pick.difficulty} gives P(success or better) ${formatPercent(pick.pSuccessOrBetter)} (95% interval ${formatPercent(pick.low)}–${formatPercent(pick.high)}), the closest to ${formatPercent(params.target)} (${who}; simulated, ${estimates.trials} trials)`,
          columns: ["difficulty", ...OUTCOMES, "P(success+)", "95% interval"],
          rows: points.map((point) => [String(point.difficulty), ...point.outcomes.map((o) => formatPercent(o.probability)), formatPercent(point.pSuccessOrBetter), `${formatPercent(point.low)}–${formatPercent(point.high)}`]),
        },
        charts: [
          {
            name: "",
            title: `P(success or better) by difficulty (simulated); the target ${formatPercent(params.target)} is picked at ${pick.difficulty}`,
            kind: "line",
            data: rows,
            x: { field: "difficulty", title: "difficulty", type: "ordinal" },
            y: { field: "pSuccessOrBetter", title: "P(success or better)", type: "quantitative", format: ".0%", domain: [0, 1] },
            rule: { y: params.target, label: `target ${formatPercent(params.target)}` },
          },
        ],
      };
    },
  },
  reportRuns: [
    {
      name: "pick-hand7-limit4",
      title: "The fair difficulty (50%) for hand 7, card limit 4",
      params: { handSize: 7, limit: 4 },
      explanations: {
        "": (result) => {
          const at = (difficulty: number) => Number(result.rows.find((row) => Number(row.difficulty) === difficulty)?.pSuccessOrBetter ?? 0);
          const pick = result.summary["difficulty"]!;
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

/** `oddsmith ultimo flip`: the luck flip (RULES.md 3.10). */
export const flipAnalysis = defineAnalysis({
  game: "ultimo",
  name: "flip",
  summary: "the luck flip: the top Psyche cards of the deck against the Dealer's draw, both random",
  options: {
    psyche: integerOption({ min: 1, max: 10, doc: "the Psyche rating: how many cards are flipped" }),
    difficulty: integerOption({ min: 1, max: 5, doc: "the difficulty the Dealer sets (RULES.md 3.10: 1..5)" }),
    queen: queenOption,
    ...ruleOptions,
  },
  validate: ruleProblems,
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
