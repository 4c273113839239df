import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gcd, Rational, ratioToNumber } from "../../../src/core/exact/rational.js";

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

/** A finite positive double as an exact fraction mantissa · 2^exponent (its IEEE-754 fields). */
function exactDouble(value: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  return biased === 0 ? { mantissa: fraction, exponent: -1074 } : { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
}

/** Compares n/d with mantissa · 2^exponent exactly: −1, 0 or 1. */
function compareWithDouble(n: bigint, d: bigint, value: number): number {
  const { mantissa, exponent } = exactDouble(value);
  const left = exponent >= 0 ? n : n << BigInt(-exponent);
  const right = exponent >= 0 ? mantissa * d * 2n ** BigInt(exponent) : mantissa * d;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Whether `value` is n/d correctly rounded: n/d lies within half an ulp of it (on the even side at a tie). */
function isNearest(n: bigint, d: bigint, value: number): boolean {
  const up = nextUp(value);
  const down = nextDown(value);
  // The halfway points between value and its neighbours, as exact fractions over 2^1100 (all finite here).
  const half = (a: number, b: number) => {
    const x = exactDouble(a);
    const y = exactDouble(b);
    const scale = 1100;
    return (x.mantissa << BigInt(x.exponent + scale)) + (y.mantissa << BigInt(y.exponent + scale));
  };
  const twiceN = 2n * n << 1100n;
  const low = half(down, value) * d;
  const high = half(value, up) * d;
  const evenMantissa = (exactDouble(value).mantissa & 1n) === 0n;
  return (twiceN > low || (twiceN === low && evenMantissa)) && (twiceN < high || (twiceN === high && evenMantissa));
}

function nextUp(value: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}

function nextDown(value: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) - 1n);
  return view.getFloat64(0);
}

describe("gcd", () => {
  it("gcd(12, 18) is 6, gcd(0, 5) is 5, gcd(7, 0) is 7; beyond 2^53, gcd(2^60 · 3, 2^58 · 9) is 2^58 · 3", () => {
    expect([gcd(12n, 18n), gcd(0n, 5n), gcd(7n, 0n)]).toEqual([6n, 5n, 7n]);
    expect(gcd((1n << 60n) * 3n, (1n << 58n) * 9n)).toBe((1n << 58n) * 3n);
  });
  it("in doubles below 2^53 and in bigints above, Euclid gives the same: a·g and b·g share g·gcd(a, b) (fast-check)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 40n }), fc.bigInt({ min: 0n, max: 1n << 40n }), fc.bigInt({ min: 1n, max: 1n << 80n }), (a, b, g) => {
        const small = gcd(a, b);
        expect(gcd(a * g, b * g)).toBe(small * g);
        if (small !== 0n) expect([a % small, b % small]).toEqual([0n, 0n]);
      }),
      { numRuns: 300, seed: 29 },
    );
  });
});

describe("ratioToNumber rounds correctly", () => {
  it("(2^100 + 2^47 + 1) / 2^100 rounds up to 1 + 2^-52 (a quotient floored to 64 bits, then rounded, saw a false tie and rounded to even: 1)", () => {
    // 1 + 2^-53 + 2^-100: just above halfway between 1 and 1 + 2^-52.
    expect(ratioToNumber((1n << 100n) + (1n << 47n) + 1n, 1n << 100n)).toBe(1 + 2 ** -52);
    // Exactly halfway: ties to even.
    expect(ratioToNumber((1n << 100n) + (1n << 47n), 1n << 100n)).toBe(1);
  });
  it("gives the nearest double to n/d, and the same for every unreduced k·n / k·d (fast-check)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1n << 200n }), fc.bigInt({ min: 1n, max: 1n << 200n }), fc.bigInt({ min: 1n, max: 1n << 80n }), (n, d, k) => {
        const value = ratioToNumber(n, d);
        expect(isNearest(n, d, value)).toBe(true);
        expect(compareWithDouble(n, d, value)).toBe(compareWithDouble(k * n, k * d, value));
        expect(ratioToNumber(k * n, k * d)).toBe(value);
        expect(ratioToNumber(-n, d)).toBe(-value);
      }),
      { numRuns: 300, seed: 23 },
    );
  });
  it("gives the nearest double to n/d for parts beyond 2^1000, whose lengths are read from hexadecimal digits (fast-check)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1n << 1300n }), fc.bigInt({ min: 1n, max: 1n << 1300n }), (n, d) => {
        const value = ratioToNumber(n, d);
        if (value !== 0 && Number.isFinite(value) && Math.abs(value) >= 2 ** -1000) expect(isNearest(n, d, value)).toBe(true);
        expect(ratioToNumber(n << 700n, d << 700n)).toBe(value);
      }),
      { numRuns: 300, seed: 29 },
    );
    // 1/3 with both parts beyond 2^1000, and 1 + 2^-52 above halfway.
    expect(ratioToNumber(1n << 1100n, 3n << 1100n)).toBe(1 / 3);
    expect(ratioToNumber((1n << 1100n) + (1n << 1047n) + 1n, 1n << 1100n)).toBe(1 + 2 ** -52);
  });
});
