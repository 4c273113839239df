import { describe, expect, it } from "vitest";
import { defineAnalysis, explainChart, type AnalysisResult } from "../../src/framework/analysis.js";
import { Rational } from "../../src/core/exact/rational.js";
import { estimatedMeasure, exactMeasure, outcomeRowFrom, summaryFrom, type Measure } from "../../src/framework/measure.js";
import { estimatesOf } from "../../src/core/estimate.js";
import { choiceOption, integerOption } from "../../src/framework/options.js";
import { registerAnalysis } from "../../src/framework/registered-analysis.js";

const OPTIONS = {
  bonus: integerOption({ min: -10, max: 20, doc: "bonus", default: 0 }),
  dc: integerOption({ min: 1, max: 40, doc: "DC" }),
  ladder: choiceOption(["paired", "linear"] as const, { doc: "ladder", default: "paired" }),
};

const solved: unknown[] = [];

function resultOf(label: string): AnalysisResult {
  return { outcomes: [{ outcome: label, probability: 1 }], summary: {}, summaryExact: {}, rows: [], charts: [] };
}

/** A check with typed params: the solver records what it was given, so binding can be seen. */
const check = defineAnalysis({
  game: "kingstone",
  name: "toy-check",
  summary: "a toy check",
  options: OPTIONS,
  validate: (params) => (params.bonus > params.dc ? ["--bonus: at most --dc"] : []),
  exactLimits: (params) => (params.dc > 30 ? ["--dc: the exact solver stops at 30"] : []),
  exactCost: (params) => ({ seconds: params.dc / 10, what: `DC ${params.dc}`, smaller: "a smaller --dc" }),
  sampleLimits: (params) => (params.ladder === "linear" ? ["--ladder: linear cannot be simulated"] : []),
  run: (params) => {
    solved.push(params);
    // The params are typed: params.dc is a number, params.ladder a literal.
    return resultOf(`${params.ladder}:${params.bonus + params.dc}`);
  },
  sampler: {
    plan: (params) => ({ layout: { groups: [{ name: "o", categories: [String(params.dc)] }] }, run: () => {} }),
    validation: [{ dc: 7 }],
    validationTarget: (exact, params) => ({ group: `dc${params.dc}`, outcomes: exact.outcomes }),
  },
  reportRuns: [{ name: "dc10", title: "DC 10", params: { dc: 10 } }],
});

