import { describe, expect, it } from "vitest";
import { Distribution } from "../../src/core/distribution.js";
import { Rational } from "../../src/core/exact/rational.js";

const d6 = Distribution.uniform([1, 2, 3, 4, 5, 6]);

describe("Distribution", () => {
  it("d6 + d6 gives 7 with probability 1/6 and 2 with 1/36, over a total of 36", () => {
    const twoD6 = d6.add(d6);
    expect(twoD6.total).toBe(36n);
    expect(twoD6.probability(7).toString()).toBe("1/6");
    expect(twoD6.probability(2).toString()).toBe("1/36");
    expect(twoD6.outcomes).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
  it("probabilities of every outcome sum to 1", () => {
    const twoD6 = d6.add(d6);
    const sum = twoD6.outcomes.reduce((acc, o) => acc.add(twoD6.probability(o)), Rational.ZERO);
    expect(sum.toString()).toBe("1/1");
  });
  it("fromWeights merges repeats, drops zero weights and keeps named outcomes in first-seen order", () => {
    const d = Distribution.fromWeights([["b", 1n], ["a", 0n], ["c", 2n], ["b", 1n]] as const);
    expect(d.outcomes).toEqual(["b", "c"]);
    expect(d.probability("b").toString()).toBe("1/2");
    expect(() => Distribution.fromWeights([["x", -1n]])).toThrow(RangeError);
    expect(() => Distribution.fromWeights([["x", 0n]])).toThrow(RangeError);
  });
  it("map of d6 parity gives odd 1/2", () => {
    expect(d6.map((x) => (x % 2 ? "odd" : "even")).probability("odd").toString()).toBe("1/2");
  });
  it("mixture 1/4·certain(1) + 3/4·d6 gives 1 with 1/4 + 3/24 = 3/8", () => {
    const mix = Distribution.mixture([[Distribution.certain(1), Rational.of(1, 4)], [d6, Rational.of(3, 4)]]);
    expect(mix.probability(1).toString()).toBe("3/8");
    expect(mix.probability(6).toString()).toBe("1/8");
  });
  it("where conditions: d6 given > 4 is 5 or 6 at 1/2 each; an impossible condition throws", () => {
    const high = d6.where((x) => x > 4);
    expect(high.probability(5).toString()).toBe("1/2");
    expect(() => d6.where((x) => x > 6)).toThrow(RangeError);
  });
  it("probabilityAtLeast(5) of d6 is 1/3, mean is 7/2, shift(+2) moves the support", () => {
    expect(d6.probabilityAtLeast(5).toString()).toBe("1/3");
    expect(d6.mean().toString()).toBe("7/2");
    expect(d6.shift(2).outcomes).toEqual([3, 4, 5, 6, 7, 8]);
  });
  it("fromAscending([2, 3], [1n, 3n]) is fromWeights' distribution; outcomes out of order, a zero weight or unequal lengths are refused", () => {
    const fast = Distribution.fromAscending([2, 3], [1n, 3n]);
    const slow = Distribution.fromWeights([[3, 3n], [2, 1n]]);
    expect([fast.outcomes, fast.weights, fast.total]).toEqual([slow.outcomes, slow.weights, slow.total]);
    expect(fast.probability(3).toString()).toBe("3/4");
    expect(() => Distribution.fromAscending([3, 2], [1n, 1n])).toThrow("Distribution.fromAscending: outcome 2 (weight 1) is not above 3 with a positive weight");
    expect(() => Distribution.fromAscending([2, 3], [1n, 0n])).toThrow(RangeError);
    expect(() => Distribution.fromAscending([2], [1n, 1n])).toThrow("Distribution.fromAscending: 1 outcomes and 2 weights");
  });
  it("reduced divides weights by their gcd", () => {
    const d = Distribution.fromWeights([[1, 4n], [2, 6n]]).reduced();
    expect(d.total).toBe(5n);
    expect(d.weights).toEqual([2n, 3n]);
  });
  it("is immutable: its arrays are frozen", () => {
    expect(Object.isFrozen(d6.outcomes)).toBe(true);
    expect(Object.isFrozen(d6.weights)).toBe(true);
  });
  it("toFloats gives the float view", () => {
    expect(Distribution.uniform(["a", "b", "b", "b"]).toFloats()).toEqual([
      { outcome: "a", probability: 0.25 },
      { outcome: "b", probability: 0.75 },
    ]);
  });

  it("add convolves in arrays (a fair die by its sliding window, gaps and unequal weights by products) exactly as the general combine does", () => {
    const cases: Array<[Distribution<number>, Distribution<number>]> = [
      [Distribution.uniform([1, 2, 3, 4, 5, 6]), Distribution.uniform([1, 2, 3, 4, 5, 6])],
      [Distribution.fromWeights([[-2, 3n], [0, 1n], [5, 7n]]), Distribution.uniform([1, 2, 3])],
      [Distribution.fromWeights([[1, 2n], [2, 5n], [4, 1n]]), Distribution.fromWeights([[0, 1n], [3, 2n]])],
      [Distribution.uniform([0, 1000]), Distribution.uniform([1, 2])],
      [Distribution.uniform([0.5, 1.5]), Distribution.uniform([1, 2])],
    ];
    for (const [left, right] of cases) {
      const general = left.combine(right, (x, y) => x + y);
      for (const sum of [left.add(right), right.add(left)]) {
        expect(sum.entries()).toEqual(general.entries());
        expect(sum.total).toBe(general.total);
      }
    }
    // 3d6 by hand: 10 has 27 of 216 rolls.
    const threeD6 = Distribution.uniform([1, 2, 3, 4, 5, 6]).add(Distribution.uniform([1, 2, 3, 4, 5, 6])).add(Distribution.uniform([1, 2, 3, 4, 5, 6]));
    expect(threeD6.probability(10).toString()).toBe("1/8");
  });
});

describe("weightAt and outcomeAt", () => {
  const d = Distribution.fromWeights([[3, 2n], [1, 5n]]);
  it("read the outcomes in display order (numbers ascending) and their weights", () => {
    expect([d.outcomeAt(0), d.weightAt(0), d.outcomeAt(1), d.weightAt(1)]).toEqual([1, 5n, 3, 2n]);
  });
  it("refuse an index outside the outcomes, naming it", () => {
    expect(() => d.weightAt(2)).toThrow("Distribution: no outcome at index 2 of 2");
    expect(() => d.outcomeAt(-1)).toThrow("Distribution: no outcome at index -1 of 2");
  });
});
