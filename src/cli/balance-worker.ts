/**
 * The worker thread of `oddsmith balance FILE --threads N` on an exact question (issue 26 §2): one task is
 * one shard, run as `oddsmith balance FILE --shard I/N` runs it (runBalance), and its shard document goes
 * back as text for balance-pool.ts to join.
 */
import { runBalance } from "./balance-command.js";
import type { BalanceShardTask } from "./balance-pool.js";
import { loadPluginFiles } from "./plugins.js";

/**
 * Solves one shard of an exact balance and returns its document text (balance-shard.ts).
 * @throws {UsageError} as the shard's run does (the command's thread checked the file first, so only a file changed since).
 */
export default async function runBalanceShardTask(task: BalanceShardTask): Promise<string> {
  await (plugins ??= loadPlugins(task.plugins));
  return (await runBalance(task.file, { json: false, shard: task.shard })).stdout;
}

/** This worker's plugins, loaded once (every task of a run carries the same list). */
let plugins: Promise<void> | undefined;

/**
 * Loads the plugin files the command's thread loaded, so a file naming a plugin's game reads here as there.
 * @throws {Error} naming the problems (the command's thread loaded them first, so only a file changed since).
 */
async function loadPlugins(files: readonly string[]): Promise<void> {
  const problems = await loadPluginFiles(files);
  if (problems.length > 0) throw new Error(problems.join("; "));
}
