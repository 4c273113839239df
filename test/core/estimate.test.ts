import { describe, expect, it } from "vitest";
import { addQuantities, addQuantity, estimatedSummary, estimatesOf, meanEstimate, proportionEstimate, tallyOffsets, tallySlots, widestHalfWidth, Z95, type TallyLayout } from "../../src/core/estimate.js";

const LAYOUT: TallyLayout = {
  groups: [
    { name: "outcome", categories: ["hit", "miss"] },
    { name: "round", categories: ["1", "2", "3"] },
  ],
  quantities: ["damage", "rounds"],
};

describe("tallyOffsets and tallySlots", () => {
  it("lay the groups out first, in order, then each quantity's sum and sum of squares", () => {
    expect(tallyOffsets(LAYOUT)).toEqual({ groups: [0, 2], quantities: [5, 7], size: 9 });
    expect(tallyOffsets({ groups: [{ name: "outcome", categories: ["hit", "miss"] }], quantities: ["damage"] })).toEqual({ groups: [0], quantities: [2], size: 4 });
    expect(tallyOffsets({ groups: [] })).toEqual({ groups: [], quantities: [], size: 0 });
  });
  it("name the same counters: round 3 is counter 4, damage's sum is 5, rounds' sum is 7", () => {
    const slots = tallySlots(LAYOUT);
    expect(slots.size).toBe(9);
    expect([slots.category("outcome", "hit"), slots.category("outcome", "miss"), slots.category("round", "3")]).toEqual([0, 1, 4]);
    expect([slots.groupStart("outcome"), slots.groupStart("round")]).toEqual([0, 2]);
    expect([slots.quantity("damage"), slots.quantity("rounds")]).toEqual([5, 7]);
  });
  it("throw naming what the layout lacks", () => {
    const slots = tallySlots(LAYOUT);
    expect(() => slots.category("fight", "hit")).toThrow('the tally has no group "fight" (groups: outcome, round)');
    expect(() => slots.category("round", "4")).toThrow('the tally group round has no category "4"');
    expect(() => slots.groupStart("fight")).toThrow('the tally has no group "fight"');
    expect(() => slots.quantity("gold")).toThrow('the tally has no quantity "gold"');
  });
});

describe("proportionEstimate: the Wilson score 95% interval", () => {
  it("50 of 100: centre 1/2, half-width z·√(1/400 + z²/40000)/(1 + z²/100) = 0.09617, so 0.40383–0.59617", () => {
    const e = proportionEstimate(50, 100);
    const halfWidth = (Z95 * Math.sqrt(0.25 / 100 + (Z95 * Z95) / 40000)) / (1 + (Z95 * Z95) / 100);
    expect(halfWidth).toBeCloseTo(0.09617, 5);
    expect(e).toMatchObject({ count: 50, total: 100, probability: 0.5 });
    expect(e.low).toBeCloseTo(0.5 - halfWidth, 14);
    expect(e.high).toBeCloseTo(0.5 + halfWidth, 14);
    expect(Math.round(e.low * 1e4) / 1e4).toBe(0.4038);
  });
  it("0 of 10: from exactly 0 to z²/(n + z²) = 0.27753; 10 of 10 mirrors it", () => {
    const none = proportionEstimate(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo((Z95 * Z95) / (10 + Z95 * Z95), 14);
    expect(none.high).toBeCloseTo(0.27753, 5);
    const all = proportionEstimate(10, 10);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(1 - none.high, 14);
  });
  it("a group no trial reached has no estimate: NaN in an interval of 0..1", () => {
    const e = proportionEstimate(0, 0);
    expect(Number.isNaN(e.probability)).toBe(true);
    expect([e.low, e.high]).toEqual([0, 1]);
  });
  it("Z95 is the two-sided 95% normal quantile", () => {
    expect(Z95).toBeCloseTo(1.96, 2);
  });
});

describe("meanEstimate", () => {
  it("the values 1, 2, 3, 4: mean 5/2, sample variance 5/3, interval 5/2 ± z·√(5/12)", () => {
    const e = meanEstimate(10, 30, 4);
    expect(e.mean).toBe(2.5);
    expect(e.standardError).toBeCloseTo(Math.sqrt(5 / 12), 14);
    expect(e.low).toBeCloseTo(2.5 - Z95 * Math.sqrt(5 / 12), 14);
    expect(e.high).toBeCloseTo(2.5 + Z95 * Math.sqrt(5 / 12), 14);
  });
  it("one trial has no spread; no trials, no estimate", () => {
    expect(meanEstimate(3, 9, 1)).toEqual({ mean: 3, low: 3, high: 3, standardError: 0 });
    expect(Object.values(meanEstimate(0, 0, 0)).every(Number.isNaN)).toBe(true);
  });
});

describe("estimatesOf", () => {
  it("estimates each group over its own total and each quantity over all trials", () => {
    // 4 trials: 3 hits, 1 miss; the round group reached by the 3 hits only; damage 2, 2, 4, 0; rounds 1 each.
    const tally = Float64Array.of(3, 1, 1, 1, 1, 8, 24, 4, 4);
    const estimates = estimatesOf(LAYOUT, tally, 4);
    expect(estimates.trials).toBe(4);
    expect(estimates.tally).toBe(tally);
    expect(estimates.groups.outcome!.hit).toEqual(proportionEstimate(3, 4));
    expect(estimates.groups.round!["2"]).toEqual(proportionEstimate(1, 3));
    expect(estimates.quantities.damage).toEqual(meanEstimate(8, 24, 4));
    expect(estimates.quantities.rounds).toMatchObject({ mean: 1, standardError: 0 });
  });
  it("widestHalfWidth is the widest category's half-width over every group", () => {
    const estimates = estimatesOf(LAYOUT, Float64Array.of(3, 1, 1, 1, 1, 8, 24, 4, 4), 4);
    const third = proportionEstimate(1, 3);
    expect(widestHalfWidth(estimates)).toBeCloseTo((third.high - third.low) / 2, 15);
  });
});

describe("estimatedSummary and addQuantity", () => {
  it("estimatedSummary gives each figure's value with <name>Low and <name>High", () => {
    const hit = proportionEstimate(1, 2);
    const damage = meanEstimate(10, 30, 4);
    expect(estimatedSummary({ pHit: hit, meanDamage: damage })).toEqual({
      pHit: 0.5,
      pHitLow: hit.low,
      pHitHigh: hit.high,
      meanDamage: 2.5,
      meanDamageLow: damage.low,
      meanDamageHigh: damage.high,
    });
  });
  it("addQuantity adds the value at `at` and its square at `at + 1`", () => {
    const tally = new Float64Array(3);
    addQuantity(tally, 1, 3);
    addQuantity(tally, 1, -2);
    expect(Array.from(tally)).toEqual([0, 1, 13]);
  });
  it("addQuantities(tally, 0, −2, 3) adds what three addQuantity(tally, 0, −2) add: −6 and 12", () => {
    const counted = new Float64Array(2);
    addQuantities(counted, 0, -2, 3);
    const oneByOne = new Float64Array(2);
    for (let i = 0; i < 3; i++) addQuantity(oneByOne, 0, -2);
    expect(Array.from(counted)).toEqual([-6, 12]);
    expect(Array.from(counted)).toEqual(Array.from(oneByOne));
  });
});
