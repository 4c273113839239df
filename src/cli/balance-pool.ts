/**
 * `oddsmith balance FILE --threads N` on an exact question (issue 26 §2: the pool spreads the solves over
 * the cores): the question runs as N shards at once, shard 0 in the command's own thread and `--shard I/N`
 * on each of N − 1 piscina workers (balance-worker.ts), whose documents are joined here into each point's
 * exact figures. The search then
 * reads those figures as `balance merge` does, so the output is byte-identical to one thread. A shard solves
 * every point it holds, where one thread's bisection skips some: the pool pays when the points are many
 * and costly, not for a small question.
 */
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import type { ResultFigures } from "../framework/analysis.js";
import type { GridPoint } from "../framework/grid.js";
import { itemAt } from "../core/checked-index.js";
import { shardPoints } from "../pipeline/sweep-shards.js";
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
 * Solves every point of an exact balance as `threads` shards at once: shard 0 in this thread
 * (`solveHere`, a point at a time, with a turn of the event loop between points so the pool can hand the
 * workers their shards as they start) and shards 1..threads − 1 on as many piscina workers, whose documents
 * are read back as `balance merge` reads them (JSON). Returns each point's figures by point key. Cost: the
 * points' solves over the threads, plus each worker's start (it loads the CLI and checks the file's points again).
 * @throws {Error} what a shard throws (a file changed since this thread checked it).
 */
export async function solveOnPool(file: string, threads: number, points: readonly GridPoint[], solveHere: (point: GridPoint) => ResultFigures): Promise<Map<string, ResultFigures>> {
  const { Piscina } = await import("piscina");
  const pool = new Piscina({ filename: WORKER.href, minThreads: threads - 1, maxThreads: threads - 1, idleTimeout: 1000 });
  try {
    const tasks = Array.from({ length: threads - 1 }, (_, i): BalanceShardTask => ({ file, shard: `${i + 1}/${threads}` }));
    // The pool runs balance-worker.ts, whose default export returns a shard document's text.
    const documents: Promise<string[]> = Promise.all(tasks.map((task) => pool.run(task)));
    // A worker's failure is awaited below, after this thread's shard: it is not left unhandled meanwhile.
    documents.catch(() => {});
    const figures = new Map<string, ResultFigures>();
    for (const index of shardPoints(points.length, { index: 0, count: threads })) {
      await new Promise((resolve) => setImmediate(resolve));
      const point = itemAt(points, index);
      figures.set(pointKey(point), solveHere(point));
    }
    for (const [key, shardFigures] of figuresOfShards(await documents)) figures.set(key, shardFigures);
    return figures;
  } finally {
    await pool.destroy();
  }
}
