/**
 * Sharded sweeps: shard I of N computes every N-th grid point (`oddsmith sweep FILE --shard I/N`), and
 * the shards' documents merge back into the whole sweep (`oddsmith sweep merge`), on any batch engine.
 * Pure: the CLI reads and writes the files.
 *
 *   sweep file ─► shard 0/N … shard N−1/N (each: its points, computed as the whole run computes them)
 *             ─► merge: one sweep file, seed and trial count? every shard once? ─► the whole run's points
 */
import { messages, type ShardedCommand } from "../framework/messages.js";
import type { SweepPoint } from "./sweep.js";
import { entryOf, itemAt } from "../core/checked-index.js";

/** Shard `index` of `count`, counted from 0 (Kubernetes' JOB_COMPLETION_INDEX is the index as it is). */
export interface ShardSpec {
  readonly index: number;
  readonly count: number;
}

/** The most shards a sweep is split into (a sweep has at most 2,000 points). */
export const MAX_SHARDS = 10_000;

/**
 * Reads `--shard I/N`: whole numbers with 0 ≤ I < N ≤ MAX_SHARDS, or a problem naming the flag, the
 * allowed form and what was received. O(length).
 * @example readShardSpec("2/3") // { index: 2, count: 3 }
 * @example readShardSpec("3/3") // { problem: '--shard: expected I/N, shard I of N counted from 0 (whole numbers, 0 ≤ I < N ≤ 10000), received "3/3"' }
 */
export function readShardSpec(raw: string): ShardSpec | { readonly problem: string } {
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(raw.trim());
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(index < count) || count > MAX_SHARDS) return { problem: messages.shardSpec(MAX_SHARDS, raw) };
  return { index, count };
}

/**
 * The grid points (indices in the whole sweep's order) shard `index` of `count` computes: every count-th,
 * from `index`, so neighbouring points, which cost alike, go to different shards. Which shard a point
 * lands in changes nothing about how it is computed (every point is simulated with the run's seed).
 * O(points / count).
 * @example shardPoints(7, { index: 1, count: 3 }) // [1, 4]
 */
export function shardPoints(points: number, shard: ShardSpec): number[] {
  const indices: number[] = [];
  for (let i = shard.index; i < points; i += shard.count) indices.push(i);
  return indices;
}

/**
 * What a shard computed: its place, the run it belongs to, and its points (`P`: a sweep's measured
 * points, a balance's solved figures) with their indices in the whole run.
 */
export interface Shard<P> {
  /** The sweep (or balance) file as it was read (its path, a digest of its text, and its parsed content). */
  readonly sweep: { readonly file: string; readonly sha256: string; readonly content: unknown };
  readonly shard: ShardSpec;
  /** The simulation every point used, or null for an exact sweep. */
  readonly monteCarlo: { readonly trials: number; readonly seed: number; readonly precision: number | null } | null;
  /** The number of points in the whole sweep. */
  readonly points: number;
  /** Whether the measure is a probability, as read from this shard's first point (the whole run reads it from point 0). */
  readonly probability: boolean;
  readonly results: ReadonlyArray<{ readonly index: number } & P>;
}

/** What a sweep's shard computed: its grid points with their measures. */
export type SweepShard = Shard<SweepPoint>;

/** The run a shard belongs to, field by field, as a merge compares them: the first difference, with both values. */
function difference<P>(a: Shard<P>, b: Shard<P>): { readonly what: string; readonly ours: string; readonly theirs: string } | undefined {
  const mc = (shard: Shard<P>) => shard.monteCarlo;
  const checks: Array<[string, (shard: Shard<P>) => unknown]> = [
    ["sweep file", (shard) => `${shard.sweep.file}, sha256 ${shard.sweep.sha256.slice(0, 12)}…`],
    ["simulation", (shard) => (mc(shard) === null ? "exact" : "simulated")],
    ["seed", (shard) => mc(shard)?.seed],
    ["trial count", (shard) => mc(shard)?.trials],
    ["precision", (shard) => mc(shard)?.precision],
    ["shard count", (shard) => shard.shard.count],
  ];
  for (const [what, of] of checks) {
    // The same sweep under another path is the same sweep: the file is compared by its digest.
    const same = what === "sweep file" ? a.sweep.sha256 === b.sweep.sha256 : of(a) === of(b);
    if (!same) return { what, ours: String(of(a)), theirs: String(of(b)) };
  }
  return undefined;
}

/**
 * Merges shards of one sweep (or balance, `command`) run into the whole run's points in order, each with its
 * index (and its
 * probability flag): or the problems, each naming the file — a shard of another file, seed, trial count or
 * shard count, a shard given twice, a shard missing, a shard whose points are not its own. O(points).
 * @example mergeShards([]) // { problems: ["sweep merge: expected at least one shard file, received none"] }
 */
export function mergeShards<P>(files: ReadonlyArray<{ readonly label: string; readonly shard: Shard<P> }>, command: ShardedCommand = "sweep"): { readonly problems: string[] } | { readonly points: Array<{ readonly index: number } & P>; readonly probability: boolean; readonly first: Shard<P> } {
  const [first] = files;
  if (first === undefined) return { problems: [command === "sweep" ? messages.noShards : messages.noShards.replace("sweep", command)] };
  const problems: string[] = [];
  const byIndex = new Map<number, string>();
  for (const { label, shard } of files) {
    const differs = difference(first.shard, shard);
    if (differs !== undefined) problems.push(messages.shardsDiffer(label, differs.what.replace("sweep", command), differs.theirs, first.label, differs.ours, command));
    else if (byIndex.has(shard.shard.index)) problems.push(messages.shardTwice(`${shard.shard.index}/${shard.shard.count}`, entryOf(byIndex, shard.shard.index), label, command));
    else {
      byIndex.set(shard.shard.index, label);
      const expected = shardPoints(shard.points, shard.shard);
      if (shard.results.length !== expected.length || shard.results.some((result, i) => result.index !== expected[i])) problems.push(messages.shardPointsWrong(label, `${shard.shard.index}/${shard.shard.count}`, command));
    }
  }
  if (problems.length > 0) return { problems };
  const { count } = first.shard.shard;
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !byIndex.has(i));
  if (missing.length > 0) return { problems: [messages.shardsMissing(missing.map((i) => `${i}/${count}`), [...byIndex].sort(([a], [b]) => a - b).map(([i, label]) => `${i}/${count} (${label})`), command)] };
  const points = new Array<{ readonly index: number } & P>(first.shard.points);
  for (const { shard } of files) for (const result of shard.results) points[result.index] = result;
  // Shard 0 is there: every index 0..count-1 is (checked above).
  const probability = itemAt(files.filter(({ shard }) => shard.shard.index === 0), 0).shard.probability;
  return { points, probability, first: first.shard };
}
