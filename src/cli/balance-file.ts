/**
 * Balance files (`oddsmith balance FILE`, JSON or YAML, issue 26 §1): a sweep file's `game`, `analysis`
 * and `fixed`, plus the design space (`choose:`), the situations (`across:`, `per:`), the targets or
 * tiers, and the preference. Read and checked once here; every problem names the file and the field.
 */
import { z } from "zod";
import { quoteReceived } from "../core/quote-received.js";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { fieldPath, schemaProblems } from "../framework/schema-problems.js";
import { analysisNames, gameIds, loadAnalysis } from "../analyses/catalog.js";
import { reachableCount, type BalanceQuestion, type Tiers } from "../balance/balance.js";
import { TIER_RULES } from "../balance/question-words.js";
import type { Preference } from "../balance/design.js";
import { parseFigure, type Target } from "../balance/targets.js";
import { axisSchema, fileOutputs, isGridSpan, optionField, readCheckedFile, readFixed, readGrid, type CheckedFile } from "./sweep-file.js";
import { spanValues, type GridValue } from "../framework/grid.js";

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const chance = z.number({ error: "expected a number" }).refine(Number.isFinite, { error: "expected a finite number" });
const whenSchema = z.record(z.string(), scalar, { error: "expected { option: value, … }" });
const boundSchema = z.union(
  [
    z.tuple([chance, chance]),
    z.strictObject({ "at-least": chance.optional(), "at-most": chance.optional(), between: z.tuple([chance, chance]).optional(), when: whenSchema.optional() }),
  ],
  { error: "expected [low, high] or { at-least, at-most, between: [low, high], when }" },
);
const targetsSchema = z.union([z.record(z.string(), boundSchema), z.array(z.record(z.string(), boundSchema))], { error: "expected { figure: bound, … } or a list of them" });
const directionSchema = z.union([z.strictObject({ max: z.string() }), z.strictObject({ min: z.string() })], { error: "expected { max: FIGURE or OPTION } or { min: FIGURE or OPTION }" });

/** What a balance file's game may be: every game of the registry, a plugin's too. */
const gamesAllowed = () => `expected one of ${gameIds().join(", ")}`;

/** The schema of a balance file (see balance/ for examples). */
export const balanceFileSchema = z.strictObject(
  {
    game: z.string({ error: () => gamesAllowed() }).refine((game) => gameIds().includes(game), { error: () => gamesAllowed() }),
    analysis: z.string({ error: "expected an analysis name" }),
    fixed: z.record(z.string(), z.unknown(), { error: "expected { option: value, … }" }).optional(),
    choose: z.record(z.string(), axisSchema, { error: "expected { option: [values] or { from, to, step }, … }" }),
    across: z.record(z.string(), axisSchema, { error: "expected { option: [values] or { from, to, step }, … }" }).optional(),
    per: z.enum(["all", "each"], { error: "expected one of all, each" }).optional(),
    targets: targetsSchema.optional(),
    tiers: z
      .strictObject({
        figure: z.string({ error: "expected a figure" }),
        rule: z.enum(TIER_RULES, { error: `expected one of ${TIER_RULES.join(", ")}` }).optional(),
        chances: z.record(z.string(), chance, { error: "expected { tier name: chance, … }" }),
      })
      .optional(),
    prefer: directionSchema.optional(),
    csv: z.string({ error: "expected a file name" }).optional(),
    chart: z.union([z.string(), z.strictObject({ file: z.string(), x: z.string().optional(), by: z.string().optional() })], { error: "expected a file name, or { file, x, by }" }).optional(),
  },
  { error: "expected a balance question: { game, analysis, fixed, choose, across, per, targets, tiers, prefer }" },
);

const FIELDS = { "": Object.keys(balanceFileSchema.shape), tiers: ["figure", "rule", "chances"], chart: ["file", "x", "by"] } as const;

/** A balance file, checked: the analysis, the fixed options, the question, each target's field path, and the outputs. */
export interface BalanceSpec {
  readonly analysis: AnalysisEntry;
  readonly fixed: Readonly<Record<string, unknown>>;
  readonly question: BalanceQuestion;
  /** Each target's place in the file (`targets.pSuccess`, `targets[1].pSuccess`), in the question's order. */
  readonly targetPaths: readonly string[];
  readonly csv?: string;
  readonly chart?: { readonly file: string; readonly x?: string; readonly by?: string };
  readonly outputsAsWritten: { readonly csv?: string; readonly chart?: string };
  readonly baseDir: string;
}

/** The most points (designs × situations × readings) one balance run may reach. */
export const MAX_BALANCE_POINTS = 20_000;

