import { explainChart, type AnalysisResult, type ReportRun } from "../../src/framework/analysis.js";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import type { GameId } from "../../src/analyses/catalog.js";
import { readFileOptions } from "../../src/report/file-options.js";
import { PACKAGE_ROOT } from "../../src/report/write-report.js";
import { analysesOf } from "../../src/analyses/index.js";
import { solveExactly, withRunColumns } from "../../src/pipeline/compute-run.js";
import { simulate } from "../../src/sim/simulate.js";

/** One chart of a report run with the explanation the report prints beside it. */
export interface ExplainedChart {
  /** `<run name>` for the main chart, `<run name>/<chart name>` for the others. */
  readonly key: string;
  readonly run: string;
  readonly chart: string;
  readonly simulated: boolean;
  readonly text: string | undefined;
  readonly result: AnalysisResult;
}

/**
 * A report run's result as the report resolves it: an exact run with the analysis's solver, a simulated one
 * in this thread with the run's seed and `trials` trials (the same tallies on any number of threads).
 */
export async function reportRunResult(analysis: AnalysisEntry, run: ReportRun, trials: number): Promise<{ result: AnalysisResult; simulated: boolean }> {
  const files = readFileOptions(analysis, run.params, PACKAGE_ROOT);
  const validated = analysis.prepare(files.raw);
  if (!validated.ok) throw new Error(`${run.name}: ${validated.errors.join("; ")}`);
  const simulated = !analysis.exact || run.monteCarlo !== undefined;
  if (!simulated) return { result: solveExactly(validated.value), simulated };
  const simulation = await simulate(validated.value, { trials, seed: run.monteCarlo?.seed ?? 1, threads: 1 });
  return { result: withRunColumns(validated.value.sampledResult(simulation.estimates), simulation.trials, simulation.seed), simulated };
}

/**
 * Every chart of every report run of a game with its explanation, as the report resolves them: exact runs
 * with the analysis's solver, simulated ones in this thread with the run's seed but only `trials` trials.
 */
export async function explainReportRuns(game: GameId, trials: number): Promise<ExplainedChart[]> {
  const charts: ExplainedChart[] = [];
  for (const analysis of analysesOf(game)) {
    for (const run of analysis.reportRuns) {
      const { result, simulated } = await reportRunResult(analysis, run, trials);
      for (const chart of result.charts) charts.push({ key: chart.name === "" ? run.name : `${run.name}/${chart.name}`, run: run.name, chart: chart.name, simulated, text: explainChart(run, chart, result), result });
    }
  }
  return charts;
}

/**
 * The report runs of a game as the registry lists them (each analysis's `reportRuns`), and what the
 * explained charts leave out or add: a run with no chart, a chart of a run the registry does not have, a
 * run whose main chart (keyed by the run's name) is missing. Empty when the charts cover the registry.
 */
export function coverageProblems(game: GameId, charts: readonly ExplainedChart[]): string[] {
  const runs = analysesOf(game).flatMap((analysis) => analysis.reportRuns.map((run) => run.name));
  const explained = new Set(charts.map((chart) => chart.run));
  const keys = new Set(charts.map((chart) => chart.key));
  return [
    ...runs.filter((run) => !explained.has(run)).map((run) => `${run}: no chart`),
    ...runs.filter((run) => explained.has(run) && !keys.has(run)).map((run) => `${run}: no main chart`),
    ...[...explained].filter((run) => !runs.includes(run)).map((run) => `${run}: not a report run of ${game}`),
  ];
}

/** Sentence ends: a full stop, question or exclamation mark before a space or the end (not "0.5" or "J,K,9,7"). */
export function sentenceCount(text: string): number {
  return (text.match(/[.!?](?=\s|$)/g) ?? []).length;
}

/**
 * The percentages of a simulated run's explanation that are not marked as estimates: each must follow
 * "about", "under" or "over", or be the exact chain's figure ("against X%"); "95% interval" and "95% band"
 * name the interval, not a figure.
 */
export function unmarkedPercents(text: string): string[] {
  return [...text.matchAll(/(\S+) ([<>]?\d+(?:\.\d+)?%)(?! interval| band)/g)]
    .filter(([, before]) => !/^\(?(about|under|over|against)$/i.test(before!))
    .map(([match]) => match);
}

/**
 * What is wrong with each explanation as report text: missing, not two or three sentences, over 600
 * characters, or holding an unformatted value (NaN, undefined, [object …]); empty when all are fine.
 */
export function explanationProblems(charts: readonly ExplainedChart[]): string[] {
  return charts.flatMap(({ key, text }) => {
    if (typeof text !== "string") return [`${key}: no explanation`];
    const problems: string[] = [];
    if (![2, 3].includes(sentenceCount(text))) problems.push(`${key}: ${sentenceCount(text)} sentences: ${text}`);
    if (text.length > 600) problems.push(`${key}: ${text.length} characters`);
    if (/NaN|undefined|Infinity|\[object/.test(text)) problems.push(`${key}: an unformatted value: ${text}`);
    return problems;
  });
}
