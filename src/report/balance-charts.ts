/**
 * The GM's charts in the report (issue 26 §4): for each rulebook game, the setting per tier that a GM
 * reads at the table (Kingstone's DC per bonus, zilch's modifier per Suit value, Ultimo's difficulty per
 * hand and card limit, Ash's Opposing count per Trait), each cell with the exact chance it gives. Each is
 * a balance question answered by src/balance on the analysis's exact figures, written as
 * <game>/balance-<name>.csv and .svg (atomically, as every file of the report) and shown in one section
 * of the index page.
 */
import { join } from "node:path";
import { findAnalysis } from "../analyses/index.js";
import { balance, type BalanceQuestion, type Tiers } from "../balance/balance.js";
import { balanceChart, balanceChartLayout } from "../balance/balance-chart.js";
import { balanceRows } from "../balance/balance-rows.js";
import { balanceTable } from "../balance/balance-table.js";
import { exactSolver } from "../balance/exact-solver.js";
import type { ChartRequest, Row, TextTable } from "../framework/analysis.js";
import { spanValues } from "../framework/grid.js";
import { chartContent, chartPath, writeCharts, writeCsv, type ChartContent } from "./chart-files.js";
import { escapeHtml } from "./escape-html.js";
import type { ExtraSection } from "./index-page.js";

/** One game's chart: the analysis it reads, its fixed options, and the balance question (a tier per column, a situation per row). */
export interface ReportBalanceChart {
  readonly game: string;
  readonly analysis: string;
  /** The file stem under the game's folder: `balance-<name>`. */
  readonly name: string;
  readonly title: string;
  readonly fixed: Readonly<Record<string, unknown>>;
  readonly question: BalanceQuestion;
}

/** A tiered question of one chosen option along the situations (per: each), as balance/*.yaml ask it. */
function tiered(choose: BalanceQuestion["choose"], across: BalanceQuestion["across"], tiers: Tiers, rowField?: string): BalanceQuestion {
  return { choose, across, per: "each", targets: [], tiers, prefer: { kind: "middle" }, ...(rowField === undefined ? {} : { rowField }) };
}

/** The report's charts, one per rulebook game in the games' order: the questions of balance/*.yaml (Ultimo's on three hand sizes, limit 4). */
export const REPORT_BALANCE_CHARTS: readonly ReportBalanceChart[] = [
  {
    game: "kingstone",
    analysis: "check",
    name: "dc-chart",
    title: "The GM's DC chart: the hardest DC that still gives each tier's chance, per bonus (2d6, paired ladder)",
    fixed: { ladder: "paired" },
    question: tiered([["dc", spanValues({ from: 2, to: 30 })]], [["bonus", spanValues({ from: 0, to: 10 })]], {
      figure: { name: "pSuccess" },
      rule: "at-least",
      chances: [["easy", 0.75], ["moderate", 0.5], ["hard", 0.25], ["heroic", 0.1]],
    }),
  },
  {
    game: "zilch",
    analysis: "test",
    name: "modifier-chart",
    title: "The GM's modifier chart: the modifier closest to each task difficulty's chance, per Suit value",
    fixed: {},
    question: tiered([["modifier", spanValues({ from: -5, to: 5 })]], [["suit", spanValues({ from: 2, to: 14 })]], {
      figure: { name: "pSuccess" },
      rule: "closest",
      chances: [["trivial", 0.9], ["easy", 0.7], ["standard", 0.5], ["hard", 0.3], ["very hard", 0.1]],
    }),
  },
  {
    game: "ultimo",
    analysis: "curve",
    name: "difficulty-chart",
    title: "The Dealer's difficulty chart: the hardest difficulty that still gives each tier's chance, per hand size (card limit 4, optimal play)",
    fixed: { maxDifficulty: 12 },
    question: tiered(
      [["difficulty", spanValues({ from: 0, to: 12 })]],
      [["handSize", [5, 6, 7]], ["limit", [4]]],
      { figure: { name: "pSuccessOrBetter" }, rule: "at-least", chances: [["trivial", 0.9], ["easy", 0.7], ["standard", 0.5], ["hard", 0.3], ["heroic", 0.1]] },
      "difficulty",
    ),
  },
  {
    game: "ash",
    analysis: "check",
    name: "opposing-chart",
    title: "The threat ladder: the Opposing count closest to each threat's chance, per Trait (clubs)",
    fixed: { suit: "clubs" },
    question: tiered([["opposing", spanValues({ from: 0, to: 8 })]], [["trait", spanValues({ from: 1, to: 4 })]], {
      figure: { name: "pSucceeds" },
      rule: "closest",
      chances: [["routine", 0.7], ["dangerous", 0.5], ["deadly", 0.3]],
    }),
  },
];

/**
 * One chart's answer, made wherever the report computes (this thread or a report worker): its key
 * (`<game>/<name>`), its table, its CSV rows and its line chart, drawn as SVG when a worker answered it.
 * Plain data, so it crosses threads as a structured clone.
 */
export interface AnsweredBalanceChart {
  readonly key: string;
  readonly table: TextTable;
  readonly rows: Row[];
  readonly request: ChartRequest;
  readonly drawn?: readonly ChartContent[];
}

/** One chart written: its game, title, table and the files' paths relative to the report. */
interface WrittenChart {
  readonly chart: ReportBalanceChart;
  readonly table: TextTable;
  readonly csv: string;
  readonly svg: string;
}

