import { describe, expect, it } from "vitest";
import { BIG_INTEGERS, DOUBLE_INTEGERS, type ExactIntegers } from "../../../src/core/exact/exact-integers.js";

/** (a·b − c) + d in a representation, as a bigint. */
function combine<N>(n: ExactIntegers<N>, a: number, b: number, c: number, d: number): bigint {
  return n.toBigInt(n.add(n.subtract(n.multiply(n.of(a), n.of(b)), n.of(c)), n.of(d)));
}

describe("exact integers as doubles and as bigints", () => {
  it("(6·7 − 5) + 1 is 38 in both, and 2^52·2 = 2^53 exactly as a double", () => {
    expect(combine(DOUBLE_INTEGERS, 6, 7, 5, 1)).toBe(38n);
    expect(combine(BIG_INTEGERS, 6, 7, 5, 1)).toBe(38n);
    expect(DOUBLE_INTEGERS.toBigInt(DOUBLE_INTEGERS.multiply(2 ** 52, 2))).toBe(2n ** 53n);
  });
  it("both agree on every (a·b − c) + d for a, b, c, d in 0..12, and on greater", () => {
    for (let a = 0; a <= 12; a += 3) for (let b = 0; b <= 12; b += 4) for (let c = 0; c <= 12; c += 5) for (let d = 0; d <= 12; d += 6) expect(combine(DOUBLE_INTEGERS, a, b, c, d)).toBe(combine(BIG_INTEGERS, a, b, c, d));
    expect([DOUBLE_INTEGERS.greater(3, 2), BIG_INTEGERS.greater(3n, 2n), DOUBLE_INTEGERS.greater(2, 2), BIG_INTEGERS.greater(2n, 2n)]).toEqual([true, true, false, false]);
  });
  it("bigints stay exact past 2^53: (2^53 + 1)·1 − 0 + 0 is 9007199254740993n", () => {
    expect(BIG_INTEGERS.toBigInt(BIG_INTEGERS.add(BIG_INTEGERS.of(2n ** 53n), BIG_INTEGERS.one))).toBe(9007199254740993n);
  });
});
