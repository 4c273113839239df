import { defineAnalysis, type AnalysisResult } from "../../framework/analysis.js";
import { worded } from "../../framework/options.js";
import { exactMeasure, type Measure } from "../../framework/measure.js";
import { cheapCost } from "../../framework/exact-cost.js";
import { formatPercent } from "../../framework/format.js";
import { queenValueOf, ruleOptions, rulesFrom } from "./rule-options.js";
import { sampleVariants, variantGroup } from "../../models/ultimo/sample/variants.js";
import { solveChallenge } from "../../models/ultimo/solve-challenge.js";
import { VARIANTS } from "../../models/ultimo/variants.js";
import { challengeAnalysis } from "./challenge.js";
import { cardListOption, difficultyOption, queenOption, readPlayInOrder } from "./options.js";
import { challengeOutcomeRows } from "./outcome-rows.js";
import { largeDeckProblems } from "./extra-rules.js";
import { citeRules } from "../../framework/rules-citation.js";
import { estimatedSuccessOrBetter } from "./outcome-measures.js";
import { itemAt } from "../../core/checked-index.js";

/** One reading at one difficulty, measured: P(success or better), exact or estimated. */
interface VariantCell {
  readonly variant: string;
  readonly difficulty: number;
  readonly pSuccessOrBetter: Measure;
}

/** A CSV row of the variants: one reading at one difficulty, with its fraction (exact) or its 95% interval and count (simulated). */
type VariantsRow =
  | { readonly variant: string; readonly difficulty: number; readonly pSuccessOrBetter: number; readonly exact: string }
  | { readonly variant: string; readonly difficulty: number; readonly pSuccessOrBetter: number; readonly low: number; readonly high: number; readonly count: number | null };
/** What `ultimo variants` returns: no summary figures, a row per reading and difficulty. */
type VariantsResult = AnalysisResult<never, VariantsRow>;

/**
 * The variants' one result builder (issue 25 §7): P(success or better) per reading and difficulty, exact
 * (with fractions) or simulated (with 95% intervals), the side-by-side table and the line chart.
 * O(readings × difficulties).
 */
function variantsResult(cells: readonly VariantCell[], readings: readonly string[], difficulties: readonly number[], playText: string): VariantsResult {
  const rows = cells.map(({ variant, difficulty, pSuccessOrBetter: p }): VariantsRow =>
    p.kind === "exact" ? { variant, difficulty, pSuccessOrBetter: p.value, exact: p.exact } : { variant, difficulty, pSuccessOrBetter: p.value, low: p.low, high: p.high, count: p.count ?? null },
  );
  const simulated = cells.some((cell) => cell.pSuccessOrBetter.kind === "estimated");
  const cell = (variant: string, difficulty: number) => cells.find((c) => c.variant === variant && c.difficulty === difficulty)?.pSuccessOrBetter.value ?? Number.NaN;
  return {
    outcomes: rows.map(({ variant, difficulty, pSuccessOrBetter, ...rest }) => ({ outcome: "success-or-better", variant, difficulty, probability: pSuccessOrBetter, ...rest })),
    summary: {},
    summaryExact: {},
    rows,
    table: {
      title: simulated ? `P(success or better) of ${playText} under each reading, simulated (95% intervals in the CSV and JSON)` : `P(success or better) of ${playText} under each reading`,
      columns: ["difficulty", ...readings],
      rows: difficulties.map((difficulty) => [String(difficulty), ...readings.map((variant) => formatPercent(cell(variant, difficulty)))]),
    },
    charts: [
      {
        name: "",
        title: `${playText}: P(success or better) under each reading of the rules${simulated ? " (simulated)" : ""}`,
        kind: "line",
        data: rows,
        x: { field: "difficulty", title: "difficulty", type: "ordinal" },
        y: { field: "pSuccessOrBetter", title: "P(success or better)", type: "quantitative", format: ".0%", domain: [0, 1] },
        color: { field: "variant", title: "reading", type: "nominal", order: [...readings] },
      },
    ],
  };
}

/**
 * The report's explanation of the variants chart: which readings draw as one line with "as given" (within
 * half a point everywhere) and where the widest gap lies, from the run's own rows. O(rows × readings).
 */
