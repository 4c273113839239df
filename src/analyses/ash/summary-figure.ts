/**
 * A summary figure of an erased result, checked: what the explanations of an analysis whose result the
 * framework builds (a pick, a compared campaign) quote.
 */
import type { AnalysisResult } from "../../framework/analysis.js";

/**
 * The figure `name` of a result's summary.
 * @throws {RangeError} when the result has no figure of that name.
 * @example summaryFigure({ outcomes: [], summary: { pExit: 0.25 }, summaryExact: {}, rows: [], charts: [] }, "pExit") // 0.25
 */
export function summaryFigure(result: AnalysisResult, name: string): number {
  const value = result.summary[name];
  if (value === undefined) throw new RangeError(`the result has no summary figure ${name}`);
  return value;
}
