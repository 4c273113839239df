/**
 * What every page of the report shares: the document around a body, one stylesheet (a readable column,
 * charts as wide as it, runs that fold), and the line of links between the index and the games' pages.
 * Static HTML: no script, nothing fetched from elsewhere.
 */
import { escapeHtml } from "./escape-html.js";

/**
 * The report's stylesheet. The column is 880 px at most (a chart drawn 573–817 px wide fills it at up to
 * 1.5×); a chart drawn narrower than 440 px takes half the column, two side by side; on a phone every chart
 * is the screen's width.
 */
export const REPORT_STYLE = `body { font-family: system-ui, sans-serif; max-width: 880px; margin: 1.5em auto 3em; padding: 0 1em; color: #222; line-height: 1.45; overflow-wrap: break-word; }
h1 { font-size: 1.8em; line-height: 1.2; }
nav.games { font-size: 0.95em; margin: 0 0 1em; }
nav.games a[aria-current] { font-weight: bold; color: inherit; text-decoration: none; }
.contents ol { padding-left: 1.4em; }
.contents > ol > li { margin: 0.3em 0; }
.contents ol ol { font-size: 0.92em; margin: 0.2em 0 0.6em; }
.contents .how, summary .how { color: #555; font-size: 0.85em; }
details.run { border-top: 1px solid #ddd; padding: 0.4em 0 0.6em; }
details.run > summary { cursor: pointer; padding: 0.3em 0; }
details.run > summary h2 { display: inline; font-size: 1.2em; margin: 0; }
details.run > summary .how { margin-left: 0.5em; }
.charts { display: flex; flex-wrap: wrap; gap: 0 24px; }
.chart { flex: 1 1 100%; min-width: 0; margin: 1em 0 1.6em; }
.chart.half { flex: 0 1 calc(50% - 12px); }
.chart figure { margin: 0; }
.chart-image { display: block; width: 100%; height: auto; }
.about .explanation { margin: 0.4em 0; }
.sentence { padding: 0.4em 1em; background: #f6f8fa; border-left: 4px solid #4c78a8; }
.sentence h3 { margin: 0.3em 0; font-size: 1em; }
.links, .run-line, .top { font-size: 0.9em; color: #555; }
.links { margin: 0.3em 0; }
.top { text-align: right; margin: 0; }
code { background: #f4f4f4; padding: 0.1em 0.3em; overflow-wrap: anywhere; }
.figures { font-size: 0.95em; }
@media (max-width: 600px) { .chart.half { flex: 1 1 100%; } }`;

/** One link of the line that joins the report's pages: its text and its address from the page showing it. */
export interface PageLink {
  readonly text: string;
  readonly href: string;
  /** This page's own link: shown, marked as the current page. */
  readonly current?: boolean;
}

/**
 * The line of links at the top of every page: the index, then each game's page, the current one marked
 * (aria-current). O(links).
 * @example pageLinks([{ text: "Index", href: "../index.html" }, { text: "Kingstone", href: "index.html", current: true }]) // '<nav class="games" aria-label="Report pages"><a href="../index.html">Index</a> · <a href="index.html" aria-current="page">Kingstone</a></nav>'
 */
export function pageLinks(links: readonly PageLink[]): string {
  const shown = links.map((link) => `<a href="${escapeHtml(link.href)}"${link.current === true ? ' aria-current="page"' : ""}>${escapeHtml(link.text)}</a>`);
  return `<nav class="games" aria-label="Report pages">${shown.join(" · ")}</nav>`;
}

/**
 * A whole page of the report: the doctype, its title (escaped), the stylesheet with `style` added, and
 * `body` (HTML already escaped). O(body).
 * @example reportPage("Kingstone", "", "<h1>Kingstone</h1>").startsWith("<!doctype html>\n") // true
 */
export function reportPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${REPORT_STYLE}${style === "" ? "" : `\n${style}`}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * A game's page in the report, relative to the index: in the game's own folder, beside its runs' files
 * (whose names never end in .html, so it cannot meet one). O(1).
 * @example gamePagePath("kingstone") // "kingstone/index.html"
 */
export function gamePagePath(game: string): string {
  return `${game}/index.html`;
}

/**
 * The path, relative to the index, of page `part` (from 0) of a game's page split in several
 * (game-page.ts's gamePageParts): the first is gamePagePath's, the next ones `page-2.html`, `page-3.html`…
 * beside it (run files never end in .html). O(1).
 * @example gamePartPath("ultimo", 1) // "ultimo/page-2.html"
 */
export function gamePartPath(game: string, part: number): string {
  return part === 0 ? gamePagePath(game) : `${game}/page-${part + 1}.html`;
}

/**
 * The anchor of a run on its game's page: the game and the run's file stem, unique in the whole report. O(1).
 * @example runAnchor("kingstone", "check-bonus3-dc10") // "kingstone-check-bonus3-dc10"
 */
export function runAnchor(game: string, run: string): string {
  return `${game}-${run}`;
}
