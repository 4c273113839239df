import { describe, expect, it } from "vitest";
import { runMain } from "../support/cli.js";

// Slow: every ultimo sampler against its exact solver, 100,000 trials per case.
describe("oddsmith validate --game ultimo", () => {
  it("prints a table of chi-squared tests with p-values and exits 0 when every sampler agrees", async () => {
    const { status, stdout } = await runMain(["validate", "--game", "ultimo", "--trials", "100000", "--threads", "1"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/p-value/);
    expect(stdout).toMatch(/ultimo\s+challenge\s+play=J,A,K,9,7 difficulty=6\s+100000/);
    expect(stdout).toMatch(/All \d+ cases agree with the exact solvers/);
  });
});
