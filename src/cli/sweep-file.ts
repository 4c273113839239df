/**
 * Sweep files (`oddsmith sweep FILE`, JSON or YAML): which analysis, the parameters held fixed, the grid
 * of parameters swept, the measure read at each point, and optionally where to write the CSV and chart.
 * Read and checked once here; every problem names the file and the field.
 */
import { dirname, resolve } from "node:path";
import { z } from "zod";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { expandGrid, gridSize, MAX_GRID_POINTS, spanCount, spanValues, type GridPoint, type GridSpan, type GridValue } from "../framework/grid.js";
import { messages } from "../framework/messages.js";
import { quoteReceived } from "../core/quote-received.js";
import { flagName, validateParams } from "../framework/options.js";
import { fieldPath, schemaProblems } from "../framework/schema-problems.js";
import { parseStrictJson } from "../framework/strict-json.js";
import { analysesWithSampler, analysisNames, gameIds, loadAllAnalyses, loadAnalysis } from "../analyses/catalog.js";
import type { MeasureSpec } from "../pipeline/sweep.js";
import { parseYamlText, readInputFile } from "../report/input-file.js";
import { CHART_ENDINGS } from "../report/chart-files.js";
import { fieldOf } from "../core/checked-index.js";

const CHART_KINDS = ["heatmap", "line"] as const;

/** Whether a value may be a grid value: a text, a finite number or true/false. */
export const isScalar = (value: unknown): value is GridValue => typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));

/** A grid field: a list of values, or a numeric span (a balance file's `choose:` and `across:` fields too). */
export const axisSchema = z.unknown().superRefine((raw, context) => {
  const problem = (message: string, path: PropertyKey[] = []) => context.addIssue({ code: "custom", message, path });
  if (Array.isArray(raw)) {
    if (raw.length === 0) return problem("expected at least one value");
    raw.forEach((value, i) => {
      if (!isScalar(value)) problem("expected a text, a number or true/false", [i]);
    });
    if (new Set(raw).size < raw.length) problem("expected each value once");
    return;
  }
  if (raw === null || typeof raw !== "object" || !("from" in raw || "to" in raw)) return problem("expected a list of values or a span { from, to, step }");
  const span: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries(raw));
  for (const key of Object.keys(span)) if (!["from", "to", "step"].includes(key)) problem("unknown field (fields: from, to, step)", [key]);
  for (const key of ["from", "to"]) if (typeof span[key] !== "number" || !Number.isFinite(span[key])) problem("expected a number", [key]);
  if (span.step !== undefined && (typeof span.step !== "number" || !(span.step > 0))) problem("expected a number above 0", ["step"]);
  if (typeof span.from === "number" && typeof span.to === "number" && span.from > span.to) problem(`expected "to" at least "from"`);
});

const chartSchema = z.union(
  [
    z.string(),
    z.strictObject({
      file: z.string({ error: "expected a file name" }),
      kind: z.enum(CHART_KINDS, { error: `expected one of ${CHART_KINDS.join(", ")}` }).optional(),
      x: z.string({ error: "expected a swept field" }).optional(),
      by: z.string({ error: "expected a swept field" }).optional(),
    }),
  ],
  { error: `expected a file name ending in ${CHART_ENDINGS.join(" or ")}, or { file, kind, x, by }` },
);

/** What a sweep file's game may be: every game of the registry, a plugin's too. */
const gamesAllowed = () => `expected one of ${gameIds().join(", ")}`;

/** The schema of a sweep file (see sweeps/ and the README for examples). */
export const sweepFileSchema = z.strictObject({
  // The built-in games and those a plugin added (`--plugin`, oddsmith.config.js), known when the file is read.
  game: z.string({ error: () => gamesAllowed() }).refine((game) => gameIds().includes(game), { error: () => gamesAllowed() }),
  analysis: z.string({ error: "expected an analysis name" }),
  fixed: z.record(z.string(), z.unknown(), { error: "expected { field: value, … }" }).optional(),
  grid: z.record(z.string(), axisSchema, { error: "expected { field: [values] or { from, to, step }, … }" }),
  measure: z.union(
    [
      z.string(),
      z.strictObject({ outcome: z.string(), where: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])) }),
      z.strictObject({ column: z.string(), where: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])) }),
    ],
    { error: "expected a summary figure or an outcome name, or { outcome or column, where: { field: value } } for one row of a per-difficulty analysis" },
  ),
  csv: z.string({ error: "expected a file name" }).optional(),
  chart: chartSchema.optional(),
}, { error: "expected a sweep: { game, analysis, fixed, grid, measure }" });

