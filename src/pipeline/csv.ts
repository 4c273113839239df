import { stringify } from "csv-stringify/sync";
import type { Row, TextTable } from "../framework/analysis.js";

/** A cell a spreadsheet would run as a formula: one starting with =, +, -, @, tab or carriage return. */
const FORMULA_LEADING = /^[=+\-@\t\r]/;

/** A number written as text (an exact fraction such as -7/12, a signed decimal): data, not a formula. */
const NUMBER_AS_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?(\/\d+)?$/;

/** A text cell made safe for a spreadsheet: formula-leading text gets a leading `'` (OWASP's CSV injection advice). */
function escapeFormula(value: string): string {
  return FORMULA_LEADING.test(value) && !NUMBER_AS_TEXT.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV text (RFC 4180 quoting by csv-stringify), with a header of every column in the order first
 * seen; a missing cell is empty. A text cell starting with =, +, -, @, tab or carriage return gets a
 * leading `'`, so a spreadsheet shows it rather than running it as a formula (a deck file named
 * `=1+1.yaml`); numbers, and numbers written as text (the exact fraction -7/12), stay as they are.
 * O(rows × columns).
 * @example toCsv([{ outcome: "success-1", probability: 0.5 }]) // "outcome,probability\nsuccess-1,0.5\n"
 * @example toCsv([{ deck: "=1+1.yaml", bonus: -1 }, { deck: "-2", bonus: 3 }]) // "deck,bonus\n'=1+1.yaml,-1\n-2,3\n"
 * @example toCsv([{ note: "+1 gives 1/36", exact: "-7/12" }, { note: "@SUM(A1)", exact: "\t-1" }]) // "note,exact\n'+1 gives 1/36,-7/12\n'@SUM(A1),'\t-1\n"
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
  return stringify([...rows], { header: true, columns, cast: { boolean: (value) => String(value), string: escapeFormula } });
}

/**
 * A terminal table (its columns and formatted cells) as CSV text, a header line first; formula-leading text
 * escaped as in toCsv. O(cells).
 * @example textTableCsv({ columns: ["outcome", "exact"], rows: [["success", "7/12"]] }) // "outcome,exact\nsuccess,7/12\n"
 */
export function textTableCsv(table: TextTable): string {
  return stringify([[...table.columns], ...table.rows.map((row) => [...row])], { cast: { string: escapeFormula } });
}
