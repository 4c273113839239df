import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { degreeName, degreeOf, LADDERS, signedEffect, type Ladder } from "../../../src/models/kingstone/ladder.js";
import { DICE, DICE_POOLS, GOALS, REROLLS, rerollAdvice, solveRoll, type Goal, type Reroll } from "../../../src/models/kingstone/roll.js";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { asStrings, bruteReroll, F, keptSum, orderedRolls } from "../../support/brute-force.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

describe("solveCheck (RULES.md 1.1–1.3)", () => {
  it("solveCheck(2d6 + 3 vs DC 10) succeeds 7/12 (worked by hand: 2d6 ≥ 7 is 21/36)", () => {
    expect(solveCheck({ ...plain, bonus: 3, dc: 10 }).pSuccess.toString()).toBe("7/12");
  });
  it("solveCheck(2d6 + 3 vs DC 10) degrees, best to worst: success-3 1/12, success-2 7/36, success-1 11/36 (sums 7, 8), failure-1 5/36, failure-2 7/36, failure-3 1/12", () => {
    const { degrees } = solveCheck({ ...plain, bonus: 3, dc: 10 });
    expect(degrees.outcomes).toEqual(["success-3", "success-2", "success-1", "failure-1", "failure-2", "failure-3"]);
    expect(degrees.outcomes.map((o) => degrees.probability(o).toString())).toEqual(["1/12", "7/36", "11/36", "5/36", "7/36", "1/12"]);
  });
  it("solveCheck(2d6 + 0 vs DC 13) never succeeds and 2d6 + 0 vs DC 2 always does", () => {
    expect(solveCheck({ ...plain, bonus: 0, dc: 13 }).pSuccess.toString()).toBe("0/1");
    expect(solveCheck({ ...plain, bonus: 0, dc: 2 }).pSuccess.toString()).toBe("1/1");
  });
  it("expected effect of 2d6 + 3 vs DC 10 is 7/12: Σ success degrees 29/36 minus failure extras 13/36 … worked: (11·1 + 7·2 + 3·3 − 7·1 − 3·2)/36", () => {
    const solution = solveCheck({ ...plain, bonus: 3, dc: 10 });
    expect(solution.expectedEffect.toString()).toBe(Rational.of(11 + 14 + 9 - 7 - 6, 36).toString());
    expect(solution.expectedExtraSuccessEffect.toString()).toBe("13/36");
    expect(solution.expectedExtraFailureEffect.toString()).toBe("13/36");
  });
  it("one-die reroll needing 12 on 2d6: keep 6-6, else reroll the non-6 if one die is 6 → 1/36 + (10/36)(1/6) = 2/27", () => {
    expect(solveCheck({ ...plain, reroll: "one-die", bonus: 0, dc: 12 }).pSuccess.toString()).toBe("2/27");
  });
  it("whole-if-failed needing 12 on 2d6: p + (1 − p)p with p = 1/36 → 71/1296", () => {
    expect(solveCheck({ ...plain, reroll: "whole-if-failed", bonus: 0, dc: 12 }).pSuccess.toString()).toBe("71/1296");
  });
  it("one-die-if-failed with goal success rerolls every failure (RULES.md 1.3), even a hopeless one: 2d6 + 0 vs DC 13 rerolls the lower die, so the dice average E[max of 2d6] + 7/2 = 161/36 + 126/36 = 287/36", () => {
    const roll = solveRoll({ ...plain, reroll: "one-die-if-failed", bonus: 0, dc: 13 });
    expect(roll.mean().toString()).toBe("287/36");
    expect(solveRoll({ ...plain, reroll: "one-die", bonus: 0, dc: 13 }).mean().toString()).toBe("7/1"); // optional reroll: none helps, so none is taken
  });
  it("dice variants: 3d6 + 0 vs 18 is 1/216, 3d6kh2 + 0 vs 12 is 2/27, 2d8 + 0 vs 16 is 1/64", () => {
    expect(solveCheck({ ...plain, dice: "3d6", bonus: 0, dc: 18 }).pSuccess.toString()).toBe("1/216");
    expect(solveCheck({ ...plain, dice: "3d6kh2", bonus: 0, dc: 12 }).pSuccess.toString()).toBe("2/27");
    expect(solveCheck({ ...plain, dice: "2d8", bonus: 0, dc: 16 }).pSuccess.toString()).toBe("1/64");
  });

  // Exact equals brute force: every dice × reroll × goal × ladder over a grid of (bonus, DC).
  const variants: Array<[(typeof DICE)[number], Reroll, Goal, Ladder]> = [];
  for (const dice of DICE) for (const reroll of REROLLS) for (const goal of GOALS) for (const ladder of LADDERS) variants.push([dice, reroll, goal, ladder]);
  const cells = [
    [0, 7],
    [2, 10],
    [3, 13],
    [-1, 4],
    [1, 16],
  ] as const;
  it.each(variants)("solveRoll(%s, reroll %s, goal %s, %s ladder) equals brute-force enumeration of ordered rolls", (dice, reroll, goal, ladder) => {
    const pool = DICE_POOLS[dice];
    for (const [bonus, dc] of cells) {
      const failed = (r: number) => r + bonus < dc;
      const value = goal === "success" ? (r: number) => F(failed(r) ? 0 : 1) : (r: number) => F(signedEffect(degreeOf(r + bonus - dc, ladder)));
      const mode = reroll === "none" ? "none" : reroll === "whole-if-failed" ? "whole" : "one-die";
      const allowed = reroll === "one-die" ? () => true : failed;
      // RULES.md 1.3: under goal=success the -if-failed rules reroll every failure.
      const forced = reroll !== "one-die" && reroll !== "none" && goal === "success";
      const brute = bruteReroll(pool.count, pool.sides, pool.keep ?? pool.count, mode, allowed, value, forced);
      const fast = solveRoll({ dice, reroll, goal, ladder, bonus, dc });
      const fastStrings: Record<string, string> = {};
      for (const o of fast.outcomes) fastStrings[o] = fast.probability(o).toString();
      expect(fastStrings, `bonus ${bonus} dc ${dc}`).toEqual(asStrings(brute));
    }
  });

  it("degree probabilities sum to 1 for every variant and cell", () => {
    for (const [dice, reroll, goal, ladder] of variants) {
      for (let dc = 2; dc <= 20; dc += 3) {
        const { degrees } = solveCheck({ dice, reroll, goal, ladder, bonus: 2, dc });
        const sum = degrees.outcomes.reduce((s, o) => s.add(degrees.probability(o)), Rational.ZERO);
        expect(sum.toString()).toBe("1/1");
      }
    }
  });
  it("a reroll never lowers P(success) for goal=success, nor the expected effect for goal=effect", () => {
    for (const reroll of REROLLS) {
      for (let dc = 4; dc <= 16; dc++) {
        const base = solveCheck({ ...plain, bonus: 2, dc });
        expect(solveCheck({ ...plain, reroll, bonus: 2, dc }).pSuccess.compare(base.pSuccess)).toBeGreaterThanOrEqual(0);
        expect(solveCheck({ ...plain, reroll, goal: "effect", bonus: 2, dc }).expectedEffect.compare(base.expectedEffect)).toBeGreaterThanOrEqual(0);
      }
    }
  });
  it("outcome names follow RULES.md: success-N and failure-N", () => {
    const { degrees } = solveCheck({ ...plain, ladder: "linear", bonus: 0, dc: 7 });
    for (const name of degrees.outcomes) expect(name).toMatch(/^(success|failure)-[1-9]\d*$/);
    expect(degreeName(degreeOf(-1, "linear"))).toBe("failure-1");
  });

  it.each([
    ["2d6", "one-die", "success", 2, 10],
    ["2d6", "one-die", "effect", 1, 8],
    ["3d6kh2", "one-die-if-failed", "success", 0, 11],
    ["3d6", "one-die", "effect", 2, 13],
    ["2d8", "whole-if-failed", "effect", 0, 10],
  ] as const)("rerollAdvice(%s, %s, goal %s, +%i vs %i) is the policy behind solveRoll: replaying it on every ordered roll gives the same distribution", (dice, reroll, goal, bonus, dc) => {
    const setup = { dice, reroll, goal, ladder: "paired", bonus, dc } as const;
    const pool = DICE_POOLS[dice];
    const keep = pool.keep ?? pool.count;
    const advice = new Map(rerollAdvice(setup).map((a) => [a.roll, a.action]));
    const rolls = orderedRolls(pool.count, pool.sides);
    const counts = new Map<number, number>();
    const add = (result: number, count: number) => counts.set(result, (counts.get(result) ?? 0) + count);
    for (const roll of rolls) {
      const result = keptSum(roll, keep);
      const oneDie = advice.get([...roll].sort((a, b) => b - a).join("-"));
      const whole = advice.get(`dice total ${result}`);
      if (oneDie) {
        const face = Number(oneDie.replace("reroll a ", ""));
        const i = roll.indexOf(face);
        for (let f = 1; f <= pool.sides; f++) add(keptSum(roll.map((x, j) => (j === i ? f : x)), keep), rolls.length);
      } else if (whole) {
        for (const again of rolls) add(keptSum(again, keep), pool.sides);
      } else add(result, pool.sides * rolls.length);
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const fast = solveRoll(setup);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([...fast.outcomes]);
    for (const [result, count] of counts) expect(fast.probability(result).toString()).toBe(Rational.of(count, total).toString());
  });
});
