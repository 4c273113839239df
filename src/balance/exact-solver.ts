/**
 * The solver a balance run lends its search when nothing else is needed (the bench, tests, a browser
 * worker): each point validated by the analysis's own options and its exact figures solved (the
 * analysis's `figures`, which skip the rows, text and charts of a whole result), points with one
 * `figuresKey` solved once. The CLI lends its own, which reads the options' files first, through
 * {@link sharedFigures}.
 */
import type { ResultFigures } from "../framework/analysis.js";
import type { AnalysisEntry, PreparedRun } from "../framework/registered-analysis.js";
import type { GridPoint } from "../framework/grid.js";
import { pointLabel } from "../framework/grid.js";
import type { SolvePoint } from "./solve-cache.js";

/**
 * A reader of prepared runs' exact figures that solves each of the analysis's `figuresKey` once (a
 * Kingstone DC chart's bonus 3 at DC 10 is bonus 0 at DC 7), and every run without a key on its own.
 * Cost: one solve per distinct key, O(1) after.
 * @throws {Error} when a run's analysis has no exact solver.
 */
export function sharedFigures(): (prepared: PreparedRun) => ResultFigures {
  const solved = new Map<string, ResultFigures>();
  return (prepared) => {
    const { figures, analysis } = prepared;
    if (figures === undefined) throw new Error(`${analysis.game} ${analysis.name} has no exact solver; balance reads exact figures`);
    const own = prepared.figuresKey();
    if (own === undefined) return figures();
    const key = `${analysis.game} ${analysis.name} ${own}`;
    const known = solved.get(key);
    if (known !== undefined) return known;
    const result = figures();
    solved.set(key, result);
    return result;
  };
}

/**
 * A solver of `analysis` at `fixed` plus each point: its exact figures ({@link sharedFigures}). Cost: one
 * validation per call, one exact solve per distinct figures key.
 * @throws {Error} naming the point and the analysis's problems when a point's options are refused, or when the analysis has no exact solver.
 */
export function exactSolver(analysis: AnalysisEntry, fixed: Readonly<Record<string, unknown>>): SolvePoint {
  const figuresOf = sharedFigures();
  return (point: GridPoint) => {
    const prepared = analysis.prepare({ ...fixed, ...point });
    if (!prepared.ok) throw new Error(`${pointLabel(point)}: ${prepared.errors.join("; ")}`);
    return figuresOf(prepared.value);
  };
}
