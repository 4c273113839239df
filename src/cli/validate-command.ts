import { Command, Option } from "commander";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { messages } from "../framework/messages.js";
import { choiceOption, flagName, optionalOption, validateParams } from "../framework/options.js";
import { analysesWithSampler, analysisNames, gameIds, loadAllAnalyses, loadAnalysis } from "../analyses/catalog.js";
import { readFileOptions } from "../report/file-options.js";
import { analysisFlags } from "./analysis-flags.js";
import { MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { DISAGREEMENT_P, validateSamplers, type ValidationCase } from "../pipeline/validate-samplers.js";
import { renderTable } from "../pipeline/text-result.js";
import { NODE_HOST } from "../sim/node-host.js";
import { SimulationStopped } from "../sim/simulate.js";
import { checkStopped, stopCause, stopSignal } from "./signals.js";
import { CheckFailed, StoppedError, UsageError } from "./usage-error.js";
import { TOOL_COMMANDS } from "./tool-commands.js";

/** Trials per validation case by default: enough for the test to see a 1% error in a common outcome. */
export const VALIDATION_TRIALS = 400_000;
/** The fewest trials per case `validate` accepts. */
export const MIN_VALIDATION_TRIALS = 10_000;

/** The command's own flags; the games are the registry's (a plugin's too), known when the program is built. */
const optionsOf = () => ({
  game: optionalOption(choiceOption(gameIds(), { doc: "validate only this game's samplers" })),
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
});

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

/** What `validate GAME ANALYSIS --flags` validates: the analysis and the person's parameters. */
interface OwnCase {
  readonly analysis: AnalysisEntry;
  readonly raw: Readonly<Record<string, unknown>>;
}

/**
 * The analysis and parameters of `validate GAME ANALYSIS [flags]` (undefined when no analysis is named):
 * every problem together as a UsageError — an unknown game or analysis, one without a sampler or without an
 * exact solver to compare with, a flag the analysis does not take or a value it refuses.
 * @throws {UsageError} on any of those (exit 2).
 */
async function ownCase(words: readonly string[], ownFlags: readonly string[], registry: readonly AnalysisEntry[] | undefined): Promise<OwnCase | undefined> {
  const [game, name, ...flags] = words;
  if (game === undefined) return undefined;
  const refuse = (problem: string): never => {
    throw new UsageError([problem], "oddsmith validate");
  };
  if (registry === undefined && !gameIds().includes(game)) refuse(messages.unknownGame(game, gameIds()));
  if (name === undefined) return refuse(messages.valueMissing("validate GAME ANALYSIS", `an analysis of ${game}: ${analysisNames(game).join(", ")}`));
  const analysis = registry === undefined ? await loadAnalysis(game, name) : registry.find((entry) => entry.game === game && entry.name === name);
  if (analysis === undefined) return refuse(messages.unknownAnalysis(game, name, analysisNames(game)));
  if (analysis.sampler === undefined) {
    await loadAllAnalyses();
    refuse(`${messages.nothingToValidate(`${game} ${name}`, "has no Monte Carlo sampler")} (analyses with one: ${analysesWithSampler().join(", ")})`);
  }
  if (!analysis.exact) refuse(messages.nothingToValidate(`${game} ${name}`, "is simulation-only (no exact solver)"));
  const read = analysisFlags(analysis, flags, ownFlags);
  const files = readFileOptions(analysis, read.raw);
  const prepared = analysis.prepare(files.raw);
  const own = prepared.ok ? [] : prepared.errors.filter((error) => !files.failedFlags.some((flag) => error.startsWith(`${flag}: expected`)));
  const limits = prepared.ok ? [...prepared.value.exactLimits(), ...prepared.value.sampleLimits()] : [];
  const problems = [...read.problems, ...files.problems, ...own, ...limits];
  if (problems.length > 0) throw new UsageError(problems, `oddsmith ${game} ${name}`);
  return { analysis, raw: files.raw };
}

/**
 * `oddsmith validate [--game G] [--trials N] [--seed S] [--threads T]`: every sampler against its exact
 * solver (chi-squared goodness of fit), printed as a table; throws CheckFailed (exit 1) when any case
 * disagrees. `oddsmith validate GAME ANALYSIS [its flags] [--trials N]` validates that analysis's sampler
 * at the person's own parameters instead of its fixed cases. `registry` is for tests.
 */
export function validateCommand(done: (text: string) => void, registry?: readonly AnalysisEntry[]): Command {
  const OPTIONS = optionsOf();
  const command = new Command("validate")
    .description(TOOL_COMMANDS.validate.summary)
    .argument("[game]", "validate one analysis at your own parameters: its game…")
    .argument("[analysis]", "…its name, then its flags (e.g. validate kingstone check --bonus 2 --dc 9)")
    .allowUnknownOption()
    .allowExcessArguments();
  const ownFlags: string[] = [];
  for (const [field, spec] of Object.entries(OPTIONS)) {
    const detail = spec.defaultValue === undefined ? "optional" : `default ${spec.defaultValue}`;
    ownFlags.push(flagName(field, spec));
    command.addOption(new Option(`${flagName(field, spec)} <value>`, `${spec.doc} (${spec.allowed}; ${detail})`));
  }
  command.action(async (_game: unknown, _name: unknown, values: Record<string, unknown>, self: Command) => {
    const validated = validateParams(OPTIONS, values);
    if (!validated.ok) throw new UsageError(validated.errors, "oddsmith validate");
    const { game, trials, seed, threads } = validated.value;
    const own = await ownCase(self.args, ownFlags, registry);
    const analyses = own !== undefined ? [own.analysis] : (registry ?? (await loadAllAnalyses())).filter((analysis) => game === undefined || analysis.game === game);
    if (threads !== undefined && threads > NODE_HOST.cores) process.stderr.write(`${messages.threadsCapped(threads, NODE_HOST.cores)}\n`);
    const stopped = messages.stopped("validate");
    const cases = await validateSamplers(analyses, { trials, seed, host: NODE_HOST, signal: stopSignal(), ...(threads === undefined ? {} : { threads }) }, (c) => {
      process.stderr.write(`${c.agrees ? "ok  " : "FAIL"} ${c.game} ${c.analysis} ${paramsText(c.params)}  p = ${c.pValue.toPrecision(3)}\n`);
    }, own === undefined ? undefined : [own.raw]).catch((error: unknown) => {
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
