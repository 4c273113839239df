/**
 * Reading and adding into arrays by index where the type system cannot see that the index is in range
 * (`noUncheckedIndexedAccess` is on): each read checks, so a wrong index fails loudly where it happens
 * instead of flowing on as `undefined` or NaN. None allocates.
 *
 * Not for hot loops. Each helper is one function that sees every kind of array its callers pass (strings,
 * arrays of numbers or bigints, typed arrays), so V8's loads inside it turn megamorphic and every caller
 * pays: routed through them, samplers and solvers ran 1.3–5× slower (issue 25, measured on the Ultimo
 * challenge sampler and counter, the Ash check sampler and the Kingstone check). Trial loops and the
 * exact solvers' inner loops index directly (`tally[at]! += 1`), their bounds being the loop's own.
 */

/** A list readable by index: an array or a typed array. */
export type Indexed<T> = { readonly length: number; readonly [index: number]: T };
/** A list of numbers that can be added into by index: a number array or a typed array. */
export type Counters = { readonly length: number; [index: number]: number };

/** The RangeError of an index outside a list (kept out of the callers so they stay small). */
function outOfRange(index: number, length: number): RangeError {
  return new RangeError(`index ${index} is outside 0..${length - 1}`);
}

/**
 * The element at `index` of a list. O(1).
 * @throws {RangeError} when the index is outside the list
 * @example itemAt(["a", "b"], 1) // "b"
 */
export function itemAt<T>(list: Indexed<T>, index: number): T {
  const item = list[index];
  if (item === undefined) throw outOfRange(index, list.length);
  return item;
}

/**
 * The value a record holds under `key`, for a key the caller knows is there (a tally group, a summary figure).
 * @throws {RangeError} when the record has no such key, naming it
 * @example fieldOf({ hit: 3 }, "hit") // 3
 */
export function fieldOf<T>(record: Readonly<Record<string, T>>, key: string): T {
  const value = record[key];
  if (value === undefined) throw new RangeError(`no field ${JSON.stringify(key)}`);
  return value;
}

/**
 * Adds `value` to the counter at `index` (a tally, a table of weights). O(1); allocates nothing.
 * @throws {RangeError} when the index is outside the counters
 * @example ((tally) => (addAt(tally, 1, 2.5), Array.from(tally)))(new Float64Array(2)) // [0, 2.5]
 */
export function addAt(counters: Counters, index: number, value: number): void {
  const current = counters[index];
  if (current === undefined) throw outOfRange(index, counters.length);
  counters[index] = current + value;
}

/** A list of bigints that can be added into by index (exact weights). */
export type BigCounters = { readonly length: number; [index: number]: bigint };

/**
 * Adds `value` to the exact weight at `index`. O(1) plus the bigint addition.
 * @throws {RangeError} when the index is outside the weights
 * @example ((weights) => (addBigAt(weights, 0, 5n), weights))([1n, 2n]) // [6n, 2n]
 */
export function addBigAt(weights: BigCounters, index: number, value: bigint): void {
  const current = weights[index];
  if (current === undefined) throw outOfRange(index, weights.length);
  weights[index] = current + value;
}

/**
 * The value a map holds for `key`, for a key the caller knows is there.
 * @throws {RangeError} when the map has no such key (or holds undefined for it), naming it
 * @example entryOf(new Map([["hit", 3]]), "hit") // 3
 */
export function entryOf<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new RangeError(`no entry for ${String(key)}`);
  return value;
}
