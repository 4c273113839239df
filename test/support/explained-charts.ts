import { explainChart, validateRun, type AnalysisResult, type GameId } from "../../src/core/analysis.js";
import { analysesOf } from "../../src/models/index.js";
import { sampledResult, withRunColumns } from "../../src/sim/sampled-result.js";
import { simulate } from "../../src/sim/simulate.js";

/** One chart of one report run, with the explanation the report prints beside it. */
export interface ExplainedChart {
  /** `<run name>` for the main chart, `<run name>/<chart name>` for the others. */
  readonly key: string;
  readonly simulated: boolean;
  readonly explanation: string | undefined;
}

/**
 * Every chart of every report run of a game with its explanation, computed as `oddsmith report` does:
 * exact runs with the solver, simulated runs with the sim engine in this thread, at the run's seed but
 * only `simulatedTrials` trials (the explanations quote whatever the run measured).
 */
export async function explainedCharts(game: GameId, simulatedTrials: number): Promise<ExplainedChart[]> {
  const charts: ExplainedChart[] = [];
  for (const analysis of analysesOf(game)) {
    for (const run of analysis.reportRuns) {
      const validated = validateRun(analysis, run.params);
      if (!validated.ok) throw new Error(`${game}/${run.name}: ${validated.errors.join("; ")}`);
      const simulated = analysis.run === undefined || run.monteCarlo !== undefined;
      let result: AnalysisResult;
      if (!simulated) result = analysis.run!(validated.value as never);
      else {
        const seed = run.monteCarlo?.seed ?? 1;
        const simulation = await simulate(analysis, run.params, validated.value, { trials: simulatedTrials, seed, threads: 1 });
        result = withRunColumns(sampledResult(analysis, simulation.estimates, validated.value), simulation.trials, simulation.seed);
      }
      for (const chart of result.charts) {
        charts.push({ key: chart.name === "" ? run.name : `${run.name}/${chart.name}`, simulated, explanation: explainChart(run, chart, result) });
      }
    }
  }
  return charts;
}

/** The sentences of an explanation: ends of sentences are . ! ? before a space or the end (so "58.3%" is not one). */
export function sentenceCount(text: string): number {
  return (text.match(/[.!?](?=\s|$)/g) ?? []).length;
}
