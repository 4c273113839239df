/**
 * The worker thread's task: a batch of shards of one analysis's sampler. It finds the analysis in the
 * registry module named by the task (the real registry, or a test's), validates the raw parameters once per
 * worker, runs the shards in order and returns their tallies; progress goes through the task's MessagePort.
 */
import { threadId, type MessagePort } from "node:worker_threads";
import type { AnalysisEntry, PreparedRun } from "../framework/registered-analysis.js";
import { runShard } from "./run-shard.js";
import { errorCode } from "./error-code.js";

/**
 * What a worker posts on a task's port: `{ started, shard }` as each shard of the batch starts, with its
 * thread id and the shard's index; between them, trials done since the last message.
 */
export type ShardMessage = { readonly started: number; readonly shard: number } | number;

/** One shard of a batch: its index in the run, its stream's starting state (the seed's state jumped index times) and its trials. */
export interface TaskShard {
  readonly index: number;
  readonly state: Uint32Array;
  readonly trials: number;
}

/**
 * What a batch gives back: the tallies of its shards in order, up to the first that failed; `failed` is that
 * shard's error (the shards after it were not run), so the main thread can name the shard.
 */
export interface BatchResult {
  readonly tallies: Float64Array[];
  readonly failed?: unknown;
}

/** What the main thread sends for a batch of shards (several per task: a task costs ~0.25 ms of CPU, issue 29). */
export interface ShardTask {
  /** URL of a module exporting `loadAnalysis(game, name)` (the catalog, loading one analysis) or `findAnalysis(game, name)`. */
  readonly registry: string;
  readonly game: string;
  readonly analysis: string;
  /** The URL of the plugin module that defines the analysis, when a plugin does (imported and checked here too). */
  readonly plugin?: string;
  /** Raw parameters (file options already read): plain JSON, validated again here. */
  readonly raw: Readonly<Record<string, unknown>>;
  /** The shards, run in this order. */
  readonly shards: readonly TaskShard[];
  readonly port?: MessagePort;
}

type Lookup = (game: string, name: string) => AnalysisEntry | undefined | Promise<AnalysisEntry | undefined>;

interface Registry {
  readonly loadAnalysis?: Lookup;
  readonly findAnalysis?: Lookup;
}

/**
 * Imports the registry module. Under tsx (tests, the CLI run from sources) a worker's dynamic import() of a
 * .ts file bypasses tsx's loader on Node 20: the worker then registers tsx's ESM hooks for itself (the
 * registry's own lazy imports need them too) and imports again. The built .js modules import normally.
 */
async function loadRegistry(url: string): Promise<Registry> {
  try {
    // The URL is the registry module's own (REGISTRY, src/sim/node-host.ts): it exports a Registry.
    const registry: Registry = await import(url);
    return registry;
  } catch (error) {
    if (errorCode(error) !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
    // tsx is a development dependency: only a worker running the sources reaches this line.
    const tsx = "tsx/esm/api";
    const api: { register: () => void } = await import(tsx); // tsx/esm/api's register(), as tsx documents it
    api.register();
    // A failed import stays failed for its URL: ask again under another one.
    const registry: Registry = await import(`${url}?tsx`);
    return registry;
  }
}

function lookUp(registry: Registry, game: string, name: string): AnalysisEntry | undefined | Promise<AnalysisEntry | undefined> {
  return (registry.loadAnalysis ?? registry.findAnalysis)?.(game, name);
}

/** A plugin's analysis: the plugin module imported and checked in this thread (once), as the CLI did. */
async function pluginAnalysis(url: string, game: string, name: string): Promise<AnalysisEntry | undefined> {
  const [{ addPlugin }, { loadAnalysis }, api] = await Promise.all([import("../analyses/plugin.js"), import("../analyses/catalog.js"), import("../plugin-api.js")]);
  const known = await loadAnalysis(game, name);
  if (known !== undefined) return known;
  const module: unknown = await import(url);
  const problems = addPlugin(module, api, url);
  if (problems.length > 0) throw new Error(problems.join("; "));
  return loadAnalysis(game, name);
}

/** How often a shard reports progress. */
const PROGRESS_EVERY_MS = 100;

const prepared = new Map<string, PreparedRun>();

async function prepare(task: ShardTask): Promise<PreparedRun> {
  const key = JSON.stringify([task.registry, task.game, task.analysis, task.raw]);
  const known = prepared.get(key);
  if (known) return known;
  const analysis = task.plugin !== undefined ? await pluginAnalysis(task.plugin, task.game, task.analysis) : await lookUp(await loadRegistry(task.registry), task.game, task.analysis);
  if (analysis === undefined) throw new Error(`no analysis ${task.game} ${task.analysis} in ${task.registry}`);
  const validated = analysis.prepare(task.raw);
  if (!validated.ok) throw new Error(`parameters refused in the worker: ${validated.errors.join("; ")}`);
  prepared.set(key, validated.value);
  return validated.value;
}

/** The last task taken: the next one starts when it has ended. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * Runs a batch task. piscina hands a worker several at once (concurrentTasksPerWorker, so the worker has the
 * next batch at hand while the main thread is busy); they run one after another in the order received — they
 * share the prepared run's kept plan — and each shard says `started` when it really starts (the watchdog is
 * armed then). Refused parameters or an unknown analysis reject the task; a sampler's error ends the batch
 * at its shard (BatchResult.failed).
 */
export default function runShardTask(task: ShardTask): Promise<BatchResult> {
  const mine = previous.then(() => runBatch(task));
  previous = mine.catch(() => undefined);
  return mine;
}

async function runBatch(task: ShardTask): Promise<BatchResult> {
  // Started once the registry is loaded: a worker's first import takes seconds on a busy machine, and the
  // watchdog (armed by the first message) is for a sampler that stops making progress, not for a slow start.
  const run = await prepare(task);
  const tallies: Float64Array[] = [];
  try {
    for (const shard of task.shards) {
      task.port?.postMessage({ started: threadId, shard: shard.index } satisfies ShardMessage);
      tallies.push(await runOneShard(run, shard, task.port));
    }
    return { tallies };
  } catch (error) {
    return { tallies, failed: error };
  } finally {
    task.port?.close();
  }
}

async function runOneShard(run: PreparedRun, shard: TaskShard, port: MessagePort | undefined): Promise<Float64Array> {
  let reported = 0;
  let lastPost = performance.now();
  return runShard(run, shard.state, shard.trials, (done) => {
    // A message every ~100 ms is enough for a progress bar; cheap samplers would otherwise spend more
    // time posting than sampling. The main thread counts the rest when the task resolves.
    const now = performance.now();
    if (now - lastPost < PROGRESS_EVERY_MS || done === shard.trials) return;
    port?.postMessage(done - reported);
    reported = done;
    lastPost = now;
  });
}
