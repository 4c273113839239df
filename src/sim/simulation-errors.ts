/**
 * How a simulation ends other than with its result: stopped, failed or stalled (re-exported by simulate.ts,
 * where callers import them). Their own module so that the runners of shards can throw them too.
 */

/** The run was stopped (Ctrl-C or an aborted signal) before it finished. */
export class SimulationStopped extends Error {
  constructor() {
    super("the simulation was stopped before it finished");
    this.name = "SimulationStopped";
  }
}

/** A shard failed: its sampler threw or its worker died. */
export class SimulationFailed extends Error {
  constructor(what: string, shard: number, cause: unknown) {
    super(`the sampler of ${what} failed in shard ${shard}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "SimulationFailed";
  }
}

/**
 * A shard made no progress for the host's watchdog seconds (a sampler caught in an endless loop): the run
 * was ended, its pool terminated.
 */
export class SimulationStalled extends Error {
  constructor(
    readonly what: string,
    readonly shard: number,
    readonly seconds: number,
  ) {
    super(`the sampler of ${what} made no progress in shard ${shard} for ${seconds} s`);
    this.name = "SimulationStalled";
  }
}
