/**
 * Pairing (docs/rules.md 3.4): how one player card fares against the Dealer card it faces, and what the
 * unpaired cards of either row add. The only copy of both rules.
 */
import type { PlayerCard } from "./cards.js";
import type { DealerGroup } from "./dealer.js";
import type { ChallengeRules } from "./rules.js";

/** What one pairing gives the player. */
export const PAIR_RESULTS = ["success", "failure", "cancel"] as const;
export type PairResult = (typeof PAIR_RESULTS)[number];

/**
 * Decides one pairing of a player card against a Dealer card by the first rule that applies (docs/rules.md
 * 3.4): 1 player joker fails; 2 a jack on either side cancels; 3 a player ace cancels an ace and beats
 * anything else; 4 a Dealer joker beats the rest (dealerJoker=beats-all) or loses (loses); 5 a Dealer ace
 * beats the rest; 6 the higher value wins, equal values cancel. The only copy of the pairing rule: the
 * exact solver, the brute force and the samplers all call it. O(1).
 * @example pairCards(readPlay("K")[0], { kind: "value", value: 9, count: 4, label: "9" }, DEFAULT_RULES) // "success"
 */
export function pairCards(player: PlayerCard, dealer: Pick<DealerGroup, "kind" | "value">, rules: Pick<ChallengeRules, "dealerJoker">): PairResult {
  if (player.kind === "joker") return "failure";
  if (player.kind === "jack" || dealer.kind === "jack") return "cancel";
  if (player.kind === "ace") return dealer.kind === "ace" ? "cancel" : "success";
  if (dealer.kind === "joker") return rules.dealerJoker === "loses" ? "success" : "failure";
  if (dealer.kind === "ace") return "failure";
  return player.value > dealer.value ? "success" : player.value < dealer.value ? "failure" : "cancel";
}

/**
 * The successes the player's unpaired cards add (docs/rules.md 3.4): each of the `played` cards beyond the
 * Dealer's `difficulty` adds one, whatever the card. O(1), allocation-free for the solvers' inner loops.
 * @example unpairedSuccesses(7, 5) // 2
 */
export function unpairedSuccesses(played: number, difficulty: number): number {
  return played > difficulty ? played - difficulty : 0;
}

/**
 * The failures the Dealer's unpaired cards add (docs/rules.md 3.4): each of the `difficulty` cards beyond the
 * player's `played` adds one, whatever the card. O(1), allocation-free for the solvers' inner loops.
 * @example unpairedFailures(12, 15) // 3
 */
export function unpairedFailures(played: number, difficulty: number): number {
  return difficulty > played ? difficulty - played : 0;
}

/**
 * Both halves of the unpaired rule at once (docs/rules.md 3.4), for a play of `cards` against difficulty D.
 * O(1).
 * @example unpairedTally(12, 15) // { successes: 0, failures: 3 }
 */
export function unpairedTally(cards: number, difficulty: number): { successes: number; failures: number } {
  return { successes: unpairedSuccesses(cards, difficulty), failures: unpairedFailures(cards, difficulty) };
}
