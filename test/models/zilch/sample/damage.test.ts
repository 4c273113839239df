import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../../src/core/errors.js";
import { damageAnalysis } from "../../../../src/analyses/zilch/damage.js";
import { DAMAGE_GROUP, sampleDamage } from "../../../../src/models/zilch/sample/damage.js";
import { expectMeanNearExact, expectNearExact, simulateRaw } from "../../../support/sampling.js";

const damage = damageAnalysis;

describe("sampleDamage (RULES.md 2.4)", () => {
  it.each([
    [{ weapon: "light", dr: "1" }],
    [{ weapon: "heavy", dr: "2" }],
    [{ weapon: "great", dr: "3", reinforced: true }],
    [{ weapon: "tiny", dr: "2" }],
    [{ weapon: "great", dr: "0" }],
  ])("sampleDamage(%o) lies within 4 standard errors of solveDamage at seed 1, outcomes and mean", async (raw) => {
    const run = await simulateRaw(damage, raw, 300_000);
    const exact = damage.run!(run.params);
    expectNearExact(run.estimates, DAMAGE_GROUP, exact.outcomes);
    expectMeanNearExact(run.estimates, "damage", exact.summary.expectedDamage!);
  });
  it.each([
    [() => sampleDamage("spear" as never, 1), 'weapon: expected one of tiny, light, heavy, great, received "spear"'],
    [() => sampleDamage("heavy", 5), "dr: expected an integer from 0 to 4, received 5"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
