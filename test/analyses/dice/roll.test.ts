import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { rollAnalysis } from "../../../src/analyses/dice/roll.js";
import { simulatedResultOf } from "../../support/sampling.js";
import { bruteDice } from "../../support/dice-brute-force.js";
import { parseDice } from "../../../src/core/dice/parse-dice.js";

const run = (expr: string[], extra: { vs?: string; tie?: "tie" | "reroll" | "attacker" | "defender" } = {}) => rollAnalysis.run({ expr, vs: extra.vs, tie: extra.tie ?? "tie" });

describe("dice roll, exactly", () => {
  it("several series: the summary names every expression (4d6kh3 mean 15869/1296, 3d6 mean 21/2 by hand), one series keeps the plain names", () => {
    const result = run(["4d6kh3", "3d6"]);
    expect(result.summaryExact).toEqual({ "4d6kh3 mean": "15869/1296", "3d6 mean": "21/2" });
    expect(result.summary).toMatchObject({ "3d6 median": 10, "4d6kh3 median": 12 });
    expect(Object.keys(run(["3d6"]).summary)).toEqual(["mean", "sd", "median"]);
  });
  it("the distribution chart carries each value's at-least and at-most fields for the workbench's switch", () => {
    const chart = run(["d20", "2d20kh1"]).charts[0];
    expect(chart?.cumulative).toEqual({ atLeast: "atLeast", atMost: "atMost" });
    expect(chart?.data.find((d) => d.expression === "2d20kh1" && d.value === 11)).toMatchObject({ atLeast: 0.75, atMost: 0.3025 });
  });
  it("4d6kh3 has mean 15869/1296 and shows 18 with chance 21/1296 = 7/432", () => {
    const result = run(["4d6kh3"]);
    expect(result.summaryExact.mean).toBe("15869/1296");
    // 18 needs three 6s among four dice: 1 roll of four 6s + 4 × 5 rolls with one lower die = 21 of 1296.
    expect(result.outcomes.find((o) => o.outcome === "18")).toMatchObject({ exact: "7/432", expression: "4d6kh3" });
    expect(result.outcomes.find((o) => o.outcome === "3")).toMatchObject({ exact: "1/1296", atLeast: 1 });
  });
  it("d20; 2d20kh1 are two series, advantage at least 11 with chance 1 − (10/20)² = 3/4, at most 11 (11/20)²", () => {
    const result = run(["d20", "2d20kh1"]);
    expect(new Set(result.outcomes.map((o) => o.expression))).toEqual(new Set(["d20", "2d20kh1"]));
    const row = result.rows.find((r) => r.expression === "2d20kh1" && r.value === 11);
    expect(row).toMatchObject({ atLeastExact: "3/4", atMostExact: "121/400" });
  });
  it("3d6 vs 3d6 wins 3527/7776 and ties 361/3888; --tie reroll makes it 1/2", () => {
    expect(run(["3d6 vs 3d6"]).summaryExact).toMatchObject({ win: "3527/7776", tie: "361/3888", lose: "3527/7776" });
    expect(run(["3d6"], { vs: "3d6", tie: "reroll" }).summaryExact).toMatchObject({ win: "1/2", lose: "1/2" });
  });
  it("every value's fraction equals the brute-force enumeration (2d6ro1 - d4)", () => {
    const brute = bruteDice(parseDice("dice", "2d6ro1 - d4").expression, 0);
    for (const row of run(["2d6ro1 - d4"]).outcomes) {
      const p = brute.get(Number(row.outcome));
      expect(row.exact).toBe(`${p?.n}/${p?.d}`);
    }
  });
  it("charts several series together as lines coloured by expression, one series as bars", () => {
    const charts = run(["3d6", "4d6kh3"]).charts;
    expect(charts.map((c) => [c.name, c.kind, c.color?.field])).toEqual([["", "line", "expression"], ["at-least", "line", "expression"]]);
    expect(run(["3d6"]).charts.map((c) => [c.name, c.kind, c.color?.field])).toEqual([["", "bar", undefined], ["at-least", "line", undefined]]);
  });
});

describe("the dice roll sampler", () => {
  it("5d10>=8f1 at seed 1: the mean is within its 95% interval of the exact 1", async () => {
    const { result } = await simulatedResultOf(rollAnalysis, { expr: "5d10>=8f1" }, 20_000);
    expect(result.summary.meanLow).toBeLessThan(1);
    expect(result.summary.meanHigh).toBeGreaterThan(1);
  });
  it("3d6 vs 3d6 at seed 1: P(win) within 4 standard errors of 3527/7776", async () => {
    const { result } = await simulatedResultOf(rollAnalysis, { expr: "3d6 vs 3d6" }, 20_000);
    const p = 3527 / 7776;
    expect(Math.abs((result.summary.win ?? 0) - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / 20_000));
  });
});

describe("bad dice roll parameters", () => {
  it.each([
    [{ expr: "3d6k" }, ['--expr: expected the number of dice to keep at position 5, received "3d6k"']],
    [{ expr: "4d6kh3; 2d" }, ['--expr: expected a number of faces, "%", "F" or "{" at position 3, received "2d"']],
    [{ expr: "d6", tie: "draw" }, ['--tie: expected one of tie, reroll, attacker, defender, received "draw"']],
  ] as const)("%o is refused: %o", (raw, errors) => {
    expect(findAnalysis("dice", "roll")!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