const FIELDS = { "": Object.keys(sweepFileSchema.shape), chart: ["file", "kind", "x", "by"] } as const;

/** A sweep file, checked: the analysis, the raw fixed parameters, the grid in the file's order, the measure and the outputs. */
export interface SweepSpec {
  readonly analysis: AnalysisEntry;
  /** Fixed parameters by option field name, as the file wrote them. */
  readonly fixed: Readonly<Record<string, unknown>>;
  /** Each swept option field with its values, in the file's order. */
  readonly fields: ReadonlyArray<readonly [string, readonly GridValue[]]>;
  readonly points: readonly GridPoint[];
  readonly measure: MeasureSpec;
  /** Output paths, resolved against the sweep file's folder. */
  readonly csv?: string;
  readonly chart?: { readonly file: string; readonly kind?: "heatmap" | "line"; readonly x?: string; readonly by?: string };
  /** The output paths as the file wrote them, which must stay inside its folder (src/cli/contained-output.ts). */
  readonly outputsAsWritten: { readonly csv?: string; readonly chart?: string };
  /** The folder the file's relative paths (outputs, a scenario) are read against. */
  readonly baseDir: string;
}

/**
 * The option field a sweep file names: the field itself (`handSize`), or its CLI flag with or without the
 * dashes (`hand-size`, `--hand-size`).
 */
export function optionField(analysis: AnalysisEntry, name: string): string | undefined {
  if (Object.hasOwn(analysis.options, name)) return name;
  return Object.entries(analysis.options).find(([field, spec]) => flagName(field, spec) === (name.startsWith("--") ? name : `--${name}`))?.[0];
}

/**
 * Reads the text of a sweep file (or a balance file, `kind`) as JSON (`.json`) or YAML (anything else; YAML
 * also reads JSON). The YAML parser is loaded only here, so other commands do not pay for it at start-up.
 */
export async function readSweepText(
  path: string,
  kind: "sweep" | "balance" = "sweep",
  expected = "a sweep: { game, analysis, fixed, grid, measure } (see sweeps/ for examples)",
): Promise<{ raw?: unknown; text?: string; problem?: string }> {
  const read = readInputFile(kind, path);
  if ("problem" in read) return read;
  const { text } = read;
  // A blank file holds no document at all.
  if (text.trim() === "") return { problem: messages.fileEmpty(kind, path, expected) };
  const parsed = path.endsWith(".json") ? parseStrictJson(text) : parseYamlText(text);
  if ("problem" in parsed) {
    return { problem: parsed.syntax ? `${kind}: ${JSON.stringify(path)} is not ${path.endsWith(".json") ? "JSON" : "YAML or JSON"} (${parsed.problem})` : messages.fileStructure(kind, path, parsed.problem) };
  }
  // YAML of comments only reads as null.
  return parsed.value === null ? { problem: messages.fileEmpty(kind, path, expected) } : { raw: parsed.value, text };
}

/** A sweep or balance file read and checked: its spec, or every problem; beside a spec, the content and text as read (a shard's document carries them). */
export interface CheckedFile<S> {
  readonly problems: string[];
  readonly spec?: S;
  readonly raw?: unknown;
  readonly text?: string;
}

/**
 * Reads a sweep or balance file's text (readSweepText, with its `kind` and `expected` words) and checks
 * its content with `check` (`path` names the file in every problem). O(file).
 */
export async function readCheckedFile<S>(
  path: string,
  check: (path: string, raw: unknown) => Promise<{ readonly problems: string[]; readonly spec?: S }>,
  kind: "sweep" | "balance" = "sweep",
  expected?: string,
): Promise<CheckedFile<S>> {
  const { raw, text, problem } = await readSweepText(path, kind, expected);
  if (problem !== undefined) return { problems: [problem] };
  const checked = await check(path, raw);
  return checked.spec === undefined ? checked : { ...checked, raw, text: text ?? "" };
}

