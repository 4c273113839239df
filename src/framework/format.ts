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

/**
 * A duration for a person, rounded to what matters: seconds under a minute, minutes under an hour, then
 * hours and minutes, then days.
 * @example formatDuration(1250) // "21 min"
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "forever";
  if (seconds < 59.5) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h${minutes % 60 === 0 ? "" : ` ${minutes % 60} min`}`;
  return `${Math.round(minutes / (24 * 60)).toLocaleString("en-US")} days`;
}

/**
 * A rate for a person: two significant digits with k (thousand), M (million) or G (billion).
 * @example formatRate(4_123_456) // "4.1 M"
 */
export function formatRate(perSecond: number): string {
  const [scale, unit] = perSecond >= 1e9 ? [1e9, " G"] : perSecond >= 1e6 ? [1e6, " M"] : perSecond >= 1e3 ? [1e3, " k"] : [1, ""];
  return `${Number((perSecond / scale).toPrecision(2))}${unit}`;
}
