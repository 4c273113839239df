/**
 * The workbench's address of a run, `#/<game>/<analysis>?<flag>=<value>&…`, and the command line that
 * reproduces it. Flag names are the CLI's without their dashes (`reroll=one-die`, `mc=100000&seed=7`); a
 * list is comma-separated (`play=A,K,9,7,5`), a switch is `name=true`, and a file option carries the
 * file's JSON. The report links each run to the workbench with it; the workbench reads and writes it.
 */
import { messages } from "../framework/messages.js";
import { flagName, type OptionSpec } from "../framework/options.js";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { isMonteCarloField, MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { commandLine } from "./text-result.js";

/** The Monte Carlo flags of an address, keyed as `validateMonteCarlo` takes them. */
export type SimulationFlags = Partial<Record<keyof typeof MONTE_CARLO_OPTIONS, string | number>>;

/** What an address names: the analysis, its raw options (CLI text, or a file option's JSON) and its Monte Carlo flags. */
export interface PermalinkRun {
  readonly game: string;
  readonly analysis: string;
  readonly raw: Readonly<Record<string, unknown>>;
  readonly simulation: SimulationFlags;
}

// Characters left readable in a value: commas join lists, the rest are common in notation (2d6+1, 1/4, 25%).
const KEEP = /%(2C|2B|2F|3A|40)/g;

function encodeValue(text: string): string {
  return encodeURIComponent(text).replace(KEEP, (escape) => decodeURIComponent(escape));
}

/** The URL text of one raw option value (a number, a word, a list, a switch or a file's parsed JSON). */
function valueText(spec: OptionSpec<unknown>, value: unknown): string {
  if (spec.kind === "json-file") return JSON.stringify(value);
  if (Array.isArray(value)) return value.map(String).join(",");
  return String(value);
}

function keyOf(field: string, spec: OptionSpec<unknown>): string {
  return flagName(field, spec).slice(2);
}

/**
 * The address of a run: the options given (left out when undefined, or a switch when false) in the
 * analysis's option order, then the Monte Carlo flags. O(options).
 * @example permalinkOf(findAnalysis("kingstone", "check"), { bonus: 3, dc: 10 }) // "#/kingstone/check?bonus=3&dc=10"
 */
export function permalinkOf(entry: Pick<AnalysisEntry, "game" | "name" | "options">, raw: Readonly<Record<string, unknown>>, simulation: SimulationFlags = {}): string {
  const parts: string[] = [];
  for (const [field, spec] of Object.entries(entry.options)) {
    const value = raw[field];
    if (value === undefined || value === "" || (spec.kind === "flag" && (value === false || value === "false"))) continue;
    parts.push(`${keyOf(field, spec)}=${encodeValue(valueText(spec, value))}`);
  }
  for (const [field, spec] of Object.entries(MONTE_CARLO_OPTIONS)) {
    if (!isMonteCarloField(field)) continue;
    const value = simulation[field];
    if (value !== undefined && value !== "") parts.push(`${keyOf(field, spec)}=${encodeValue(String(value))}`);
  }
  return `#/${entry.game}/${entry.name}${parts.length > 0 ? `?${parts.join("&")}` : ""}`;
}

/**
 * Reads an address (with or without its leading "#"): the run it names, and every problem with it in the
 * CLI's words (an unknown flag, a file option whose JSON does not parse, a repeated flag). Whether the
 * analysis exists and the values are allowed is for the caller's registry and `checkRun`; a part whose
 * percent-escapes do not decode is kept as written, so it never throws. O(length).
 * @example readPermalink("#/ultimo/challenge?play=A,K&difficulty=5", findAnalysis).run.raw // { play: "A,K", difficulty: "5" }
 */
export function readPermalink(
  hash: string,
  find: (game: string, name: string) => Pick<AnalysisEntry, "options"> | undefined,
): { readonly run?: PermalinkRun; readonly problems: readonly string[] } {
  const text = hash.replace(/^#/, "");
  const match = /^\/([^/?]+)\/([^/?]+)\/?(?:\?(.*))?$/.exec(text);
  if (match === null) return { problems: text === "" || text === "/" ? [] : [messages.notAllowed("address", "#/<game>/<analysis>?<flag>=<value>&…", hash)] };
  const [, game = "", analysis = "", query = ""] = match;
  // An escape that does not decode (`%E0%A4%A`) stays as written: it names no analysis, a problem, not a throw.
  const [gameName, analysisName] = [safeDecode(game), safeDecode(analysis)];
  const entry = find(gameName, analysisName);
  const byKey = new Map<string, readonly [string, OptionSpec<unknown>]>(Object.entries(entry?.options ?? {}).map(([field, spec]) => [keyOf(field, spec), [field, spec]]));
  const simulationKeys = new Map(Object.entries(MONTE_CARLO_OPTIONS).flatMap(([field, spec]) => (isMonteCarloField(field) ? [[keyOf(field, spec), field] as const] : [])));
  const raw: Record<string, unknown> = {};
  const simulation: SimulationFlags = {};
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const pair of query.split("&").filter((part) => part !== "")) {
    const equals = pair.indexOf("=");
    const key = safeDecode(equals < 0 ? pair : pair.slice(0, equals));
    const value = equals < 0 ? "true" : safeDecode(pair.slice(equals + 1));
    if (seen.has(key)) problems.push(messages.refused(`--${key}`, "given twice in the address", value));
    seen.add(key);
    const option = byKey.get(key);
    const simulationField = simulationKeys.get(key);
    if (option !== undefined) {
      const [field, spec] = option;
      if (spec.kind !== "json-file") raw[field] = value;
      else {
        try {
          const parsed: unknown = JSON.parse(value);
          raw[field] = parsed;
        } catch {
          problems.push(messages.notAllowed(`--${key}`, "the JSON of a file", value));
        }
      }
    } else if (simulationField !== undefined) simulation[simulationField] = value;
    else if (entry !== undefined) problems.push(messages.unknownOption(`--${key}`, [...byKey.keys(), ...simulationKeys.keys()].map((name) => `--${name}`)));
  }
  return { run: { game: gameName, analysis: analysisName, raw, simulation }, problems };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The `oddsmith …` command of a run: each option given (a file option as `<flag> <flag>.json`, the file
 * the page offers for download), then the Monte Carlo flags.
 * @example commandOf(findAnalysis("kingstone", "check"), { bonus: 3, dc: 10 }) // "oddsmith kingstone check --bonus 3 --dc 10"
 */
export function commandOf(entry: Pick<AnalysisEntry, "game" | "name" | "options">, raw: Readonly<Record<string, unknown>>, simulation: SimulationFlags = {}): string {
  const flags: (readonly [string, unknown])[] = [];
  for (const [field, spec] of Object.entries(entry.options)) {
    const value = raw[field];
    if (value === undefined || value === "") continue;
    const flag = flagName(field, spec);
    if (spec.kind === "json-file") flags.push([flag, `${keyOf(field, spec)}.json`]);
    else if (spec.kind === "flag") flags.push([flag, value === true || value === "true"]);
    else flags.push([flag, Array.isArray(value) ? value.join(",") : value]);
  }
  for (const [field, spec] of Object.entries(MONTE_CARLO_OPTIONS)) {
    if (!isMonteCarloField(field)) continue;
    const value = simulation[field];
    if (value !== undefined && value !== "") flags.push([flagName(field, spec), value]);
  }
  return commandLine(entry.game, entry.name, flags);
}
