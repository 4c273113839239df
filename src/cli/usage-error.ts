/** Bad input from the person at the terminal: every problem found, printed together, exit code 2. */
export class UsageError extends Error {
  constructor(
    readonly problems: readonly string[],
    /** The command whose --help says more, e.g. "oddsmith kingstone check". */
    readonly helpCommand: string,
  ) {
    super(problems.join("\n"));
    this.name = "UsageError";
  }
}

/**
 * The spec a file reader found, or the reader's problems thrown at once (the sweep, merge and balance files alike).
 * @throws {UsageError} with every problem the reader found, when it found no spec.
 * @example specOrRefusal({ spec: 1, problems: [] }, "oddsmith sweep") // 1
 */
export function specOrRefusal<S>(read: { readonly spec?: S | undefined; readonly problems: readonly string[] }, helpCommand: string): S {
  if (read.spec === undefined) throw new UsageError(read.problems, helpCommand);
  return read.spec;
}

/** The run was stopped by a signal: its message says what was kept; exit code 130 after SIGINT (Ctrl-C), 143 after SIGTERM. */
export class StoppedError extends Error {
  constructor(
    message: string,
    readonly signal: "SIGINT" | "SIGTERM" = "SIGINT",
  ) {
    super(message);
    this.name = "StoppedError";
  }
}

/** A check the person asked for did not pass (`oddsmith validate`): its report is printed; exit code 1. */
export class CheckFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CheckFailed";
  }
}

/** An output could not be written (a full disk, a read-only folder, a FIFO put there): exit code 2. */
export class OutputFailed extends Error {
  constructor(
    /** The flag, the path and the cause in words. */
    readonly problem: string,
    /** What was kept: "nothing was written", or the files already in place. */
    readonly kept: string,
  ) {
    super(`${problem}; ${kept}`);
    this.name = "OutputFailed";
  }
}

/** A run that could not finish (a sampler that made no progress): its message printed, nothing written; exit code 1. */
export class RunFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RunFailed";
  }
}
