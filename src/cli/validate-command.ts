import { Command, Option } from "commander";
import { GAMES } from "../core/analysis.js";
import type { AnalysisEntry } from "../core/registered-analysis.js";
import { messages } from "../core/messages.js";
import { choiceOption, flagName, optionalOption, validateParams } from "../core/options.js";
import { loadAllAnalyses } from "../analyses/catalog.js";
import { MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { DISAGREEMENT_P, validateSamplers, type ValidationCase } from "../pipeline/validate-samplers.js";
import { renderTable } from "../pipeline/text-result.js";
import { NODE_HOST } from "../sim/node-host.js";
import { SimulationStopped } from "../sim/simulate.js";
import { checkStopped, stopCause, stopSignal } from "./signals.js";
import { CheckFailed, StoppedError, UsageError } from "./usage-error.js";

/** Trials per validation case by default: enough for the test to see a 1% error in a common outcome. */
export const VALIDATION_TRIALS = 400_000;
/** The fewest trials per case `validate` accepts. */
export const MIN_VALIDATION_TRIALS = 10_000;

const OPTIONS = {
  game: optionalOption(choiceOption(GAMES, { doc: "validate only this game's samplers" })),
  trials: {
    ...MONTE_CARLO_OPTIONS.trials,
    doc: "trials per case",
    allowed: `a whole number of trials from ${MIN_VALIDATION_TRIALS} to 1e10 (a smaller sample cannot tell a sampler from the exact answer)`,
    parse: (raw: unknown) => {
      const trials = MONTE_CARLO_OPTIONS.trials.parse(raw);
      return trials !== undefined && trials >= MIN_VALIDATION_TRIALS ? trials : undefined;
    },
    defaultValue: VALIDATION_TRIALS,
    optional: false,
    flag: "trials",
  },
  seed: MONTE_CARLO_OPTIONS.seed,
  threads: MONTE_CARLO_OPTIONS.threads,
};

function paramsText(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .map(([field, value]) => `${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}=${String(value)}`)
    .join(" ");
}

/** The validation table for people: one row per case, worst first is not needed — registry order reads better. */
function validationTable(cases: readonly ValidationCase[]): string {
  return renderTable({
    columns: ["game", "analysis", "parameters", "trials", "chi²", "df", "p-value", "worst |z|", "verdict"],
    rows: cases.map((c) => [
      c.game,
      c.analysis,
      paramsText(c.params),
      String(c.trials),
      c.statistic.toFixed(2),
      String(c.degreesOfFreedom),
      c.pValue < 1e-4 ? c.pValue.toExponential(1) : c.pValue.toFixed(4),
      Number.isFinite(c.worstStandardErrors) ? c.worstStandardErrors.toFixed(2) : "impossible outcome",
      c.agrees ? "agrees" : "DISAGREES",
    ]),
  });
}

/**
 * `oddsmith validate [--game G] [--trials N] [--seed S] [--threads T]`: every sampler against its exact
 * solver (chi-squared goodness of fit), printed as a table; throws CheckFailed (exit 1) when any case
 * disagrees. `registry` is for tests.
 */
export function validateCommand(done: (text: string) => void, registry?: readonly AnalysisEntry[]): Command {
  const command = new Command("validate").description(
    "check every Monte Carlo sampler against its exact solver: a seeded simulation per case and a chi-squared test (p < 0.001 fails)",
  );
  for (const [field, spec] of Object.entries(OPTIONS)) {
    const detail = spec.defaultValue === undefined ? "optional" : `default ${spec.defaultValue}`;
    command.addOption(new Option(`${flagName(field, spec)} <value>`, `${spec.doc} (${spec.allowed}; ${detail})`));
  }
  command.action(async (values: Record<string, unknown>) => {
    const validated = validateParams(OPTIONS, values);
    if (!validated.ok) throw new UsageError(validated.errors, "oddsmith validate");
    const { game, trials, seed, threads } = validated.value;
    const analyses = (registry ?? (await loadAllAnalyses())).filter((analysis) => game === undefined || analysis.game === game);
    if (threads !== undefined && threads > NODE_HOST.cores) process.stderr.write(`${messages.threadsCapped(threads, NODE_HOST.cores)}\n`);
    const stopped = messages.stopped("validate");
    const cases = await validateSamplers(analyses, { trials, seed, host: NODE_HOST, signal: stopSignal(), ...(threads === undefined ? {} : { threads }) }, (c) => {
      process.stderr.write(`${c.agrees ? "ok  " : "FAIL"} ${c.game} ${c.analysis} ${paramsText(c.params)}  p = ${c.pValue.toPrecision(3)}\n`);
    }).catch((error: unknown) => {
      throw error instanceof SimulationStopped ? new StoppedError(stopped, stopCause()) : error;
    });
    await checkStopped(stopped);
    if (cases.length === 0) throw new UsageError([messages.refused("--game", "this game has no sampler with validation cases yet", game)], "oddsmith validate");
    const failed = cases.filter((c) => !c.agrees);
    const verdict = failed.length === 0
      ? `All ${cases.length} cases agree with the exact solvers (every p-value ≥ ${DISAGREEMENT_P}; seed ${seed}, ${trials} trials each).`
      : `${failed.length} of ${cases.length} cases DISAGREE with the exact solvers (p < ${DISAGREEMENT_P}): ${failed.map((c) => `${c.game} ${c.analysis} ${paramsText(c.params)}`).join("; ")}`;
    done(`${validationTable(cases)}\n\n${verdict}`);
    if (failed.length > 0) throw new CheckFailed(verdict);
  });
  return command;
}
