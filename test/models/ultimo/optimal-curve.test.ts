import { describe, expect, it } from "vitest";
import { optimalCurve } from "../../../src/models/ultimo/optimal-curve.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { solveCurve as straightCurve } from "../../support/straight-curve.js";

describe("optimalCurve", () => {
  it.each([
    [2, 2, 8],
    [3, 2, 8],
    [4, 3, 8],
    [2, 2, 40],
  ])("hand %i, limit %i, D 0..%i: the same weights as the straightforward curve (every hand's sub-hands rescanned per difficulty and limit)", (handSize, limit, maxDifficulty) => {
    const weights = optimalCurve(handSize, limit, DEFAULT_RULES, 2, maxDifficulty);
    const straight = straightCurve(handSize, limit, "optimal", DEFAULT_RULES, 2, maxDifficulty);
    straight.points.forEach((point, d) => {
      const total = weights.outcomes.slice(d * 5, d * 5 + 5).reduce((a, b) => a + b, 0n);
      expect(point.outcomes.probability("success").toString()).toBe(fraction(weights.outcomes[d * 5 + 1]!, total));
      expect(point.pSuccessOrBetter.toString()).toBe(fraction(weights.outcomes[d * 5]! + weights.outcomes[d * 5 + 1]!, total));
      straight.byLimit.forEach((row, l) => expect(row[d]!.toString()).toBe(fraction(weights.success[l]![d]!, total)));
    });
  });
});

/** A reduced fraction as Rational prints it. */
function fraction(numerator: bigint, denominator: bigint): string {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const g = gcd(numerator, denominator) || 1n;
  return `${numerator / g}/${denominator / g}`;
}
