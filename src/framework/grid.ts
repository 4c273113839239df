/**
 * Parameter grids for sweeps: the values of each swept field, and every combination of them. Sizes are
 * counted arithmetically first ({@link spanCount}, {@link gridSize}), so a grid too large to build is
 * refused before a single value is made.
 */
import { OddsmithError } from "../core/errors.js";

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
 * How many values a span holds, counted without making them: floor((to − from) / step) + 1, at least 0.
 * Infinity when the count is beyond a double (a step of 1e-320). O(1).
 * @example spanCount({ from: 0, to: 100000000 }) // 100000001
 */
export function spanCount(span: GridSpan): number {
  const count = Math.floor((span.to - span.from) / (span.step ?? 1) + 1e-9) + 1;
  return Number.isNaN(count) ? 0 : Math.max(0, count);
}

/**
 * How many points a grid of fields with these value counts holds: their product, counted without making
 * the points. O(fields).
 * @example gridSize([7, 5]) // 35
 */
export function gridSize(counts: readonly number[]): number {
  return counts.reduce((product, count) => product * count, 1);
}

/**
 * The values of a span: from, from + step, … up to to (inclusive); steps are counted, not added, so a
 * decimal step does not drift. O(values).
 * @throws {OddsmithError} when the span holds more than `limit` values (default {@link MAX_GRID_POINTS}),
 *   before any is made.
 * @example spanValues({ from: 2, to: 8, step: 3 }) // [2, 5, 8]
 */
export function spanValues(span: GridSpan, limit: number = MAX_GRID_POINTS): number[] {
  const step = span.step ?? 1;
  const count = spanCount(span);
  if (count > limit) throw new OddsmithError("span", `at most ${limit} values`, count);
  // Rounded to 12 significant digits so that 0.1 steps read 0.3, not 0.30000000000000004.
  return Array.from({ length: Math.max(0, count) }, (_, i) => Number((span.from + i * step).toPrecision(12)));
}

/** One point of a grid: a value for each swept field, in the grid's field order. */
export type GridPoint = Readonly<Record<string, GridValue>>;

/**
 * Every combination of the fields' values, the first field outermost (so a two-field grid reads row by
 * row). O(points × fields).
 * @throws {OddsmithError} when the grid holds more than `limit` points (default {@link MAX_GRID_POINTS}),
 *   before any is made.
 * @example expandGrid([["bonus", [0, 1]], ["dc", [8, 10]]]) // [{ bonus: 0, dc: 8 }, { bonus: 0, dc: 10 }, { bonus: 1, dc: 8 }, { bonus: 1, dc: 10 }]
 */
export function expandGrid(fields: ReadonlyArray<readonly [string, readonly GridValue[]]>, limit: number = MAX_GRID_POINTS): GridPoint[] {
  const size = gridSize(fields.map(([, values]) => values.length));
  if (size > limit) throw new OddsmithError("grid", `at most ${limit} points`, size);
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
