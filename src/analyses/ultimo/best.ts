import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, integerOption, textOption } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { bestKnowing, greedyTeamPlay, OBJECTIVES, rankPlay, rankPlays, rankPlaysWithExtras, rankRowWithExtras, teamRows, type RankedPlay, type TeamCards } from "../../models/ultimo/best.js";
import type { ChallengeRules } from "../../models/ultimo/rules.js";
import { solutionOf, solveWithExtras } from "../../models/ultimo/variant-challenge.js";
import type { ChallengeSolution } from "../../models/ultimo/solve-challenge.js";
import { extraProblems, extraSampleLimits, extrasOf, extrasSeconds, needsExtras } from "./extra-rules.js";
import type { PlayerCard } from "../../models/ultimo/cards.js";
import { OUTCOMES, overwhelmingExpertise } from "../../models/ultimo/outcome.js";
import { rankPlaysSeconds } from "./solve-costs.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./rule-options.js";
import { greedyPlay } from "../../models/ultimo/plays.js";
import { solveChallenge } from "../../models/ultimo/solve-challenge.js";
import { cardListOption, extraRuleOptions, MAX_DIFFICULTY, queenOption, readCards } from "./options.js";
import { challengeOutcomeRows } from "./outcome-rows.js";
import { citeRules } from "../../framework/rules-citation.js";
import { itemAt } from "../../core/checked-index.js";

const POLICIES = ["optimal", "greedy"] as const;

/** `--card-cost C`: a non-negative decimal or fraction. */
const cardCostOption = textOption<Rational>({ label: "Cost of a card",
  allowed: "a number of at least 0, as a decimal (0.25) or a fraction (1/4)",
  doc: "what each card played costs, in outcome-score points (objective=expected)",
  default: Rational.ZERO,
  parse: (raw) => {
    const fraction = /^(\d+)\/(\d+)$/.exec(raw);
    if (fraction) return Number(fraction[2]) === 0 ? undefined : Rational.of(BigInt(itemAt(fraction, 1)), BigInt(itemAt(fraction, 2)));
    const decimal = /^(\d+)(?:\.(\d+))?$/.exec(raw);
    if (!decimal) return undefined;
    const digits = decimal[2] ?? "";
    return Rational.of(BigInt(itemAt(decimal, 1) + digits), 10n ** BigInt(digits.length));
  },
});

const playText = (play: readonly PlayerCard[]) => play.map((card) => card.label).join(",") || "(nothing)";

/**
 * The report's explanation of the best-play chart, from the run's `choices`: the fewest cards that can
 * succeed at all, the optimal play against the greedy one. O(rows).
 */
