import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { plainRollShare, repeatedRollSeconds, rollCost, rollSeconds } from "../../../src/analyses/kingstone/roll-cost.js";
import { diceResultRange } from "../../../src/models/kingstone/roll.js";

// The cost model counts operations from the dice (issue 23 §4, §6: never a timing): its figures follow from
// its constants, worked here by hand.
describe("rollSeconds (analyses/kingstone/roll-cost.ts)", () => {
  it("2d6: 0.002 s fixed + 5e-9 × 11 results × (2·log2 6)² bits² ≈ 0.0020074 s", () => {
    expect(rollSeconds({ dice: "2d6", reroll: "none" })).toBeCloseTo(0.002 + 5e-9 * 11 * (2 * Math.log2(6)) ** 2, 12);
  });
  it("20d100: 1,981 results of a 132.9-bit total, about 0.177 s (measured 0.17–0.21 s in process)", () => {
    expect(rollSeconds({ dice: "20d100", reroll: "none" })).toBeCloseTo(0.002 + 5e-9 * 1981 * (20 * Math.log2(100)) ** 2, 12);
  });
  it("a keep term adds its state machine: 20d100kh10 adds 2e-8 × 100² × 20² × 10 = 0.8 s", () => {
    const plain = 0.002 + 5e-9 * 991 * (20 * Math.log2(100)) ** 2;
    expect(rollSeconds({ dice: "20d100kh10", reroll: "none" })).toBeCloseTo(plain + 0.8, 12);
  });
  it("a one-die reroll adds its policy: 2d100 has C(101, 2) = 5,050 unordered rolls × 2 dice × 100 faces × 8e-7 s = 0.808 s", () => {
    const plain = rollSeconds({ dice: "2d100", reroll: "none" });
    expect(rollSeconds({ dice: "2d100", reroll: "one-die" }) - plain).toBeCloseTo(0.808, 12);
    expect(rollSeconds({ dice: "2d100", reroll: "whole-if-failed" })).toBe(plain);
  });
  it("kingstone check and spell state it as their exact cost, naming the dice", () => {
    for (const name of ["check", "spell"]) {
      const prepared = findAnalysis("kingstone", name)!.prepare({ dice: "20d100", bonus: "-10", ...(name === "check" ? { dc: "40" } : {}) });
      expect(prepared.ok).toBe(true);
      if (!prepared.ok) continue;
      expect(prepared.value.exactCost()).toMatchObject({ seconds: rollSeconds({ dice: "20d100", reroll: "none" }), what: "one roll of 20d100 against one DC" });
    }
  });
});

