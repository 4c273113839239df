import { describe, expect, it } from "vitest";
import { pickByTarget, pickRuleOf, pickRuleProblems, pickSentence } from "../../src/framework/pick-target.js";

// Kingstone, bonus 3, reroll one-die, DCs 10..13 (test/analyses/kingstone/pick-dc.test.ts works them by hand).
const REROLL = [0.8, 49 / 72, 113 / 216, 77 / 216];

describe("pickByTarget", () => {
  it("closest, at-least and at-most on a falling curve: 60% between 68.1% and 52.3%", () => {
    expect(pickByTarget(REROLL, 0.6, "closest")).toBe(2);
    expect(pickByTarget(REROLL, 0.6, "at-least")).toBe(1);
    expect(pickByTarget(REROLL, 0.6, "at-most")).toBe(2);
  });
  it("a chance equal to the target meets both at-least and at-most, and is the closest", () => {
    const chances = [1, 0.75, 0.5, 0.25, 0];
    expect(pickByTarget(chances, 0.5, "at-least")).toBe(2);
    expect(pickByTarget(chances, 0.5, "at-most")).toBe(2);
    expect(pickByTarget(chances, 0.5, "closest")).toBe(2);
    // 7/12 as a float meets "at least 7/12" written as a float the other way.
    expect(pickByTarget([1, 7 / 12, 5 / 12], 0.5833333333333334, "at-least")).toBe(1);
  });
  it("a tie in distance goes to the easier candidate (closest)", () => {
    expect(pickByTarget([1, 0.75, 0.5, 0.25], 0.625, "closest")).toBe(1);
    expect(pickByTarget([0.7, 0.5, 0.3], 0.4, "closest")).toBe(1);
  });
  it("a plateau of equal chances: at-least takes its hardest, at-most and closest its easiest", () => {
    const chances = [1, 0.9, 0.9, 0.9, 0.4];
    expect(pickByTarget(chances, 0.85, "at-least")).toBe(3);
    expect(pickByTarget(chances, 0.95, "at-most")).toBe(1);
    expect(pickByTarget(chances, 0.9, "closest")).toBe(1);
  });
  it("no candidate reaches the target: at-least is undefined, at-most takes the first", () => {
    expect(pickByTarget([0.4, 0.3, 0.1], 0.5, "at-least")).toBeUndefined();
    expect(pickByTarget([0.4, 0.3, 0.1], 0.5, "at-most")).toBe(0);
    expect(pickByTarget([0.4, 0.3, 0.1], 0.5, "closest")).toBe(0);
  });
  it("every candidate above the target: at-most is undefined, at-least takes the last", () => {
    expect(pickByTarget([0.9, 0.8, 0.7], 0.5, "at-most")).toBeUndefined();
    expect(pickByTarget([0.9, 0.8, 0.7], 0.5, "at-least")).toBe(2);
  });
  it("targets 0 and 1 at the ends of a curve from 1 to 0", () => {
    const chances = [1, 0.5, 0];
    expect(pickByTarget(chances, 1, "at-least")).toBe(0);
    expect(pickByTarget(chances, 0, "at-most")).toBe(2);
    expect(pickByTarget(chances, 0, "at-least")).toBe(2);
    expect(pickByTarget(chances, 1, "at-most")).toBe(0);
  });
  it("a curve that is not monotonic: positions, not values, decide hardest and easiest", () => {
    const chances = [0.9, 0.3, 0.7, 0.2];
    expect(pickByTarget(chances, 0.6, "at-least")).toBe(2);
    expect(pickByTarget(chances, 0.6, "at-most")).toBe(1);
  });
  it("one candidate; none refused", () => {
    expect(pickByTarget([0.5], 0.9, "closest")).toBe(0);
    expect(() => pickByTarget([], 0.5, "closest")).toThrow(RangeError);
  });
  it("agrees with a brute-force reading of each rule on random curves", () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let trial = 0; trial < 300; trial++) {
      const chances = Array.from({ length: 1 + Math.floor(next() * 8) }, () => Math.round(next() * 10) / 10);
      const target = Math.round(next() * 10) / 10;
      const meets = chances.map((c, i) => [c, i] as const);
      const atLeast = meets.filter(([c]) => c >= target).map(([, i]) => i);
      const atMost = meets.filter(([c]) => c <= target).map(([, i]) => i);
      const distance = Math.min(...chances.map((c) => Math.abs(c - target)));
      expect(pickByTarget(chances, target, "at-least")).toBe(atLeast.length ? Math.max(...atLeast) : undefined);
      expect(pickByTarget(chances, target, "at-most")).toBe(atMost.length ? Math.min(...atMost) : undefined);
      expect(pickByTarget(chances, target, "closest")).toBe(chances.findIndex((c) => Math.abs(Math.abs(c - target) - distance) < 1e-12));
    }
  });
});

describe("pick rule flags", () => {
  it("neither is closest; one is its rule; both are refused with the flags named", () => {
    expect(pickRuleOf({ atLeast: false, atMost: false })).toBe("closest");
    expect(pickRuleOf({ atLeast: true, atMost: false })).toBe("at-least");
    expect(pickRuleProblems({ atLeast: false, atMost: true })).toEqual([]);
    expect(pickRuleProblems({ atLeast: true, atMost: true })).toEqual(["give --at-least or --at-most, not both"]);
    expect(() => pickRuleOf({ atLeast: true, atMost: true })).toThrow("give --at-least or --at-most, not both");
  });
});

describe("pickSentence", () => {
  const words = { thing: "DC", chance: "P(success)" };
  const labels = ["10", "11", "12", "13"];
  it("says the pick of each rule", () => {
    expect(pickSentence(words, labels, REROLL, 0.6, "closest", 2)).toBe("DC 12 gives P(success) 52.3%, the closest to 60.0%");
    expect(pickSentence(words, labels, REROLL, 0.6, "at-least", 1)).toBe("DC 11 is the hardest with P(success) at least 60.0%: 68.1%");
    expect(pickSentence(words, labels, REROLL, 0.6, "at-most", 2)).toBe("DC 12 is the easiest with P(success) at most 60.0%: 52.3%");
  });
  it("says plainly that no candidate meets the target, with the nearest miss", () => {
    expect(pickSentence(words, labels, REROLL, 0.9, "at-least", undefined)).toBe("No DC from 10 to 13 gives P(success) of at least 90.0%: the nearest, DC 10, gives 80.0%");
    expect(pickSentence(words, labels, REROLL, 0.1, "at-most", undefined)).toBe("No DC from 10 to 13 gives P(success) of at most 10.0%: the nearest, DC 13, gives 35.6%");
  });
});
