/**
 * One question answered under several readings of a rule (`--compare option=a,b`), side by side: a
 * terminal table, CSV rows with a `reading` column, and a grouped bar chart. Pure builders over the
 * readings' results.
 */
import type { AnalysisResult, ChartRequest, OutcomeRow, Row, TextTable } from "../core/analysis.js";
import { formatNumber, formatPercent } from "../core/format.js";

/** One reading's result, labelled as the reader sees it (`tally=half-rating`). */
export interface Reading {
  readonly label: string;
  readonly result: AnalysisResult;
}

const OUTCOME_COLUMNS = new Set(["outcome", "probability", "exact", "low", "high", "count"]);

/**
 * The fields that tell a result's outcome rows apart besides the outcome's name: none for one
 * distribution; `difficulty` for an outcome per difficulty; `bonus, dc` for a grid. The fewest fields, in
 * the rows' own order, that make every row unique. O(rows × fields).
 * @example cellFields([{ outcome: "success", dc: 8, probability: 1 }, { outcome: "success", dc: 9, probability: 0.5 }]) // ["dc"]
 */
export function cellFields(outcomes: readonly OutcomeRow[]): string[] {
  const key = (row: OutcomeRow, fields: readonly string[]) => JSON.stringify([row.outcome, ...fields.map((field) => row[field])]);
  const unique = (fields: readonly string[]) => new Set(outcomes.map((row) => key(row, fields))).size === outcomes.length;
  const fields: string[] = [];
  for (const field of Object.keys(outcomes[0] ?? {})) {
    if (unique(fields)) break;
    if (!OUTCOME_COLUMNS.has(field)) fields.push(field);
  }
  // A field that was added but is constant (one bonus of a grid) does not tell rows apart: drop it.
  return fields.filter((field) => !unique(fields.filter((other) => other !== field)));
}

/**
 * The outcome names of every reading in one order: each reading's own order, a name only some readings
 * have placed after the name it follows there (a linear ladder's success-4 after success-3). O(names²).
 * @example outcomeOrder([["s1", "f1"], ["s1", "s2", "f1"]]) // ["s1", "s2", "f1"]
 */
export function outcomeOrder(lists: ReadonlyArray<readonly string[]>): string[] {
  const order: string[] = [];
  for (const list of lists) {
    list.forEach((name, i) => {
      if (order.includes(name)) return;
      const after = i === 0 ? -1 : order.indexOf(list[i - 1]!);
      order.splice(after + 1, 0, name);
    });
  }
  return order;
}

/** Whether a column or figure holds a probability: named `p…` (the JSON contract's convention), or an outcome's name. */
function isProbability(name: string, outcomeNames: ReadonlySet<string>): boolean {
  return /^p[A-Z]/.test(name) || outcomeNames.has(name);
}

function show(name: string, value: unknown, outcomeNames: ReadonlySet<string>): string {
  if (typeof value !== "number") return value === undefined || value === null ? "" : String(value);
  return isProbability(name, outcomeNames) ? formatPercent(value) : formatNumber(value);
}

/** The per-cell figures a comparison shows: each cell's `p…` and `expected…` columns, in the rows' order. */
function cellMeasures(readings: readonly Reading[], fields: readonly string[]): string[] {
  const columns = new Set<string>();
  for (const { result } of readings) for (const row of result.rows) for (const [column, value] of Object.entries(row)) {
    if (!fields.includes(column) && typeof value === "number" && /^(p|expected)[A-Z]/.test(column) && !/(Low|High)$/.test(column)) columns.add(column);
  }
  return [...columns];
}

const cellKey = (row: Readonly<Record<string, unknown>>, fields: readonly string[]) => JSON.stringify(fields.map((field) => row[field]));

/** Every cell of the readings' rows, in first-seen order, by its key. */
function cells(readings: readonly Reading[], fields: readonly string[]): Map<string, Row> {
  const found = new Map<string, Row>();
  for (const { result } of readings) for (const row of result.rows) if (!found.has(cellKey(row, fields))) found.set(cellKey(row, fields), row);
  return found;
}

/**
 * The comparison for the terminal: for one distribution, its outcomes as rows and a column per reading;
 * for an outcome per cell (difficulty, bonus × DC), a row per cell with each reading's `p…` and
 * `expected…` figures; then every summary figure with a column per reading. O(rows × readings).
 */
