import type { Analysis, AnalysisResult } from "../core/analysis.js";
import { defaultSampledResult, type Estimates } from "../core/estimate.js";

/** The result of a simulated analysis: its sampler's own `result`, or the default one. */
export function sampledResult(analysis: Analysis, estimates: Estimates, params: unknown): AnalysisResult {
  return analysis.sampler?.result?.(estimates, params as never) ?? defaultSampledResult(estimates, `${analysis.game} ${analysis.name}: simulated outcomes`);
}

/**
 * The widest 95% half-width among the probabilities a simulated result reports: its outcome rows' `low` and
 * `high`, and each summary probability (a `p…` figure) with its `…Low` and `…High`. Means keep their own
 * units and are not counted. What `--precision` compares. O(rows + figures).
 */
export function widestProbabilityHalfWidth(result: AnalysisResult): number {
  let widest = 0;
  for (const row of result.outcomes) {
    if (typeof row.low === "number" && typeof row.high === "number") widest = Math.max(widest, (row.high - row.low) / 2);
  }
  for (const [name, low] of Object.entries(result.summary)) {
    const figure = name.replace(/Low$/, "");
    if (figure === name || !/^p[A-Z]/.test(figure)) continue;
    const high = result.summary[`${figure}High`];
    if (high !== undefined) widest = Math.max(widest, (high - low) / 2);
  }
  return widest;
}

/**
 * A simulated result that says how it was obtained: each CSV row gains `seed`, and `trials` where the row
 * has no trial count of its own, and each chart's title ends with the trials and seed. O(rows).
 * @example withRunColumns({ outcomes: [], summary: {}, summaryExact: {}, rows: [{ a: 1 }], charts: [] }, 10, 1).rows[0] // { a: 1, trials: 10, seed: 1 }
 */
export function withRunColumns(result: AnalysisResult, trials: number, seed: number): AnalysisResult {
  return {
    ...result,
    rows: result.rows.map((row) => ({ ...row, ...("trials" in row ? {} : { trials }), seed })),
    charts: result.charts.map((chart) => ({ ...chart, title: `${chart.title} — ${trials.toLocaleString("en-US")} trials, seed ${seed}` })),
  };
}
