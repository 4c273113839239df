import { describe, expect, it } from "vitest";
import { challengeOutcomeRows, outcomeChart } from "../../../src/analyses/ultimo/outcome-rows.js";
import { readPlay } from "../../../src/models/ultimo/cards.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { solveChallenge } from "../../../src/models/ultimo/solve-challenge.js";
import { bruteForceChallenge } from "../../support/ultimo-brute-force.js";

// K (10) against one Dealer card of 54: it beats 2..9 and the queens (36: perfect success), cancels 10, K and
// J (12: S = F = 0, a partial success), loses to A and the jokers (6: S = 0, F = 1, no jack, a total failure).
const [king] = solveChallenge(readPlay("K"), DEFAULT_RULES, [1]);

describe("challengeOutcomeRows", () => {
  it("K at difficulty 1: perfect 2/3, success 0, partial 2/9, failure 0, total failure 1/9, zeros included", () => {
    expect(challengeOutcomeRows(king!, false)).toEqual([
      { outcome: "perfect-success", probability: 2 / 3, exact: "2/3" },
      { outcome: "success", probability: 0, exact: "0/1" },
      { outcome: "partial-success", probability: 2 / 9, exact: "2/9" },
      { outcome: "failure", probability: 0, exact: "0/1" },
      { outcome: "total-failure", probability: 1 / 9, exact: "1/9" },
    ]);
  });
  it("K at difficulty 1 agrees with brute force over the 54 Dealer cards; withDifficulty adds the difficulty", () => {
    const counts = bruteForceChallenge(readPlay("K"), DEFAULT_RULES, 1);
    expect(challengeOutcomeRows(king!, false).map((row) => row.probability)).toEqual(Object.values(counts).map((count) => count / 54));
    expect(challengeOutcomeRows(king!, true).map((row) => row.difficulty)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe("outcomeChart", () => {
  it("stacks five outcomes per difficulty, total failure at the bottom", () => {
    const chart = outcomeChart(solveChallenge(readPlay("K"), DEFAULT_RULES, [0, 1]), "K");
    expect(chart.data).toHaveLength(10);
    expect(chart.data[5]).toEqual({ difficulty: 1, outcome: "perfect-success", probability: 2 / 3 });
    // At difficulty 0 the king is an unpaired success: a perfect success for sure.
    expect(chart.data[0]).toEqual({ difficulty: 0, outcome: "perfect-success", probability: 1 });
    expect(chart.color.order).toEqual(["total-failure", "failure", "partial-success", "success", "perfect-success"]);
  });
});
