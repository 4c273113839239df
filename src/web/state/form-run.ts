/**
 * The page's form as text (what the user typed, field by field) and the run it asks for: raw options as the
 * CLI takes them, and the Monte Carlo flags. An empty field is an option not given (its default applies).
 */
import { findLoaded as findAnalysis, knownAnalyses } from "./registry.js";
import { messages } from "../../framework/messages.js";
import { flagName } from "../../framework/options.js";
import { optionLabel } from "../../framework/option-words.js";
import { parseStrictJson } from "../../framework/strict-json.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { checkRun } from "../../pipeline/check-run.js";
import { permalinkOf, readPermalink, type SimulationFlags } from "../../pipeline/permalink.js";
import { isMonteCarloField, MONTE_CARLO_OPTIONS } from "../../sim/monte-carlo-options.js";

/** One analysis's form: each option's text ("" = not given; a switch "true"; a file option its JSON) and the Monte Carlo fields. */
export interface FormState {
  readonly game: string;
  readonly analysis: string;
  readonly values: Readonly<Record<string, string>>;
  readonly simulation: Readonly<Record<keyof SimulationFlags, string>>;
}

export const NO_SIMULATION: FormState["simulation"] = { trials: "", seed: "", threads: "", precision: "" };

/** The raw options of a form (as the CLI passes them) and the problems of reading it (a file option's JSON). */
export function rawOf(entry: AnalysisEntry, values: FormState["values"]): { raw: Record<string, unknown>; problems: string[] } {
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [field, spec] of Object.entries(entry.options)) {
    const text = values[field] ?? "";
    if (text.trim() === "") continue;
    if (spec.kind === "flag") {
      if (text === "true") raw[field] = true;
    } else if (spec.kind === "json-file") {
      // Read as the CLI reads a file: nesting past the limit and a key given twice are refused too.
      const json = parseStrictJson(text);
      if ("value" in json) raw[field] = json.value;
      else if (json.syntax) problems.push(messages.notAllowed(flagName(field, spec), "the JSON of a file", text.length > 60 ? `${text.slice(0, 60)}…` : text));
      else problems.push(messages.jsonBoxStructure(flagName(field, spec), json.problem));
    } else raw[field] = text;
  }
  return { raw, problems };
}

/** The Monte Carlo flags a form gives (empty fields left out). */
export function simulationOf(form: FormState): SimulationFlags {
  return Object.fromEntries(Object.entries(form.simulation).filter(([, value]) => value.trim() !== ""));
}

/** Every problem with a form, in the CLI's words (nothing is computed). O(options). */
export function formProblems(entry: AnalysisEntry, form: FormState): string[] {
  const { raw, problems } = rawOf(entry, form.values);
  const failedFlags = problems.map((problem) => problem.slice(0, problem.indexOf(":")));
  return checkRun(entry, raw, simulationOf(form), { problems, failedFlags }).problems;
}

/** The address of a form. */
export function hashOf(form: FormState): string {
  const entry = findAnalysis(form.game, form.analysis);
  if (entry === undefined) return `#/${form.game}/${form.analysis}`;
  const values: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(entry.options)) {
    const text = form.values[field] ?? "";
    if (text.trim() !== "") values[field] = spec.kind === "json-file" ? safeJson(text) : text;
  }
  return permalinkOf(entry, values, simulationOf(form));
}

function safeJson(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}

/** The form an address describes, and the problems of the address itself (unknown analysis or flag). */
export function formOfHash(hash: string): { form?: FormState; problems: string[] } {
  const read = readPermalink(hash, findAnalysis);
  if (read.run === undefined) return { problems: [...read.problems] };
  const entry = findAnalysis(read.run.game, read.run.analysis);
  if (entry === undefined) {
    const known = knownAnalyses();
    return { problems: [messages.notAllowed("analysis", `one of ${known.join(", ")}`, `${read.run.game}/${read.run.analysis}`)] };
  }
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(read.run.raw)) values[field] = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  const simulation = { ...NO_SIMULATION };
  for (const [field, value] of Object.entries(read.run.simulation)) if (isMonteCarloField(field)) simulation[field] = String(value);
  return { form: { game: entry.game, analysis: entry.name, values, simulation }, problems: [...read.problems] };
}

/**
 * Which field each problem is about: the option whose CLI flag opens the message (`--dc: …`) or is named in
 * it; problems about no one option are under "". O(problems × options).
 */
export function problemsByField(entry: AnalysisEntry, problems: readonly string[]): Map<string, string[]> {
  const flags = [
    ...Object.entries(entry.options).map(([field, spec]) => [field, flagName(field, spec)] as const),
    ...(["trials", "seed", "threads", "precision"] as const).map((field) => [`mc:${field}`, field === "trials" ? "--mc" : `--${field}`] as const),
  ].sort((a, b) => b[1].length - a[1].length);
  const byField = new Map<string, string[]>();
  for (const problem of problems) {
    const opening = flags.find(([, flag]) => problem.startsWith(`${flag}:`) || problem.startsWith(`${flag} `));
    const named = opening ?? flags.find(([, flag]) => new RegExp(`${flag}(?![\\w-])`).test(problem));
    const field = named?.[0] ?? "";
    byField.set(field, [...(byField.get(field) ?? []), problem]);
  }
  return byField;
}

/**
 * A problem in the form's words: every flag it names (`--bonus`, `--mc`) becomes the option's label in
 * quotes, since the form shows labels and keeps flags for the command line. O(options × problem length).
 * @example inFormWords(findAnalysis("kingstone", "check"), "--dc: too high for --bonus 3") // "“Difficulty (DC)”: too high for “Bonus” 3"
 */
export function inFormWords(entry: AnalysisEntry, problem: string): string {
  const labels = [
    ...Object.entries(entry.options).map(([field, spec]) => [flagName(field, spec), optionLabel(field, spec)] as const),
    ...Object.entries(MONTE_CARLO_OPTIONS).map(([field, spec]) => [flagName(field, spec), optionLabel(field, spec)] as const),
  ].sort((a, b) => b[0].length - a[0].length);
  return labels.reduce((text, [flag, label]) => text.replace(new RegExp(`${flag}(?![\\w-])`, "g"), `“${label}”`), problem);
}
