import { describe, expect, it } from "vitest";
import { Rational, ratioToNumber } from "../../../src/core/exact/rational.js";

describe("Rational", () => {
  it("Rational.of(-4, -6) reduces to 2/3", () => {
    expect(Rational.of(-4n, -6n).toString()).toBe("2/3");
  });
  it("1/6 + 1/3 is 1/2, 1/2 − 2/3 is −1/6, 2/3 × 3/4 is 1/2, (1/2) / (1/4) is 2/1", () => {
    expect(Rational.of(1, 6).add(Rational.of(1, 3)).toString()).toBe("1/2");
    expect(Rational.of(1, 2).subtract(Rational.of(2, 3)).toString()).toBe("-1/6");
    expect(Rational.of(2, 3).multiply(Rational.of(3, 4)).toString()).toBe("1/2");
    expect(Rational.of(1, 2).divide(Rational.of(1, 4)).toString()).toBe("2/1");
  });
  it("compare orders 1/3 < 1/2 and equals reduced forms", () => {
    expect(Rational.of(1, 3).compare(Rational.of(1, 2))).toBe(-1);
    expect(Rational.of(2, 4).equals(Rational.of(1, 2))).toBe(true);
  });
  it("a zero denominator throws RangeError", () => {
    expect(() => Rational.of(1, 0)).toThrow(RangeError);
  });
  it("ratioToNumber keeps double precision for parts beyond 2^53", () => {
    const big = 10n ** 40n;
    expect(ratioToNumber(big, 3n * big)).toBeCloseTo(1 / 3, 15);
    expect(ratioToNumber(-(big + 1n), 2n * big)).toBeCloseTo(-0.5, 15);
  });
});
