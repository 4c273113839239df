/**
 * One question answered under several readings of a rule (`--compare option=a,b`), side by side: terminal
 * tables, CSV rows with a `reading` column, and charts. Pure builders over the readings' results.
 *
 * A result offers several sets of rows (its CSV rows, its outcomes, its detail tables, its charts' data); a
 * reading may change any of them (a contest grid under `ties`, the degrees under `ladder`), so each set is
 * compared cell by cell, a cell identified by every column that tells its rows apart.
 */
import type { AnalysisResult, Cell, ChartRequest, Row, TextTable } from "../framework/analysis.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import { itemAt } from "../core/checked-index.js";

/** One reading's result, labelled as the reader sees it (`tally=half-rating`). */
export interface Reading {
  readonly label: string;
  readonly result: AnalysisResult;
}

/** A row as any result set holds it (CSV rows, outcomes with optional extras, chart data). */
type LooseRow = Readonly<Record<string, unknown>>;

/** A row's value as a chart's datum holds it: a cell as it is, anything else (never in a result's rows) as text. */
function cellOf(value: unknown): Cell {
  return typeof value === "number" || typeof value === "string" || typeof value === "boolean" || value === null ? value : String(value);
}

/**
 * Columns that carry a figure's companions (its fraction, interval, the run's facts, an outcome's "this or
 * better" figure beside its probability), never a cell's identity nor the figure compared.
 */
const COMPANION = /^(exact|low|high|count|trials|seed)$|(Exact|Low|High)$|^pAtLeast/;
const FIGURE = /^(p|expected|variance)[A-Z]/;

/** Shown where a reading has no such cell (a DC its curve does not list): never a made-up 0%. */
export const MISSING_CELL = "—";

/**
 * The fields that tell apart the rows of each reading: the fewest text or integer columns, in the rows'
 * own order (an `outcome` last), that make every row of every reading unique (a column constant within
 * each reading, like a CSV's `method`, is dropped). O(rows × fields²).
 * @example cellFields([[{ outcome: "success", dc: 8, probability: 1 }, { outcome: "success", dc: 9, probability: 0.5 }]]) // ["dc"]
 */
export function cellFields(lists: ReadonlyArray<readonly LooseRow[]>): string[] {
  const all = lists.flat();
  const columns = [...new Set(all.flatMap((row) => Object.keys(row)))];
  const candidates = columns.filter(
    (column) =>
      !COMPANION.test(column) &&
      !FIGURE.test(column) &&
      column !== "probability" &&
      all.every((row) => row[column] === undefined || typeof row[column] === "string" || typeof row[column] === "boolean" || Number.isInteger(row[column])),
  );
  const key = (row: LooseRow, fields: readonly string[]) => JSON.stringify(fields.map((field) => row[field] ?? null));
  const unique = (fields: readonly string[]) => lists.every((rows) => new Set(rows.map((row) => key(row, fields))).size === rows.length);
  const fields: string[] = [];
  for (const column of candidates) {
    if (unique(fields)) break;
    fields.push(column);
  }
  // A field added before the one that made rows unique may be redundant after it (a constant column).
  for (const field of [...fields]) if (unique(fields.filter((other) => other !== field))) fields.splice(fields.indexOf(field), 1);
  // The outcome last: a difficulty's outcomes read together, as in the analysis's own table.
  return [...fields.filter((field) => field !== "outcome"), ...fields.filter((field) => field === "outcome")];
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
      const after = i === 0 ? -1 : order.indexOf(itemAt(list, i - 1));
      order.splice(after + 1, 0, name);
    });
  }
  return order;
}

/** One set of rows every reading offers (CSV rows, outcomes, a detail table, a chart's data), keyed into cells. */
interface Dataset {
  readonly title: string;
  readonly fields: readonly string[];
  readonly figures: readonly string[];
  /** Per reading: its rows by cell key (undefined when the reading has no such set). */
  readonly byReading: ReadonlyArray<ReadonlyMap<string, LooseRow>>;
  /** Every cell key in natural order, with a row that holds its field values. */
  readonly cells: ReadonlyArray<readonly [string, LooseRow]>;
  /**
   * For each reading, the keys of the distributions it lists in full (rows grouped by every field but the
   * outcome's, probabilities summing to 1): a cell missing from one of those is impossible there, 0%.
   */
  readonly complete: ReadonlyArray<ReadonlySet<string>>;
  /** The field the distributions are over (`outcome`, a chargen `value`), when there is one. */
  readonly over?: string;
}

