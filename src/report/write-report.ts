import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { explainChart, type AnalysisResult, type ReportRun } from "../framework/analysis.js";
import { gameIds } from "../analyses/catalog.js";
import { pluginPath, withPluginManifest } from "../framework/plugin-manifest.js";
import type { AnalysisEntry, PreparedRun } from "../framework/registered-analysis.js";
import { flagName } from "../framework/options.js";
import { analysesOf, auditClaims } from "../analyses/index.js";
import { AUDIT_STYLE, auditCsv, renderAuditSection } from "./audit-page.js";
import { renderIndexPage, reportLinks, type ExtraSection, type IndexEntry, type IndexSection } from "./index-page.js";
import type { AuditClaim } from "../framework/audit.js";
import { gamePageParts, renderGamePages, svgSize, type ChartSize } from "./game-page.js";
import { gamePagePath, gamePartPath, runAnchor } from "./page-frame.js";
import { copyWorkbench, createStaging, discardStaging, foreignFiles, keepFromPrevious, KEPT_README, listFiles, replaceWithStaging, WORKBENCH_ENTRY } from "./report-folder.js";
import { readManifest, type RunManifest } from "./run-manifest.js";
import { writeFileAtomic } from "./write-file.js";
import { answerBalanceChart, balanceChartKey, balanceChartsFor, writeBalanceCharts } from "./balance-charts.js";
import { chartSentence } from "../pipeline/chart-sentence.js";
import { reportRunSimulation, totalCostProblem } from "../pipeline/check-run.js";
import { computeRun } from "../pipeline/compute-run.js";
import { figureName } from "../pipeline/figure-names.js";
import { permalinkOf } from "../pipeline/permalink.js";
import { NODE_HOST } from "../sim/node-host.js";
import { SimulationStopped } from "../sim/simulate.js";
import { readFileOptions } from "./file-options.js";
import { chartPath, writeCharts, writeCsv } from "./chart-files.js";
import { messages } from "../framework/messages.js";
import { commandLine, summaryFigures } from "../pipeline/text-result.js";
import { computeHere, computeInWorkers, FROM_SOURCES, type ComputedRun, type ReportComputation } from "./report-runs.js";
import { citeRules } from "../framework/rules-citation.js";
import { fieldOf, itemAt } from "../core/checked-index.js";
import { PACKAGE_VERSION as version } from "./package-version.js";

/** Where the package's files (scenarios/) live, from src/cli or dist/cli alike: report runs name them relative to it. */
export const PACKAGE_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The built workbench (`npm run build` writes it with Vite), which a report copies beside its page. */
export const BUILT_WORKBENCH = join(PACKAGE_ROOT, "dist", "web");

/** The page of the report's workbench copy, relative to index.html; each run's link adds its address. */
const WORKBENCH_PAGE = `${WORKBENCH_ENTRY}/index.html`;


const GAME_TITLES: Readonly<Record<string, string>> = {
  kingstone: `Kingstone — 2d6 + bonus vs DC (${citeRules("1")})`,
  zilch: `zilch / agony — exploding d12 roll-under (${citeRules("2")})`,
  ultimo: `Ultimo — card challenges against the Dealer (${citeRules("3")})`,
  ash: `Kingdoms of Ash / Diesel Empires — suit-valued card checks (${citeRules("4")})`,
  dice: "dice — any dice expression, exactly (docs/dice.md)",
};

/** Which standard runs a report makes. */
export interface ReportOptions {
  /** The folder the report replaces (created when missing). */
  readonly out: string;
  /** Only this game's runs; the other games' sections of a previous report in `out` are kept. */
  readonly game?: string;
  /** The reduced report: the first standard run of each analysis. */
  readonly quick?: boolean;
  /** Called before each run with the runs done, the runs planned and the run's name ("ultimo/curve-hand7-limit4"). */
  readonly onProgress?: (done: number, planned: number, name: string) => void;
  /** Aborting stops the report between runs (or inside a simulation); the previous report stays as it was. */
  readonly signal?: AbortSignal;
  /** The built workbench to copy into `out`/workbench/ (BUILT_WORKBENCH unless a test gives its own). */
  readonly workbench?: string;
  /** Plugin files (paths) whose analyses are in the registry: their runs are sections too, and the workbench copy loads them. */
  readonly plugins?: readonly string[];
  /**
   * Threads computing the runs: 1 (the default) computes them in this thread; more spread them over a pool
   * of worker threads (report-runs.ts) while this thread writes. The report's bytes are the same either way.
   */
  readonly threads?: number;
  /**
   * Runs a synchronous exact solve in this thread; the CLI passes one that Ctrl-C interrupts where it stands
   * (src/cli/signals.ts), which then throws SimulationStopped. A plain call by default.
   */
  readonly solve?: <T>(compute: () => T) => T;
}

