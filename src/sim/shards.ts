/** Trials per shard: a worker task (≥ 10^5 trials, so a task's overhead is lost in its work). */
export const SHARD_TRIALS = 131_072;

/** Trials a shard runs between progress reports and checks for a stop. */
export const CHUNK_TRIALS = 16_384;

/**
 * The trials of each shard of a run of `trials` trials: full shards of SHARD_TRIALS, then the rest. Shard
 * i always draws from stream i, so the split, and with it the result, depends only on the trial count.
 * @example shardSizes(300_000) // [131072, 131072, 37856]
 */
export function shardSizes(trials: number): number[] {
  const sizes: number[] = [];
  for (let done = 0; done < trials; done += SHARD_TRIALS) sizes.push(Math.min(SHARD_TRIALS, trials - done));
  return sizes;
}
