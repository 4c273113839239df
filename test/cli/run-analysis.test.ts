import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { existsSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { simulationNotes } from "../../src/cli/run-analysis.js";
import { NODE_HOST } from "../../src/sim/node-host.js";
import { builtCli, root, runCli, runMain, expectUsageError, STACK_LINE } from "../support/cli.js";



describe("oddsmith kingstone check", () => {
  it("--json prints the contract: game, analysis, params with defaults, outcomes with exact fractions, summary (the installed command, exit 0)", () => {
    const { status, stdout } = runCli(["kingstone", "check", "--bonus", "3", "--dc", "10", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.game).toBe("kingstone");
    expect(document.analysis).toBe("check");
    expect(document.params).toEqual({ bonus: 3, dc: 10, dice: "2d6", ladder: "paired", reroll: "none", goal: "success" });
    // Each degree carries its "this or better" figure: success-1 or better is (11 + 7 + 3)/36 = 7/12.
    expect(document.outcomes[2]).toEqual({ outcome: "success-1", probability: 11 / 36, exact: "11/36", pAtLeast: 7 / 12, pAtLeastExact: "7/12" });
    // Best to worst, as every game's outcomes run (issue 28 §4).
    expect(document.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(["success-3", "success-2", "success-1", "failure-1", "failure-2", "failure-3"]);
    expect(document.summary.pSuccess).toBeCloseTo(7 / 12, 15);
    expect(document.summaryExact.pSuccess).toBe("7/12");
  });
  it("with a reroll rule, shows the optimal policy: 2d6 + 2 vs DC 10 with one-die rerolls a 1 on 6-1", async () => {
    const { stdout } = await runMain(["kingstone", "check", "--bonus", "2", "--dc", "10", "--reroll", "one-die"]);
    expect(stdout).toContain("Optimal one-die reroll for P(success): reroll on these rolls, keep every other");
    expect(stdout).toMatch(/6-1\s+9\s+reroll a 1/);
    const document = JSON.parse((await runMain(["kingstone", "check", "--bonus", "2", "--dc", "10", "--reroll", "one-die", "--json"])).stdout);
    expect(document.policy[0]).toEqual({ roll: "6-1", total: 9, action: "reroll a 1" });
    expect(document.summaryExact.pSuccess).toBe("49/72");
  });
  it("prints a readable aligned table by default", async () => {
    const { status, stdout } = await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10"]);
    expect(status).toBe(0);
    expect(stdout).toContain("success-1        30.6%  11/36");
    expect(stdout).toMatch(/pSuccess\s+58\.3%\s+7\/12/);
  });
  it("a missing --dc is refused with the allowed values, exit 2, no stack trace", async () => {
    await expectUsageError(["kingstone", "check", "--bonus", "3"], "--dc is required: an integer from 1 to 40");
  });
  it("a non-numeric --dc, an unknown --ladder and a bonus of 21 are all reported together (the installed command, exit 2)", () => {
    const { status, stdout, stderr } = runCli(["kingstone", "check", "--bonus", "21", "--dc", "ten", "--ladder", "diagonal"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).not.toMatch(STACK_LINE);
    for (const message of [
      "3 problems",
      '--bonus: expected an integer from -10 to 20, received "21"',
      '--dc: expected an integer from 1 to 40, received "ten"',
      '--ladder: expected one of paired, shifted, linear, received "diagonal"',
    ])
      expect(stderr).toContain(message);
    expect(stderr).toContain("Run 'oddsmith kingstone check --help'");
  });
  it("a bonus of −11 is out of range", async () => {
    await expectUsageError(["kingstone", "check", "--bonus", "-11", "--dc", "10"], '--bonus: expected an integer from -10 to 20, received "-11"');
  });
  it("--chart with an unsupported ending is refused and writes nothing, not even the --csv", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    await expectUsageError(
      ["kingstone", "check", "--bonus", "1", "--dc", "9", "--csv", join(dir, "x.csv"), "--chart", join(dir, "x.png")],
      "--chart: expected a file name ending in .vl.json or .svg",
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("other kingstone analyses from the command line", () => {
  it("pick-dc --bonus 0 --target 0.5 picks DC 7 with 6 and 8 either side", async () => {
    const { status, stdout } = await runMain(["kingstone", "pick-dc", "--bonus", "0", "--target", "0.5", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.summary.dc).toBe(7);
    expect(document.outcomes.map((o: { dc: number }) => o.dc)).toEqual([6, 7, 8]);
  });
  it("pick-dc --target 2 is refused", async () => {
    await expectUsageError(["kingstone", "pick-dc", "--bonus", "0", "--target", "2"], "--target: expected a probability from 0 to 1");
  });
  it("death --endurance 0 --ally-attempts 0 dies surely", async () => {
    const document = JSON.parse((await runMain(["kingstone", "death", "--endurance", "0", "--ally-attempts", "0", "--json"])).stdout);
    expect(document.outcomes).toEqual([
      { outcome: "dies", probability: 1, exact: "1/1" },
      { outcome: "stabilised", probability: 0, exact: "0/1" },
    ]);
    expect(document.params).toEqual({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 });
    expect(document.rounds.map((r: { round: number; diesExact: string }) => [r.round, r.diesExact])).toEqual([
      [1, "5/12"],
      [2, "35/72"],
      [3, "7/72"],
    ]);
  });
  it("marks --level 2 --distinction needs 5 rolls", async () => {
    const document = JSON.parse((await runMain(["kingstone", "marks", "--level", "2", "--distinction", "--json"])).stdout);
    expect(document.summary.rollsToLevel).toBe(5);
  });
});

describe("threads and long simulations (issue 16)", () => {
  it("--threads 64 is capped at the machine's available parallelism, with a note, and the JSON reports the worker threads that ran shards", async () => {
    // 3e5 trials are 3 shards: before the cap this started 3 workers on any machine and reported "threads": 3.
    const cores = availableParallelism();
    const { status, stdout, stderr } = await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--mc", "3e5", "--threads", "64", "--json"]);
    expect(status).toBe(0);
    const threads = JSON.parse(stdout).monteCarlo.threads;
    expect(threads).toBeGreaterThanOrEqual(1);
    expect(threads).toBeLessThanOrEqual(Math.min(cores, 3));
    if (cores < 64) expect(stderr).toContain(`note: --threads 64 capped at ${cores}, the machine's available parallelism`);
    const asked = await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--mc", "3e5", "--threads", "1", "--json"]);
    expect(JSON.parse(asked.stdout).monteCarlo.threads).toBe(1);
    expect(asked.stderr).toBe("");
  });
  it("simulationNotes: a capped --threads, and a run projected past the threshold with its time, threads, trials and rate", () => {
    const estimate = { trials: 1e10, threads: 2, cores: 2, drawsPerTrial: 6, threadRate: 4.1e6, seconds: 1250, upTo: false };
    expect(simulationNotes(estimate)).toEqual(["note: about 21 min on 2 threads (10,000,000,000 trials of 6 random draws, ~4.1 M trials/s a thread on the reference machine); Ctrl-C stops it"]);
    expect(simulationNotes({ ...estimate, seconds: 59 })).toEqual([]);
    expect(simulationNotes({ ...estimate, seconds: 59 }, 30)).toHaveLength(1);
    expect(simulationNotes({ ...estimate, threadsAsked: 2 }, 1e9)).toEqual([]);
    expect(simulationNotes({ ...estimate, threadsAsked: 256, upTo: true, seconds: 7300 })).toEqual([
      "note: --threads 256 capped at 2, the machine's available parallelism",
      "note: at most about 2 h 2 min on 2 threads (up to 10,000,000,000 trials of 6 random draws, ~4.1 M trials/s a thread on the reference machine; --precision may stop it sooner); Ctrl-C stops it",
    ]);
  });
  it("--mc 1e10 says on stderr how long it will take before it starts (its cost model: 6 draws a trial, the same on any machine), and Ctrl-C then stops it", async () => {
    const child = spawn(process.execPath, [builtCli(), "ultimo", "challenge", "--play", "J,A,K,9,7", "--difficulty", "6", "--mc", "1e10", "--threads", "1"], { cwd: root });
    let stderr = "";
    const noted = new Promise<void>((resolve) => child.stderr.on("data", (chunk) => (stderr += chunk).includes("\n") && resolve()));
    const closed = new Promise((resolve) => child.on("close", resolve));
    // Before issue 16 nothing was said: give up rather than wait out the run (a guard against a hang, far
    // above the note's time on any machine: no time is asserted).
    await Promise.race([noted, closed, new Promise((resolve) => setTimeout(resolve, 300_000))]);
    child.kill("SIGINT");
    expect(await closed).toBe(130);
    // The note comes first, from counted draws: 1e10 trials × 6 draws × 20 ns = 1,200 s on one thread.
    expect(stderr.split("\n")[0]).toBe("note: about 20 min on 1 thread (10,000,000,000 trials of 6 random draws, ~8.3 M trials/s a thread on the reference machine); Ctrl-C stops it");
  });
  it("a sampler the watchdog stops (no progress for 60 s) ends the run: exit 1, the analysis and the shard named, nothing written", async () => {
    const csv = join(mkdtempSync(join(tmpdir(), "oddsmith-stall-")), "never.csv");
    // The watchdog reporting a slice stopped, as it does after 60 s of an endless loop (test/sim/node-host.test.ts runs a real one).
    const stop = vi.spyOn(NODE_HOST.watchdog!, "run").mockReturnValue(false);
    try {
      const { status, stdout, stderr } = await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--mc", "1e6", "--threads", "1", "--csv", csv]);
      expect(status).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe("oddsmith: stopped: the sampler of kingstone check made no progress in shard 0 for 60 s; nothing was written\n");
      expect(existsSync(csv)).toBe(false);
    } finally {
      stop.mockRestore();
    }
  });
});
