/**
 * Shards run in the calling thread: a queue of shards worked through in watched slices of about SLICE_MS,
 * each slice running chunks of as many queued shards as fit (a watchdog slice costs a thread started and
 * joined, ~0.1–3 ms, so one per shard would cost cheap samplers a tenth of their time), yielding to the
 * event loop between slices; and this thread together with a pool, for hosts whose workers queue shards.
 */
import type { PreparedRun } from "../framework/registered-analysis.js";
import type { ShardJob, ShardRunner, SimulationHost } from "./host.js";
import { NoProgress, ShardCursor, SLICE_MS } from "./run-shard.js";
import { SimulationFailed, SimulationStalled, SimulationStopped } from "./simulation-errors.js";

/** A runner in this thread, which says how many shards it holds and how long its last one took. */
export interface ThisThreadRunner extends ShardRunner {
  /** Shards queued or under way here. */
  pending(): number;
  /** Milliseconds the last shard finished here ran (its chunks' time, pauses between slices left out); undefined before the first. */
  shardMs(): number | undefined;
}

/** The most shards a thread is given ahead (and the most a Node worker takes at once). */
export const MOST_SHARDS_AHEAD = 64;

/**
 * How many shards to keep queued for one thread so that it never waits for this thread's next slice: two
 * slices' worth at the last shard's time, at least 2 (and 2 before any shard has finished). O(1).
 * @example shardsAhead(4) // 26
 */
export function shardsAhead(shardMs: number | undefined): number {
  if (shardMs === undefined) return 2;
  return Math.min(MOST_SHARDS_AHEAD, Math.max(2, Math.ceil((2 * SLICE_MS) / Math.max(shardMs, 1e-3)) + 1));
}

interface Queued {
  readonly job: ShardJob;
  readonly what: string;
  readonly resolve: (tally: Float64Array) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A runner of shards in this thread: shards queue in the order given and run one after another, chunks of
 * several in one slice under the host's watchdog when it has one (no timer can interrupt this thread while
 * a sampler runs in it). Between slices: progress, a pause for the event loop, a check for a stop.
 * `abortAll` and `close` stop it at the next slice. Each shard starts from a fresh plan's state, as in a
 * worker. Cost: a watchdog slice (~0.1–3 ms) per SLICE_MS of shards, not per shard.
 */
export function inThisThread(run: PreparedRun, host: SimulationHost, signal: AbortSignal | undefined, progress: (more: number) => void): ThisThreadRunner {
  return new ShardQueue(run, host, signal, progress);
}

class ShardQueue implements ThisThreadRunner {
  private readonly queue: Queued[] = [];
  private current: { readonly entry: Queued; readonly cursor: ShardCursor; spentMs: number; reported: number } | undefined;
  private lastShardMs: number | undefined;
  private abandoned = false;
  private driving = false;

  constructor(
    private readonly prepared: PreparedRun,
    private readonly host: SimulationHost,
    private readonly signal: AbortSignal | undefined,
    private readonly progress: (more: number) => void,
  ) {}

  run(job: ShardJob, what: string): Promise<Float64Array> {
    return new Promise<Float64Array>((resolve, reject) => {
      if (this.stopped()) return reject(new SimulationStopped());
      this.queue.push({ job, what, resolve, reject });
      if (!this.driving) void this.drive();
    });
  }

  abortAll(): void {
    this.abandoned = true;
  }

  threadsUsed(): number {
    return 1;
  }

  async close(): Promise<void> {
    this.abandoned = true;
  }

  pending(): number {
    return this.queue.length + (this.current === undefined ? 0 : 1);
  }

  shardMs(): number | undefined {
    return this.lastShardMs;
  }

  private stopped(): boolean {
    return this.signal?.aborted === true || this.abandoned;
  }