describe("registerAnalysis", () => {
  const entry = registerAnalysis(check);
  it("describes the analysis: game, name, summary, options, report runs, exact, sampler facts", () => {
    expect(entry).toMatchObject({ game: "kingstone", name: "toy-check", summary: "a toy check", exact: true, sampler: { validation: [{ dc: 7 }] } });
    expect(entry.options).toBe(OPTIONS);
    expect(entry.reportRuns).toEqual(check.reportRuns);
    expect(entry.sampler).not.toHaveProperty("defaultTrials");
  });
  it("prepare(raw) validates once and binds the typed params: solve() sees { bonus: 3, dc: 10, ladder: \"paired\" }", () => {
    const prepared = entry.prepare({ bonus: "3", dc: "10" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    expect(prepared.value.raw).toEqual({ bonus: "3", dc: "10" });
    expect(prepared.value.params).toEqual({ bonus: 3, dc: 10, ladder: "paired" });
    expect(prepared.value.analysis).toBe(entry);
    solved.length = 0;
    expect(prepared.value.solve!().outcomes[0]!.outcome).toBe("paired:13");
    expect(solved).toEqual([{ bonus: 3, dc: 10, ladder: "paired" }]);
    expect(prepared.value.plan!().layout.groups[0]!.categories).toEqual(["10"]);
    expect(prepared.value.validationTarget(resultOf("x"))).toEqual({ group: "dc10", outcomes: [{ outcome: "x", probability: 1 }] });
  });
  it("a refusal lists every option's problem together, before the checks between options", () => {
    expect(entry.prepare({ bonus: "21", ladder: "diagonal" })).toEqual({
      ok: false,
      errors: ['--bonus: expected an integer from -10 to 20, received "21"', "--dc is required: an integer from 1 to 40", '--ladder: expected one of paired, linear, received "diagonal"'],
    });
    expect(entry.prepare({ bonus: 12, dc: 10 })).toEqual({ ok: false, errors: ["--bonus: at most --dc"] });
  });
  it("exactLimits and sampleLimits are bound to the params and checked only when asked", () => {
    const far = entry.prepare({ dc: 35, ladder: "linear" });
    if (!far.ok) throw new Error(far.errors.join("; "));
    expect(far.value.exactLimits()).toEqual(["--dc: the exact solver stops at 30"]);
    expect(far.value.sampleLimits()).toEqual(["--ladder: linear cannot be simulated"]);
  });
  it("exactCost is bound to the params; a simulation-only analysis has none", () => {
    const prepared = entry.prepare({ dc: "20" });
    expect(prepared.ok && prepared.value.exactCost()).toEqual({ seconds: 2, what: "DC 20", smaller: "a smaller --dc" });
    const { run: _, ...rest } = check;
    const simulated = registerAnalysis({ ...rest, sampler: { ...check.sampler!, defaultTrials: 5000 } }).prepare({ dc: 20 });
    expect(simulated.ok && simulated.value.exactCost()).toBeUndefined();
  });
  it("a simulation-only analysis has no solve(); one without a sampler has no plan() and the default sampled result", () => {
    const { run: _, ...rest } = check;
    const simulated = registerAnalysis({ ...rest, sampler: { ...check.sampler!, defaultTrials: 5000 } });
    expect(simulated.exact).toBe(false);
    expect(simulated.sampler).toEqual({ validation: [{ dc: 7 }], defaultTrials: 5000 });
    const prepared = simulated.prepare({ dc: 4 });
    expect(prepared.ok && prepared.value.solve).toBeUndefined();

    const { sampler: __, ...exactOnly } = check;
    const exact = registerAnalysis(exactOnly);
    expect(exact.sampler).toBeUndefined();
    const run = exact.prepare({ dc: 4 });
    if (!run.ok) throw new Error(run.errors.join("; "));
    expect(run.value.plan).toBeUndefined();
    expect(run.value.validationTarget(resultOf("x"))).toBeUndefined();
    expect(run.value.exactLimits()).toEqual([]);
    const estimates = estimatesOf({ groups: [{ name: "o", categories: ["a", "b"] }] }, Float64Array.of(1, 3), 4);
    const result = run.value.sampledResult(estimates);
    expect(result.outcomes.map((row) => [row.outcome, row.probability])).toEqual([["a", 0.25], ["b", 0.75]]);
    expect(result.charts[0]!.title).toBe("kingstone toy-check: simulated outcomes");
  });
  it("a typed analysis builds one result from exact or estimated measures, and its explanations read typed figures and rows through the registry", () => {
    type CoinRow = { readonly side: string; readonly probability: number };
    type CoinResult = AnalysisResult<"pHeads", CoinRow>;
    const coinResult = (heads: Measure, tails: Measure): CoinResult => ({
      outcomes: [outcomeRowFrom("heads", heads), outcomeRowFrom("tails", tails)],
      ...summaryFrom({ pHeads: heads }),
      rows: [{ side: "heads", probability: heads.value }, { side: "tails", probability: tails.value }],
      charts: [{ name: "", title: "coin", kind: "bar", data: [], x: { field: "side", title: "side", type: "nominal" }, y: { field: "probability", title: "p", type: "quantitative" } }],
    });
    const coin = defineAnalysis<{}, CoinResult>({
      game: "zilch",
      name: "coin",
      summary: "a fair coin",
      options: {},
      run: () => coinResult(exactMeasure(Rational.of(1, 2)), exactMeasure(Rational.of(1, 2))),
      sampler: {
        plan: () => ({ layout: { groups: [{ name: "side", categories: ["heads", "tails"] }] }, run: () => undefined }),
        result: (estimates) => {
          const side = estimates.groups["side"];
          if (side?.["heads"] === undefined || side["tails"] === undefined) throw new Error("no side group");
          return coinResult(estimatedMeasure(side["heads"]), estimatedMeasure(side["tails"]));
        },
      },
      // The explanation reads the figure and the rows as numbers: no `!`, no cast.
      reportRuns: [{ name: "coin", title: "coin", params: {}, explanations: { "": (result) => `heads ${result.summary.pHeads} of the time, rows ${result.rows.map((row) => row.probability.toFixed(2)).join("/")}` } }],
    });
    const entry = registerAnalysis(coin);
    const prepared = entry.prepare({});
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const exact = prepared.value.solve!();
    expect(exact.summary).toEqual({ pHeads: 0.5 });
    expect(exact.summaryExact).toEqual({ pHeads: "1/2" });
    const run = entry.reportRuns[0]!;
    expect(explainChart(run, exact.charts[0]!, exact)).toBe("heads 0.5 of the time, rows 0.50/0.50");
    const estimated = prepared.value.sampledResult(estimatesOf({ groups: [{ name: "side", categories: ["heads", "tails"] }] }, Float64Array.of(3, 1), 4));
    expect(Object.keys(estimated.summary)).toEqual(["pHeads", "pHeadsLow", "pHeadsHigh"]);
    expect(estimated.outcomes[0]).toMatchObject({ outcome: "heads", probability: 0.75, count: 3 });
    expect(explainChart(run, estimated.charts[0]!, estimated)).toBe("heads 0.75 of the time, rows 0.75/0.25");
  });
});
