import { escapeHtml } from "./escape-html.js";

/** One chart of a report entry: its SVG and Vega-Lite spec, as paths relative to the index page. */
export interface IndexChart {
  readonly title: string;
  readonly svg: string;
  readonly spec: string;
  /** What the chart shows and what to take from it (two or three sentences). */
  readonly explanation?: string;
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
  readonly csv: string;
  readonly charts: readonly IndexChart[];
  /** Key figures, already formatted ("P(success) 58.3% (7/12)"). */
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

function runLine(entry: IndexEntry): string {
  const how = entry.monteCarlo === null ? "exact" : `simulated: ${entry.monteCarlo.trials.toLocaleString("en-US")} trials, seed ${entry.monteCarlo.seed}`;
  return `<p class="run"><code>${escapeHtml(entry.command)}</code><br>${how} · <a href="${escapeHtml(entry.csv)}">CSV</a> · parameters in <a href="run.json">run.json</a></p>`;
}

function chartBlock(entry: IndexEntry, chart: IndexChart): string {
  const explanation = chart.explanation ? `<p class="explanation">${escapeHtml(chart.explanation)}</p>` : "";
  const links = `<p class="links"><a href="${escapeHtml(chart.spec)}">Vega-Lite spec</a> · <a href="${escapeHtml(chart.svg)}">SVG</a> · <a href="${escapeHtml(entry.csv)}">CSV</a></p>`;
  return `<div class="chart"><figure><img class="chart-image" src="${escapeHtml(chart.svg)}" alt="${escapeHtml(chart.title)}"></figure><div class="about"><h4>${escapeHtml(chart.title)}</h4>${explanation}${links}</div></div>`;
}

/**
 * The report's index.html: a contents list, then per game every analysis run with how it was run (exact,
 * or trials and seed), its key figures, and each chart (the rendered SVG) beside its explanation and links
 * to its Vega-Lite spec, SVG and CSV; extra sections (the audit) follow the contents. A static page, no
 * scripts. O(entries × charts).
 */
export function renderIndexPage(sections: readonly IndexSection[], generatedBy: string, extras: readonly ExtraSection[] = []): string {
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
          return `<article id="${escapeHtml(`${entry.game}-${entry.run}`)}">\n<h3>${escapeHtml(entry.title)}</h3>\n${runLine(entry)}\n${figures}\n${charts}\n</article>`;
        })
        .join("\n");
      return `<section id="${escapeHtml(section.game)}">\n<h2>${escapeHtml(section.title)}</h2>\n${entries}\n</section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>oddsmith report</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 1200px; margin: 2em auto; padding: 0 1em; color: #222; line-height: 1.4; }
article { border-top: 1px solid #ddd; padding: 0.5em 0 1em; }
.chart { display: flex; flex-wrap: wrap; gap: 0 1.5em; align-items: flex-start; margin: 0.8em 0; }
figure { margin: 0; flex: 0 1 auto; max-width: 100%; }
figure img { max-width: 100%; }
.about { flex: 1 1 18em; max-width: 40em; }
.about h4 { margin: 0.3em 0; font-size: 1em; }
.links, .run { font-size: 0.9em; color: #555; }
code { background: #f4f4f4; padding: 0.1em 0.3em; }
.figures { font-size: 0.95em; }
${extras.map((extra) => extra.style ?? "").join("\n")}
</style>
</head>
<body>
<h1>oddsmith report</h1>
<p>Probabilities for the rules in RULES.md: exact fractions where a run says "exact", Monte Carlo estimates with 95% intervals where it says "simulated". Generated by <code>${escapeHtml(generatedBy)}</code>; every run's parameters, seed and trials are in <a href="run.json">run.json</a>.</p>
<ul>
${contents}
</ul>
${extras.map((extra) => extra.html).join("\n")}
${body}
</body>
</html>
`;
}
