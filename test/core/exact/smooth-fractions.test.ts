import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { gcd, Rational } from "../../../src/core/exact/rational.js";
import { SmoothTotal, SMALL_PRIMES } from "../../../src/core/exact/smooth-fractions.js";

// A smooth total like the campaign's: a product of powers of the primes up to 53.
const smooth = (exponents: readonly number[]) => exponents.reduce((total, e, i) => total * BigInt(SMALL_PRIMES[i]!) ** BigInt(e), 1n);

describe("SmoothTotal", () => {
  it("worked by hand: 8/12 is 2/3, 0/12 is 0/1, and 12 = 2²·3", () => {
    const twelve = new SmoothTotal(12n);
    expect(twelve.reduce(8n).toString()).toBe("2/3");
    expect(twelve.reduce(0n).toString()).toBe("0/1");
    expect(twelve.exponents.slice(0, 3)).toEqual([2, 1, 0]);
    expect(twelve.smooth).toBe(true);
  });

  it("reduce equals Rational.of (string and float) for numerators sharing large powers with a smooth total", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(120), { minLength: 16, maxLength: 16 }), fc.array(fc.nat(130), { minLength: 16, maxLength: 16 }), fc.bigInt({ min: 1n, max: 2n ** 200n }), (totalExps, shareExps, cofactor) => {
        const total = smooth(totalExps);
        // A numerator below the total that shares a chosen part of it (capped at the total's exponents).
        const numerator = (smooth(shareExps.map((e, i) => Math.min(e, totalExps[i]!))) * cofactor) % total;
        const expected = Rational.of(numerator, total);
        const reduced = new SmoothTotal(total).reduce(numerator);
        expect(reduced.toString()).toBe(expected.toString());
        expect(reduced.toNumber()).toBe(expected.toNumber());
      }),
      { numRuns: 200, seed: 17 },
    );
  });

  it("below 2^53 (Euclid and quotients in doubles) reduce equals Rational.of: terms, string and float, and a numerator above 2^53 falls back", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 53n - 1n }), fc.bigInt({ min: 0n, max: 2n ** 53n - 1n }), fc.nat(5), (total, raw, shared) => {
        // Numerators that share a factor with the total often, and some above it.
        const numerator = shared === 0 ? raw : (raw % (total + 1n)) - ((raw % (total + 1n)) % BigInt(shared + 1));
        const expected = Rational.of(numerator, total);
        const reduced = new SmoothTotal(total).reduce(numerator);
        expect([reduced.numerator, reduced.denominator]).toEqual([expected.numerator, expected.denominator]);
        expect(reduced.toString()).toBe(expected.toString());
        expect(reduced.toNumber()).toBe(expected.toNumber());
      }),
      { numRuns: 300, seed: 29 },
    );
    expect(new SmoothTotal(6n ** 10n).reduce(2n ** 54n + 6n).toString()).toBe(Rational.of(2n ** 54n + 6n, 6n ** 10n).toString());
    expect(new SmoothTotal(60466176n).reduce(146n).toString()).toBe("73/30233088");
  });

  it("commonDivisor equals folding Euclid's gcd over the weights, and a total with a large prime falls back to Euclid", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(40), { minLength: 16, maxLength: 16 }), fc.array(fc.bigInt({ min: 1n, max: 2n ** 300n }), { minLength: 1, maxLength: 6 }), fc.nat(5), (exps, cofactors, shared) => {
        const total = smooth(exps);
        const common = smooth(exps.map((e) => Math.min(e, shared)));
        const weights = cofactors.map((c) => c * common);
        let expected = total;
        for (const w of weights) expected = gcd(w, expected);
        expect(new SmoothTotal(total).commonDivisor(weights)).toBe(expected);
      }),
      { numRuns: 200, seed: 17 },
    );
    const rough = new SmoothTotal(12n * 101n);
    expect(rough.smooth).toBe(false);
    expect(rough.reduce(202n).toString()).toBe("1/6");
    expect(rough.commonDivisor([202n, 303n])).toBe(101n);
  });

  it("a total that is not positive is refused", () => {
    expect(() => new SmoothTotal(0n)).toThrow("SmoothTotal: the total must be positive, received 0");
  });
});
