
const pascal: bigint[][] = [[1n]];

/** Grows a cached Pascal triangle until it holds row n: each row is 1, the sums of neighbours above, 1. O(n²) once. */
function growPascal<N>(rows: N[][], n: number, one: N, add: (a: N, b: N) => N): void {
  while (rows.length <= n) {
    const above = rows.at(-1);
    const row = [one];
    if (above !== undefined) {
      let before: N | undefined;
      for (const value of above) {
        if (before !== undefined) row.push(add(before, value));
        before = value;
      }
      row.push(one);
    }
    rows.push(row);
  }
}

/**
 * The binomial coefficient C(n, k) as an exact bigint (0 outside 0 ≤ k ≤ n), from a cached Pascal
 * triangle: O(n²) once for the largest n asked, O(1) after.
 * @example binomial(54, 5) // 3162510n
 */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n || n < 0) return 0n;
  growPascal(pascal, n, 1n, (a, b) => a + b);
  return pascal[n]?.[k] ?? 0n;
}

/**
 * The multinomial coefficient n! / (k₁! k₂! …) for n = Σ kᵢ: the number of orderings of a multiset.
 * O(parts) after the Pascal cache.
 * @example multinomial([2, 1]) // 3n
 */
export function multinomial(counts: readonly number[]): bigint {
  let remaining = 0;
  let result = 1n;
  for (const count of counts) {
    remaining += count;
    result *= binomial(remaining, count);
  }
  return result;
}

const pascalNumbers: number[][] = [[1]];

/**
 * C(n, k) as a float64, for hot loops that count deals: exact while the result is below 2^53 (every
 * C(n, k) with n ≤ 56 is), throws for larger n so a count can never be silently rounded. O(1) after a
 * cached O(n²) table.
 * @throws {RangeError} when n is above 56 (the float64 result may not be exact; use binomial)
 * @example binomialNumber(54, 27) // 1946939425648112
 */
export function binomialNumber(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  if (n > 56) throw new RangeError(`binomialNumber(${n}, ${k}): n above 56 may not be exact in float64; use binomial`);
  growPascal(pascalNumbers, n, 1, (a, b) => a + b);
  return pascalNumbers[n]?.[k] ?? 0;
}

/** The largest n of the float64 binomial table. */
export const BINOMIAL_TABLE_MAX = 56;

/**
 * Every C(n, k) for n, k ≤ 56 as float64 (all exact), flattened: C(n, k) = table[n · 57 + k]. For inner
 * loops that cannot afford a call per coefficient.
 * @example BINOMIAL_TABLE[54 * 57 + 2] // 1431
 */
export const BINOMIAL_TABLE: Float64Array = (() => {
  const size = BINOMIAL_TABLE_MAX + 1;
  const table = new Float64Array(size * size);
  for (let n = 0; n < size; n++) for (let k = 0; k <= n; k++) table[n * size + k] = binomialNumber(n, k);
  return table;
})();