export function comparisonTables(title: string, readings: readonly Reading[]): TextTable[] {
  const labels = readings.map((reading) => reading.label);
  const outcomeNames = new Set(outcomeOrder(readings.map(({ result }) => result.outcomes.map((row) => row.outcome))));
  const fields = cellFields(readings[0]!.result.outcomes);
  const tables: TextTable[] = [];
  if (fields.length === 0) {
    const byReading = readings.map(({ result }) => new Map(result.outcomes.map((row) => [row.outcome, row.probability])));
    tables.push({
      title,
      columns: ["outcome", ...labels],
      rows: [...outcomeNames].map((outcome) => [outcome, ...byReading.map((probabilities) => formatPercent(probabilities.get(outcome) ?? 0))]),
    });
  } else {
    const measures = cellMeasures(readings, fields);
    const byReading = readings.map(({ result }) => new Map(result.rows.map((row) => [cellKey(row, fields), row])));
    tables.push({
      title: measures.length === 1 ? `${title}: ${measures[0]}` : title,
      // With several figures, each column is headed by the figure and the reading's value alone ("expectedEffect linear").
      columns: [...fields, ...measures.flatMap((measure) => labels.map((label) => (measures.length === 1 ? label : `${measure} ${label.slice(label.indexOf("=") + 1)}`)))],
      rows: [...cells(readings, fields)].map(([key, row]) => [
        ...fields.map((field) => String(row[field])),
        ...measures.flatMap((measure) => byReading.map((rows) => show(measure, rows.get(key)?.[measure], outcomeNames))),
      ]),
    });
  }
  const figures = [...new Set(readings.flatMap(({ result }) => Object.keys(result.summary)))].filter(
    (name) => !(/(Low|High)$/.test(name) && readings[0]!.result.summary[name.replace(/(Low|High)$/, "")] !== undefined),
  );
  if (figures.length > 0) {
    tables.push({ columns: ["summary", ...labels], rows: figures.map((name) => [name, ...readings.map(({ result }) => show(name, result.summary[name], outcomeNames))]) });
  }
  return tables;
}

/**
 * Every reading's CSV rows, each with a `reading` column first. O(rows).
 * @example comparisonRows([{ label: "ladder=linear", result: { outcomes: [], summary: {}, summaryExact: {}, rows: [{ p: 1 }], charts: [] } }]) // [{ reading: "ladder=linear", p: 1 }]
 */
export function comparisonRows(readings: readonly Reading[]): Row[] {
  return readings.flatMap(({ label, result }) => result.rows.map((row) => ({ reading: label, ...row })));
}

/**
 * The comparison chart, bars grouped by reading: each outcome's probability for one distribution; for an
 * outcome per cell, each cell's first figure the readings disagree on (`p…` figures before `expected…`
 * ones; the first `p…` figure when they agree on all), a cell of several fields labelled by all of them.
 * O(rows × readings).
 */
export function comparisonChart(title: string, readings: readonly Reading[]): ChartRequest {
  const labels = readings.map((reading) => reading.label);
  const color = { field: "reading", title: "reading", type: "nominal" as const, order: labels };
  const fields = cellFields(readings[0]!.result.outcomes);
  if (fields.length === 0) {
    const outcomes = outcomeOrder(readings.map(({ result }) => result.outcomes.map((row) => row.outcome)));
    return {
      name: "",
      title,
      kind: "bar",
      grouped: true,
      data: readings.flatMap(({ label, result }) => result.outcomes.map((row) => ({ outcome: row.outcome, reading: label, probability: row.probability }))),
      x: { field: "outcome", title: "outcome", type: "ordinal", order: outcomes },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
      color,
    };
  }
  const measures = cellMeasures(readings, fields);
  // p… figures first: the headline probability, unless the readings agree on it (a ladder moves degrees, not P(success)).
  const candidates = [...measures.filter((measure) => /^p[A-Z]/.test(measure)), ...measures.filter((measure) => !/^p[A-Z]/.test(measure))];
  const differs = (measure: string) => new Set(readings.map(({ result }) => JSON.stringify(result.rows.map((row) => row[measure])))).size > 1;
  const measure = candidates.find(differs) ?? candidates[0] ?? "probability";
  const cellLabel = (row: Readonly<Record<string, unknown>>) => (fields.length === 1 ? row[fields[0]!] : fields.map((field) => `${field} ${String(row[field])}`).join(", "));
  const single = fields.length === 1 && readings.every(({ result }) => result.rows.every((row) => typeof row[fields[0]!] === "number"));
  const cellField = fields.length === 1 ? fields[0]! : "cell";
  return {
    name: "",
    title: `${title}: ${measure}`,
    kind: "bar",
    grouped: true,
    data: readings.flatMap(({ label, result }) => result.rows.map((row) => ({ [cellField]: cellLabel(row) as string | number, reading: label, [measure]: (row[measure] as number | undefined) ?? null }))),
    x: single ? { field: cellField, title: cellField, type: "ordinal" } : { field: cellField, title: fields.join(", "), type: "ordinal", order: [...cells(readings, fields).values()].map((row) => String(cellLabel(row))) },
    y: { field: measure, title: measure, type: "quantitative", ...(/^p[A-Z]/.test(measure) ? { format: ".0%" } : {}) },
    color,
  };
}
