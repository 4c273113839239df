import { describe, expect, it } from "vitest";
import { defineAnalysis, explainChart, outcomeRows, simulatedFrom, summaryOf, validateRun, type AnalysisResult, type ChartRequest, type ReportRun } from "../../src/framework/analysis.js";
import { Distribution } from "../../src/core/distribution.js";
import { estimatesOf } from "../../src/core/estimate.js";
import { integerOption } from "../../src/framework/options.js";
import { Rational } from "../../src/core/exact/rational.js";

const empty: AnalysisResult = { outcomes: [], summary: { pWin: 0.25 }, summaryExact: {}, rows: [], charts: [] };
const chart = (name: string): ChartRequest => ({ name, title: "t", kind: "bar", data: [], x: { field: "x", title: "x", type: "ordinal" }, y: { field: "y", title: "y", type: "quantitative" } });

describe("outcomeRows and summaryOf", () => {
  it("outcomeRows(uniform hit, miss): float probability and exact fraction per outcome", () => {
    expect(outcomeRows(Distribution.uniform(["hit", "miss"]))).toEqual([
      { outcome: "hit", probability: 0.5, exact: "1/2" },
      { outcome: "miss", probability: 0.5, exact: "1/2" },
    ]);
  });
  it("summaryOf({ pSuccess: 7/12 }) gives the float and the fraction", () => {
    expect(summaryOf({ pSuccess: Rational.of(7, 12), rolls: Rational.of(5) })).toEqual({ summary: { pSuccess: 7 / 12, rolls: 5 }, summaryExact: { pSuccess: "7/12", rolls: "5/1" } });
  });
});

describe("simulatedFrom", () => {
  it("builds the setup from the params for the plan and again for the result; --mc defaults to 100,000", () => {
    const seen: number[] = [];
    const sampler = simulatedFrom(
      (params: { readonly n: number }) => ({ doubled: params.n * 2 }),
      (setup) => {
        seen.push(setup.doubled);
        return { layout: { groups: [] }, run: () => undefined };
      },
      (estimates, setup) => ({ ...empty, summary: { doubled: setup.doubled, trials: estimates.trials } }),
    );
    sampler.plan({ n: 21 });
    expect(seen).toEqual([42]);
    expect(sampler.result?.(estimatesOf({ groups: [] }, new Float64Array(0), 7), { n: 5 }).summary).toEqual({ doubled: 10, trials: 7 });
    expect(sampler.defaultTrials).toBe(100_000);
  });
});

describe("validateRun", () => {
  const analysis = defineAnalysis({
    game: "kingstone",
    name: "toy",
    summary: "",
    options: { a: integerOption({ min: 0, max: 9, doc: "a", default: 0 }), b: integerOption({ min: 0, max: 9, doc: "b", default: 0 }) },
    validate: (params) => (params.a + params.b > 9 ? ["give --a and --b summing to at most 9"] : []),
    run: () => empty,
    reportRuns: [],
  });
  it("checks each option, then the analysis's own checks between options", () => {
    expect(validateRun(analysis, { a: "4", b: "5" })).toEqual({ ok: true, value: { a: 4, b: 5 } });
    expect(validateRun(analysis, { a: "5", b: "5" })).toEqual({ ok: false, errors: ["give --a and --b summing to at most 9"] });
    // An option refused on its own stops there: the checks between options see only valid params.
    expect(validateRun(analysis, { a: "10", b: "5" })).toEqual({ ok: false, errors: ['--a: expected an integer from 0 to 9, received "10"'] });
  });
  it("defineAnalysis is the identity at run time", () => {
    expect(defineAnalysis(analysis)).toBe(analysis);
  });
});

describe("explainChart", () => {
  const run: ReportRun = { name: "r", title: "r", params: {}, explanations: { "": "The main chart.", odds: (result) => `P(win) is ${result.summary.pWin}.` } };
  it("the run's explanation for the chart's name, a function resolved against the result; undefined when there is none", () => {
    expect(explainChart(run, chart(""), empty)).toBe("The main chart.");
    expect(explainChart(run, chart("odds"), empty)).toBe("P(win) is 0.25.");
    expect(explainChart(run, chart("other"), empty)).toBeUndefined();
    expect(explainChart({ name: "r", title: "r", params: {} }, chart(""), empty)).toBeUndefined();
  });
});
