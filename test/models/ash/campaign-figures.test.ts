import { describe, expect, it } from "vitest";
import { campaignFigures, repeatedCampaign, solveCampaign, type Campaign } from "../../../src/models/ash/campaign.js";
import { campaignStepFigures, summarizeCampaign } from "../../../src/models/ash/campaign-figures.js";
import { campaignOfScenario, parseScenario } from "../../../src/analyses/ash/scenario.js";
import { type BruteStep } from "../../support/ash-brute.js";

function campaignOf(steps: readonly BruteStep[], start: { strain: number; wounds: number; hand: number }, handPolicy: "all" | "none"): Campaign {
  const file = parseScenario({
    start: { strain: start.strain, wounds: start.wounds, hand: start.hand },
    handPolicy,
    steps: steps.map((step) => ("check" in step ? { check: step.check } : { rest: step.rest, ...(step.heal ? { shockHealing: step.heal } : {}) })),
  });
  if (!file) throw new Error("bad test scenario");
  return campaignOfScenario(file);
}

const STEPS: BruteStep[] = [
  { check: { trait: 1, opposing: 1 } },
  { check: { trait: 2, opposing: 0, evocation: true } },
  { rest: "half" },
  { check: { trait: 1, opposing: 1 } },
  { rest: "full", heal: { trait: 1, opposing: 0 } },
];

describe("the campaign's figures without Euclid (issue 17): campaignStepFigures and summarizeCampaign equal campaignFigures", () => {
  it.each([
    ["12 checks, no rest", repeatedCampaign({ checks: 12, opposing: 2, trait: 2, restEvery: 0, rest: "half", evocation: false, startHand: 5, handPolicy: "all", decks: "separate" })],
    ["9 evocations, shared deck, a full rest every 3", repeatedCampaign({ checks: 9, opposing: 3, trait: 1, restEvery: 3, rest: "full", evocation: true, startHand: 7, handPolicy: "all", decks: "shared" })],
    ["the worked steps with a healing rest", campaignOf(STEPS, { strain: 1, wounds: 3, hand: 5 }, "all")],
  ])("%s: every figure of every step, as the same string and float", (_, campaign) => {
    const results = solveCampaign(campaign);
    const summaries = summarizeCampaign(campaign);
    results.forEach((result, i) => {
      const slow = campaignFigures(result);
      const fast = campaignStepFigures(result);
      for (const key of ["pShock", "pInjury", "pExit", "expectedStrain", "expectedWounds"] as const) {
        expect(fast[key].toString()).toBe(slow[key].toString());
        expect(summaries[i]![key].toString()).toBe(slow[key].toString());
      }
      for (const measure of ["strain", "wounds"] as const) {
        expect(fast[measure].outcomes).toEqual(slow[measure].outcomes);
        for (const value of [...slow[measure].outcomes, 999]) {
          expect(fast[measure].probability(value).toString()).toBe(slow[measure].probability(value).toString());
          expect(summaries[i]![measure].probability(value)).toBe(slow[measure].probability(value).toNumber());
        }
      }
      expect([summaries[i]!.step, summaries[i]!.label]).toEqual([result.step, result.label]);
    });
  });
});

