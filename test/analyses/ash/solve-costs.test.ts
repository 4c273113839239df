import { describe, expect, it } from "vitest";
import { repeatedCampaign, solveCampaign } from "../../../src/models/ash/campaign.js";
import { campaignSeconds, campaignShape, checkSeconds, tableSeconds } from "../../../src/analyses/ash/solve-costs.js";

// The cost models estimate the solvers' work from their parameters; tests check the estimated shape against
// the solved chain and the estimates' growth, never a time (bench/exact-costs.ts times them).
const campaign = (checks: number, restEvery = 0) =>
  repeatedCampaign({ checks, opposing: 2, trait: 2, restEvery, rest: "half", evocation: false, startHand: 5, handPolicy: "all", decks: "separate" });

describe("campaignShape", () => {
  it.each([10, 30])("%i checks: the Wounds values as the solved chain holds them, the Strain values within 10%, the total's bits within 25%", (checks) => {
    const solved = solveCampaign(campaign(checks));
    const shape = campaignShape(campaign(checks));
    const last = solved.at(-1)!;
    const values = (pick: (state: (typeof last.states)[number][0]) => number) => new Set(solved.flatMap((step) => step.states.map(([state]) => pick(state)))).size;
    expect(shape.woundValues.at(-1)).toBe(values((state) => state.wounds));
    expect(Math.abs((shape.strainMax + 1) / values((state) => state.strain) - 1)).toBeLessThan(0.1);
    expect(Math.abs(shape.bits.at(-1)! / last.total.toString(2).length - 1)).toBeLessThan(0.25);
  });
});

describe("the Ash cost estimates", () => {
  it("a campaign's cost grows faster than its checks (its fractions grow with them), and rests make it cheaper", () => {
    const [twenty, forty, hundred] = [20, 40, 100].map((checks) => campaignSeconds(campaign(checks)));
    expect(forty! / twenty!).toBeGreaterThan(2);
    expect(hundred! / forty!).toBeGreaterThan(2.5 ** 2);
    expect(campaignSeconds(campaign(100, 4))).toBeLessThan(hundred!);
  });
  it("a table's cost grows with its cells and the hand size; the optimal check with the hand", () => {
    expect(tableSeconds([0, 1, 2], [0, 1, 2], [0], 5, "separate")).toBeGreaterThan(tableSeconds([0, 1], [0, 1, 2], [0], 5, "separate"));
    expect(tableSeconds([0, 1, 2], [0, 1, 2], [0], 10, "separate")).toBeGreaterThan(tableSeconds([0, 1, 2], [0, 1, 2], [0], 5, "separate"));
    // One deck for both sides: the joint draw costs far more as the draws grow (532 s measured for this grid).
    const grid = [Array.from({ length: 11 }, (_, t) => t), Array.from({ length: 21 }, (_, o) => o), Array.from({ length: 11 }, (_, s) => s)] as const;
    expect(tableSeconds(...grid, 5, "shared")).toBeGreaterThan(10 * tableSeconds(...grid, 5, "separate"));
    expect(checkSeconds("optimal", 10)).toBeGreaterThan(checkSeconds("optimal", 5));
    expect(checkSeconds("optimal", 10)).toBeLessThan(1);
  });
});
