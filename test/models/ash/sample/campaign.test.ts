import { describe, expect, it } from "vitest";
import { ashCampaignAnalysis } from "../../../../src/analyses/ash/campaign.js";
import { campaignGroup, sampleCampaign } from "../../../../src/models/ash/sample/campaign.js";
import { expectNearChain } from "../../../support/ash-campaign-chain.js";
import { simulatedResultOf } from "../../../support/sampling.js";

const campaign = ashCampaignAnalysis;


describe("the Ash campaign sampler", () => {
  it.each([
    ["one check from a 5-card hand", { checks: 1, opposing: 3 }],
    ["one spades check from a 5-card hand", { checks: 1, opposing: 2, suit: "spades" }],
    ["one check from one shared deck, then a full rest", { scenario: { start: { wounds: 2, hand: 6 }, decks: "shared", steps: [{ check: { trait: 1, opposing: 4 } }, { rest: "full" }] } }],
  ])("--hands real before any card is reused is the chain itself: %s, within 4 standard errors", async (_, raw) => {
    await expectNearChain({ ...raw, hands: "real" }, 100_000);
  });

  it("a character who cannot fail (weapon ST 3 against no armor, nothing opposed) ends 10 checks with no Strain and no Wounds in every trial, real hands", async () => {
    const steps = [{ check: { trait: 0, opposing: 0, weapon: { strength: 3, role: "attacker" }, repeat: 10 } }];
    const { result } = await simulatedResultOf(campaign, { scenario: { steps }, hands: "real" }, 5_000);
    expect(result.summary.expectedStrain).toBe(0);
    expect(result.summary.expectedWounds).toBe(0);
    expect(result.outcomes.map((row) => row.count)).toEqual([0, 0, 0]);
  });

  it("a target hit by ST 10 with an empty hand is dismal every time: 2, 4, 6 Wounds, Strain 1, 2, 3, certain exit after the third check", async () => {
    const steps = [{ check: { trait: 0, opposing: 0, weapon: { strength: 10, role: "target" }, repeat: 3 } }];
    const { result } = await simulatedResultOf(campaign, { scenario: { start: { hand: 0 }, handPolicy: "none", steps }, hands: "real" }, 5_000);
    expect(result.rows.map((row) => [row.expectedWounds, row.expectedStrain, row.pShock, row.pExit])).toEqual([
      [0, 0, 0, 0],
      [2, 1, 0, 0],
      [4, 2, 1, 0],
      [6, 3, 1, 1],
    ]);
    expect(result.summary.differenceInPExit).toBe(0);
  });

  it("a long shared-deck campaign reshuffles its discard pile many times and still gives every step a result", async () => {
    const { run } = await simulatedResultOf(campaign, { checks: 40, decks: "shared", opposing: 6, trait: 3, restEvery: "2 full", hands: "real" }, 2_000);
    expect(run.estimates.groups[campaignGroup("exit", 59)]!.yes!.total).toBe(2_000);
  });
});

describe("the campaign sampler and policy optimal (issue 18)", () => {
  it("refuses it, naming the field (the exact chain solves it)", () => {
    expect(() => sampleCampaign({ title: "", start: { strain: 0, wounds: 0, hand: 5 }, handPolicy: "optimal", decks: "separate", steps: [] }, "markov")).toThrow(
      'handPolicy: expected all or none (a simulated campaign does not play the optimal policy: solve it exactly), received "optimal"',
    );
  });
});
