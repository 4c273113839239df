import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../../src/core/errors.js";
import { testAnalysis } from "../../../../src/analyses/zilch/test.js";
import { DEGREE_GROUP, sampleTest } from "../../../../src/models/zilch/sample/suit-test.js";
import { expectNearExact, simulateRaw } from "../../../support/sampling.js";

const test = testAnalysis;

describe("sampleTest (RULES.md 2.1–2.2)", () => {
  it.each([
    [{ suit: "6" }],
    [{ target: "-3" }],
    [{ target: "26" }],
    [{ suit: "9", skill: true, modifier: "-2", boon: true }],
    [{ suit: "A", modifier: "5", explodeChain: true }],
    [{ target: "16", explodeChain: true }],
    [{ target: "12" }],
    [{ suit: "6", die: "d10!d6" }],
    [{ target: "14", die: "d12!d8!d6", explodeChain: true }],
    [{ target: "3", die: "d2", explodeChain: true }],
  ])("sampleTest(%o) lies within 4 standard errors of solveTest at seed 1", async (raw) => {
    const run = await simulateRaw(test, raw, 300_000);
    const exact = test.run!(run.params);
    expectNearExact(run.estimates, DEGREE_GROUP, exact.outcomes);
  });
  it("sampleTest(6, false) tallies one group, degree, over the four degrees in order", () => {
    expect(sampleTest(6, false).layout.groups).toEqual([{ name: DEGREE_GROUP, categories: ["critical-success", "success", "failure", "critical-failure"] }]);
  });
  it.each([
    [() => sampleTest(27, false), "target: expected an integer from -3 to 26, received 27"],
    [() => sampleTest(6, 1 as never), "explodeChain: expected true or false, received 1"],
    [() => sampleTest(6, false, "d12!d8+1"), 'die: expected one die dX at each step of the chain (d8+1 is not one die), received "d12!d8+1"'],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
