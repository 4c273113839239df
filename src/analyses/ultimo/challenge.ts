import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import { estimatedSummary, proportionEstimate, type Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { integerOption, optionalOption } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import type { PlayerCard } from "../../models/ultimo/cards.js";
import { OUTCOMES, overwhelmingExpertise } from "../../models/ultimo/outcome.js";
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
import { challengeOutcomeRows, outcomeChart } from "./outcome-rows.js";
import { citeRules } from "../../framework/rules-citation.js";

/**
 * The simulated challenge in the exact result's shape: for one difficulty the five outcomes with 95%
 * intervals and the summary pSuccessOrBetter, expectedSuccesses, expectedFailures, expectedCancels; for
 * several, a row per difficulty and the stacked chart of outcomes by difficulty. O(difficulties).
 */
export function sampledChallengeResult(estimates: Estimates, difficulties: readonly number[], playText: string): AnalysisResult {
  const successOrBetter = (difficulty: number) => {
    const group = estimates.groups[difficultyGroup(difficulty)]!;
    return proportionEstimate(group["perfect-success"]!.count + group.success!.count, group.success!.total);
  };
  const rows: Row[] = difficulties.map((difficulty) => {
    const group = estimates.groups[difficultyGroup(difficulty)]!;
    const p = successOrBetter(difficulty);
    return { difficulty, ...Object.fromEntries(OUTCOMES.map((outcome) => [outcome, group[outcome]!.probability])), pSuccessOrBetter: p.probability, low: p.low, high: p.high, trials: p.total };
  });
  if (difficulties.length === 1) {
    const difficulty = difficulties[0]!;
    const outcomes = estimatedOutcomeRows(estimates, difficultyGroup(difficulty));
    const q = estimates.quantities;
    return {
      outcomes,
      summary: estimatedSummary({ pSuccessOrBetter: successOrBetter(difficulty), expectedSuccesses: q.successes!, expectedFailures: q.failures!, expectedCancels: q.cancels! }),
      summaryExact: {},
      rows,
      charts: [outcomeBarChart(outcomes, `Play ${playText} against difficulty ${difficulty} (simulated)`, OUTCOMES)],
      table: estimatedTable(outcomes),
    };
  }
  return {
    outcomes: difficulties.flatMap((difficulty) => estimatedOutcomeRows(estimates, difficultyGroup(difficulty)).map((row) => ({ ...row, difficulty }))),
    summary: {},
    summaryExact: {},
    rows,
    details: { difficulties: rows },
    charts: [
      {
        name: "",
        title: `Play ${playText}: outcomes by difficulty (simulated)`,
        kind: "bar",
        data: difficulties.flatMap((difficulty) => OUTCOMES.map((outcome) => ({ difficulty, outcome, probability: estimates.groups[difficultyGroup(difficulty)]![outcome]!.probability }))),
        x: { field: "difficulty", title: "difficulty", type: "ordinal" },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
        color: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES].reverse(), scheme: "redblue" },
      },
    ],
    table: {
      columns: ["difficulty", ...OUTCOMES, "P(success+)", "95% interval"],
      rows: difficulties.map((difficulty) => {
        const group = estimates.groups[difficultyGroup(difficulty)]!;
        const p = successOrBetter(difficulty);
        return [String(difficulty), ...OUTCOMES.map((outcome) => formatPercent(group[outcome]!.probability)), formatPercent(p.probability), `${formatPercent(p.low)}–${formatPercent(p.high)}`];
      }),
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

/** `oddsmith ultimo challenge`: a given play against one or every difficulty, exactly. */
export const challengeAnalysis = defineAnalysis({
  game: "ultimo",
  name: "challenge",
  summary: "exact outcomes of a given play against the Dealer's draw, at one or every difficulty",
  rules: ["3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7"],
  options: {
    play: cardListOption({ doc: `the cards played, in the order laid (${citeRules("3.3")})` }),
    difficulty: difficultyOption,
    queen: queenOption,
    limit: optionalOption(integerOption({ min: 0, max: 30, doc: `the card limit, to report overwhelming expertise (${citeRules("3.6")})` })),
    ...extraRuleOptions,
    ...ruleOptions,
  },
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
    const extras = extrasOf(params, rules, queenValueOf(params.queen, rules), rows[0]!);
    const seconds = params.difficulty.reduce((sum, d) => sum + (params.know > 0 ? extrasSeconds(rows.length, rows[0]!.length, rules, d, extras) : 0), 0);
    return { seconds: params.know > 0 ? seconds : extrasSeconds(1, rows[0]!.length, rules, Math.max(...params.difficulty), extras), what: "the play with its focus cards, aid and seen Dealer cards", smaller: "a smaller --know or --focus" };
  },
  run: (params) => {
    const rules = rulesFrom(params);
    const laid = challengeRows(params, rules);
    const play = laid.rows[0]!;
    const solutions = needsExtras(params, rules)
      ? solveWithExtras(laid.rows, rules, params.difficulty, extrasOf(params, rules, queenValueOf(params.queen, rules), laid.own))
      : solveChallenge(play, rules, params.difficulty);
    const playText = challengeText(params, play);
    const expertise = (difficulty: number) => (params.limit === undefined ? undefined : overwhelmingExpertise(params.limit, difficulty));
    const rows: Row[] = solutions.map((solution) => ({
      difficulty: solution.difficulty,
      ...Object.fromEntries(OUTCOMES.map((outcome) => [outcome, solution.outcomes.probability(outcome).toNumber()])),
      pSuccessOrBetter: solution.pSuccessOrBetter.toNumber(),
      exact: solution.pSuccessOrBetter.toString(),
      expectedSuccesses: solution.expectedSuccesses.toNumber(),
      expectedFailures: solution.expectedFailures.toNumber(),
      expectedCancels: solution.expectedCancels.toNumber(),
      ...(params.limit === undefined ? {} : { overwhelmingExpertise: expertise(solution.difficulty) ?? null }),
    }));
    if (solutions.length === 1) {
      const solution = solutions[0]!;
      const outcomes = challengeOutcomeRows(solution, false);
      const offer = expertise(solution.difficulty);
      return {
        outcomes,
        ...summaryOf({
          pSuccessOrBetter: solution.pSuccessOrBetter,
          expectedSuccesses: solution.expectedSuccesses,
          expectedFailures: solution.expectedFailures,
          expectedCancels: solution.expectedCancels,
        }),
        rows,
        ...(offer ? { extraTables: [{ title: `Overwhelming expertise: with card limit ${params.limit} the player may take a ${offer} at difficulty ${solution.difficulty} without playing.`, columns: [], rows: [] }] } : {}),
        charts: [
          {
            name: "",
            title: `Play ${playText} against difficulty ${solution.difficulty}`,
            kind: "bar",
            data: outcomes.map(({ outcome, probability }) => ({ outcome, probability })),
            x: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES] },
            y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
          },
        ],
      };
    }
    const hardest = [...solutions].reverse().find((solution) => solution.pSuccessOrBetter.compare(Rational.of(1, 2)) >= 0);
    return {
      outcomes: solutions.flatMap((solution) => challengeOutcomeRows(solution, true)),
      summary: hardest ? { hardestAtLeastEvenOdds: hardest.difficulty } : ({} as Record<string, number>),
      summaryExact: {},
      rows,
      details: { difficulties: rows },
      charts: [outcomeChart(solutions, `Play ${playText}: outcomes by difficulty`)],
      table: {
        columns: ["difficulty", ...OUTCOMES, "P(success+)", "E[S]", "E[F]", "E[C]", ...(params.limit === undefined ? [] : ["expertise"])],
        rows: solutions.map((solution) => [
          String(solution.difficulty),
          ...OUTCOMES.map((outcome) => formatPercent(solution.outcomes.probability(outcome).toNumber())),
          formatPercent(solution.pSuccessOrBetter.toNumber()),
          formatNumber(solution.expectedSuccesses.toNumber()),
          formatNumber(solution.expectedFailures.toNumber()),
          formatNumber(solution.expectedCancels.toNumber()),
          ...(params.limit === undefined ? [] : [expertise(solution.difficulty) ?? ""]),
        ]),
      },
    };
  },
  sampleLimits: extraSampleLimits,
  sampler: {
    plan: (params) => {
      const rules = rulesFrom(params);
      return sampleChallenge(challengeRows(params, rules).rows[0]!, rules, params.difficulty);
    },
    result: (estimates, params) => sampledChallengeResult(estimates, params.difficulty, challengeText(params, challengeRows(params, rulesFrom(params)).rows[0]!)),
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
