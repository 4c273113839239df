import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { situationTable, tierTable } from "../../../src/web/balance/answer-tables.js";
import { solveBalance } from "../../../src/web/compute/balance-solve.js";

const check = findAnalysis("kingstone", "check")!;
const probability = () => true;

// 2d6 + bonus vs DC succeeds when 2d6 ≥ DC − bonus (RULES.md 1.1): P(2d6 ≥ 7) = 21/36 = 7/12, P(2d6 ≥ 8) = 15/36 = 5/12.
describe("the Balance view's tables over situations (issue 26 §6)", () => {
  const each = { choose: [["dc", [8, 9, 10, 11, 12]]] as [string, number[]][], across: [["bonus", [0, 3]]] as [string, number[]][], per: "each" as const };

  it("per each: a row per situation, its best design (the largest DC meeting 50%) or its nearest miss, columns in the form's words", () => {
    const question = { ...each, targets: [{ figure: { name: "pSuccess" }, atLeast: 0.5 }], prefer: { kind: "option" as const, field: "dc", direction: "max" as const } };
    const run = solveBalance(check, {}, question).run!;
    const table = situationTable(check, question, run, probability);
    expect(table.columns).toEqual(["Bonus", "rank", "Difficulty (DC)", "pSuccess", "meets"]);
    // Bonus 0 reaches 50% at no DC from 8 (5/12, short by 1/12); bonus 3 at DC 10 (7/12), not 11 (5/12).
    expect(table.rows).toEqual([
      ["0", "miss", "8", "41.7% (5/12), short by 8.3%", "no"],
      ["3", "1", "10", "58.3% (7/12)", "yes"],
    ]);
  });

  it("tiers: a cell per situation and tier with the exact chance, `none (nearest …)` where no design reaches the tier", () => {
    const question = { ...each, targets: [], tiers: { figure: { name: "pSuccess" }, rule: "at-least" as const, chances: [["moderate", 0.5], ["hard", 0.25]] as [string, number][] }, prefer: { kind: "middle" as const } };
    const table = tierTable(check, question, solveBalance(check, {}, question).run!, probability);
    expect(table.columns).toEqual(["Bonus", "moderate 50.0%", "hard 25.0%"]);
    // Bonus 0: P(2d6 ≥ 9) = 10/36 = 5/18 is the lowest at or above 25%; no DC from 8 gives 50%.
    expect(table.rows).toEqual([
      ["0", "none (nearest 8)", "9: 27.8% (5/18)"],
      ["3", "10: 58.3% (7/12)", "12: 27.8% (5/18)"],
    ]);
  });
});
