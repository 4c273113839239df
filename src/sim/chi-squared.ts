import { gammaln } from "simple-statistics";
import { itemAt } from "../core/checked-index.js";

/** A chi-squared goodness-of-fit test's figures. */
export interface ChiSquaredTest {
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  /** P(χ² ≥ statistic) under the exact distribution; 0 when a trial landed on an impossible outcome. */
  readonly pValue: number;
  /** Categories pooled into one bin because each expected fewer than 5 trials. */
  readonly pooled: number;
}

/** Expected counts below this are pooled into one bin (the usual rule of thumb for the χ² approximation). */
const MIN_EXPECTED = 5;

/**
 * Pearson's chi-squared goodness-of-fit test of observed counts against exact probabilities (in the same
 * order). Categories expecting fewer than 5 trials are pooled (and the pool, if it still expects fewer
 * than 5, folded into the smallest other bin); a count on a category of probability 0
 * gives p = 0. The p-value is the regularized upper incomplete gamma Q(df/2, χ²/2), computed here because
 * simple-statistics only tabulates critical values (its `gammaln` is used). O(categories).
 * @example chiSquaredTest([50, 50], [0.5, 0.5]).pValue // 1
 */
export function chiSquaredTest(observed: readonly number[], probabilities: readonly number[]): ChiSquaredTest {
  const trials = observed.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  let bins = 0;
  let pooledObserved = 0;
  let pooledExpected = 0;
  let pooled = 0;
  let impossible = false;
  observed.forEach((count, i) => {
    const expected = itemAt(probabilities, i) * trials;
    if (itemAt(probabilities, i) === 0) {
      if (count > 0) impossible = true;
      return;
    }
    if (expected < MIN_EXPECTED) {
      pooledObserved += count;
      pooledExpected += expected;
      pooled++;
      return;
    }
    statistic += ((count - expected) * (count - expected)) / expected;
    bins++;
  });
  if (pooledExpected > 0) {
    if (pooledExpected < MIN_EXPECTED && bins > 0) {
      // The pooled bin is still small: fold it into the smallest regular bin instead.
      const smallest = observed.reduce<number>((best, _, i) => {
        const expected = itemAt(probabilities, i) * trials;
        return expected >= MIN_EXPECTED && (best < 0 || expected < itemAt(probabilities, best) * trials) ? i : best;
      }, -1);
      const expected = itemAt(probabilities, smallest) * trials;
      const count = itemAt(observed, smallest);
      statistic -= ((count - expected) * (count - expected)) / expected;
      const mergedObserved = count + pooledObserved;
      const mergedExpected = expected + pooledExpected;
      statistic += ((mergedObserved - mergedExpected) * (mergedObserved - mergedExpected)) / mergedExpected;
    } else {
      statistic += ((pooledObserved - pooledExpected) * (pooledObserved - pooledExpected)) / pooledExpected;
      bins++;
    }
  }
  const degreesOfFreedom = Math.max(bins - 1, 0);
  const pValue = impossible ? 0 : degreesOfFreedom === 0 ? 1 : upperRegularizedGamma(degreesOfFreedom / 2, statistic / 2);
  return { statistic, degreesOfFreedom, pValue, pooled };
}

/**
 * Q(a, x) = Γ(a, x) / Γ(a), by its series for x < a + 1 and by Lentz's continued fraction otherwise
 * (Numerical Recipes 6.2); about 1e-14 relative accuracy. O(√a) terms for typical arguments.
 * @example Math.round(upperRegularizedGamma(1, 2) * 1e6) / 1e6 // 0.135335
 */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = a * Math.log(x) - x - gammaln(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}
