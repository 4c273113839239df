import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runMain } from "../support/cli.js";

describe("oddsmith ultimo", () => {
  it("challenge --play K --difficulty 1 --json: all five outcomes, K beats 36 of 54", async () => {
    const { status, stdout } = await runMain(["ultimo", "challenge", "--play", "K", "--difficulty", "1", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(["perfect-success", "success", "partial-success", "failure", "total-failure"]);
    expect(document.summaryExact.pSuccessOrBetter).toBe("2/3");
  });
  it("challenge --difficulty all prints one row per difficulty 0..20", async () => {
    const { status, stdout } = await runMain(["ultimo", "challenge", "--play", "J,A,K,9,7", "--difficulty", "all"]);
    expect(status).toBe(0);
    expect(stdout.split("\n").filter((line) => /^\s*\d+\s/.test(line))).toHaveLength(21);
  });
  it("--trait may be repeated, as the issue writes the switches", async () => {
    const repeated = JSON.parse((await runMain(["ultimo", "challenge", "--play", "Q,K,9", "--difficulty", "3", "--trait", "long-live-the-queen", "--trait", "god-save-the-queen", "--json"])).stdout);
    const listed = JSON.parse((await runMain(["ultimo", "challenge", "--play", "Q,K,9", "--difficulty", "3", "--trait", "long-live-the-queen,god-save-the-queen", "--json"])).stdout);
    expect(repeated.params.trait).toEqual(["long-live-the-queen", "god-save-the-queen"]);
    expect(repeated.outcomes).toEqual(listed.outcomes);
  });
  it("an unknown card, an illegal order, difficulty 31, a limit above the hand: exit 2, the flag named, nothing written", async () => {
    const folder = mkdtempSync(join(tmpdir(), "oddsmith-ultimo-"));
    const csv = join(folder, "out.csv");
    for (const [args, message] of [
      [["ultimo", "challenge", "--play", "K,Y", "--difficulty", "3"], '--play: expected cards like J,A,K,9,7'],
      [["ultimo", "challenge", "--play", "7,9", "--difficulty", "3"], "--play: 9 must come before 7"],
      [["ultimo", "challenge", "--play", "K", "--difficulty", "31"], '--difficulty: expected an integer from 0 to 30'],
      [["ultimo", "best", "--hand", "K,9", "--limit", "3", "--difficulty", "2"], "--limit: at most the hand's 2 cards, received 3"],
    ] as const) {
      const { status, stdout, stderr } = await runMain([...args, "--csv", csv]);
      expect(status).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain(message);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(existsSync(csv)).toBe(false);
    }
  });
});
