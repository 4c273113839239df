import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadAnalysis } from "../../src/analyses/catalog.js";
import { balance, reachableCount, reachablePoints, tierQuestion, type BalanceQuestion } from "../../src/balance/balance.js";
import { exactSolver } from "../../src/balance/exact-solver.js";
import type { AnalysisResult } from "../../src/framework/analysis.js";
import type { GridPoint } from "../../src/framework/grid.js";
import { bruteBalance } from "../support/balance-brute-force.js";
import { checkProperty } from "../support/properties.js";

/** A result holding two made-up figures, pA and pB, read from tables by the point. */
function tableResult(pA: number, pB: number): AnalysisResult {
  return { outcomes: [], summary: { pA, pB }, summaryExact: {}, rows: [], charts: [] };
}

const K_VALUES = [0, 1, 2, 3, 4, 5, 6, 7];
const M_VALUES = ["a", "b", "c"];
const S_VALUES = [0, 1, 2];

/**
 * A space of made-up figures: pA and pB for every (k, m, s) from the tables drawn; with `monotone`, each
 * (m, s) column along k sorted up or down (drawn per column), else every column made to go up and down.
 */
const spaceArbitrary = fc.record({
  kCount: fc.integer({ min: 4, max: 8 }),
  mCount: fc.integer({ min: 1, max: 3 }),
  sCount: fc.integer({ min: 1, max: 3 }),
  monotone: fc.boolean(),
  tableA: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 72, maxLength: 72 }),
  tableB: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 72, maxLength: 72 }),
  upA: fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
  upB: fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
  targets: fc.array(
    fc.record({ figure: fc.constantFrom("pA", "pB"), low: fc.integer({ min: 0, max: 10 }), width: fc.integer({ min: 0, max: 10 }), side: fc.constantFrom("both", "at-least", "at-most"), whenS: fc.option(fc.integer({ min: 0, max: 2 })) }),
    { minLength: 1, maxLength: 3 },
  ),
  per: fc.constantFrom("all" as const, "each" as const),
  prefer: fc.constantFrom("middle", "max-k", "min-pA", "max-pB"),
});

type Space = typeof spaceArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The figure tables of a space: value(k, m, s) in tenths, monotone along k per column when asked. */
function figureTable(space: Space, table: readonly number[], ups: readonly boolean[]): (k: number, m: number, s: number) => number {
  const columns = new Map<string, number[]>();
  for (let m = 0; m < 3; m++) {
    for (let s = 0; s < 3; s++) {
      const raw = K_VALUES.map((k) => table[(m * 3 + s) * 8 + k] ?? 0);
      const column = raw.slice(0, space.kCount);
      if (space.monotone) column.sort((a, b) => (ups[m * 3 + s] ? a - b : b - a));
      // Not monotone: every column goes up and down for sure. (A figure that moves one way along the
      // column the run checks and not along another is outside the rule: docs/balance.md says so.)
      else column.splice(0, 3, 2, 8, 1);
      columns.set(`${m},${s}`, column);
    }
  }
  return (k, m, s) => (columns.get(`${m},${s}`)?.[k] ?? 0) / 10;
}

function questionOf(space: Space): { question: BalanceQuestion; solve: (point: GridPoint) => AnalysisResult } {
  const a = figureTable(space, space.tableA, space.upA);
  const b = figureTable(space, space.tableB, space.upB);
  const solve = (point: GridPoint) => {
    const [k, m, s] = [Number(point.k), M_VALUES.indexOf(String(point.m)), Number(point.s ?? 0)];
    return tableResult(a(k, m, s), b(k, m, s));
  };
  const targets = space.targets.map((t) => {
    const low = t.low / 10;
    const high = Math.min(1, (t.low + t.width) / 10);
    const when = t.whenS === null || t.whenS >= space.sCount ? {} : { when: { s: t.whenS } };
    const bound = t.side === "both" ? { atLeast: low, atMost: high } : t.side === "at-least" ? { atLeast: low } : { atMost: high };
    return { figure: { name: t.figure }, ...bound, ...when };
  });
  const prefer =
    space.prefer === "middle" ? ({ kind: "middle" } as const) : space.prefer === "max-k" ? ({ kind: "option", field: "k", direction: "max" } as const) : space.prefer === "min-pA" ? ({ kind: "figure", figure: { name: "pA" }, direction: "min" } as const) : ({ kind: "figure", figure: { name: "pB" }, direction: "max" } as const);
  const question: BalanceQuestion = {
    choose: [["m", M_VALUES.slice(0, space.mCount)], ["k", K_VALUES.slice(0, space.kCount)]],
    across: [["s", S_VALUES.slice(0, space.sCount)]],
    per: space.per,
    targets,
    prefer,
  };
  return { question, solve };
}

