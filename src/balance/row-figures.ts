/**
 * Figures that live in a result's rows (issue 26's Ultimo questions): an analysis whose result holds a row
 * per difficulty (`rowField`) lets balance choose the difficulty as if it were an option. A point naming a
 * difficulty reads the figures of the point without it, cut down to that difficulty's row: the row's
 * number columns as summary figures, and the outcomes of that difficulty.
 */
import type { ResultFigures } from "../framework/analysis.js";
import type { GridPoint, GridValue } from "../framework/grid.js";
import { quoteReceived } from "../core/quote-received.js";

/**
 * A point split into the point an analysis solves and the value of its row field (absent when the point
 * names none). O(fields).
 * @example splitRowField({ handSize: 7, difficulty: 5 }, "difficulty") // { solved: { handSize: 7 }, row: 5 }
 */
export function splitRowField(point: GridPoint, rowField: string | undefined): { readonly solved: GridPoint; readonly row?: GridValue } {
  if (rowField === undefined || !Object.hasOwn(point, rowField)) return { solved: point };
  const { [rowField]: row, ...solved } = point;
  return row === undefined ? { solved } : { solved, row };
}

/**
 * The figures of one row of a whole result: the row's number columns as summary figures (each with its
 * fraction from `<column>Exact`, or from `exact` for the row's first `p…` column, as sweeps read a row),
 * except those naming an outcome, and the outcomes whose row field has this value. A problem listing
 * the values there are when no row or several rows have it. O(rows + outcomes).
 * @example rowFigures({ outcomes: [], summary: {}, summaryExact: {}, rows: [{ difficulty: 5, pWin: 0.5, exact: "1/2" }] }, "difficulty", 5) // { outcomes: [], summary: { pWin: 0.5 }, summaryExact: { pWin: "1/2" } }
 */
export function rowFigures(whole: ResultFigures, rowField: string, value: GridValue): ResultFigures | { readonly problem: string } {
  const rows = (whole.rows ?? []).filter((row) => row[rowField] === value);
  const row = rows[0];
  if (row === undefined || rows.length > 1) {
    const values = [...new Set((whole.rows ?? []).map((each) => each[rowField]))];
    return { problem: `expected a ${rowField} the result has a row for (${values.join(", ")}), received ${quoteReceived(value)}` };
  }
  const outcomes = whole.outcomes.filter((outcome) => outcome[rowField] === value);
  const names = new Set(outcomes.map((outcome) => outcome.outcome));
  const headline = Object.keys(row).find((column) => /^p[A-Z]/.test(column));
  const summary: Record<string, number> = {};
  const summaryExact: Record<string, string> = {};
  for (const [column, cell] of Object.entries(row)) {
    if (column === rowField || typeof cell !== "number" || names.has(column)) continue;
    summary[column] = cell;
    const exact = row[`${column}Exact`] ?? (column === headline ? row.exact : undefined);
    if (typeof exact === "string") summaryExact[column] = exact;
  }
  return { outcomes, summary, summaryExact };
}
