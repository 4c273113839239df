import { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/rational.js";

/**
 * The card method's table (RULES.md 2.5, `method=cards`): `piles` piles, one per suit, each holding one
 * card of each of `values`; `players` seats each take one card from every pile, without replacement
 * across the table; a hand totalling `redrawAtMost` or less is discarded and redrawn once.
 */
export interface CardDeal {
  readonly values: readonly number[];
  readonly piles: number;
  readonly players: number;
  readonly redrawAtMost: number;
}

/** One seat's final hand: its Suit values as a distribution of one Suit, of the total, of the best. */
export interface SeatHand {
  /** One Suit value (every suit alike: the rules treat the four piles the same). */
  readonly suit: Distribution<number>;
  /** The total of the four values. */
  readonly total: Distribution<number>;
  /** The highest of the four values. */
  readonly best: Distribution<number>;
  /** P(this seat redraws). */
  readonly pRedraw: Rational;
}

/**
 * Every seat's final hand under the card method, exactly. The reading (RULES.md 2.5 leaves the order
 * open): seats generate characters in order, 1 first; a seat draws one card from each pile, and if its
 * total is `redrawAtMost` or less it puts those cards back into their piles, which are reshuffled, and
 * draws again at once from them — before the next seat draws — and keeps the second hand whatever it
 * totals. Every pile then holds exactly the cards no earlier seat kept, so a redrawn card is uniform
 * over them, like the first.
 *
 * The solver is a DP over seats whose state is, for each pile, the set of cards earlier seats kept
 * (a bitmask); piles are interchangeable, so a state is the sorted list of masks. Given a state with
 * n cards left per pile, P(final hand = f) = ([Σf > limit]·nᵖ + #{low hands}) / n²ᵖ (keep it, or
 * redraw into it), so no pair of hands is enumerated. O(states × n^piles), at most a few thousand
 * states × 1,296 hands for 4 piles of 6.
 * @example solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 1, redrawAtMost: 25 })[0].pRedraw.toString() // "7/72"
 */
export function solveCardDeal(deal: CardDeal): SeatHand[] {
  const size = deal.values.length;
  if (deal.players < 1 || deal.players > size) throw new RangeError(`solveCardDeal: players must be in 1..${size}, received ${deal.players}`);
  const radix = 2 ** size;
  const keyOf = (masks: number[]) => [...masks].sort((x, y) => x - y).reduce((key, mask) => key * radix + mask, 0);
  const masksOf = (key: number) => {
    const masks: number[] = [];
    for (let p = 0; p < deal.piles; p++) {
      masks.push(key % radix);
      key = Math.floor(key / radix);
    }
    return masks;
  };
  let states = new Map<number, bigint>([[keyOf(new Array<number>(deal.piles).fill(0)), 1n]]);
  const seats: SeatHand[] = [];
  for (let seat = 0; seat < deal.players; seat++) {
    const left = size - seat;
    const hands = left ** deal.piles;
    const suitWeights = new Map<number, bigint>();
    const totalWeights = new Map<number, bigint>();
    const bestWeights = new Map<number, bigint>();
    let redrawWeight = 0n;
    let stateTotal = 0n;
    const next = new Map<number, bigint>();
    const add = (map: Map<number, bigint>, key: number, weight: bigint) => map.set(key, (map.get(key) ?? 0n) + weight);
    for (const [key, weight] of states) {
      const masks = masksOf(key);
      // The cards left in each pile, as indices into values.
      const piles = masks.map((mask) => deal.values.map((_, i) => i).filter((i) => (mask & (1 << i)) === 0));
      const sums = new Int32Array(hands);
      let low = 0;
      for (let h = 0; h < hands; h++) {
        let rest = h;
        let sum = 0;
        for (let p = 0; p < deal.piles; p++) {
          sum += deal.values[piles[p]![rest % left]!]!;
          rest = Math.floor(rest / left);
        }
        sums[h] = sum;
        if (sum <= deal.redrawAtMost) low++;
      }
      redrawWeight += weight * BigInt(low);
      stateTotal += weight;
      // Small exact integers per state (≤ 2·n^piles per hand), turned into bigint once per key.
      const suitCounts = new Map<number, number>();
      const totalCounts = new Map<number, number>();
      const bestCounts = new Map<number, number>();
      const nextCounts = new Map<number, number>();
      const bump = (map: Map<number, number>, k: number, by: number) => map.set(k, (map.get(k) ?? 0) + by);
      for (let h = 0; h < hands; h++) {
        const factor = (sums[h]! > deal.redrawAtMost ? hands : 0) + low;
        if (factor === 0) continue;
        let rest = h;
        let best = -Infinity;
        const taken: number[] = [];
        for (let p = 0; p < deal.piles; p++) {
          const index = piles[p]![rest % left]!;
          rest = Math.floor(rest / left);
          const value = deal.values[index]!;
          bump(suitCounts, value, factor);
          best = Math.max(best, value);
          taken.push(masks[p]! | (1 << index));
        }
        bump(totalCounts, sums[h]!, factor);
        bump(bestCounts, best, factor);
        if (seat + 1 < deal.players) bump(nextCounts, keyOf(taken), factor);
      }
      for (const [value, count] of suitCounts) add(suitWeights, value, weight * BigInt(count));
      for (const [value, count] of totalCounts) add(totalWeights, value, weight * BigInt(count));
      for (const [value, count] of bestCounts) add(bestWeights, value, weight * BigInt(count));
      for (const [nextKey, count] of nextCounts) add(next, nextKey, weight * BigInt(count));
    }
    seats.push({
      suit: Distribution.fromWeights(suitWeights).reduced(),
      total: Distribution.fromWeights(totalWeights).reduced(),
      best: Distribution.fromWeights(bestWeights).reduced(),
      pRedraw: Rational.of(redrawWeight, stateTotal * BigInt(hands)),
    });
    states = next;
  }
  return seats;
}
