/**
 * Parameter grids for sweeps: the values of each swept field, and every combination of them.
 */

/** A value a grid field takes: what a sweep file may write for an option. */
export type GridValue = string | number | boolean;

/** A numeric span of a grid field, `from` to `to` inclusive by `step` (default 1). */
export interface GridSpan {
  readonly from: number;
  readonly to: number;
  readonly step?: number;
}

/** The most points one sweep may ask for (a typo such as `to: 1000` should not start an hour of work). */
export const MAX_GRID_POINTS = 2000;

/**
 * The values of a span: from, from + step, … up to to (inclusive); steps are counted, not added, so a
 * decimal step does not drift. O(values).
 * @example spanValues({ from: 2, to: 8, step: 3 }) // [2, 5, 8]
 */
export function spanValues(span: GridSpan): number[] {
  const step = span.step ?? 1;
  const count = Math.floor((span.to - span.from) / step + 1e-9) + 1;
  // Rounded to 12 significant digits so that 0.1 steps read 0.3, not 0.30000000000000004.
  return Array.from({ length: Math.max(0, count) }, (_, i) => Number((span.from + i * step).toPrecision(12)));
}

/** One point of a grid: a value for each swept field, in the grid's field order. */
export type GridPoint = Readonly<Record<string, GridValue>>;

/**
 * Every combination of the fields' values, the first field outermost (so a two-field grid reads row by
 * row). O(points × fields).
 * @example expandGrid([["bonus", [0, 1]], ["dc", [8, 10]]]) // [{ bonus: 0, dc: 8 }, { bonus: 0, dc: 10 }, { bonus: 1, dc: 8 }, { bonus: 1, dc: 10 }]
 */
export function expandGrid(fields: ReadonlyArray<readonly [string, readonly GridValue[]]>): GridPoint[] {
  let points: Record<string, GridValue>[] = [{}];
  for (const [field, values] of fields) points = points.flatMap((point) => values.map((value) => ({ ...point, [field]: value })));
  return fields.length === 0 ? [] : points;
}

/**
 * A grid point as a reader writes it.
 * @example pointLabel({ bonus: 3, dc: 10 }) // "bonus=3, dc=10"
 */
export function pointLabel(point: GridPoint): string {
  return Object.entries(point)
    .map(([field, value]) => `${field}=${value}`)
    .join(", ");
}
