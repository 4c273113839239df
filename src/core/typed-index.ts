/**
 * Checked reads and additions by index into typed arrays, for hot loops (trial loops, exact DP loops), where
 * `noUncheckedIndexedAccess` types every read `number | undefined`. Each function sees one kind of array, so
 * V8's load inside it stays monomorphic and it inlines into its caller (issue 25: the shared `itemAt` of
 * checked-index.ts sees every kind and went megamorphic); an index outside the array throws where it
 * happens instead of flowing on as NaN. A typed array never holds `undefined`, so `??` is exactly the bounds
 * check. None allocates; each is O(1).
 */

/**
 * Throws the RangeError of an index outside an array of `length`: the far side of an inline checked read,
 * `deck[at] ?? outside(at, deck.length)`, which costs a hot loop nothing where V8 knows the load cannot be
 * `undefined` (a typed array, an array of numbers) and uses no inlining budget, unlike a reader call. O(1).
 * @throws {RangeError} always, naming the index and the array's range
 * @example ((deck) => deck[1] ?? outside(1, deck.length))(Uint8Array.of(4, 7)) // 7
 */
export function outside(index: number, length: number): never {
  throw new RangeError(`index ${index} is outside 0..${length - 1}`);
}

/**
 * The element at `index` of a Float64Array. O(1).
 * @throws {RangeError} when the index is outside the array
 * @example f64At(Float64Array.of(0.5, 2), 1) // 2
 */
export const f64At = (list: Float64Array, index: number): number => list[index] ?? outside(index, list.length);

/**
 * The element at `index` of an Int32Array. O(1).
 * @throws {RangeError} when the index is outside the array
 * @example i32At(Int32Array.of(4, -5), 1) // -5
 */
export const i32At = (list: Int32Array, index: number): number => list[index] ?? outside(index, list.length);

/**
 * The element at `index` of an Int8Array. O(1).
 * @throws {RangeError} when the index is outside the array
 * @example i8At(Int8Array.of(3, 1), 0) // 3
 */
export const i8At = (list: Int8Array, index: number): number => list[index] ?? outside(index, list.length);

/**
 * The element at `index` of a Uint8Array. O(1).
 * @throws {RangeError} when the index is outside the array
 * @example u8At(Uint8Array.of(7, 9), 1) // 9
 */
export const u8At = (list: Uint8Array, index: number): number => list[index] ?? outside(index, list.length);

/**
 * The element at `index` of a Uint16Array. O(1).
 * @throws {RangeError} when the index is outside the array
 * @example u16At(Uint16Array.of(300, 2), 0) // 300
 */
export const u16At = (list: Uint16Array, index: number): number => list[index] ?? outside(index, list.length);

/**
 * Adds `value` to the element at `index` of a Float64Array (a tally, a table of weights). O(1).
 * @throws {RangeError} when the index is outside the array
 * @example ((tally) => (f64Add(tally, 1, 2.5), Array.from(tally)))(new Float64Array(2)) // [0, 2.5]
 */
export const f64Add = (list: Float64Array, index: number, value: number): void => {
  list[index] = (list[index] ?? outside(index, list.length)) + value;
};

/**
 * Adds `value` to the element at `index` of an Int32Array (a count). O(1).
 * @throws {RangeError} when the index is outside the array
 * @example ((counts) => (i32Add(counts, 0, 3), Array.from(counts)))(new Int32Array(2)) // [3, 0]
 */
export const i32Add = (list: Int32Array, index: number, value: number): void => {
  list[index] = (list[index] ?? outside(index, list.length)) + value;
};
