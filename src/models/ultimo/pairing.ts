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
