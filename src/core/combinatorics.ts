const pascal: bigint[][] = [[1n]];

/**
 * The binomial coefficient C(n, k) as an exact bigint (0 outside 0 ≤ k ≤ n), from a cached Pascal
 * triangle: O(n²) once for the largest n asked, O(1) after.
 * @example binomial(54, 5) // 3162510n
 */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n || n < 0) return 0n;
  while (pascal.length <= n) {
    const previous = pascal[pascal.length - 1]!;
    const row: bigint[] = [1n];
    for (let i = 1; i < previous.length; i++) row.push(previous[i - 1]! + previous[i]!);
    row.push(1n);
    pascal.push(row);
  }
  return pascal[n]![k]!;
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
