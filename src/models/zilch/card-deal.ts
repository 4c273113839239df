/** The card method's deal (docs/rules.md 2.5, `method=cards`): seats draw from four piles in order, with one redraw of a low hand. */
import { Distribution } from "../../core/distribution.js";
import { integerIn, OddsmithError } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { checkSetupObject } from "./setup-checks.js";
import { f64Add, f64At, i32At } from "../../core/typed-index.js";

/**
 * The card method's table (docs/rules.md 2.5, `method=cards`): `piles` piles, one per suit, each holding one
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
 * Whether a seat's first hand goes back to be redrawn (docs/rules.md 2.5): its four values total
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

/** The most cards a pile may hold: a pile's kept cards are a bitmask of 32-bit integers. */
export const MAX_PILE_CARDS = 30;

/** The most cards all piles may hold together: a state's key (one mask per pile) must stay an exact float. */
export const MAX_DEAL_CARDS = 52;

/**
 * Checks a library caller's deal once, before {@link solveCardDeal} reads it (docs/rules.md 2.5). O(values).
 * @throws {OddsmithError} naming the first bad field: values a non-empty list of at most 30 whole numbers
 * from 0 to 1000; piles an integer from 1 up to 52 cards in all; players an integer from 1 to the pile size;
 * redrawAtMost an integer.
 * @example (() => { try { return checkCardDeal({ values: [5, 6], piles: 0, players: 1, redrawAtMost: 0 }); } catch (e) { return e.message; } })() // "piles: expected an integer from 1 to 26, received 0"
 */
export function checkCardDeal(deal: CardDeal): void {
  checkSetupObject("deal", "a card deal { values, piles, players, redrawAtMost }", deal);
  const { values } = deal;
  if (!Array.isArray(values) || values.length === 0 || values.length > MAX_PILE_CARDS || !values.every((v) => Number.isInteger(v) && v >= 0 && v <= 1000)) {
    throw new OddsmithError("values", `a non-empty list of at most ${MAX_PILE_CARDS} whole card values from 0 to 1000`, values);
  }
  integerIn("piles", 1, Math.floor(MAX_DEAL_CARDS / values.length), deal.piles);
  integerIn("players", 1, values.length, deal.players);
  integerIn("redrawAtMost", -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, deal.redrawAtMost);
}

/** A state of the deal as a number: each pile's mask of kept cards, sorted (piles are interchangeable), in base 2^size. */
interface StateKeys {
  readonly keyOf: (masks: readonly number[]) => number;
  readonly masksOf: (key: number) => number[];
}