function explainVariants(result: VariantsResult, playText: string): string {
  const cell = (variant: string, difficulty: number) => result.rows.find((row) => row.variant === variant && row.difficulty === difficulty)?.pSuccessOrBetter ?? Number.NaN;
  const difficulties = [...new Set(result.rows.map((row) => row.difficulty))];
  const given = itemAt(VARIANTS, 0).name;
  const gaps = VARIANTS.map((variant) => {
    const widest = difficulties.reduce((best, d) => (Math.abs(cell(variant.name, d) - cell(given, d)) > Math.abs(cell(variant.name, best) - cell(given, best)) ? d : best));
    return { name: variant.name, difficulty: widest, gap: Math.abs(cell(variant.name, widest) - cell(given, widest)) };
  });
  const same = gaps.filter((gap) => gap.gap < 0.005).map((gap) => gap.name);
  const moving = gaps.filter((gap) => gap.gap >= 0.005);
  const widest = moving.reduce<(typeof moving)[number] | undefined>((best, gap) => (best === undefined || gap.gap > best.gap ? gap : best), undefined);
  const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`);
  const list = (names: readonly string[]) => (names.length < 2 ? quoted(names).join("") : `${quoted(names.slice(0, -1)).join(", ")} and ${quoted(names).at(-1)}`);
  const overlap = same.length > 1 ? ` The readings ${list(same)} stay within half a point of each other and draw as one line.` : "";
  const lesson = widest
    ? ` The widest gap is "${widest.name}" at difficulty ${widest.difficulty} (${formatPercent(cell(widest.name, widest.difficulty))} against ${formatPercent(cell(given, widest.difficulty))} as given), so a table settling its house rules should decide ${list(moving.map((gap) => gap.name))} first and need not argue over the rest.`
    : " No reading moves the curve, so a table need not argue over them for this play.";
  return `Each line is one reading of the rules (${citeRules("3")}): the chance that ${playText} gives a success or better at each difficulty.${overlap}${lesson}`;
}

/** The variants' options: the play, difficulties (0..15 by default), the queen and the rule readings. */
const VARIANTS_OPTIONS = {
  play: worded(cardListOption({ doc: `the cards played, in the order laid (${citeRules("3.3")})` }), { label: "Cards played", help: "The cards played, in the order laid (J,A,K,9,7).", rules: "3.3", main: true }),
  difficulty: { ...difficultyOption, defaultValue: Array.from({ length: 16 }, (_, d) => d) },
  queen: queenOption,
  ...ruleOptions,
};

/** `oddsmith ultimo variants`: one play under every reading of the rules, side by side. */
export const variantsAnalysis = defineAnalysis<typeof VARIANTS_OPTIONS, VariantsResult>({
  summary: "P(success or better) of a play at every difficulty under each reading of the rules, side by side",
  rules: ["3.5"],
  options: VARIANTS_OPTIONS,
  validate: (params) => challengeAnalysis.validate?.({ ...params, limit: undefined, aid: undefined, aidLimit: 12, focus: 0, know: 0 }) ?? [],
  exactLimits: (params) => largeDeckProblems(rulesFrom(params), "ultimo variants"),
  // Always cheap: a play of all 54 cards against difficulties 0..30 takes under 0.3 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.3, "one play under every rule variant"),
  run: (params) => {
    const base = rulesFrom(params);
    const play = readPlayInOrder(params.play, "--play", base, queenValueOf(params.queen, base)).cards;
    const cells = VARIANTS.flatMap((variant) =>
      solveChallenge(play, { ...base, ...variant.change }, params.difficulty).map((solution) => ({ variant: variant.name, difficulty: solution.difficulty, pSuccessOrBetter: exactMeasure(solution.pSuccessOrBetter) })),
    );
    return variantsResult(cells, VARIANTS.map((variant) => variant.name), params.difficulty, play.map((card) => card.label).join(","));
  },
  sampler: {
    plan: (params) => {
      const base = rulesFrom(params);
      const play = readPlayInOrder(params.play, "--play", base, queenValueOf(params.queen, base)).cards;
      return sampleVariants(play, VARIANTS.map((variant) => ({ name: variant.name, rules: { ...base, ...variant.change } })), params.difficulty);
    },
    result: (estimates, params) => {
      const readings = VARIANTS.map((variant) => variant.name);
      const cells = readings.flatMap((variant) => params.difficulty.map((difficulty) => ({ variant, difficulty, pSuccessOrBetter: estimatedSuccessOrBetter(estimates, variantGroup(variant, difficulty)) })));
      return variantsResult(cells, readings, params.difficulty, params.play.join(","));
    },
    // The exact variants give P(success or better) per cell; validate compares the first reading's whole
    // outcome distribution at the first difficulty with the exact challenge under that reading.
    validationTarget: (_exact, params) => {
      const base = rulesFrom(params);
      const play = readPlayInOrder(params.play, "--play", base, queenValueOf(params.queen, base)).cards;
      const difficulty = itemAt(params.difficulty, 0);
      return { group: variantGroup(itemAt(VARIANTS, 0).name, difficulty), outcomes: challengeOutcomeRows(itemAt(solveChallenge(play, base, [difficulty]), 0), false) };
    },
    validation: [{ play: "J,A,K,9,7", difficulty: "6,9" }],
  },
  reportRuns: [
    {
      name: "variants-jakq97",
      title: "The rule readings side by side for the play J,A,K,9,7",
      params: { play: "J,A,K,9,7", difficulty: "0..12" },
      explanations: { "": (result) => explainVariants(result, "J,A,K,9,7") },
    },
  ],
});