type RawBound = z.infer<typeof boundSchema>;

/** A target from its figure and bound, or a problem: bounds that contradict each other, a `when` on an unknown or chosen option. */
function readTarget(analysis: AnalysisEntry, figure: string, bound: RawBound, chosen: ReadonlySet<string>, problem: (text: string) => void): Target | undefined {
  const [atLeast, atMost] = Array.isArray(bound) ? bound : (bound.between ?? [bound["at-least"], bound["at-most"]]);
  if (!Array.isArray(bound) && bound.between !== undefined && (bound["at-least"] !== undefined || bound["at-most"] !== undefined)) return void problem("give between, or at-least and at-most, not both");
  if (atLeast === undefined && atMost === undefined) return void problem("expected a bound: [low, high], at-least, at-most or between");
  if (atLeast !== undefined && atMost !== undefined && atLeast > atMost) return void problem(`the bounds contradict each other: at least ${atLeast} and at most ${atMost}; no value meets both`);
  const when: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(Array.isArray(bound) ? {} : (bound.when ?? {}))) {
    const field = optionField(analysis, name) ?? (name === analysis.rowField ? name : undefined);
    if (field === undefined) return void problem(`when.${name}: unknown option (options of ${analysis.game} ${analysis.name}: ${Object.keys(analysis.options).join(", ")})`);
    if (chosen.has(field)) return void problem(`when.${name}: ${field} is a chosen option; a target applies to every design`);
    when[field] = value;
  }
  return { figure: parseFigure(figure), ...(atLeast === undefined ? {} : { atLeast }), ...(atMost === undefined ? {} : { atMost }), ...(Object.keys(when).length > 0 ? { when } : {}) };
}

/**
 * The `choose` or `across` options, read as a sweep's grid, and the analysis's row field (Ultimo curve's
 * `difficulty`) as whole numbers in the file's place: balance reads its values from the rows.
 */
function readAxes(analysis: AnalysisEntry, raw: Readonly<Record<string, unknown>>, fixed: Readonly<Record<string, unknown>>, at: (where: string, text: string) => void, key: "choose" | "across", swept?: Set<string>): ReturnType<typeof readGrid> {
  const rowField = analysis.rowField;
  if (rowField === undefined || !Object.hasOwn(raw, rowField)) return readGrid(analysis, raw, fixed, at, key, swept);
  const { [rowField]: axis, ...rest } = raw;
  const read = readGrid(analysis, rest, fixed, at, key, swept);
  const values: GridValue[] = Array.isArray(axis) ? axis.filter((value) => typeof value === "number") : isGridSpan(axis) ? spanValues(axis) : [];
  const where = fieldPath([key, rowField]);
  if (values.length === 0 || !values.every(Number.isInteger) || (Array.isArray(axis) && values.length < axis.length)) at(where, `expected whole numbers (the ${rowField} of a row of ${analysis.game} ${analysis.name}'s result), received ${quoteReceived(axis)}`);
  else if (read.swept.has(rowField)) at(where, `given twice (as ${rowField})`);
  read.swept.add(rowField);
  read.fields.splice(Math.min(Object.keys(raw).indexOf(rowField), read.fields.length), 0, [rowField, values]);
  return read;
}

/** The targets of the file in order, with their field paths; problems through `problem`. */
function readTargets(analysis: AnalysisEntry, raw: z.infer<typeof targetsSchema> | undefined, chosen: ReadonlySet<string>, problem: (where: string, text: string) => void): { targets: Target[]; paths: string[] } {
  const lists = raw === undefined ? [] : Array.isArray(raw) ? raw.map((entry, i) => ({ prefix: ["targets", i], entry })) : [{ prefix: ["targets"], entry: raw }];
  const targets: Target[] = [];
  const paths: string[] = [];
  for (const { prefix, entry } of lists) {
    for (const [figure, bound] of Object.entries(entry)) {
      const where = fieldPath([...prefix, figure]);
      const target = readTarget(analysis, figure, bound, chosen, (text) => problem(where, text));
      if (target !== undefined) targets.push(target), paths.push(where);
    }
  }
  return { targets, paths };
}

/** The preference: an option the file chooses, or a figure (checked against the first result later). */
function readPreference(analysis: AnalysisEntry, raw: z.infer<typeof directionSchema> | undefined, chosen: ReadonlySet<string>, problem: (where: string, text: string) => void): Preference {
  if (raw === undefined) return { kind: "middle" };
  const [direction, name] = "max" in raw ? (["max", raw.max] as const) : (["min", raw.min] as const);
  const field = optionField(analysis, name);
  if (field === undefined) return { kind: "figure", figure: parseFigure(name), direction };
  if (!chosen.has(field)) problem(`prefer.${direction}`, `expected a chosen option (${[...chosen].join(", ")}) or a figure, received ${quoteReceived(name)}`);
  return { kind: "option", field, direction };
}

