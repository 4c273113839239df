import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GAMES, explainChart, validateRun, type Analysis, type AnalysisResult, type GameId, type ReportRun } from "../core/analysis.js";
import { flagName } from "../core/options.js";
import { analysesOf } from "../models/index.js";
import { renderIndexPage, type IndexEntry, type IndexSection } from "../report/index-page.js";
import { writeFileAtomic } from "../report/write-file.js";
import { sampledResult, withRunColumns } from "../sim/sampled-result.js";
import { simulate } from "../sim/simulate.js";
import { readFileOptions } from "./file-options.js";
import { chartPath, writeCharts, writeCsv } from "./outputs.js";
import { commandLine, summaryFigures } from "./print.js";

/** Where the package's files (scenarios/) live, from src/cli or dist/cli alike: report runs name them relative to it. */
export const PACKAGE_ROOT = fileURLToPath(new URL("../../", import.meta.url));

const GAME_TITLES: Readonly<Record<GameId, string>> = {
  kingstone: "Kingstone — 2d6 + bonus vs DC (RULES.md 1)",
  zilch: "zilch / agony — exploding d12 roll-under (RULES.md 2)",
  ultimo: "Ultimo — card challenges against the Dealer (RULES.md 3)",
  ash: "Kingdoms of Ash / Diesel Empires — suit-valued card checks (RULES.md 4)",
};

/** A report run's result: exact, or simulated with the run's seed and trials (a simulation-only analysis always is). */
async function reportResult(analysis: Analysis, run: ReportRun, raw: Readonly<Record<string, unknown>>, params: unknown): Promise<AnalysisResult> {
  if (analysis.run !== undefined && run.monteCarlo === undefined) return analysis.run(params as never);
  const monteCarlo = run.monteCarlo ?? { trials: analysis.sampler?.defaultTrials ?? 100_000, seed: 1 };
  const simulation = await simulate(analysis, raw, params, monteCarlo);
  return withRunColumns(sampledResult(analysis, simulation.estimates, params), simulation.trials, simulation.seed);
}

function figuresOf(result: AnalysisResult): string[] {
  return summaryFigures(result).map(({ name, shown, exact, interval }) => (interval ? `${name}: ${shown} (95% interval ${interval})` : exact ? `${name}: ${shown} (${exact})` : `${name}: ${shown}`));
}

/**
 * The main job: every standard run of every analysis in the registry, written under `outDir` as
 * <game>/<run>.csv, <game>/<run>[-chart].vl.json and .svg, plus an index.html that links them all.
 * Every file is written atomically. Returns the lines to print.
 */
export async function writeReport(outDir: string): Promise<string[]> {
  const sections: IndexSection[] = [];
  const lines: string[] = [];
  let fileCount = 0;
  for (const game of GAMES) {
    const entries: IndexEntry[] = [];
    for (const analysis of analysesOf(game)) {
      for (const run of analysis.reportRuns) {
        const files = readFileOptions(analysis, run.params, PACKAGE_ROOT);
        if (files.problems.length > 0) throw new Error(`report run ${game}/${run.name}: ${files.problems.join("; ")}`);
        const validated = validateRun(analysis, files.raw);
        if (!validated.ok) throw new Error(`report run ${game}/${run.name} has bad parameters: ${validated.errors.join("; ")}`);
        const result = await reportResult(analysis, run, files.raw, validated.value);
        const stem = join(outDir, game, run.name);
        await writeCsv(`${stem}.csv`, result);
        const specs = await writeCharts(`${stem}.vl.json`, result);
        const svgs = await writeCharts(`${stem}.svg`, result);
        for (const warning of [...specs.warnings, ...svgs.warnings]) lines.push(`chart warning in ${game}/${run.name}: ${warning}`);
        fileCount += 1 + specs.paths.length + svgs.paths.length;
        const flags = Object.entries(run.params).map(([field, value]) => [flagName(field, analysis.options[field]!), value] as const);
        // A simulated run is reproduced only with its trials and seed.
        if (run.monteCarlo) flags.push(["--mc", run.monteCarlo.trials], ["--seed", run.monteCarlo.seed]);
        entries.push({
          title: run.title,
          command: commandLine(game, analysis.name, flags),
          csv: `${game}/${run.name}.csv`,
          charts: result.charts.map((chart) => ({
            title: chart.title,
            svg: `${game}/${chartPath(`${run.name}.svg`, chart)}`,
            spec: `${game}/${chartPath(`${run.name}.vl.json`, chart)}`,
            explanation: explainChart(run, chart, result),
          })),
          figures: figuresOf(result),
        });
      }
    }
    if (entries.length > 0) {
      sections.push({ game, title: GAME_TITLES[game], entries });
      lines.push(`${game}: ${entries.length} analyses → ${join(outDir, game)}/`);
    }
  }
  const index = join(outDir, "index.html");
  await writeFileAtomic(index, renderIndexPage(sections, "npx oddsmith report"));
  lines.push(`wrote ${fileCount + 1} files; open ${index}`);
  return lines;
}
