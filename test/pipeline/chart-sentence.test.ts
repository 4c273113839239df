import { describe, expect, it } from "vitest";
import type { ChartRequest } from "../../src/framework/analysis.js";
import { chartSentence, describeChart } from "../../src/pipeline/chart-sentence.js";
import { AREA, BANDED, LINES } from "../support/chart-requests.js";

const probability = { field: "probability", title: "probability", type: "quantitative", format: ".0%" } as const;

/** A bar chart of outcomes and their probabilities. */
const bars = (rows: ReadonlyArray<readonly [string, number]>, extra: Partial<ChartRequest> = {}): ChartRequest => ({
  name: "",
  title: "t",
  kind: "bar",
  data: rows.map(([outcome, p]) => ({ outcome, probability: p })),
  x: { field: "outcome", title: "outcome", type: "nominal" },
  y: probability,
  ...extra,
});

describe("chartSentence", () => {
  it("a single bar of 100%: 'Every result has outcome success (100%).'", () => {
    expect(chartSentence(bars([["success", 1]]))).toBe("Every result has outcome success (100%).");
  });
  it("a single simulated bar names its interval (a fight against Horus always ends in round 1)", () => {
    const chart = { ...bars([]), data: [{ rounds: 1, probability: 1, low: 0.99996, high: 1 }], x: { field: "rounds", title: "rounds", type: "ordinal" }, interval: { low: "low", high: "high" } } as const;
    expect(chartSentence(chart)).toBe("Every result has rounds 1 (100%; 95% interval >99.9%–100%).");
  });
  it("one point that is not a certainty: 'One value only: …'", () => {
    expect(chartSentence({ ...bars([["a", 0.25]]), y: { field: "probability", title: "P(hit)", type: "quantitative" } })).toBe("One value only: outcome a, P(hit) 0.25.");
  });
  it("one bar of several that is not 0 (the rest are): 'Only … has any …'", () => {
    expect(chartSentence(bars([["win", 0], ["loss", 0.75], ["draw", 0]]))).toBe("Only outcome loss has any probability: 75.0%; every other is 0.");
  });
  it("every bar alike, e.g. 1dF's three damages a third each: 'Probability is 33.3% throughout: damage dealt 0, 1, 2.'", () => {
    const chart = bars([["0", 1 / 3], ["1", 1 / 3], ["2", 1 / 3]], { x: { field: "outcome", title: "damage dealt", type: "ordinal", order: ["0", "1", "2"] } });
    expect(chartSentence(chart)).toBe("Probability is 33.3% throughout: damage dealt 0, 1, 2.");
  });
  it("a line at 0% all along lists its x values with the middle left out", () => {
    const chart: ChartRequest = {
      name: "defeat",
      title: "P(Horus defeated) by attack",
      kind: "line",
      data: Array.from({ length: 20 }, (_, i) => ({ attacks: i + 1, pDefeated: 0 })),
      x: { field: "attacks", title: "attacks", type: "ordinal" },
      y: { field: "pDefeated", title: "P(defeated)", type: "quantitative", format: ".0%" },
    };
    expect(chartSentence(chart)).toBe("P(defeated) is 0% throughout: attacks 1, 2, 3, 4, …, 20.");
  });
  it("lines alike for every series name them", () => {
    const flat = { ...LINES, data: LINES.data.map((row) => ({ ...row, probability: 0.5 })), color: { ...LINES.color!, title: "measure" } };
    expect(chartSentence(flat)).toBe("Probability is 0.5 throughout, for every measure: step 0, 1.");
  });
  it("a heatmap of one value in every cell", () => {
    const chart: ChartRequest = {
      name: "",
      title: "t",
      kind: "heatmap",
      data: [{ bonus: 0, dc: 2, p: 1 }, { bonus: 1, dc: 2, p: 1 }],
      x: { field: "dc", title: "DC", type: "ordinal" },
      y: { field: "bonus", title: "bonus", type: "ordinal" },
      color: { field: "p", title: "P(success)", type: "quantitative", format: ".0%" },
    };
    expect(chartSentence(chart)).toBe("P(success) is 100% in every cell (DC × bonus).");
  });
  it("is undefined for a chart worth drawing: two different bars, a stacked area, lines that move, a single stacked bar of six outcomes", () => {
    expect(chartSentence(bars([["a", 0.25], ["b", 0.75]]))).toBeUndefined();
    expect(chartSentence(AREA)).toBeUndefined();
    expect(chartSentence(LINES)).toBeUndefined();
    expect(chartSentence(BANDED)).toBeUndefined();
    const stacked: ChartRequest = { ...bars([]), data: ["superb", "success", "messy"].map((outcome, i) => ({ policy: "none", outcome, probability: [0.2, 0.3, 0.5][i]! })), x: { field: "policy", title: "policy", type: "nominal" }, color: { field: "outcome", title: "outcome", type: "ordinal" } };
    expect(chartSentence(stacked)).toBeUndefined();
  });
  it("a line with a single moving point among zeros is still drawn (a spike is worth seeing)", () => {
    expect(chartSentence({ ...LINES, data: [{ step: 0, measure: "P(a)", source: "exact", probability: 0 }, { step: 1, measure: "P(a)", source: "exact", probability: 0.5 }] })).toBeUndefined();
  });
  it("no rows with a value: 'Nothing to draw'", () => {
    expect(chartSentence(bars([]))).toBe("Nothing to draw: no row has a probability.");
  });
});

