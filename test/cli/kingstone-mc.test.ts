import { describe, expect, it } from "vitest";
import { runMain } from "../support/cli.js";

describe("oddsmith kingstone with Monte Carlo", () => {
  it("check --reroll one-die --mc prints the estimates, the policy the trials followed, and the run", async () => {
    const { status, stdout } = await runMain(["kingstone", "check", "--bonus", "2", "--dc", "10", "--reroll", "one-die", "--mc", "200000", "--threads", "1"]);
    expect(status).toBe(0);
    expect(stdout).toContain("95% interval");
    expect(stdout).toContain("6-1       9  reroll a 1");
    expect(stdout).toContain("Monte Carlo: 200,000 trials, seed 1, 1 thread");
  });
  it("fight +20 against the Big Rat with a 4-harm weapon wins every fight in round 1", async () => {
    const { status, stdout } = await runMain(["kingstone", "fight", "--enemy", "big-rat", "--bonus", "20", "--weapon-harm", "4", "--mc", "5000", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.summary.pWin).toBe(1);
    expect(document.summary.expectedRounds).toBe(1);
  });
  it("fight without an enemy, or with a bad harm, is refused with exit 2 and the rule, printing nothing on stdout", async () => {
    for (const [args, message] of [
      [["--bonus", "2"], "give exactly one of --enemy, --ac"],
      [["--enemy", "big-rat", "--bonus", "2", "--enemy-harm", "0"], '--enemy-harm: expected an integer from 1 to 20, received "0"'],
    ] as const) {
      const { status, stderr, stdout } = await runMain(["kingstone", "fight", ...args]);
      expect(status).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain(message);
    }
  });
});