describe("balance", () => {
  it("equals brute-force enumeration of the whole design space on small spaces (figures moving one way along k in every column, up or down; or in none: then a scan)", async () => {
    await checkProperty(
      "balance = brute force",
      fc.property(spaceArbitrary, (space) => {
        const { question, solve } = questionOf(space);
        const run = balance(question, solve);
        const brute = bruteBalance(question, solve);
        expect(run.answers.map((answer) => ({ situation: answer.situation, meets: answer.designs.map((d) => d.design), misses: answer.misses.map((d) => d.design) }))).toEqual(brute);
        // Never more solves than the whole space has points.
        expect(run.solves).toBeLessThanOrEqual(reachablePoints(question).length);
      }),
      300,
      20,
    );
  });

  it("bisects a figure that moves one way: pA = k/40 (m = a) or 1 − k/40 (m = b) over k = 0..40, between 50% and 60%, meets at k = 20..24 (a) and 16..20 (b); column a is read whole to check the direction, column b in 15 solves", () => {
    const k = Array.from({ length: 41 }, (_, i) => i);
    const question: BalanceQuestion = { choose: [["m", ["a", "b"]], ["k", k]], across: [], per: "all", targets: [{ figure: { name: "pA" }, atLeast: 0.5, atMost: 0.6 }], prefer: { kind: "option", field: "k", direction: "max" } };
    const run = balance(question, (point) => tableResult(point.m === "a" ? Number(point.k) / 40 : 1 - Number(point.k) / 40, 0));
    expect(run.bisected).toBe("k");
    expect(run.answers[0]?.designs.map((d) => `${d.design.m}${d.design.k}`)).toEqual(["a24", "a23", "a22", "a21", "a20", "b20", "b19", "b18", "b17", "b16"]);
    expect(run.solves).toBe(41 + 15);
    expect(run.scannedColumns).toBe(0);
  });

  it("when none meets, walks each column out from its bounds: pA = k/40 (m = a) or (k + 5)/40 (m = b), pB = k/40, over k = 0..40, with pA ≥ 90% and pB ≤ 21%: the nearest misses are b20, b19, b21, b18, b22, as brute force finds, in fewer solves than the 82 designs", () => {
    const k = Array.from({ length: 41 }, (_, i) => i);
    const question: BalanceQuestion = {
      choose: [["m", ["a", "b"]], ["k", k]],
      across: [],
      per: "all",
      targets: [{ figure: { name: "pA" }, atLeast: 0.9 }, { figure: { name: "pB" }, atMost: 0.21 }],
      prefer: { kind: "middle" },
    };
    // Worked by hand: a design's worst shortfall is max(0.9 − pA, pB − 0.21); for b at k = 20 that is
    // max(0.275, 0.29) = 0.29, k = 19 max(0.3, 0.265), k = 21 0.315, k = 18 0.325, k = 22 0.34; a's best is k = 22 at 0.35.
    const solve = (point: GridPoint) => tableResult((Number(point.k) + (point.m === "a" ? 0 : 5)) / 40, Number(point.k) / 40);
    const run = balance(question, solve);
    expect(run.bisected).toBe("k");
    expect(run.answers[0]?.designs).toEqual([]);
    expect(run.answers[0]?.misses.map((d) => `${d.design.m}${d.design.k}`)).toEqual(["b20", "b19", "b21", "b18", "b22"]);
    expect(run.answers[0]?.misses.map((d) => d.worstShortfall.toFixed(4))).toEqual(["0.2900", "0.3000", "0.3150", "0.3250", "0.3400"]);
    expect(run.answers[0]?.misses.map((d) => d.design)).toEqual(bruteBalance(question, solve)[0]?.misses);
    expect(run.solves).toBeLessThan(82);
  });

  it("per each reuses the direction found on the first situation: Kingstone 2d6 + bonus, the hardest DC with P(success) ≥ 75% is bonus + 5 (worked by hand: P(2d6 ≥ 5) = 30/36 = 5/6, P(2d6 ≥ 6) = 26/36 < 3/4)", async () => {
    const entry = await loadAnalysis("kingstone", "check");
    if (entry === undefined) throw new Error("kingstone check is registered");
    const question: BalanceQuestion = {
      choose: [["dc", Array.from({ length: 29 }, (_, i) => i + 2)]],
      across: [["bonus", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]],
      per: "each",
      targets: [],
      tiers: { figure: { name: "pSuccess" }, rule: "at-least", chances: [["easy", 0.75]] },
      prefer: { kind: "middle" },
    };
    const run = balance(question, exactSolver(entry, { ladder: "paired" }));
    expect(run.answers.map((answer) => [answer.situation.bonus, answer.designs[0]?.design.dc, answer.designs[0]?.preferred?.exact])).toEqual(
      Array.from({ length: 11 }, (_, bonus) => [bonus, bonus + 5, "5/6"]),
    );
    expect(run.bisected).toBe("dc");
    expect(run.solves).toBeLessThan(11 * 29);
  });

  it("a tier at least a chance adds its bound and prefers the smallest figure above it; closest ranks by distance", () => {
    const figure = { name: "pSuccess" };
    expect(tierQuestion([], { figure, rule: "at-least", chances: [] }, 0.75)).toEqual({ targets: [{ figure, atLeast: 0.75 }], prefer: { kind: "figure", figure, direction: "min" } });
    expect(tierQuestion([], { figure, rule: "at-most", chances: [] }, 0.1)).toEqual({ targets: [{ figure, atMost: 0.1 }], prefer: { kind: "figure", figure, direction: "max" } });
    expect(tierQuestion([], { figure, rule: "closest", chances: [] }, 0.5)).toEqual({ targets: [], prefer: { kind: "closest", figure, value: 0.5 } });
  });

  it("reachablePoints lists each design in each situation a target applies to, with its own readings; reachableCount bounds it without making them", () => {
    const question: BalanceQuestion = {
      choose: [["dc", [8, 9]]],
      across: [["bonus", [0, 1]]],
      per: "all",
      targets: [{ figure: { name: "pSuccess" }, atLeast: 0.4, when: { bonus: 0, ladder: "linear" } }],
      prefer: { kind: "middle" },
    };
    // The target applies at bonus 0 only (its when on a situation option), and reads ladder=linear there.
    expect(reachablePoints(question)).toEqual([
      { dc: 8, bonus: 0, ladder: "linear" },
      { dc: 9, bonus: 0, ladder: "linear" },
    ]);
    expect(reachableCount(question)).toBe(4);
  });
});