/** What a report prints: its lines (stdout) and its notes (stderr), e.g. that it has no workbench copy. */
export interface ReportOutput {
  readonly lines: string[];
  readonly notes: string[];
}

/**
 * The report was refused before it replaced anything: its runs cost more together than one run may, or a
 * file was put into `out` while it ran. `problems` are the messages the CLI prints (exit 2).
 */
export class ReportRefused extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ReportRefused";
  }
}

/** The report was stopped before it finished; nothing was replaced. */
export class ReportStopped extends Error {
  constructor() {
    super("the report was stopped before it finished; the previous report is unchanged");
    this.name = "ReportStopped";
  }
}

/** One planned run of the report. */
interface PlannedRun {
  readonly analysis: AnalysisEntry;
  readonly run: ReportRun;
}

/**
 * The standard runs a report makes, in display order: every analysis's `reportRuns`, only `game`'s when
 * given, and only the first of each analysis for `quick`.
 * @example plannedRuns({ game: "kingstone", quick: true }).length // 8
 */
export function plannedRuns(options: Pick<ReportOptions, "game" | "quick">): PlannedRun[] {
  // Without --game: the built-in games, then each plugin's (whose analyses declare reportRuns).
  const games = options.game === undefined ? gameIds() : [options.game];
  return games.flatMap((game) => analysesOf(game).flatMap((analysis) => (options.quick ? analysis.reportRuns.slice(0, 1) : analysis.reportRuns).map((run) => ({ analysis, run }))));
}

/** A report run's result: exact, or simulated with the run's seed and trials (a simulation-only analysis always is). */
async function reportResult(checkedRun: CheckedReportRun, options: Pick<ReportOptions, "signal" | "solve">): Promise<AnalysisResult> {
  const { prepared, simulation } = checkedRun;
  const checked = { prepared, ...(simulation === undefined ? {} : { monteCarlo: { ...simulation, threads: undefined, precision: undefined } }) };
  const signal = options.signal;
  const compute = () => computeRun(checked, { host: NODE_HOST, ...(signal ? { signal } : {}) });
  // An exact solve holds the thread: the CLI's solve() lets Ctrl-C stop it where it stands.
  return (await (options.solve === undefined ? compute() : options.solve(compute))).result;
}

/** The key figures as the page shows them, named in words: "P(success): 58.3% (7/12)". */
function figuresOf(result: AnalysisResult): string[] {
  return summaryFigures(result).map(({ name, shown, exact, interval }) => {
    const words = figureName(name);
    return interval ? `${words}: ${shown} (95% interval ${interval})` : exact ? `${words}: ${shown} (${exact})` : `${words}: ${shown}`;
  });
}

/** A run checked before anything is computed: its parameters with the file options read, prepared, and its simulation. */
interface CheckedReportRun {
  readonly raw: Readonly<Record<string, unknown>>;
  readonly prepared: PreparedRun;
  readonly simulation: { readonly trials: number; readonly seed: number } | undefined;
}

/** Reads a run's file options and validates its parameters. @throws {Error} when the registry's own run is refused */
function checkRun({ analysis, run }: PlannedRun): CheckedReportRun {
  const files = readFileOptions(analysis, run.params, PACKAGE_ROOT);
  if (files.problems.length > 0) throw new Error(`report run ${analysis.game}/${run.name}: ${files.problems.join("; ")}`);
  const validated = analysis.prepare(files.raw);
  if (!validated.ok) throw new Error(`report run ${analysis.game}/${run.name} has bad parameters: ${validated.errors.join("; ")}`);
  return { raw: files.raw, prepared: validated.value, simulation: reportRunSimulation(analysis, run) };
}

/**
 * Where the runs and the GM's charts (`charts`, keys) are computed: this thread for one thread, else a
 * pool of `threads` workers, which draw the charts too.
 */
