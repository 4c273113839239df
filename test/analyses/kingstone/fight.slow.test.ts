import { describe, expect, it } from "vitest";
import { simulateRaw } from "../../support/sampling.js";
import { fightAnalysis } from "../../../src/analyses/kingstone/fight.js";

const fight = fightAnalysis;

// Over ~3 s (600,000 fights in three shards, twice): run by the slow suite.
describe("kingstone fight: reproducible", () => {
  it("the same seed gives the same tallies on 1 and 2 threads (3 shards)", async () => {
    const raw = { enemy: "horse-sized-bacteria,skeletal-grudgebearer", bonus: "3" };
    const one = await simulateRaw(fight, raw, 300_000, 9, 1);
    const two = await simulateRaw(fight, raw, 300_000, 9, 2);
    expect([...two.estimates.tally]).toEqual([...one.estimates.tally]);
  });
});
