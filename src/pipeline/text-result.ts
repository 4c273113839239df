import type { AnalysisResult, OutcomeRow, TextTable } from "../framework/analysis.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import { atLeastTitle } from "./ordered-outcomes.js";
import { itemAt } from "../core/checked-index.js";

/**
 * A text table with columns aligned: text left, numbers and percentages right. O(cells).
 * @example renderTable({ columns: ["a", "b"], rows: [["x", "1"]] }) // "a  b\nx  1"
 */
export function renderTable(table: TextTable): string {
  if (table.rows.length === 0) return table.title ?? "";
  const widths = table.columns.map((column, i) => Math.max(column.length, ...table.rows.map((row) => (row[i] ?? "").length)));
  // "—" (a comparison's cell that a reading lacks) sits in a column of figures and aligns with them.
  const numeric = table.columns.map((_, i) => table.rows.length > 0 && table.rows.every((row) => /^([<>]?[-+]?\d[\d.,]*(%|\/\d+)?|—)?$/.test(row[i] ?? "")));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(itemAt(widths, i)) : cell.padEnd(itemAt(widths, i))))
      .join("  ")
      .trimEnd();
  return [...(table.title ? [table.title] : []), line(table.columns), ...table.rows.map(line)].join("\n");
}

/** A summary figure for people: its name, the value (p… figures are probabilities, shown as percentages), and the exact fraction unless it is a whole number. */
export interface SummaryFigure {
  readonly name: string;
  readonly shown: string;
  readonly exact?: string;
  /** A simulated figure's 95% interval. */
  readonly interval?: string;
}

/** Exact fractions longer than this are left to the JSON document (a campaign's run to hundreds of digits). */
const READABLE_FRACTION = 40;

/** The summary figures of a result, formatted; an estimate's `<name>Low`/`<name>High` become its `interval`. */
export function summaryFigures(result: AnalysisResult): SummaryFigure[] {
  const show = (name: string, value: number) => (/^p[A-Z]/.test(name) ? formatPercent(value) : formatNumber(value));
  const isBound = (name: string) => /(Low|High)$/.test(name) && result.summary[name.replace(/(Low|High)$/, "")] !== undefined;
  return Object.entries(result.summary)
    .filter(([name]) => !isBound(name))
    .map(([name, value]) => {
      const exact = result.summaryExact[name];
      const shown = show(name, value);
      const low = result.summary[`${name}Low`];
      const high = result.summary[`${name}High`];
      if (low !== undefined && high !== undefined) return { name, shown, interval: `${show(name, low)}–${show(name, high)}` };
      return exact && !/^-?\d+\/1$/.test(exact) && exact.length <= READABLE_FRACTION ? { name, shown, exact } : { name, shown };
    });
}

/**
 * A table of outcomes with a "this or better" column (issue 18) when its rows are, in order, outcomes that
 * carry `pAtLeast` (ordered-outcomes.ts, withAtLeast): the terminal's and the workbench's tables alike.
 * Any other table comes back as it is. O(cells).
 * @example withAtLeastColumn({ columns: ["outcome", "probability"], rows: [["1", "50.0%"], ["2", "50.0%"]] }, [{ outcome: "1", probability: 0.5, pAtLeast: 1 }, { outcome: "2", probability: 0.5, pAtLeast: 0.5 }]).rows[0] // ["1", "50.0%", "100%"]
 */
export function withAtLeastColumn(table: TextTable, outcomes: readonly OutcomeRow[]): TextTable {
  const ranked = outcomes.filter((o) => typeof o.pAtLeast === "number");
  if (ranked.length === 0 || ranked.length !== table.rows.length || table.rows.some((row, i) => row[0] !== itemAt(ranked, i).outcome)) return table;
  return {
    ...table,
    columns: [...table.columns, atLeastTitle(ranked.map((o) => o.outcome))],
    rows: table.rows.map((row, i) => [...row, formatPercent(Number(itemAt(ranked, i).pAtLeast))]),
  };
}

/** The plain table of a result's outcomes: name, probability and exact fraction. */
export function outcomesTable(outcomes: readonly OutcomeRow[]): TextTable {
  return { columns: ["outcome", "probability", "exact"], rows: outcomes.map((o) => [o.outcome, formatPercent(o.probability), o.exact ?? ""]) };
}

/** The readable form of a result: its table (or its outcomes) then its summary figures (a simulated result's with their 95% intervals, never an "exact" column); a table of ordered outcomes gains its "this or better" column. */
export function renderResult(result: AnalysisResult, simulated = false): string {
  const table = withAtLeastColumn(result.table ?? outcomesTable(result.outcomes), result.outcomes);
  const figures = summaryFigures(result);
  const estimated = simulated || figures.some((figure) => figure.interval !== undefined);
  const summary = figures.map(({ name, shown, exact, interval }) => [name, shown, (estimated ? interval : exact) ?? ""]);
  const parts = [renderTable(table), ...(result.extraTables ?? []).map((extra) => renderTable(withAtLeastColumn(extra, result.outcomes)))];
  if (summary.length > 0) parts.push(renderTable({ columns: ["summary", "value", estimated ? "95% interval" : "exact"], rows: summary }));
  return parts.join("\n\n");
}

/**
 * The command line that reproduces a run: the analysis and every parameter that differs from its
 * default.
 */
export function commandLine(game: string, analysis: string, flags: ReadonlyArray<readonly [string, unknown]>): string {
  const parts = ["oddsmith", game, analysis];
  for (const [flag, value] of flags) {
    if (value === true) parts.push(flag);
    else if (value !== false) parts.push(flag, /[\s"]/.test(String(value)) ? JSON.stringify(String(value)) : String(value));
  }
  return parts.join(" ");
}
