/**
 * The pairing rule read once into a table (docs/rules.md 3.4), for the samplers' trial loops: every player
 * card the sampler can lay against every group of the Dealer's deck.
 */
import type { PlayerCard } from "../cards.js";
import type { DealerGroup } from "../dealer.js";
import { pairCards, PAIR_RESULTS } from "../pairing.js";
import type { ChallengeRules } from "../rules.js";

/**
 * Entry p · groups + g is the index in PAIR_RESULTS (0 success, 1 failure, 2 cancel) of `players[p]` against
 * Dealer group g, by pairCards (the one pairing rule). O(players · groups).
 * @example [...pairingTable(readPlay("K,9"), dealerGroups(DEFAULT_RULES).slice(2, 4), DEFAULT_RULES)] // [2, 0, 1, 2]
 */
export function pairingTable(players: readonly PlayerCard[], groups: readonly DealerGroup[], rules: Pick<ChallengeRules, "dealerJoker">): Uint8Array {
  const table = new Uint8Array(players.length * groups.length);
  players.forEach((player, p) =>
    groups.forEach((group, g) => {
      table[p * groups.length + g] = PAIR_RESULTS.indexOf(pairCards(player, group, rules));
    }),
  );
  return table;
}
