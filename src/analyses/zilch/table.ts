/** `oddsmith zilch table`: the four degrees for every target and the contest heatmap (docs/rules.md 2.1–2.3), exact or simulated. */
import { defineAnalysis, type AnalysisResult, type OutcomeRow, type Row } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import { choiceOption, rangeOption, type ParamsOf } from "../../framework/options.js";
import { TIES, type Ties } from "../../models/zilch/contest.js";
import { DEGREES } from "../../models/zilch/suit-test.js";
import { TARGET_RANGE } from "../../models/zilch/target.js";
import { cellGroup, sampleTable, targetGroup } from "../../models/zilch/sample/table.js";
import { contestGrid } from "../../models/zilch/table.js";
import { solveTest } from "../../models/zilch/suit-test.js";
import { dieOption, explodeChainOption, rollName } from "./options.js";
import { proportionFigures } from "./sampled-figures.js";

const TABLE_OPTIONS = {
  target: rangeOption({ ...TARGET_RANGE, default: Array.from({ length: 19 }, (_, i) => i + 2), doc: "targets of the degree table" }),
  contest: rangeOption({ ...TARGET_RANGE, default: Array.from({ length: 16 }, (_, i) => i + 2), doc: "targets on both axes of the contest heatmap" }),
  ties: choiceOption(TIES, { default: "draw", doc: "equal successful rolls in the contests (higher-suit compares the targets)" }),
  explodeChain: explodeChainOption,
  die: dieOption,
};
type TableParams = ParamsOf<typeof TABLE_OPTIONS>;

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

/** The exact degree table and contest heatmap of a run: rows per target, heatmap cells, tables and charts. O(targets² + cells × max target). */
function solvedTable(params: TableParams): AnalysisResult {
  const tests = params.target.map((target) => solveTest(target, params.explodeChain, params.die));
  const rows: Row[] = tests.map((test) => ({
    target: test.target,
    ...Object.fromEntries(test.degrees.map(({ degree, probability }) => [degree, probability.toNumber()])),
    pSuccess: test.pSuccess.toNumber(),
    ...Object.fromEntries(test.degrees.map(({ degree, probability }) => [`${degree}Exact`, probability.toString()])),
    pSuccessExact: test.pSuccess.toString(),
  }));
  const cells = contestGrid(params.contest, params.contest, params.ties, params.explodeChain, params.die);
  const contestRows: Row[] = cells.map((cell) => ({ a: cell.a, b: cell.b, pAWins: cell.pAWins.toNumber(), exact: cell.pAWins.toString() }));
  const roll = rollName(params.explodeChain, params.die);
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
}

/**
 * A simulated degree table and heatmap in the exact result's shape: every target's degrees with 95%
 * intervals and counts (each row tagged with its target), CSV rows per target, the heatmap cells as the
 * `contest` details (pAWins with `Low`/`High`), the tables and a heatmap chart. O(targets + cells).
 */
export function tableSampledResult(estimates: Estimates, targets: readonly number[], contest: readonly number[], ties: Ties, explodeChain: boolean, die?: string): AnalysisResult {
  const outcomes: OutcomeRow[] = targets.flatMap((target) => estimatedOutcomeRows(estimates, targetGroup(target)).map((row) => ({ ...row, target })));
  const rows: Row[] = targets.map((target) => {
    const degrees = estimatedOutcomeRows(estimates, targetGroup(target));
    const success = proportionFigures(estimates, targetGroup(target), { pSuccess: ["critical-success", "success"] });
    return { target, ...Object.fromEntries(degrees.map((d) => [d.outcome, d.probability])), ...success, ...Object.fromEntries(degrees.map((d) => [`${d.outcome}Count`, d.count ?? null])) };
  });
  const contestRows: Row[] = contest.flatMap((a) => contest.map((b) => ({ a, b, ...proportionFigures(estimates, cellGroup(a, b), { pAWins: ["a-wins"] }) })));
  const roll = rollName(explodeChain, die);
  const simulated = `simulated, ${estimates.trials} trials`;
  return {
    outcomes,
    summary: { targets: targets.length, contestCells: contestRows.length },
    summaryExact: {},
    rows,
    details: { contest: contestRows },
    table: {
      columns: ["target", ...DEGREES, "P(success)", "95% interval"],
      rows: rows.map((r) => [String(r.target), ...DEGREES.map((d) => formatPercent(r[d] as number)), formatPercent(r.pSuccess as number), `${formatPercent(r.pSuccessLow as number)}–${formatPercent(r.pSuccessHigh as number)}`]),
    },
    extraTables: [
      {
        title: `P(A wins) by A's target (rows) and B's target (columns), ties=${ties} (${simulated})`,
        columns: ["A \\ B", ...contest.map(String)],
        rows: contest.map((a) => [String(a), ...contestRows.filter((r) => r.a === a).map((r) => formatPercent(r.pAWins as number))]),
      },
    ],
    charts: [
      {
        name: "",
        title: `Degrees of a Suit test by target (${roll}, ${simulated})`,
        kind: "area",
        data: outcomes.map(({ target, outcome, probability }) => ({ target: target ?? null, degree: outcome, probability })),
        x: { field: "target", title: "target", type: "quantitative" },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
        color: { field: "degree", title: "degree", type: "ordinal", order: [...DEGREES].reverse(), scheme: "redblue" },
      },
      {
        name: "contest",
        title: `Contest: P(A wins) by target (ties=${ties}, ${roll}, ${simulated})`,
        kind: "heatmap",
        data: contestRows.map(({ a, b, pAWins }) => ({ a: a ?? null, b: b ?? null, pAWins: pAWins ?? null })),
        x: { field: "b", title: "B's target", type: "ordinal" },
        y: { field: "a", title: "A's target (initiator)", type: "ordinal" },
        color: { field: "pAWins", title: "P(A wins)", type: "quantitative", format: ".0%" },
        labels: true,
      },
    ],
  };
}

/** `oddsmith zilch table`: the four degrees for every target, and P(A wins) for every pair of targets. */
export const tableAnalysis = defineAnalysis({
  game: "zilch",
  name: "table",
  summary: "the four degrees for every target, and the contest heatmap P(A wins)",
  rules: ["2.2", "2.3"],
  options: TABLE_OPTIONS,
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "one table of degrees"),
  run: solvedTable,
  sampler: {
    plan: (params) => sampleTable(params.target, params.contest, params.ties, params.explodeChain, params.die),
    result: (estimates, params) => tableSampledResult(estimates, params.target, params.contest, params.ties, params.explodeChain, params.die),
    validation: [
      { target: "6", contest: "6" },
      { target: "14", contest: "9,14", ties: "higher-suit", explodeChain: true },
      { target: "6,12", contest: "6,12", die: "d12!d8!d6" },
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
