import { describe, expect, it } from "vitest";
import { die, explode, keepHighest, keepLowest, poolRolls, rerollOneDie, rerollWhole, sumDice } from "../../../src/core/dice/dice.js";
import type { Distribution } from "../../../src/core/distribution.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { asStrings, bruteReroll, bruteRoll, F, orderedRolls } from "../../support/brute-force.js";

function asStringsOf(d: Distribution<number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of d.outcomes) out[o] = d.probability(o).toString();
  return out;
}

describe("dice", () => {
  it("sumDice(2, 6) has 7 at 1/6 and P(2d6 ≥ 7) = 7/12", () => {
    expect(sumDice(2, 6).probability(7).toString()).toBe("1/6");
    expect(sumDice(2, 6).probabilityAtLeast(7).toString()).toBe("7/12");
  });
  it.each([
    [1, 6, 1],
    [2, 6, 1],
    [3, 6, 2],
    [4, 6, 3],
    [3, 8, 1],
    [4, 4, 2],
    [2, 8, 2],
  ])("keepHighest(%i, %i, %i) equals brute-force enumeration", (count, sides, keep) => {
    expect(asStringsOf(keepHighest(count, sides, keep))).toEqual(asStrings(bruteRoll(count, sides, keep)));
  });
  it("keepLowest(3, 6, 2) equals brute force over the two lowest faces", () => {
    const rolls = orderedRolls(3, 6);
    const counts = new Map<number, number>();
    for (const r of rolls) {
      const low = [...r].sort((a, b) => a - b).slice(0, 2).reduce((s, f) => s + f, 0);
      counts.set(low, (counts.get(low) ?? 0) + 1);
    }
    const expected: Record<string, string> = {};
    for (const [k, c] of [...counts].sort((a, b) => a[0] - b[0])) expected[k] = Rational.of(c, rolls.length).toString();
    expect(asStringsOf(keepLowest(3, 6, 2))).toEqual(expected);
  });
  it("3d6 keep-highest-2 shows 12 with probability 16/216 = 2/27 (worked by hand: two or three sixes)", () => {
    expect(keepHighest(3, 6, 2).probability(12).toString()).toBe("2/27");
  });
  it("d12 exploding into d8: 1..11 at 1/12, 13..20 at 1/96, never 12 (RULES.md 2.1)", () => {
    const roll = explode(die(12), 12, die(8));
    for (let v = 1; v <= 11; v++) expect(roll.probability(v).toString()).toBe("1/12");
    for (let v = 13; v <= 20; v++) expect(roll.probability(v).toString()).toBe("1/96");
    expect(roll.weightOf(12)).toBe(0n);
  });
  it("a chained explosion (depth 1): an 8 on the d8 adds another d8, so 20 is never rolled and 21..28 are 1/768", () => {
    const roll = explode(die(12), 12, die(8), 1);
    expect(roll.weightOf(20)).toBe(0n);
    expect(roll.probability(19).toString()).toBe("1/96");
    expect(roll.probability(21).toString()).toBe("1/768");
    expect(roll.probability(28).toString()).toBe("1/768");
  });
  it("poolRolls(3, 6) yields the 56 unordered rolls with weights totalling 216", () => {
    const rolls = [...poolRolls(3, 6)];
    expect(rolls.length).toBe(56);
    expect(rolls.reduce((s, r) => s + r.weight, 0n)).toBe(216n);
    expect(rolls.find((r) => r.faces.join() === "6,5,4")!.weight).toBe(6n);
  });
  it("rerollWhole of d6 for success at 4+ gives 3/4; rerollOneDie of d6 maximising the face gives mean 17/4", () => {
    const success = (r: number) => Rational.of(r >= 4 ? 1 : 0);
    expect(rerollWhole(die(6), { allowed: (r) => r < 4, value: success }).probabilityAtLeast(4).toString()).toBe("3/4");
    expect(rerollOneDie({ count: 1, sides: 6 }, { allowed: () => true, value: (r) => Rational.of(r) }).mean().toString()).toBe("17/4");
  });
  it.each([
    [2, 6, 2, 9],
    [2, 6, 2, 12],
    [3, 6, 3, 14],
    [3, 6, 2, 11],
    [2, 8, 2, 13],
  ])("rerollOneDie(%id%i keep %i, goal: reach %i) equals trying every die of every ordered roll", (count, sides, keep, need) => {
    const fast = rerollOneDie({ count, sides, keep }, { allowed: () => true, value: (r) => Rational.of(r >= need ? 1 : 0) });
    const brute = bruteReroll(count, sides, keep, "one-die", () => true, (r) => F(r >= need ? 1 : 0));
    expect(asStringsOf(fast)).toEqual(asStrings(brute));
  });
});
