/**
 * The solver a balance run lends its search when nothing else is needed (the bench, tests, a browser
 * worker): each point validated by the analysis's own options and solved exactly. The CLI lends its own,
 * which reads the options' files first.
 */
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import type { GridPoint } from "../framework/grid.js";
import { pointLabel } from "../framework/grid.js";
import { solveExactly } from "../pipeline/compute-run.js";
import type { SolvePoint } from "./solve-cache.js";

/**
 * A solver of `analysis` at `fixed` plus each point, exactly. Cost: one validation and one exact solve per call.
 * @throws {Error} naming the point and the analysis's problems when a point's options are refused, or when the analysis has no exact solver.
 */
export function exactSolver(analysis: AnalysisEntry, fixed: Readonly<Record<string, unknown>>): SolvePoint {
  return (point: GridPoint) => {
    const prepared = analysis.prepare({ ...fixed, ...point });
    if (!prepared.ok) throw new Error(`${pointLabel(point)}: ${prepared.errors.join("; ")}`);
    return solveExactly(prepared.value);
  };
}
