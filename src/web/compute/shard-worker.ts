/**
 * A Monte Carlo shard worker: loads the analysis from the catalog, validates the raw parameters once per
 * run, runs one shard (the same runShard as the CLI's worker threads, so a seed gives the CLI's counts) and
 * posts progress about every 100 ms, then the tally.
 */
import type { PreparedRun } from "../../framework/registered-analysis.js";
import { runShard } from "../../sim/run-shard.js";
import type { ShardReply, ShardRequest } from "./messages.js";

const PROGRESS_EVERY_MS = 100;
import { loadAnalysis } from "../../analyses/catalog.js";
let prepared: { key: string; run: PreparedRun } | undefined;

async function preparedRun(request: ShardRequest): Promise<PreparedRun> {
  const key = JSON.stringify([request.game, request.analysis, request.raw]);
  if (prepared?.key === key) return prepared.run;
  // Only this run's analysis is loaded (the catalog's lazy loader), as in compute-worker.ts.
  const analysis = await loadAnalysis(request.game, request.analysis);
  if (analysis === undefined) throw new Error(`no analysis ${request.game} ${request.analysis}`);
  const validated = analysis.prepare(request.raw);
  if (!validated.ok) throw new Error(`parameters refused in the worker: ${validated.errors.join("; ")}`);
  prepared = { key, run: validated.value };
  return validated.value;
}

const reply = (message: ShardReply, transfer: Transferable[] = []) => globalThis.postMessage(message, { transfer });

/** The last shard taken: the next starts when it has ended (they share the prepared run's kept plan). */
let previous: Promise<void> = Promise.resolve();

// The pool posts a worker its next shard while it runs one (web-host.ts, SHARDS_AT_HAND): they run in turn,
// answered in the order received.
globalThis.addEventListener("message", (event: MessageEvent<ShardRequest>) => {
  previous = previous.then(() => runRequest(event.data));
});

async function runRequest(request: ShardRequest): Promise<void> {
  try {
    let reported = 0;
    let lastPost = performance.now();
    if (request.plugin !== undefined) {
      // Imported only when needed (see compute-worker.ts).
      const problems = await (await import("./load-plugin.js")).loadWebPlugin({ url: request.plugin, label: request.plugin });
      if (problems.length > 0) throw new Error(problems.join("; "));
    }
    const tally = await runShard(await preparedRun(request), request.state, request.trials, (done) => {
      const now = performance.now();
      if (now - lastPost < PROGRESS_EVERY_MS || done === request.trials) return;
      reply({ kind: "progress", more: done - reported });
      reported = done;
      lastPost = now;
    });
    reply({ kind: "progress", more: request.trials - reported });
    reply({ kind: "tally", tally }, [tally.buffer]);
  } catch (error) {
    reply({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}
