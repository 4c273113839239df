import type { Distribution } from "../core/distribution.js";
import type { Estimates } from "../core/estimate.js";
import type { SamplePlan } from "../core/sample-plan.js";
import type { ExactCost } from "./exact-cost.js";
import { validateParams, type OptionSpecs, type ParamsOf, type Validated } from "./options.js";
import type { Rational } from "../core/exact/rational.js";
import type { RulesSection } from "./rules-citation.js";

/** The games with a rulebook (docs/rules.md 1–4), in display order: the ones `oddsmith audit` reads. */
export const RULEBOOK_GAMES = ["kingstone", "zilch", "ultimo", "ash"] as const;
/** A game with a rulebook: one the audit may name. */
export type RulebookGame = (typeof RULEBOOK_GAMES)[number];

/** A cell of a CSV row or chart datum. */
export type Cell = string | number | boolean | null;
/** One CSV row / chart datum, columns in insertion order. */
export type Row = Readonly<Record<string, Cell>>;

/** One outcome of the JSON contract: its name, float probability, exact fraction when exact, extras. */
export interface OutcomeRow {
  readonly outcome: string;
  readonly probability: number;
  readonly exact?: string;
  readonly [extra: string]: Cell | undefined;
}

/** One axis or channel of a chart: the row field it reads and how to show it. */
export interface ChartField {
  readonly field: string;
  readonly title: string;
  readonly type: "quantitative" | "ordinal" | "nominal";
  /** Display order of the values of an ordinal or nominal field. */
  readonly order?: readonly string[];
  /** A d3 format for labels, e.g. ".0%". */
  readonly format?: string;
  /** A fixed scale domain, e.g. [0, 1] for stacked probabilities. */
  readonly domain?: readonly [number, number];
  /** A named Vega colour scheme for a colour field, e.g. "redblue" for failures against successes. */
  readonly scheme?: string;
}

/**
 * A chart as an analysis asks for it, independent of any charting library: report/ turns it into a
 * Vega-Lite spec. `bar` and `area` stack when `color` is given; `line` draws one line per `color` value.
 */
export interface ChartRequest {
  /** Appended to the file stem ("" for an analysis's main chart). */
  readonly name: string;
  /** A short title: what the chart shows. */
  readonly title: string;
  /** A line under the title, e.g. how a simulated chart was obtained ("simulated: 100,000 trials, seed 1"). */
  readonly subtitle?: string;
  readonly kind: "bar" | "area" | "heatmap" | "line";
  readonly data: readonly Row[];
  readonly x: ChartField;
  readonly y: ChartField;
  readonly color?: ChartField;
  /** For bars with a colour: set the colours side by side instead of stacking them (two distributions compared). */
  readonly grouped?: boolean;
  /** For heatmaps: print each cell's value in it. */
  readonly labels?: boolean;
  /** For lines: a second grouping drawn as the dash pattern, e.g. simulated against exact beside the colour's measure. */
  readonly dash?: ChartField;
  /** For lines: hold each value until the next (a step function). */
  readonly step?: boolean;
  /**
   * Fields holding each value's 95% interval (Monte Carlo estimates): error bars on bars; a shaded band
   * along a line (rows whose interval is null, e.g. an exact line beside a simulated one, have none).
   */
  readonly interval?: { readonly low: string; readonly high: string };
  /** A horizontal reference line, e.g. the target probability. */
  readonly rule?: { readonly y: number; readonly label: string };
  /**
   * The fields holding each datum's chance of at least and of at most its x value, when the chart draws
   * several distributions (one a colour) that a view switch redraws cumulatively, as the workbench does.
   */
  readonly cumulative?: { readonly atLeast: string; readonly atMost: string };
}