async function computationOf(runs: readonly PlannedRun[], checked: readonly CheckedReportRun[], charts: readonly string[], options: ReportOptions): Promise<ReportComputation> {
  // From the sources (tests, tsx) a worker could not load the modules: the runs are computed here, to the same bytes.
  const threads = FROM_SOURCES ? 1 : (options.threads ?? 1);
  if (threads <= 1) {
    const answerCharts = async () => {
      const answered = [];
      for (const key of charts) answered.push(await answerBalanceChart(key, false));
      return answered;
    };
    return computeHere((index) => reportResult(itemAt(checked, index), options), () => auditClaims(), answerCharts);
  }
  const tasks = runs.map(({ analysis, run }, index) => ({
    game: analysis.game,
    analysis: analysis.name,
    raw: itemAt(checked, index).raw,
    // A plugin's analysis: the worker imports the plugin and checks it, as the CLI did.
    ...(analysis.source === undefined ? {} : { plugin: analysis.source }),
    ...(itemAt(checked, index).simulation === undefined ? {} : { simulation: itemAt(checked, index).simulation }),
    // The worker draws the run's SVG charts too, named as writeRun writes them.
    svg: `${analysis.game}/${run.name}.svg`,
  }));
  return computeInWorkers(tasks, charts, threads, options.signal);
}

/** Writes one standard run's CSV, specs and SVGs under `folder`; returns its run.json entry and chart warnings. */
async function writeRun(folder: string, { analysis, run }: PlannedRun, checked: CheckedReportRun, { result, drawn }: ComputedRun): Promise<{ entry: IndexEntry; files: number; warnings: string[] }> {
  const game = analysis.game;
  const stem = join(folder, game, run.name);
  await writeCsv(`${stem}.csv`, result);
  const specs = await writeCharts(`${stem}.vl.json`, result);
  const svgs = await writeCharts(`${stem}.svg`, result, drawn);
  const flags = Object.entries(run.params).map(([field, value]) => [flagName(field, fieldOf(analysis.options, field)), value] as const);
  // A simulated run is reproduced only with its trials and seed.
  if (run.monteCarlo) flags.push(["--mc", run.monteCarlo.trials], ["--seed", run.monteCarlo.seed]);
  const simulation = checked.simulation;
  const entry: IndexEntry = {
    game,
    analysis: analysis.name,
    run: run.name,
    title: run.title,
    params: run.params,
    monteCarlo: simulation ?? null,
    command: commandLine(game, analysis.name, flags),
    permalink: permalinkOf(analysis, checked.raw, simulation),
    csv: `${game}/${run.name}.csv`,
    charts: result.charts.map((chart) => {
      const explanation = explainChart(run, chart, result);
      const sentence = chartSentence(chart);
      return {
        title: chart.title,
        svg: `${game}/${chartPath(`${run.name}.svg`, chart)}`,
        spec: `${game}/${chartPath(`${run.name}.vl.json`, chart)}`,
        ...(explanation === undefined ? {} : { explanation }),
        ...(sentence === undefined ? {} : { sentence }),
      };
    }),
    figures: figuresOf(result),
  };
  return { entry, files: 1 + specs.paths.length + svgs.paths.length, warnings: [...specs.warnings, ...svgs.warnings].map((warning) => `chart warning in ${game}/${run.name}: ${warning}`) };
}

/** A plugin game's section title, naming the plugin files of its analyses. */
function pluginTitle(game: string): string {
  const files = [...new Set(analysesOf(game).flatMap((analysis) => (analysis.source === undefined ? [] : [basename(new URL(analysis.source).pathname)])))];
  return `${game} — from the plugin ${files.join(", ")} (docs/extending.md)`;
}

/** The index page's sections, one per game with entries, in the games' display order. */
function sectionsOf(entries: readonly IndexEntry[]): IndexSection[] {
  return gameIds().map((game) => ({ game, title: GAME_TITLES[game] ?? pluginTitle(game), entries: entries.filter((entry) => entry.game === game) })).filter((section) => section.entries.length > 0);
}

/** The drawn size of every chart image the pages show, read from its SVG in `folder` (kept games' too). O(charts' sizes). */
async function chartSizes(folder: string, entries: readonly IndexEntry[]): Promise<Map<string, ChartSize>> {
  const sizes = new Map<string, ChartSize>();
  for (const chart of entries.flatMap((entry) => entry.charts.filter((c) => c.sentence === undefined))) {
    const size = svgSize(await readFile(join(folder, chart.svg), "utf8").catch(() => ""));
    if (size !== undefined) sizes.set(chart.svg, size);
  }
  return sizes;
}

/** Where the index links each run: the page of its game's that shows it, by the run's anchor. */
function runPlaces(parts: ReadonlyMap<string, IndexEntry[][]>): Map<string, string> {
  return new Map([...parts].flatMap(([game, pages]) => pages.flatMap((page, index) => page.map((entry) => [runAnchor(entry.game, entry.run), gamePartPath(game, index)] as const))));
}

/**
 * Writes each game's pages, `<game>/index.html` (and `page-2.html`… when its runs are split, gamePageParts,
 * from the charts' sizes in `folder`), into `folder`; returns each game's pages of runs. O(runs × charts).
 */
