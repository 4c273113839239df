/**
 * A probability as a percentage for people: one decimal, "<0.1%" / ">99.9%" near the ends so that a
 * possible outcome never reads as 0% or 100%.
 * @example formatPercent(7 / 12) // "58.3%"
 */
export function formatPercent(probability: number): string {
  if (probability === 0) return "0%";
  if (probability === 1) return "100%";
  if (probability < 0.0005) return "<0.1%";
  if (probability > 0.9995) return ">99.9%";
  return `${(probability * 100).toFixed(1)}%`;
}

/**
 * A float for a summary column: up to four decimals, trailing zeros dropped.
 * @example formatNumber(1.5) // "1.5"
 */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}

/**
 * A count for a message: with thousands separators, or in exponent form from 10^15 on; "more than 1e308"
 * for a count beyond a double.
 * @example formatCount(100000001) // "100,000,001"
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return "more than 1e308";
  return count < 1e15 ? count.toLocaleString("en-US") : count.toExponential(3).replace(/\.?0+e/, "e").replace("e+", "e");
}