/** A readable table for the terminal: column titles and rows of already-formatted cells. */
export interface TextTable {
  /** A line printed above the table. */
  readonly title?: string;
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

/**
 * The summary figures of a result: each figure of F as a float and, when simulated, its 95% interval as
 * `<figure>Low` and `<figure>High`.
 */
export type Summary<F extends string = string> = string extends F ? Readonly<Record<string, number>> : Readonly<Record<F, number>> & Readonly<Partial<Record<`${F}Low` | `${F}High`, number>>>;

/**
 * What every analysis returns: the JSON contract's outcomes and summary, CSV rows, charts. Typed by its
 * figure names F and its row type R (a `type` of Cells), so the analysis reads its own figures and rows
 * back without casts; the registry and the pipeline see the erased `AnalysisResult`.
 */
export interface AnalysisResult<F extends string = string, R extends Row = Row> {
  readonly outcomes: readonly OutcomeRow[];
  /** Summary figures as floats (with `Low`/`High` when simulated). */
  readonly summary: Summary<F>;
  /** The same figures as exact reduced fractions "n/d", where exact. */
  readonly summaryExact: string extends F ? Readonly<Record<string, string>> : Readonly<Partial<Record<F, string>>>;
  /** The rows written by --csv. */
  readonly rows: readonly R[];
  readonly charts: readonly ChartRequest[];
  /** How the terminal shows the result (default: the outcomes). */
  readonly table?: TextTable;
  /** Further tables the terminal shows after the main one (e.g. the reroll policy). */
  readonly extraTables?: readonly TextTable[];
  /** Named tables the JSON document carries beside the outcomes, e.g. death saves' `rounds`. */
  readonly details?: Readonly<Record<string, readonly Row[]>>;
}

/**
 * The figures of a result without its presentation: the outcomes and summary figures, and the rows only
 * when an analysis's figures live in them (a row per difficulty). What a search over many points reads
 * (balance), so a solve skips the text, the charts and the CSV rows.
 */
export type ResultFigures = Pick<AnalysisResult, "outcomes" | "summary" | "summaryExact"> & { readonly rows?: readonly Row[] };

/**
 * What one report chart shows and what a designer should take from it, in two or three sentences; a
 * function of the run's result (typed as the analysis returns it) when the text quotes the run's own
 * figures (so they cannot drift).
 */
export type ChartExplanation<T extends AnalysisResult = AnalysisResult> = string | ((result: NoInfer<T>) => string);

/** A standard run of an analysis that the report includes; T is the analysis's result type. */
export interface ReportRun<T extends AnalysisResult = AnalysisResult> {
  /** File stem under reports/<game>/. */
  readonly name: string;
  readonly title: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Run it by simulation with these trials and seed (always so for a simulation-only analysis). */
  readonly monteCarlo?: { readonly trials: number; readonly seed: number };
  /** The explanation printed beside each chart of the run, keyed by the chart's `name` ("" for the main chart). */
  readonly explanations?: Readonly<Record<string, ChartExplanation<T>>>;
}

/**
 * The explanation of one chart of a report run, resolved against the run's result; undefined when the run
 * has none for it.
 */
export function explainChart(run: ReportRun, chart: ChartRequest, result: AnalysisResult): string | undefined {
  const explanation = run.explanations?.[chart.name];
  return typeof explanation === "function" ? explanation(result) : explanation;
}

/**
 * How an analysis is simulated: a trial loop built from the same rule functions as its exact solver, and
 * how the estimates become the analysis's result (the same output contract, with 95% intervals).
 */
export interface Sampler<P, T extends AnalysisResult = AnalysisResult> {
  /** Specialises the trial loop for validated parameters (everything costly happens here, once). */
  readonly plan: (params: P) => SamplePlan;
  /** The result from the estimates; by default the first group as the outcomes and each quantity's mean as a summary figure. */
  readonly result?: (estimates: Estimates, params: P) => NoInfer<T>;
  /**
   * Raw parameters for `oddsmith validate`: runs in which the exact result's `outcomes` and the plan's
   * first group are one distribution over the same names, compared by a chi-squared test.
   */
  readonly validation?: readonly Readonly<Record<string, unknown>>[];
  /**
   * For `oddsmith validate`, when the distribution to compare is not the exact `outcomes` against the first
   * tally group (e.g. a campaign's final Wounds): the exact distribution, taken from the exact result, and
   * the tally group that estimates it.
   */
  readonly validationTarget?: (exact: AnalysisResult, params: P) => { readonly group: string; readonly outcomes: readonly Pick<OutcomeRow, "outcome" | "probability">[] };
  /** Trials when `--mc` is not given: set only for an analysis that has no exact solver. */
  readonly defaultTrials?: number;
}

/**
 * The sampler of an analysis only simulation reaches, whose trials and result both read one setup built from
 * its parameters: the plan samples the setup, the result reads the estimates against it, and `--mc` defaults
 * to 100,000 trials. O(1); the setup is built once per call of each.
 * @example simulatedFrom((params) => params.n * 2, (n) => n + 1, (estimates, n) => n).plan({ n: 20 }) // 41
 */
export function simulatedFrom<P, Setup, T extends AnalysisResult>(setupOf: (params: P) => Setup, sample: (setup: Setup) => SamplePlan, result: (estimates: Estimates, setup: Setup) => T): Sampler<P, T> {
  return { plan: (params) => sample(setupOf(params)), result: (estimates, params) => result(estimates, setupOf(params)), defaultTrials: 100_000 };
}

/**
 * An analysis: its identity and its definition (its options, validated once at the boundary, the solver, and its standard report runs). T
 * is its result type: the exact solver and the sampler's `result` both return it (one builder, exact and
 * estimated measures alike), and its report runs' explanations read it.
 */
export interface Analysis<S extends OptionSpecs = OptionSpecs, T extends AnalysisResult = AnalysisResult> extends AnalysisDefinition<S, T>, AnalysisIdentity {}

/** An analysis's identity: the game's CLI word and its own, stated by a built-in analysis's registry line (analyses/catalog.ts) and by a plugin's definition. */
export interface AnalysisIdentity {
  /** The game's CLI word: one of the registry's GAMES (analyses/catalog.ts), or a plugin's own (lower-case letters, digits and dashes). */
  readonly game: string;
  readonly name: string;
}

/**
 * What an analysis computes and how, without its identity: what a built-in analysis's file declares (its
 * registry line names it, so game and name are stated once).
 */
export interface AnalysisDefinition<S extends OptionSpecs = OptionSpecs, T extends AnalysisResult = AnalysisResult> {
  readonly summary: string;
  /** The docs/rules.md sections whose rules it computes (the generated index of docs/rules.md lists them); a plugin's may have none. */
  readonly rules?: readonly RulesSection[];
  readonly options: S;
  /**
   * Problems between options that each passed on its own ("give --target or --suit, not both", "a card
   * played must be in the hand"), as messages naming the flags; empty when the parameters fit together.
   */
  readonly validate?: (params: ParamsOf<S>) => readonly string[];
  /**
   * Problems that only the exact solver has (a size it cannot reach in reasonable time), checked for exact
   * runs but not for `--mc`, which reaches them.
   */
  readonly exactLimits?: (params: ParamsOf<S>) => readonly string[];
  /**
   * The exact solver's estimated cost for these parameters (framework/exact-cost.ts): every analysis with a
   * solver states one, a constant when it is always cheap. Above the bound an exact run is refused.
   */
  readonly exactCost?: (params: ParamsOf<S>) => ExactCost;
  /**
   * Problems that only simulation has (a variant that is not a random process, so there is nothing to
   * sample), checked for `--mc` runs but not for exact ones; the sampler's `plan` throws them too.
   */
  readonly sampleLimits?: (params: ParamsOf<S>) => readonly string[];
  /** The exact solver; absent for an analysis only simulation reaches (it then has a sampler with defaultTrials). */
  readonly run?: (params: ParamsOf<S>) => NoInfer<T>;
  /**
   * The exact figures alone (outcomes, summary, and the rows when figures live in them), skipping the
   * presentation: what balance reads at each point; `run` when absent. Must give `run`'s figures.
   */
  readonly figures?: (params: ParamsOf<S>) => ResultFigures;
  /**
   * What the exact figures depend on, as a key: points with one key have the same figures (a Kingstone
   * check reads only the DC less the bonus), so a search over many points solves each key once. Absent:
   * every point is its own.
   */
  readonly figuresKey?: (params: ParamsOf<S>) => string;
  /**
   * The row field that names each row when the result holds its figures per row rather than as options
   * (Ultimo curve: `difficulty`, a row per difficulty): balance may choose it, or range situations over it,
   * as if it were an option, reading each value's figures from its row.
   */
  readonly rowField?: string;
  /** The Monte Carlo sampler, when the analysis has one (`--mc N`). */
  readonly sampler?: Sampler<ParamsOf<S>, T>;
  readonly reportRuns: readonly ReportRun<T>[];
}

/** An analysis with an exact solver. */
export type ExactAnalysis<S extends OptionSpecs = OptionSpecs, T extends AnalysisResult = AnalysisResult> = Analysis<S, T> & { readonly run: (params: ParamsOf<S>) => NoInfer<T> };

/** A definition with an exact solver (a built-in analysis's file, before its registry line names it). */
export type ExactDefinition<S extends OptionSpecs = OptionSpecs, T extends AnalysisResult = AnalysisResult> = AnalysisDefinition<S, T> & { readonly run: (params: ParamsOf<S>) => NoInfer<T> };

/**
 * Declares an analysis (identity at run time): with its game and name (a plugin's), or without them (a
 * built-in analysis's file; its registry line names it). Its option types are inferred; its result type is
 * the erased `AnalysisResult` unless given: `defineAnalysis<typeof OPTIONS, TestResult>({ … })` makes the
 * solver, the sampler's `result` and the report runs' explanations all use `TestResult`.
 */
export function defineAnalysis<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(analysis: ExactAnalysis<S, T>): ExactAnalysis<S, T>;
export function defineAnalysis<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(analysis: Analysis<S, T>): Analysis<S, T>;
export function defineAnalysis<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(analysis: ExactDefinition<S, T>): ExactDefinition<S, T>;
export function defineAnalysis<S extends OptionSpecs, T extends AnalysisResult = AnalysisResult>(analysis: AnalysisDefinition<S, T>): AnalysisDefinition<S, T>;
export function defineAnalysis<S extends OptionSpecs, T extends AnalysisResult>(analysis: AnalysisDefinition<S, T>): AnalysisDefinition<S, T> {
  return analysis;
}

/**
 * Validates raw parameters for an analysis once, at the boundary: each option on its own, then the
 * analysis's own checks between options.
 */
export function validateRun<S extends OptionSpecs, T extends AnalysisResult>(analysis: AnalysisDefinition<S, T>, raw: Readonly<Record<string, unknown>>): Validated<ParamsOf<S>> {
  const validated = validateParams(analysis.options, raw);
  if (!validated.ok) return validated;
  const problems = analysis.validate?.(validated.value) ?? [];
  return problems.length === 0 ? validated : { ok: false, errors: problems };
}

/**
 * The JSON contract's outcome rows of a distribution over names: float probability and exact fraction.
 * @example outcomeRows(Distribution.uniform(["hit", "miss"]))[0] // { outcome: "hit", probability: 0.5, exact: "1/2" }
 */
export function outcomeRows(distribution: Distribution<string>): OutcomeRow[] {
  return distribution.outcomes.map((outcome) => {
    const exact = distribution.probability(outcome);
    return { outcome, probability: exact.toNumber(), exact: exact.toString() };
  });
}

/**
 * Summary figures as floats and exact fractions, from named rationals. O(figures).
 * @example summaryOf({ pHit: Rational.of(1, 4) }).summaryExact.pHit // "1/4"
 */
export function summaryOf<F extends string>(figures: Readonly<Record<F, Rational>>): { readonly summary: Readonly<Record<F, number>>; readonly summaryExact: Readonly<Record<F, string>> } {
  return { summary: mapFigures(figures, (value) => value.toNumber()), summaryExact: mapFigures(figures, (value) => value.toString()) };
}

/**
 * Each figure of a record mapped by `f`, the names kept (and typed). O(figures).
 * @example mapFigures({ a: 1, b: 2 }, (n) => n * 10) // { a: 10, b: 20 }
 */
export function mapFigures<F extends string, A, B>(figures: Readonly<Record<F, A>>, f: (value: A) => B): Record<F, B> {
  // Object.fromEntries forgets the names: every key of the result is a key of `figures`, which is F.
  return Object.fromEntries(Object.entries<A>(figures).map(([name, value]) => [name, f(value)])) as Record<F, B>;
}
