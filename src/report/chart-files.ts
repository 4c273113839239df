import type { AnalysisResult, ChartRequest } from "../framework/analysis.js";
import { toCsv } from "../pipeline/csv.js";
import { toVegaLite } from "../pipeline/vega-lite.js";
import { renderSvg } from "./render-svg.js";
import { writeFileAtomic } from "./write-file.js";

/** The chart file formats a chart is written as (the CLI's --chart, the report's files), by file ending. */
export const CHART_ENDINGS = [".vl.json", ".svg"] as const;

/**
 * The file of one of an analysis's charts: the main chart at `path`, the others with their name
 * before the ending (table.svg → table-degrees.svg). O(path length).
 * @example chartPath("out/table.svg", { name: "degrees" }) // "out/table-degrees.svg"
 */
export function chartPath(path: string, chart: Pick<ChartRequest, "name">): string {
  if (chart.name === "") return path;
  const ending = CHART_ENDINGS.find((e) => path.endsWith(e)) ?? "";
  return `${path.slice(0, path.length - ending.length)}-${chart.name}${ending}`;
}

/**
 * One chart's file content for `target`: its rendered SVG when the name ends in .svg (with any Vega-Lite
 * warnings), else its Vega-Lite spec as JSON. Cost: one headless vega render for an SVG.
 */
export async function chartContent(target: string, chart: ChartRequest): Promise<{ content: string; warnings: string[] }> {
  const spec = toVegaLite(chart);
  if (!target.endsWith(".svg")) return { content: `${JSON.stringify(spec, null, 2)}\n`, warnings: [] };
  const rendered = await renderSvg(spec);
  return { content: rendered.svg, warnings: [...rendered.warnings] };
}

/** Writes a result's CSV rows, atomically (a file of the report, whose folder is its own); returns the path. */
export async function writeCsv(path: string, result: Pick<AnalysisResult, "rows">): Promise<string> {
  await writeFileAtomic(path, toCsv(result.rows));
  return path;
}

/**
 * Writes each of a result's charts as a Vega-Lite spec (.vl.json) or rendered SVG (.svg), atomically, the
 * main one at `path` and the others beside it (chartPath); returns the paths written and any Vega-Lite warnings.
 */
export async function writeCharts(path: string, result: Pick<AnalysisResult, "charts">): Promise<{ paths: string[]; warnings: string[] }> {
  const paths: string[] = [];
  const warnings: string[] = [];
  for (const chart of result.charts) {
    const target = chartPath(path, chart);
    const file = await chartContent(target, chart);
    await writeFileAtomic(target, file.content);
    paths.push(target);
    warnings.push(...file.warnings);
  }
  return { paths, warnings };
}
