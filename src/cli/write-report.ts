import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GAMES, explainChart, type AnalysisResult, type GameId, type ReportRun } from "../core/analysis.js";
import type { AnalysisEntry, PreparedRun } from "../core/registered-analysis.js";
import { flagName } from "../core/options.js";
import { analysesOf, auditClaims } from "../analyses/index.js";
import { AUDIT_STYLE, auditCsv, renderAuditSection } from "../report/audit-page.js";
import { renderIndexPage, type IndexEntry, type IndexSection } from "../report/index-page.js";
import { createStaging, discardStaging, keepFromPrevious, replaceWithStaging } from "../report/report-folder.js";
import { readManifest, type RunManifest } from "../report/run-manifest.js";
import { writeFileAtomic } from "../report/write-file.js";
import { reportRunSimulation } from "../pipeline/check-run.js";
import { computeRun } from "../pipeline/compute-run.js";
import { NODE_HOST } from "../sim/node-host.js";
import { SimulationStopped } from "../sim/simulate.js";
import { readFileOptions } from "./file-options.js";
import { chartPath, writeCharts, writeCsv } from "./outputs.js";
import { commandLine, summaryFigures } from "../pipeline/text-result.js";

/** Where the package's files (scenarios/) live, from src/cli or dist/cli alike: report runs name them relative to it. */
export const PACKAGE_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

const GAME_TITLES: Readonly<Record<GameId, string>> = {
  kingstone: "Kingstone — 2d6 + bonus vs DC (RULES.md 1)",
  zilch: "zilch / agony — exploding d12 roll-under (RULES.md 2)",
  ultimo: "Ultimo — card challenges against the Dealer (RULES.md 3)",
  ash: "Kingdoms of Ash / Diesel Empires — suit-valued card checks (RULES.md 4)",
};

