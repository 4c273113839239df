import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/framework/analysis.js";
import { ashCheckAnalysis } from "../../../src/analyses/ash/check.js";

const check = ashCheckAnalysis;

describe("bad Ash check parameters", () => {
  it.each([
    [{ suit: "stars", trait: 1 }, ['--suit: expected one of clubs, diamonds, hearts, spades, received "stars"']],
    [{ suit: "hearts", trait: 1, hand: "QH,QH" }, ['--hand: the card "QH" is given twice']],
    [{ suit: "hearts", trait: 1, hand: "QH,7C", play: "AS" }, ['--play: expected cards from --hand (QH, 7C), received "AS", which is not in the hand']],
    [{ suit: "hearts", trait: 1, hand: "QH,7C", play: "QH", discard: "QH" }, ['--play and --discard: the card "QH" cannot be both played and discarded']],
    [{ suit: "hearts", trait: 1, strain: "-1" }, ['--strain: expected an integer from 0 to 30, received "-1"']],
    [{ suit: "hearts", trait: 1, hand: "QH,1C" }, ['--hand: expected up to 10 cards, rank then suit, e.g. "QH,7C,AS" (jokers JL, JB or X), received "QH,1C"']],
    [{ suit: "hearts", trait: 1, hand: "QH", play: "QH", policy: "all" }, ["--play and --discard apply to --policy given only, received --policy all"]],
    [{ suit: "hearts", trait: 1, cardCost: "-1" }, ['--card-cost: expected a cost from 0 to 10 as "0.25" or "1/4", received "-1"']],
    [{ suit: "hearts", trait: 10, opposing: 20, strain: 30, decks: "shared" }, ["the check needs 60 cards from one 54-card deck (hand, trait, discards, Opposing and Strain), more than it holds"]],
    [{ suit: "hearts", trait: 1, hand: "X,JL,JB" }, ["--hand: a deck holds 2 jokers, received 3"]],
  ])("%o is refused: %o", (raw, errors) => {
    expect(validateRun(check, raw)).toEqual({ ok: false, errors });
  });
});

describe("the check chart (issue 28 §7): a bar per outcome, worst to best", () => {
  const chartOf = (raw: Readonly<Record<string, unknown>>) => {
    const validated = validateRun(check, raw);
    if (!validated.ok) throw new Error(validated.errors.join("; "));
    return check.run(validated.value).charts[0]!;
  };
  it("with one policy: the outcomes dismal … superb on x in the ladder's colours, each bar its outcome's probability", () => {
    const chart = chartOf({ suit: "hearts", trait: 2, opposing: 2 });
    expect([chart.x.field, chart.x.order, chart.color?.field, chart.color?.scheme, chart.grouped]).toEqual(["outcome", ["dismal", "bad", "failure", "messy", "success", "superb"], "outcome", "redblue", undefined]);
    expect(chart.data.map((row) => row.policy)).toEqual(Array(6).fill("none"));
    // The bars sum to 1: every check ends on one rung of the ladder.
    expect(chart.data.reduce((sum, row) => sum + Number(row.probability), 0)).toBeCloseTo(1, 12);
  });
  it("with the optimal play compared: none, all and optimal side by side in each outcome, in the comparison palette", () => {
    const chart = chartOf({ suit: "spades", trait: 3, opposing: 4, strain: 3, hand: "QS,7C,AH,2D,KC", policy: "optimal", reveal: "before" });
    expect([chart.x.field, chart.color?.field, chart.color?.order, chart.color?.scheme, chart.grouped]).toEqual(["outcome", "policy", ["none", "all", "optimal"], "comparison", true]);
    expect(chart.data).toHaveLength(18);
  });
});
