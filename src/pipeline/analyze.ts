import type { AnalysisResult } from "../framework/analysis.js";
import { RefusedOptions } from "../core/errors.js";
import { findAnalysis, ANALYSES } from "../analyses/index.js";
import { messages } from "../framework/messages.js";
import { checkRun } from "./check-run.js";
import { computeRun, type ComputeOptions, type MonteCarloFacts } from "./compute-run.js";

/** A simulation asked of `analyze`: the CLI's --mc, --seed, --threads and --precision. */
export type AnalyzeSimulation = {
  readonly trials?: number | string;
  readonly seed?: number | string;
  readonly threads?: number | string;
  readonly precision?: number | string;
};

/**
 * Runs one analysis from its options as the CLI takes them (`{ bonus: 2, dc: "10" }`, `{ play: "J,A,K" }`),
 * through the pipeline every caller uses: validated once, then solved exactly, or simulated when
 * `simulation` is given (or always, for a simulation-only analysis). Runs in this thread unless
 * `options.host` lends threads (`NODE_HOST` from "oddsmith/node"). Cost: the solver's or the trials'.
 * @throws {RefusedOptions} listing every problem with the options, in the CLI's words (an unknown game or
 *   analysis included).
 * @example analyze("kingstone", "check", { bonus: 3, dc: 10 }).then((run) => run.result.summaryExact.pSuccess) // "7/12"
 */
export async function analyze(
  game: string,
  name: string,
  raw: Readonly<Record<string, unknown>> = {},
  simulation?: AnalyzeSimulation,
  options: ComputeOptions = {},
): Promise<{ readonly result: AnalysisResult; readonly facts?: MonteCarloFacts }> {
  const analysis = findAnalysis(game, name);
  if (analysis === undefined) {
    const known = ANALYSES.map((entry) => `${entry.game} ${entry.name}`);
    throw new RefusedOptions(`${game} ${name}`, [messages.notAllowed("analysis", `one of ${known.join(", ")}`, `${game} ${name}`)]);
  }
  const checked = checkRun(analysis, raw, simulation ?? {});
  if (checked.run === undefined) throw new RefusedOptions(`${game} ${name}`, checked.problems);
  return computeRun(checked.run, options);
}