/**
 * The CSV and chart a sweep or balance file names: the chart's file must end in one of CHART_ENDINGS
 * (else a problem for `chart` or `chart.file` through `problem`); each output as the file wrote it (to
 * stay inside its folder) and resolved against the file's folder, `baseDir`. O(1).
 * @example fileOutputs("q/a.yaml", "out.csv", undefined, () => undefined).outputsAsWritten // { csv: "out.csv" }
 */
export function fileOutputs<C extends { readonly file: string }>(
  path: string,
  csv: string | undefined,
  written: string | C | undefined,
  problem: (where: string, text: string) => void,
): { baseDir: string; outputsAsWritten: { csv?: string; chart?: string }; csv?: string; chart?: C | { file: string } } {
  const chart = written === undefined ? undefined : typeof written === "string" ? { file: written } : written;
  if (chart !== undefined && !CHART_ENDINGS.some((ending) => chart.file.endsWith(ending))) problem(typeof written === "string" ? "chart" : "chart.file", `expected a file name ending in ${CHART_ENDINGS.join(" or ")}, received ${quoteReceived(chart.file)}`);
  const baseDir = dirname(resolve(path));
  return {
    baseDir,
    outputsAsWritten: { ...(csv !== undefined ? { csv } : {}), ...(chart !== undefined ? { chart: chart.file } : {}) },
    ...(csv !== undefined ? { csv: resolve(baseDir, csv) } : {}),
    ...(chart !== undefined ? { chart: { ...chart, file: resolve(baseDir, chart.file) } } : {}),
  };
}

/** Whether a grid axis is a span: numbers `from` and `to`, and `step` when given. */
export function isGridSpan(axis: unknown): axis is GridSpan {
  return typeof axis === "object" && axis !== null && "from" in axis && typeof axis.from === "number" && "to" in axis && typeof axis.to === "number" && (!("step" in axis) || axis.step === undefined || typeof axis.step === "number");
}

/**
 * The swept fields of a sweep file's grid, in its order, with their values; each span counted before it
 * is made, so `to: 1e300` or `step: 1e-7` is a problem, not an hour of allocation. Also the option fields
 * the grid names (a refused span's included, so it is not reported as missing), added to `swept` (a
 * balance file reads `choose:` then `across:` into one set, under their own `key`). O(fields + values).
 */
export function readGrid(
  analysis: AnalysisEntry,
  grid: Readonly<Record<string, unknown>>,
  fixed: Readonly<Record<string, unknown>>,
  problem: (where: string, text: string) => void,
  key = "grid",
  swept = new Set<string>(),
): { fields: Array<readonly [string, readonly GridValue[]]>; swept: Set<string> } {
  const fields: Array<readonly [string, readonly GridValue[]]> = [];
  for (const [name, axis] of Object.entries(grid)) {
    const field = optionField(analysis, name);
    const where = fieldPath([key, name]);
    if (field === undefined) problem(where, `unknown field (options of ${analysis.game} ${analysis.name}: ${Object.keys(analysis.options).join(", ")})`);
    else if (field in fixed) problem(where, `also given in fixed; sweep it or fix it, not both`);
    else if (swept.has(field)) problem(where, `given twice (as ${field})`);
    else {
      swept.add(field);
      // The schema checked each axis: a list of values, or a span { from, to, step }.
      const values = Array.isArray(axis) ? axis.filter(isScalar) : undefined;
      const span = isGridSpan(axis) ? axis : { from: 0, to: -1 };
      const count = values === undefined ? spanCount(span) : values.length;
      if (count > MAX_GRID_POINTS && values === undefined) problem(where, messages.spanTooLong(MAX_GRID_POINTS, count, span));
      else fields.push([field, values ?? spanValues(span)]);
    }
  }
  return { fields, swept };
}

/**
 * The fixed options of a sweep or balance file by option field: each name resolved (field or flag), each
 * value checked by its option on its own (a json-file option's file is read later, relative to the file),
 * every problem passed to `problem` with the file's field path (`fixed.dc`). O(fields).
 */
