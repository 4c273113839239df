import { defineAnalysis, type AnalysisResult, type Row } from "../../core/analysis.js";
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

// The report's words for the table's charts.
function degreesExplanation(explodeChain: boolean) {
  return (result: AnalysisResult): string => {
    const success = (target: number) => Number(result.rows.find((row) => row.target === target)!.pSuccess);
    const points = (from: number, to: number) => (success(to) === success(from) ? "nothing" : `${((success(to) - success(from)) * 100).toFixed(1)} points`);
    const first =
      "The stacked bands show, for each target, the chance of each degree: critical failure (dark red) at the bottom, then failure, success and critical success (dark blue) on top. ";
    if (!explodeChain) {
      return (
        first +
        `Up to 11 every point of target adds ${points(10, 11)} of success, at 12 it adds ${points(11, 12)} (a 12 always explodes past it), and past 12 only ${points(13, 14)} each. ` +
        "So a designer should aim modifiers at targets up to 11: above that they turn successes into criticals and soften failures, but barely change whether the test succeeds."
      );
    }
    // Where the chained d8 changes anything: the largest difference in any degree at any target.
    let largest = 0;
    let from: number | undefined;
    for (const row of result.rows) {
      const plain = solveTest(Number(row.target), false);
      for (const { degree, probability } of plain.degrees) {
        const difference = Math.abs(Number(row[degree]) - probability.toNumber());
        if (difference > 1e-12 && from === undefined) from = Number(row.target);
        largest = Math.max(largest, difference);
      }
    }
    return (
      first +
      `With the chained d8 (an 8 on the d8 adds another d8) only the roll of 20 (a 12, then an 8) changes, into 21 to 28, so ${from === undefined ? "no target changes at all" : `nothing changes below target ${from} and no degree moves by more than ${(largest * 100).toFixed(1)} points`}. ` +
      (largest < 0.02 ? "The option is safe to adopt for flavour: it does not change the odds a designer balances against." : "The option matters at high targets, where it moves criticals.")
    );
  };
}

function contestExplanation(result: AnalysisResult): string {
  const cells = result.details!.contest!;
  const at = (a: number, b: number) => formatPercent(Number(cells.find((cell) => cell.a === a && cell.b === b)!.pAWins));
  const targets = cells.map((cell) => Number(cell.a));
  const low = Math.min(...targets);
  const high = Math.max(...targets);
  return (
    "Each cell is the chance that A (the initiator, rows) wins a contest against B (columns) when both test under their targets: a lone success wins, two successes go to the lower roll, and two failures or equal rolls draw. " +
    `Between equal targets A wins ${at(6, 6)} at 6 but ${at(high, high)} at ${high}, and above 11 the target barely matters (11 against ${high}: ${at(11, high)}), because the extra successes are exploded rolls of 13 or more that lose to any plain success. ` +
    `Training pays in a contest only up to 11; a low target is what loses contests (${low} against 6: ${at(low, 6)}).`
  );
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
    {
      name: "table",
      title: "Degrees for targets 2..20, and the contest heatmap for targets 2..17",
      params: {},
      explanations: { "": degreesExplanation(false), contest: contestExplanation },
    },
    {
      name: "table-explode-chain",
      title: "The same with the chained d8 (explodeChain)",
      params: { explodeChain: true },
      explanations: { "": degreesExplanation(true), contest: contestExplanation },
    },
  ],
});
