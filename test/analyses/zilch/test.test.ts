import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { degreeRows, testAnalysis } from "../../../src/analyses/zilch/test.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { solveTest } from "../../../src/models/zilch/suit-test.js";
import { simulatedResultOf } from "../../support/sampling.js";

const asText = (p: Rational) => p.toString();
const test = testAnalysis;
const SUIT = "a Suit value from 2 to 14 or a card rank (2..10, J, Q, K, A)";

describe("zilch test (RULES.md 2.2)", () => {
  it("test --suit Q --skill --modifier -2 is target 15; --suit takes 12 and Q alike", () => {
    const byRank = testAnalysis.run({ suit: 12, skill: true, modifier: -2, boon: false, explodeChain: false, die: "d12!d8", target: undefined });
    expect(byRank.summary.target).toBe(15);
    expect(byRank.summaryExact.pSuccess).toBe(asText(solveTest(15, false).pSuccess));
  });
  it("degreeRows(solveTest(18)) lists every degree, the impossible critical failure at 0/1", () => {
    expect(degreeRows(solveTest(18, false))[3]).toEqual({ outcome: "critical-failure", probability: 0, exact: "0/1" });
  });
});

describe("the zilch test sampler's result", () => {
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

// test refuses bad parameters with the exact message (flag, allowed values, value received).
describe("bad zilch test parameters", () => {
  it.each([
  ["test", {}, ["give exactly one of --target, --suit"]],
  ["test", { target: "ten" }, ['--target: expected an integer from -3 to 26, received "ten"']],
  ["test", { target: 27 }, ["--target: expected an integer from -3 to 26, received 27"]],
  ["test", { target: 9, suit: "9" }, ["give exactly one of --target, --suit"]],
  ["test", { target: 9, skill: true, boon: true }, ["--skill: only allowed with --suit", "--boon: only allowed with --suit"]],
  ["test", { suit: "15" }, [`--suit: expected ${SUIT}, received "15"`]],
  ["test", { suit: "JB" }, [`--suit: expected ${SUIT}, received "JB"`]],
  ["test", { suit: "K", modifier: "-6" }, ['--modifier: expected an integer from -5 to 5, received "-6"']],
  ] as const)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("zilch", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
