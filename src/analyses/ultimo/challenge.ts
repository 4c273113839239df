import { defineAnalysis, type AnalysisResult } from "../../framework/analysis.js";
import { itemAt } from "../../core/checked-index.js";
import { quantityOf } from "../../framework/estimate-lookup.js";
import { cheapCost } from "../../framework/exact-cost.js";
import { estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { estimatedMeasure, exactMeasure, outcomeRowFrom, summaryFrom, type Measure } from "../../framework/measure.js";
import { messages } from "../../framework/messages.js";
import { integerOption, optionalOption, worded } from "../../framework/options.js";
import type { PlayerCard } from "../../models/ultimo/cards.js";
import { OUTCOMES, overwhelmingExpertise, type ChallengeOutcome } from "../../models/ultimo/outcome.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./rule-options.js";
import { difficultyGroup, sampleChallenge } from "../../models/ultimo/sample/challenge.js";
import { solveChallenge } from "../../models/ultimo/solve-challenge.js";
import { difficultyMarks, marksSentence, OUTCOME_BARS_BY_DIFFICULTY } from "./difficulty-marks.js";
import { arrangements } from "../../models/ultimo/plays.js";
import { solveWithExtras } from "../../models/ultimo/variant-challenge.js";
import { mergeIntoRow } from "../../models/ultimo/extra-cards.js";
import type { ChallengeRules } from "../../models/ultimo/rules.js";
import { extraProblems, extraSampleLimits, extrasOf, extrasSeconds, needsExtras } from "./extra-rules.js";
import { cardListOption, difficultyOption, extraRuleOptions, queenOption, readCards, readPlayInOrder } from "./options.js";
import { citeRules } from "../../framework/rules-citation.js";
import { estimatedOutcomeMeasures, estimatedSuccessOrBetter, exactOutcomeMeasures, outcomeGroup, type OutcomeMeasures } from "./outcome-measures.js";
import { outcomesByDifficultyChart } from "./outcome-rows.js";

/** The figures of a challenge at one difficulty. */
const ONE_DIFFICULTY_FIGURES = ["pSuccessOrBetter", "expectedSuccesses", "expectedFailures", "expectedCancels"] as const;
/** A challenge at one difficulty, measured: its outcomes and figures (and the trials behind it, when simulated). */
interface ChallengePoint extends Readonly<Record<(typeof ONE_DIFFICULTY_FIGURES)[number], Measure>> {
  readonly difficulty: number;
  readonly outcomes: OutcomeMeasures;
  /** The trials that reached the difficulty, when simulated. */
  readonly trials?: number;
}

/** A CSV row of an exact challenge: one difficulty's outcomes and figures. */
type ExactChallengeRow = Readonly<Record<ChallengeOutcome, number>> & {
  readonly difficulty: number;
  readonly pSuccessOrBetter: number;
  readonly exact: string | null;
  readonly expectedSuccesses: number;
  readonly expectedFailures: number;
  readonly expectedCancels: number;
};
/** A CSV row of a challenge, exact (with the expertise offer when --limit is given) or simulated (with P(success+)'s interval). */
type ChallengeRow =
  | ExactChallengeRow
  | (ExactChallengeRow & { readonly overwhelmingExpertise: string | null })
  | (Readonly<Record<ChallengeOutcome, number>> & { readonly difficulty: number; readonly pSuccessOrBetter: number; readonly low: number | null; readonly high: number | null; readonly trials: number | null });
/**
 * What `ultimo challenge` returns. Its figures depend on the run (the four of ONE_DIFFICULTY_FIGURES at one
 * difficulty, hardestAtLeastEvenOdds or none over several), so the summary keeps string names; rows are typed.
 */
type ChallengeResult = AnalysisResult<string, ChallengeRow>;

/**
 * Whether a measure is at least even odds: exactly, by its fraction, when exact (a float of a long fraction
 * may round to 1/2). O(digits).
 */
function atLeastEvenOdds(measure: Measure): boolean {
  if (measure.kind === "estimated") return measure.value >= 0.5;
  const [numerator = "0", denominator = "1"] = measure.exact.split("/");
  return 2n * BigInt(numerator) >= BigInt(denominator);
}

/** A point's CSV row: exact, with its fractions and expected tallies; simulated, with P(success+)'s interval and trials. */
function challengeRow(point: ChallengePoint, expertise: ((difficulty: number) => string | undefined) | undefined): ChallengeRow {
  const values: Readonly<Record<ChallengeOutcome, number>> = { "perfect-success": point.outcomes["perfect-success"].value, success: point.outcomes.success.value, "partial-success": point.outcomes["partial-success"].value, failure: point.outcomes.failure.value, "total-failure": point.outcomes["total-failure"].value };
  const p = point.pSuccessOrBetter;
  if (p.kind === "estimated") return { difficulty: point.difficulty, ...values, pSuccessOrBetter: p.value, low: p.low, high: p.high, trials: point.trials ?? null };
  const row: ExactChallengeRow = {
    difficulty: point.difficulty,
    ...values,
    pSuccessOrBetter: p.value,
    exact: p.exact,
    expectedSuccesses: point.expectedSuccesses.value,
    expectedFailures: point.expectedFailures.value,
    expectedCancels: point.expectedCancels.value,
  };
  return expertise === undefined ? row : { ...row, overwhelmingExpertise: expertise(point.difficulty) ?? null };
}

/**
 * The challenge's one result builder (issue 25 §7), exact or simulated alike: at one difficulty the five
 * outcomes and four figures; at several, a row per difficulty and the stacked chart of outcomes by
 * difficulty. A simulated result shows intervals and counts where the exact one shows fractions, expected
 * tallies and the expertise offers (`limit`). O(difficulties).
 */
function challengeResult(points: readonly ChallengePoint[], playText: string, limit: number | undefined): ChallengeResult {
  const expertise = limit === undefined ? undefined : (difficulty: number) => overwhelmingExpertise(limit, difficulty);
  const rows = points.map((point) => challengeRow(point, expertise));
  const [only] = points;
  const exact = only?.pSuccessOrBetter.kind === "exact";
  if (only !== undefined && points.length === 1) {
    const { difficulty, outcomes } = only;
    const outcomeRows = OUTCOMES.map((outcome) => outcomeRowFrom(outcome, outcomes[outcome]));
    const { pSuccessOrBetter, expectedSuccesses, expectedFailures, expectedCancels } = only;
    const figures = summaryFrom({ pSuccessOrBetter, expectedSuccesses, expectedFailures, expectedCancels });
    if (!exact) return { outcomes: outcomeRows, ...figures, rows, charts: [outcomeBarChart(outcomeRows, `Play ${playText} against difficulty ${difficulty} (simulated)`, OUTCOMES)], table: estimatedTable(outcomeRows) };
    const offer = expertise?.(difficulty);
    return {
      outcomes: outcomeRows,
      ...figures,
      rows,
      ...(offer ? { extraTables: [{ title: `Overwhelming expertise: with card limit ${limit} the player may take a ${offer} at difficulty ${difficulty} without playing.`, columns: [], rows: [] }] } : {}),
      charts: [
        {
          name: "",
          title: `Play ${playText} against difficulty ${difficulty}`,
          kind: "bar",
          data: outcomeRows.map(({ outcome, probability }) => ({ outcome, probability })),
          x: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES] },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
        },
      ],
    };
  }
  const chart = (title: string) => outcomesByDifficultyChart(points.flatMap((point) => OUTCOMES.map((outcome) => ({ difficulty: point.difficulty, outcome, probability: point.outcomes[outcome].value }))), title);
  if (!exact) {
    return {
      outcomes: points.flatMap((point) => OUTCOMES.map((outcome) => ({ ...outcomeRowFrom(outcome, point.outcomes[outcome]), difficulty: point.difficulty }))),
      summary: {},
      summaryExact: {},
      rows,
      details: { difficulties: rows },
      charts: [chart(`Play ${playText}: outcomes by difficulty (simulated)`)],
      table: {
        columns: ["difficulty", ...OUTCOMES, "P(success+)", "95% interval"],
        rows: points.map(({ difficulty, outcomes, pSuccessOrBetter: p }) => [
          String(difficulty),
          ...OUTCOMES.map((outcome) => formatPercent(outcomes[outcome].value)),
          formatPercent(p.value),
          p.kind === "estimated" ? `${formatPercent(p.low)}–${formatPercent(p.high)}` : "",
        ]),
      },
    };
  }
  const hardest = [...points].reverse().find((point) => atLeastEvenOdds(point.pSuccessOrBetter));
  return {
    outcomes: points.flatMap((point) =>
      OUTCOMES.map((outcome) => {
        const { probability, exact: fraction } = outcomeRowFrom(outcome, point.outcomes[outcome]);
        return { outcome, difficulty: point.difficulty, probability, ...(fraction === undefined ? {} : { exact: fraction }) };
      }),
    ),
    ...(hardest ? { summary: { hardestAtLeastEvenOdds: hardest.difficulty }, summaryExact: {} } : { summary: {}, summaryExact: {} }),
    rows,
    details: { difficulties: rows },
    charts: [chart(`Play ${playText}: outcomes by difficulty`)],
    table: {
      columns: ["difficulty", ...OUTCOMES, "P(success+)", "E[S]", "E[F]", "E[C]", ...(limit === undefined ? [] : ["expertise"])],
      rows: points.map((point) => [
        String(point.difficulty),
        ...OUTCOMES.map((outcome) => formatPercent(point.outcomes[outcome].value)),
        formatPercent(point.pSuccessOrBetter.value),
        formatNumber(point.expectedSuccesses.value),
        formatNumber(point.expectedFailures.value),
        formatNumber(point.expectedCancels.value),
        ...(expertise === undefined ? [] : [expertise(point.difficulty) ?? ""]),
      ]),
    },
  };
}

