/**
 * The registry's view of an analysis: one type for every analysis, whatever its parameters. Each entry
 * closes over its typed definition, so parameters keep their own type from validation to solver to output
 * without a cast: `prepare(raw)` validates once and returns a run whose solver, sampler and result
 * functions are already bound to the typed parameters.
 */
import { validateRun, type Analysis, type AnalysisResult, type OutcomeRow, type ReportRun, type ResultFigures } from "./analysis.js";
import type { SamplePlan } from "../core/sample-plan.js";
import { type Estimates } from "../core/estimate.js";
import type { ExactCost } from "./exact-cost.js";
import { defaultSampledResult } from "./estimated-result.js";
import type { OptionSpecs, Validated } from "./options.js";
import type { RulesSection } from "./rules-citation.js";

/** What `oddsmith validate` compares for one case: an exact distribution and the tally group that estimates it. */
export interface ValidationTarget {
  readonly group: string;
  readonly outcomes: readonly Pick<OutcomeRow, "outcome" | "probability">[];
}

/** One analysis with validated parameters, its solver and sampler bound to them. */
export interface PreparedRun {
  readonly analysis: AnalysisEntry;
  /** The raw parameters that were validated (plain JSON; what a worker validates again). */
  readonly raw: Readonly<Record<string, unknown>>;
  /** The validated parameters, for the JSON document. */
  readonly params: Readonly<Record<string, unknown>>;
  /** Problems only the exact solver has (a size it cannot reach in reasonable time). */
  readonly exactLimits: () => readonly string[];
  /** The exact solver's estimated cost; undefined for a simulation-only analysis (or one without a cost model). */
  readonly exactCost: () => ExactCost | undefined;
  /** Problems only simulation has (a variant that is not a random process). */
  readonly sampleLimits: () => readonly string[];
  /** The exact result; undefined for a simulation-only analysis. */
  readonly solve: (() => AnalysisResult) | undefined;
  /** The exact figures without the presentation (the analysis's `figures`, else its whole result); undefined for a simulation-only analysis. */
  readonly figures: (() => ResultFigures) | undefined;
  /** What the exact figures depend on (the analysis's `figuresKey`): runs of one analysis with one key have the same figures; undefined when the analysis states none. */
  readonly figuresKey: () => string | undefined;
  /** The sampler's trial loop for these parameters; undefined without a sampler. */
  readonly plan: (() => SamplePlan) | undefined;
  /** The simulated result from the estimates (the sampler's own, or the default). */
  readonly sampledResult: (estimates: Estimates) => AnalysisResult;
  /** For `oddsmith validate`: the exact distribution a sampler's tally group estimates (default: the outcomes against the first group). */
  readonly validationTarget: (exact: AnalysisResult) => ValidationTarget | undefined;
}

/** An analysis as the registry holds it: its description, and `prepare` to validate raw parameters. */
export interface AnalysisEntry {
  /** One of the registry's GAMES (analyses/catalog.ts), or a plugin's own game word. */
  readonly game: string;
  readonly name: string;
  readonly summary: string;
  /** The docs/rules.md sections whose rules it computes (none for a plugin's that names none). */
  readonly rules: readonly RulesSection[];
  readonly options: OptionSpecs;
  readonly reportRuns: readonly ReportRun[];
  /** The row field naming each row when the result holds its figures per row (the analysis's `rowField`). */
  readonly rowField?: string;
  /** Whether the analysis has an exact solver (else it is simulation-only). */
  readonly exact: boolean;
  /** The sampler's facts, when the analysis has one. */
  readonly sampler?: {
    /** Trials when `--mc` is not given (a simulation-only analysis). */
    readonly defaultTrials?: number;
    /** Raw parameters of the cases `oddsmith validate` runs. */
    readonly validation: readonly Readonly<Record<string, unknown>>[];
  };
  /** The URL of the plugin module that defined it (absent for a built-in analysis): workers import it again. */
  readonly source?: string;
  /** Validates raw parameters (each option, then the analysis's checks between options). O(options). */
  readonly prepare: (raw: Readonly<Record<string, unknown>>) => Validated<PreparedRun>;
}

/**
 * The registry entry of a typed analysis: a built-in definition with the identity its registry line gives it
 * (analyses/catalog.ts), or a plugin's, which states its own.
 * @example registerAnalysis(defineAnalysis({ game: "zilch", name: "coin", summary: "", options: {}, run: () => ({ outcomes: [], summary: {}, summaryExact: {}, rows: [], charts: [] }), reportRuns: [] })).exact // true
 */
export function registerAnalysis<S extends OptionSpecs, T extends AnalysisResult>(analysis: Analysis<S, T>, source?: string): AnalysisEntry {
  const { run: solver, sampler, figures, figuresKey } = analysis;
  const entry: AnalysisEntry = {
    ...(source === undefined ? {} : { source }),
    game: analysis.game,
    name: analysis.name,
    summary: analysis.summary,
    rules: analysis.rules ?? [],
    options: analysis.options,
    reportRuns: analysis.reportRuns.map(erasedRun),
    exact: solver !== undefined,
    ...(analysis.rowField === undefined ? {} : { rowField: analysis.rowField }),
    ...(sampler === undefined
      ? {}
      : { sampler: { validation: sampler.validation ?? [], ...(sampler.defaultTrials === undefined ? {} : { defaultTrials: sampler.defaultTrials }) } }),
    prepare: (raw) => {
      const validated = validateRun(analysis, raw);
      if (!validated.ok) return validated;
      const params = validated.value;
      const prepared: PreparedRun = {
        analysis: entry,
        raw,
        params,
        exactLimits: () => analysis.exactLimits?.(params) ?? [],
        exactCost: () => (solver === undefined ? undefined : analysis.exactCost?.(params)),
        sampleLimits: () => analysis.sampleLimits?.(params) ?? [],
        solve: solver === undefined ? undefined : () => solver(params),
        figures: solver === undefined ? undefined : figures === undefined ? () => solver(params) : () => figures(params),
        figuresKey: () => figuresKey?.(params),
        plan: sampler === undefined ? undefined : () => sampler.plan(params),
        sampledResult: (estimates) => sampler?.result?.(estimates, params) ?? defaultSampledResult(estimates, `${analysis.game} ${analysis.name}: simulated outcomes`),
        validationTarget: (exact) => sampler?.validationTarget?.(exact, params),
      };
      return { ok: true, value: prepared };
    },
  };
  return entry;
}

/**
 * A report run as the registry holds it: its explanations read the erased result. O(explanations).
 * @example typeof erasedRun({ name: "n", title: "t", params: {}, explanations: { "": (result) => `${result.summary.p}` } }).explanations?.[""] // "function"
 */
export function erasedRun<T extends AnalysisResult>(run: ReportRun<T>): ReportRun {
  const { explanations, ...rest } = run;
  if (explanations === undefined) return rest;
  const erased = Object.entries(explanations).map(([chart, explanation]) => [
    chart,
    // A report run's result comes from its own analysis's solver or sampler `result`, both typed T (also
    // after a worker's structured clone, which keeps a plain result's shape), so it is read back as T.
    typeof explanation === "string" ? explanation : (result: AnalysisResult) => explanation(result as T),
  ]);
  return { ...rest, explanations: Object.fromEntries(erased) };
}