/** Which standard runs a report makes. */
export interface ReportOptions {
  /** The folder the report replaces (created when missing). */
  readonly out: string;
  /** Only this game's runs; the other games' sections of a previous report in `out` are kept. */
  readonly game?: GameId;
  /** The reduced report: the first standard run of each analysis. */
  readonly quick?: boolean;
  /** Called before each run with the runs done, the runs planned and the run's name ("ultimo/curve-hand7-limit4"). */
  readonly onProgress?: (done: number, planned: number, name: string) => void;
  /** Aborting stops the report between runs (or inside a simulation); the previous report stays as it was. */
  readonly signal?: AbortSignal;
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
 * @example plannedRuns({ game: "kingstone", quick: true }).length // 7
 */
export function plannedRuns(options: Pick<ReportOptions, "game" | "quick">): PlannedRun[] {
  const games = options.game === undefined ? GAMES : [options.game];
  return games.flatMap((game) => analysesOf(game).flatMap((analysis) => (options.quick ? analysis.reportRuns.slice(0, 1) : analysis.reportRuns).map((run) => ({ analysis, run }))));
}

/** A report run's result: exact, or simulated with the run's seed and trials (a simulation-only analysis always is). */
async function reportResult(analysis: AnalysisEntry, run: ReportRun, prepared: PreparedRun, signal: AbortSignal | undefined): Promise<AnalysisResult> {
  const simulation = reportRunSimulation(analysis, run);
  const checked = { prepared, ...(simulation === undefined ? {} : { monteCarlo: { ...simulation, threads: undefined, precision: undefined } }) };
  return (await computeRun(checked, { host: NODE_HOST, ...(signal ? { signal } : {}) })).result;
}

function figuresOf(result: AnalysisResult): string[] {
  return summaryFigures(result).map(({ name, shown, exact, interval }) => (interval ? `${name}: ${shown} (95% interval ${interval})` : exact ? `${name}: ${shown} (${exact})` : `${name}: ${shown}`));
}

/** Runs one standard run and writes its CSV, specs and SVGs under `folder`; returns its run.json entry and chart warnings. */
async function writeRun(folder: string, { analysis, run }: PlannedRun, signal: AbortSignal | undefined): Promise<{ entry: IndexEntry; files: number; warnings: string[] }> {
  const game = analysis.game;
  const files = readFileOptions(analysis, run.params, PACKAGE_ROOT);
  if (files.problems.length > 0) throw new Error(`report run ${game}/${run.name}: ${files.problems.join("; ")}`);
  const validated = analysis.prepare(files.raw);
  if (!validated.ok) throw new Error(`report run ${game}/${run.name} has bad parameters: ${validated.errors.join("; ")}`);
  const result = await reportResult(analysis, run, validated.value, signal);
  const stem = join(folder, game, run.name);
  await writeCsv(`${stem}.csv`, result);
  const specs = await writeCharts(`${stem}.vl.json`, result);
  const svgs = await writeCharts(`${stem}.svg`, result);
  const flags = Object.entries(run.params).map(([field, value]) => [flagName(field, analysis.options[field]!), value] as const);
  // A simulated run is reproduced only with its trials and seed.
  if (run.monteCarlo) flags.push(["--mc", run.monteCarlo.trials], ["--seed", run.monteCarlo.seed]);
  const entry: IndexEntry = {
    game,
    analysis: analysis.name,
    run: run.name,
    title: run.title,
    params: run.params,
    monteCarlo: reportRunSimulation(analysis, run) ?? null,
    command: commandLine(game, analysis.name, flags),
    csv: `${game}/${run.name}.csv`,
    charts: result.charts.map((chart) => {
      const explanation = explainChart(run, chart, result);
      return {
        title: chart.title,
        svg: `${game}/${chartPath(`${run.name}.svg`, chart)}`,
        spec: `${game}/${chartPath(`${run.name}.vl.json`, chart)}`,
        ...(explanation === undefined ? {} : { explanation }),
      };
    }),
    figures: figuresOf(result),
  };
  return { entry, files: 1 + specs.paths.length + svgs.paths.length, warnings: [...specs.warnings, ...svgs.warnings].map((warning) => `chart warning in ${game}/${run.name}: ${warning}`) };
}

/** The index page's sections, one per game with entries, in the games' display order. */
function sectionsOf(entries: readonly IndexEntry[]): IndexSection[] {
  return GAMES.map((game) => ({ game, title: GAME_TITLES[game], entries: entries.filter((entry) => entry.game === game) })).filter((section) => section.entries.length > 0);
}

/**
 * The main job: the standard runs of every analysis in the registry (or one game's, or the quick set),
 * written as <game>/<run>.csv, <game>/<run>[-chart].vl.json and .svg, plus run.json (what produced each
 * file: parameters, seed and trials), audit.csv (the rulebooks' claims, docs/rules.md 6) and index.html. The
 * whole report is built in a staging folder beside `out` and swapped in at the end, so a stopped or failed
 * run leaves the previous report intact. With `game`, the other games' sections of the previous report are
 * carried over. Returns the lines to print.
 * @throws {ReportStopped} when the signal aborts it (the previous report stays as it was); {Error} when a run fails
 */
export async function writeReport(options: ReportOptions): Promise<string[]> {
  const runs = plannedRuns(options);
  const staging = await createStaging(options.out);
  const lines: string[] = [];
  try {
    const entries: IndexEntry[] = [];
    let fileCount = 0;
    for (const [index, planned] of runs.entries()) {
      if (options.signal?.aborted) throw new ReportStopped();
      options.onProgress?.(index, runs.length, `${planned.analysis.game}/${planned.run.name}`);
      const written = await writeRun(staging, planned, options.signal);
      entries.push(written.entry);
      fileCount += written.files;
      lines.push(...written.warnings);
    }
    options.onProgress?.(runs.length, runs.length, "index.html");
    const games = options.game === undefined ? [...GAMES] : [options.game];
    const kept: IndexEntry[] = [];
    const previous = await readManifest(options.out);
    if (options.game !== undefined) {
      for (const game of GAMES.filter((g) => g !== options.game)) {
        const theirs = previous?.entries.filter((entry) => entry.game === game) ?? [];
        // A section is kept only with its files: a game folder deleted by hand is dropped, not linked.
        if (theirs.length === 0 || !(await keepFromPrevious(options.out, staging, game))) continue;
        kept.push(...theirs);
        games.push(game);
      }
    }
    // A report folder may hold a README of its own (the repository's reports/README.md): it stays.
    await keepFromPrevious(options.out, staging, "README.md");
    const all = [...entries, ...kept];
    const manifest: RunManifest = { generator: "oddsmith report", version, node: process.version, games: GAMES.filter((game) => games.includes(game)), quick: (options.quick ?? false) || (kept.length > 0 && previous?.quick === true), entries: all };
    await writeFileAtomic(join(staging, "run.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    // The audit (docs/rules.md 6) is cheap and whole-book: every report carries all of it.
    const claims = auditClaims();
    await writeFileAtomic(join(staging, "audit.csv"), auditCsv(claims));
    const audit = { id: "audit", title: `The rulebooks' own claims (${claims.length}, RULES.md 6)`, html: renderAuditSection(claims, "audit.csv"), style: AUDIT_STYLE };
    await writeFileAtomic(join(staging, "index.html"), renderIndexPage(sectionsOf(all), "npx oddsmith report", [audit]));
    if (options.signal?.aborted) throw new ReportStopped();
    await replaceWithStaging(staging, options.out);
    for (const section of sectionsOf(entries)) lines.push(`${section.game}: ${section.entries.length} runs → ${join(options.out, section.game)}/`);
    if (kept.length > 0) lines.push(`kept from the previous report: ${[...new Set(kept.map((entry) => entry.game))].join(", ")}`);
    lines.push(`audit: ${claims.length} claims → ${join(options.out, "audit.csv")}`);
    lines.push(`wrote ${fileCount + 3} files; open ${join(options.out, "index.html")}`);
    return lines;
  } catch (error) {
    await discardStaging(staging);
    throw error instanceof SimulationStopped ? new ReportStopped() : error;
  }
}
