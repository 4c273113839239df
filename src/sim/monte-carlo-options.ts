import { integerOption, optionalOption, probabilityOption, validateParams, type OptionSpec, type ParamsOf, type Validated } from "../framework/options.js";

/** The most trials one run may ask for (float64 tallies stay exact far beyond it). */
export const MAX_TRIALS = 10_000_000_000;
/** Trials when only --precision is given: the most it may run. */
export const PRECISION_TRIAL_CAP = 1_000_000_000;
/** The seed when none is given: every run is seeded, and says with what. */
export const DEFAULT_SEED = 1;

/**
 * A trial count: a positive integer, written plainly or with separators (1_000_000, 1,000,000) or in
 * e-notation (1e6).
 * @example trialsOption.parse("1e6") // 1000000
 */
export const trialsOption: OptionSpec<number> = {
  kind: "integer",
  doc: "run a Monte Carlo simulation of this many trials instead of the exact solver",
  allowed: `a whole number of trials from 1 to ${MAX_TRIALS.toExponential().replace("+", "")} (e.g. 1000000, 1_000_000 or 1e6)`,
  defaultValue: undefined,
  optional: true,
  flag: "mc",
  label: "Trials",
  help: "Simulate this many trials instead of solving exactly (1000000, 1_000_000 or 1e6).",
  parse: (raw) => {
    const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(/[_,](?=\d{3}(\D|$))/g, "") : "";
    if (!/^(\d+|\d+(\.\d+)?e\d+)$/i.test(text)) return undefined;
    const value = Number(text);
    return Number.isInteger(value) && value >= 1 && value <= MAX_TRIALS ? value : undefined;
  },
};

/** The flags every analysis with a sampler takes (issue 6), as option specs validated like any other. */
export const MONTE_CARLO_OPTIONS = {
  trials: trialsOption,
  seed: integerOption({ label: "Seed", help: "The seed of the simulation's random streams: the same seed gives the same counts.", min: 0, max: Number.MAX_SAFE_INTEGER, doc: "the seed of the simulation's random streams", default: DEFAULT_SEED }),
  threads: optionalOption(integerOption({ label: "Threads", help: "Workers that share the simulation (the machine's cores unless given); the counts do not depend on it.", min: 1, max: 256, doc: "worker threads for the simulation (default: the machine's cores, or 1 when the run is short)" })),
  precision: optionalOption({
    ...probabilityOption({ label: "Precision", help: "Simulate until every probability's 95% half-width is below this (0.001 or 0.1%).", doc: "simulate until every probability's 95% half-width is below this (means are not counted; at most --mc trials, else 10^9)" }),
    allowed: "a half-width above 0 and at most 0.25 (e.g. 0.001 or 0.1%)",
    parse: (raw: unknown) => {
      const value = probabilityOption({ doc: "" }).parse(raw);
      return value !== undefined && value > 0 && value <= 0.25 ? value : undefined;
    },
  }),
} as const;

/** What the Monte Carlo flags ask for. */
export type MonteCarloRequest = ParamsOf<typeof MONTE_CARLO_OPTIONS>;

/** The field of a Monte Carlo option: trials, seed, threads or precision. */
export type MonteCarloField = keyof typeof MONTE_CARLO_OPTIONS;

/**
 * Whether a field name is a Monte Carlo option's (a guard, so a record of them is read without a cast). O(1).
 * @example ["trials", "bonus"].map(isMonteCarloField) // [true, false]
 */
export function isMonteCarloField(field: string): field is MonteCarloField {
  return Object.hasOwn(MONTE_CARLO_OPTIONS, field);
}

/**
 * Validates the Monte Carlo flags from raw CLI values.
 * @example validateMonteCarlo({ trials: "0" }).ok // false
 */
export function validateMonteCarlo(raw: Readonly<Record<string, unknown>>): Validated<MonteCarloRequest> {
  return validateParams(MONTE_CARLO_OPTIONS, raw);
}

/** Whether the flags ask for a simulation at all. */
export function wantsSimulation(request: MonteCarloRequest): boolean {
  return request.trials !== undefined || request.precision !== undefined;
}
