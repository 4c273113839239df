/**
 * The worker thread of `oddsmith balance FILE --threads N` on an exact question (issue 26 §2): one task is
 * one shard, run as `oddsmith balance FILE --shard I/N` runs it (runBalance), and its shard document goes
 * back as text for balance-pool.ts to join.
 */
import { runBalance } from "./balance-command.js";
import type { BalanceShardTask } from "./balance-pool.js";

/**
 * Solves one shard of an exact balance and returns its document text (balance-shard.ts).
 * @throws {UsageError} as the shard's run does (the command's thread checked the file first, so only a file changed since).
 */
export default async function runBalanceShardTask(task: BalanceShardTask): Promise<string> {
  return (await runBalance(task.file, { json: false, shard: task.shard })).stdout;
}
