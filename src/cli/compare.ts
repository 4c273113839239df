/**
 * `--compare option=a,b[,c]` on any analysis: the same question answered under each reading of one
 * option, side by side (a table, a JSON document, CSV rows with a `reading` column, a grouped bar chart).
 */
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { messages } from "../framework/messages.js";
import { flagName } from "../framework/options.js";
import { comparisonCharts, comparisonRows, comparisonTables, type Reading } from "../pipeline/comparison.js";
import { mergeProblems } from "./labelled-problems.js";
import { renderTable } from "../pipeline/text-result.js";
import { totalCostProblem, type CheckedRun } from "../pipeline/check-run.js";
import { monteCarloLine, resultDocument } from "../pipeline/compute-run.js";
import { checkCliRun, computeCliRun, outputProblems, prepareOutputs, writeOutputs, type OutputRequest } from "./run-analysis.js";
import { UsageError } from "./usage-error.js";
import { itemAt } from "../core/checked-index.js";

/** What `--compare` asks for: the option's field and flag, and the raw values to compare, in order. */
export interface CompareRequest {
  readonly field: string;
  readonly flag: string;
  readonly values: readonly string[];
}

/**
 * An example of `--compare` for an analysis, from its own options: its first choice option's first two
 * values, else its first switch off and on, else a placeholder.
 * @example compareExample(findAnalysis("kingstone", "check")) // "ladder=paired,shifted"
 */
export function compareExample(analysis: AnalysisEntry): string {
  const options = Object.entries(analysis.options);
  const choice = options.find(([, spec]) => spec.kind === "choice" && (spec.choices?.length ?? 0) >= 2);
  if (choice) return `${flagName(choice[0], choice[1]).slice(2)}=${(choice[1].choices ?? []).slice(0, 2).join(",")}`;
  const flag = options.find(([, spec]) => spec.kind === "flag");
  return flag ? `${flagName(flag[0], flag[1]).slice(2)}=false,true` : "option=a,b";
}

/**
 * Parses `--compare option=a,b[,c]` for an analysis: the option by its flag with or without dashes
 * (`tally`, `--odd-rounding`) or its field name; values split on commas, or on `|` when a value holds
 * commas itself (`play=J,A,K|9,7,5`); each value checked by the option's own spec. `given` are the
 * fields set by their own flags, which may not be compared too. Every problem names --compare.
 * @example parseCompare(findAnalysis("ultimo", "curve"), "tally=versus,half-rating", new Set()) // { field: "tally", flag: "--tally", values: ["versus", "half-rating"] }
 */
export function parseCompare(analysis: AnalysisEntry, text: string, given: ReadonlySet<string>): CompareRequest | { readonly problems: string[] } {
  const equals = text.indexOf("=");
  if (equals <= 0) return { problems: [messages.compareFormat(text, compareExample(analysis))] };
  const name = text.slice(0, equals).trim().replace(/^--/, "");
  const entry = Object.entries(analysis.options).find(([field, spec]) => field === name || flagName(field, spec) === `--${name}`);
  if (entry === undefined) return { problems: [messages.compareOption(name, Object.entries(analysis.options).map(([field, spec]) => flagName(field, spec).slice(2)))] };
  const [field, spec] = entry;
  const flag = flagName(field, spec);
  const list = text.slice(equals + 1);
  const values = list.split(list.includes("|") ? "|" : ",").map((value) => value.trim());
  const blank = values.indexOf("");
  if (blank >= 0) return { problems: [messages.emptyItem("--compare", `option=value,value (e.g. ${compareExample(analysis)})`, text, blank + 1)] };
  const problems: string[] = [];
  if (given.has(field)) problems.push(messages.compareAndSet(flag));
  for (const value of values) if (spec.parse(value) === undefined) problems.push(messages.compareValue(flag, spec.allowed, value));
  if (new Set(values).size < 2 || new Set(values).size < values.length) problems.push(messages.compareTooFew(flag, values));
  return problems.length > 0 ? { problems } : { field, flag, values };
}

/**
 * Runs an analysis once per reading of the compared option (same parameters, same seed when simulated),
 * after checking every reading's parameters (a problem only some readings have is prefixed with the
 * reading) and the outputs; writes the comparison's CSV and chart atomically. Returns standard output's
 * text and the notes for stderr.
 */
