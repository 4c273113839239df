import type { Analysis, AnalysisResult } from "../core/analysis.js";
import { defaultSampledResult, type Estimates } from "../core/estimate.js";

/** The result of a simulated analysis: its sampler's own `result`, or the default one. */
export function sampledResult(analysis: Analysis, estimates: Estimates, params: unknown): AnalysisResult {
  return analysis.sampler?.result?.(estimates, params as never) ?? defaultSampledResult(estimates, `${analysis.game} ${analysis.name}: simulated outcomes`);
}