const cellKey = (row: LooseRow, fields: readonly string[]) => JSON.stringify(fields.map((field) => row[field] ?? null));

/** The figures a set of rows shows: its `p…`, `expected…` and `variance…` columns, or else its `probability`. */
function figuresOf(rows: readonly LooseRow[], fields: readonly string[]): string[] {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((column) => !fields.includes(column) && rows.some((row) => typeof row[column] === "number"));
  const named = columns.filter((column) => FIGURE.test(column) && !COMPANION.test(column));
  return named.length > 0 ? named : columns.filter((column) => column === "probability");
}

function dataset(title: string, lists: ReadonlyArray<readonly LooseRow[] | undefined>): Dataset | undefined {
  const present = lists.filter((rows): rows is readonly LooseRow[] => rows !== undefined && rows.length > 0);
  if (present.length === 0) return undefined;
  const fields = cellFields(present);
  const figures = figuresOf(present.flat(), fields);
  // No fields: one row per reading (a single figure set), compared as one cell.
  if (figures.length === 0 || (fields.length === 0 && present.some((rows) => rows.length > 1))) return undefined;
  const byReading = lists.map((rows) => new Map((rows ?? []).map((row) => [cellKey(row, fields), row] as const)));
  const cells = new Map<string, LooseRow>();
  for (const rows of present) for (const row of rows) if (!cells.has(cellKey(row, fields))) cells.set(cellKey(row, fields), row);
  // Natural order: numbers ascending; text in the readings' own order (merged).
  const rank = fields.map((field) => {
    const values = present.map((rows) => [...new Set(rows.map((row) => String(row[field])))]);
    const numeric = present.every((rows) => rows.every((row) => typeof row[field] === "number"));
    const order = outcomeOrder(values);
    return (row: LooseRow) => {
      const value = row[field];
      return numeric && typeof value === "number" ? value : order.indexOf(String(value));
    };
  });
  const sorted = [...cells].sort(([, a], [, b]) => {
    for (const of of rank) if (of(a) !== of(b)) return of(a) - of(b);
    return 0;
  });
  const { over, complete } = distributions(lists, fields, figures);
  return { title, fields, figures, byReading, cells: sorted, complete, ...(over !== undefined ? { over } : {}) };
}

const groupKey = (row: LooseRow, fields: readonly string[], over: string) => cellKey(row, fields.filter((field) => field !== over));

/**
 * Whether a row set is distributions over one of its fields (the last that works): in every reading, the
 * `probability` of the rows sharing the other fields' values sums to 1. Then a cell a reading lacks in a
 * group it lists is 0, and only a group it does not list at all is missing.
 */
function distributions(lists: ReadonlyArray<readonly LooseRow[] | undefined>, fields: readonly string[], figures: readonly string[]): { over?: string; complete: Array<Set<string>> } {
  const none = { complete: lists.map(() => new Set<string>()) };
  if (figures.length !== 1 || figures[0] !== "probability") return none;
  for (const over of [...fields].reverse()) {
    const sums = lists.map((rows) => {
      const sum = new Map<string, number>();
      for (const row of rows ?? []) sum.set(groupKey(row, fields, over), (sum.get(groupKey(row, fields, over)) ?? 0) + (typeof row.probability === "number" ? row.probability : 0));
      return sum;
    });
    if (sums.every((sum) => [...sum.values()].every((total) => Math.abs(total - 1) < 1e-9))) return { over, complete: sums.map((sum) => new Set(sum.keys())) };
  }
  return none;
}