export async function runComparison(
  analysis: AnalysisEntry,
  raw: Readonly<Record<string, unknown>>,
  compareText: string,
  output: OutputRequest,
  extraProblems: readonly string[] = [],
  monteCarloRaw: Readonly<Record<string, unknown>> = {},
): Promise<{ stdout: string; notes: string[] }> {
  const helpCommand = `oddsmith ${analysis.game} ${analysis.name}`;
  const given = new Set(Object.keys(raw).filter((field) => raw[field] !== undefined));
  const request = parseCompare(analysis, compareText, given);
  if ("problems" in request) throw new UsageError([...extraProblems, ...request.problems, ...outputProblems(output)], helpCommand);
  const option = request.flag.slice(2);
  const checks = request.values.map((value) => ({ label: `${option}=${value}`, ...checkCliRun(analysis, { ...raw, [request.field]: value }, monteCarloRaw) }));
  // Comparing an option that is an alternative to one given (`--fairness --compare method=…`): every reading
  // fails with "give exactly one of"; say why in terms of --compare instead.
  const alternatives = messages.oneOf([]).replace(/\s+$/, "");
  const others = checks
    .flatMap(({ problems }) => problems)
    .filter((problem) => problem.startsWith(alternatives) && problem.slice(alternatives.length).trim().split(", ").includes(request.flag))
    .map((problem) => problem.slice(alternatives.length).trim().split(", ").filter((flag) => flag !== request.flag));
  if (others.length === checks.length) {
    const problem = messages.compareAlternative(request.flag, itemAt(others, 0));
    for (const check of checks) check.problems.splice(0, check.problems.length, ...check.problems.filter((other) => !other.startsWith(alternatives)), problem);
  }
  const problems = [...extraProblems, ...mergeProblems(checks, "reading"), ...outputProblems(output)];
  if (problems.length > 0) throw new UsageError(problems, helpCommand);
  // Each reading is within the single-run bound; together they must be too (issue 24 §8).
  // Every reading has its run now: a reading without one has problems, refused above.
  const ready = checks.flatMap(({ label, run }) => (run === undefined ? [] : [{ label, run }]));
  const tooCostly = totalCostProblem(ready.map(({ run }) => run), `${analysis.game} ${analysis.name} --compare`, "fewer readings");
  if (tooCostly !== undefined) throw new UsageError([tooCostly], helpCommand);
  const folderProblems = await prepareOutputs(output);
  if (folderProblems.length > 0) throw new UsageError(folderProblems, helpCommand);

  const readings: Array<Reading & { run: CheckedRun; line?: string; document: ReturnType<typeof resultDocument> }> = [];
  const shown = new Set<string>();
  for (const { label, run } of ready) {
    const { result, facts } = await computeCliRun(run, !output.json, shown);
    readings.push({ label, result, run, document: resultDocument(analysis, run.prepared.params, result, facts), ...(facts ? { line: `${label}: ${monteCarloLine(facts)}` } : {}) });
  }
  const title = `${analysis.game} ${analysis.name} under each ${option}`;
  const { stdout: standard, notes } = await writeOutputs(output, output.csv === undefined ? [] : comparisonRows(readings), output.chart === undefined ? [] : comparisonCharts(title, readings));
  // `--csv -` or `--chart -`: that file is standard output, so the tables are not printed too.
  if (standard !== undefined) return { stdout: standard, notes };
  if (output.json) {
    const document = {
      game: analysis.game,
      analysis: analysis.name,
      compare: { option: request.field, flag: request.flag, values: request.values },
      // Each reading's whole result: the CSV rows and every chart's data too, where a reading's changes may
      // show only there (the degrees a ladder moves).
      readings: readings.map(({ label, result, document: { game: _game, analysis: _analysis, ...rest } }) => ({
        reading: label,
        ...rest,
        rows: result.rows,
        charts: result.charts.map((chart) => ({ name: chart.name, title: chart.title, data: chart.data })),
      })),
    };
    return { stdout: JSON.stringify(document, null, 2), notes };
  }
  const lines = readings.flatMap((reading) => (reading.line ? [reading.line] : []));
  return { stdout: [...comparisonTables(title, readings).map(renderTable), ...(lines.length ? [lines.join("\n")] : [])].join("\n\n"), notes };
}
