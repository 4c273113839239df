import { expect } from "vitest";
import { ashCampaignAnalysis, campaignOf } from "../../src/analyses/ash/campaign.js";
import { campaignFigures, solveCampaign } from "../../src/models/ash/campaign.js";
import { CAMPAIGN_EVENTS, campaignDistributionGroup, campaignGroup, campaignQuantity } from "../../src/models/ash/sample/campaign.js";
import { expectMeanNearExact, expectNearExact, simulateRaw } from "./sampling.js";

/**
 * Simulates an Ash campaign from raw options and expects every step's P(Shock), P(injury so far),
 * P(exit so far), E[Strain], E[Wounds] and the Strain and Wounds distributions within 4 SE of the exact chain.
 */
export async function expectNearChain(raw: Record<string, unknown>, trials: number, seed = 1) {
  const run = await simulateRaw(ashCampaignAnalysis, raw, trials, seed);
  const chain = solveCampaign(campaignOf(run.params)).map(campaignFigures);
  chain.forEach((figures, step) => {
    const exact = { shock: figures.pShock, injury: figures.pInjury, exit: figures.pExit };
    for (const event of CAMPAIGN_EVENTS) {
      const p = exact[event].toNumber();
      expectNearExact(run.estimates, campaignGroup(event, step), [{ outcome: "yes", probability: p }, { outcome: "no", probability: 1 - p }]);
    }
    expectMeanNearExact(run.estimates, campaignQuantity("strain", step), figures.expectedStrain.toNumber());
    expectMeanNearExact(run.estimates, campaignQuantity("wounds", step), figures.expectedWounds.toNumber());
    for (const measure of ["strain", "wounds"] as const) {
      // The tally's values run to the most a campaign can reach; the chain's values past its own are 0.
      const group = campaignDistributionGroup(measure, step);
      const exact = Object.keys(run.estimates.groups[group]!).map((value) => ({ outcome: value, probability: figures[measure].probability(Number(value)).toNumber() }));
      expect(figures[measure].outcomes.every((value) => value < exact.length)).toBe(true);
      expectNearExact(run.estimates, group, exact);
    }
  });
  return run;
}
