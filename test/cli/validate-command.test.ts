import { availableParallelism } from "node:os";
import { describe, expect, it, vi } from "vitest";
import type { AnalysisEntry } from "../../src/core/registered-analysis.js";
import { CheckFailed } from "../../src/cli/usage-error.js";
import { validateCommand } from "../../src/cli/validate-command.js";
import { runMain } from "../support/cli.js";
import { coin } from "../support/coin-analysis.js";

async function runValidate(registry: readonly AnalysisEntry[]): Promise<{ stdout: string; error: unknown }> {
  let stdout = "";
  const command = validateCommand((text) => (stdout += text), registry).exitOverride();
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    await command.parseAsync(["--trials", "100000", "--threads", "1"], { from: "user" });
    return { stdout, error: undefined };
  } catch (error) {
    return { stdout, error };
  } finally {
    stderr.mockRestore();
  }
}

describe("oddsmith validate against a broken sampler", () => {
  it("a 45% coin against its exact 50% is reported as DISAGREES and ends in CheckFailed (exit 1)", async () => {
    const { stdout, error } = await runValidate([coin(50), coin(45)]);
    expect(stdout).toMatch(/coin-50 .* agrees/);
    expect(stdout).toMatch(/coin-45 .* DISAGREES/);
    expect(stdout).toContain("1 of 2 cases DISAGREE with the exact solvers");
    expect(error).toBeInstanceOf(CheckFailed);
  });
  it("a fair coin passes: no error", async () => {
    const { error } = await runValidate([coin(50)]);
    expect(error).toBeUndefined();
  });
});

describe("oddsmith validate", () => {
  it("refuses a game it does not know with exit 2", async () => {
    const { status, stdout, stderr } = await runMain(["validate", "--game", "chess"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).toContain('--game: expected one of kingstone, zilch, ultimo, ash, received "chess"');
  });
  it("--threads beyond the machine's available parallelism is capped with a note (it was accepted and ignored: every case ran in one thread)", async () => {
    const { status, stderr } = await runMain(["validate", "--game", "zilch", "--trials", "10000", "--threads", "256"]);
    expect(status).toBe(0);
    expect(stderr).toContain(`note: --threads 256 capped at ${availableParallelism()}, the machine's available parallelism`);
  });
});