describe("describeChart (issue 28 §6: sentences for any options, from the chart's data)", () => {
  // The Kingstone check 2d6 + 3 vs DC 10 (docs/rules.md 1.2): success-1 11/36, success-3 and failure-3 3/36 each.
  const check = bars([["success-3", 3 / 36], ["success-2", 7 / 36], ["success-1", 11 / 36], ["failure-1", 5 / 36], ["failure-2", 7 / 36], ["failure-3", 3 / 36]]);
  it("bars over nominal outcomes name the highest and the lowest, ties together", () => {
    expect(describeChart(check)).toBe("Probability is highest at outcome success-1 (30.6%) and lowest at outcome success-3 and failure-3 (8.3% each).");
  });
  it("a value reached at more than three places is counted, not listed: '… lowest at 4 of the 6 outcome values (0% each)'", () => {
    // Ash's ladder for one Trait and Opposing count, as the workbench's stacked bars give it per outcome.
    const ladder = bars([["superb", 0], ["success", 0.25], ["messy", 0], ["failure", 0.75], ["bad", 0], ["dismal", 0]]);
    expect(describeChart(ladder)).toBe("Probability is highest at outcome failure (75.0%) and lowest at 4 of the 6 outcome values (0% each).");
  });
  it("a chart of one value keeps chartSentence's sentence", () => {
    expect(describeChart(bars([["success", 1]]))).toBe("Every result has outcome success (100%).");
  });
  it("series over an ordered x: flat, falling, neither (one sentence each, in the colour's order)", () => {
    const rows = [0, 1, 2].flatMap((d) => [
      { d, outcome: "perfect", p: 0 },
      { d, outcome: "success", p: [1, 0.5, 0][d]! },
      { d, outcome: "partial", p: [0, 0.5, 0.25][d]! },
    ]);
    const chart: ChartRequest = { name: "", title: "t", kind: "bar", data: rows, x: { field: "d", title: "difficulty", type: "ordinal" }, y: { field: "p", title: "probability", type: "quantitative", format: ".0%" }, color: { field: "outcome", title: "outcome", type: "nominal", order: ["perfect", "success", "partial"] } };
    expect(describeChart(chart)).toBe(
      "perfect: probability is 0% throughout. success: probability falls from 100% at difficulty 0 to 0% at 2. partial: probability is highest at difficulty 1 (50.0%) and lowest at difficulty 0 (0%).",
    );
  });
  it("a heatmap names its lowest and highest cells", () => {
    const chart: ChartRequest = {
      name: "",
      title: "t",
      kind: "heatmap",
      data: [{ bonus: 0, dc: 10, p: 1 / 6 }, { bonus: 3, dc: 10, p: 7 / 12 }, { bonus: 0, dc: 8, p: 5 / 12 }],
      x: { field: "bonus", title: "bonus", type: "ordinal" },
      y: { field: "dc", title: "DC", type: "ordinal" },
      color: { field: "p", title: "P(success)", type: "quantitative", format: ".0%" },
    };
    expect(describeChart(chart)).toBe("P(success) runs from 16.7% (bonus 0, DC 10) to 58.3% (bonus 3, DC 10) over 3 cells.");
  });
});
