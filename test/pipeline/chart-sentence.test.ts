import { describe, expect, it } from "vitest";
import type { ChartRequest } from "../../src/framework/analysis.js";
import { chartSentence } from "../../src/pipeline/chart-sentence.js";
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
