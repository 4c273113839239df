/**
 * The solves of one balance run, each point once: a search asks for the same point under several targets
 * and tiers, and the count of distinct solves is what the run reports (issue 26 §2).
 */
import type { ResultFigures } from "../framework/analysis.js";
import type { GridPoint } from "../framework/grid.js";

/** Solves one point of the design space (the fixed options already merged by the caller): its figures, the presentation skipped. */
export type SolvePoint = (point: GridPoint) => ResultFigures;

/**
 * A point's key: its fields in name order, so `{ dc: 8, bonus: 0 }` and `{ bonus: 0, dc: 8 }` are one point. O(fields log fields).
 * @example pointKey({ dc: 8, bonus: 0 }) // '[["bonus",0],["dc",8]]'
 */
export function pointKey(point: GridPoint): string {
  return JSON.stringify(Object.entries(point).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A memo of solved points: `solve` solves a point the first time it is asked for, and `count` says how many were solved. */
export class SolveCache {
  readonly #results = new Map<string, ResultFigures>();
  /** The same results by the objects a search holds (a design, a reading), so a search's repeated reads skip building the key. */
  readonly #byObjects = new Map<GridPoint, Map<GridPoint, ResultFigures>>();
  /**
   * Whether each figure was found to move one way along the bisected option (checked once per run on a
   * whole column of exact answers, by the figure's words): "one-way", or "none" (then the search scans).
   */
  readonly directions = new Map<string, "one-way" | "none">();
  readonly #solve: SolvePoint;

  constructor(solve: SolvePoint) {
    this.#solve = solve;
  }

  /** The point's result, solved now if it was not before. Cost: one solve the first time, O(fields) after. */
  solve(point: GridPoint): ResultFigures {
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