async function writeGamePages(folder: string, sections: readonly IndexSection[], workbench: string | undefined): Promise<Map<string, IndexEntry[][]>> {
  const sizes = await chartSizes(folder, sections.flatMap((section) => section.entries));
  const parts = new Map(sections.map((section) => [section.game, gamePageParts(section.entries, sizes)]));
  for (const section of sections) {
    const pages = renderGamePages(section, { links: reportLinks(sections, section.game), sizes, parts: parts.get(section.game) ?? [section.entries], ...(workbench === undefined ? {} : { workbench }) });
    for (const page of pages) await writeFileAtomic(join(folder, page.path), page.html);
  }
  return parts;
}

/**
 * Puts plugin files into a workbench copy (`folder`) and their manifest into its index.html, so the
 * report's links to a plugin's runs open in it (src/framework/plugin-manifest.ts). O(plugins' sizes).
 */
async function copyPlugins(folder: string, plugins: readonly string[]): Promise<void> {
  for (const [index, file] of plugins.entries()) {
    const target = join(folder, decodeURIComponent(pluginPath(index, file)));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file, target);
  }
  const page = join(folder, "index.html");
  const manifest = { plugins: plugins.map((file, index) => ({ url: pluginPath(index, file), label: basename(file) })) };
  await writeFileAtomic(page, withPluginManifest(await readFile(page, "utf8"), manifest));
}

/**
 * With `--game`, the other games of the previous report in `out`: their run.json entries, their folders
 * copied into the staging folder, and their names. A game whose folder was deleted by hand is dropped.
 */
async function keptGames(options: ReportOptions, staging: string, previous: RunManifest | undefined): Promise<{ entries: IndexEntry[]; games: string[] }> {
  const entries: IndexEntry[] = [];
  const games: string[] = [];
  if (options.game === undefined) return { entries, games };
  for (const game of gameIds().filter((g) => g !== options.game)) {
    const theirs = previous?.entries.filter((entry) => entry.game === game) ?? [];
    // A section is kept only with its files: a game folder deleted by hand is dropped, not linked.
    if (theirs.length === 0 || !(await keepFromPrevious(options.out, staging, game))) continue;
    entries.push(...theirs);
    games.push(game);
  }
  return { entries, games };
}

/**
 * Writes the index's extra sections' files: the audit (docs/rules.md 6; cheap and whole-book, so every
 * report carries all of it) as audit.csv, and the GM's charts when asked; returns the claims, the sections,
 * the chart files written and their warnings.
 */
async function writeExtras(staging: string, computation: ReportComputation, withCharts: boolean): Promise<{ claims: AuditClaim[]; extras: ExtraSection[]; files: number; warnings: string[] }> {
  const claims = await computation.claims();
  await writeFileAtomic(join(staging, "audit.csv"), auditCsv(claims));
  const audit = { id: "audit", title: `The rulebooks' own claims (${claims.length}, ${citeRules("6")})`, html: renderAuditSection(claims, "audit.csv"), style: AUDIT_STYLE };
  const written = withCharts ? await writeBalanceCharts(staging, await computation.balanceCharts()) : undefined;
  return { claims, extras: written === undefined ? [audit] : [audit, written.section], files: written?.files ?? 0, warnings: written?.warnings ?? [] };
}

/**
 * The main job: the standard runs of every analysis in the registry (or one game's, or the quick set),
 * written as <game>/<run>.csv, <game>/<run>[-chart].vl.json and .svg, plus run.json (what produced each
 * file: parameters, seed and trials), audit.csv (the rulebooks' claims, docs/rules.md 6), a copy of the
 * built workbench in workbench/ (each run links to itself there) and index.html. The whole report is built
 * in a staging folder beside `out` and swapped in at the end, so a stopped or failed run leaves the
 * previous report intact. With `game`, the other games' sections of the previous report are carried over.
 * Returns the lines to print, and a note when there is no built workbench to copy.
 * @throws {ReportRefused} when its runs cost too much together or `out` gained a file meanwhile; {ReportStopped}
 * when the signal aborts it (the previous report stays as it was); {Error} when a run fails
 */
