import { stringify } from "csv-stringify/sync";
import type { Row } from "../core/analysis.js";

/**
 * Rows as CSV text (RFC 4180 quoting by csv-stringify), with a header of every column in the order first
 * seen; a missing cell is empty. O(rows × columns).
 * @example toCsv([{ outcome: "success-1", probability: 0.5 }]) // "outcome,probability\nsuccess-1,0.5\n"
 */
export function toCsv(rows: readonly Row[]): string {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const column of Object.keys(row)) {
      if (!seen.has(column)) {
        seen.add(column);
        columns.push(column);
      }
    }
  }
  return stringify(rows as Row[], { header: true, columns, cast: { boolean: (value) => String(value) } });
}
