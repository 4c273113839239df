import { defineAnalysis, summaryOf, type OutcomeRow, type Row } from "../../core/analysis.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { integerOption, optionalOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { difficultyMarks, marksSentence, OUTCOME_BARS_BY_DIFFICULTY } from "./difficulty-marks.js";
import { OUTCOMES, overwhelmingExpertise } from "./outcome.js";
import { cardListOption, difficultyOption, queenOption, queenValueOf, readPlayInOrder, ruleOptions, ruleProblems, rulesFrom } from "./options.js";
import { sampleChallenge, sampledChallengeResult } from "./sample-challenge.js";
import { solveChallenge, type ChallengeSolution } from "./solve-challenge.js";

/** The JSON outcome rows of one solution: all five outcomes, zeros included, with the difficulty. */
export function challengeOutcomeRows(solution: Pick<ChallengeSolution, "difficulty" | "outcomes">, withDifficulty: boolean): OutcomeRow[] {
  return OUTCOMES.map((outcome) => {
    const exact = solution.outcomes.probability(outcome);
    return { outcome, ...(withDifficulty ? { difficulty: solution.difficulty } : {}), probability: exact.toNumber(), exact: exact.toString() };
  });
}

/** Stacked-bar rows (difficulty, outcome, probability) and the chart of outcomes over difficulty. */
export function outcomeChart(solutions: readonly Pick<ChallengeSolution, "difficulty" | "outcomes">[], title: string, name = "") {
  return {
    name,
    title,
    kind: "bar" as const,
    data: solutions.flatMap((solution) => OUTCOMES.map((outcome) => ({ difficulty: solution.difficulty, outcome, probability: solution.outcomes.probability(outcome).toNumber() }))),
    x: { field: "difficulty", title: "difficulty", type: "ordinal" as const },
    y: { field: "probability", title: "probability", type: "quantitative" as const, format: ".0%", domain: [0, 1] as const },
    // Total failure at the bottom, perfect success on top; red failures, blue successes.
    color: { field: "outcome", title: "outcome", type: "ordinal" as const, order: [...OUTCOMES].reverse(), scheme: "redblue" },
  };
}

/** `oddsmith ultimo challenge`: a given play against one or every difficulty, exactly. */
export const challengeAnalysis = defineAnalysis({
  game: "ultimo",
  name: "challenge",
  summary: "exact outcomes of a given play against the Dealer's draw, at one or every difficulty",
  options: {
    play: cardListOption({ doc: "the cards played, in the order laid (RULES.md 3.3)" }),
    difficulty: difficultyOption,
    queen: queenOption,
    limit: optionalOption(integerOption({ min: 0, max: 30, doc: "the card limit, to report overwhelming expertise (RULES.md 3.6)" })),
    ...ruleOptions,
  },
  validate: (params) => {
    const rules = rulesFrom(params);
    const problems = [...ruleProblems(params), ...readPlayInOrder(params.play, "--play", rules, queenValueOf(params.queen, rules)).problems];
    if (params.limit !== undefined && params.play.length > params.limit) {
      problems.push(messages.refused("--play", `at most --limit ${params.limit} cards`, params.play.join(",")));
    }
    return problems;
  },
  run: (params) => {
    const rules = rulesFrom(params);
    const play = readPlayInOrder(params.play, "--play", rules, queenValueOf(params.queen, rules)).cards;
    const solutions = solveChallenge(play, rules, params.difficulty);
    const playText = play.map((card) => card.label).join(",") || "no cards";
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
  sampler: {
    plan: (params) => {
      const rules = rulesFrom(params);
      return sampleChallenge(readPlayInOrder(params.play, "--play", rules, queenValueOf(params.queen, rules)).cards, rules, params.difficulty);
    },
    result: (estimates, params) => sampledChallengeResult(estimates, params.difficulty, params.play.join(",") || "no cards"),
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
