/**
 * The Dealer's draw as every Ultimo sampler deals it (docs/rules.md 3.2): a deck of Dealer group indices, a
 * partial shuffle bringing the drawn cards to its top, and the drawn cards laid in the Dealer's order by
 * insertion (the groups are numbered in that order), noting whether a jack came.
 */
import { partialShuffle, type Random } from "../../../core/random.js";
import { dealerGroups, type DealerGroup } from "../dealer.js";
import type { ChallengeRules } from "../rules.js";
import { outside } from "../../../core/typed-index.js";

/**
 * The Dealer's deck and the row drawn from it, allocation-free after construction: `shuffle` brings a draw's
 * cards to the top of the deck, `extend` lays the next of them into the row, `deal` does both for a whole
 * draw. The deck's order is the only state one draw leaves to the next (any order of the whole deck is as
 * good as a fresh one to a partial shuffle); `refill` restores the sorted deck. Costs: a shuffle O(count), an
 * extend O(row), a deal O(D²) by insertion (D is small).
 * @example ((dealer) => (dealer.deal({ below: () => 0 }, 3), [...dealer.row.subarray(0, dealer.length)]))(new DealerRow(DEFAULT_RULES, 3)) // [0, 0, 1]
 */
export class DealerRow {
  /** The Dealer's deck as groups, in laying order (dealerGroups). */
  readonly groups: readonly DealerGroup[];
  /** The group index of the jacks (−1 when the deck has none). */
  readonly jackGroup: number;
  /** The Dealer's deck as group indices; a draw's cards are its first `count` after `shuffle`. */
  readonly deck: Uint8Array;
  /** The row laid so far, as group indices in the Dealer's order, and its length. */
  readonly row: Uint8Array;
  length = 0;
  /** 1 when the row holds a jack, else 0. */
  jack = 0;

  /** The Dealer's deck under `rules`, for draws of up to `maxDifficulty` cards. O(deck + groups · log groups). */
  constructor(rules: ChallengeRules, maxDifficulty: number) {
    this.groups = dealerGroups(rules);
    this.jackGroup = this.groups.findIndex((group) => group.kind === "jack");
    this.deck = new Uint8Array(this.groups.reduce((sum, group) => sum + group.count, 0));
    this.refill();
    this.row = new Uint8Array(maxDifficulty + 1);
  }

  /** Puts the deck back in group order, as built. O(deck). */
  refill(): void {
    let at = 0;
    this.groups.forEach((group, g) => this.deck.fill(g, at, (at += group.count)));
  }

  /** Brings `count` uniformly drawn cards to the top of the deck (docs/rules.md 3.2) and empties the row. O(count). */
  shuffle(random: Random, count: number): void {
    partialShuffle(random, this.deck, count, this.deck.length);
    this.length = 0;
    this.jack = 0;
  }

  /** Lays the next shuffled card into the row, kept in the Dealer's order by insertion. O(row). */
  extend(): void {
    const length = this.length;
    const card = this.deck[length] ?? outside(length, this.deck.length);
    if (card === this.jackGroup) this.jack = 1;
    layInOrder(this.row, length, card);
    this.length = length + 1;
  }

  /** Deals the Dealer's row at difficulty `difficulty`: `difficulty` cards shuffled to the top, laid in order. O(D²). */
  deal(random: Random, difficulty: number): void {
    this.shuffle(random, difficulty);
    // extend's steps with the length and jack in locals: the form measured cheapest in the session sampler (callgrind).
    const { deck, row, jackGroup } = this;
    let jack = 0;
    for (let d = 0; d < difficulty; d++) {
      const card = deck[d] ?? outside(d, deck.length);
      if (card === jackGroup) jack = 1;
      layInOrder(row, d, card);
    }
    this.length = difficulty;
    this.jack = jack;
  }
}

/** Lays `card` into `row`, whose first `length` cards stand in the Dealer's order (group indices ascending), by insertion. O(length). */
function layInOrder(row: Uint8Array, length: number, card: number): void {
  let k = length;
  for (; k > 0; k--) {
    const before = row[k - 1] ?? outside(k - 1, row.length);
    if (before <= card) break;
    row[k] = before;
  }
  row[k] = card;
}