// A table or a pick solves the same dice many times: the plain roll once (cached, its keep term included),
// then per solve 1e-6 s per result read and, under a one-die reroll, 3e-7 s per (unordered roll × die × face).
describe("repeatedRollSeconds and the Kingstone table and pick-dc costs (analyses/kingstone/roll-cost.ts)", () => {
  // 3d20: 58 results of a 3·log2 20 = 12.97-bit total; its one-die policy C(22, 3) = 1,540 rolls × 3 dice × 20 faces.
  const plain3d20 = 0.002 + 5e-9 * 58 * (3 * Math.log2(20)) ** 2;
  const solve3d20 = 1e-6 * 58 + 3e-7 * 1540 * 3 * 20;
  it("3d20 one-die, 130 solves: 0.0020488 + 130 × 0.027778 ≈ 3.613 s (the default table; measured 2.5 CPU-s in process)", () => {
    expect(plain3d20 + 130 * solve3d20).toBeCloseTo(3.61319, 5);
    expect(repeatedRollSeconds({ dice: "3d20", reroll: "one-die" }, 130)).toBeCloseTo(plain3d20 + 130 * solve3d20, 12);
  });
  it("20d100kh10 without a one-die reroll: the 0.889 s keep roll once, then 991 results × 1e-6 s per solve", () => {
    const plain = 0.002 + 0.8 + 5e-9 * 991 * (20 * Math.log2(100)) ** 2;
    expect(plain).toBeCloseTo(0.889487, 6);
    for (const reroll of ["none", "whole-if-failed"] as const) expect(repeatedRollSeconds({ dice: "20d100kh10", reroll }, 130)).toBeCloseTo(plain + 130 * 991e-6, 12);
  });
  it("kingstone table states one solve per cell and one per DC: the default 9 × 13 grid of 20d100kh10 is 117 + 13 solves, about 1.02 s, not a flat 0.02 s", () => {
    const plain = 0.002 + 0.8 + 5e-9 * 991 * (20 * Math.log2(100)) ** 2;
    const prepared = findAnalysis("kingstone", "table")!.prepare({ dice: "20d100kh10" });
    expect(prepared.ok && prepared.value.exactCost()).toMatchObject({ what: "117 cells and 13 degree columns of 20d100kh10" });
    expect(prepared.ok && prepared.value.exactCost()!.seconds).toBeCloseTo(plain + 130 * 991e-6, 12);
    const reroll = findAnalysis("kingstone", "table")!.prepare({ dice: "3d20", reroll: "one-die", bonus: "0,1", dc: "10" });
    expect(reroll.ok && reroll.value.exactCost()!.seconds).toBeCloseTo(plain3d20 + 3 * solve3d20, 12);
  });
  it("kingstone pick-dc states one check per candidate DC: 3d20 + 0 can total 3..60, so DCs 3..40, 38 solves ≈ 1.058 s (measured 1.2 CPU-s in process)", () => {
    expect(diceResultRange("3d20")).toEqual({ lowest: 3, highest: 60 });
    expect(diceResultRange("20d100kh10-5")).toEqual({ lowest: 5, highest: 995 });
    const prepared = findAnalysis("kingstone", "pick-dc")!.prepare({ dice: "3d20", reroll: "one-die", bonus: "0", target: "0.5" });
    expect(prepared.ok && prepared.value.exactCost()).toMatchObject({ what: "38 candidate DCs of 3d20" });
    expect(prepared.ok && prepared.value.exactCost()!.seconds).toBeCloseTo(plain3d20 + 38 * solve3d20, 12);
    expect(plain3d20 + 38 * solve3d20).toBeCloseTo(1.05761, 5);
  });
  it("kingstone side states its four 2d6 side rolls, each a plain roll of --dice: 20d100kh10 is 4 × 0.889 ≈ 3.56 s, not a flat 0.01 s", () => {
    const plain = 0.002 + 0.8 + 5e-9 * 991 * (20 * Math.log2(100)) ** 2;
    const prepared = findAnalysis("kingstone", "side")!.prepare({ dice: "20d100kh10" });
    expect(prepared.ok && prepared.value.exactCost()).toMatchObject({ what: "4 side rolls of 20d100kh10" });
    expect(prepared.ok && prepared.value.exactCost()!.seconds).toBeCloseTo(4 * plain, 12);
  });
});

describe("rollCost (analyses/kingstone/roll-cost.ts)", () => {
  it("states the seconds given, the plain roll shared, what is solved, and the smaller runs after the analysis's own", () => {
    expect(rollCost("3d20", 1.5, "38 candidate DCs of 3d20")).toEqual({ seconds: 1.5, shared: plainRollShare("3d20"), what: "38 candidate DCs of 3d20", smaller: "fewer dice or faces, no keep term, or no one-die reroll" });
    expect(rollCost("2d6", 0.01, "w", "fewer --bonus or --dc values, ").smaller).toBe("fewer --bonus or --dc values, fewer dice or faces, no keep term, or no one-die reroll");
  });
  it("kingstone check and spell state one roll of their dice through it, with the table's and pick-dc's smaller runs", () => {
    for (const [name, raw] of [["check", { dice: "20d100kh10", bonus: "0", dc: "10" }], ["spell", { dice: "20d100kh10", bonus: "0" }]] as const) {
      const prepared = findAnalysis("kingstone", name)!.prepare(raw);
      expect(prepared.ok && prepared.value.exactCost()).toEqual(rollCost("20d100kh10", rollSeconds({ dice: "20d100kh10", reroll: "none" }), "one roll of 20d100kh10 against one DC"));
    }
    const table = findAnalysis("kingstone", "table")!.prepare({ dice: "2d6" });
    expect(table.ok && table.value.exactCost()!.smaller).toBe("fewer --bonus or --dc values, fewer dice or faces, no keep term, or no one-die reroll");
  });
});
