import cliProgress from "cli-progress";
import { existsSync, lstatSync, realpathSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { gameIds } from "../analyses/catalog.js";
import { messages } from "../framework/messages.js";
import { foreignFiles } from "../report/report-folder.js";
import { outputErrorMessage, outputPathProblem } from "./output-paths.js";
import { ReportRefused, ReportStopped, writeReport, type ReportOutput } from "../report/write-report.js";
import { OutputFailed, RunFailed, StoppedError, UsageError } from "./usage-error.js";
import { SimulationStalled } from "../sim/simulate.js";
import { interruptibly, stopCause, stopSignal } from "./signals.js";

/**
 * The problems with `--out` (named as `shown`, the path as given; `out` is the folder it stands for): not
 * a folder, in /proc, not writable, or holding files the report did not write, at any depth (it would
 * lose them when it replaces the folder), or a run.json it cannot read (so it cannot tell its files from
 * the user's). Writes nothing.
 * @throws {OutputFailed} when the folder cannot be read
 */
async function outProblems(out: string, shown: string): Promise<string[]> {
  const pathProblem = outputPathProblem("--out", shown, "folder");
  if (pathProblem !== undefined) return [pathProblem];
  const foreign = await foreignFiles(out).catch((error: unknown) => {
    const problem = outputErrorMessage("--out", shown, error);
    throw problem === undefined ? error : new OutputFailed(problem, messages.previousReportKept);
  });
  if (foreign.length === 0) return [];
  if (foreign.includes("run.json") && existsSync(join(out, "run.json"))) return [messages.unreadableManifest("--out", shown)];
  return [messages.notReportFolder("--out", shown, foreign)];
}

/** The most threads `--threads` takes. */
const MAX_THREADS = 256;

/** The folder a report goes to: `out`, or the folder a symbolic link there points to (the link stays). */
function realOut(out: string): string {
  try {
    return lstatSync(out).isSymbolicLink() && statSync(out).isDirectory() ? realpathSync(out) : out;
  } catch {
    return out;
  }
}

/** The plugin files loaded for this command (main loads them before any command runs). */
async function pluginFiles(): Promise<string[]> {
  return (await import("./plugins.js")).loadedPluginFiles();
}

/**
 * `oddsmith report [--out DIR] [--game G] [--quick] [--threads N]`: checks the flags (exit 2 before anything is
 * computed), shows a progress bar on a terminal's stderr, and turns SIGINT (Ctrl-C) or SIGTERM into a clean
 * stop that leaves the previous report as it was (exit 130 or 143). A symbolic link given as `--out` is written
 * through (the report replaces the folder it points to). The runs are spread over `--threads` worker
 * threads (the machine's cores by default; 1 computes them in this thread). Returns the lines for stdout
 * and the notes for stderr.
 * @throws {UsageError} for bad flags; {OutputFailed} when the file system refuses the report (the previous one stays)
 */
export async function reportCommand(options: { out: string; game?: string; quick?: boolean; threads?: string }): Promise<ReportOutput> {
  const problems: string[] = [];
  // A plugin's game (--plugin, oddsmith.config.js) is a game of the report too.
  if (options.game !== undefined && !gameIds().includes(options.game)) problems.push(messages.notAllowed("--game", `one of ${gameIds().join(", ")}`, options.game));
  const threads = options.threads === undefined ? Math.min(availableParallelism(), MAX_THREADS) : Number(options.threads);
  if (!Number.isInteger(threads) || threads < 1 || threads > MAX_THREADS) problems.push(messages.notAllowed("--threads", `a whole number from 1 to ${MAX_THREADS}`, options.threads));
  const out = realOut(options.out);
  problems.push(...(await outProblems(out, options.out)));
  if (problems.length > 0) throw new UsageError(problems, "oddsmith report");

  // What a stop keeps: the previous report where there is one, else nothing at all.
  const kept = existsSync(options.out) ? messages.reportStopped(true) : messages.reportStopped(false);
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar({ stream: process.stderr, format: "report [{bar}] {value}/{total} runs | {run}", hideCursor: true, clearOnComplete: true }, cliProgress.Presets.shades_classic)
    : undefined;
  let started = false;
  try {
    return await writeReport({
      out,
      ...(options.game === undefined ? {} : { game: options.game }),
      plugins: await pluginFiles(),
      quick: options.quick === true,
      threads,
      signal: stopSignal(),
      solve: interruptibly,
      onProgress: (done, planned, run) => {
        if (bar === undefined) return;
        if (!started) bar.start(planned, done, { run });
        started = true;
        bar.update(done, { run });
      },
    });
  } catch (error) {
    if (error instanceof ReportRefused) throw new UsageError(error.problems, "oddsmith report");
    if (error instanceof ReportStopped) throw new StoppedError(kept, stopCause());
    if (error instanceof SimulationStalled) throw new RunFailed(messages.stalled(error.message, "the previous report is unchanged"));
    const problem = outputErrorMessage("--out", options.out, error);
    if (problem !== undefined) throw new OutputFailed(problem, messages.previousReportKept);
    throw error;
  } finally {
    bar?.stop();
  }
}