/** The required options given nowhere: not fixed, chosen or across, and not in the `when` of every target (a tier or figure preference reads without one). */
function missingOptions(analysis: AnalysisEntry, given: ReadonlySet<string>, targets: readonly Target[], readsWithoutWhen: boolean): string[] {
  return Object.entries(analysis.options).flatMap(([field, spec]) => {
    const required = spec.defaultValue === undefined && !spec.optional;
    const inEveryWhen = !readsWithoutWhen && targets.length > 0 && targets.every((target) => target.when?.[field] !== undefined);
    return required && !given.has(field) && !inEveryWhen ? [`${analysis.game} ${analysis.name} needs ${field} (${spec.allowed}); give it in fixed, choose, across or every target's when`] : [];
  });
}

/**
 * Reads and checks a balance file: its schema, the game and analysis, fixed, chosen and across options
 * (as a sweep's, under their own keys), each target's bounds and `when`, the tiers, the preference,
 * required options given somewhere, and the number of points the question can reach. Figures are checked
 * against the analysis's first result, later. Every problem names the file and the field.
 */
export async function readBalanceFile(path: string): Promise<CheckedFile<BalanceSpec>> {
  return readCheckedFile(path, checkBalanceFile, "balance", "a balance question: { game, analysis, fixed, choose, targets } (see balance/ for examples)");
}

/**
 * Checks a balance file's parsed content as readBalanceFile does (`path` names it in every problem and is
 * the folder its relative paths are read against): how `oddsmith balance merge` reads again the file a
 * shard carries.
 */
export async function checkBalanceFile(path: string, raw: unknown): Promise<{ readonly problems: string[]; readonly spec?: BalanceSpec }> {
  const problems = schemaProblems(path, balanceFileSchema, raw, FIELDS);
  if (problems.length > 0) return { problems };
  const file = balanceFileSchema.parse(raw);
  const at = (field: string, text: string) => problems.push(`${path}: ${field}: ${text}`);
  const analysis = await loadAnalysis(file.game, file.analysis);
  if (analysis === undefined) return { problems: [`${path}: analysis: expected one of ${analysisNames(file.game).join(", ")} (the ${file.game} analyses), received ${quoteReceived(file.analysis)}`] };
  const fixed = readFixed(analysis, file.fixed ?? {}, at);
  const choose = readAxes(analysis, file.choose, fixed, at, "choose");
  const across = readAxes(analysis, file.across ?? {}, fixed, at, "across", new Set(choose.swept));
  if (Object.keys(file.choose).length === 0) at("choose", "expected at least one option to choose, received {}");
  const { targets, paths } = readTargets(analysis, file.targets, choose.swept, at);
  const tiers: Tiers | undefined = file.tiers && { figure: parseFigure(file.tiers.figure), rule: file.tiers.rule ?? "closest", chances: Object.entries(file.tiers.chances) };
  const targetCount = file.targets === undefined ? 0 : Array.isArray(file.targets) ? file.targets.reduce((sum, entry) => sum + Object.keys(entry).length, 0) : Object.keys(file.targets).length;
  if (tiers === undefined && targetCount === 0) at("targets", "expected at least one target (or tiers)");
  if (tiers !== undefined && Object.keys(tiers.chances).length === 0) at("tiers.chances", "expected at least one tier, received {}");
  const prefer = readPreference(analysis, file.prefer, choose.swept, at);
  const given = new Set([...Object.keys(fixed), ...across.swept]);
  for (const text of missingOptions(analysis, given, targets, tiers !== undefined || prefer.kind === "figure")) at("fixed", text);
  const question: BalanceQuestion = { choose: choose.fields, across: across.fields, per: file.per ?? "all", targets, ...(tiers ? { tiers } : {}), prefer, ...(analysis.rowField === undefined ? {} : { rowField: analysis.rowField }) };
  const reachable = reachableCount(question);
  if (problems.length === 0 && reachable > MAX_BALANCE_POINTS) at("choose", `expected at most ${MAX_BALANCE_POINTS} points in all, received ${reachable.toLocaleString("en-US")} (designs × situations × target readings); choose fewer values`);
  const outputs = fileOutputs(path, file.csv, file.chart, at);
  if (problems.length > 0) return { problems };
  return { problems, spec: { analysis, fixed, question, targetPaths: paths, ...outputs } };
}
