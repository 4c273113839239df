/**
 * `oddsmith sweep FILE`: one analysis at every point of a parameter grid, one measure read at each
 * point, as a table, a JSON document, CSV rows and a heatmap or line chart. With `--shard I/N` it
 * computes every N-th point only and prints a shard document; `oddsmith sweep merge` joins the shards.
 */
import { sha256Hex } from "./lazy-builtins.js";
import type { Command } from "commander";
import { pointLabel } from "../framework/grid.js";
import { messages } from "../framework/messages.js";
import { isProbabilityMeasure, readMeasure, type SweepPoint } from "../pipeline/sweep.js";
import { readShardSpec, shardPoints, type ShardSpec, type SweepShard } from "../pipeline/sweep-shards.js";
import { isMonteCarloField, MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { shardedFileCommand } from "./sharded-file-command.js";
import { mergeProblems } from "./labelled-problems.js";
import { SHARD_FORMAT, shardDocumentText } from "./shard-digest.js";
import { prepareFileFolders } from "./outputs.js";
import { progressBar } from "./progress.js";
import { totalCostProblem, type CheckedRun } from "../pipeline/check-run.js";
import { checkCliRun, computeCliRun } from "./run-analysis.js";
import { finishSweep, sweepOutputs, type SweepOutputs } from "./sweep-deliver.js";
import type { SweepSpec } from "./sweep-file.js";
import { sweepMergeCommand } from "./sweep-merge-command.js";
import { specOrRefusal, StoppedError, UsageError } from "./usage-error.js";
import { itemAt } from "../core/checked-index.js";

const HELP = "oddsmith sweep";

/** What the command line adds to a sweep file: Monte Carlo flags, outputs that replace the file's, and a shard. */
export interface SweepRequest {
  readonly json: boolean;
  readonly csv?: string;
  readonly chart?: string;
  readonly monteCarloRaw: Readonly<Record<string, unknown>>;
  /** `--shard I/N` as given: compute shard I of N and print its document. */
  readonly shard?: string;
}

/** A sweep checked before any work: its file, each point's run, its outputs (none for a shard) and its shard. */
interface PreparedSweep {
  readonly spec: SweepSpec;
  readonly text: string;
  readonly raw: unknown;
  readonly runs: CheckedRun[];
  readonly outputs: SweepOutputs;
  readonly shard?: ShardSpec;
}

/** Checks the sweep file, every point's parameters, the outputs (or the shard) and prepares the output folders; every problem at once. */
async function prepareSweep(path: string, request: SweepRequest): Promise<PreparedSweep> {
  // The sweep file's schema (zod) is loaded only by a sweep.
  const { readSweepFile } = await import("./sweep-file.js");
  const read = await readSweepFile(path);
  const spec = specOrRefusal(read, HELP);
  const checks = spec.points.map((point) => ({ point, ...checkCliRun(spec.analysis, { ...spec.fixed, ...point }, request.monteCarloRaw, spec.baseDir) }));
  const problems = mergeProblems(checks.map(({ point, problems }) => ({ label: pointLabel(point), problems })), "grid point");
  let shard: ShardSpec | undefined;
  let outputs: SweepOutputs = {};
  if (request.shard !== undefined) {
    const read = readShardSpec(request.shard);
    if ("problem" in read) problems.push(read.problem);
    else shard = read;
    for (const [flag, given] of [["--csv", request.csv], ["--chart", request.chart]] as const) if (given !== undefined) problems.push(messages.onlyWith(flag, "a whole sweep or `oddsmith sweep merge` (a shard prints its document)"));
  } else {
    const checked = sweepOutputs(spec, path, request);
    problems.push(...checked.problems);
    outputs = checked;
  }
  if (problems.length > 0) throw new UsageError(problems, HELP);
  // Each point is within the single-run bound; the points this command computes must be together (issue 24 §8).
  const computed = shard === undefined ? checks : shardPoints(checks.length, shard).map((i) => itemAt(checks, i));
  // Every point has its run now: a point without one has problems, refused above.
  const runs = computed.flatMap((check) => (check.run === undefined ? [] : [check.run]));
  const tooCostly = totalCostProblem(runs, `sweep ${path}`, "fewer grid points, or --shard I/N to spread them over machines");
  if (tooCostly !== undefined) throw new UsageError([tooCostly], HELP);
  await prepareFileFolders([outputs.csv, outputs.chart], HELP);
  return { spec, text: read.text ?? "", raw: read.raw, runs: checks.flatMap((check) => (check.run === undefined ? [] : [check.run])), outputs, ...(shard ? { shard } : {}) };
}

/**
 * Computes the points `indices` of a sweep in order, each exactly or by simulation with the run's seed
 * (so a point's answer does not depend on which other points run, nor on sharding), reading the measure.
 * The measure is checked against the first point computed, before the rest.
 */
async function computePoints(path: string, prepared: PreparedSweep, indices: readonly number[], showProgress: boolean): Promise<{ points: SweepPoint[]; probability: boolean }> {
  const { spec, runs } = prepared;
  const bar = progressBar(showProgress, `sweep ${spec.analysis.game} ${spec.analysis.name}`, "grid points");
  const points: SweepPoint[] = [];
  let probability = true;
  const shown = new Set<string>();
  try {
    for (const [k, i] of indices.entries()) {
      const { result, facts } = await computeCliRun(itemAt(runs, i), false, shown);
      const measure = readMeasure(result, spec.measure);
      if ("problem" in measure) throw new UsageError([`${k === 0 ? "" : `grid point ${pointLabel(itemAt(spec.points, i))}: `}${path}: measure: ${measure.problem}`], HELP);
      if (k === 0) probability = isProbabilityMeasure(result, spec.measure);
      points.push({ point: itemAt(spec.points, i), measure, ...(facts ? { trials: facts.trials, seed: facts.seed } : {}) });
      bar.update(k + 1, indices.length);
    }
  } catch (error) {
    // A stop names the sweep, not the analysis it was computing.
    throw error instanceof StoppedError ? new StoppedError(messages.stopped(`sweep ${spec.analysis.game} ${spec.analysis.name}`), error.signal) : error;
  } finally {
    bar.stop();
  }
  return { points, probability };
}

/** The shard document of `--shard I/N`: the sweep file as read, the run's simulation, the shard's points with their indices, and the SHA-256 of all that. */
async function runShard(path: string, prepared: PreparedSweep, shard: ShardSpec): Promise<string> {
  const indices = shardPoints(prepared.spec.points.length, shard);
  const { points, probability } = await computePoints(path, prepared, indices, false);
  const simulation = itemAt(prepared.runs, 0).monteCarlo;
  const document: SweepShard = {
    sweep: { file: path, sha256: sha256Hex(prepared.text), content: prepared.raw },
    shard,
    monteCarlo: simulation === undefined ? null : { trials: simulation.trials, seed: simulation.seed, precision: simulation.precision ?? null },
    points: prepared.spec.points.length,
    probability,
    results: points.map((point, k) => ({ index: itemAt(indices, k), ...point })),
  };
  return shardDocumentText({ oddsmithSweepShard: SHARD_FORMAT, ...document });
}

/**
 * Runs a sweep file: checks the file, every grid point's parameters (the analysis's own messages,
 * prefixed with the point) and the outputs before any work, then computes each point exactly or by
 * simulation (every point with the same seed, so neighbouring points differ by their parameters, not
 * their luck), reads the measure, and writes the CSV and chart atomically. With `--shard I/N` it computes
 * shard I's points only and returns the shard document. Returns standard output's text and the notes
 * for stderr.
 */
export async function runSweep(path: string, request: SweepRequest): Promise<{ stdout: string; notes: string[] }> {
  const prepared = await prepareSweep(path, request);
  if (prepared.shard !== undefined) return { stdout: await runShard(path, prepared, prepared.shard), notes: [] };
  const indices = prepared.spec.points.map((_, i) => i);
  const { points, probability } = await computePoints(path, prepared, indices, !request.json);
  const simulation = itemAt(prepared.runs, 0).monteCarlo;
  return finishSweep(prepared.spec, points, probability, simulation && { seed: simulation.seed, precision: simulation.precision }, prepared.outputs, request.json);
}

/** The `sweep` command. */
export function sweepCommand(done: (text: string) => void): Command {
  return shardedFileCommand(
    {
      command: "sweep",
      file: "the sweep file (see sweeps/ for examples)",
      monteCarlo: Object.keys(MONTE_CARLO_OPTIONS).filter(isMonteCarloField),
      where: () => "at every grid point",
      json: "print the JSON document (game, analysis, fixed, grid, measure, points)",
      outputs: [
        ["csv", "write the rows as CSV here (instead of the file's csv)"],
        ["chart", "write the chart here: FILE.vl.json or FILE.svg (instead of the file's chart)"],
      ],
      shard: "compute shard I of N only (counted from 0) and print its document for `oddsmith sweep merge` (docs/scale-out.md)",
      merge: sweepMergeCommand,
      run: runSweep,
    },
    done,
  );
}
