import { RULES_PAGE } from "../framework/rules-citation.js";
import { escapeHtml } from "./escape-html.js";

/** One chart of a report entry: its SVG and Vega-Lite spec, as paths relative to the index page. */
export interface IndexChart {
  readonly title: string;
  readonly svg: string;
  readonly spec: string;
  /** What the chart shows and what to take from it (two or three sentences). */
  readonly explanation?: string;
  /** The sentence the page shows in the chart's place when it would show one value (pipeline's chartSentence). */
  readonly sentence?: string;
}

/** One analysis run in the report, as run.json records it: enough to find its files and reproduce it. */
export interface IndexEntry {
  readonly game: string;
  readonly analysis: string;
  /** The run's file stem under <game>/. */
  readonly run: string;
  readonly title: string;
  /** The analysis's parameters as given (before defaults are filled in). */
  readonly params: Readonly<Record<string, unknown>>;
  /** The trials and seed of a simulated run; null for an exact one. */
  readonly monteCarlo: { readonly trials: number; readonly seed: number } | null;
  /** The command that reproduces it. */
  readonly command: string;
  /** Its address in the workbench, "#/kingstone/check?bonus=3&dc=10" (pipeline's permalinkOf). */
  readonly permalink?: string;
  readonly csv: string;
  readonly charts: readonly IndexChart[];
  /** Key figures, named in words and formatted ("P(success): 58.3% (7/12)"). */
  readonly figures: readonly string[];
}

/** One game's section of the report. */
export interface IndexSection {
  readonly game: string;
  readonly title: string;
  readonly entries: readonly IndexEntry[];
}

/** One section of the page that is not a game's runs (the audit): its anchor, contents line, HTML and CSS. */
export interface ExtraSection {
  readonly id: string;
  readonly title: string;
  /** The section's HTML, `<section id=…>` included, already escaped. */
  readonly html: string;
  /** Rules for the page's stylesheet. */
  readonly style?: string;
}

function runLine(entry: IndexEntry, workbench: string | undefined): string {
  const how = entry.monteCarlo === null ? "exact" : `simulated: ${entry.monteCarlo.trials.toLocaleString("en-US")} trials, seed ${entry.monteCarlo.seed}`;
  const open = workbench !== undefined && entry.permalink !== undefined ? ` · <a class="workbench" href="${escapeHtml(workbench + entry.permalink)}">Open in the workbench</a>` : "";
  return `<p class="run"><code>${escapeHtml(entry.command)}</code><br>${how} · <a href="${escapeHtml(entry.csv)}">CSV</a> · parameters in <a href="run.json">run.json</a>${open}</p>`;
}

/** A chart (or the sentence that stands for it), with its explanation and links below it. */
function chartBlock(entry: IndexEntry, chart: IndexChart): string {
  const shown =
    chart.sentence === undefined
      ? `<figure><img class="chart-image" src="${escapeHtml(chart.svg)}" alt="${escapeHtml(chart.title)}"></figure>`
      : `<div class="sentence"><h4>${escapeHtml(chart.title)}</h4><p>${escapeHtml(chart.sentence)}</p></div>`;
  const explanation = chart.explanation ? `<p class="explanation">${escapeHtml(chart.explanation)}</p>` : "";
  const links = `<p class="links"><a href="${escapeHtml(chart.spec)}">Vega-Lite spec</a> · <a href="${escapeHtml(chart.svg)}">SVG</a> · <a href="${escapeHtml(entry.csv)}">CSV</a></p>`;
  return `<div class="chart">${shown}<div class="about">${explanation}${links}</div></div>`;
}

/** The page's stylesheet: charts at their own width (scaled down only on a narrow screen), each caption below its chart. */
const PAGE_STYLE = `body { font-family: system-ui, sans-serif; max-width: 1200px; margin: 2em auto; padding: 0 1em; color: #222; line-height: 1.4; overflow-wrap: break-word; }
article { border-top: 1px solid #ddd; padding: 0.5em 0 1em; }
.chart { margin: 1em 0 1.8em; }
.chart figure { margin: 0; }
.chart-image { display: block; max-width: 100%; height: auto; }
.about { max-width: 46em; }
.about .explanation { margin: 0.4em 0; }
.sentence { max-width: 44em; padding: 0.4em 1em; background: #f6f8fa; border-left: 4px solid #4c78a8; }
.sentence h4 { margin: 0.3em 0; font-size: 1em; }
.links, .run { font-size: 0.9em; color: #555; }
.links { margin: 0.3em 0; }
code { background: #f4f4f4; padding: 0.1em 0.3em; overflow-wrap: anywhere; }
.figures { font-size: 0.95em; }`;

/**
 * The report's index.html: a contents list, then per game every analysis run with how it was run (exact,
 * or trials and seed), a link to it in the workbench when `workbench` (the copy's page, e.g.
 * "workbench/index.html") is given, its key figures, and each chart (the rendered SVG, or the sentence that
 * stands for a chart of one value) with its explanation and links to its Vega-Lite spec, SVG and CSV below
 * it; extra sections (the audit) follow the contents. A static page, no scripts. O(entries × charts).
 */
export function renderIndexPage(sections: readonly IndexSection[], generatedBy: string, extras: readonly ExtraSection[] = [], workbench?: string): string {
  const contents = [
    ...extras.map((extra) => `<li><a href="#${escapeHtml(extra.id)}">${escapeHtml(extra.title)}</a></li>`),
    ...sections.map((section) => `<li><a href="#${escapeHtml(section.game)}">${escapeHtml(section.title)}</a> (${section.entries.length} runs)</li>`),
  ].join("\n");
  const body = sections
    .map((section) => {
      const entries = section.entries
        .map((entry) => {
          const figures = entry.figures.length ? `<ul class="figures">${entry.figures.map((f) => `<li>${escapeHtml(f)}</li>`).join("")}</ul>` : "";
          const charts = entry.charts.map((chart) => chartBlock(entry, chart)).join("\n");
          return `<article id="${escapeHtml(`${entry.game}-${entry.run}`)}">\n<h3>${escapeHtml(entry.title)}</h3>\n${runLine(entry, workbench)}\n${figures}\n${charts}\n</article>`;
        })
        .join("\n");
      return `<section id="${escapeHtml(section.game)}">\n<h2>${escapeHtml(section.title)}</h2>\n${entries}\n</section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>oddsmith report</title>
<style>
${PAGE_STYLE}
${extras.map((extra) => extra.style ?? "").join("\n")}
</style>
</head>
<body>
<h1>oddsmith report</h1>
<p>Probabilities for the rules stated in ${RULES_PAGE} of the oddsmith repository: exact fractions where a run says "exact", Monte Carlo estimates with 95% intervals where it says "simulated". Generated by <code>${escapeHtml(generatedBy)}</code>; every run's parameters, seed and trials are in <a href="run.json">run.json</a>.${workbench === undefined ? "" : ` Each run's "Open in the workbench" link opens it in <a href="${escapeHtml(workbench)}">the workbench</a>, a copy beside this page, where its parameters can be changed.`}</p>
<ul>
${contents}
</ul>
${extras.map((extra) => extra.html).join("\n")}
${body}
</body>
</html>
`;
}
