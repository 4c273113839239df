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

/**
 * Whether a seat's first hand goes back to be redrawn (RULES.md 2.5): its four values total
 * `redrawAtMost` or less (25, high-powered 30). O(1).
 * @example redraws(25, { values: [5, 6, 7, 8, 9, 10], piles: 4, players: 4, redrawAtMost: 25 }) // true
 */
export function redraws(total: number, deal: CardDeal): boolean {
  return total <= deal.redrawAtMost;
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
 * redraw into it), so no pair of hands is enumerated. O(states × n^piles): for 4 piles of 6 at most
 * 8,855 states (before seat 4) × 81 hands, or 3,060 × 256 before seat 3.
 * @example solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 1, redrawAtMost: 25 })[0].pRedraw.toString() // "7/72"
 */
export function solveCardDeal(deal: CardDeal): SeatHand[] {
  const size = deal.values.length;
  if (deal.players < 1 || deal.players > size) throw new RangeError(`solveCardDeal: players must be in 1..${size}, received ${deal.players}`);
  const radix = 2 ** size;
  const sorted = new Int32Array(deal.piles);
  const keyOf = (masks: readonly number[]) => {
    // Insertion sort: a handful of piles, called once per hand in the hot loop.
    for (let p = 0; p < deal.piles; p++) {
      const mask = masks[p]!;
      let q = p;
      while (q > 0 && sorted[q - 1]! > mask) {
        sorted[q] = sorted[q - 1]!;
        q--;
      }
      sorted[q] = mask;
    }
    let key = 0;
    for (let p = 0; p < deal.piles; p++) key = key * radix + sorted[p]!;
    return key;
  };
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
  const maxValue = Math.max(...deal.values);
  const add = (map: Map<number, bigint>, key: number, weight: bigint) => map.set(key, (map.get(key) ?? 0n) + weight);
  for (let seat = 0; seat < deal.players; seat++) {
    const left = size - seat;
    const hands = left ** deal.piles;
    const last = seat + 1 === deal.players;
    const suitWeights = new Map<number, bigint>();
    const totalWeights = new Map<number, bigint>();
    const bestWeights = new Map<number, bigint>();
    let redrawWeight = 0n;
    let stateTotal = 0n;
    const next = new Map<number, bigint>();
    // Per state, small exact integers (≤ 2·n^piles per hand) in typed arrays; bigint once per entry.
    const suitCounts = new Float64Array(maxValue + 1);
    const totalCounts = new Float64Array(maxValue * deal.piles + 1);
    const bestCounts = new Float64Array(maxValue + 1);
    const sums = new Int32Array(hands);
    const handValues = new Int32Array(hands * deal.piles);
    const handBits = new Int32Array(hands * deal.piles);
    const taken = new Array<number>(deal.piles).fill(0);
    const nextCounts = new Map<number, number>();
    for (const [key, weight] of states) {
      const masks = masksOf(key);
      // The cards left in each pile, as indices into values.
      const piles = masks.map((mask) => deal.values.map((_, i) => i).filter((i) => (mask & (1 << i)) === 0));
      let low = 0;
      for (let h = 0; h < hands; h++) {
        let rest = h;
        let sum = 0;
        for (let p = 0; p < deal.piles; p++) {
          const index = piles[p]![rest % left]!;
          rest = (rest - (rest % left)) / left;
          handValues[h * deal.piles + p] = deal.values[index]!;
          handBits[h * deal.piles + p] = 1 << index;
          sum += deal.values[index]!;
        }
        sums[h] = sum;
        if (redraws(sum, deal)) low++;
      }
      redrawWeight += weight * BigInt(low);
      stateTotal += weight;
      suitCounts.fill(0);
      totalCounts.fill(0);
      bestCounts.fill(0);
      nextCounts.clear();
      for (let h = 0; h < hands; h++) {
        const factor = (redraws(sums[h]!, deal) ? 0 : hands) + low;
        if (factor === 0) continue;
        let best = 0;
        for (let p = 0; p < deal.piles; p++) {
          const value = handValues[h * deal.piles + p]!;
          suitCounts[value] += factor;
          if (value > best) best = value;
          taken[p] = masks[p]! | handBits[h * deal.piles + p]!;
        }
        totalCounts[sums[h]!] += factor;
        bestCounts[best] += factor;
        if (!last) {
          const nextKey = keyOf(taken);
          nextCounts.set(nextKey, (nextCounts.get(nextKey) ?? 0) + factor);
        }
      }
      for (let v = 0; v < suitCounts.length; v++) if (suitCounts[v]! > 0) add(suitWeights, v, weight * BigInt(suitCounts[v]!));
      for (let v = 0; v < totalCounts.length; v++) if (totalCounts[v]! > 0) add(totalWeights, v, weight * BigInt(totalCounts[v]!));
      for (let v = 0; v < bestCounts.length; v++) if (bestCounts[v]! > 0) add(bestWeights, v, weight * BigInt(bestCounts[v]!));
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