/** Whether a row set holds the same figures as an earlier one (a chart drawn from the CSV rows, a detail repeating them). */
function repeats(candidate: Dataset, earlier: readonly Dataset[], readingCount: number): boolean {
  const values = (set: Dataset, reading: number) => [...itemAt(set.byReading, reading).values()].flatMap((row) => set.figures.map((figure) => row[figure])).filter((v) => typeof v === "number");
  return earlier.some((other) =>
    Array.from({ length: readingCount }, (_, reading) => reading).every((reading) => {
      const known = new Set(values(other, reading));
      return values(candidate, reading).every((value) => known.has(value));
    }),
  );
}

/**
 * The row sets the readings can be compared on, each once: the CSV rows, the outcomes, every detail table
 * and every chart's data (a set whose figures repeat an earlier set's is left out). O(rows × sets).
 */
function datasets(title: string, readings: readonly Reading[]): Dataset[] {
  const clean = (rows: readonly LooseRow[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)));
  const found: Dataset[] = [];
  const add = (name: string, lists: ReadonlyArray<readonly LooseRow[] | undefined>) => {
    const set = dataset(name === "" ? title : `${title}: ${name}`, lists);
    if (set !== undefined && !repeats(set, found, readings.length)) found.push(set);
  };
  add("", readings.map(({ result }) => result.rows));
  add("outcomes", readings.map(({ result }) => clean(result.outcomes)));
  for (const name of new Set(readings.flatMap(({ result }) => Object.keys(result.details ?? {})))) add(name, readings.map(({ result }) => result.details?.[name]));
  for (const name of new Set(readings.flatMap(({ result }) => result.charts.map((chart) => chart.name)))) {
    const charts = readings.map(({ result }) => result.charts.find((chart) => chart.name === name));
    add(commonTitle(charts.flatMap((chart) => (chart ? [chart.title] : []))) || name || "chart", charts.map((chart) => chart?.data));
  }
  return found;
}

/**
 * What several readings' titles of one chart share, without the reading's own words: "Degrees per DC for
 * bonus 2" from "… (2d6, paired ladder, …)" and "… (2d6, linear ladder, …)".
 * @example commonTitle(["Degrees for bonus 2 (paired ladder)", "Degrees for bonus 2 (linear ladder)"]) // "Degrees for bonus 2"
 */
