/**
 * A brute-force oracle for Ultimo challenges: every D-card subset of a literal Dealer deck, laid out by
 * an independent sort of the Dealer's order (RULES.md 3.2), paired position by position. Exponential in D:
 * for tests with D ≤ 3 only.
 */
import type { PlayerCard } from "../../src/models/ultimo/cards.js";
import { challengeOutcome, OUTCOMES, playFacts } from "../../src/models/ultimo/outcome.js";
import { pairCards } from "../../src/models/ultimo/pairing.js";
import type { ChallengeRules } from "../../src/models/ultimo/rules.js";

const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

/** The Dealer's deck as rank words, four of each rank plus two jokers ("X") unless removed. */
export function literalDealerDeck(rules: ChallengeRules): string[] {
  const deck = RANKS.flatMap((rank) => [rank, rank, rank, rank]);
  return rules.dealerDeck === "52" || rules.dealerJoker === "removed" ? deck : [...deck, "X", "X"];
}

function dealerCard(rank: string, rules: ChallengeRules): { kind: "joker" | "ace" | "jack" | "value"; value: number; order: number } {
  if (rank === "X") return { kind: "joker", value: 0, order: 100 };
  if (rank === "A") return { kind: "ace", value: 0, order: 90 };
  if (rank === "J") return { kind: "jack", value: 0, order: rules.dealerJacks === "first" ? 80 : -1 };
  const value = rank === "K" ? 10 : rank === "Q" ? rules.dealerQueen : Number(rank);
  return { kind: "value", value, order: value };
}

/**
 * Successes, failures and cancels of a play against a Dealer row laid out in order (RULES.md 3.4), pair by
 * pair through `pairCards`, the unpaired cards counted one each: the plain reading, for oracles and baselines.
 */
export function tallyRow(play: readonly PlayerCard[], row: readonly Parameters<typeof pairCards>[1][], rules: ChallengeRules): { s: number; f: number; c: number } {
  let s = 0;
  let f = 0;
  let c = 0;
  for (let i = 0; i < Math.max(play.length, row.length); i++) {
    if (i >= row.length) s++;
    else if (i >= play.length) f++;
    else {
      const result = pairCards(play[i]!, row[i]!, rules);
      if (result === "success") s++;
      else if (result === "failure") f++;
      else c++;
    }
  }
  return { s, f, c };
}

function* subsets(size: number, choose: number, start = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === choose) {
    yield chosen;
    return;
  }
  for (let i = start; i < size; i++) yield* subsets(size, choose, i + 1, [...chosen, i]);
}

/** Outcome counts of a play at difficulty D by enumerating all C(deck, D) Dealer draws. */
export function bruteForceChallenge(play: readonly PlayerCard[], rules: ChallengeRules, difficulty: number): Record<string, number> {
  const deck = literalDealerDeck(rules);
  const facts = playFacts(play);
  const counts: Record<string, number> = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0]));
  for (const chosen of subsets(deck.length, difficulty)) {
    const row = chosen.map((i) => dealerCard(deck[i]!, rules)).sort((a, b) => b.order - a.order);
    const { s, f, c } = tallyRow(play, row, rules);
    const jack = row.some((card) => card.kind === "jack");
    counts[OUTCOMES[challengeOutcome(s, f, c, difficulty, jack, facts, rules)]!]! += 1;
  }
  return counts;
}
