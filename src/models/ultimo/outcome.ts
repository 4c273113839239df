/**
 * The five outcomes of a card challenge (docs/rules.md 3.5) and overwhelming expertise (3.6): the outcome
 * rule's one copy, over named outcome indexes.
 */
import { hasTrait, type ChallengeRules } from "./rules.js";

/** The five outcomes of a card challenge, best first (docs/rules.md 3.5). */
export const OUTCOMES = ["perfect-success", "success", "partial-success", "failure", "total-failure"] as const;
export type ChallengeOutcome = (typeof OUTCOMES)[number];

/** How many outcomes a challenge has: the solvers' tallies hold OUTCOME_COUNT counts per difficulty. */
export const OUTCOME_COUNT = OUTCOMES.length;

/**
 * Each outcome's place in OUTCOMES, by name: the solvers index their tallies by it, so their inner loops
 * compare and add plain numbers (docs/rules.md 3.5).
 * @example OUTCOMES[OUTCOME_INDEX.success] // "success"
 */
export const OUTCOME_INDEX = {
  perfectSuccess: 0,
  success: 1,
  partialSuccess: 2,
  failure: 3,
  totalFailure: 4,
} as const;
/** An outcome's place in OUTCOMES (OUTCOME_INDEX). */
export type OutcomeIndex = (typeof OUTCOME_INDEX)[keyof typeof OUTCOME_INDEX];

/** What the player's own row says about the outcome, whatever the Dealer draws. */
export interface PlayFacts {
  readonly playedJack: boolean;
  readonly playedJoker: boolean;
  /** Gamblin' Man's big joker was played: the hand fails. */
  readonly autoFail: boolean;
}

/**
 * The outcome of a challenge from its tallies (docs/rules.md 3.5), as an index into OUTCOMES: `successes`,
 * `failures` and `cancels` over the whole row (unpaired cards included), the difficulty, and whether the
 * Dealer drew a jack. Decided in order: total failure (S = 0 < F, unless the Dealer drew a jack); perfect
 * success (F = 0 < S, unless the player played a jack — Jack of All Trades lifts this — or a joker); then
 * tally=versus: success S > F, partial S = F or (oddRounding=player) S = F − 1, else failure;
 * tally=half-rating with R = D − C (cancelsLowerRating) or D: success 2S > R, partial 2S = R or (R odd,
 * oddRounding=player) S = ⌊R/2⌋, else failure. A played joker caps perfect success and success at partial;
 * Gamblin' Man's big joker makes the hand a failure. The only copy of the outcome rule; plain numbers in and
 * out (an OUTCOME_INDEX), so the solvers' inner loops allocate nothing. O(1).
 * @example OUTCOMES[challengeOutcome(3, 1, 2, 6, false, { playedJack: true, playedJoker: false, autoFail: false }, DEFAULT_RULES)] // "success"
 */
export function challengeOutcome(
  successes: number,
  failures: number,
  cancels: number,
  difficulty: number,
  dealerJack: boolean,
  play: PlayFacts,
  rules: ChallengeRules,
): OutcomeIndex {
  const { perfectSuccess, success, partialSuccess, failure, totalFailure } = OUTCOME_INDEX;
  if (play.autoFail) return failure;
  const s = successes;
  const f = failures;
  let outcome: OutcomeIndex;
  if (s === 0 && f > 0 && !dealerJack) outcome = totalFailure;
  else if (f === 0 && s > 0 && !(play.playedJack && !hasTrait(rules, "jack-of-all-trades")) && !play.playedJoker) outcome = perfectSuccess;
  else if (rules.tally === "versus") {
    outcome = s > f ? success : s === f || (s === f - 1 && rules.oddRounding === "player") ? partialSuccess : failure;
  } else {
    const rating = rules.cancelsLowerRating ? difficulty - cancels : difficulty;
    const roundUp = rating % 2 === 1 && rules.oddRounding === "player" && s === (rating - 1) / 2;
    outcome = 2 * s > rating ? success : 2 * s === rating || roundUp ? partialSuccess : failure;
  }
  // The joker's cap (docs/rules.md 3.5): perfect success and success become partial success.
  return play.playedJoker && outcome <= success ? partialSuccess : outcome;
}

/**
 * The facts of a row that the outcome needs.
 * @example playFacts(readPlay("J,9")) // { playedJack: true, playedJoker: false, autoFail: false }
 */
export function playFacts(play: readonly { readonly kind: string; readonly autoFail: boolean }[]): PlayFacts {
  return {
    playedJack: play.some((card) => card.kind === "jack"),
    playedJoker: play.some((card) => card.kind === "joker"),
    autoFail: play.some((card) => card.autoFail),
  };
}

/**
 * What overwhelming expertise offers without playing (docs/rules.md 3.6): a success when the player could play
 * at least D + 7 cards (min(card limit, hand size)), a partial success at D + 5, else nothing.
 * @example overwhelmingExpertise(9, 2) // "success"
 */
export function overwhelmingExpertise(playable: number, difficulty: number): "success" | "partial-success" | undefined {
  return playable >= difficulty + 7 ? "success" : playable >= difficulty + 5 ? "partial-success" : undefined;
}
