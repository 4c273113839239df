import type { AnalysisResult, ChartRequest } from "../core/analysis.js";
import { messages } from "../core/messages.js";
import { toCsv } from "../pipeline/csv.js";
import { renderSvg } from "../report/render-svg.js";
import { toVegaLite } from "../pipeline/vega-lite.js";
import { writeFileAtomic } from "../report/write-file.js";

/** The chart file formats --chart accepts, by file ending. */
export const CHART_ENDINGS = [".vl.json", ".svg"] as const;

/** The problem with a --chart file name, or undefined when it is fine. */
export function chartFileProblem(path: string): string | undefined {
  return CHART_ENDINGS.some((ending) => path.endsWith(ending))
    ? undefined
    : messages.notAllowed("--chart", `a file name ending in ${CHART_ENDINGS.join(" or ")}`, path);
}

/**
 * The file of one of an analysis's charts: the main chart at `path`, the others with their name
 * before the ending (table.svg → table-degrees.svg).
 */
export function chartPath(path: string, chart: ChartRequest): string {
  if (chart.name === "") return path;
  const ending = CHART_ENDINGS.find((e) => path.endsWith(e)) ?? "";
  return `${path.slice(0, path.length - ending.length)}-${chart.name}${ending}`;
}

/** Writes a result's CSV rows, atomically. */
export async function writeCsv(path: string, result: AnalysisResult): Promise<string> {
  await writeFileAtomic(path, toCsv(result.rows));
  return path;
}

/**
 * Writes each of a result's charts as a Vega-Lite spec (.vl.json) or rendered SVG (.svg), atomically;
 * returns the paths written and any Vega-Lite warnings.
 */
export async function writeCharts(path: string, result: AnalysisResult): Promise<{ paths: string[]; warnings: string[] }> {
  const paths: string[] = [];
  const warnings: string[] = [];
  for (const chart of result.charts) {
    const target = chartPath(path, chart);
    const spec = toVegaLite(chart);
    if (target.endsWith(".svg")) {
      const rendered = await renderSvg(spec);
      warnings.push(...rendered.warnings);
      await writeFileAtomic(target, rendered.svg);
    } else {
      await writeFileAtomic(target, `${JSON.stringify(spec, null, 2)}\n`);
    }
    paths.push(target);
  }
  return { paths, warnings };
}
