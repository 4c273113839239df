/**
 * The shard document of `oddsmith balance FILE --shard I/N` (issue 26 §2): the balance file as read, the
 * shard's place, and the exact figures of its points (every N-th point the question can reach, from I),
 * with the SHA-256 of all that. `oddsmith balance merge` reads these back (balance-merge.ts) and runs the
 * search on them, so the merged run is byte-identical to the whole run.
 */
import type { ResultFigures } from "../framework/analysis.js";
import type { GridPoint } from "../framework/grid.js";
import type { ShardSpec } from "../pipeline/sweep-shards.js";
import { sha256Hex } from "./lazy-builtins.js";
import { shardDocumentText } from "./shard-digest.js";

/** The version of the balance shard document format. */
export const BALANCE_SHARD_FORMAT = 1;

/** One solved point of a shard: its index among the points the question can reach, the point, and its exact figures. */
export interface BalanceShardResult {
  readonly index: number;
  readonly point: GridPoint;
  readonly figures: ResultFigures;
}

/**
 * A shard's document text: the balance file (its path, the SHA-256 of its text and its parsed content), the
 * shard, the number of points in the whole balance and the shard's solved points, with the digest of that
 * content last. O(document size).
 */
export function balanceShardText(file: { readonly file: string; readonly text: string; readonly content: unknown }, shard: ShardSpec, points: number, results: readonly BalanceShardResult[]): string {
  return shardDocumentText({ oddsmithBalanceShard: BALANCE_SHARD_FORMAT, balance: { file: file.file, sha256: sha256Hex(file.text), content: file.content }, shard, points, results });
}