function stateKeys(deal: CardDeal): StateKeys {
  const radix = 2 ** deal.values.length;
  const sorted = new Int32Array(deal.piles);
  const keyOf = (masks: readonly number[]) => {
    // Insertion sort: a handful of piles, called once per hand in the hot loop.
    let p = 0;
    for (const mask of masks) {
      let q = p++;
      while (q > 0 && i32At(sorted, q - 1) > mask) {
        sorted[q] = i32At(sorted, q - 1);
        q--;
      }
      sorted[q] = mask;
    }
    let key = 0;
    for (let p = 0; p < deal.piles; p++) key = key * radix + i32At(sorted, p);
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
  return { keyOf, masksOf };
}

/** Scratch space of one seat's step, reused state after state: small exact integers in typed arrays. */
interface SeatScratch {
  readonly suitCounts: Float64Array;
  readonly totalCounts: Float64Array;
  readonly bestCounts: Float64Array;
  /** Per hand h (in 0..hands − 1): its total, and per pile its value and its card's bit. */
  readonly sums: Int32Array;
  readonly handValues: Int32Array;
  readonly handBits: Int32Array;
  /** The state's mask of kept cards per pile, and per pile (at p · left) the indices of its cards left. */
  readonly pileMasks: Int32Array;
  readonly leftCards: Int32Array;
  /** The deal's card values by index. */
  readonly cardValues: Int32Array;
  readonly taken: number[];
  readonly nextCounts: Map<number, number>;
}

function seatScratch(deal: CardDeal, hands: number): SeatScratch {
  const maxValue = Math.max(...deal.values);
  return {
    suitCounts: new Float64Array(maxValue + 1),
    totalCounts: new Float64Array(maxValue * deal.piles + 1),
    bestCounts: new Float64Array(maxValue + 1),
    sums: new Int32Array(hands),
    handValues: new Int32Array(hands * deal.piles),
    handBits: new Int32Array(hands * deal.piles),
    pileMasks: new Int32Array(deal.piles),
    leftCards: new Int32Array(deal.piles * deal.values.length),
    cardValues: Int32Array.from(deal.values),
    taken: new Array<number>(deal.piles).fill(0),
    nextCounts: new Map<number, number>(),
  };
}

/** Lists every hand a seat can draw from a state (one card left in each pile), into the scratch; returns how many redraw. O(n^piles × piles). */
function listHands(deal: CardDeal, masks: readonly number[], left: number, hands: number, scratch: SeatScratch): number {
  const { leftCards, cardValues } = scratch;
  // The cards left in each pile (every pile has `left`), as indices into values: pile p's from p · left.
  masks.forEach((mask, p) => {
    let at = p * left;
    for (let i = 0; i < cardValues.length; i++) if ((mask & (1 << i)) === 0) leftCards[at++] = i;
  });
  let low = 0;
  for (let h = 0; h < hands; h++) {
    let rest = h;
    let sum = 0;
    for (let p = 0; p < deal.piles; p++) {
      const index = i32At(leftCards, p * left + (rest % left));
      rest = (rest - (rest % left)) / left;
      const value = i32At(cardValues, index);
      scratch.handValues[h * deal.piles + p] = value;
      scratch.handBits[h * deal.piles + p] = 1 << index;
      sum += value;
    }
    scratch.sums[h] = sum;
    if (redraws(sum, deal)) low++;
  }
  return low;
}

/**
 * Counts, per final hand, the ways to end with it: kept at once (n^piles ways, if not low) plus redrawn
 * into it (one way per low first hand); adds them to the value counts and to the next states' counts.
 */
function countFinalHands(deal: CardDeal, masks: readonly number[], hands: number, low: number, last: boolean, scratch: SeatScratch, keys: StateKeys): void {
  const { suitCounts, totalCounts, bestCounts, sums, handValues, handBits, pileMasks, taken, nextCounts } = scratch;
  pileMasks.set(masks);
  suitCounts.fill(0);
  totalCounts.fill(0);
  bestCounts.fill(0);
  nextCounts.clear();
  for (let h = 0; h < hands; h++) {
    const sum = i32At(sums, h);
    const factor = (redraws(sum, deal) ? 0 : hands) + low;
    if (factor === 0) continue;
    let best = 0;
    for (let p = 0; p < deal.piles; p++) {
      const value = i32At(handValues, h * deal.piles + p);
      f64Add(suitCounts, value, factor);
      if (value > best) best = value;
      taken[p] = i32At(pileMasks, p) | i32At(handBits, h * deal.piles + p);
    }
    f64Add(totalCounts, sum, factor);
    f64Add(bestCounts, best, factor);
    if (!last) {
      const nextKey = keys.keyOf(taken);
      nextCounts.set(nextKey, (nextCounts.get(nextKey) ?? 0) + factor);
    }
  }
}

const addWeight = (map: Map<number, bigint>, key: number, weight: bigint) => map.set(key, (map.get(key) ?? 0n) + weight);

/** Adds a state's counts, times the state's weight, to bigint weights by value (bigint once per entry). */
function addCounts(weights: Map<number, bigint>, counts: Float64Array, weight: bigint): void {
  for (let v = 0; v < counts.length; v++) if (f64At(counts, v) > 0) addWeight(weights, v, weight * BigInt(f64At(counts, v)));
}

/** One seat's step of the DP: its final hand over every state before it, and the states after it. */
function dealSeat(deal: CardDeal, seat: number, states: ReadonlyMap<number, bigint>, keys: StateKeys): { hand: SeatHand; next: Map<number, bigint> } {
  const left = deal.values.length - seat;
  const hands = left ** deal.piles;
  const last = seat + 1 === deal.players;
  const suitWeights = new Map<number, bigint>();
  const totalWeights = new Map<number, bigint>();
  const bestWeights = new Map<number, bigint>();
  let redrawWeight = 0n;
  let stateTotal = 0n;
  const next = new Map<number, bigint>();
  const scratch = seatScratch(deal, hands);
  for (const [key, weight] of states) {
    const masks = keys.masksOf(key);
    const low = listHands(deal, masks, left, hands, scratch);
    redrawWeight += weight * BigInt(low);
    stateTotal += weight;
    countFinalHands(deal, masks, hands, low, last, scratch, keys);
    addCounts(suitWeights, scratch.suitCounts, weight);
    addCounts(totalWeights, scratch.totalCounts, weight);
    addCounts(bestWeights, scratch.bestCounts, weight);
    for (const [nextKey, count] of scratch.nextCounts) addWeight(next, nextKey, weight * BigInt(count));
  }
  const hand: SeatHand = {
    suit: Distribution.fromWeights(suitWeights).reduced(),
    total: Distribution.fromWeights(totalWeights).reduced(),
    best: Distribution.fromWeights(bestWeights).reduced(),
    pRedraw: Rational.of(redrawWeight, stateTotal * BigInt(hands)),
  };
  return { hand, next };
}

/**
 * Every seat's final hand under the card method, exactly. The reading (docs/rules.md 2.5 leaves the order
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
 * @throws {OddsmithError} as {@link checkCardDeal}: values, piles, players or redrawAtMost out of reach.
 * @example solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 1, redrawAtMost: 25 })[0].pRedraw.toString() // "7/72"
 * @example (() => { try { return solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 7, redrawAtMost: 25 }); } catch (e) { return e.message; } })() // "players: expected an integer from 1 to 6, received 7"
 */
export function solveCardDeal(deal: CardDeal): SeatHand[] {
  checkCardDeal(deal);
  const keys = stateKeys(deal);
  let states = new Map<number, bigint>([[keys.keyOf(new Array<number>(deal.piles).fill(0)), 1n]]);
  const seats: SeatHand[] = [];
  for (let seat = 0; seat < deal.players; seat++) {
    const { hand, next } = dealSeat(deal, seat, states, keys);
    seats.push(hand);
    states = next;
  }
  return seats;
}
