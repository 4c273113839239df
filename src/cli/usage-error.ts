/** Bad input from the person at the terminal: every problem found, printed together, exit code 2. */
export class UsageError extends Error {
  constructor(
    readonly problems: readonly string[],
    /** Where to read more, e.g. "oddsmith kingstone check --help". */
    readonly helpCommand: string,
  ) {
    super(problems.join("\n"));
    this.name = "UsageError";
  }
}
