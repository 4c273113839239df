import { describe, expect, it } from "vitest";
import { CATEGORICAL, CHART_BACKGROUND, COMPARISON, contrastRatio, paletteOf, rampOf } from "../../src/pipeline/chart-palette.js";
import { analyze } from "../../src/pipeline/analyze.js";
import { comparisonCharts } from "../../src/pipeline/comparison.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
import type { ChartRequest } from "../../src/framework/analysis.js";

// Machado, Oliveira and Fernandes (2009), severity 1: how a colour looks to a reader with each deficiency (linear RGB).
const DEFICIENCIES = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
} as const;

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const rgb = (hex: string) => [0, 2, 4].map((at) => linear(Number.parseInt(hex.slice(1 + at, 3 + at), 16) / 255));
function seenAs(hex: string, matrix: readonly (readonly number[])[]): number[] {
  const c = rgb(hex);
  return matrix.map((row) => Math.min(1, Math.max(0, row.reduce((sum, m, k) => sum + m * (c[k] ?? 0), 0))) ** (1 / 2.2) * 255);
}
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, k) => value - (b[k] ?? 0)));

/** Every colour a spec draws a mark in: its colour ranges and fixed mark colours (a heatmap's viridis scale is a scheme, not listed). */
function coloursOf(spec: unknown): string[] {
  if (Array.isArray(spec)) return spec.flatMap(coloursOf);
  if (typeof spec !== "object" || spec === null) return [];
  return Object.entries(spec).flatMap(([key, value]) => {
    if (key === "range" && Array.isArray(value)) return value.filter((item): item is string => typeof item === "string" && item.startsWith("#"));
    if (key === "color" && typeof value === "string" && value.startsWith("#")) return [value];
    return coloursOf(value);
  });
}

const RUNS = [
  ["kingstone", "check", { bonus: 3, dc: 10 }],
  ["kingstone", "table", {}],
  ["kingstone", "pick-dc", { bonus: 3, target: 0.5 }],
  ["kingstone", "death", { endurance: 2 }],
  ["zilch", "test", { suit: 9 }],
  ["zilch", "table", {}],
  ["zilch", "damage", { weapon: "light", dr: 1 }],
  ["ultimo", "challenge", { play: "A,K,9,7,5", difficulty: 5 }],
  ["ash", "check", { suit: "hearts", trait: 3, opposing: 2 }],
  ["ash", "table", {}],
] as const;

describe("chart colours (issue 28 §7)", () => {
  it.each(RUNS.map(([game, name, params]) => ({ name: `${game} ${name}`, game, analysis: name, params })))("$name: every mark colour of every chart has 3:1 on white, and no light scheme is left", async ({ game, analysis, params }) => {
    const { result } = await analyze(game, analysis, params);
    const charts: ChartRequest[] = [...result.charts, ...comparisonCharts("t", [{ label: "a", result }, { label: "b", result }])];
    for (const chart of charts) {
      const spec = toVegaLite(chart);
      const text = JSON.stringify(spec);
      expect(text).not.toMatch(/"scheme":"(redblue|yelloworangered|set1|category10)"/);
      for (const colour of coloursOf(spec)) expect(contrastRatio(colour, CHART_BACKGROUND), `${chart.title}: ${colour}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("every ramp colour from 2 to 21 values has 3:1 on white (Ash's Wounds legend had 21 shades)", () => {
    for (const scheme of ["redblue", "yelloworangered", "comparison", undefined]) {
      for (let n = 2; n <= 21; n++) for (const colour of paletteOf(scheme, n)) expect(contrastRatio(colour, CHART_BACKGROUND), `${scheme} ${n}: ${colour}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(Object.entries(DEFICIENCIES).map(([name, matrix]) => ({ name, matrix })))("the categorical and comparison palettes stay apart for a reader with $name, and so do the ramp's worst and best", ({ matrix }) => {
    for (const palette of [CATEGORICAL, COMPARISON]) {
      palette.forEach((a, i) => palette.slice(i + 1).forEach((b) => expect(distance(seenAs(a, matrix), seenAs(b, matrix)), `${a} ${b}`).toBeGreaterThan(25)));
    }
    const [worst, , best] = paletteOf("redblue", 3);
    expect(distance(seenAs(worst!, matrix), seenAs(best!, matrix))).toBeGreaterThan(40);
  });

  it("the comparison palette shares no colour with the outcome palettes", () => {
    const outcomes = new Set([...CATEGORICAL, ...paletteOf("redblue", 13), ...paletteOf("yelloworangered", 21)].map((colour) => colour.toLowerCase()));
    expect(COMPARISON.filter((colour) => outcomes.has(colour.toLowerCase()))).toEqual([]);
  });

  it("contrast and ramps, worked: black on white is 21:1; a ramp of black to white in 3 has grey #808080 in the middle", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(rampOf(["#000000", "#ffffff"], 3)).toEqual(["#000000", "#808080", "#ffffff"]);
  });
});
