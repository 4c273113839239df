import type { AnalysisResult, ChartRequest } from "../framework/analysis.js";
import { toCsv } from "../pipeline/csv.js";
import { toVegaLite } from "../pipeline/vega-lite.js";
import { renderSvg } from "./render-svg.js";
import { writeFileAtomic } from "./write-file.js";
import { basename } from "node:path";

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

/** One chart file's content, and the Vega-Lite warnings made while drawing it. */
export interface ChartContent {
  readonly content: string;
  readonly warnings: string[];
}

/**
 * One chart's file content for `target`: its rendered SVG when the name ends in .svg (with any Vega-Lite
 * warnings; its gradient and clip ids named after the file, so the bytes depend on the chart alone), else
 * its Vega-Lite spec as JSON. Cost: one headless vega render for an SVG.
 */
export async function chartContent(target: string, chart: ChartRequest): Promise<ChartContent> {
  const spec = toVegaLite(chart);
  if (!target.endsWith(".svg")) return { content: `${JSON.stringify(spec, null, 2)}\n`, warnings: [] };
  const rendered = await renderSvg(spec, basename(target, ".svg"));
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
 * `drawn`: the charts' contents made elsewhere (chartContent for the same paths), written as they are.
 */
export async function writeCharts(path: string, result: Pick<AnalysisResult, "charts">, drawn?: readonly ChartContent[]): Promise<{ paths: string[]; warnings: string[] }> {
  const paths: string[] = [];
  const warnings: string[] = [];
  for (const [index, chart] of result.charts.entries()) {
    const target = chartPath(path, chart);
    // Drawn already (in a report worker, for this same path): the same bytes as drawing it here.
    const file = drawn?.[index] ?? (await chartContent(target, chart));
    await writeFileAtomic(target, file.content);
    paths.push(target);
    warnings.push(...file.warnings);
  }
  return { paths, warnings };
}
