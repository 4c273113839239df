/**
 * A plugin: a module holding a designer's own analyses (docs/extending.md), checked before it joins the
 * registry. Runs in Node and in the browser alike (the caller imports the module; this reads it). A plugin
 * default-exports a function that receives the plugin API (src/plugin-api.ts) and returns its analyses, or
 * exports them as `analyses` (an array; such a file may import "oddsmith" itself, which a browser cannot).
 */
import { registerAnalysis, type AnalysisEntry } from "../framework/registered-analysis.js";
import type { Analysis } from "../framework/analysis.js";
import type { OptionSpec } from "../framework/options.js";
import { messages } from "../framework/messages.js";
import { addAnalyses, analysisNames, gameIds } from "./catalog.js";

/** A game or analysis word: what the command line and the report's folders take. */
const WORD = /^[a-z][a-z0-9-]*$/;
const OPTION_KINDS: readonly OptionSpec<unknown>["kind"][] = ["integer", "number", "choice", "flag", "range", "text", "json-file"];
const RESERVED = ["report", "sweep", "balance", "validate", "audit", "serve", "help"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The problems of one option spec, named by field. O(1). */
function optionProblems(field: string, spec: unknown): string[] {
  if (!isRecord(spec)) return [`option ${field}: expected an option spec (made with integerOption, choiceOption…), received ${typeof spec}`];
  const problems: string[] = [];
  if (!OPTION_KINDS.some((kind) => kind === spec.kind)) problems.push(`option ${field}: kind must be one of ${OPTION_KINDS.join(", ")}, received ${JSON.stringify(spec.kind)}`);
  if (typeof spec.parse !== "function") problems.push(`option ${field}: parse must be a function`);
  for (const text of ["doc", "allowed"] as const) if (typeof spec[text] !== "string") problems.push(`option ${field}: ${text} must be a string`);
  return problems;
}

/** The problems of one analysis definition, each starting with what it is. O(options). */
function definitionProblems(value: unknown, index: number, taken: ReadonlySet<string>): string[] {
  if (!isRecord(value)) return [`analysis ${index + 1}: expected an analysis (defineAnalysis({ game, name, summary, options, run | sampler, reportRuns })), received ${Array.isArray(value) ? "an array" : typeof value}`];
  const what = `analysis ${typeof value.game === "string" ? value.game : "?"} ${typeof value.name === "string" ? value.name : "?"}`;
  const problems: string[] = [];
  if (typeof value.game !== "string" || !WORD.test(value.game) || RESERVED.includes(value.game)) problems.push(`${what}: game must be a lower-case word (letters, digits, dashes) other than a command (${RESERVED.join(", ")}), received ${JSON.stringify(value.game)}`);
  if (typeof value.name !== "string" || !WORD.test(value.name)) problems.push(`${what}: name must be a lower-case word (letters, digits, dashes), received ${JSON.stringify(value.name)}`);
  if (typeof value.summary !== "string") problems.push(`${what}: summary must be a string`);
  if (typeof value.game === "string" && typeof value.name === "string" && taken.has(`${value.game} ${value.name}`)) problems.push(`${what}: the name is taken (a built-in analysis or one added before has it)`);
  if (!isRecord(value.options)) problems.push(`${what}: options must be an object of option specs`);
  else for (const [field, spec] of Object.entries(value.options)) problems.push(...optionProblems(field, spec).map((problem) => `${what}: ${problem}`));
  if (typeof value.run !== "function" && !isRecord(value.sampler)) problems.push(`${what}: give run (the exact solver) or sampler (a Monte Carlo sampler), or both`);
  if (isRecord(value.sampler) && typeof value.sampler.plan !== "function") problems.push(`${what}: sampler.plan must be a function`);
  if (isRecord(value.sampler) && typeof value.run !== "function" && typeof value.sampler.defaultTrials !== "number") problems.push(`${what}: a simulation-only analysis needs sampler.defaultTrials`);
  if (value.reportRuns !== undefined && !Array.isArray(value.reportRuns)) problems.push(`${what}: reportRuns must be an array`);
  return problems;
}

/** The analyses a plugin module gives, from its `default` function (called with `api`) or its `analyses`. */
function exportedAnalyses(module: unknown, api: unknown): unknown {
  if (!isRecord(module)) return undefined;
  const main = module.default;
  // A plugin's default export is called as docs/extending.md says, whatever it returns is checked below.
  if (typeof main === "function") return main(api);
  if (Array.isArray(main)) return main;
  return module.analyses;
}

/**
 * Checks a plugin module's analyses and adds them to the registry (after the built-in ones of their game),
 * each remembering `source`, the module's URL, so worker threads and browser workers can load it again.
 * Returns every problem, each naming `source` and what is wrong; nothing is added when there is one.
 * @throws {Error} what the plugin's default function throws (the caller names the file).
 */
export function addPlugin(module: unknown, api: unknown, source: string, label: string = source): string[] {
  const analyses = exportedAnalyses(module, api);
  if (!Array.isArray(analyses) || analyses.length === 0) return [messages.pluginProblem(label, "exports no analyses: default-export a function (oddsmith) => [analyses…], or export const analyses = […]")];
  const taken = new Set(gameIds().flatMap((game) => analysisNames(game).map((name) => `${game} ${name}`)));
  const problems: string[] = [];
  analyses.forEach((value: unknown, index) => {
    problems.push(...definitionProblems(value, index, taken).map((problem) => messages.pluginProblem(label, problem)));
    if (isRecord(value)) taken.add(`${String(value.game)} ${String(value.name)}`);
  });
  if (problems.length > 0) return problems;
  addAnalyses(analyses.map((definition: Analysis) => registerAnalysis({ ...definition, reportRuns: definition.reportRuns ?? [] }, source)));
  return [];
}

/**
 * Why a plugin module could not be imported, in words: a syntax error, a missing import, what it threw.
 * @example loadingProblem(new Error("boom")) // "failed while loading: boom"
 */
export function loadingProblem(error: unknown): string {
  if (error instanceof SyntaxError) return `is not valid JavaScript: ${error.message}`;
  const message = error instanceof Error ? error.message : String(error);
  return `failed while loading: ${message}`;
}

/** Whether a plugin added the analysis (it then has a source to load it from). */
export function isPluginAnalysis(entry: AnalysisEntry): boolean {
  return entry.source !== undefined;
}