/** The section's style: the charts' tables compact (scrolling sideways on a phone), and on paper each chart kept on its page. */
const BALANCE_STYLE = `table.balance-chart { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 0.9em; }
table.balance-chart th, table.balance-chart td { border: 1px solid #ccc; padding: 0.2em 0.5em; text-align: right; font-variant-numeric: tabular-nums; }
table.balance-chart th:first-child, table.balance-chart td:first-child { text-align: left; }
.balance-scroll { overflow-x: auto; }
@media print { .balance-game { break-inside: avoid; } }`;

/** The index page's section of the charts: a table per game (cells "setting: chance"), its line chart, and links. O(cells). */
function balanceSection(written: readonly WrittenChart[]): ExtraSection {
  const games = written.map(({ chart, table, csv, svg }) => {
    const head = table.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join("");
    const body = table.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("\n");
    return (
      `<div class="balance-game" id="balance-${escapeHtml(chart.game)}">\n<h3>${escapeHtml(chart.title)}</h3>\n<p class="run">${escapeHtml(table.title ?? "")} (<code>oddsmith balance</code>, docs/balance.md)</p>\n` +
      // A chart wider than a phone scrolls in its own box, not the page.
      `<div class="balance-scroll"><table class="balance-chart">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>\n` +
      `<div class="chart"><figure><img class="chart-image" src="${escapeHtml(svg)}" alt="${escapeHtml(chart.title)}"></figure><div class="about"><p class="links"><a href="${escapeHtml(svg)}">SVG</a> · <a href="${escapeHtml(csv)}">CSV</a></p></div></div>\n</div>`
    );
  });
  const title = "The GM's charts: the setting per tier (issue 26 §4, oddsmith balance)";
  const intro = "<p>Each cell is the setting a tier asks for and the exact chance it gives (the CSV holds the fractions), found by <code>oddsmith balance</code> on the analysis's exact figures.</p>";
  return { id: "balance", title, html: `<section id="balance">\n<h2>${escapeHtml(title)}</h2>\n${intro}\n${games.join("\n")}\n</section>`, style: BALANCE_STYLE };
}

/** A chart's key, `<game>/<name>`, as report tasks name it. */
export function balanceChartKey(chart: Pick<ReportBalanceChart, "game" | "name">): string {
  return `${chart.game}/${chart.name}`;
}

/** The report's charts for `games`, in REPORT_BALANCE_CHARTS's order (one per rulebook game reported). O(charts). */
export function balanceChartsFor(games: readonly string[]): ReportBalanceChart[] {
  return REPORT_BALANCE_CHARTS.filter((chart) => games.includes(chart.game));
}

/** The file stem of a chart under the report's folder: `<game>/balance-<name>`. */
function stemOf(chart: ReportBalanceChart): string {
  return `${chart.game}/balance-${chart.name}`;
}

/**
 * Answers the chart named `key` (`<game>/<name>`): its balance search on the analysis's exact figures, its
 * table, rows and line chart; `draw` also draws the chart as SVG (a report worker does, so the drawing runs
 * in the pool). Cost: the search's exact solves (Ultimo: one curve per hand size, shared with the report's
 * curve runs of the same hand and limit through solveCurve's memo when they run in the same thread).
 * @throws {Error} when no report chart has that key, its analysis is not registered or its question is refused (the registry's own).
 */
export async function answerBalanceChart(key: string, draw: boolean): Promise<AnsweredBalanceChart> {
  const chart = REPORT_BALANCE_CHARTS.find((each) => balanceChartKey(each) === key);
  if (chart === undefined) throw new Error(`no report balance chart ${key}`);
  const entry = findAnalysis(chart.game, chart.analysis);
  if (entry === undefined) throw new Error(`the report's balance chart ${key}: ${chart.game} ${chart.analysis} is not registered`);
  const run = balance(chart.question, exactSolver(entry, chart.fixed));
  const what = `${chart.game} ${chart.analysis}`;
  // Every figure the charts' tiers read is a chance (a p… figure), shown as a percentage.
  const table = balanceTable(chart.question, run, what, () => true);
  const layout = balanceChartLayout(chart.question, {});
  if ("problem" in layout) throw new Error(`the report's balance chart ${key}: ${layout.problem}`);
  const request = balanceChart(chart.question, run, layout, `${what}: ${chart.name}`);
  const answered = { key, table, rows: balanceRows(chart.question, run), request };
  return draw ? { ...answered, drawn: [await chartContent(chartPath(`${stemOf(chart)}.svg`, request), request)] } : answered;
}

/**
 * Writes each answered chart's CSV (a row per cell, with its fraction) and line chart SVG (as drawn, or
 * drawn here) under `folder`/<game>/, atomically, in REPORT_BALANCE_CHARTS's order, and returns the index
 * page's section and the files written. O(cells) plus the drawing of charts not drawn yet.
 * @throws {Error} when an answer's key names no report chart
 */
export async function writeBalanceCharts(folder: string, answers: readonly AnsweredBalanceChart[]): Promise<{ section: ExtraSection; files: number; warnings: string[] }> {
  const written: WrittenChart[] = [];
  const warnings: string[] = [];
  for (const answer of answers) {
    const chart = REPORT_BALANCE_CHARTS.find((each) => balanceChartKey(each) === answer.key);
    if (chart === undefined) throw new Error(`no report balance chart ${answer.key}`);
    const stem = stemOf(chart);
    await writeCsv(join(folder, `${stem}.csv`), { rows: answer.rows });
    const charts = await writeCharts(join(folder, `${stem}.svg`), { charts: [answer.request] }, answer.drawn);
    warnings.push(...charts.warnings.map((warning) => `chart warning in ${stem}: ${warning}`));
    written.push({ chart, table: answer.table, csv: `${stem}.csv`, svg: `${stem}.svg` });
  }
  return { section: balanceSection(written), files: written.length * 2, warnings };
}
