/**
 * A balance run's chart (issue 26 §1): the region that meets every target as a heatmap over two chosen
 * options, or a `per: each` answer as a line of the best design's option along the situations (one line
 * per tier). Built as a ChartRequest, drawn by the pipeline's Vega-Lite and SVG path.
 */
import { itemAt } from "../core/checked-index.js";
import type { ChartField, ChartRequest, Row } from "../framework/analysis.js";
import { expandGrid, type GridValue } from "../framework/grid.js";
import { quoteReceived } from "../core/quote-received.js";
import type { BalanceQuestion, BalanceRun } from "./balance.js";

/** How a balance chart is drawn: a heatmap of the meeting region over `x` and `by`, or lines of `y` along `x`. */
export type BalanceChartLayout = { readonly kind: "heatmap"; readonly x: string; readonly by: string } | { readonly kind: "line"; readonly x: string; readonly y: string };

/**
 * The chart a question gets: with `per: each`, lines of the first numeric chosen option along the first
 * situation option; else a heatmap over two chosen options (`x`, `by`, by default the last two chosen).
 * A problem with the file's field when the question cannot be drawn so. O(fields).
 * @example balanceChartLayout({ choose: [["dice", ["2d6"]], ["ladder", ["paired"]]], across: [], per: "all", targets: [], prefer: { kind: "middle" } }, {}) // { kind: "heatmap", x: "ladder", by: "dice" }
 */
export function balanceChartLayout(question: BalanceQuestion, asked: { readonly x?: string; readonly by?: string }): BalanceChartLayout | { readonly field: string; readonly problem: string } {
  const chosen = question.choose.map(([field]) => field);
  if (question.per === "each") {
    const x = question.across[0]?.[0];
    const y = question.choose.find(([, values]) => values.every((value) => typeof value === "number"))?.[0];
    if (x === undefined || y === undefined) return { field: "chart", problem: "a per: each chart draws a numeric chosen option along the situations; choose one with numbers and give across" };
    return { kind: "line", x, y };
  }
  for (const [key, field] of [["x", asked.x], ["by", asked.by]] as const) {
    if (field !== undefined && !chosen.includes(field)) return { field: `chart.${key}`, problem: `expected a chosen option (${chosen.join(", ")}), received ${quoteReceived(field)}` };
  }
  if (chosen.length < 2) return { field: "chart", problem: `a heatmap of the meeting region needs two chosen options, and the file chooses ${chosen.length} (${chosen.join(", ")})` };
  const x = asked.x ?? (asked.by === itemAt(chosen, chosen.length - 1) ? itemAt(chosen, chosen.length - 2) : itemAt(chosen, chosen.length - 1));
  const by = asked.by ?? chosen.filter((field) => field !== x).at(-1) ?? x;
  if (x === by) return { field: "chart.by", problem: `expected another chosen option than chart.x, received ${quoteReceived(by)}` };
  return { kind: "heatmap", x, by };
}

/** A chart axis for an option: numbers in their order, other values in the file's order. */
function optionAxis(field: string, values: readonly GridValue[], type: "quantitative" | "ordinal"): ChartField {
  return values.every((value) => typeof value === "number") ? { field, title: field, type } : { field, title: field, type: "nominal", order: values.map(String) };
}

/**
 * The run's chart: a heatmap whose cells give the share of designs with those two options' values that
 * meet every target (0% or 100% when only two options are chosen), or lines of the best design's option
 * per situation, one per tier. O(designs).
 */
export function balanceChart(question: BalanceQuestion, run: BalanceRun, layout: BalanceChartLayout, title: string): ChartRequest {
  const valuesOf = (field: string) => [...question.choose, ...question.across].find(([name]) => name === field)?.[1] ?? [];
  const cell = (value: GridValue | undefined) => (typeof value === "number" ? value : String(value));
  if (layout.kind === "line") {
    const data: Row[] = run.answers.flatMap((answer) => {
      const best = answer.designs[0];
      return best === undefined ? [] : [{ [layout.x]: cell(answer.situation[layout.x]), [layout.y]: cell(best.design[layout.y]), tier: answer.tier?.name ?? "best" }];
    });
    const tiers = question.tiers?.chances.map(([name]) => name) ?? ["best"];
    return { name: "", title, kind: "line", data, x: optionAxis(layout.x, valuesOf(layout.x), "quantitative"), y: optionAxis(layout.y, valuesOf(layout.y), "quantitative"), color: { field: "tier", title: "tier", type: "nominal", order: tiers } };
  }
  const meeting = new Set(run.answers.flatMap((answer) => answer.designs.map((design) => JSON.stringify([design.design[layout.x], design.design[layout.by]]))));
  const counts = new Map<string, { all: number; meets: number }>();
  for (const design of expandGrid(question.choose, Number.MAX_SAFE_INTEGER)) {
    const key = JSON.stringify([design[layout.x], design[layout.by]]);
    const count = counts.get(key) ?? { all: 0, meets: 0 };
    counts.set(key, { all: count.all + 1, meets: count.meets });
  }
  for (const answer of run.answers) {
    for (const design of answer.designs) {
      const key = JSON.stringify([design.design[layout.x], design.design[layout.by]]);
      const count = counts.get(key);
      if (count !== undefined) counts.set(key, { ...count, meets: count.meets + 1 });
    }
  }
  const data: Row[] = [...counts].map(([key, count]) => {
    const [x, by]: unknown[] = JSON.parse(key);
    return { [layout.x]: typeof x === "number" ? x : String(x), [layout.by]: typeof by === "number" ? by : String(by), meets: meeting.has(key) ? count.meets / count.all : 0 };
  });
  return {
    name: "",
    title,
    kind: "heatmap",
    data,
    x: optionAxis(layout.x, valuesOf(layout.x), "ordinal"),
    y: optionAxis(layout.by, valuesOf(layout.by), "ordinal"),
    color: { field: "meets", title: "designs meeting", type: "quantitative", format: ".0%", domain: [0, 1] },
    labels: data.length <= 300,
  };
}