export function commonTitle(titles: readonly string[]): string {
  let shared = titles[0] ?? "";
  for (const title of titles) while (!title.startsWith(shared)) shared = shared.slice(0, -1);
  if (titles.every((title) => title === shared)) return shared;
  // Cut inside a parenthesis or a word: back to the last whole part.
  const open = shared.lastIndexOf(" (");
  if (open > 0 && !shared.slice(open).includes(")")) return shared.slice(0, open).trim();
  return shared.replace(/\w*$/, "").replace(/[\s,:(]+$/, "");
}

function figureOf(set: Dataset, reading: number, key: string, figure: string): number | undefined {
  const value = itemAt(set.byReading, reading).get(key)?.[figure];
  if (typeof value === "number") return value;
  const row = set.cells.find(([other]) => other === key)?.[1];
  return set.over !== undefined && row !== undefined && itemAt(set.complete, reading).has(groupKey(row, set.fields, set.over)) ? 0 : undefined;
}

/** Whether the readings disagree on a figure anywhere in a row set. */
function differs(set: Dataset, figure: string): boolean {
  return set.cells.some(([key]) => new Set(set.byReading.map((_, reading) => figureOf(set, reading, key, figure))).size > 1);
}

/** Whether a column or figure holds a probability: named `p…` (the JSON contract's convention), `probability`, or an outcome's name. */
function isProbability(name: string): boolean {
  return /^p[A-Z]/.test(name) || name === "probability";
}

function show(name: string, value: number | undefined): string {
  if (value === undefined) return MISSING_CELL;
  return isProbability(name) ? formatPercent(value) : formatNumber(value);
}

/**
 * The comparison for the terminal: the first row set (a distribution's outcomes, a row per cell with each
 * reading's `p…` and `expected…` figures), then every further set the readings disagree on (a contest
 * grid, the degrees), a cell a reading lacks shown as "—" (or 0% when the reading lists that cell's whole
 * distribution, so the outcome is impossible under it); then every summary figure with a column per
 * reading. O(rows × readings).
 */
export function comparisonTables(title: string, readings: readonly Reading[]): TextTable[] {
  const labels = readings.map((reading) => reading.label);
  const tables: TextTable[] = [];
  datasets(title, readings).forEach((set, index) => {
    if (index > 0 && !set.figures.some((figure) => differs(set, figure))) return;
    const single = set.figures.length === 1;
    tables.push({
      title: single && set.figures[0] !== "probability" ? `${set.title}: ${set.figures[0]}` : set.title,
      // With several figures, each column is headed by the figure and the reading's value alone ("expectedEffect linear").
      columns: [...set.fields, ...set.figures.flatMap((figure) => labels.map((label) => (single ? label : `${figure} ${shortLabel(label)}`)))],
      rows: set.cells.map(([key, row]) => [
        ...set.fields.map((field) => String(row[field])),
        ...set.figures.flatMap((figure) => readings.map((_, reading) => show(figure, figureOf(set, reading, key, figure)))),
      ]),
    });
  });
  const figures = [...new Set(readings.flatMap(({ result }) => Object.keys(result.summary)))].filter(
    (name) => !(/(Low|High)$/.test(name) && itemAt(readings, 0).result.summary[name.replace(/(Low|High)$/, "")] !== undefined),
  );
  if (figures.length > 0) {
    tables.push({ columns: ["summary", ...labels], rows: figures.map((name) => [name, ...readings.map(({ result }) => show(name, result.summary[name]))]) });
  }
  return tables;
}

/** A reading's value alone ("linear") under a figure's name, or the whole label when the value is a bare number ("players=2"). */
const shortLabel = (label: string) => (/^[-\d.]+$/.test(label.slice(label.indexOf("=") + 1)) ? label : label.slice(label.indexOf("=") + 1));

/**
 * Every reading's CSV rows, each with a `reading` column first. O(rows).
 * @example comparisonRows([{ label: "ladder=linear", result: { outcomes: [], summary: {}, summaryExact: {}, rows: [{ p: 1 }], charts: [] } }]) // [{ reading: "ladder=linear", p: 1 }]
 */
export function comparisonRows(readings: readonly Reading[]): Row[] {
  return readings.flatMap(({ label, result }) => result.rows.map((row) => ({ reading: label, ...row })));
}

const DIFFERENCE_FORMAT = (figure: string) => (isProbability(figure) ? "+.1%" : "+.2f");

/**
 * The comparison charts, showing the first figure the readings disagree on (the row sets in the tables'
 * order; in each, `p…` figures before the others), or the first figure when they agree on all:
 * - a cell of two numbers (bonus × DC, A's target × B's target): a heatmap per later reading of its
 *   difference from the first reading, each cell labelled;
 * - otherwise one line per reading over the cell's number (a DC, a value), or bars side by side per
 *   outcome; further fields of the cell (a chargen `measure`) are held at their first value, named in the title.
 * O(rows × readings).
 */
export function comparisonCharts(title: string, readings: readonly Reading[]): ChartRequest[] {
  const labels = readings.map((reading) => reading.label);
  const color = { field: "reading", title: "reading", type: "nominal" as const, order: labels, scheme: "comparison" };
  const sets = datasets(title, readings);
  if (sets.length === 0) {
    // Nothing but summary figures: the first one, a bar per reading.
    const figure = Object.keys(itemAt(readings, 0).result.summary)[0] ?? "value";
    const data = readings.map(({ label, result }) => ({ reading: label, [figure]: result.summary[figure] ?? null }));
    return [{ name: "", title: `${title}: ${figure}`, kind: "bar", data, x: { field: "reading", title: "reading", type: "ordinal", order: labels }, y: { field: figure, title: figure, type: "quantitative" } }];
  }
  const ordered = (set: Dataset) => [...set.figures.filter((figure) => /^p[A-Z]/.test(figure)), ...set.figures.filter((figure) => !/^p[A-Z]/.test(figure))];
  const choice = sets.flatMap((set) => ordered(set).filter((figure) => differs(set, figure)).map((figure) => ({ set, figure })))[0] ?? { set: itemAt(sets, 0), figure: itemAt(ordered(itemAt(sets, 0)), 0) };
  const { set, figure } = choice;
  const numeric = set.fields.filter((field) => set.cells.every(([, row]) => typeof row[field] === "number"));
  const probability = isProbability(figure);
  const y = { field: figure, title: figure, type: "quantitative" as const, ...(probability ? { format: ".0%" } : {}) };

  if (numeric.length >= 2) {
    const [rowField, columnField] = [itemAt(numeric, numeric.length - 2), itemAt(numeric, numeric.length - 1)];
    const held = heldFields(set, [rowField, columnField]);
    const cells = set.cells.filter(([, row]) => held.every(([field, value]) => row[field] === value));
    return readings.slice(1).map(({ label }, i) => {
      const data = cells.flatMap(([key, row]) => {
        const [base, other] = [figureOf(set, 0, key, figure), figureOf(set, i + 1, key, figure)];
        return base === undefined || other === undefined ? [] : [{ [rowField]: cellOf(row[rowField]), [columnField]: cellOf(row[columnField]), difference: other - base }];
      });
      const largest = Math.max(...data.map(({ difference }) => Math.abs(difference)));
      const reach = largest > 0 ? largest : 1;
      return {
        name: i === 0 ? "" : label.slice(label.indexOf("=") + 1),
        title: `${set.title}: ${figure}, ${label} minus ${labels[0]}${heldText(held)}`,
        kind: "heatmap" as const,
        labels: true,
        data,
        x: { field: columnField, title: columnField, type: "ordinal" as const },
        y: { field: rowField, title: rowField, type: "ordinal" as const },
        color: { field: "difference", title: `${figure} difference`, type: "quantitative" as const, domain: [-reach, reach] as const, format: DIFFERENCE_FORMAT(figure) },
      };
    });
  }
  if (set.fields.length === 0) {
    const data = readings.flatMap(({ label }, reading) => {
      const value = figureOf(set, reading, "[]", figure);
      return value === undefined ? [] : [{ reading: label, [figure]: value }];
    });
    return [{ name: "", title: `${set.title}: ${figure}`, kind: "bar", data, x: { field: "reading", title: "reading", type: "ordinal", order: labels }, y }];
  }
  const xField = numeric.at(-1) ?? itemAt(set.fields, set.fields.length - 1);
  const held = heldFields(set, [xField]);
  const cells = set.cells.filter(([, row]) => held.every(([field, value]) => row[field] === value));
  const data = readings.flatMap(({ label }, reading) =>
    cells.flatMap(([key, row]) => {
      const value = figureOf(set, reading, key, figure);
      return value === undefined ? [] : [{ [xField]: cellOf(row[xField]), reading: label, [figure]: value }];
    }),
  );
  const chartTitle = `${set.title}: ${figure}${heldText(held)}`;
  if (numeric.includes(xField)) {
    return [{ name: "", title: chartTitle, kind: "line", data, x: { field: xField, title: xField, type: "quantitative" }, y, color }];
  }
  const order = [...new Set(cells.map(([, row]) => String(row[xField])))];
  return [{ name: "", title: chartTitle, kind: "bar", grouped: true, data, x: { field: xField, title: xField, type: "ordinal", order }, y, color }];
}

/** The cell fields a chart holds at their first value (every field but the ones it draws). */
function heldFields(set: Dataset, drawn: readonly string[]): Array<[string, unknown]> {
  const first = set.cells[0]?.[1] ?? {};
  return set.fields.filter((field) => !drawn.includes(field)).map((field) => [field, first[field]]);
}

const heldText = (held: ReadonlyArray<[string, unknown]>) => (held.length === 0 ? "" : ` (${held.map(([field, value]) => `${field} ${String(value)}`).join(", ")})`);

/**
 * The main comparison chart (the first of comparisonCharts). O(rows × readings).
 */
export function comparisonChart(title: string, readings: readonly Reading[]): ChartRequest {
  return itemAt(comparisonCharts(title, readings), 0);
}