  /** Works through the queue slice by slice until it is empty or the run stops. */
  private async drive(): Promise<void> {
    this.driving = true;
    // Start after the caller's turn: it may be handing out more shards (some to a pool) right now.
    await Promise.resolve();
    while (this.pending() > 0) {
      if (this.stopped()) {
        this.dropAll(new SimulationStopped());
        break;
      }
      const finished: [Queued, Float64Array][] = [];
      try {
        const watchdog = this.host.watchdog;
        if (watchdog === undefined) this.slice(finished);
        else if (!watchdog.run(() => this.slice(finished))) throw new NoProgress(watchdog.seconds);
      } catch (error) {
        this.failCurrent(error);
      }
      for (const [entry, tally] of finished) entry.resolve(tally);
      const current = this.current;
      if (current !== undefined) {
        this.progress(current.cursor.done - current.reported);
        current.reported = current.cursor.done;
      }
      // Let Ctrl-C, timers and the workers' messages through between slices.
      await this.host.pause();
    }
    this.driving = false;
  }

  /**
   * One slice: chunks of the current shard, then of the next queued ones, until SLICE_MS or the queue is empty.
   * A shard's time is the time its chunks ran, not the wall time from its start to its end: a shard that
   * straddles two slices would otherwise count the pause between them (the event loop, the pool's replies),
   * and shardsAhead would shrink the window to a few shards, leaving the workers waiting.
   */
  private slice(finished: [Queued, Float64Array][]): void {
    const started = performance.now();
    let now = started;
    do {
      if (this.current === undefined) {
        const entry = this.queue[0];
        if (entry === undefined) return;
        // The cursor resets the kept plan: made only when its shard starts. If making it throws, the entry is still queued.
        this.current = { entry, cursor: new ShardCursor(this.prepared, entry.job.state, entry.job.trials), spentMs: 0, reported: 0 };
        this.queue.shift();
      }
      const current = this.current;
      const done = current.cursor.chunk();
      const after = performance.now();
      current.spentMs += after - now;
      now = after;
      if (done) {
        this.progress(current.cursor.done - current.reported);
        this.lastShardMs = current.spentMs;
        finished.push([current.entry, current.cursor.tally]);
        this.current = undefined;
      }
    } while (now - started < SLICE_MS);
  }

  /** The shard under way (or about to start) failed or stalled: it rejects, naming itself; the rest stay queued. */
  private failCurrent(error: unknown): void {
    const entry = this.current?.entry ?? this.queue.shift();
    this.current = undefined;
    if (entry === undefined) return;
    entry.reject(error instanceof NoProgress ? new SimulationStalled(entry.what, entry.job.index, error.seconds) : new SimulationFailed(entry.what, entry.job.index, error));
  }

  private dropAll(error: unknown): void {
    this.current?.entry.reject(error);
    this.current = undefined;
    for (const entry of this.queue.splice(0)) entry.reject(error);
  }
}

/**
 * This thread and a pool as one runner: a shard goes to this thread while it holds fewer than
 * `shardsAhead` of its shard time, else to the pool. So a run on T threads starts T − 1 workers (each loads
 * the registry and warms its sampler up again), and this thread, warm already, runs shards while they
 * start. For a pool whose workers queue several shards each (SimulationHost.poolQueues): this thread's
 * slices leave the pool's replies unread until they end. Its threads used: the pool's, plus this one once
 * it finished a shard.
 */
export function withThisThread(here: ThisThreadRunner, pool: ShardRunner): ShardRunner {
  let ranHere = false;
  return {
    run: async (job, what) => {
      if (here.pending() >= shardsAhead(here.shardMs())) return pool.run(job, what);
      const tally = await here.run(job, what);
      ranHere = true;
      return tally;
    },
    abortAll: () => {
      here.abortAll();
      pool.abortAll();
    },
    threadsUsed: () => (pool.threadsUsed?.() ?? 1) + (ranHere ? 1 : 0),
    close: async () => {
      await here.close();
      await pool.close();
    },
  };
}
