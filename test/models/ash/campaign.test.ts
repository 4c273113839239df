import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { campaignFigures, campaignTransition, CheckOutcomes, solveCampaign, type Campaign } from "../../../src/models/ash/campaign.js";
import { campaignOfScenario, parseScenario } from "../../../src/analyses/ash/scenario.js";
import { OUTCOMES } from "../../../src/models/ash/outcome-ladder.js";
import { sampleCampaign } from "../../../src/models/ash/sample/campaign.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { bruteCampaign, bruteFixedCheck, type BruteStep } from "../../support/ash-brute.js";
import { fraction } from "mathjs";
import { type Exact } from "../../support/brute-force.js";

function campaignOf(steps: readonly BruteStep[], start: { strain: number; wounds: number; hand: number }, handPolicy: "all" | "none" | "optimal"): Campaign {
  const file = parseScenario({
    start: { strain: start.strain, wounds: start.wounds, hand: start.hand },
    handPolicy,
    steps: steps.map((step) => ("check" in step ? { check: step.check } : { rest: step.rest, ...(step.heal ? { shockHealing: step.heal } : {}) })),
  });
  if (!file) throw new Error("bad test scenario");
  return campaignOfScenario(file);
}

function endDistribution(campaign: Campaign): Record<string, string> {
  const results = solveCampaign(campaign);
  const last = results[results.length - 1]!;
  const out: Record<string, string> = {};
  for (const [s, w] of last.states) {
    out[`${s.strain},${s.wounds},${s.hand},${s.injured},${s.exited}`] = Rational.of(w, last.total).toString();
  }
  return out;
}

function asRecord(ends: Map<string, Exact>): Record<string, string> {
  return Object.fromEntries([...ends].filter(([, p]) => !p.equals(0)).map(([k, p]) => [k, `${p.n}/${p.d}`]));
}

const STEPS: BruteStep[] = [
  { check: { trait: 1, opposing: 1 } },
  { check: { trait: 2, opposing: 0, evocation: true } },
  { rest: "half" },
  { check: { trait: 1, opposing: 1 } },
  { rest: "full", heal: { trait: 1, opposing: 0 } },
];

