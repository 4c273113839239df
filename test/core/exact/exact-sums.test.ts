import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ExactSums } from "../../../src/core/exact/exact-sums.js";

describe("ExactSums", () => {
  it("sums products past 2^53 exactly, as bigints do", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2 ** 53 - 1 }), fc.integer({ min: 0, max: 2 ** 53 - 1 })), { maxLength: 40 }), (pairs) => {
        const sums = new ExactSums(2);
        let expected = 0n;
        for (const [a, b] of pairs) {
          sums.add(1, a, b);
          expected += BigInt(a) * BigInt(b);
        }
        expect(sums.values()).toEqual([0n, expected]);
      }),
    );
  });
  it("stays exact over more adds than one flush holds (2^15), at the largest factors", () => {
    const sums = new ExactSums(1);
    const big = 2 ** 54 - 1;
    for (let i = 0; i < 70_000; i++) sums.add(0, big, big);
    expect(sums.values()[0]).toBe(70_000n * BigInt(big) * BigInt(big));
  });
});
