import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../core/analysis.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { choiceOption, integerOption, textOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { OBJECTIVES, rankPlay, rankPlays, type RankedPlay } from "../../models/ultimo/best.js";
import type { PlayerCard } from "../../models/ultimo/cards.js";
import { OUTCOMES, overwhelmingExpertise } from "../../models/ultimo/outcome.js";
import { rankPlaysSeconds } from "../../models/ultimo/solve-costs.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "../../models/ultimo/options.js";
import { greedyPlay } from "../../models/ultimo/plays.js";
import { solveChallenge } from "../../models/ultimo/solve-challenge.js";
import { cardListOption, MAX_DIFFICULTY, queenOption, readCards } from "./options.js";
import { challengeOutcomeRows } from "./outcome-rows.js";

const POLICIES = ["optimal", "greedy"] as const;

/** `--card-cost C`: a non-negative decimal or fraction. */
const cardCostOption = textOption<Rational>({
  allowed: "a number of at least 0, as a decimal (0.25) or a fraction (1/4)",
  doc: "what each card played costs, in outcome-score points (objective=expected)",
  default: Rational.ZERO,
  parse: (raw) => {
    const fraction = /^(\d+)\/(\d+)$/.exec(raw);
    if (fraction) return Number(fraction[2]) === 0 ? undefined : Rational.of(BigInt(fraction[1]!), BigInt(fraction[2]!));
    const decimal = /^(\d+)(?:\.(\d+))?$/.exec(raw);
    if (!decimal) return undefined;
    const digits = decimal[2] ?? "";
    return Rational.of(BigInt(decimal[1]! + digits), 10n ** BigInt(digits.length));
  },
});

const playText = (play: readonly PlayerCard[]) => play.map((card) => card.label).join(",") || "(nothing)";

/**
 * The report's explanation of the best-play chart, from the run's `choices`: the fewest cards that can
 * succeed at all, the optimal play against the greedy one. O(rows).
 */
function explainBest(result: AnalysisResult, difficulty: number): string {
  const choices = result.details?.["choices"] ?? [];
  const choice = (name: string) => choices.find((row) => row.choice === name)!;
  const optimal = choice("optimal");
  const greedy = choice("greedy");
  const bySize = choices.filter((row) => String(row.choice).startsWith("best with "));
  const fewest = bySize.find((row) => Number(row.pSuccessOrBetter) > 0);
  const hopeless =
    fewest && Number(fewest.cards) > 0
      ? ` With fewer than ${fewest.cards} cards no play can succeed, so every such play ties at 0% and the optimiser keeps the strong cards in hand: those bars show the weakest cards, not the best.`
      : "";
  const verdict =
    optimal.play === greedy.play
      ? "the greedy play is the same, so here the lesson is simply to spend the whole card limit"
      : `the greedy play ${greedy.play} gets ${formatPercent(Number(greedy.pSuccessOrBetter))}, so the order and choice of cards matter`;
  return (
    `Each bar is the best play of that many cards at difficulty ${difficulty}, split into the five outcomes from total failure (dark red, bottom) to perfect success (dark blue, top).${hopeless} ` +
    `The best play, ${optimal.play}, succeeds ${formatPercent(Number(optimal.pSuccessOrBetter))} of the time and ${verdict}.`
  );
}

/** `oddsmith ultimo best`: the best play from a hand at one difficulty, and what the alternatives give. */
export const bestAnalysis = defineAnalysis({
  game: "ultimo",
  name: "best",
  summary: "the optimal play from a hand at one difficulty, with the next-best plays and the greedy play",
  options: {
    hand: cardListOption({ doc: "the cards in hand" }),
    limit: integerOption({ min: 0, max: 20, doc: "the card limit (RULES.md 3.1)" }),
    difficulty: integerOption({ min: 0, max: MAX_DIFFICULTY, doc: "the difficulty: how many cards the Dealer draws" }),
    queen: queenOption,
    objective: choiceOption(OBJECTIVES, { doc: "what the optimal play maximises: P(success or better), or the expected outcome score minus card cost", default: "success" }),
    cardCost: cardCostOption,
    policy: choiceOption(POLICIES, { doc: "the play shown first: the optimal one, or the greedy one for comparison", default: "optimal" }),
    ...ruleOptions,
  },
  validate: (params) => {
    const rules = rulesFrom(params);
    const problems = [...ruleProblems(params), ...readCards(params.hand, "--hand", rules, queenValueOf(params.queen, rules)).problems];
    if (params.limit > params.hand.length) problems.push(messages.refused("--limit", `at most the hand's ${params.hand.length} cards`, params.limit));
    return problems;
  },
  exactCost: (params) => {
    const rules = rulesFrom(params);
    const hand = readCards(params.hand, "--hand", rules, queenValueOf(params.queen, rules)).cards;
    return { seconds: rankPlaysSeconds(hand, params.limit, params.difficulty), what: `every play of up to ${params.limit} cards from ${hand.length} in hand`, smaller: "a smaller --hand or --limit" };
  },
  run: (params) => {
    const rules = rulesFrom(params);
    const hand = readCards(params.hand, "--hand", rules, queenValueOf(params.queen, rules)).cards;
    const ranked = rankPlays(hand, params.limit, params.difficulty, rules, params.objective, params.cardCost);
    const optimal = ranked[0]!;
    const greedy = rankPlay(greedyPlay(hand, params.limit), params.difficulty, rules, params.cardCost);
    const shown = params.policy === "optimal" ? optimal : greedy;
    const [solution] = solveChallenge(shown.play, rules, [params.difficulty]);
    const outcomes = challengeOutcomeRows(solution!, false);
    const bestBySize = Array.from({ length: params.limit + 1 }, (_, size) => ranked.find((play) => play.play.length === size)).filter((play) => play !== undefined);
    const line = (label: string, play: RankedPlay) => [label, playText(play.play), String(play.play.length), formatPercent(play.pSuccessOrBetter.toNumber()), formatNumber(play.expectedScore.toNumber())];
    const rowOf = (label: string, play: RankedPlay): Row => ({
      choice: label,
      play: playText(play.play),
      cards: play.play.length,
      pSuccessOrBetter: play.pSuccessOrBetter.toNumber(),
      exact: play.pSuccessOrBetter.toString(),
      expectedScore: play.expectedScore.toNumber(),
      expectedScoreExact: play.expectedScore.toString(),
    });
    const rows: Row[] = [
      rowOf("optimal", optimal),
      rowOf("greedy", greedy),
      ...bestBySize.map((play) => rowOf(`best with ${play.play.length}`, play)),
      ...ranked.slice(1, 9).map((play, i) => rowOf(`next best ${i + 1}`, play)),
    ];
    const offer = overwhelmingExpertise(Math.min(params.limit, hand.length), params.difficulty);
    const columns = ["choice", "play", "cards", "P(success+)", "E[score]"];
    return {
      outcomes,
      ...summaryOf({
        pSuccessOrBetter: shown.pSuccessOrBetter,
        expectedScore: shown.expectedScore,
        cardsPlayed: Rational.of(shown.play.length),
        pSuccessOrBetterGreedy: greedy.pSuccessOrBetter,
      }),
      rows,
      details: { choices: rows },
      table: {
        title: `${params.policy === "optimal" ? "Optimal" : "Greedy"} play at difficulty ${params.difficulty}: ${playText(shown.play)}`,
        columns: ["outcome", "probability", "exact"],
        rows: outcomes.map((o) => [o.outcome, formatPercent(o.probability), o.exact ?? ""]),
      },
      extraTables: [
        { title: "What each number of cards can do at best, and the greedy play", columns, rows: [line("greedy", greedy), ...bestBySize.map((play) => line(`best with ${play.play.length}`, play))] },
        { title: "The next-best plays", columns, rows: ranked.slice(1, 9).map((play, i) => line(String(i + 2), play)) },
        ...(offer ? [{ title: `Overwhelming expertise: with ${Math.min(params.limit, hand.length)} playable cards the player may take a ${offer} without playing (RULES.md 3.6).`, columns: [], rows: [] }] : []),
      ],
      charts: [
        {
          name: "",
          title: `Best play by number of cards at difficulty ${params.difficulty}`,
          kind: "bar",
          data: bestBySize.flatMap((play) =>
            OUTCOMES.map((outcome, o) => ({ cards: play.play.length, play: playText(play.play), outcome, probability: play.counts[o]! / play.total })),
          ),
          x: { field: "cards", title: "cards played", type: "ordinal" },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
          color: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES].reverse(), scheme: "redblue" },
        },
      ],
    };
  },
  reportRuns: [
    {
      name: "best-hand7-limit4-d6",
      title: "The best play from K,9,7,4,2,J,Q with card limit 4 at difficulty 6",
      params: { hand: "K,9,7,4,2,J,Q", limit: 4, difficulty: 6 },
      explanations: { "": (result) => explainBest(result, 6) },
    },
  ],
});
