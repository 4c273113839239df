import { defineAnalysis, type Row } from "../../core/analysis.js";
import { formatPercent } from "../../core/format.js";
import { choiceOption, rangeOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { contestWeights, TIES, type Ties } from "./contest.js";
import { explodeChainOption } from "./options.js";
import { DEGREES, TARGET_RANGE } from "./roll.js";
import { sampleTable, tableSampledResult } from "./sample-table.js";
import { solveTest } from "./test.js";

/** One cell of the contest heatmap: P(A wins) for targets a and b. */
export interface ContestCell {
  readonly a: number;
  readonly b: number;
  readonly pAWins: Rational;
}

/**
 * P(A wins) for every pair of targets (RULES.md 2.3), exactly: one O(max target) sum per cell, so
 * O(|as| × |bs| × max target) bigint steps in all.
 * @example contestGrid([6], [6], "draw", false)[0].pAWins.toString() // "17/48"
 */
export function contestGrid(as: readonly number[], bs: readonly number[], ties: Ties, explodeChain: boolean): ContestCell[] {
  const cells: ContestCell[] = [];
  for (const a of as) {
    for (const b of bs) {
      const w = contestWeights({ a, b, ties, explodeChain });
      cells.push({ a, b, pAWins: Rational.of(w.aWins, w.total) });
    }
  }
  return cells;
}

/** `oddsmith zilch table`: the four degrees for every target, and P(A wins) for every pair of targets. */
export const tableAnalysis = defineAnalysis({
  game: "zilch",
  name: "table",
  summary: "the four degrees for every target, and the contest heatmap P(A wins)",
  options: {
    target: rangeOption({ ...TARGET_RANGE, default: Array.from({ length: 19 }, (_, i) => i + 2), doc: "targets of the degree table" }),
    contest: rangeOption({ ...TARGET_RANGE, default: Array.from({ length: 16 }, (_, i) => i + 2), doc: "targets on both axes of the contest heatmap" }),
    ties: choiceOption(TIES, { default: "draw", doc: "equal successful rolls in the contests (higher-suit compares the targets)" }),
    explodeChain: explodeChainOption,
  },
  run: (params) => {
    const tests = params.target.map((target) => solveTest(target, params.explodeChain));
    const rows: Row[] = tests.map((test) => ({
      target: test.target,
      ...Object.fromEntries(test.degrees.map(({ degree, probability }) => [degree, probability.toNumber()])),
      pSuccess: test.pSuccess.toNumber(),
      ...Object.fromEntries(test.degrees.map(({ degree, probability }) => [`${degree}Exact`, probability.toString()])),
      pSuccessExact: test.pSuccess.toString(),
    }));
    const cells = contestGrid(params.contest, params.contest, params.ties, params.explodeChain);
    const contestRows: Row[] = cells.map((cell) => ({ a: cell.a, b: cell.b, pAWins: cell.pAWins.toNumber(), exact: cell.pAWins.toString() }));
    const roll = params.explodeChain ? "1d12, 12 → +1d8 chained" : "1d12, 12 → +1d8";
    return {
      outcomes: tests.flatMap((test) =>
        test.degrees.map(({ degree, probability }) => ({ outcome: degree, target: test.target, probability: probability.toNumber(), exact: probability.toString() })),
      ),
      summary: { targets: tests.length, contestCells: cells.length },
      summaryExact: {},
      rows,
      details: { contest: contestRows },
      table: {
        columns: ["target", ...DEGREES, "P(success)"],
        rows: tests.map((test) => [String(test.target), ...test.degrees.map(({ probability }) => formatPercent(probability.toNumber())), formatPercent(test.pSuccess.toNumber())]),
      },
      extraTables: [
        {
          title: `P(A wins) by A's target (rows) and B's target (columns), ties=${params.ties}`,
          columns: ["A \\ B", ...params.contest.map(String)],
          rows: params.contest.map((a) => [String(a), ...cells.filter((cell) => cell.a === a).map((cell) => formatPercent(cell.pAWins.toNumber()))]),
        },
      ],
      charts: [
        {
          name: "",
          title: `Degrees of a Suit test by target (${roll})`,
          kind: "area",
          data: tests.flatMap((test) => test.degrees.map(({ degree, probability }) => ({ target: test.target, degree, probability: probability.toNumber() }))),
          x: { field: "target", title: "target", type: "quantitative" },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
          // Worst degrees at the bottom, as in Kingstone's degree chart: red failures, blue successes.
          color: { field: "degree", title: "degree", type: "ordinal", order: [...DEGREES].reverse(), scheme: "redblue" },
        },
        {
          name: "contest",
          title: `Contest: P(A wins) by target (ties=${params.ties}, ${roll})`,
          kind: "heatmap",
          data: contestRows,
          x: { field: "b", title: "B's target", type: "ordinal" },
          y: { field: "a", title: "A's target (initiator)", type: "ordinal" },
          color: { field: "pAWins", title: "P(A wins)", type: "quantitative", format: ".0%" },
          labels: true,
        },
      ],
    };
  },
  sampler: {
    plan: (params) => sampleTable(params.target, params.contest, params.ties, params.explodeChain),
    result: (estimates, params) => tableSampledResult(estimates, params.target, params.contest, params.ties, params.explodeChain),
    validation: [
      { target: "6", contest: "6" },
      { target: "14", contest: "9,14", ties: "higher-suit", explodeChain: true },
    ],
  },
  reportRuns: [
    { name: "table", title: "Degrees for targets 2..20, and the contest heatmap for targets 2..17", params: {} },
    { name: "table-explode-chain", title: "The same with the chained d8 (explodeChain)", params: { explodeChain: true } },
  ],
});
