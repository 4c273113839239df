/** The report run a form is, if any: its explanations then apply to the page's result word for word. */
import type { ReportRun } from "../../core/analysis.js";
import type { AnalysisEntry } from "../../core/registered-analysis.js";
import { permalinkOf } from "../../pipeline/permalink.js";
import { reportRunSimulation } from "../../pipeline/check-run.js";
import { formOfHash, hashOf, NO_SIMULATION, type FormState } from "./form-run.js";

/** The address of a report run (its file options left out: a page cannot read the package's files). */
export function reportRunHash(entry: AnalysisEntry, run: ReportRun): string {
  const params = Object.fromEntries(Object.entries(run.params).filter(([field]) => entry.options[field]?.kind !== "json-file"));
  const simulation = run.monteCarlo ?? (entry.exact ? undefined : reportRunSimulation(entry, run));
  return permalinkOf(entry, params, simulation ?? {});
}

/** The report run whose options and simulation the form gives exactly. O(runs × options). */
export function reportRunOf(entry: AnalysisEntry, form: FormState): ReportRun | undefined {
  const hash = hashOf(form);
  return entry.reportRuns.find((run) => !Object.keys(run.params).some((field) => entry.options[field]?.kind === "json-file") && reportRunHash(entry, run) === hash);
}

/** The form an analysis opens with: its first report run (so the first view answers something), or its defaults. */
export function startingForm(entry: AnalysisEntry): FormState {
  const run = entry.reportRuns[0];
  const empty: FormState = { game: entry.game, analysis: entry.name, values: {}, simulation: NO_SIMULATION };
  return run === undefined ? empty : (formOfHash(reportRunHash(entry, run)).form ?? empty);
}
