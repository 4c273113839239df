import { describe, expect, it } from "vitest";
import { campaignResult, exactCampaignMeasures, simulatedCampaignMeasures } from "../../../src/analyses/ash/campaign-result.js";
import { summarizeCampaign } from "../../../src/models/ash/campaign-figures.js";
import { campaignOf, ashCampaignAnalysis } from "../../../src/analyses/ash/campaign.js";
import { simulateRaw } from "../../support/sampling.js";

describe("campaignResult: one builder, the simulation beside the exact chain", () => {
  it("3 checks with fresh hands: a row per step with simulated, interval, chain and difference; the summary's differenceIn… figures", async () => {
    const run = await simulateRaw(ashCampaignAnalysis, { checks: 3, hands: "markov" }, 4_000);
    const result = campaignResult(simulatedCampaignMeasures(run.estimates, campaignOf(run.params), "markov"));
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
  it("exact and simulated are one shape: the simulation has the exact result's fields, plus intervals and the chain beside each figure", async () => {
    const run = await simulateRaw(ashCampaignAnalysis, { checks: 3, hands: "markov" }, 4_000);
    const campaign = campaignOf(run.params);
    const exact = campaignResult(exactCampaignMeasures(campaign));
    const simulated = campaignResult(simulatedCampaignMeasures(run.estimates, campaign, "markov"));
    const extra = /(Low|High|Chain|Difference)$/;
    const own = (keys: string[]) => keys.filter((key) => !extra.test(key) && !key.startsWith("differenceIn") && !["low", "high", "count", "chain", "difference"].includes(key));
    const fractions = (keys: string[]) => keys.filter((key) => !key.endsWith("Exact") && key !== "exact");
    expect(own(Object.keys(simulated.rows[0]!))).toEqual(fractions(Object.keys(exact.rows[0]!)));
    expect(own(Object.keys(simulated.summary))).toEqual(Object.keys(exact.summary));
    expect(simulated.outcomes.map((row) => own(Object.keys(row)))).toEqual(exact.outcomes.map((row) => fractions(Object.keys(row))));
    expect(Object.keys(simulated.summary).slice(0, 5)).toEqual(["pShock", "pShockLow", "pShockHigh", "pShockChain", "differenceInPShock"]);
    // The exact figures are the chain's own: the last step of summarizeCampaign, floats and reduced fractions.
    const last = summarizeCampaign(campaign).at(-1)!;
    expect(exact.summary).toEqual({ pShock: last.pShock.toNumber(), pInjury: last.pInjury.toNumber(), pExit: last.pExit.toNumber(), expectedStrain: last.expectedStrain.toNumber(), expectedWounds: last.expectedWounds.toNumber() });
    expect(exact.summaryExact).toEqual({ pShock: last.pShock.toString(), pInjury: last.pInjury.toString(), pExit: last.pExit.toString(), expectedStrain: last.expectedStrain.toString(), expectedWounds: last.expectedWounds.toString() });
    expect(exact.rows[0]).toMatchObject({ step: 0, label: "start", pShock: 0, pShockExact: "0/1", pExit: 0 });
    expect(exact.table!.title).toBe("3 checks, trait 2 vs 2 opposing, no rest (hands: random hand, policy all)");
    // Each simulated figure's chain is the exact figure, and the chain lies within a few intervals of the estimate.
    for (const key of ["pShock", "pInjury", "pExit", "expectedStrain", "expectedWounds"]) {
      expect(simulated.summary[`${key}Chain`]).toBe(exact.summary[key]);
      const width = simulated.summary[`${key}High`]! - simulated.summary[`${key}Low`]!;
      expect(Math.abs(simulated.summary[key]! - exact.summary[key]!)).toBeLessThanOrEqual(2 * width + 1e-12);
    }
  });
});
