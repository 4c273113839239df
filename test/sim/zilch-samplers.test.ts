import { describe, expect, it } from "vitest";
import { CONTEST_GROUP } from "../../src/models/zilch/sample-contest.js";
import { DAMAGE_GROUP } from "../../src/models/zilch/sample-damage.js";
import { DEGREE_GROUP } from "../../src/models/zilch/sample-test.js";
import { expectMeanNearExact, expectNearExact, simulatedResultOf, simulateRaw } from "../support/sampling.js";
import { contestAnalysis } from "../../src/models/zilch/contest.js";
import { damageAnalysis } from "../../src/models/zilch/damage.js";
import { testAnalysis } from "../../src/models/zilch/test.js";

const test = testAnalysis;
const contest = contestAnalysis;
const damage = damageAnalysis;

describe("the zilch test sampler", () => {
  it.each([
    [{ suit: "6" }],
    [{ target: "-3" }],
    [{ target: "26" }],
    [{ suit: "9", skill: true, modifier: "-2", boon: true }],
    [{ suit: "A", modifier: "5", explodeChain: true }],
    [{ target: "16", explodeChain: true }],
    [{ target: "12" }],
  ])("sampleTest(%o) lies within 4 standard errors of solveTest at seed 1", async (raw) => {
    const run = await simulateRaw(test, raw, 300_000);
    const exact = test.run!(run.params);
    expectNearExact(run.estimates, DEGREE_GROUP, exact.outcomes);
  });
  it("Suit 6 against an average task succeeds 1/2 of the time (RULES.md 2.2: rolls 1..6 of the d12): the 95% interval of P(success) holds 1/2 at seed 3", async () => {
    const { result } = await simulatedResultOf(test, { suit: "6" }, 200_000, 3);
    expect(result.summary.pSuccessLow).toBeLessThan(0.5);
    expect(result.summary.pSuccessHigh).toBeGreaterThan(0.5);
    expect(result.summary.target).toBe(6);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(["critical-success", "success", "failure", "critical-failure"]);
    expect(result.outcomes.reduce((sum, o) => sum + Number(o.count), 0)).toBe(200_000);
  });
  it("target 26 without the chain never fails: a roll is at most 20 (12 + 8), so every trial is a critical success or a success", async () => {
    const { result } = await simulatedResultOf(test, { target: "26" }, 50_000);
    expect(result.outcomes.filter((o) => o.outcome.endsWith("failure")).map((o) => o.count)).toEqual([0, 0]);
    expect(result.summary.pSuccess).toBe(1);
  });
});

describe("the zilch contest sampler", () => {
  it.each([
    [{ a: "6", b: "6" }],
    [{ a: "11", b: "6", ties: "initiator" }],
    [{ a: "6", b: "11", ties: "higher-suit" }],
    [{ a: "14", b: "17", ties: "higher-suit", aSuit: "K", bSuit: "9", explodeChain: true }],
    [{ a: "20", b: "19", ties: "draw", explodeChain: true }],
    [{ a: "-3", b: "-3" }],
  ])("sampleContest(%o) lies within 4 standard errors of solveContest at seed 1", async (raw) => {
    const run = await simulateRaw(contest, raw, 300_000);
    const exact = contest.run!(run.params);
    expectNearExact(run.estimates, CONTEST_GROUP, exact.outcomes);
  });
  it("targets below 1 always fail, so every contest between them is a draw (RULES.md 2.3: both fail → draw)", async () => {
    const { result } = await simulatedResultOf(contest, { a: "0", b: "-2", ties: "initiator" }, 20_000);
    expect(result.summary.pDraw).toBe(1);
    expect(result.summary.pAWins).toBe(0);
  });
});

describe("the zilch damage sampler", () => {
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
  it("a tiny weapon (+1) against reinforced plate (DR 4) never has an effect: damage -4..-2 (RULES.md 2.4)", async () => {
    const { result } = await simulatedResultOf(damage, { weapon: "tiny", dr: "3", reinforced: true }, 20_000);
    expect(result.outcomes.map((o) => [o.outcome, o.probability])).toEqual([["no-effect", 1]]);
    expect(result.summary.expectedDamage).toBe(0);
    expect(result.summary.pTouch).toBe(0);
  });
});
