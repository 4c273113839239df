import { describe, expect, it } from "vitest";
import { chiSquaredTest } from "../../src/sim/chi-squared.js";
import { seedState, streamStates, Xoshiro128 } from "../../src/sim/xoshiro.js";

describe("xoshiro128**", () => {
  it("drawn counts calls, whatever words each takes: 3 below(6) (2 words), a float, a uint32, a below(10^6); a jump draws nothing", () => {
    const random = new Xoshiro128(seedState(2));
    for (let i = 0; i < 3; i++) random.below(6);
    random.float();
    random.uint32();
    random.below(1e6);
    expect(random.drawn).toBe(6);
    random.jump();
    expect(random.drawn).toBe(6);
  });
  it("new Xoshiro128([1, 2, 3, 4]) gives the reference C implementation's numbers, before and after jump()", () => {
    // Blackman & Vigna's xoshiro128starstar.c compiled with gcc and run from the state {1, 2, 3, 4}.
    const generator = new Xoshiro128([1, 2, 3, 4]);
    expect([generator.uint32(), generator.uint32(), generator.uint32()]).toEqual([11520, 0, 5927040]);
    generator.jump();
    expect([generator.uint32(), generator.uint32(), generator.uint32()]).toEqual([3320478005, 3046317961, 3130903476]);
  });
  it("streamStates(seed, 3) are the seed's state jumped 0, 1 and 2 times, and different seeds start apart", () => {
    const [first, second, third] = streamStates(42, 3);
    const generator = new Xoshiro128(seedState(42));
    expect(first).toEqual(generator.state());
    generator.jump();
    expect(second).toEqual(generator.state());
    generator.jump();
    expect(third).toEqual(generator.state());
    expect(seedState(1)).not.toEqual(seedState(2));
  });
  it.each([2, 3, 54, 255, 256, 257, 1000, 2 ** 21])("below(%i) stays in 0..n−1 and every tenth of the range is hit equally often (chi-squared)", (n) => {
    const generator = new Xoshiro128(seedState(n));
    const bins = Array(10).fill(0) as number[];
    const draws = 200_000;
    const expected = Array.from({ length: 10 }, (_, b) => (Math.ceil(((b + 1) * n) / 10) - Math.ceil((b * n) / 10)) / n);
    // Every draw is checked; the draws outside 0..n−1 are collected and must be none (one expect, not 200,000).
    const outside: number[] = [];
    for (let i = 0; i < draws; i++) {
      const value = generator.below(n);
      if (!(value >= 0 && value < n && Number.isInteger(value))) outside.push(value);
      else bins[Math.floor((value * 10) / n)]!++;
    }
    expect(outside).toEqual([]);
    expect(chiSquaredTest(bins, expected).pValue).toBeGreaterThan(0.001);
  });
  it("below(6) is uniform: 600,000 draws pass a chi-squared test, and below(1) is always 0", () => {
    const generator = new Xoshiro128(seedState(5));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 600_000; i++) counts[generator.below(6)]!++;
    expect(chiSquaredTest(counts, Array(6).fill(1 / 6)).pValue).toBeGreaterThan(0.001);
    expect(Array.from({ length: 100 }, () => generator.below(1)).every((x) => x === 0)).toBe(true);
  });
  it("float() is uint32() / 2^32, in [0, 1); an all-zero state is refused", () => {
    const a = new Xoshiro128([1, 2, 3, 4]);
    const b = new Xoshiro128([1, 2, 3, 4]);
    for (let i = 0; i < 5; i++) expect(a.float()).toBe(b.uint32() / 2 ** 32);
    expect(() => new Xoshiro128([0, 0, 0, 0])).toThrow(new RangeError("xoshiro128**: the state must not be all zero"));
  });
  it("seedState(1) starts the stream the doc comment gives: 1695105466; state() resumes where the generator is", () => {
    expect(new Xoshiro128(seedState(1)).uint32()).toBe(1695105466);
    const generator = new Xoshiro128(seedState(9));
    generator.uint32();
    const resumed = new Xoshiro128(generator.state());
    expect([resumed.uint32(), resumed.uint32()]).toEqual([generator.uint32(), generator.uint32()]);
  });
});
