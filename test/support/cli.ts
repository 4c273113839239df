import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, vi } from "vitest";
import { main } from "../../src/cli/main.js";

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** The installed command, which runs the built CLI in dist/ (`npm test` builds it first). */
const BIN = `${root}bin/oddsmith.js`;

/** What a run of the CLI printed and its exit code. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

let built: string | undefined;

/**
 * Why dist/ cannot stand for src/ (missing, or older than a source file: tsc rewrites every output, so
 * dist/cli/bin.js dates the last build), or "" when it can. Checked once per test file.
 */
function distProblem(): string {
  if (built !== undefined) return built;
  const bin = `${root}dist/cli/bin.js`;
  if (!existsSync(bin)) return (built = "dist/ is missing: run `npm run build` (npm test builds it first)");
  const buildTime = statSync(bin).mtimeMs;
  const newer = readdirSync(`${root}src`, { recursive: true, encoding: "utf8" }).find((file) => file.endsWith(".ts") && statSync(`${root}src/${file}`).mtimeMs > buildTime);
  return (built = newer === undefined ? "" : `dist/ is older than src/${newer}: run \`npm run build\` (npm test builds it first)`);
}

/**
 * The path of bin/oddsmith.js, for a test that spawns it itself (to signal it).
 * @throws {Error} when dist/ is missing or older than src/.
 */
export function builtCli(): string {
  const problem = distProblem();
  if (problem !== "") throw new Error(problem);
  return BIN;
}

/**
 * Runs the oddsmith CLI as a user's shell would: `node bin/oddsmith.js` (the built CLI; starting it
 * costs a fraction of compiling the sources through tsx in every process).
 * @throws {Error} when dist/ is missing or older than src/.
 */
export function runCli(args: readonly string[], cwd = root): CliRun {
  const result = spawnSync(process.execPath, [builtCli(), ...args], { cwd, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs the CLI's `main()` in this process from the sources, capturing what it writes to stdout and
 * stderr and returning its exit code: the same as runCli for everything but the process itself (no
 * start-up, no signals), so bad-input checks cost microseconds instead of a process each.
 */
export async function runMain(args: readonly string[]): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((stdout += String(chunk)), true));
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((stderr += String(chunk)), true));
  try {
    const status = await main(args);
    return { status, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

/** A line of a stack trace: never shown to a person. */
export const STACK_LINE = /^\s+at /m;

/**
 * Runs the CLI in-process and expects a usage error: exit 2, nothing on stdout, no stack trace, and every
 * message on stderr. Returns stderr.
 */
export async function expectUsageError(args: readonly string[], ...messages: string[]): Promise<string> {
  const { status, stdout, stderr } = await runMain(args);
  expect(status).toBe(2);
  expect(stdout).toBe("");
  expect(stderr).not.toMatch(STACK_LINE);
  for (const message of messages) expect(stderr).toContain(message);
  return stderr;
}

/** The JSON document of a run, as `--json` prints it and the page offers it (the fields the tests read). */
export interface RunDocument {
  readonly game: string;
  readonly analysis: string;
  readonly monteCarlo?: { readonly trials: number; readonly seed: number };
  readonly outcomes: readonly { readonly outcome: string; readonly probability: number; readonly exact?: string; readonly count?: number; readonly low?: number; readonly high?: number }[];
}

/**
 * The CLI's JSON document of a command (`oddsmith <args> --json`, the built CLI).
 * @throws {Error} when the command fails.
 */
export function cliDocument(args: readonly string[]): RunDocument {
  const run = runCli([...args, "--json"]);
  if (run.status !== 0) throw new Error(`oddsmith ${args.join(" ")} failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as RunDocument;
}

/**
 * The problems the CLI prints for a refused command, one line each as on stderr without its indent
 * (between "oddsmith: N problem(s)" and "Run 'oddsmith … --help'").
 * @throws {Error} when the command does not exit 2.
 */
export function cliProblems(args: readonly string[]): string[] {
  const run = runCli(args);
  if (run.status !== 2) throw new Error(`oddsmith ${args.join(" ")} exited ${run.status}, not 2: ${run.stderr}`);
  return run.stderr
    .split("\n")
    .filter((line) => line.startsWith("  "))
    .map((line) => line.trim());
}
