/**
 * The pipeline, the one way every caller (CLI, report, sweep, compare, validate, notebooks, bench, and a
 * browser) turns raw options into outputs. It and everything it imports run in Node and in a browser alike:
 * no `node:*`, no files, no threads of its own (a platform lends them through `SimulationHost`).
 *
 * ```
 * raw options ─► checkRun (validate once; every problem in words) ─► CheckedRun
 * CheckedRun ─► computeRun ─► exact solver ──────────────────────────────────┐
 *                        └──► simulate (shards on the host's threads) ─► estimates ─► result
 * result ─► rows ─► toCsv (CSV text) | charts ─► toVegaLite (Vega-Lite specs), or chartSentence for a chart of one value
 *        └─► resultDocument (JSON) | summary figures, named in words by figureName
 * ```
 */
export { ANALYSES, analysesOf, findAnalysis } from "../analyses/index.js";
export { checkRun, analysesWithSampler, defaultTrialsOf, reportRunSimulation, DEFAULT_TRIALS, type CheckedRun, type FileReading, type SimulationRequest } from "./check-run.js";
export { computeRun, simulateRun, solveExactly, withRunColumns, resultDocument, monteCarloLine, type ComputeOptions, type MonteCarloFacts } from "./compute-run.js";
export { analyze, type AnalyzeSimulation } from "./analyze.js";
export { toCsv } from "./csv.js";
export { toVegaLite, wrapText, type VegaLiteSpec } from "./vega-lite.js";
export { chartSentence } from "./chart-sentence.js";
export { figureName } from "./figure-names.js";
export { validateSamplers, DISAGREEMENT_P, type ValidationCase } from "./validate-samplers.js";
export { THIS_THREAD_ONLY, type SimulationHost, type ShardRunner, type ShardJob } from "../sim/host.js";
export { renderTable, renderResult, summaryFigures, commandLine, type SummaryFigure } from "./text-result.js";
export { permalinkOf, readPermalink, commandOf, type PermalinkRun, type SimulationFlags } from "./permalink.js";
