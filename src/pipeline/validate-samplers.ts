import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { chiSquaredTest } from "../sim/chi-squared.js";
import { simulate, type SimulationOptions } from "../sim/simulate.js";
import { solveExactly } from "./compute-run.js";
import { fieldOf, itemAt } from "../core/checked-index.js";

/** Below this p-value a sampler is said to disagree with its exact solver. */
export const DISAGREEMENT_P = 0.001;

/** One validation case: a sampler against its exact solver on one set of parameters. */
export interface ValidationCase {
  readonly game: string;
  readonly analysis: string;
  /** The raw parameters, as CLI flags would give them. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly trials: number;
  readonly statistic: number;
  readonly degreesOfFreedom: number;
  readonly pValue: number;
  readonly agrees: boolean;
  /** The largest gap between an estimated and an exact probability, in standard errors. */
  readonly worstStandardErrors: number;
}

/**
 * Runs every `validation` case of the given analyses: a seeded simulation of the case against the exact
 * solver's `outcomes` (or the sampler's `validationTarget`), compared by Pearson's chi-squared test over the outcome names (an outcome missing on
 * one side counts as probability or count 0). A case agrees when p ≥ 0.001. Cost: the simulations.
 * `cases`, when given, replaces each analysis's own validation cases (`oddsmith validate GAME ANALYSIS
 * --flags`: the person's parameters).
 * @throws {Error} when a validation case has bad parameters or names no tally group; what a sampler throws (SimulationFailed)
 */
export async function validateSamplers(
  analyses: readonly AnalysisEntry[],
  options: Pick<SimulationOptions, "trials" | "seed" | "threads" | "host" | "signal">,
  onCase: (result: ValidationCase) => void = () => {},
  cases?: readonly Readonly<Record<string, unknown>>[],
): Promise<ValidationCase[]> {
  const results: ValidationCase[] = [];
  for (const analysis of analyses) {
    if (!analysis.exact || analysis.sampler === undefined) continue;
    for (const raw of cases ?? analysis.sampler.validation) {
      const validated = analysis.prepare(raw);
      if (!validated.ok) throw new Error(`validation case of ${analysis.game} ${analysis.name} has bad parameters: ${validated.errors.join("; ")}`);
      const exactResult = solveExactly(validated.value);
      const target = validated.value.validationTarget(exactResult);
      const exact = target?.outcomes ?? exactResult.outcomes;
      const run = await simulate(validated.value, options);
      const group = target === undefined ? itemAt(run.estimates.layout.groups, 0) : run.estimates.layout.groups.find((g) => g.name === target.group);
      if (group === undefined) throw new Error(`validation of ${analysis.game} ${analysis.name}: no tally group named ${target?.group}`);
      const estimated = fieldOf(run.estimates.groups, group.name);
      const names = [...new Set([...exact.map((row) => row.outcome), ...group.categories])];
      const observed = names.map((name) => estimated[name]?.count ?? 0);
      const probabilities = names.map((name) => exact.find((row) => row.outcome === name)?.probability ?? 0);
      const test = chiSquaredTest(observed, probabilities);
      const total = observed.reduce((sum, count) => sum + count, 0);
      let worst = 0;
      names.forEach((_, i) => {
        const p = itemAt(probabilities, i);
        const standardError = Math.sqrt((p * (1 - p)) / total);
        const gap = Math.abs(itemAt(observed, i) / total - p);
        worst = Math.max(worst, standardError === 0 ? (gap === 0 ? 0 : Number.POSITIVE_INFINITY) : gap / standardError);
      });
      const result: ValidationCase = {
        game: analysis.game,
        analysis: analysis.name,
        params: raw,
        trials: run.trials,
        statistic: test.statistic,
        degreesOfFreedom: test.degreesOfFreedom,
        pValue: test.pValue,
        agrees: test.pValue >= DISAGREEMENT_P,
        worstStandardErrors: worst,
      };
      results.push(result);
      onCase(result);
    }
  }
  return results;
}
