/** `oddsmith zilch chargen --fairness`: the four generation methods side by side (docs/rules.md 2.5). */
import type { AnalysisResult } from "../../framework/analysis.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { Rational } from "../../core/exact/rational.js";
import { METHODS, solveChargen, type ChargenSetup, type ChargenStats } from "../../models/zilch/chargen.js";
import { describeMethod } from "./describe-method.js";

/** The figures of a method's stats for the fairness table and the summary (docs/rules.md 2.5), exactly. O(values). */
export function chargenFigures(stats: ChargenStats) {
  const mean = stats.total.mean();
  const variance = stats.total.expectation((t) => Rational.of(t).subtract(mean).multiply(Rational.of(t).subtract(mean)));
  return {
    expectedSuit: stats.suit.mean(),
    expectedTotal: mean,
    varianceTotal: variance,
    expectedBest: stats.best.mean(),
    pAnyAtLeast10: stats.pAnyAtLeast10,
  };
}

/** The fairness table: each method's figures side by side, with the same table options. */
export function compareMethods(base: Omit<ChargenSetup, "method">): AnalysisResult {
  const results = METHODS.map((method) => {
    const setup: ChargenSetup = { ...base, method };
    const stats = solveChargen(setup);
    return { setup, stats, figures: chargenFigures(stats) };
  });
  const rows = results.map(({ setup, stats, figures: f }) => ({
    method: setup.method,
    setup: describeMethod(setup),
    expectedSuit: f.expectedSuit.toNumber(),
    expectedTotal: f.expectedTotal.toNumber(),
    sdTotal: Math.sqrt(f.varianceTotal.toNumber()),
    minTotal: Math.min(...stats.total.outcomes),
    maxTotal: Math.max(...stats.total.outcomes),
    expectedBest: f.expectedBest.toNumber(),
    pAnyAtLeast10: f.pAnyAtLeast10.toNumber(),
    expectedSuitExact: f.expectedSuit.toString(),
    expectedTotalExact: f.expectedTotal.toString(),
    varianceTotalExact: f.varianceTotal.toString(),
    expectedBestExact: f.expectedBest.toString(),
    pAnyAtLeast10Exact: f.pAnyAtLeast10.toString(),
  }));
  return {
    outcomes: results.map(({ setup, figures: f }) => ({
      outcome: setup.method,
      probability: f.pAnyAtLeast10.toNumber(),
      exact: f.pAnyAtLeast10.toString(),
      expectedTotal: f.expectedTotal.toNumber(),
      expectedTotalExact: f.expectedTotal.toString(),
    })),
    summary: { methods: results.length },
    summaryExact: {},
    rows,
    table: {
      title: "Fairness: the primary Suits each method gives (outcome probability = P(a Suit ≥ 10))",
      columns: ["method", "setup", "E[Suit]", "E[total]", "sd(total)", "total range", "E[best]", "P(a Suit ≥ 10)"],
      rows: rows.map((r) => [r.method, r.setup, formatNumber(r.expectedSuit), formatNumber(r.expectedTotal), formatNumber(r.sdTotal), `${r.minTotal}..${r.maxTotal}`, formatNumber(r.expectedBest), formatPercent(r.pAnyAtLeast10)]),
    },
    charts: [
      {
        name: "",
        title: "Primary total by generation method",
        kind: "line",
        data: results.flatMap(({ setup, stats }) => stats.total.outcomes.map((t) => ({ method: setup.method, total: t, probability: stats.total.probability(t).toNumber() }))),
        x: { field: "total", title: "total of the four primary Suits", type: "quantitative" },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
        color: { field: "method", title: "method", type: "nominal", order: [...METHODS] },
      },
    ],
  };
}
