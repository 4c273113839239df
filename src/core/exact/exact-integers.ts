/**
 * Exact integer arithmetic in one of two representations, for solvers whose integers are usually small:
 * doubles while every value stays below 2^53 (exact there, and an order of magnitude faster: no
 * allocation), bigints beyond. A solver written against `ExactIntegers<N>` runs unchanged in either. Use
 * it for a solver's integer recursion (the Ash optimal play); Rational for a figure, ExactSums for sums of
 * products below 2^54.
 */

/** The operations an exact solver needs on its integers of type N. */
export interface ExactIntegers<N> {
  readonly zero: N;
  readonly one: N;
  /** The integer `value` (an integer number or a bigint) in this representation. */
  readonly of: (value: number | bigint) => N;
  readonly add: (a: N, b: N) => N;
  readonly subtract: (a: N, b: N) => N;
  readonly multiply: (a: N, b: N) => N;
  readonly greater: (a: N, b: N) => boolean;
  readonly toBigInt: (a: N) => bigint;
}

/**
 * Integers as doubles: exact only while every value stays below 2^53 (the caller bounds them first).
 * @example DOUBLE_INTEGERS.multiply(DOUBLE_INTEGERS.of(6n), 7) // 42
 */
export const DOUBLE_INTEGERS: ExactIntegers<number> = {
  zero: 0,
  one: 1,
  of: (value) => Number(value),
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  greater: (a, b) => a > b,
  toBigInt: (a) => BigInt(a),
};

/**
 * Integers as bigints: exact at any size.
 * @example BIG_INTEGERS.multiply(BIG_INTEGERS.of(2 ** 53), 2n) // 18014398509481984n
 */
export const BIG_INTEGERS: ExactIntegers<bigint> = {
  zero: 0n,
  one: 1n,
  of: (value) => BigInt(value),
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  greater: (a, b) => a > b,
  toBigInt: (a) => a,
};
