/**
 * `oddsmith balance FILE --threads N` on an exact question (issue 26 §2: the pool spreads the solves over
 * the cores): the question runs as N shards at once, `--shard I/N` on each of N piscina workers
 * (balance-worker.ts), and their documents are joined here into each point's exact figures. The search then
 * reads those figures as `balance merge` does, so the output is byte-identical to one thread. A shard solves
 * every point it holds, where one thread's bisection skips some: the pool pays when the points are many
 * and costly, not for a small question.
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import type { ResultFigures } from "../framework/analysis.js";
import { messages } from "../framework/messages.js";
import { MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { pointKey } from "../balance/solve-cache.js";
import type { BalanceShardResult } from "./balance-shard.js";

const WORKER = new URL(`./balance-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** One shard of a balance run for a worker: the balance file's path (as the command was given it; workers share its cwd) and `I/N`. */
export interface BalanceShardTask {
  readonly file: string;
  readonly shard: string;
}

/**
 * The threads an exact balance runs on, or a problem naming `--threads`: as given (1 to 256), never more
 * than the cores or the points, else 1 (this thread: its bisection skips points a shard must solve, and a
 * worker's start costs ~0.5 s; docs/balance.md gives the measurements). The note says when a given count
 * was capped. O(1).
 * @example balanceThreads("4", 30, 2) // { threads: 2, notes: ["note: --threads 4 capped at 2, the machine's available parallelism"] }
 */
export function balanceThreads(raw: unknown, points: number, cores: number = availableParallelism()): { threads: number; notes: string[] } | { problem: string } {
  const spec = MONTE_CARLO_OPTIONS.threads;
  if (raw === undefined) return { threads: 1, notes: [] };
  const asked = spec.parse(raw);
  if (asked === undefined) return { problem: messages.notAllowed("--threads", spec.allowed, raw) };
  return { threads: Math.max(1, Math.min(asked, cores, points)), notes: asked > cores ? [messages.threadsCapped(asked, cores)] : [] };
}

/** The figures each shard document carries, by point key (the documents are this run's own, from its workers). */
function figuresOfShards(documents: readonly string[]): Map<string, ResultFigures> {
  const figures = new Map<string, ResultFigures>();
  for (const document of documents) {
    const parsed: { results: BalanceShardResult[] } = JSON.parse(document);
    for (const { point, figures: pointFigures } of parsed.results) figures.set(pointKey(point), pointFigures);
  }
  return figures;
}

/**
 * Solves every point of an exact balance as `threads` shards on as many piscina workers at once, and
 * returns each point's figures by point key, read back from the shard documents as `balance merge` reads
 * them (JSON). Cost: the points' solves over the threads, plus each worker's start (it loads the CLI and
 * checks the file's points again).
 * @throws {Error} what a shard throws (a file changed since this thread checked it).
 */
export async function solveOnPool(file: string, threads: number): Promise<Map<string, ResultFigures>> {
  const { Piscina } = await import("piscina");
  const pool = new Piscina({ filename: WORKER.href, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  try {
    const tasks = Array.from({ length: threads }, (_, index): BalanceShardTask => ({ file, shard: `${index}/${threads}` }));
    // The pool runs balance-worker.ts, whose default export returns a shard document's text.
    const documents: string[] = await Promise.all(tasks.map((task) => pool.run(task)));
    return figuresOfShards(documents);
  } finally {
    await pool.destroy();
  }
}