export function readFixed(analysis: AnalysisEntry, raw: Readonly<Record<string, unknown>>, problem: (where: string, text: string) => void): Record<string, unknown> {
  const known = `options of ${analysis.game} ${analysis.name}: ${Object.keys(analysis.options).join(", ")}`;
  const fixed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = optionField(analysis, name);
    if (field === undefined) problem(fieldPath(["fixed", name]), `unknown field (${known})`);
    else if (field in fixed) problem(fieldPath(["fixed", name]), `given twice (as ${field})`);
    else {
      fixed[field] = value;
      // A fixed value is the file's, not a flag's: its problem names the file and field (`x.yaml: fixed.dc: …`).
      // A json-file option's file is read later, relative to the sweep file, with its own messages.
      const spec = fieldOf(analysis.options, field);
      if (spec.kind === "json-file") continue;
      const flag = flagName(field, spec);
      const own = validateParams({ [field]: spec }, { [field]: value });
      if (!own.ok) for (const error of own.errors) if (error.startsWith(`${flag}: `)) problem(fieldPath(["fixed", name]), error.slice(flag.length + 2));
    }
  }
  return fixed;
}

/**
 * Reads and checks a sweep file: its schema, the game and analysis, each fixed and swept field against
 * the analysis's options, required options given somewhere, and the grid's size. Every problem names the
 * file and the field (`sweeps/x.yaml: grid.dc: expected at least one value, received []`), and so does a
 * fixed value its option refuses (`fixed.dc: expected an integer …`). Swept values and the options'
 * checks between each other are made later, point by point, by the analysis's own options.
 */
export async function readSweepFile(path: string): Promise<CheckedFile<SweepSpec>> {
  return readCheckedFile(path, checkSweepFile);
}

/**
 * Checks a sweep file's parsed content as readSweepFile does (`path` names it in every problem and is
 * the folder its relative paths are read against): how `oddsmith sweep merge` reads again the sweep a
 * shard carries.
 */
export async function checkSweepFile(path: string, raw: unknown): Promise<{ readonly problems: string[]; readonly spec?: SweepSpec }> {
  const problems = schemaProblems(path, sweepFileSchema, raw, FIELDS);
  if (problems.length > 0) return { problems };
  const file = sweepFileSchema.parse(raw);
  const at = (field: string, text: string) => `${path}: ${field}: ${text}`;
  const analysis = await loadAnalysis(file.game, file.analysis);
  if (analysis === undefined) {
    const names = analysisNames(file.game);
    return { problems: [at("analysis", `expected one of ${names.join(", ")} (the ${file.game} analyses), received ${quoteReceived(file.analysis)}`)] };
  }
  // The message that a sweep's --mc needs a sampler lists every analysis that has one.
  if (analysis.sampler === undefined && analysesWithSampler().length === 0) await loadAllAnalyses();
  const fixed = readFixed(analysis, file.fixed ?? {}, (where, text) => problems.push(at(where, text)));
  const { fields, swept } = readGrid(analysis, file.grid, fixed, (where, text) => problems.push(at(where, text)));
  if (Object.keys(file.grid).length === 0) problems.push(at("grid", "expected at least one field to sweep, received {}"));
  for (const [field, spec] of Object.entries(analysis.options)) {
    const required = spec.defaultValue === undefined && !spec.optional;
    if (required && !(field in fixed) && !swept.has(field)) problems.push(at("fixed", `${analysis.game} ${analysis.name} needs ${field} (${spec.allowed}); give it in fixed or grid`));
  }
  const counts = fields.map(([, values]) => values.length);
  if (fields.length > 0 && gridSize(counts) > MAX_GRID_POINTS) problems.push(at("grid", messages.gridTooLarge(MAX_GRID_POINTS, counts)));
  const outputs = fileOutputs(path, file.csv, file.chart, (where, text) => problems.push(at(where, text)));
  if (problems.length > 0) return { problems };
  const spec: SweepSpec = { analysis, fixed, fields, points: expandGrid(fields), measure: file.measure, ...outputs };
  return { problems, spec };
}
