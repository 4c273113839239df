/**
 * Issue 16, item 9: the file-system hazards an output path can hold, tried on the built CLI as root and,
 * where this machine allows (setpriv, run as root), as the unprivileged user nobody (65534). Every case
 * asserts the exit code, a message naming the path, no stack trace, and no file left behind. Each hazard
 * is made in a temporary folder (never the machine's own /dev nodes), so a regression breaks only that.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtCli, root, STACK_LINE, type CliRun } from "../support/cli.js";

const NOBODY = 65534;
const CHECK = ["kingstone", "check", "--bonus", "3", "--dc", "10"];

/** Why the unprivileged runs cannot happen here, or "" when they can. */
function unprivilegedProblem(): string {
  if (process.platform !== "linux") return "not Linux";
  if (process.getuid?.() !== 0) return "the tests do not run as root, so they cannot switch to nobody (and already run unprivileged)";
  const probe = spawnSync("setpriv", [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", process.execPath, "-e", "process.stdout.write(String(process.getuid()))"], { encoding: "utf8" });
  if (probe.error !== undefined || probe.stdout !== String(NOBODY)) return `setpriv cannot run node as nobody here (${probe.error?.message ?? probe.stderr.trim()})`;
  const cli = spawnSync("setpriv", [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", process.execPath, builtCli(), "--version"], { encoding: "utf8", cwd: root });
  return cli.status === 0 ? "" : `nobody cannot run the built CLI from ${root} (${cli.stderr.trim()})`;
}

const asRoot = process.getuid?.() === 0;
const unprivileged = process.platform === "linux" ? unprivilegedProblem() : "not Linux";
if (unprivileged !== "") console.warn(`file-hazards: the unprivileged runs are skipped: ${unprivileged}`);

/**
 * Runs the built CLI, as nobody when `user` says so. A time limit stands for "nothing blocks": a FIFO
 * opened for writing would hang forever, and the run would end with status null. It is 10 minutes, far
 * above a run's seconds on a busy machine, so only a hang reaches it.
 */
function run(args: readonly string[], user: "root" | "nobody"): CliRun {
  const command = user === "nobody" ? ["setpriv", `--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", process.execPath] : [process.execPath];
  const result = spawnSync(command[0]!, [...command.slice(1), builtCli(), ...args], { cwd: root, encoding: "utf8", timeout: 600_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A fresh folder the user owns (nobody cannot enter root's 0700 temporary folders). */
function scratch(user: "root" | "nobody"): string {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-hazard-"));
  if (user === "nobody") chownSync(dir, NOBODY, NOBODY);
  return dir;
}

/** Every name under a folder, at every depth, to show that nothing was added (no temporary file, no output). */
function namesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).sort();
}

/** A refused run: exit 2, the path named, no stack trace, no internal error, nothing on stdout. */
function expectRefused(result: CliRun, path: string, cause: string): void {
  expect(result.status, result.stderr).toBe(2);
  expect(result.stderr).toContain(JSON.stringify(path));
  expect(result.stderr).toContain(cause);
  expect(result.stderr).not.toMatch(STACK_LINE);
  expect(result.stderr).not.toContain("internal error");
  expect(result.stdout).toBe("");
}

/** A report folder as a previous report leaves it: its run.json lists its files. */
function previousReport(dir: string): string {
  const out = join(dir, "reports");
  mkdirSync(join(out, "kingstone"), { recursive: true });
  writeFileSync(join(out, "kingstone", "check.csv"), "outcome,probability\n");
  writeFileSync(join(out, "index.html"), "<!doctype html>\n");
  const files = ["index.html", "kingstone/check.csv", "run.json"];
  writeFileSync(join(out, "run.json"), JSON.stringify({ generator: "oddsmith report", version: "0.1.0", node: process.version, games: ["kingstone"], quick: true, workbench: null, entries: [], files }));
  return out;
}

const USERS = [
  { user: "root" as const, skip: !asRoot ? "not root" : "" },
  { user: "nobody" as const, skip: unprivileged },
];

describe.each(USERS)("file-system hazards at an output path, as $user", ({ user, skip }) => {
  it.skipIf(skip !== "")("a symbolic link to a file is written through: the target gets the CSV, the link stays a link", () => {
    const dir = scratch(user);
    writeFileSync(join(dir, "target.csv"), "old\n");
    if (user === "nobody") chownSync(join(dir, "target.csv"), NOBODY, NOBODY);
    symlinkSync("target.csv", join(dir, "latest.csv"));
    const result = run([...CHECK, "--csv", join(dir, "latest.csv")], user);
    expect(result.status, result.stderr).toBe(0);
    expect(lstatSync(join(dir, "latest.csv")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "target.csv"), "utf8").split("\n")[0]).toBe("outcome,probability,exact,pAtLeast,pAtLeastExact");
    expect(namesUnder(dir)).toEqual(["latest.csv", "target.csv"]);
  });

  it.skipIf(skip !== "")("a FIFO is refused with exit 2, at once (it is never opened), and stays a FIFO", () => {
    const dir = scratch(user);
    const pipe = join(dir, "pipe.csv");
    expect(spawnSync("mkfifo", [pipe]).status).toBe(0);
    if (user === "nobody") chownSync(pipe, NOBODY, NOBODY);
    expectRefused(run([...CHECK, "--csv", pipe], user), pipe, "it is a named pipe (FIFO), not a regular file");
    expect(lstatSync(pipe).isFIFO()).toBe(true);
    // A link to this process's standard output (a pipe here), as /dev/stdout is: refused, and left a link.
    symlinkSync("/proc/self/fd/1", join(dir, "stdout.csv"));
    expectRefused(run([...CHECK, "--csv", join(dir, "stdout.csv")], user), join(dir, "stdout.csv"), "not a regular file");
    expect(lstatSync(join(dir, "stdout.csv")).isSymbolicLink()).toBe(true);
    expect(namesUnder(dir)).toEqual(["pipe.csv", "stdout.csv"]);
  });

  it.skipIf(skip !== "")("a folder at the path of a file is refused with exit 2", () => {
    const dir = scratch(user);
    mkdirSync(join(dir, "table.csv"));
    mkdirSync(join(dir, "chart.svg"));
    expectRefused(run([...CHECK, "--csv", join(dir, "table.csv")], user), join(dir, "table.csv"), "expected a file name, received the folder");
    expectRefused(run([...CHECK, "--chart", join(dir, "chart.svg")], user), join(dir, "chart.svg"), "expected a file name, received the folder");
    expect(namesUnder(dir)).toEqual(["chart.svg", "table.csv"]);
  });

  it.skipIf(skip !== "")("a path in /proc or /sys is refused with exit 2, naming it, with no internal error", () => {
    expectRefused(run([...CHECK, "--csv", "/proc/x.csv"], user), "/proc/x.csv", "the kernel's proc file system");
    expectRefused(run([...CHECK, "--chart", "/proc/x.svg"], user), "/proc/x.svg", "the kernel's proc file system");
    expectRefused(run([...CHECK, "--csv", "/sys/x.csv"], user), "/sys/x.csv", "the kernel's sysfs file system");
    expectRefused(run(["report", "--out", "/proc/rep", "--quick"], user), "/proc/rep", "the kernel's proc file system");
    expect(existsSync("/proc/x.csv") || existsSync("/sys/x.csv")).toBe(false);
  });

  it.skipIf(skip !== "")("a report folder with a user's file nested inside is refused with exit 2, naming it; the file stays", () => {
    const dir = scratch(user);
    const out = previousReport(dir);
    writeFileSync(join(out, "kingstone", "mine.txt"), "mine");
    if (user === "nobody") spawnSync("chown", ["-R", `${NOBODY}:${NOBODY}`, dir]);
    const before = namesUnder(dir);
    const result = run(["report", "--out", out, "--game", "kingstone", "--quick"], user);
    expectRefused(result, out, "which holds files the report did not write (kingstone/mine.txt)");
    expect(readFileSync(join(out, "kingstone", "mine.txt"), "utf8")).toBe("mine");
    expect(namesUnder(dir)).toEqual(before);
  });
});

describe("file-system hazards only root or only a user meets", () => {
  it.skipIf(unprivileged !== "")("as nobody, a read-only folder is refused with exit 2 for --csv and for report --out (root would write there)", () => {
    const dir = scratch("nobody");
    const locked = join(dir, "locked");
    mkdirSync(locked);
    chownSync(locked, NOBODY, NOBODY);
    chmodSync(locked, 0o555);
    expectRefused(run([...CHECK, "--csv", join(locked, "t.csv")], "nobody"), join(locked, "t.csv"), `the folder ${locked} is not writable`);
    expectRefused(run(["report", "--out", join(locked, "reports"), "--quick"], "nobody"), join(locked, "reports"), `the folder ${locked} is not writable`);
    expect(namesUnder(dir)).toEqual(["locked"]);
  });

  it.skipIf(!asRoot)("as root, a character device (made with mknod in a temporary folder) is refused and stays a device", () => {
    const dir = scratch("root");
    const device = join(dir, "full");
    // A container may forbid mknod: the FIFO case above then stands for every device.
    if (spawnSync("mknod", [device, "c", "1", "7"]).status !== 0) return;
    expectRefused(run([...CHECK, "--csv", device], "root"), device, "it is a character device, not a regular file");
    expect(lstatSync(device).isCharacterDevice()).toBe(true);
    expect(namesUnder(dir)).toEqual(["full"]);
  });
});

/**
 * Issue 24 §4: every file the CLI reads is checked before it is read. A FIFO used to block the command for
 * ever, deaf to SIGTERM and SIGINT; /dev/zero grew it to 3.7 GB. Each run here must exit 2 at once: the
 * 60 s spawn limit only fails a hang (a blocked run ends with status null).
 */
describe("file-system hazards at an input path (issue 24 §4)", () => {
  const dir = scratch("root");
  const pipe = join(dir, "deck.json");
  spawnSync("mkfifo", [pipe]);
  const big = join(dir, "big.json");
  // 16 MB and one byte, sparse: the cap is on what the file holds, not on what it takes on disk.
  writeFileSync(big, "");
  truncateSync(big, 16 * 1024 * 1024 + 1);
  const sweep = join(dir, "sweep.yaml");
  writeFileSync(sweep, `game: ash\nanalysis: campaign\nfixed: { scenario: ${JSON.stringify(pipe)} }\ngrid:\n  hand-policy: [all, none]\nmeasure: pShock\n`);
  const DECK = ["ultimo", "challenge", "--difficulty", "3", "--play", "K", "--dealer-deck-file"];

  it.each([
    ["a deck file that is a FIFO", [...DECK, pipe], `--dealer-deck-file: cannot read ${JSON.stringify(pipe)}: it is a named pipe (FIFO), not a regular file`],
    ["a deck file that is /dev/zero", [...DECK, "/dev/zero"], '--dealer-deck-file: cannot read "/dev/zero": it is a character device, not a regular file'],
    ["an Ash deck that is a folder", ["ash", "check", "--suit", "clubs", "--trait", "2", "--gm-deck", dir], `--gm-deck: cannot read ${JSON.stringify(dir)}: it is a folder, not a regular file`],
    ["a scenario in /proc", ["ash", "campaign", "--scenario", "/proc/self/status"], '--scenario: cannot read "/proc/self/status": it is in the kernel\'s proc file system, which holds no files'],
    ["a scenario over 16 MB", ["ultimo", "session", "--scenario", big], `--scenario: cannot read ${JSON.stringify(big)}: it holds more than 16 MB, the most an input file may hold`],
    ["a sweep file that is a FIFO", ["sweep", pipe], `sweep: cannot read ${JSON.stringify(pipe)}: it is a named pipe (FIFO), not a regular file`],
    ["a scenario a sweep file names that is a FIFO", ["sweep", sweep], `--scenario: cannot read ${JSON.stringify(pipe)}: it is a named pipe (FIFO), not a regular file`],
    ["a shard document that is a FIFO", ["sweep", "merge", pipe], `sweep merge: cannot read ${JSON.stringify(pipe)}: it is a named pipe (FIFO), not a regular file`],
    ["a plugin that is a FIFO", ["--plugin", pipe, "kingstone", "check", "--bonus", "1", "--dc", "9"], `--plugin: cannot read ${JSON.stringify(pipe)}: it is a named pipe (FIFO), not a regular file`],
    ["a plugin that is /dev/zero", ["--plugin", "/dev/zero", "kingstone", "check", "--bonus", "1", "--dc", "9"], '--plugin: cannot read "/dev/zero": it is a character device, not a regular file'],
  ])("%s exits 2 at once, naming the flag and the path", (_, args, message) => {
    const result = run(args, "root");
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain(`  ${message}\n`);
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.stdout).toBe("");
    expect(lstatSync(pipe).isFIFO()).toBe(true);
  });

  it("an oddsmith.config.js that is a FIFO exits 2 for a command that reads it, and --version never opens it", () => {
    const folder = scratch("root");
    expect(spawnSync("mkfifo", [join(folder, "oddsmith.config.js")]).status).toBe(0);
    const result = spawnSync(process.execPath, [builtCli(), "kingstone", "check", "--bonus", "1", "--dc", "9"], { cwd: folder, encoding: "utf8", timeout: 60_000 });
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain(`  oddsmith.config.js: cannot read ${JSON.stringify(join(folder, "oddsmith.config.js"))}: it is a named pipe (FIFO), not a regular file\n`);
    const version = spawnSync(process.execPath, [builtCli(), "--version"], { cwd: folder, encoding: "utf8", timeout: 60_000 });
    expect(version.status, version.stderr).toBe(0);
    expect(version.stderr).toBe("");
  });
});
