import type { Rational } from "../src/core/exact/rational.js";

/**
 * A Rational written as mathjs writes a fraction ("7/12", "0", "1"), so the solvers' answers and the
 * baselines' mathjs fractions can be compared as text.
 * @example fractionText(Rational.of(14, 24)) // "7/12"
 */
export function fractionText(value: Rational): string {
  return value.denominator === 1n ? `${value.numerator}` : `${value.numerator}/${value.denominator}`;
}