describe("the campaign Markov chain (RULES.md 4.4)", () => {
  it("every row of every step sums to 1: the next states' weights total the transition's total", () => {
    const campaign = campaignOf(STEPS, { strain: 0, wounds: 2, hand: 5 }, "all");
    const outcomes = new CheckOutcomes("separate");
    const results = solveCampaign(campaign);
    let rows = 0;
    campaign.steps.forEach((step, i) => {
      for (const [state] of results[i]!.states) {
        const transition = campaignTransition(state, step, campaign.handPolicy, outcomes);
        expect(transition.next.reduce((sum, [, w]) => sum + w, 0n)).toBe(transition.total);
        rows += 1;
      }
      expect(results[i + 1]!.states.reduce((sum, [, w]) => sum + w, 0n)).toBe(results[i + 1]!.total);
    });
    expect(rows).toBeGreaterThan(20);
  });

  it("with no hands, equals the brute-force unrolling of every path, with check chances from enumerating real cards", () => {
    const cache = new Map<string, Map<string, Exact>>();
    const chances = (hand: number, trait: number, gmCards: number) => {
      const key = `${trait},${gmCards}`;
      if (!cache.has(key)) cache.set(key, bruteFixedCheck({ suit: "H", hand: [], playedValue: 0, playerDraws: trait, opposingAndStrain: gmCards, shared: false, weapon: 0 }));
      expect(hand).toBe(0);
      return cache.get(key)!;
    };
    const start = { strain: 0, wounds: 2, hand: 5, injured: false, exited: false };
    expect(endDistribution(campaignOf(STEPS, start, "none"))).toEqual(asRecord(bruteCampaign(start, STEPS, false, chances)));
  });

  it("with hands played whole, equals the brute-force unrolling of every path (hand sizes 5, then 1, refilled to 3 and 5)", () => {
    const outcomes = new CheckOutcomes("separate");
    const chances = (hand: number, trait: number, gmCards: number) => {
      const d = outcomes.of(hand, trait, gmCards, 0);
      // mathjs fractions from exact decimal strings (Number() would round weights above 2^53).
      return new Map(d.outcomes.map((o, i) => [o, fraction(`${d.weights[i]!}`).div(fraction(`${d.total}`)) as Exact] as const));
    };
    const start = { strain: 1, wounds: 1, hand: 5, injured: false, exited: false };
    expect(endDistribution(campaignOf(STEPS, start, "all"))).toEqual(asRecord(bruteCampaign(start, STEPS, true, chances)));
  });

  it("with hands played optimally, equals the brute-force unrolling of every path: the cards kept stay in hand (issue 18)", () => {
    const outcomes = new CheckOutcomes("separate");
    const chances = (hand: number, trait: number, gmCards: number) => {
      const d = outcomes.optimal(hand, trait, gmCards, 0);
      return new Map(d.outcomes.map((key, i) => [`${OUTCOMES[key % 6]}/${Math.floor(key / 6)}`, fraction(`${d.weights[i]!}`).div(fraction(`${d.total}`)) as Exact] as const));
    };
    const start = { strain: 1, wounds: 1, hand: 3, injured: false, exited: false };
    expect(endDistribution(campaignOf(STEPS, start, "optimal"))).toEqual(asRecord(bruteCampaign(start, STEPS, "optimal", chances)));
    // Before the rests, some paths keep cards: a hand of 2 is reached after the first check.
    const early = STEPS.slice(0, 2);
    const ends = endDistribution(campaignOf(early, start, "optimal"));
    expect(ends).toEqual(asRecord(bruteCampaign(start, early, "optimal", chances)));
    expect(Object.keys(ends).some((key) => key.split(",")[2] === "2")).toBe(true);
  });

  it("worked by hand: Trait 0 against nothing always fails, +1 Strain; a wounded character then gains 2 per failure", () => {
    const results = solveCampaign(campaignOf([{ check: { trait: 0, opposing: 0 } }, { check: { trait: 0, opposing: 0 } }], { strain: 0, wounds: 0, hand: 0 }, "none"));
    expect(campaignFigures(results[2]!).expectedStrain.toString()).toBe("2/1");
    expect(campaignFigures(results[2]!).strain.probability(2).toString()).toBe("1/1");
  });

  it("worked by hand: in Shock a full rest heals nothing without a healing check; Trait 0 vs 0 always fails it", () => {
    const noHeal = solveCampaign(campaignOf([{ rest: "full" }], { strain: 4, wounds: 3, hand: 0 }, "none"));
    expect(campaignFigures(noHeal[1]!).pShock.toString()).toBe("1/1");
    const heal = solveCampaign(campaignOf([{ rest: "full", heal: { trait: 1, opposing: 0 } }], { strain: 4, wounds: 3, hand: 0 }, "none"));
    // One card drawn heals on a value ≥ 1: 27/54 — then 2 Wounds, out of Shock.
    expect(campaignFigures(heal[1]!).pShock.toString()).toBe("1/2");
  });
});

describe("bad campaigns from a library caller (checkCampaign, at solveCampaign's and sampleCampaign's entry)", () => {
  const good: Campaign = { title: "", start: { strain: 0, wounds: 0, hand: 5 }, handPolicy: "all", decks: "separate", steps: [{ kind: "check", label: "c", trait: 2, opposing: 2, evocation: false, weapon: 0 }] };
  it.each([
    [{ ...good, start: { strain: 0, wounds: 13, hand: 5 } }, "start.wounds: expected an integer from 0 to 12, received 13"],
    [{ ...good, handPolicy: "some" }, 'handPolicy: expected one of all, none, optimal, received "some"'],
    [{ ...good, steps: [{ kind: "check", label: "c", trait: 2, opposing: 21, evocation: false, weapon: 0 }] }, "steps[0].opposing: expected an integer from 0 to 20, received 21"],
    [{ ...good, steps: [{ kind: "rest", label: "r", rest: "nap" }] }, 'steps[0].rest: expected one of half, full, received "nap"'],
    [{ ...good, steps: [{ kind: "nap" }] }, 'steps[0].kind: expected one of check, rest, received "nap"'],
  ])("solveCampaign(%o) throws %s", (campaign, message) => {
    expect(() => solveCampaign(campaign as unknown as Campaign)).toThrow(OddsmithError);
    expect(() => solveCampaign(campaign as unknown as Campaign)).toThrow(message);
    expect(() => sampleCampaign(campaign as unknown as Campaign, "real")).toThrow(message);
  });
  it('sampleCampaign(good, "fresh") throws hands: expected one of real, markov', () => {
    expect(() => sampleCampaign(good, "fresh" as unknown as "real")).toThrow('hands: expected one of real, markov, received "fresh"');
  });
});