/** The challenge's parameters that say which rows can be laid. */
interface RowParams {
  readonly play: readonly string[];
  readonly aid: readonly string[] | undefined;
  readonly know: number;
  readonly queen: number | undefined;
}

/**
 * The rows a challenge can lay (RULES.md 3.1, 3.3, 3.7): the play in its order with any aid cards merged in
 * where the placement rules put them (mergeIntoRow); with --know, every arrangement of those cards, the
 * merged row first (the player arranges after seeing the Dealer's cards). `own` is the player's own cards,
 * which focus cards cannot repeat. O(arrangements).
 */
function challengeRows(params: RowParams, rules: ChallengeRules): { rows: PlayerCard[][]; own: PlayerCard[] } {
  const queenValue = queenValueOf(params.queen, rules);
  const own = readPlayInOrder(params.play, "--play", rules, queenValue).cards;
  const row = params.aid === undefined ? own : mergeIntoRow(own, readCards(params.aid, "--aid", rules, queenValue).cards);
  return { rows: params.know > 0 ? [row, ...arrangements(row)] : [row], own };
}

/** How the run names its play: the row, and the extra rules that change it. */
function challengeText(params: RowParams & { readonly focus: number }, row: readonly PlayerCard[]): string {
  const text = row.map((card) => card.label).join(",") || "no cards";
  const extras = [...(params.aid === undefined ? [] : [`aid ${params.aid.join(",")}`]), ...(params.focus > 0 ? [`focus ${params.focus}`] : []), ...(params.know > 0 ? [`seeing ${params.know} Dealer cards`] : [])];
  return extras.length === 0 ? text : `${text} (${extras.join(", ")})`;
}

