import { describe, expect, it } from "vitest";
import { bestAnalysis } from "../../../src/analyses/ultimo/best.js";
import { validateRun } from "../../../src/framework/analysis.js";
import { readPlay } from "../../../src/models/ultimo/cards.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { bruteForceChallenge } from "../../support/ultimo-brute-force.js";
import { paramsOf } from "../../support/sampling.js";

const best = bestAnalysis;
const run = (raw: Record<string, unknown>) => best.run!(paramsOf(best, raw));

describe("bestAnalysis.run", () => {
  it("hand A,9, limit 2, difficulty 0: every card is an unpaired success, so 9 alone is optimal (fewer, weaker cards); greedy plays A,9", () => {
    const result = run({ hand: "A,9", limit: 2, difficulty: 0 });
    expect(result.rows.slice(0, 2).map((row) => [row.choice, row.play, row.cards, row.exact])).toEqual([
      ["optimal", "9", 1, "1/1"],
      ["greedy", "A,9", 2, "1/1"],
    ]);
    expect(result.outcomes.map((row) => row.exact)).toEqual(["1/1", "0/1", "0/1", "0/1", "0/1"]);
  });
  it("limit 0 plays nothing: '(nothing)', a partial success at difficulty 0, P(success or better) 0", () => {
    const result = run({ hand: "K", limit: 0, difficulty: 0 });
    expect([result.rows[0]!.play, result.summary.pSuccessOrBetter]).toEqual(["(nothing)", 0]);
  });
  it("objective expected with --card-cost 1/4 (or 0.25): 9 alone scores 2 − 1/4 = 7/4", () => {
    for (const cardCost of ["1/4", "0.25"]) {
      const result = run({ hand: "A,9", limit: 2, difficulty: 0, objective: "expected", cardCost });
      expect([result.rows[0]!.play, result.rows[0]!.expectedScoreExact]).toEqual(["9", "7/4"]);
    }
  });
  it("hand K,9,7, limit 2, difficulty 2: the optimal play's P(success or better) equals brute force over the C(54, 2) = 1431 Dealer draws", () => {
    const optimal = run({ hand: "K,9,7", limit: 2, difficulty: 2 }).rows[0]!;
    const counts = bruteForceChallenge(readPlay(String(optimal.play)), DEFAULT_RULES, 2);
    expect(Number(optimal.pSuccessOrBetter)).toBeCloseTo((counts["perfect-success"]! + counts["success"]!) / 1431, 12);
  });
  it("refuses --card-cost 1/0 and --limit above the hand with the exact messages", () => {
    expect(validateRun(best, { hand: "K,9", limit: 2, difficulty: 1, cardCost: "1/0" })).toEqual({
      ok: false,
      errors: ['--card-cost: expected a number of at least 0, as a decimal (0.25) or a fraction (1/4), received "1/0"'],
    });
    expect(validateRun(best, { hand: "K,9", limit: 3, difficulty: 1 })).toEqual({ ok: false, errors: ["--limit: at most the hand's 2 cards, received 3"] });
  });
});
