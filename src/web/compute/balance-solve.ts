/**
 * The Balance view's search, run in the compute worker (issue 26 §6): the figures the analysis reports at
 * the first design in the first situation (what the view's targets may bound), and the balance search of
 * src/balance (the one `oddsmith balance FILE` runs) over the varied options and situations, with every
 * other option fixed. Imported by the worker only when a Balance view asks, so neither the page
 * nor the worker loads src/balance before then.
 */
import { balance, type BalanceQuestion, type BalanceRun } from "../../balance/balance.js";
import { exactSolver } from "../../balance/exact-solver.js";
import { pointKey, SolveCache, type SolvePoint } from "../../balance/solve-cache.js";
import { figureLabel, isProbabilityFigure, readFigure, type FigureSpec } from "../../balance/targets.js";
import { itemAt } from "../../core/checked-index.js";
import type { ResultFigures } from "../../framework/analysis.js";
import type { GridPoint } from "../../framework/grid.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { outcomeRanks } from "../../pipeline/ordered-outcomes.js";

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
 * Answers a Balance view: the analysis at `fixed` plus each point of the question (the row field, Ultimo
 * curve's `difficulty`, read from the rows when chosen or ranged over), its figures at the first design
 * in the first situation, and, when there are targets or tiers, the balance run: the designs that meet
 * them (per situation with `per: each`, per tier with tiers), ranked by the question's preference, or the
 * nearest misses. Cost: that of {@link balance}, plus one solve.
 * @throws {Error} naming the point when a design's options are refused.
 * @throws {BalanceFigureProblem} when a target, the tiers or the preference name a figure the analysis does not have.
 */
export function solveBalance(analysis: AnalysisEntry, fixed: Readonly<Record<string, unknown>>, asked: Omit<BalanceQuestion, "rowField">): BalanceSolved {
  const ranged = [...asked.choose, ...asked.across].some(([field]) => field === analysis.rowField);
  const question: BalanceQuestion = { ...asked, ...(ranged && analysis.rowField !== undefined ? { rowField: analysis.rowField } : {}) };
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
  // The first design in the first situation, read where the first target with a `when` reads (an option the form leaves out may be given there).
  const reading = question.targets.find((target) => target.when !== undefined)?.when ?? {};
  const first: GridPoint = { ...reading, ...Object.fromEntries([...question.across, ...question.choose].map(([field, values]) => [field, itemAt(values, 0)])) };
  const figures = figureChoices(new SolveCache(solve, question.rowField).solve(first));
  if (question.targets.length === 0 && question.tiers === undefined) return { figures };
  return { figures, run: balance(question, solve) };
}
