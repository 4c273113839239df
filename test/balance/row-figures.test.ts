import { describe, expect, it } from "vitest";
import { loadAnalysis } from "../../src/analyses/catalog.js";
import { balance, type BalanceQuestion } from "../../src/balance/balance.js";
import { exactSolver } from "../../src/balance/exact-solver.js";
import { rowFigures, splitRowField } from "../../src/balance/row-figures.js";
import type { ResultFigures } from "../../src/framework/analysis.js";
import { readFigure } from "../../src/balance/targets.js";

/** Two rows per difficulty's figures, as Ultimo curve writes them, and its outcomes tagged by difficulty. */
const CURVE_LIKE: ResultFigures = {
  outcomes: [
    { outcome: "success", difficulty: 4, probability: 0.75, exact: "3/4" },
    { outcome: "failure", difficulty: 4, probability: 0.25, exact: "1/4" },
    { outcome: "success", difficulty: 5, probability: 0.5, exact: "1/2" },
    { outcome: "failure", difficulty: 5, probability: 0.5, exact: "1/2" },
  ],
  summary: { hardestAtLeastEvenOdds: 5 },
  summaryExact: {},
  rows: [
    { difficulty: 4, success: 0.75, failure: 0.25, pSuccessOrBetter: 0.75, exact: "3/4", overwhelmingExpertise: null },
    { difficulty: 5, success: 0.5, failure: 0.5, pSuccessOrBetter: 0.5, exact: "1/2", overwhelmingExpertise: null },
  ],
};

describe("rowFigures", () => {
  it("cuts a result down to one difficulty's row: pSuccessOrBetter 1/2 with its fraction, the outcomes of difficulty 5 (success read as an outcome with its 1/2, not as the row's float)", () => {
    const figures = rowFigures(CURVE_LIKE, "difficulty", 5);
    if ("problem" in figures) throw new Error(figures.problem);
    expect(figures.summary).toEqual({ pSuccessOrBetter: 0.5 });
    expect(figures.summaryExact).toEqual({ pSuccessOrBetter: "1/2" });
    expect(figures.outcomes.map((row) => [row.outcome, row.exact])).toEqual([["success", "1/2"], ["failure", "1/2"]]);
    expect(readFigure(figures, { name: "success" })).toEqual({ value: 0.5, exact: "1/2" });
  });

  it("names the values there are when no row has the one asked for", () => {
    expect(rowFigures(CURVE_LIKE, "difficulty", 9)).toEqual({ problem: "expected a difficulty the result has a row for (4, 5), received 9" });
  });

  it("splitRowField takes the row field's value out of a point, and leaves a point without it as it is", () => {
    expect(splitRowField({ handSize: 7, difficulty: 5 }, "difficulty")).toEqual({ solved: { handSize: 7 }, row: 5 });
    expect(splitRowField({ handSize: 7 }, "difficulty")).toEqual({ solved: { handSize: 7 } });
    expect(splitRowField({ handSize: 7, difficulty: 5 }, undefined)).toEqual({ solved: { handSize: 7, difficulty: 5 } });
  });
});

describe("balance over a row field (issue 26's Ultimo question)", () => {
  it("Ultimo curve, hand 5, limits 3 and 4: each tier's hardest difficulty at or above its chance is the one read off the curve's own rows, from one solve per curve", async () => {
    const entry = await loadAnalysis("ultimo", "curve");
    if (entry === undefined) throw new Error("ultimo curve is registered");
    const chances = [["trivial", 0.9], ["easy", 0.7], ["standard", 0.5], ["hard", 0.3], ["heroic", 0.1]] as const;
    const question: BalanceQuestion = {
      choose: [["difficulty", Array.from({ length: 11 }, (_, d) => d)]],
      across: [["limit", [3, 4]]],
      per: "each",
      targets: [],
      tiers: { figure: { name: "pSuccessOrBetter" }, rule: "at-least", chances },
      prefer: { kind: "middle" },
      rowField: "difficulty",
    };
    const run = balance(question, exactSolver(entry, { handSize: 5, maxDifficulty: 10 }));
    expect(run.solves).toBe(2);
    expect(run.bisected).toBe("difficulty");
    for (const limit of [3, 4]) {
      const prepared = entry.prepare({ handSize: 5, limit, maxDifficulty: 10 });
      if (!prepared.ok || prepared.value.solve === undefined) throw new Error("a valid curve");
      const rows = prepared.value.solve().rows;
      for (const [name, chance] of chances) {
        // The hardest difficulty whose P(success or better) is at least the chance, read row by row.
        const expected = rows.filter((row) => Number(row.pSuccessOrBetter) >= chance - 1e-12).map((row) => Number(row.difficulty)).at(-1);
        const answer = run.answers.find((each) => each.situation.limit === limit && each.tier?.name === name);
        expect([limit, name, answer?.designs[0]?.design.difficulty]).toEqual([limit, name, expected]);
        const row = rows.find((each) => each.difficulty === expected);
        expect(answer?.designs[0]?.preferred?.exact).toBe(row?.exact);
      }
    }
  });
});
