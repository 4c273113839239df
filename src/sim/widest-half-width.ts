import type { AnalysisResult } from "../framework/analysis.js";

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
