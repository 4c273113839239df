/** The report run a form is, if any: its explanations then apply to the page's result word for word. */
import type { ReportRun } from "../../framework/analysis.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { permalinkOf } from "../../pipeline/permalink.js";
import { reportRunSimulation } from "../../pipeline/check-run.js";
import { packageFile } from "./package-files.js";
import { formOfHash, hashOf, NO_SIMULATION, type FormState } from "./form-run.js";

/** A report run's options as the page gives them: a file option's path replaced by the file's JSON (bundled), or left out. */
function pageParams(entry: AnalysisEntry, run: ReportRun): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(run.params)) {
    if (entry.options[field]?.kind !== "json-file") params[field] = value;
    else {
      const text = typeof value === "string" ? packageFile(value) : undefined;
      if (text !== undefined) {
        const parsed: unknown = JSON.parse(text);
        params[field] = parsed;
      }
    }
  }
  return params;
}

/** The address of a report run (a file option carries the file's JSON). */
export function reportRunHash(entry: AnalysisEntry, run: ReportRun): string {
  const params = pageParams(entry, run);
  const simulation = run.monteCarlo ?? (entry.exact ? undefined : reportRunSimulation(entry, run));
  return permalinkOf(entry, params, simulation ?? {});
}

/** The report run whose options and simulation the form gives exactly. O(runs × options). */
export function reportRunOf(entry: AnalysisEntry, form: FormState): ReportRun | undefined {
  const hash = hashOf(form);
  return entry.reportRuns.find((run) => reportRunHash(entry, run) === hash);
}

/** The form an analysis opens with: its first report run (so the first view answers something), or its defaults. */
export function startingForm(entry: AnalysisEntry): FormState {
  const run = entry.reportRuns[0];
  const empty: FormState = { game: entry.game, analysis: entry.name, values: {}, simulation: NO_SIMULATION };
  return run === undefined ? empty : (formOfHash(reportRunHash(entry, run)).form ?? empty);
}
