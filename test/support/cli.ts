import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { vi } from "vitest";
import { main } from "../../src/cli/main.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The installed command, which runs the built CLI in dist/ (`npm test` builds it first). */
export const BIN = `${root}bin/oddsmith.js`;

/** What a run of the CLI printed and its exit code. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the oddsmith CLI as a user's shell would: `node bin/oddsmith.js` (the built CLI; starting it
 * costs a fraction of compiling the sources through tsx in every process).
 * @throws {Error} when dist/ has not been built.
 */
export function runCli(args: readonly string[], cwd = root): CliRun {
  if (!existsSync(`${root}dist/cli/bin.js`)) throw new Error("dist/ is missing: run `npm run build` (npm test builds it first)");
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8" });
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
