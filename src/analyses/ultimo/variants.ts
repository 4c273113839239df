import { defineAnalysis, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import { proportionEstimate, type Estimates } from "../../core/estimate.js";
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
import { groupOf, categoryOf } from "./estimate-lookup.js";
import { itemAt } from "../../core/checked-index.js";

/**
 * The simulated variants in the exact result's shape: P(success or better) per reading and difficulty with
 * its 95% interval, the side-by-side table and the line chart. O(readings × difficulties).
 */
export function sampledVariantsResult(estimates: Estimates, readings: readonly string[], difficulties: readonly number[], playText: string): AnalysisResult {
  const rows: Row[] = readings.flatMap((variant) =>
    difficulties.map((difficulty) => {
      const group = groupOf(estimates, variantGroup(variant, difficulty));
      const p = proportionEstimate(categoryOf(group, "perfect-success").count + categoryOf(group, "success").count, categoryOf(group, "success").total);
      return { variant, difficulty, pSuccessOrBetter: p.probability, low: p.low, high: p.high, count: p.count };
    }),
  );
  const cell = (variant: string, difficulty: number) => rows.find((row) => row.variant === variant && row.difficulty === difficulty)!;
  return {
    outcomes: rows.map((row) => ({ outcome: "success-or-better", variant: row.variant, difficulty: row.difficulty, probability: row.pSuccessOrBetter as number, low: row.low, high: row.high, count: row.count })),
    summary: {},
    summaryExact: {},
    rows,
    table: {
      title: `P(success or better) of ${playText} under each reading, simulated (95% intervals in the CSV and JSON)`,
      columns: ["difficulty", ...readings],
      rows: difficulties.map((difficulty) => [String(difficulty), ...readings.map((variant) => formatPercent(cell(variant, difficulty).pSuccessOrBetter as number))]),
    },
    charts: [
      {
        name: "",
        title: `${playText}: P(success or better) under each reading of the rules (simulated)`,
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
function explainVariants(result: AnalysisResult, playText: string): string {
  const cell = (variant: string, difficulty: number) => Number(result.rows.find((row) => row.variant === variant && row.difficulty === difficulty)?.pSuccessOrBetter);
  const difficulties = [...new Set(result.rows.map((row) => Number(row.difficulty)))];
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

/** `oddsmith ultimo variants`: one play under every reading of the rules, side by side. */
export const variantsAnalysis = defineAnalysis({
  game: "ultimo",
  name: "variants",
  summary: "P(success or better) of a play at every difficulty under each reading of the rules, side by side",
  rules: ["3.5"],
  options: {
    play: cardListOption({ doc: `the cards played, in the order laid (${citeRules("3.3")})` }),
    difficulty: { ...difficultyOption, defaultValue: Array.from({ length: 16 }, (_, d) => d) },
    queen: queenOption,
    ...ruleOptions,
  },
  validate: (params) => challengeAnalysis.validate!({ ...params, limit: undefined, aid: undefined, aidLimit: 12, focus: 0, know: 0 }),
  exactLimits: (params) => largeDeckProblems(rulesFrom(params), "ultimo variants"),
  // Always cheap: a play of all 54 cards against difficulties 0..30 takes under 0.3 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.3, "one play under every rule variant"),
  run: (params) => {
    const base = rulesFrom(params);
    const play = readPlayInOrder(params.play, "--play", base, queenValueOf(params.queen, base)).cards;
    const rows: Row[] = [];
    for (const variant of VARIANTS) {
      const rules = { ...base, ...variant.change };
      for (const solution of solveChallenge(play, rules, params.difficulty)) {
        rows.push({ variant: variant.name, difficulty: solution.difficulty, pSuccessOrBetter: solution.pSuccessOrBetter.toNumber(), exact: solution.pSuccessOrBetter.toString() });
      }
    }
    const cell = (variant: string, difficulty: number) => rows.find((row) => row.variant === variant && row.difficulty === difficulty)!.pSuccessOrBetter as number;
    const playText = play.map((card) => card.label).join(",");
    return {
      outcomes: rows.map((row) => ({ outcome: "success-or-better", variant: row.variant, difficulty: row.difficulty, probability: row.pSuccessOrBetter as number, exact: row.exact as string })),
      summary: {},
      summaryExact: {},
      rows,
      table: {
        title: `P(success or better) of ${playText} under each reading`,
        columns: ["difficulty", ...VARIANTS.map((variant) => variant.name)],
        rows: params.difficulty.map((difficulty) => [String(difficulty), ...VARIANTS.map((variant) => formatPercent(cell(variant.name, difficulty)))]),
      },
      charts: [
        {
          name: "",
          title: `${playText}: P(success or better) under each reading of the rules`,
          kind: "line",
          data: rows,
          x: { field: "difficulty", title: "difficulty", type: "ordinal" },
          y: { field: "pSuccessOrBetter", title: "P(success or better)", type: "quantitative", format: ".0%", domain: [0, 1] },
          color: { field: "variant", title: "reading", type: "nominal", order: VARIANTS.map((variant) => variant.name) },
        },
      ],
    };
  },
  sampler: {
    plan: (params) => {
      const base = rulesFrom(params);
      const play = readPlayInOrder(params.play, "--play", base, queenValueOf(params.queen, base)).cards;
      return sampleVariants(play, VARIANTS.map((variant) => ({ name: variant.name, rules: { ...base, ...variant.change } })), params.difficulty);
    },
    result: (estimates, params) => sampledVariantsResult(estimates, VARIANTS.map((variant) => variant.name), params.difficulty, params.play.join(",")),
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
