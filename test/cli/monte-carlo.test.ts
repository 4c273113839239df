import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { builtCli, runCli, runMain, expectUsageError, STACK_LINE } from "../support/cli.js";

const PLAY = ["ultimo", "challenge", "--play", "J,A,K,9,7", "--difficulty", "6"];


describe("--mc on the command line", () => {
  it("--json carries the estimates with 95% intervals and a monteCarlo block (trials, seed, threads, rate)", async () => {
    const { status, stdout } = await runMain([...PLAY, "--mc", "200_000", "--seed", "4", "--threads", "1", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.monteCarlo).toMatchObject({ trials: 200_000, seed: 4, threads: 1 });
    expect(document.monteCarlo.rate).toBeGreaterThan(0);
    const success = document.outcomes.find((row: { outcome: string }) => row.outcome === "success");
    // Exact: 92.575…% (the solver); the interval must hold it at this seed.
    expect(success.low).toBeLessThan(0.92575);
    expect(success.high).toBeGreaterThan(0.92575);
    expect(success.count).toBeGreaterThan(180_000);
    expect(document.summary.pSuccessOrBetterLow).toBeLessThan(document.summary.pSuccessOrBetter);
    expect(document.summaryExact).toEqual({});
  });
  it("the same seed prints the same estimates on 1 and 2 threads", () => {
    const estimates = (threads: string) => JSON.parse(runCli([...PLAY, "--mc", "300000", "--seed", "11", "--threads", threads, "--json"]).stdout).outcomes;
    expect(estimates("2")).toEqual(estimates("1"));
  });
  it("the table says how it was obtained: trials, seed, threads and rate", async () => {
    const { status, stdout } = await runMain([...PLAY, "--mc", "1e5", "--threads", "1"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/95% interval/);
    expect(stdout).toMatch(/Monte Carlo: 100,000 trials, seed 1, 1 thread, [\d.]+ s \([\d,]+ trials\/s\)/);
  });
  it("--precision runs until every half-width is below it and says so", async () => {
    const { status, stdout } = await runMain([...PLAY, "--precision", "0.002", "--threads", "1", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.monteCarlo).toMatchObject({ precision: 0.002, reachedPrecision: true });
    for (const row of document.outcomes) expect((row.high - row.low) / 2).toBeLessThan(0.002);
  });
  it("bad Monte Carlo flags are refused with exit 2, naming the flag, what is allowed and what was received; nothing is written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-mc-"));
    const csv = join(dir, "out.csv");
    await expectUsageError([...PLAY, "--mc", "0", "--csv", csv], '--mc: expected a whole number of trials from 1 to 1e10 (e.g. 1000000, 1_000_000 or 1e6), received "0"');
    await expectUsageError([...PLAY, "--mc", "1000", "--threads", "0"], '--threads: expected an integer from 1 to 256, received "0"');
    await expectUsageError([...PLAY, "--mc", "1000", "--seed", "1.5"], '--seed: expected an integer from 0 to 9007199254740991, received "1.5"');
    await expectUsageError([...PLAY, "--precision", "2"], '--precision: expected a half-width above 0 and at most 0.25 (e.g. 0.001 or 0.1%), received "2"');
    expect(existsSync(csv)).toBe(false);
  });
  it("--mc on an analysis without a sampler names the analyses that have one", async () => {
    await expectUsageError(["ultimo", "best", "--hand", "K,9", "--limit", "2", "--difficulty", "3", "--mc", "1000"], "--mc: ultimo best has no Monte Carlo sampler (analyses with one: ", "ultimo challenge");
  });
  it("--csv and --chart write the estimates with their intervals", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-mc-"));
    const { status } = await runMain([...PLAY, "--mc", "1e5", "--threads", "1", "--csv", join(dir, "c.csv"), "--chart", join(dir, "c.vl.json")]);
    expect(status).toBe(0);
    expect(readFileSync(join(dir, "c.csv"), "utf8").split("\n")[0]).toContain("low");
    expect(JSON.parse(readFileSync(join(dir, "c.vl.json"), "utf8")).layer[1].mark.type).toBe("errorbar");
  });
});

/** The CPU seconds a process (all its threads) has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks
}

describe("Ctrl-C", () => {
  it("SIGINT during a long simulation stops it cleanly: exit 130, a one-line message, no stack, nothing written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-mc-"));
    const csv = join(dir, "never.csv");
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const child = spawn(process.execPath, [builtCli(), ...PLAY, "--mc", "1e10", "--threads", "2", "--csv", csv], { cwd: root });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // Interrupt once the command is well into the simulation: after 1.5 s of its CPU time (the built CLI starts
    // in about 0.3 s), not after a fixed wall-clock wait that a loaded machine can outrun.
    // No cap on the wait (a busy machine may take minutes): the test's hang guard stops a command that never gets there.
    while (child.exitCode === null && cpuSeconds(child.pid!) < 1.5) await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill("SIGINT");
    const status = await new Promise((resolve) => child.on("close", resolve));
    expect(status).toBe(130);
    expect(stderr).toContain("stopped: ultimo challenge was interrupted before it finished; nothing was written");
    expect(stderr).not.toMatch(STACK_LINE);
    expect(existsSync(csv)).toBe(false);
  });
});
