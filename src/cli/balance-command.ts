/**
 * `oddsmith balance FILE` (issue 26): which rules give these odds. Reads a balance file, checks every
 * point the question can reach and costs them together before any work, runs the search of src/balance
 * on the exact solver (or, for a simulated analysis or `--mc`, the sequential rule: balance-simulated.ts),
 * and prints the designs that meet (or the nearest misses) as a table or JSON, with the CSV and chart
 * written atomically. With `--shard I/N` it solves every N-th point only and prints a shard document;
 * `oddsmith balance merge` joins the shards (balance-merge.ts). The search itself lives in src/balance;
 * this file parses and prints.
 */
import type { Command } from "commander";
import { shardedFileCommand } from "./sharded-file-command.js";
import { shardMergeCommand } from "./shard-merge-command.js";
import { itemAt } from "../core/checked-index.js";
import { DEFAULT_ROUNDS, MAX_ROUNDS, runSimulatedBalance } from "./balance-simulated.js";
import { EXACT_COST_BOUND_SECONDS, formatDuration } from "../framework/exact-cost.js";
import { pointLabel, type GridPoint } from "../framework/grid.js";
import { messages } from "../framework/messages.js";
import { pointKey } from "../balance/solve-cache.js";
import { sharedFigures } from "../balance/exact-solver.js";
import { totalExactSeconds, type CheckedRun } from "../pipeline/check-run.js";
import { readShardSpec, shardPoints, type ShardSpec } from "../pipeline/sweep-shards.js";
import type { BalanceSpec } from "./balance-file.js";
import { balanceOutputs, deliverBalance, searchBalance, solvedPoints, type BalanceOutputs } from "./balance-deliver.js";
import { balanceThreads, solveOnPool } from "./balance-pool.js";
import { balanceShardText } from "./balance-shard.js";
import { mergeProblems } from "./labelled-problems.js";
import { prepareFileFolders } from "./outputs.js";
import { checkCliRun } from "./run-analysis.js";
import { interruptibly } from "./signals.js";
import type { OutputRequest } from "./sweep-deliver.js";
import { specOrRefusal, UsageError } from "./usage-error.js";

const HELP = "oddsmith balance";

/** A balance run checked before any work: every point it solves (in order) with its run by key, its outputs (none for a shard) and its shard. */
interface PreparedBalance extends BalanceOutputs {
  readonly points: readonly GridPoint[];
  readonly runs: ReadonlyMap<string, CheckedRun>;
  readonly shard?: ShardSpec;
  /** The threads it solves on (balance-pool.ts; 1: this thread), and the note when `--threads` was capped. */
  readonly threads: number;
  readonly notes: string[];
}

/** What the command line asks of a balance run: its outputs (a sweep's, and the page to print), a shard, and for a simulation its Monte Carlo flags (`--mc`, `--seed`, `--threads`) and `--rounds`. */
export interface BalanceRequest extends OutputRequest {
  readonly html?: string;
  readonly monteCarloRaw?: Readonly<Record<string, unknown>>;
  readonly rounds?: string;
  /** `--shard I/N` as given: solve shard I of N's points and print its document. */
  readonly shard?: string;
}

/** Checks an exact balance: every point it can reach (the analysis's own messages, with the point), the cost of those it solves together, the outputs or the shard. */
async function prepareBalance(path: string, spec: BalanceSpec, request: BalanceRequest): Promise<PreparedBalance> {
  for (const [flag, given] of [["--seed", request.monteCarloRaw?.seed], ["--rounds", request.rounds]] as const) {
    if (given !== undefined) throw new UsageError([messages.onlyWith(flag, "--mc, or an analysis only simulation reaches (without them the answer is exact)")], HELP);
  }
  const points = solvedPoints(spec.question);
  const checks = points.map((point) => ({ point, ...checkCliRun(spec.analysis, { ...spec.fixed, ...point }, {}, spec.baseDir) }));
  const problems = mergeProblems(checks.map(({ point, problems }) => ({ label: pointLabel(point), problems })), "point");
  const runs = new Map(checks.flatMap(({ point, run }) => (run === undefined ? [] : [[pointKey(point), run] as const])));
  const shard = request.shard === undefined ? undefined : readShardSpec(request.shard);
  if (shard !== undefined && "problem" in shard) problems.push(shard.problem);
  // A shard solves its own points only: their cost is what it must keep within the bound.
  const solved = shard === undefined || "problem" in shard ? [...runs.values()] : shardPoints(points.length, shard).flatMap((i) => runs.get(pointKey(itemAt(points, i))) ?? []);
  const seconds = problems.length > 0 ? 0 : totalExactSeconds(solved);
  const wayOut = shard === undefined ? "choose fewer values, or --shard I/N to spread the points over machines" : "choose fewer values, or more shards";
  if (seconds > EXACT_COST_BOUND_SECONDS) problems.push(`${path}: choose: ${messages.totalTooCostly(`balance ${path}`, formatDuration(seconds), solved.length, formatDuration(EXACT_COST_BOUND_SECONDS), wayOut)}`);
  const threads = shard === undefined ? balanceThreads(request.monteCarloRaw?.threads, points.length) : { threads: 1, notes: [] };
  if ("problem" in threads) problems.push(threads.problem);
  if (shard !== undefined && request.monteCarloRaw?.threads !== undefined) problems.push("--threads: not with --shard (a shard runs in one thread; run more shards instead)");
  const outputs = balanceOutputs(path, spec, request, problems);
  if (problems.length > 0) throw new UsageError(problems, HELP);
  await prepareFileFolders([outputs.csv, outputs.chart, outputs.html], HELP);
  return { ...outputs, points, runs, threads: "problem" in threads ? 1 : threads.threads, notes: "problem" in threads ? [] : threads.notes, ...(shard !== undefined && !("problem" in shard) ? { shard } : {}) };
}

