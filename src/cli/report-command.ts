import cliProgress from "cli-progress";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { GAMES, type GameId } from "../core/analysis.js";
import { messages } from "../core/messages.js";
import { foreignEntries } from "../report/report-folder.js";
import { readManifest } from "../report/run-manifest.js";
import { outputPathProblem } from "./output-paths.js";
import { ReportStopped, writeReport, type ReportOutput } from "./write-report.js";
import { stopCause, stopSignal } from "./signals.js";
import { StoppedError, UsageError } from "./usage-error.js";

/** Whether `out` holds other games' folders that `--game` should keep but has no run.json to keep them by. */
async function otherGamesWithoutManifest(out: string, game: string): Promise<boolean> {
  const others = GAMES.filter((g) => g !== game && existsSync(join(out, g)));
  return others.length > 0 && (await readManifest(out)) === undefined;
}

/**
 * `oddsmith report [--out DIR] [--game G] [--quick]`: checks the flags (exit 2 before anything is
 * computed), shows a progress bar on a terminal's stderr, and turns SIGINT (Ctrl-C) or SIGTERM into a clean
 * stop that leaves the previous report as it was (exit 130 or 143). Returns the lines for stdout and the notes for stderr.
 */
export async function reportCommand(options: { out: string; game?: string; quick?: boolean }): Promise<ReportOutput> {
  const problems: string[] = [];
  if (options.game !== undefined && !(GAMES as readonly string[]).includes(options.game)) problems.push(messages.notAllowed("--game", `one of ${GAMES.join(", ")}`, options.game));
  const pathProblem = outputPathProblem("--out", options.out, "folder");
  if (pathProblem !== undefined) problems.push(pathProblem);
  else {
    const foreign = await foreignEntries(options.out);
    if (foreign.length > 0) problems.push(messages.notReportFolder("--out", options.out, foreign));
    else if (options.game !== undefined && (await otherGamesWithoutManifest(options.out, options.game))) problems.push(messages.noManifestToKeep("--game", options.out));
  }
  if (problems.length > 0) throw new UsageError(problems, "oddsmith report");

  // What a stop keeps: the previous report where there is one, else nothing at all.
  const kept = existsSync(options.out) ? messages.reportStopped(true) : messages.reportStopped(false);
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar({ stream: process.stderr, format: "report [{bar}] {value}/{total} runs | {run}", hideCursor: true, clearOnComplete: true }, cliProgress.Presets.shades_classic)
    : undefined;
  let started = false;
  try {
    return await writeReport({
      out: options.out,
      ...(options.game === undefined ? {} : { game: options.game as GameId }),
      quick: options.quick === true,
      signal: stopSignal(),
      onProgress: (done, planned, run) => {
        if (bar === undefined) return;
        if (!started) bar.start(planned, done, { run });
        started = true;
        bar.update(done, { run });
      },
    });
  } catch (error) {
    if (error instanceof ReportStopped) throw new StoppedError(kept, stopCause());
    throw error;
  } finally {
    bar?.stop();
  }
}
