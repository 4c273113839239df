import { describe, expect, it } from "vitest";
import { campaignResult, exactCampaignMeasures, simulatedCampaignMeasures, WOUND_BANDS, woundBandRows } from "../../../src/analyses/ash/campaign-result.js";
import { summarizeCampaign } from "../../../src/models/ash/campaign-figures.js";
import { campaignOf, ashCampaignAnalysis } from "../../../src/analyses/ash/campaign.js";
import { paramsOf, simulateRaw } from "../../support/sampling.js";

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

describe("woundBandRows: the Wounds chart's bars in the rulebook's bands (docs/rules.md 4.4)", () => {
  it("names five bands, worst first, from the Shock (3) and injury (5) thresholds", () => {
    expect(WOUND_BANDS.map((band) => band.label)).toEqual(["6 or more", "5: injured", "3–4: Shock", "1–2", "none"]);
  });
  it("sums each step's Wounds values into their bands, in band order, leaving out bands no value reached", () => {
    const share = (step: number, value: number, p: number) => ({ step, value, share: { kind: "exact" as const, value: p } });
    const rows = woundBandRows([share(0, 0, 1), share(1, 0, 0.5), share(1, 2, 0.125), share(1, 1, 0.125), share(1, 4, 0.0625), share(1, 3, 0.0625), share(1, 5, 0.0625), share(1, 9, 0.03125), share(1, 6, 0.03125)]);
    expect(rows).toEqual([
      { step: 0, wounds: "none", probability: 1 },
      { step: 1, wounds: "6 or more", probability: 0.0625 },
      { step: 1, wounds: "5: injured", probability: 0.0625 },
      { step: 1, wounds: "3–4: Shock", probability: 0.125 },
      { step: 1, wounds: "1–2", probability: 0.25 },
      { step: 1, wounds: "none", probability: 0.5 },
    ]);
  });
  it("draws the exact chain's bars as those bands: every step's bars sum to 1, colours on the worst-to-best ramp", () => {
    const chart = campaignResult(exactCampaignMeasures(campaignOf(paramsOf(ashCampaignAnalysis, { checks: 10 })))).charts[2]!;
    expect([chart.color?.order, chart.color?.scheme]).toEqual([WOUND_BANDS.map((band) => band.label), "redblue"]);
    const steps = new Map<number, number>();
    for (const row of chart.data) steps.set(Number(row.step), (steps.get(Number(row.step)) ?? 0) + Number(row.probability));
    expect([...steps.values()].every((total) => Math.abs(total - 1) < 1e-9)).toBe(true);
  });
});
