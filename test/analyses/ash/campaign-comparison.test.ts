import { describe, expect, it } from "vitest";
import { comparedCampaignResult } from "../../../src/analyses/ash/campaign-comparison.js";
import { campaignOf, ashCampaignAnalysis } from "../../../src/analyses/ash/campaign.js";
import { simulateRaw } from "../../support/sampling.js";

describe("comparedCampaignResult: the simulation beside the exact chain", () => {
  it("3 checks with fresh hands: a row per step with simulated, interval, chain and difference; the summary's differenceIn… figures", async () => {
    const run = await simulateRaw(ashCampaignAnalysis, { checks: 3, hands: "markov" }, 4_000);
    const result = comparedCampaignResult(run.estimates, campaignOf(run.params), "markov");
    expect(result.rows.map((row) => row.label)).toEqual(["start", "check 1", "check 2", "check 3"]);
    expect(result.rows[0]).toMatchObject({ step: 0, pShock: 0, pShockChain: 0, pShockDifference: 0, expectedWounds: 0 });
    expect(Object.keys(result.summary).filter((key) => key.startsWith("differenceIn"))).toEqual([
      "differenceInPShock",
      "differenceInPInjury",
      "differenceInPExit",
      "differenceInExpectedStrain",
      "differenceInExpectedWounds",
    ]);
    expect(result.charts.map((chart) => chart.name)).toEqual(["", "load", "wounds"]);
    expect(result.table!.title).toBe("3 checks, trait 2 vs 2 opposing, no rest (simulated with fresh random hands (the chain's assumption), 4000 trials); each cell: simulated (simulated − exact chain)");
  });
});
