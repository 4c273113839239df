import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../../src/core/errors.js";
import { contestAnalysis } from "../../../../src/analyses/zilch/contest.js";
import { CONTEST_GROUP, sampleContest } from "../../../../src/models/zilch/sample/contest.js";
import { expectNearExact, simulateRaw } from "../../../support/sampling.js";

const contest = contestAnalysis;

describe("sampleContest (RULES.md 2.3)", () => {
  it.each([
    [{ a: "6", b: "6" }],
    [{ a: "11", b: "6", ties: "initiator" }],
    [{ a: "6", b: "11", ties: "higher-suit" }],
    [{ a: "14", b: "17", ties: "higher-suit", aSuit: "K", bSuit: "9", explodeChain: true }],
    [{ a: "20", b: "19", ties: "draw", explodeChain: true }],
    [{ a: "-3", b: "-3" }],
    [{ a: "9", b: "11", die: "d10!d6" }],
    [{ a: "4", b: "5", ties: "initiator", die: "d4!d3", explodeChain: true }],
  ])("sampleContest(%o) lies within 4 standard errors of solveContest at seed 1", async (raw) => {
    const run = await simulateRaw(contest, raw, 300_000);
    const exact = contest.run!(run.params);
    expectNearExact(run.estimates, CONTEST_GROUP, exact.outcomes);
  });
  it.each([
    [() => sampleContest({ a: 6, b: 6, ties: "coin" as never, explodeChain: false }), 'ties: expected one of draw, initiator, higher-suit, received "coin"'],
    [() => sampleContest({ b: 6 } as never), "a: expected an integer from -3 to 26, received undefined"],
    [() => sampleContest({ a: 6, b: 6, ties: "draw", explodeChain: false, die: "d12!d8!d6!d4" }), 'die: expected at most 3 dice in a chain (d12!d8!d6!d4 has 4), received "d12!d8!d6!d4"'],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
