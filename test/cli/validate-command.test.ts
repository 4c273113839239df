import { availableParallelism } from "node:os";
import { describe, expect, it, vi } from "vitest";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
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
    expect(stderr).toContain('--game: expected one of kingstone, zilch, ultimo, ash, dice, received "chess"');
  });
  it("--threads beyond the machine's available parallelism is capped with a note (it was accepted and ignored: every case ran in one thread)", async () => {
    const { status, stderr } = await runMain(["validate", "--game", "zilch", "--trials", "10000", "--threads", "256"]);
    expect(status).toBe(0);
    expect(stderr).toContain(`note: --threads 256 capped at ${availableParallelism()}, the machine's available parallelism`);
  });
});

describe("oddsmith validate GAME ANALYSIS [flags] (issue 18: validate what you ask)", () => {
  it("validate kingstone check --bonus 2 --dc 9 --trials 20000 --seed 3 runs the sampler at those parameters only, and it agrees", async () => {
    const { status, stdout } = await runMain(["validate", "kingstone", "check", "--bonus", "2", "--dc", "9", "--trials", "20000", "--seed", "3", "--threads", "1"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^kingstone +check +bonus=2 dc=9 +20000 .* agrees$/m);
    expect(stdout).toContain("All 1 cases agree with the exact solvers (every p-value ≥ 0.001; seed 3, 20000 trials each).");
  });
  it("bad flags of the analysis are every problem together, exit 2, pointing at the analysis's help", async () => {
    const { status, stdout, stderr } = await runMain(["validate", "kingstone", "check", "--bonus", "99", "--dcc", "3", "x"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("unknown option --dcc (options: --bonus, --dc, --dice, --ladder, --reroll, --goal, --game, --trials, --seed, --threads)");
    expect(stderr).toContain('unexpected argument "x"');
    expect(stderr).toContain('--bonus: expected an integer from -10 to 20, received "99"');
    expect(stderr).toContain("Run 'oddsmith kingstone check --help' to see every option.");
  });
  it("an analysis without a sampler says so (exit 2); an unknown game or analysis lists the known ones", async () => {
    const marks = await runMain(["validate", "kingstone", "marks", "--level", "2"]);
    expect(marks.status).toBe(2);
    expect(marks.stderr).toContain("kingstone marks has no Monte Carlo sampler: validate compares a sampler with the exact solver, so there is nothing to validate (analyses with one: kingstone check,");
    expect((await runMain(["validate", "kingstone", "chek"])).stderr).toContain('unknown analysis "chek" of kingstone (analyses: check, table, pick-dc, death, marks, side, spell, fight)');
    expect((await runMain(["validate", "kingston", "check"])).stderr).toContain('unknown game "kingston" (games: kingstone, zilch, ultimo, ash, dice)');
  });
});