/** The challenge's options: the play, difficulties, queen, card limit, the extra rules and the rule readings. */
const CHALLENGE_OPTIONS = {
  play: worded(cardListOption({ doc: `the cards played, in the order laid (${citeRules("3.3")})` }), { label: "Cards played", help: "The cards played, in the order laid (J,A,K,9,7).", rules: "3.3", main: true }),
  difficulty: difficultyOption,
  queen: queenOption,
  limit: optionalOption(integerOption({ label: "Card limit", help: "The card limit, to report overwhelming expertise.", rules: "3.6", min: 0, max: 30, doc: `the card limit, to report overwhelming expertise (${citeRules("3.6")})` })),
  ...extraRuleOptions,
  ...ruleOptions,
};

/** `oddsmith ultimo challenge`: a given play against one or every difficulty, exactly. */
export const challengeAnalysis = defineAnalysis<typeof CHALLENGE_OPTIONS, ChallengeResult>({
  summary: "exact outcomes of a given play against the Dealer's draw, at one or every difficulty",
  rules: ["3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7"],
  options: CHALLENGE_OPTIONS,
  validate: (params) => {
    const rules = rulesFrom(params);
    const problems = [...ruleProblems(params), ...readPlayInOrder(params.play, "--play", rules, queenValueOf(params.queen, rules)).problems];
    if (params.limit !== undefined && params.play.length > params.limit) {
      problems.push(messages.refused("--play", `at most --limit ${params.limit} cards`, params.play.join(",")));
    }
    if (params.aid !== undefined) problems.push(...readCards(params.aid, "--aid", rules, queenValueOf(params.queen, rules)).problems);
    return [...problems, ...extraProblems(params, params.play.length, rules, Math.max(...params.difficulty))];
  },
  // Always cheap without the extra rules: a play of all 54 cards against difficulties 0..30 takes under 0.1 s (bench/exact-costs.ts).
  exactCost: (params) => {
    const rules = rulesFrom(params);
    if (!needsExtras(params, rules)) return cheapCost(0.1, "one play at each difficulty");
    const { rows } = challengeRows(params, rules);
    const extras = extrasOf(params, rules, queenValueOf(params.queen, rules), itemAt(rows, 0));
    const seconds = params.difficulty.reduce((sum, d) => sum + (params.know > 0 ? extrasSeconds(rows.length, itemAt(rows, 0).length, rules, d, extras) : 0), 0);
    return { seconds: params.know > 0 ? seconds : extrasSeconds(1, itemAt(rows, 0).length, rules, Math.max(...params.difficulty), extras), what: "the play with its focus cards, aid and seen Dealer cards", smaller: "a smaller --know or --focus" };
  },
  run: (params) => {
    const rules = rulesFrom(params);
    const laid = challengeRows(params, rules);
    const play = itemAt(laid.rows, 0);
    const solutions = needsExtras(params, rules)
      ? solveWithExtras(laid.rows, rules, params.difficulty, extrasOf(params, rules, queenValueOf(params.queen, rules), laid.own))
      : solveChallenge(play, rules, params.difficulty);
    const points = solutions.map((solution): ChallengePoint => ({
      difficulty: solution.difficulty,
      outcomes: exactOutcomeMeasures(solution),
      pSuccessOrBetter: exactMeasure(solution.pSuccessOrBetter),
      expectedSuccesses: exactMeasure(solution.expectedSuccesses),
      expectedFailures: exactMeasure(solution.expectedFailures),
      expectedCancels: exactMeasure(solution.expectedCancels),
    }));
    return challengeResult(points, challengeText(params, play), params.limit);
  },
  sampleLimits: extraSampleLimits,
  sampler: {
    plan: (params) => {
      const rules = rulesFrom(params);
      return sampleChallenge(itemAt(challengeRows(params, rules).rows, 0), rules, params.difficulty);
    },
    result: (estimates, params) => {
      // The sampler's quantities are the first difficulty's tallies (sampleChallenge); one difficulty shows them.
      const quantity = (name: string) => estimatedMeasure(quantityOf(estimates, name));
      const [expectedSuccesses, expectedFailures, expectedCancels] = [quantity("successes"), quantity("failures"), quantity("cancels")];
      const points = params.difficulty.map((difficulty): ChallengePoint => {
        const group = difficultyGroup(difficulty);
        const trials = outcomeGroup(estimates, group).success.total;
        return { difficulty, outcomes: estimatedOutcomeMeasures(estimates, group), pSuccessOrBetter: estimatedSuccessOrBetter(estimates, group), expectedSuccesses, expectedFailures, expectedCancels, trials };
      });
      // Simulated, the limit's expertise offers are not shown (the exact result shows them).
      return challengeResult(points, challengeText(params, itemAt(challengeRows(params, rulesFrom(params)).rows, 0)), undefined);
    },
    validation: [
      { play: "J,A,K,9,7", difficulty: "6" },
      { play: "X,A,9,5", difficulty: "4", tally: "half-rating" },
      { play: "K,8,8", difficulty: "9", dealerJacks: "first", dealerJoker: "loses" },
    ],
  },
  reportRuns: [
    {
      name: "challenge-jakq97",
      title: "The play J,A,K,9,7 against every difficulty 0..20",
      params: { play: "J,A,K,9,7", difficulty: "all" },
      explanations: {
        "": (result) => {
          const marks = difficultyMarks(result.rows);
          const fall = marks.sure !== undefined && marks.impossible !== undefined ? `, so the odds fall from 90% to nothing in ${marks.impossible - marks.sure} steps` : "";
          return (
            `${OUTCOME_BARS_BY_DIFFICULTY} ${marksSentence("J,A,K,9,7", marks)} Each Dealer card beyond the five played is an unanswered failure${fall}: ` +
            "a GM has only a narrow band of difficulties where a fixed play is a real gamble (and a jack in it rules out a perfect success)."
          );
        },
      },
    },
  ],
});
