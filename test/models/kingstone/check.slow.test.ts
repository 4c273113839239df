import { describe, expect, it } from "vitest";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { DICE, REROLLS } from "../../../src/models/kingstone/roll.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

// Over ~3 s (every dice × reroll rule over 21 DCs × 12 bonuses): run by the slow suite.
describe("solveCheck (RULES.md 1.1–1.3)", () => {
  it("P(success) rises with the bonus and falls with the DC (every dice and reroll rule, goal success)", () => {
    for (const dice of DICE) {
      for (const reroll of REROLLS) {
        for (let dc = 2; dc <= 22; dc++) {
          for (let bonus = -3; bonus <= 8; bonus++) {
            const p = solveCheck({ ...plain, dice, reroll, bonus, dc }).pSuccess;
            expect(solveCheck({ ...plain, dice, reroll, bonus: bonus + 1, dc }).pSuccess.compare(p)).toBeGreaterThanOrEqual(0);
            expect(solveCheck({ ...plain, dice, reroll, bonus, dc: dc + 1 }).pSuccess.compare(p)).toBeLessThanOrEqual(0);
          }
        }
      }
    }
  });
});
