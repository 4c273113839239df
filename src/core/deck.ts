import { BINOMIAL_TABLE, BINOMIAL_TABLE_MAX, binomial } from "./combinatorics.js";
import { Distribution } from "./distribution.js";

/** A deck as a multiset: how many cards of each value class it holds (order of classes is display order). */
export interface Deck<V extends string | number> {
  readonly classes: ReadonlyArray<{ readonly value: V; readonly count: number }>;
}

/** The number of cards in a deck. */
export function deckSize<V extends string | number>(deck: Deck<V>): number {
  return deck.classes.reduce((sum, { count }) => sum + count, 0);
}

/**
 * The hypergeometric distribution: how many of the `successes` marked cards are among `draws` cards
 * drawn without replacement from `size`. Weights C(K, k)·C(N − K, n − k) over C(N, n). O(draws).
 * @throws {RangeError} when more cards are drawn than the deck holds
 * @example hypergeometric(54, 4, 5).probability(0).toString() // "211876/316251"
 */
export function hypergeometric(size: number, successes: number, draws: number): Distribution<number> {
  if (draws > size) throw new RangeError(`hypergeometric: cannot draw ${draws} of ${size} cards`);
  const pairs: Array<readonly [number, bigint]> = [];
  for (let k = 0; k <= draws; k++) pairs.push([k, binomial(successes, k) * binomial(size - successes, draws - k)]);
  return Distribution.fromWeights(pairs);
}

/** One unordered draw by value class: how many cards of each class (aligned with deck.classes). */
export interface ClassDraw {
  readonly counts: readonly number[];
  readonly weight: bigint;
}

/**
 * Every unordered draw of `draws` cards from a deck, by value class, weighted Π C(countᵢ, kᵢ) so the
 * weights total C(N, draws) (the multivariate hypergeometric). Yields one draw per composition of
 * `draws` into the classes that fits their counts.
 * @throws {RangeError} when more cards are drawn than the deck holds
 * @example [...drawsByClass({ classes: [{ value: "a", count: 2 }, { value: "b", count: 1 }] }, 2)].length // 2
 */
export function* drawsByClass<V extends string | number>(deck: Deck<V>, draws: number): Generator<ClassDraw> {
  if (draws > deckSize(deck)) throw new RangeError(`drawsByClass: cannot draw ${draws} of ${deckSize(deck)} cards`);
  const counts: number[] = [];
  // Each class's count and the cards of the classes after it (what they can still absorb).
  const slots = deck.classes.map(({ count }, i) => ({ count, later: deckSize({ classes: deck.classes.slice(i + 1) }) }));
  function* place(i: number, left: number, weight: bigint): Generator<ClassDraw> {
    const slot = slots[i];
    if (slot === undefined) {
      if (left === 0) yield { counts: [...counts], weight };
      return;
    }
    const available = slot.count;
    // Leave enough for the later classes to absorb what is left.
    for (let k = Math.max(0, left - slot.later); k <= Math.min(available, left); k++) {
      counts.push(k);
      yield* place(i + 1, left - k, weight * binomial(available, k));
      counts.pop();
    }
  }
  yield* place(0, draws, 1n);
}

/** The largest C(size, k) for k ≤ draws: a bound on every weight drawSum's DP holds. */
function largestWeight(size: number, draws: number): bigint {
  let largest = 1n;
  for (let k = 1; k <= draws; k++) {
    const ways = binomial(size, k);
    if (ways > largest) largest = ways;
  }
  return largest;
}

/**
 * drawSum's DP in doubles over dense rows, for integer card values: row `drawn` holds the ways to draw
 * that many cards per sum (shifted by drawn × the lowest value), two rows' buffers swapped class by class
 * (a call costs ~2 µs for 5 cards of 4 classes: issue 29 counts its fixed cost). Exact while every weight
 * stays below 2^53; undefined when the values are not integers (the caller's bigint DP handles those).
 */
function drawSumInDoubles(deck: Deck<number>, draws: number): Distribution<number> | undefined {
  let low = Infinity;
  let high = -Infinity;
  for (const { value } of deck.classes) {
    if (!Number.isSafeInteger(value)) return undefined;
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  if (deck.classes.length === 0) return undefined;
  const width = draws * (high - low) + 1;
  let states = new Float64Array((draws + 1) * width);
  let next = new Float64Array(states.length);
  states[0] = 1;
  for (const { value, count } of deck.classes) {
    next.fill(0);
    const step = value - low;
    for (let drawn = 0; drawn <= draws; drawn++) {
      const from = drawn * width;
      for (let k = 0; k <= count && drawn + k <= draws; k++) {
        const to = (drawn + k) * width + k * step;
        const waysOfK = count <= BINOMIAL_TABLE_MAX ? (BINOMIAL_TABLE[count * (BINOMIAL_TABLE_MAX + 1) + k] ?? 0) : Number(binomial(count, k));
        for (let sum = 0; sum + k * step < width; sum++) {
          const here = states[from + sum] ?? 0;
          if (here !== 0) next[to + sum] = (next[to + sum] ?? 0) + here * waysOfK;
        }
      }
    }
    const done = states;
    states = next;
    next = done;
  }
  const outcomes: number[] = [];
  const weights: bigint[] = [];
  for (let sum = 0; sum < width; sum++) {
    const ways = states[draws * width + sum] ?? 0;
    if (ways === 0) continue;
    outcomes.push(sum + draws * low);
    weights.push(BigInt(ways));
  }
  return Distribution.fromAscending(outcomes, weights);
}

/**
 * The distribution of the summed value of `draws` cards drawn without replacement, for a deck whose
 * classes have numeric values: a DP over classes whose state is (cards drawn, sum), in dense rows of
 * doubles when the values are integers and every weight provably stays below 2^53 (each is at most
 * C(deck size, cards drawn)), in maps of bigints otherwise. O(classes × draws² × maxSum).
 * @throws {RangeError} when more cards are drawn than the deck holds
 * @example drawSum({ classes: [{ value: 0, count: 2 }, { value: 1, count: 2 }] }, 2).probability(1).toString() // "2/3"
 */
export function drawSum(deck: Deck<number>, draws: number): Distribution<number> {
  const size = deckSize(deck);
  if (draws > size) throw new RangeError(`drawSum: cannot draw ${draws} of ${size} cards`);
  const inDoubles = largestWeight(size, draws) <= BigInt(Number.MAX_SAFE_INTEGER) ? drawSumInDoubles(deck, draws) : undefined;
  if (inDoubles !== undefined) return inDoubles;
  // states[drawn] : Map<sum, weight>
  let states: Array<Map<number, bigint>> = [new Map([[0, 1n]])];
  for (const { value, count } of deck.classes) {
    const next: Array<Map<number, bigint>> = [];
    states.forEach((sums, drawn) => {
      for (let k = 0; k <= count && drawn + k <= draws; k++) {
        const ways = binomial(count, k);
        const target = (next[drawn + k] ??= new Map());
        for (const [sum, weight] of sums) {
          const key = sum + k * value;
          target.set(key, (target.get(key) ?? 0n) + weight * ways);
        }
      }
    });
    states = next;
  }
  return Distribution.fromWeights([...(states[draws] ?? new Map<number, bigint>())]);
}
