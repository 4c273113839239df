import { describe, expect, it } from "vitest";
import { simulateRaw } from "../../support/sampling.js";
import { fightAnalysis } from "../../../src/analyses/ultimo/fight.js";

const fight = fightAnalysis;

// 300,000 fights on one and two threads.
describe("ultimo fight: streams", () => {
  it("the same seed gives the same tallies on 1 and 2 threads (300,000 fights: three shards)", async () => {
    const raw = { limit: "5", armor: "3", weapon: "2", foe: "horus", attack: "ranged", threat: "none" };
    const one = await simulateRaw(fight, raw, 300_000, 3, 1);
    const two = await simulateRaw(fight, raw, 300_000, 3, 2);
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
  });
});