export async function writeReport(options: ReportOptions): Promise<ReportOutput> {
  // A library caller's game is checked here, as the CLI checks --game, before anything is written.
  if (options.game !== undefined && !gameIds().includes(options.game)) throw new ReportRefused([messages.notAllowed("game", `one of ${gameIds().join(", ")}`, options.game)]);
  const runs = plannedRuns(options);
  const checked = runs.map(checkRun);
  // A plugin's report runs count too: the runs together stay within one run's bound (issue 24 §8).
  const tooCostly = totalCostProblem(checked.map(({ prepared, simulation }) => ({ prepared, monteCarlo: simulation })), "report", "--game G for one game's runs");
  if (tooCostly !== undefined) throw new ReportRefused([tooCostly]);
  const staging = await createStaging(options.out);
  const lines: string[] = [];
  const notes: string[] = [];
  let computation: ReportComputation | undefined;
  try {
    // The games a previous report in `out` keeps are known first: the GM's charts cover them too.
    const previous = await readManifest(options.out);
    const kept = await keptGames(options, staging, previous);
    const games = [...(options.game === undefined ? gameIds() : [options.game]), ...kept.games];
    // The GM's charts (issue 26 §4), one per rulebook game reported; the quick report leaves them out.
    const charts = options.quick ? [] : balanceChartsFor(games).map(balanceChartKey);
    computation = await computationOf(runs, checked, charts, options);
    const entries: IndexEntry[] = [];
    let fileCount = 0;
    for (const [index, planned] of runs.entries()) {
      if (options.signal?.aborted) throw new ReportStopped();
      options.onProgress?.(index, runs.length, `${planned.analysis.game}/${planned.run.name}`);
      const written = await writeRun(staging, planned, itemAt(checked, index), await computation.result(index));
      entries.push(written.entry);
      fileCount += written.files;
      lines.push(...written.warnings);
    }
    options.onProgress?.(runs.length, runs.length, "index.html");
    // A report folder may hold a README of its own (the repository's reports/README.md): it stays.
    await keepFromPrevious(options.out, staging, KEPT_README);
    const source = options.workbench ?? BUILT_WORKBENCH;
    const workbench = (await copyWorkbench(source, staging)) ? WORKBENCH_PAGE : undefined;
    const plugins = options.plugins ?? [];
    if (workbench !== undefined && plugins.length > 0) await copyPlugins(join(staging, WORKBENCH_ENTRY), plugins);
    if (workbench === undefined) notes.push(`note: no built workbench in ${source} (npm run build makes it): the report has no ${WORKBENCH_ENTRY}/ copy and no links to it`);
    else lines.unshift(`workbench: a copy in ${join(options.out, WORKBENCH_ENTRY)}/, linked from every run`);
    const all = [...entries, ...kept.entries];
    const { claims, extras, files, warnings } = await writeExtras(staging, computation, charts.length > 0);
    fileCount += files;
    lines.push(...warnings);
    // Every game's page is written anew (a kept game's too, so all pages link alike); the count is this run's.
    const pages = await writeGamePages(staging, sectionsOf(all), workbench);
    fileCount += sectionsOf(entries).reduce((sum, section) => sum + (pages.get(section.game)?.length ?? 1), 0);
    await writeFileAtomic(join(staging, "index.html"), renderIndexPage(sectionsOf(all), "npx oddsmith report", extras, workbench, runPlaces(pages)));
    // run.json comes last, listing every file of the report (itself included): the next report replaces
    // those and refuses a folder that holds anything else.
    const manifest: RunManifest = {
      generator: "oddsmith report",
      version,
      node: process.version,
      games: gameIds().filter((game) => games.includes(game)),
      quick: (options.quick ?? false) || (kept.entries.length > 0 && previous?.quick === true),
      workbench: workbench ?? null,
      entries: all,
      files: [...(await listFiles(staging)).filter((file) => file !== KEPT_README), "run.json"].sort(),
    };
    await writeFileAtomic(join(staging, "run.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    if (options.signal?.aborted) throw new ReportStopped();
    // A file put into the folder while the report ran is not lost either.
    const foreign = await foreignFiles(options.out);
    if (foreign.length > 0) throw new ReportRefused([messages.notReportFolder("--out", options.out, foreign)]);
    await replaceWithStaging(staging, options.out);
    for (const section of sectionsOf(entries)) lines.push(`${section.game}: ${section.entries.length} runs → ${join(options.out, gamePagePath(section.game))}`);
    if (kept.entries.length > 0) lines.push(`kept from the previous report: ${kept.games.join(", ")}`);
    lines.push(`audit: ${claims.length} claims → ${join(options.out, "audit.csv")}`);
    lines.push(`wrote ${fileCount + 3} files; open ${join(options.out, "index.html")}`);
    return { lines, notes };
  } catch (error) {
    await discardStaging(staging);
    throw error instanceof SimulationStopped || options.signal?.aborted ? new ReportStopped() : error;
  } finally {
    await computation?.close();
  }
}
