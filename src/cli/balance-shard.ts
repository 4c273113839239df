/**
 * The shard document of `oddsmith balance FILE --shard I/N` (issue 26 §2): the balance file as read, the
 * shard's place, and the exact figures of its points (every N-th point the question can reach, from I),
 * with the SHA-256 of all that. `oddsmith balance merge` reads these back (balance-merge.ts) and runs the
 * search on them, so the merged run is byte-identical to the whole run. A simulated balance's shard holds
 * its designs (every N-th, from I) instead, each with every simulation its rounds made, and the rule
 * (trials, seed, rounds); the merge reruns the rule reading them.
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

/** One simulation a simulated shard made: the point, its trials (the seed is the rule's) and its figures. */
export interface BalanceShardSimulation {
  readonly point: GridPoint;
  readonly trials: number;
  readonly figures: ResultFigures;
}

/** One design of a simulated shard: its index among the designs, the design, and every simulation its rounds made. */
export interface BalanceShardDesign {
  readonly index: number;
  readonly point: GridPoint;
  readonly simulations: readonly BalanceShardSimulation[];
}

/** The balance file a shard carries: its path, its text (digested) and its parsed content. */
export interface ShardedFile {
  readonly file: string;
  readonly text: string;
  readonly content: unknown;
}

/**
 * A shard's document text: the balance file (its path, the SHA-256 of its text and its parsed content), the
 * shard, a simulated balance's rule, the number of points (designs, when simulated) in the whole balance and
 * the shard's results, with the digest of that content last. O(document size).
 */
export function balanceShardText(file: ShardedFile, shard: ShardSpec, points: number, results: readonly BalanceShardResult[] | readonly BalanceShardDesign[], monteCarlo?: { readonly trials: number; readonly seed: number; readonly rounds: number }): string {
  return shardDocumentText({ oddsmithBalanceShard: BALANCE_SHARD_FORMAT, balance: { file: file.file, sha256: sha256Hex(file.text), content: file.content }, shard, ...(monteCarlo === undefined ? {} : { monteCarlo }), points, results });
}
