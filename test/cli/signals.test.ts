/**
 * SIGINT ends every command with exit code 130 and SIGTERM with 143, after one line saying what was kept
 * (src/cli/signals.ts; docs/cli.md, Guarantees). Each test runs the built CLI, signals it once it is at
 * work, and checks the code, the line, that no stack trace shows and that nothing was written.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtCli, root, STACK_LINE } from "../support/cli.js";
import { busyFor, signalWhen } from "../support/signals.js";

const temporary = () => mkdtempSync(join(tmpdir(), "oddsmith-signal-"));
const LONG_PLAY = ["ultimo", "challenge", "--play", "J,A,K,9,7", "--difficulty", "5", "--mc", "1e10", "--threads", "1"];

describe("interruptibly", () => {
  it("SIGINT interrupts a synchronous computation that never returns: SimulationStopped, the stop's cause SIGINT", async () => {
    const script = [
      `import { interruptibly, stopCause, watchSignals } from ${JSON.stringify(join(root, "src/cli/signals.ts"))};`,
      'import { writeSync } from "node:fs";',
      "watchSignals();",
      // "at work" is written from inside the computation, so the signal cannot come before it is interruptible.
      'try { interruptibly(() => { writeSync(1, "at work\\n"); for (;;); }); } catch (error) { process.stdout.write(`${error.name} ${stopCause()}\\n`); }',
    ].join("\n");
    const run = await signalWhen(["--input-type=module", "-e", script], "SIGINT", ({ stdout }) => stdout.includes("at work"), { script: ["--import", "tsx"] });
    expect(run.stdout).toBe("at work\nSimulationStopped SIGINT\n");
    expect(run.code).toBe(0);
  });
});

describe("an analysis", () => {
  it("SIGTERM during a simulation: exit 143, one line, nothing written", async () => {
    const csv = join(temporary(), "never.csv");
    const run = await signalWhen([...LONG_PLAY, "--csv", csv], "SIGTERM", busyFor(1));
    expect(run.code).toBe(143);
    // The run's cost note (a simulation of more than a minute) may come first; then one line.
    expect(run.stderr).toMatch(/^(note: about [^\n]+; Ctrl-C stops it\n)?\noddsmith: stopped: ultimo challenge was interrupted before it finished; nothing was written\n$/);
    expect(existsSync(csv)).toBe(false);
  });
  it("SIGINT during an exact solve (ash campaign of 100 checks, seconds of one thread): exit 130, one line, nothing printed", async () => {
    const run = await signalWhen(["ash", "campaign", "--checks", "100"], "SIGINT", busyFor(1));
    expect([run.code, run.stdout]).toEqual([130, ""]);
    expect(run.stderr).toBe("\noddsmith: stopped: ash campaign was interrupted before it finished; nothing was written\n");
  });
  it("SIGTERM during an exact solve is taken when the solve returns, before anything is printed or written: exit 143", async () => {
    const csv = join(temporary(), "never.csv");
    const run = await signalWhen(["ash", "campaign", "--checks", "100", "--csv", csv], "SIGTERM", busyFor(0.8));
    expect([run.code, run.stdout]).toEqual([143, ""]);
    expect(run.stderr).toContain("stopped: ash campaign was interrupted before it finished; nothing was written");
    expect(existsSync(csv)).toBe(false);
  });
  it("--compare: SIGINT stops the readings, exit 130", async () => {
    const run = await signalWhen(["kingstone", "check", "--bonus", "1", "--dc", "8", "--compare", "dice=2d6,3d6", "--mc", "1e10", "--threads", "1"], "SIGINT", busyFor(1));
    expect(run.code).toBe(130);
    expect(run.stderr).toContain("stopped: kingstone check was interrupted before it finished; nothing was written");
  });
});

describe("the other commands", () => {
  it("sweep: SIGINT between or during its points, exit 130, naming the sweep, nothing written", async () => {
    const folder = temporary();
    const sweep = join(folder, "sweep.yaml");
    writeFileSync(sweep, readFileSync(join(root, "sweeps/ultimo-hand-limit.yaml"), "utf8").replace(/^(csv|chart):.*$/gm, ""));
    const run = await signalWhen(["sweep", sweep, "--csv", join(folder, "never.csv")], "SIGINT", busyFor(1));
    expect(run.code).toBe(130);
    expect(run.stderr).toBe("\noddsmith: stopped: sweep ultimo curve was interrupted before it finished; nothing was written\n");
    expect(readdirSync(folder)).toEqual(["sweep.yaml"]);
  });
  it("report into a new folder: SIGTERM, exit 143, nothing written", async () => {
    const parent = temporary();
    const run = await signalWhen(["report", "--out", join(parent, "reports")], "SIGTERM", () => readdirSync(parent).length > 0);
    expect(run.code).toBe(143);
    expect(run.stderr).toContain("oddsmith: stopped: the report was interrupted before it finished; nothing was written");
    expect(readdirSync(parent)).toEqual([]);
  });
  it("validate: SIGINT, exit 130, one line after the cases done", async () => {
    const run = await signalWhen(["validate", "--game", "ultimo", "--threads", "1"], "SIGINT", busyFor(1.5));
    expect(run.code).toBe(130);
    expect(run.stderr.endsWith("\noddsmith: stopped: validate was interrupted before it finished; nothing was written\n")).toBe(true);
  });
  it("audit: SIGINT, exit 130, one line, nothing printed (SIGTERM: signals.slow.test.ts)", async () => {
    const run = await signalWhen(["audit"], "SIGINT", busyFor(0.6));
    expect([run.code, run.stdout]).toEqual([130, ""]);
    expect(run.stderr).toBe("\noddsmith: stopped: audit was interrupted before it finished; nothing was written\n");
  });
  it("no stack trace in any of them", async () => {
    const run = await signalWhen(LONG_PLAY, "SIGINT", busyFor(0.8));
    expect(run.code).toBe(130);
    expect(run.stderr).not.toMatch(STACK_LINE);
  });
});

describe("a closed standard output", () => {
  it("a reader that stops after the first line (`| head -1`) ends the run quietly with code 0: no EPIPE stack trace", async () => {
    const child = spawn(process.execPath, [builtCli(), "dice", "100d100"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // Read the first chunk, then close the pipe: the CLI still has megabytes of table to write.
    const first = await new Promise<string>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString())));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", (exit) => resolve(exit)));
    expect(first).toMatch(/^expression\s+value\s+exactly/);
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
