/**
 * One game's page of the report (`<game>/index.html`): its contents list, then every run folded in a
 * `<details>` (open), each with how it was run, its key figures and its charts as wide as the column, and a
 * link back to the contents.
 */
import { escapeHtml } from "./escape-html.js";
import type { IndexChart, IndexEntry, IndexSection } from "./index-page.js";
import { pageLinks, reportPage, runAnchor, type PageLink } from "./page-frame.js";

/** A chart's drawn size in px, read from its SVG (svgSize). */
export interface ChartSize {
  readonly width: number;
  readonly height: number;
}

/** Charts drawn narrower than this take half the column, two side by side (REPORT_STYLE's `.chart.half`). */
export const HALF_WIDTH_BELOW = 440;

/**
 * The drawn size of an SVG, from the width and height of its root element; undefined when it has none. O(head of the text).
 * @example svgSize('<svg class="marks" width="573" height="364" viewBox="0 0 573 364">') // { width: 573, height: 364 }
 */
export function svgSize(svg: string): ChartSize | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** What a game's page needs besides its runs. */
export interface GamePageOptions {
  /** The line of links to the index and the other games' pages, from this page. */
  readonly links: readonly PageLink[];
  /** The workbench copy's page relative to the index ("workbench/index.html"), when there is one. */
  readonly workbench?: string;
  /** Each drawn chart's size, by its SVG's path relative to the index (IndexChart.svg). */
  readonly sizes: ReadonlyMap<string, ChartSize>;
}

/** A path relative to the index, seen from `game`'s folder: "kingstone/t.csv" → "t.csv", "run.json" → "../run.json". */
function fromGameFolder(game: string, path: string): string {
  return path.startsWith(`${game}/`) ? path.slice(game.length + 1) : `../${path}`;
}

/** How a run was computed, in words: "exact", or "simulated: 20,000 trials, seed 1". */
export function howRun(entry: Pick<IndexEntry, "monteCarlo">): string {
  return entry.monteCarlo === null ? "exact" : `simulated: ${entry.monteCarlo.trials.toLocaleString("en-US")} trials, seed ${entry.monteCarlo.seed}`;
}

function runLine(entry: IndexEntry, here: (path: string) => string, workbench: string | undefined): string {
  const open = workbench !== undefined && entry.permalink !== undefined ? ` · <a class="workbench" href="${escapeHtml(here(workbench) + entry.permalink)}">Open in the workbench</a>` : "";
  return `<p class="run-line"><code>${escapeHtml(entry.command)}</code><br>${howRun(entry)} · <a href="${escapeHtml(here(entry.csv))}">CSV</a> · parameters in <a href="${escapeHtml(here("run.json"))}">run.json</a>${open}</p>`;
}

/** A chart (or the sentence that stands for it), as wide as the column (half for a narrow one), with its explanation and links below it. */
function chartBlock(entry: IndexEntry, chart: IndexChart, here: (path: string) => string, size: ChartSize | undefined): string {
  const drawn = size === undefined ? "" : ` width="${size.width}" height="${size.height}"`;
  const shown =
    chart.sentence === undefined
      ? `<figure><img class="chart-image" src="${escapeHtml(here(chart.svg))}"${drawn} alt="${escapeHtml(chart.title)}"></figure>`
      : `<div class="sentence"><h3>${escapeHtml(chart.title)}</h3><p>${escapeHtml(chart.sentence)}</p></div>`;
  const explanation = chart.explanation ? `<p class="explanation">${escapeHtml(chart.explanation)}</p>` : "";
  const links = `<p class="links"><a href="${escapeHtml(here(chart.spec))}">Vega-Lite spec</a> · <a href="${escapeHtml(here(chart.svg))}">SVG</a> · <a href="${escapeHtml(here(entry.csv))}">CSV</a></p>`;
  const half = chart.sentence === undefined && size !== undefined && size.width < HALF_WIDTH_BELOW;
  return `<div class="chart${half ? " half" : ""}">${shown}<div class="about">${explanation}${links}</div></div>`;
}

/** One run, folded: its title and how it ran as the summary; command, figures, charts and the way back to the contents inside. */
function runBlock(entry: IndexEntry, options: GamePageOptions): string {
  const here = (path: string) => fromGameFolder(entry.game, path);
  const figures = entry.figures.length ? `<ul class="figures">${entry.figures.map((f) => `<li>${escapeHtml(f)}</li>`).join("")}</ul>` : "";
  const charts = entry.charts.map((chart) => chartBlock(entry, chart, here, options.sizes.get(chart.svg))).join("\n");
  return `<details class="run" id="${escapeHtml(runAnchor(entry.game, entry.run))}" open>
<summary><h2>${escapeHtml(entry.title)}</h2><span class="how">${entry.monteCarlo === null ? "exact" : "simulated"}</span></summary>
${runLine(entry, here, options.workbench)}
${figures}
<div class="charts">
${charts}
</div>
<p class="top"><a href="#contents">↑ Contents</a></p>
</details>`;
}

/**
 * The page of one game's runs: the links to the other pages, its title, a contents list of every run (each
 * a link to it), then each run in a `<details>`, open, that folds with no script. Paths are relative to
 * the game's folder. O(runs × charts).
 */
export function renderGamePage(section: IndexSection, options: GamePageOptions): string {
  const contents = section.entries.map((entry) => `<li><a href="#${escapeHtml(runAnchor(entry.game, entry.run))}">${escapeHtml(entry.title)}</a> <span class="how">${entry.monteCarlo === null ? "exact" : "simulated"}</span></li>`).join("\n");
  const body = `${pageLinks(options.links)}
<h1>${escapeHtml(section.title)}</h1>
<nav class="contents" id="contents" aria-label="Contents">
<p>${section.entries.length} runs; each folds on its title, and ends with a link back here.</p>
<ol>
${contents}
</ol>
</nav>
${section.entries.map((entry) => runBlock(entry, options)).join("\n")}`;
  return reportPage(`${section.title} · oddsmith report`, "", body);
}
