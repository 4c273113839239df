import { describe, expect, it } from "vitest";
import { runMain } from "../support/cli.js";

describe("oddsmith zilch", () => {
  it("test --suit 6 --json: the four degrees, 1/2 to succeed", async () => {
    const { status, stdout } = await runMain(["zilch", "test", "--suit", "6", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.params).toEqual({ suit: 6, skill: false, modifier: 0, boon: false, explodeChain: false, die: "d12!d8" });
    expect(document.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(["critical-success", "success", "failure", "critical-failure"]);
    expect(document.summaryExact.pSuccess).toBe("1/2");
  });
  it("a target that is not a number, an unknown weapon, 7 players: exit 2, the flag named, no stack trace", async () => {
    for (const [args, message] of [
      [["zilch", "test", "--target", "ten"], '--target: expected an integer from -3 to 26, received "ten"'],
      [["zilch", "damage", "--weapon", "spear", "--dr", "1"], '--weapon: expected one of tiny, light, heavy, great, received "spear"'],
      [["zilch", "chargen", "--method", "cards", "--players", "7"], '--players: expected an integer from 1 to 6 (each pile holds 6 cards, one per player), received "7"'],
      [["zilch", "test", "--target", "9", "--skill"], "--skill: only allowed with --suit"],
      [["zilch", "test", "--suit", "6", "--die", "d12!d200"], '--die: expected dice of 2 to 100 faces (d200 has 200), received "d12!d200"'],
      [["zilch", "contest", "--a", "6", "--b", "6", "--die", "d12+d8"], '--die: expected one die dX at each step of the chain (d12+d8 is not one die), received "d12+d8"'],
      [["zilch", "table", "--die", "d12!d8!d6!d4"], '--die: expected at most 3 dice in a chain (d12!d8!d6!d4 has 4), received "d12!d8!d6!d4"'],
      [["zilch", "test", "--suit", "6", "--die", "d12!>=11"], "--die: expected an explosion on the top face only (the rules' die adds the next die on its 12) (d12!>=11), received \"d12!>=11\""],
    ] as const) {
      const { status, stdout, stderr } = await runMain([...args]);
      expect(status).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain(message);
      expect(stderr).not.toMatch(/^\s+at /m);
    }
  });
  it('test --suit 6 --die "D10 ! d6" --json: the die read as d10!d6, 3/5 to succeed, the title naming it', async () => {
    const { status, stdout } = await runMain(["zilch", "test", "--suit", "6", "--die", "D10 ! d6", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.params.die).toBe("d10!d6");
    expect(document.summaryExact.pSuccess).toBe("3/5");
  });
  it("contest --a 6 --b 6 prints a-wins, b-wins and draw", async () => {
    const { stdout } = await runMain(["zilch", "contest", "--a", "6", "--b", "6"]);
    expect(stdout).toMatch(/a-wins\s+35\.4%\s+17\/48/);
    expect(stdout).toMatch(/draw\s+29\.2%\s+7\/24/);
  });
  it("test --suit 6 --mc 20000 --seed 3 --threads 1 --json: the estimated degrees with intervals and counts, the run's facts, and the same numbers again at the same seed", async () => {
    const args = ["zilch", "test", "--suit", "6", "--mc", "20000", "--seed", "3", "--threads", "1", "--json"];
    const first = await runMain(args);
    expect(first.status).toBe(0);
    const document = JSON.parse(first.stdout);
    expect(document.monteCarlo).toMatchObject({ trials: 20000, seed: 3 });
    expect(document.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(["critical-success", "success", "failure", "critical-failure"]);
    expect(document.outcomes.reduce((sum: number, o: { count: number }) => sum + o.count, 0)).toBe(20000);
    expect(document.summary.pSuccessLow).toBeLessThan(0.5);
    expect(document.summary.pSuccessHigh).toBeGreaterThan(0.5);
    expect(JSON.parse((await runMain(args)).stdout).outcomes).toEqual(document.outcomes);
  });
});
