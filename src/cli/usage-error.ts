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