function explainBest(result: AnalysisResult, difficulty: number): string {
  const choices = result.details?.["choices"] ?? [];
  const choice = (name: string) => {
    const row = choices.find((candidate) => candidate.choice === name);
    if (row === undefined) throw new RangeError(`the best-play details have no ${name} choice`);
    return row;
  };
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

/** The parameters `best` ranks plays by. */
type BestParams = Parameters<NonNullable<(typeof bestAnalysis)["run"]>>[0];

/** The team's cards: the hand up to --limit, the allies' --aid cards, at most --aid-limit together. */
function teamOf(params: BestParams, rules: ChallengeRules): TeamCards {
  const queenValue = queenValueOf(params.queen, rules);
  const aid = params.aid === undefined ? [] : readCards(params.aid, "--aid", rules, queenValue).cards;
  return { hand: readCards(params.hand, "--hand", rules, queenValue).cards, limit: params.limit, aid, aidLimit: params.aidLimit };
}

/**
 * The ranking `best` shows: every play best first, the greedy play (the team's, within --limit and --aid-limit), the play
 * shown and its outcomes; with --know, the knowing strategy in place of the shown play, and the rows it
 * chooses. Plain solvers without the extra rules, the exact extras' solvers with them.
 */
function bestRanking(params: BestParams): { ranked: RankedPlay[]; greedy: RankedPlay; shown: RankedPlay; solution: ChallengeSolution; chosen: { play: readonly PlayerCard[]; weight: bigint }[] } {
  const rules = rulesFrom(params);
  const team = teamOf(params, rules);
  if (!needsExtras(params, rules)) {
    const ranked = rankPlays(team.hand, params.limit, params.difficulty, rules, params.objective, params.cardCost);
    const greedy = rankPlay(greedyPlay(team.hand, params.limit), params.difficulty, rules, params.cardCost);
    const shown = params.policy === "optimal" ? itemAt(ranked, 0) : greedy;
    return { ranked, greedy, shown, solution: itemAt(solveChallenge(shown.play, rules, [params.difficulty]), 0), chosen: [] };
  }
  const extras = extrasOf(params, rules, queenValueOf(params.queen, rules), team.hand);
  const blind = { ...extras, know: 0 };
  const ranked = rankPlaysWithExtras(team, params.difficulty, rules, params.objective, params.cardCost, blind);
  const greedy = rankRowWithExtras(greedyTeamPlay(team), params.difficulty, rules, params.cardCost, blind);
  if (params.know > 0 && params.policy === "optimal") {
    const knowing = bestKnowing(team, params.difficulty, rules, params.objective, params.cardCost, extras);
    const counts = knowing.play.counts.map(BigInt);
    const solution = solutionOf(params.difficulty, { counts, successSum: 0n, failureSum: 0n, cancelSum: 0n, total: BigInt(knowing.play.total) });
    return { ranked, greedy, shown: knowing.play, solution: { ...solution, pSuccessOrBetter: knowing.play.pSuccessOrBetter }, chosen: knowing.chosen };
  }
  const shown = params.policy === "optimal" ? itemAt(ranked, 0) : greedy;
  return { ranked, greedy, shown, solution: itemAt(solveWithExtras([shown.play], rules, [params.difficulty], blind), 0), chosen: [] };
}

/** `oddsmith ultimo best`: the best play from a hand at one difficulty, and what the alternatives give. */
export const bestAnalysis = defineAnalysis({
  summary: "the optimal play from a hand at one difficulty, with the next-best plays and the greedy play",
  rules: ["3.1", "3.6", "3.7", "3.8"],
  options: {
    hand: cardListOption({ label: "Hand", help: "The cards in hand (J,A,K,9,7,5).", rules: "3.1", doc: "the cards in hand" }),
    limit: integerOption({ label: "Card limit", help: "The most cards the player may lay.", rules: "3.1", min: 0, max: 20, doc: `the card limit (${citeRules("3.1")})` }),
    difficulty: integerOption({ label: "Difficulty", help: "How many cards the Dealer draws.", rules: "3.2", min: 0, max: MAX_DIFFICULTY, doc: "the difficulty: how many cards the Dealer draws" }),
    queen: queenOption,
    objective: choiceOption(OBJECTIVES, { label: "Play for", help: "What the best play maximises: the chance of success or better, or the expected outcome score minus the cards' cost.", rules: "3.8", doc: "what the optimal play maximises: P(success or better), or the expected outcome score minus card cost", default: "success" }),
    cardCost: cardCostOption,
    policy: choiceOption(POLICIES, { label: "Play shown first", rules: "3.8", doc: "the play shown first: the optimal one, or the greedy one for comparison", default: "optimal" }),
    ...extraRuleOptions,
    ...ruleOptions,
  },
  validate: (params) => {
    const rules = rulesFrom(params);
    const problems = [...ruleProblems(params), ...readCards(params.hand, "--hand", rules, queenValueOf(params.queen, rules)).problems];
    if (params.limit > params.hand.length) problems.push(messages.refused("--limit", `at most the hand's ${params.hand.length} cards`, params.limit));
    if (params.aid !== undefined) problems.push(...readCards(params.aid, "--aid", rules, queenValueOf(params.queen, rules)).problems);
    // The team may lay fewer of its own cards: only the aid cards alone must fit --aid-limit.
    return [...problems, ...extraProblems(params, 0, rules, params.difficulty)];
  },
  exactCost: (params) => {
    const rules = rulesFrom(params);
    const hand = readCards(params.hand, "--hand", rules, queenValueOf(params.queen, rules)).cards;
    if (!needsExtras(params, rules)) {
      return { seconds: rankPlaysSeconds(hand, params.limit, params.difficulty), what: `every play of up to ${params.limit} cards from ${hand.length} in hand`, smaller: "a smaller --hand or --limit" };
    }
    const team = teamOf(params, rules);
    const rows = teamRows(team).length;
    const cards = Math.min(team.aidLimit, team.limit + team.aid.length);
    const extras = extrasOf(params, rules, queenValueOf(params.queen, rules), hand);
    const seconds = extrasSeconds(rows, cards, rules, params.difficulty, { ...extras, know: 0 }) + (params.know > 0 ? extrasSeconds(rows, cards, rules, params.difficulty, extras) : 0);
    return { seconds, what: `${rows} rows the team can lay${params.focus > 0 ? `, each with ${params.focus} focus cards` : ""}${params.know > 0 ? `, for every ${params.know} Dealer cards seen` : ""}`, smaller: "a smaller --hand, --limit, --aid, --focus or --know" };
  },
  sampleLimits: extraSampleLimits,
  run: (params) => {
    const { ranked, greedy, shown, solution, chosen } = bestRanking(params);
    const optimal = params.know > 0 && params.policy === "optimal" ? shown : itemAt(ranked, 0);
    const hand = readCards(params.hand, "--hand", rulesFrom(params), queenValueOf(params.queen, rulesFrom(params))).cards;
    const outcomes = challengeOutcomeRows(solution, false);
    const knowing = params.know > 0 && params.policy === "optimal";
    const seenText = `the row chosen after seeing ${params.know} Dealer card${params.know === 1 ? "" : "s"}`;
    const mostCards = Math.min(params.aidLimit, params.limit + (params.aid?.length ?? 0));
    const chosenWeight = chosen.reduce((sum, entry) => sum + entry.weight, 0n);
    const cardsPlayed = knowing ? Rational.of(chosen.reduce((sum, entry) => sum + entry.weight * BigInt(entry.play.length), 0n), chosenWeight) : Rational.of(shown.play.length);
    const bestBySize = Array.from({ length: mostCards + 1 }, (_, size) => ranked.find((play) => play.play.length === size)).filter((play) => play !== undefined);
    const line = (label: string, play: RankedPlay) => [label, playText(play.play), String(play.play.length), formatPercent(play.pSuccessOrBetter.toNumber()), formatNumber(play.expectedScore.toNumber())];
    const rowOf = (label: string, play: RankedPlay): Row => ({
      choice: label,
      play: knowing && play === shown ? seenText : playText(play.play),
      cards: knowing && play === shown ? cardsPlayed.toNumber() : play.play.length,
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
        cardsPlayed,
        pSuccessOrBetterGreedy: greedy.pSuccessOrBetter,
      }),
      rows,
      details: { choices: rows },
      table: {
        title: `${params.policy === "optimal" ? "Optimal" : "Greedy"} play at difficulty ${params.difficulty}: ${knowing ? seenText : playText(shown.play)}`,
        columns: ["outcome", "probability", "exact"],
        rows: outcomes.map((o) => [o.outcome, formatPercent(o.probability), o.exact ?? ""]),
      },
      extraTables: [
        { title: "What each number of cards can do at best, and the greedy play", columns, rows: [line("greedy", greedy), ...bestBySize.map((play) => line(`best with ${play.play.length}`, play))] },
        { title: knowing ? "The best plays laid blind (without seeing the Dealer's cards)" : "The next-best plays", columns, rows: (knowing ? ranked.slice(0, 8) : ranked.slice(1, 9)).map((play, i) => line(String(knowing ? i + 1 : i + 2), play)) },
        ...(knowing
          ? [{ title: `The rows chosen after seeing ${params.know} Dealer card${params.know === 1 ? "" : "s"}, and how often`, columns: ["play", "cards", "chosen"], rows: [...chosen].sort((a, b) => (b.weight > a.weight ? 1 : b.weight < a.weight ? -1 : 0)).slice(0, 12).map((entry) => [playText(entry.play), String(entry.play.length), formatPercent(Rational.of(entry.weight, chosenWeight).toNumber())]) }]
          : []),
        ...(offer ? [{ title: `Overwhelming expertise: with ${Math.min(params.limit, hand.length)} playable cards the player may take a ${offer} without playing (${citeRules("3.6")}).`, columns: [], rows: [] }] : []),
      ],
      charts: [
        {
          name: "",
          title: `Best play by number of cards at difficulty ${params.difficulty}`,
          kind: "bar",
          data: bestBySize.flatMap((play) =>
            OUTCOMES.map((outcome, o) => ({ cards: play.play.length, play: playText(play.play), outcome, probability: itemAt(play.counts, o) / play.total })),
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
