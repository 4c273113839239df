/** The bench's own command line: what `npm run bench -- …` accepts. */
export interface BenchOptions {
  /** `--help`: print the usage and stop. */
  readonly help: boolean;
  readonly list: boolean;
  readonly quick: boolean;
  readonly suite?: string;
  /** A local icepool checkout to run side by side (put on Python's sys.path). */
  readonly icepool?: string;
  /** Where the results files go (default bench/results). */
  readonly results?: string;
  /** `--no-results`: print the table only. */
  readonly writeResults: boolean;
  /** `--against [FILE]`: compare each row with a saved results file (true: the newest committed one). */
  readonly against?: string | true;
}

const VALUE_FLAGS = ["--suite", "--icepool", "--results"] as const;
const SWITCHES = ["--help", "--list", "--quick", "--no-results"] as const;
/** Flags whose value may be left out (the next argument is a flag, or there is none). */
const OPTIONAL_VALUE = ["--against"] as const;

/** What `npm run bench -- --help` prints. */
export const BENCH_USAGE = [
  "usage: npm run bench [-- OPTIONS]",
  "  --suite NAME        run one suite (--list names them); default: every suite",
  "  --quick             fewer repeats and smaller workloads (a check that the bench runs, not figures to quote)",
  "  --icepool PATH      run icepool live beside us from this checkout (put on Python's sys.path)",
  "  --results DIR       write the rows to DIR/<date>-<commit>.json and .csv (default bench/results)",
  "  --no-results        print the table only",
  "  --against [FILE]    compare each row with a saved results file (default: the newest committed one)",
  "  --list              list the suites",
  "  --help              print this",
].join("\n");

/**
 * Reads the bench's arguments, collecting every problem (`--x: expected …, received "…"`) rather than
 * stopping at the first; `suites` are the names `--suite` accepts. O(arguments).
 * @example parseBenchArgs(["--quick", "--suite", "zilch"], ["zilch"]) // { ok: true, options: { list: false, quick: true, writeResults: true, suite: "zilch" } }
 */
export function parseBenchArgs(args: readonly string[], suites: readonly string[]): { ok: true; options: BenchOptions } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const values: Partial<Record<(typeof VALUE_FLAGS)[number], string>> = {};
  const switches = new Set<string>();
  let against: string | true | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if ((SWITCHES as readonly string[]).includes(flag) && inline === undefined) switches.add(flag);
    else if ((OPTIONAL_VALUE as readonly string[]).includes(flag)) {
      const next = args[i + 1];
      if (inline === "") errors.push(`${flag}: expected a results file or nothing, received ""`);
      else if (inline !== undefined) against = inline;
      else if (next !== undefined && !next.startsWith("--")) against = args[++i]!;
      else against = true;
    }
    else if ((VALUE_FLAGS as readonly string[]).includes(flag)) {
      const value = inline ?? args[i + 1];
      if (inline === undefined) i++;
      if (value === undefined || value === "" || (inline === undefined && value.startsWith("--"))) {
        errors.push(`${flag}: expected a value, received ${JSON.stringify(value ?? "")}`);
        if (value?.startsWith("--")) i--;
      } else values[flag as (typeof VALUE_FLAGS)[number]] = value;
    } else errors.push(`unknown option: expected one of ${[...SWITCHES, ...VALUE_FLAGS, ...OPTIONAL_VALUE].join(", ")}, received ${JSON.stringify(arg)}`);
  }
  if (values["--suite"] !== undefined && !suites.includes(values["--suite"])) {
    errors.push(`--suite: expected one of ${suites.join(", ")}, received ${JSON.stringify(values["--suite"])}`);
  }
  if (values["--results"] !== undefined && switches.has("--no-results")) errors.push(`--results: expected no --no-results beside it, received both`);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    options: {
      help: switches.has("--help"),
      list: switches.has("--list"),
      quick: switches.has("--quick"),
      writeResults: !switches.has("--no-results"),
      ...(values["--suite"] === undefined ? {} : { suite: values["--suite"] }),
      ...(values["--icepool"] === undefined ? {} : { icepool: values["--icepool"] }),
      ...(values["--results"] === undefined ? {} : { results: values["--results"] }),
      ...(against === undefined ? {} : { against }),
    },
  };
}
