import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { contestAnalysis } from "../../../src/analyses/zilch/contest.js";
import { simulatedResultOf } from "../../support/sampling.js";

const contest = contestAnalysis;

describe("zilch contest (RULES.md 2.3)", () => {
  it("contest --a 6 --b 6: a-wins 17/48, b-wins 17/48, draw 7/24, one CSV row per outcome", () => {
    const result = contestAnalysis.run({ a: 6, b: 6, ties: "draw", aSuit: undefined, bSuit: undefined, explodeChain: false, die: "d12!d8" });
    expect(result.outcomes.map((o) => [o.outcome, o.exact])).toEqual([["a-wins", "17/48"], ["b-wins", "17/48"], ["draw", "7/24"]]);
    expect(result.rows[0]).toMatchObject({ a: 6, b: 6, ties: "draw", outcome: "a-wins" });
  });
});

describe("the zilch contest sampler's result", () => {
  it("targets below 1 always fail, so every contest between them is a draw (RULES.md 2.3: both fail → draw)", async () => {
    const { result } = await simulatedResultOf(contest, { a: "0", b: "-2", ties: "initiator" }, 20_000);
    expect(result.summary.pDraw).toBe(1);
    expect(result.summary.pAWins).toBe(0);
  });
});

// contest refuses bad parameters with the exact message (flag, allowed values, value received).
describe("bad zilch contest parameters", () => {
  it.each([
  ["contest", { a: 6 }, ["--b is required: an integer from -3 to 26"]],
  ["contest", { a: "x", b: 6, ties: "coin" }, ['--a: expected an integer from -3 to 26, received "x"', '--ties: expected one of draw, initiator, higher-suit, received "coin"']],
  ["contest", { a: 6, b: 6, aSuit: "K" }, ["--a-suit: only allowed with --ties higher-suit"]],
  ["contest", { a: 6, b: 6, ties: "higher-suit", bSuit: "K" }, ["give --a-suit and --b-suit together, or neither"]],
  ] as const)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("zilch", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