/**
 * Runs a balance file: checks it and every point it can reach before any work, searches, and delivers the
 * table (or JSON), the CSV and the chart; with `--shard I/N`, solves shard I's points and returns its
 * document. Returns standard output's text and the notes for stderr.
 * @throws {UsageError} for any problem with the file, the flags or a point.
 */
export async function runBalance(path: string, request: BalanceRequest): Promise<{ stdout: string; notes: string[] }> {
  const { readBalanceFile } = await import("./balance-file.js");
  const read = await readBalanceFile(path);
  const spec = specOrRefusal(read, HELP);
  const monteCarloRaw = request.monteCarloRaw ?? {};
  if (!spec.analysis.exact || monteCarloRaw.trials !== undefined || monteCarloRaw.precision !== undefined) {
    return runSimulatedBalance(path, spec, { ...request, monteCarloRaw }, HELP, { file: path, text: read.text ?? "", content: read.raw });
  }
  const prepared = await prepareBalance(path, spec, request);
  const figuresOf = sharedFigures();
  const solvedHere = (point: GridPoint) => {
    const run = prepared.runs.get(pointKey(point));
    // Every point the search reaches was listed by solvedPoints and checked above.
    if (run === undefined) throw new Error(`balance: the point ${pointLabel(point)} was not checked before the run`);
    return figuresOf(run.prepared);
  };
  // On several threads every point is solved at once in shards (balance-pool.ts), and the search reads their figures.
  const pooled = prepared.threads > 1 ? await solveOnPool(path, prepared.threads, prepared.points, solvedHere) : undefined;
  const figuresAt = (point: GridPoint) => pooled?.get(pointKey(point)) ?? solvedHere(point);
  if (prepared.shard !== undefined) {
    const indices = shardPoints(prepared.points.length, prepared.shard);
    const results = interruptibly(() =>
      indices.map((index) => {
        // The figures alone: an analysis without `figures` gives its whole result, whose text and charts the search never reads.
        const { outcomes, summary, summaryExact, rows } = figuresAt(itemAt(prepared.points, index));
        return { index, point: itemAt(prepared.points, index), figures: { outcomes, summary, summaryExact, ...(rows === undefined ? {} : { rows }) } };
      }),
    );
    return { stdout: balanceShardText({ file: path, text: read.text ?? "", content: read.raw }, prepared.shard, prepared.points.length, results), notes: [] };
  }
  const delivered = await deliverBalance(spec, searchBalance(path, spec, figuresAt, HELP), prepared, request.json);
  return { ...delivered, notes: [...prepared.notes, ...(pooled === undefined ? [] : [`note: ${prepared.threads} threads (this one and ${prepared.threads - 1} worker${prepared.threads === 2 ? "" : "s"}) solved all ${prepared.points.length} points the question can reach, as ${prepared.threads} shards; the solves counted are the search's`]), ...delivered.notes] };
}

/** The Monte Carlo flags a balance takes, by field: a simulation's trials in its first round, its seed and threads (as sweeps name them). */
const BALANCE_MONTE_CARLO = ["trials", "seed", "threads"] as const;

/** The `balance` command. */
export function balanceCommand(done: (text: string) => void): Command {
  return shardedFileCommand(
    {
      command: "balance",
      file: "the balance file (see balance/ for examples)",
      monteCarlo: BALANCE_MONTE_CARLO,
      where: (field) =>
        `in ${field === "trials" ? "a simulated balance's first round, each point" : field === "threads" ? "a simulated balance; on an exact one, the shards solved at once on the pool (default 1)" : "a simulated balance"}`,
      flags: [["rounds", "<n>", `a simulated balance's rounds: the undecided designs simulated again at twice the trials each round (1 to ${MAX_ROUNDS}; default ${DEFAULT_ROUNDS})`]],
      json: "print the JSON document (the question, the solves it took, the designs)",
      outputs: [
        ["csv", "write the designs as CSV here, best first (instead of the file's csv)"],
        ["chart", "write the chart here: FILE.vl.json or FILE.svg (instead of the file's chart)"],
        ["html", "write the table as a page to print (FILE.html, one landscape page: a GM's chart)"],
      ],
      shard: "solve shard I of N's points only (counted from 0) and print its document for `oddsmith balance merge` (docs/balance.md)",
      merge: balanceMergeCommand,
      run: runBalance,
    },
    done,
  );
}

/** The `balance merge` subcommand: its work (balance-merge.ts, with zod) loads only when it runs. */
function balanceMergeCommand(done: (text: string) => void): Command {
  return shardMergeCommand(
    {
      command: "balance",
      description: "join the documents of `oddsmith balance FILE --shard I/N` into the whole balance: the same table, JSON, CSV, chart and page (docs/balance.md)",
      json: "print the JSON document (the question, the solves it took, the designs)",
      outputs: [
        ["csv", "write the designs as CSV here"],
        ["chart", "write the chart here: FILE.vl.json or FILE.svg"],
        ["html", "write the table as a page to print (FILE.html)"],
      ],
      run: async (files, request) => (await import("./balance-merge.js")).runBalanceMerge(files, request),
    },
    done,
  );
}
