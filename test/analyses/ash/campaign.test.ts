import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/framework/analysis.js";
import { ashCampaignAnalysis, campaignOf } from "../../../src/analyses/ash/campaign.js";
import { campaignFigures, solveCampaign } from "../../../src/models/ash/campaign.js";
import { campaignDistributionGroup } from "../../../src/models/ash/sample/campaign.js";
import { simulatedResultOf } from "../../support/sampling.js";

const campaign = ashCampaignAnalysis;

describe("the simulated Ash campaign", () => {
  it("the simulated JSON carries every step's Wounds and Strain distributions like the exact one, with intervals and the chain beside them", async () => {
    const raw = { checks: 4, opposing: 3, restEvery: "2 full", hands: "markov" };
    const { run, result } = await simulatedResultOf(campaign, raw, 20_000);
    const exact = campaign.run!(run.params);
    for (const measure of ["wounds", "strain"] as const) {
      const simulated = result.details![measure]!;
      // Every (step, value) of the exact details is in the simulated ones, with the exact probability as `chain`.
      for (const row of exact.details![measure]!) {
        const match = simulated.find((r) => r.step === row.step && r[measure] === row[measure]);
        expect(match, `${measure} ${row.step} ${row[measure]}`).toBeDefined();
        expect(match!.chain).toBeCloseTo(row.probability as number, 12);
        expect(match!.low as number).toBeLessThanOrEqual(match!.probability as number);
        expect(match!.high as number).toBeGreaterThanOrEqual(match!.probability as number);
      }
      for (let step = 0; step <= 5; step++) expect(simulated.filter((r) => r.step === step).reduce((sum, r) => sum + (r.probability as number), 0)).toBeCloseTo(1, 12);
    }
    // The CSV rows carry the distributions as columns, as the exact CSV does, with their intervals.
    const csv = result.rows[5]!;
    for (const column of Object.keys(exact.rows[5]!).filter((name) => /^p(Wounds|Strain)\d+$/.test(name))) {
      expect(csv[column], column).toBeTypeOf("number");
      expect(csv[`${column}Low`], column).toBeTypeOf("number");
      expect(csv[`${column}High`], column).toBeTypeOf("number");
    }
  });

  it("its validation case compares the last step's Wounds with the chain's, through validationTarget", () => {
    const raw = campaign.sampler!.validation![0]!;
    const validated = validateRun(campaign, raw);
    if (!validated.ok) throw new Error(validated.errors.join("; "));
    const target = campaign.sampler!.validationTarget!(campaign.run!(validated.value), validated.value);
    const chain = solveCampaign(campaignOf(validated.value as never)).map(campaignFigures);
    const last = chain[chain.length - 1]!;
    expect(target.group).toBe(campaignDistributionGroup("wounds", chain.length - 1));
    expect(target.outcomes).toEqual(last.wounds.outcomes.map((w) => ({ outcome: String(w), probability: last.wounds.probability(w).toNumber() })));
  });

  it("refuses --hands real without --mc, naming both (the exact chain deals fresh hands)", () => {
    const validated = validateRun(campaign, { checks: 3, hands: "real" });
    expect(validated.ok).toBe(true);
    if (!validated.ok) return;
    expect(campaign.exactLimits!(validated.value as never)).toEqual(["--hands real: only allowed with --mc N (the exact chain deals a fresh random hand at every check, as --hands markov)"]);
    expect(campaign.exactLimits!({ ...(validated.value as object), hands: "markov" } as never)).toEqual([]);
  });
});

describe("ash campaign --hand-policy optimal (issue 18)", () => {
  it("is solved exactly, and refused under --mc with the flag named (the simulation plays policies all and none)", () => {
    const validated = validateRun(campaign, { checks: 2, handPolicy: "optimal" });
    expect(validated.ok).toBe(true);
    if (!validated.ok) return;
    expect(campaign.sampleLimits!(validated.value as never)).toEqual(["--hand-policy optimal: only without --mc or --precision (the optimal hand policy is solved exactly, not simulated yet)"]);
    expect(campaign.sampleLimits!({ ...(validated.value as object), handPolicy: "all" } as never)).toEqual([]);
    const fromScenario = validateRun(campaign, { scenario: { handPolicy: "optimal", steps: [{ rest: "full" }] } });
    expect(fromScenario.ok && campaign.sampleLimits!(fromScenario.value as never)).toEqual(['the scenario\'s handPolicy "optimal": only without --mc or --precision (the optimal hand policy is solved exactly, not simulated yet)']);
    const result = campaign.run!(validated.value);
    expect(result.table!.title).toContain("policy optimal");
  });
  it("its cost estimate names smaller hands as a way out, and grows with the hand", () => {
    const small = validateRun(campaign, { checks: 10, handPolicy: "optimal", startHand: 3 });
    const large = validateRun(campaign, { checks: 10, handPolicy: "optimal", startHand: 10 });
    if (!small.ok || !large.ok) throw new Error("bad test parameters");
    const [smallCost, largeCost] = [campaign.exactCost!(small.value as never), campaign.exactCost!(large.value as never)];
    expect(largeCost.seconds).toBeGreaterThan(smallCost.seconds);
    expect(largeCost.smaller).toMatch(/^smaller hands/);
  });
});

describe("bad Ash campaign parameters", () => {
  it("the campaign analysis reports every bad field of a scenario with the --scenario flag, and needs a scenario or --checks", () => {
    expect(validateRun(campaign, { scenario: { steps: [{ rest: "nap" }] } })).toEqual({ ok: false, errors: ['--scenario: steps[0].rest: expected one of half, full, received "nap"'] });
    expect(validateRun(campaign, {})).toEqual({ ok: false, errors: ["give --scenario FILE.json or --checks N"] });
    expect(validateRun(campaign, { checks: 3, scenario: { steps: [{ rest: "full" }] } })).toEqual({ ok: false, errors: ["give --scenario or --checks, not both"] });
    expect(validateRun(campaign, { suit: "clubs", scenario: { steps: [{ rest: "full" }] } })).toEqual({
      ok: false,
      errors: ["--suit: only allowed with --checks (a scenario file sets it in its steps)"],
    });
  });
});
