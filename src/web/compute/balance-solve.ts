/**
 * The Balance view's search, run in the compute worker (issue 26 §6): the figures the analysis reports at
 * the first design (what the view's targets may bound), and the balance search over the varied options
 * with every other option fixed. Imported by the worker only when a Balance view asks, so neither the page
 * nor the worker loads src/balance before then.
 */
import { balance, type BalanceRun } from "../../balance/balance.js";
import { exactSolver } from "../../balance/exact-solver.js";
import { pointKey, SolveCache, type SolvePoint } from "../../balance/solve-cache.js";
import { figureLabel, isProbabilityFigure, readFigure, type FigureSpec, type Target } from "../../balance/targets.js";
import { itemAt } from "../../core/checked-index.js";
import type { ResultFigures } from "../../framework/analysis.js";
import { expandGrid, MAX_GRID_POINTS, type GridPoint } from "../../framework/grid.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { outcomeRanks } from "../../pipeline/ordered-outcomes.js";
import type { Fields } from "../../balance/design.js";

/** A figure a target may bound: its words in a balance file, whether it is a probability, and its value at the first design. */
export interface FigureChoice {
  readonly figure: string;
  readonly probability: boolean;
  readonly value: number;
}

/** What the worker answers a Balance view: the figures at the first design, and the search's run when there were targets. */
export interface BalanceSolved {
  readonly figures: readonly FigureChoice[];
  readonly run?: BalanceRun;
}

/**
 * Every figure of one result a target can bound: the summary figures, each outcome's probability, and for
 * ordered outcomes each one's "or better" and "or worse". O(figures + outcomes²).
 * @example figureChoices({ outcomes: [], summary: { pSuccess: 0.75, expectedEffect: 1.5 }, summaryExact: {} }) // [{ figure: "pSuccess", probability: true, value: 0.75 }, { figure: "expectedEffect", probability: false, value: 1.5 }]
 */
export function figureChoices(result: ResultFigures): FigureChoice[] {
  const names = result.outcomes.map((row) => row.outcome);
  const sided: FigureSpec[] = outcomeRanks(names) === undefined ? [] : names.flatMap((name) => [{ name, side: "or-better" as const }, { name, side: "or-worse" as const }]);
  const specs: FigureSpec[] = [...Object.keys(result.summary).map((name) => ({ name })), ...names.map((name) => ({ name })), ...sided];
  return specs.flatMap((spec) => {
    const read = readFigure(result, spec);
    return "problem" in read ? [] : [{ figure: figureLabel(spec), probability: isProbabilityFigure(result, spec), value: read.value }];
  });
}

/**
 * Answers a Balance view: the analysis at `fixed` plus each design of `choose` (the row field, Ultimo
 * curve's `difficulty`, read from the rows when chosen), its figures at the first design, and, when there
 * are targets, the designs that meet them all in one situation (the default preference: nearest the
 * targets' middles), or the nearest misses. Cost: that of {@link balance}, plus one solve.
 * @throws {Error} naming the point when a design's options are refused, or the target when a figure is unknown.
 */
export function solveBalance(analysis: AnalysisEntry, fixed: Readonly<Record<string, unknown>>, choose: Fields, targets: readonly Target[]): BalanceSolved {
  const rowField = analysis.rowField !== undefined && choose.some(([field]) => field === analysis.rowField) ? analysis.rowField : undefined;
  const solver = exactSolver(analysis, fixed);
  // The first design's solve is shared with the search's (its own cache counts the search's solves alone).
  const solved = new Map<string, ResultFigures>();
  const solve: SolvePoint = (point: GridPoint) => {
    const key = pointKey(point);
    const known = solved.get(key);
    if (known !== undefined) return known;
    const result = solver(point);
    solved.set(key, result);
    return result;
  };
  const first = itemAt(expandGrid(choose, MAX_GRID_POINTS), 0);
  const figures = figureChoices(new SolveCache(solve, rowField).solve(first));
  if (targets.length === 0) return { figures };
  const run = balance({ choose, across: [], per: "all", targets, prefer: { kind: "middle" }, ...(rowField === undefined ? {} : { rowField }) }, solve);
  return { figures, run };
}
