/**
 * One game's page of the report (`<game>/index.html`, and `<game>/page-2.html`… when its runs would make
 * one page taller than the budget): its contents list, then every run folded in a `<details>` (open), each
 * with how it was run, its key figures and its charts as wide as the column, and a link back to the contents.
 */
import { escapeHtml } from "./escape-html.js";
import type { IndexChart, IndexEntry, IndexSection } from "./index-page.js";
import { itemAt } from "../core/checked-index.js";
import { gamePartPath, pageLinks, reportPage, runAnchor, type PageLink } from "./page-frame.js";

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
  /** The section's runs page by page (gamePageParts); one page holding every run when not given. */
  readonly parts?: readonly (readonly IndexEntry[])[];
}

/** The width of the report's column at 1280 px (REPORT_STYLE's `max-width`), which full-width charts fill. */
export const COLUMN_WIDTH = 880;

/**
 * The estimated height, in px at 1280, a game's page may give its contents and runs: a page whose runs
 * would be taller is split (gamePageParts). The estimate is within a few percent of Chromium's layout, so a
 * page stays under 20,000 px (issue 28 §10).
 */
export const PAGE_BUDGET = 18_500;

/** Lines of text of `length` characters in a box holding about `perLine` a line (at least one). */
function lines(length: number, perLine: number): number {
  return Math.max(1, Math.ceil(length / perLine));
}

/** A chart block's estimated height at 1280: the image at the column's (or half its) width, the sentence in its place, the words and links below, the margins. */
function chartHeight(chart: IndexChart, size: ChartSize | undefined, half: boolean): number {
  const width = half ? (COLUMN_WIDTH - 24) / 2 : COLUMN_WIDTH;
  // The explanation at 23 px a line, about 105 characters a line in the whole column; the links' line; the block's margins.
  const about = (chart.explanation === undefined ? 0 : 23 * lines(chart.explanation.length, half ? 50 : 105)) + 28 + 70;
  const shown = chart.sentence !== undefined ? 60 + 23 * lines(chart.sentence.length, 100) : size === undefined ? width * 0.6 : (width * size.height) / size.width;
  return shown + about;
}

/**
 * A run's estimated height at 1280 px on its game's page: its title, command and links, its figures and its
 * charts (chartHeight) laid out as the page lays them, two half-width charts in a row. O(charts).
 */
export function estimatedRunHeight(entry: IndexEntry, sizes: ReadonlyMap<string, ChartSize>): number {
  let height = 170 + 22 * entry.figures.length;
  // The height of a half-width chart alone in its row so far, which the next half-width chart may join.
  let open: number | undefined;
  for (const chart of entry.charts) {
    const size = sizes.get(chart.svg);
    const half = chart.sentence === undefined && size !== undefined && size.width < HALF_WIDTH_BELOW;
    const block = chartHeight(chart, size, half);
    height += half && open !== undefined ? Math.max(0, block - open) : block;
    open = half && open === undefined ? block : undefined;
  }
  return height;
}

/** The contents list's estimated height: its line, and a line for each run (and each page). */
function contentsHeight(runs: number): number {
  return 250 + 25 * runs;
}

/** The runs of `entries` in groups of consecutive runs of one analysis. */
function analysisGroups(entries: readonly IndexEntry[]): IndexEntry[][] {
  const groups: IndexEntry[][] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.[0]?.analysis === entry.analysis) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/**
 * A game's runs split into pages, in order, each estimated (estimatedRunHeight) within `budget` px at
 * 1280 with the contents list: an analysis's runs stay on one page when they fit on a page of their own
 * (a new page starts before them when they do not fit on this one); an analysis too tall for any page
 * fills pages run by run. One page when everything fits. O(runs × charts).
 * @example gamePageParts([], new Map()) // []
 */
export function gamePageParts(entries: readonly IndexEntry[], sizes: ReadonlyMap<string, ChartSize>, budget: number = PAGE_BUDGET): IndexEntry[][] {
  const room = budget - contentsHeight(entries.length);
  const parts: IndexEntry[][] = [];
  let page: IndexEntry[] = [];
  let used = 0;
  const place = (entry: IndexEntry, height: number) => {
    if (used + height > room && page.length > 0) {
      parts.push(page);
      page = [];
      used = 0;
    }
    page.push(entry);
    used += height;
  };
  for (const group of analysisGroups(entries)) {
    const heights = group.map((entry) => estimatedRunHeight(entry, sizes));
    const total = heights.reduce((sum, height) => sum + height, 0);
    // A group that fits a page of its own is not cut: it starts a new page when this one lacks the room.
    if (total <= room && used + total > room && page.length > 0) {
      parts.push(page);
      page = [];
      used = 0;
    }
    group.forEach((entry, index) => place(entry, itemAt(heights, index)));
  }
  if (page.length > 0) parts.push(page);
  return parts;
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

/** One part's line in a split page's contents: its link (or "this page"), the analyses it holds, and its runs. */
function partContents(game: string, parts: readonly (readonly IndexEntry[])[], shown: number): string {
  return parts
    .map((part, index) => {
      const page = gamePartPath(game, index).slice(game.length + 1);
      const analyses = [...new Set(part.map((entry) => entry.analysis))].join(", ");
      const head = index === shown ? `Page ${index + 1} (this page)` : `<a href="${escapeHtml(page)}">Page ${index + 1}</a>`;
      return `<li>${head}: ${escapeHtml(analyses)}\n<ol>\n${runList(part, index === shown ? "" : page)}\n</ol></li>`;
    })
    .join("\n");
}

/** The contents' list of runs, each a link to its place on `page` ("" for the page showing it). */
function runList(entries: readonly IndexEntry[], page: string): string {
  return entries.map((entry) => `<li><a href="${escapeHtml(`${page}#${runAnchor(entry.game, entry.run)}`)}">${escapeHtml(entry.title)}</a> <span class="how">${entry.monteCarlo === null ? "exact" : "simulated"}</span></li>`).join("\n");
}

/**
 * The pages of one game's runs, in order, each with its path relative to the index (gamePartPath): the
 * links to the other pages, the game's title, a contents list of every run of the game (each a link to it;
 * split by page when there are several), then the page's runs, each in a `<details>`, open, that folds
 * with no script. Paths inside are relative to the game's folder. O(runs × charts).
 */
export function renderGamePages(section: IndexSection, options: GamePageOptions): { path: string; html: string }[] {
  const parts = options.parts ?? [section.entries];
  return parts.map((part, index) => {
    const list = parts.length === 1 ? runList(part, "") : partContents(section.game, parts, index);
    const where = parts.length === 1 ? "" : ` on ${parts.length} pages`;
    const body = `${pageLinks(options.links)}
<h1>${escapeHtml(section.title)}</h1>
<nav class="contents" id="contents" aria-label="Contents">
<p>${section.entries.length} runs${where}; each folds on its title, and ends with a link back here.</p>
<ol>
${list}
</ol>
</nav>
${part.map((entry) => runBlock(entry, options)).join("\n")}`;
    const title = parts.length === 1 ? section.title : `${section.title}, page ${index + 1} of ${parts.length}`;
    return { path: gamePartPath(section.game, index), html: reportPage(`${title} · oddsmith report`, "", body) };
  });
}

/** The page of one game's runs, all on one page (renderGamePages with a single part). O(runs × charts). */
export function renderGamePage(section: IndexSection, options: GamePageOptions): string {
  return itemAt(renderGamePages(section, { ...options, parts: [section.entries] }), 0).html;
}
