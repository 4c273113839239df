import { describe, expect, it } from "vitest";
import { BaselineDisagrees, expectNear, expectSame } from "../../bench/measure.js";
import { fractionText } from "../../bench/exact-text.js";
import { naiveGrid } from "../../bench/suites/kingstone.js";
import { naiveChallengeLoop } from "../../bench/suites/monte-carlo.js";
import { bruteGrid } from "../../bench/suites/zilch.js";
import { Rational } from "../../src/core/exact/rational.js";
import { solveTable } from "../../src/models/kingstone/table.js";
import { readPlay } from "../../src/models/ultimo/cards.js";
import { DEFAULT_RULES } from "../../src/models/ultimo/rules.js";
import { solveChallenge } from "../../src/models/ultimo/solve-challenge.js";
import { contestGrid } from "../../src/models/zilch/table.js";

describe("the bench's agreement checks", () => {
  it("expectSame throws BaselineDisagrees naming both answers", () => {
    expect(() => expectSame("2d6+3 vs DC 10", "7/12", "5/12")).toThrow(new BaselineDisagrees("2d6+3 vs DC 10", '"7/12"', '"5/12"'));
    expect(() => expectSame("x", [1, 2], [1, 2])).not.toThrow();
  });
  it("expectNear: 5,000 of 10,000 is within 5 SE of 1/2; 5,600 (12 SE away) is not", () => {
    expect(() => expectNear("coin", 0.5, 5_000, 10_000)).not.toThrow();
    expect(() => expectNear("coin", 0.5, 5_600, 10_000)).toThrow(BaselineDisagrees);
  });
  it("fractionText writes whole numbers as mathjs does: 0, 1, 7/12", () => {
    expect([Rational.ZERO, Rational.ONE, Rational.of(14, 24)].map(fractionText)).toEqual(["0", "1", "7/12"]);
  });
});

describe("the baselines compute the solvers' answers", () => {
  it("naiveGrid (36 rolls a cell, mathjs) equals solveTable on bonus 1..3 × DC 8..11 for every ladder; 2d6+3 vs 10 is 7/12", () => {
    for (const ladder of ["paired", "shifted", "linear"] as const) {
      const solved = solveTable([1, 2, 3], [8, 9, 10, 11], { dice: "2d6", reroll: "none", goal: "success", ladder }).map((cell) => `${fractionText(cell.pSuccess)} ${fractionText(cell.expectedEffect)}`);
      expect(naiveGrid([1, 2, 3], [8, 9, 10, 11], ladder)).toEqual(solved);
    }
    expect(naiveGrid([3], [10], "paired")[0]!.split(" ")[0]).toBe("7/12");
  });
  it("the zilch brute-force heatmap equals contestGrid on targets 4..8; 6 vs 6 is 17/48", () => {
    const targets = [4, 5, 6, 7, 8];
    expect(bruteGrid(targets)).toEqual(contestGrid(targets, targets, "draw", false).map((cell) => fractionText(cell.pAWins)));
    expect(bruteGrid([6])).toEqual(["17/48"]);
  });
  it("the naive Ultimo trial loop: 20,000 trials of J,A,K,9,7 vs D 6 within 5 SE of the exact P(success or better)", () => {
    const exact = solveChallenge(readPlay("J,A,K,9,7"), DEFAULT_RULES, [6])[0]!.pSuccessOrBetter;
    const counts = naiveChallengeLoop(readPlay("J,A,K,9,7"), DEFAULT_RULES, 6, 20_000);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(() => expectNear("naive loop", Number(exact.numerator) / Number(exact.denominator), (counts["perfect-success"] ?? 0) + (counts["success"] ?? 0), 20_000)).not.toThrow();
  });
});
