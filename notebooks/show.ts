/**
 * What every notebook shares: an analysis run by name through the public API (as the CLI runs it), and
 * charts, tables and answers shown through the Deno kernel's display bundles. Deno only (it uses
 * `Deno.jupyter`); the notebooks import it as `./show.ts`.
 */
import { Buffer } from "node:buffer";
import { checkRun, findAnalysis, solveExactly, renderSvg, toVegaLite, type AnalysisResult, type ChartRequest } from "../src/index.ts";

/**
 * Runs an analysis exactly, by game and name, with raw parameters as a scenario file would give them
 * (`{ handSize: 7, limit: 4 }`); throws the CLI's messages for bad parameters.
 * @example analyze("kingstone", "check", { bonus: 3, dc: 10 }).summary.pSuccess // 0.5833333333333334
 */
export function analyze(game: string, name: string, raw: Readonly<Record<string, unknown>>): AnalysisResult {
  const analysis = findAnalysis(game, name);
  if (analysis === undefined || !analysis.exact) throw new Error(`no exact analysis ${game} ${name}`);
  // The pipeline every caller uses: validate once (the CLI's messages), then solve exactly.
  const checked = checkRun(analysis, raw);
  if (checked.run === undefined) throw new Error(checked.problems.join("\n"));
  return solveExactly(checked.run.prepared);
}

/**
 * Shows a chart inline: the Vega-Lite spec (for JupyterLab and VS Code, which draw it live) and the SVG
 * that vega renders headless, also as an `<img>` because nbconvert 6.5 drops inline `<svg>` from its HTML.
 * Throws when vega-lite warns, so a bad chart fails the notebook's run. ~15–70 ms per chart.
 */
export async function showChart(chart: ChartRequest): Promise<void> {
  const spec = toVegaLite(chart);
  const { svg, warnings } = await renderSvg(spec);
  if (warnings.length > 0) throw new Error(`vega-lite warns about "${chart.title}": ${warnings.join("; ")}`);
  const base64 = Buffer.from(svg, "utf8").toString("base64");
  await nextTask();
  await Deno.jupyter.display(
    {
      // The spec's $schema is vega-lite v6; v5 is the Vega-Lite MIME type JupyterLab and VS Code render
      // today, and these simple specs read the same in both. Frontends without it fall back to the SVG.
      "application/vnd.vegalite.v5+json": spec,
      "image/svg+xml": svg,
      "text/html": `<img alt="${escapeHtml(chart.title)}" src="data:image/svg+xml;base64,${base64}">`,
      "text/plain": `[chart] ${chart.title}`,
    },
    { raw: true },
  );
}

/**
 * Waits for the event loop's next task. The Deno kernel sends a display with the header of the execution
 * request it last took in; a cell that displays in its first synchronous stretch could race that update,
 * and its output was then filed under the cell before and lost (seen on ultimo-fair-difficulty, cell 7).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Shows a line of text under the cell, as a display bundle after the event loop's next task. Not
 * console.log: the Deno kernel forwards a cell's stdout on its own schedule, and a first code cell's line
 * was filed under no cell in about one check run in four (ash-wound-spiral, ultimo-fair-difficulty).
 */
export async function showLine(text: string): Promise<void> {
  await nextTask();
  await Deno.jupyter.display({ "text/plain": text }, { raw: true });
}

/** A column of {@link showTable}: the row field, its heading, and how to print its values. */
export interface Column<R> {
  readonly title: string;
  readonly value: (row: R) => string | number;
}

/** Shows rows as a table: HTML for notebooks and their HTML copies, aligned text for plain frontends. */
export async function showTable<R>(rows: readonly R[], columns: readonly Column<R>[], caption?: string): Promise<void> {
  const cells = rows.map((row) => columns.map((column) => String(column.value(row))));
  const widths = columns.map((column, c) => Math.max(column.title.length, ...cells.map((row) => row[c]!.length)));
  const line = (values: readonly string[]) => values.map((value, c) => value.padEnd(widths[c]!)).join("  ").trimEnd();
  const text = [...(caption ? [caption] : []), line(columns.map((column) => column.title)), ...cells.map(line)].join("\n");
  const html = [
    "<table>",
    ...(caption ? [`<caption>${escapeHtml(caption)}</caption>`] : []),
    `<thead><tr>${columns.map((column) => `<th>${escapeHtml(column.title)}</th>`).join("")}</tr></thead>`,
    `<tbody>${cells.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("")}</tbody>`,
    "</table>",
  ].join("");
  await nextTask();
  await Deno.jupyter.display({ "text/html": html, "text/plain": text }, { raw: true });
}

/**
 * Shows a notebook's answer, written from the figures its cells computed (so it cannot drift from them),
 * as Markdown. docs/notebooks.md quotes these answers, and test/notebooks.test.ts checks the quotes.
 */
export async function showAnswer(markdown: string): Promise<void> {
  await nextTask();
  await Deno.jupyter.display({ "text/markdown": markdown, "text/plain": markdown }, { raw: true });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
