import { describe, expect, it } from "vitest";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { LADDERS } from "../../../src/models/kingstone/ladder.js";
import { REROLLS } from "../../../src/models/kingstone/roll.js";
import { solveTable } from "../../../src/models/kingstone/table.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

describe("solveTable", () => {
  it("every cell equals solveCheck for that bonus and DC (every ladder and reroll rule)", () => {
    for (const ladder of LADDERS) {
      for (const reroll of REROLLS) {
        const cells = solveTable([-2, 0, 3, 7], [2, 6, 9, 12, 15], { ...plain, ladder, reroll });
        expect(cells).toHaveLength(20);
        for (const cell of cells) {
          const check = solveCheck({ ...plain, ladder, reroll, bonus: cell.bonus, dc: cell.dc });
          expect(cell.pSuccess.toString()).toBe(check.pSuccess.toString());
          expect(cell.expectedEffect.toString()).toBe(check.expectedEffect.toString());
        }
      }
    }
  });
});
