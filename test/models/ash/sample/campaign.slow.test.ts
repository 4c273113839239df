import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ashCampaignAnalysis } from "../../../../src/analyses/ash/campaign.js";
import { expectNearChain } from "../../../support/ash-campaign-chain.js";
import { simulateRaw } from "../../../support/sampling.js";

const campaign = ashCampaignAnalysis;
const scenario = (name: string) => JSON.parse(readFileSync(`scenarios/ash/${name}.json`, "utf8")) as unknown;


describe("the Ash campaign sampler, long cross-checks (100,000 to 300,000 trials each)", () => {
  it.each([
    ["the dungeon scenario", { scenario: scenario("dungeon") }],
    ["the siege scenario (shared deck, no hand)", { scenario: scenario("siege") }],
    ["12 clubs checks, Trait 2 vs 2, a half rest every 4", { checks: 12, restEvery: "4", suit: "clubs" }],
    ["8 checks from one shared deck, a full rest every 3, start hand 7", { checks: 8, decks: "shared", restEvery: "3 full", startHand: 7, opposing: 3 }],
    ["6 evocations with no hand, Trait 3 vs 1", { checks: 6, handPolicy: "none", trait: 3, opposing: 1, evocation: true }],
  ])("--hands markov follows the exact chain: %s, every step within 4 standard errors at seed 1", async (_, raw) => {
    await expectNearChain({ ...raw, hands: "markov" }, 100_000);
  });


  it("real hands depend only on the seed: 1 and 2 threads give the same tallies over 3 shards", async () => {
    const raw = { checks: 3, opposing: 3, restEvery: "2 full", hands: "real" };
    const one = await simulateRaw(campaign, raw, 300_000, 9, 1);
    const two = await simulateRaw(campaign, raw, 300_000, 9, 2);
    expect([...two.estimates.tally]).toEqual([...one.estimates.tally]);
  });
});
