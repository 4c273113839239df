/**
 * The solves of one balance run, each point once: a search asks for the same point under several targets
 * and tiers, and the count of distinct solves is what the run reports (issue 26 §2).
 */
import type { ResultFigures } from "../framework/analysis.js";
import type { GridPoint } from "../framework/grid.js";
import { rowFigures, splitRowField } from "./row-figures.js";
import { BalanceFigureProblem } from "./targets.js";

/** Solves one point of the design space (the fixed options already merged by the caller): its figures, the presentation skipped. */
export type SolvePoint = (point: GridPoint) => ResultFigures;

/**
 * A point's key: its fields in name order, so `{ dc: 8, bonus: 0 }` and `{ bonus: 0, dc: 8 }` are one point. O(fields log fields).
 * @example pointKey({ dc: 8, bonus: 0 }) // '[["bonus",0],["dc",8]]'
 */
export function pointKey(point: GridPoint): string {
  return JSON.stringify(Object.entries(point).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * A memo of solved points: `solve` solves a point the first time it is asked for, and `count` says how
 * many were solved. With a row field (Ultimo curve's `difficulty`), a point naming it reads its row of
 * the point solved without it, so a curve is solved once for all its difficulties.
 */
export class SolveCache {
  readonly #results = new Map<string, ResultFigures>();
  /** Row views (points naming the row field), by the whole point's key. */
  readonly #rows = new Map<string, ResultFigures>();
  readonly #rowField: string | undefined;
  /** The same results by the objects a search holds (a design, a reading), so a search's repeated reads skip building the key. */
  readonly #byObjects = new Map<GridPoint, Map<GridPoint, ResultFigures>>();
  /**
   * Whether each figure was found to move one way along the bisected option (checked once per run on a
   * whole column of exact answers, by the figure's words): "one-way", or "none" (then the search scans).
   */
  readonly directions = new Map<string, "one-way" | "none">();
  readonly #solve: SolvePoint;

  constructor(solve: SolvePoint, rowField?: string) {
    this.#solve = solve;
    this.#rowField = rowField;
  }

  /**
   * The point's result, solved now if it was not before (a point naming the row field: its row of the
   * point without it). Cost: one solve the first time, O(fields) after (O(rows) for a row's first read).
   * @throws {BalanceFigureProblem} (field `rowField`) when the result has no row for the point's value.
   */
  solve(point: GridPoint): ResultFigures {
    const { solved, row } = splitRowField(point, this.#rowField);
    if (row === undefined || this.#rowField === undefined) return this.#solved(solved);
    const key = pointKey(point);
    const known = this.#rows.get(key);
    if (known !== undefined) return known;
    const figures = rowFigures(this.#solved(solved), this.#rowField, row);
    if ("problem" in figures) throw new BalanceFigureProblem("rowField", figures.problem);
    this.#rows.set(key, figures);
    return figures;
  }

  /** A point without a row field's value, solved once. */
  #solved(point: GridPoint): ResultFigures {
    const key = pointKey(point);
    const known = this.#results.get(key);
    if (known !== undefined) return known;
    const result = this.#solve(point);
    this.#results.set(key, result);
    return result;
  }

  /**
   * The result at a design with a reading added (`{ ...design, ...reading }`), as {@link solve}; looked up
   * by the two objects first, so a search reading one design many times builds its point and key once.
   * Cost: O(1) when these two objects were read before, else that of {@link solve}.
   */
  solveAt(design: GridPoint, reading: GridPoint): ResultFigures {
    let readings = this.#byObjects.get(design);
    const known = readings?.get(reading);
    if (known !== undefined) return known;
    const result = this.solve({ ...design, ...reading });
    if (readings === undefined) this.#byObjects.set(design, (readings = new Map()));
    readings.set(reading, result);
    return result;
  }

  /** How many distinct points were solved. */
  get count(): number {
    return this.#results.size;
  }
}
