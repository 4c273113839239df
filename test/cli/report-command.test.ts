import { spawn } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { writeReport } from "../../src/report/write-report.js";
import { NODE_HOST } from "../../src/sim/node-host.js";
import { builtCli, runCli, runMain, STACK_LINE } from "../support/cli.js";
import { fakeWorkbench } from "../support/fake-workbench.js";
import { snapshotOf } from "../support/folders.js";

// The audit (RULES.md 6) is the same in every report and takes seconds to solve (the ultimo foe-survival
// claims): this file solves it once, and every report written here carries those same claims.
vi.mock(import("../../src/analyses/index.js"), async (importOriginal) => (await import("../support/cached-audit.js")).withCachedAudit(await importOriginal()));

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("oddsmith report", () => {
  it("--game kingstone --quick writes the Kingstone section (CSV, Vega-Lite, SVG) and an index.html linking every file", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "oddsmith-")), "out");
    const { status, stdout } = await runMain(["report", "--out", dir, "--game", "kingstone", "--quick"]);
    expect(status).toBe(0);
    expect(stdout).toContain("kingstone:");
    const files = readdirSync(join(dir, "kingstone"));
    for (const name of ["table.csv", "table.svg", "table.vl.json", "table-degrees.svg", "check-bonus3-dc10.csv", "death-endurance0-alone.svg", "marks-level6.csv"]) {
      expect(files).toContain(name);
    }
    const index = readFileSync(join(dir, "index.html"), "utf8");
    for (const link of [...index.matchAll(/(?:src|href)="(kingstone\/[^"#]+)/g)].map((m) => m[1]!)) expect(existsSync(join(dir, link)), link).toBe(true);
    // The game's page links its files from its own folder.
    const page = readFileSync(join(dir, "kingstone", "index.html"), "utf8");
    const links = [...page.matchAll(/(?:src|href)="([^"#]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(existsSync(join(dir, "kingstone", link)), link).toBe(true);
    expect(page).toContain("oddsmith kingstone check --bonus 3 --dc 10");
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("copies the package's built workbench (dist/web) and says so on stdout, or, not built, says that once on stderr", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "oddsmith-")), "out");
    const { status, stdout, stderr } = await runMain(["report", "--out", dir, "--game", "kingstone", "--quick"]);
    expect(status).toBe(0);
    const built = join(root, "dist", "web");
    if (existsSync(join(built, "index.html"))) {
      expect(stdout.split("\n")[0]).toBe(`workbench: a copy in ${join(dir, "workbench")}/, linked from every run`);
      expect(readFileSync(join(dir, "kingstone", "index.html"), "utf8")).toContain('href="../workbench/index.html#/kingstone/check?bonus=3&amp;dc=10"');
    } else {
      expect(stderr.split("\n").filter((line) => line.startsWith("note: "))).toEqual([`note: no built workbench in ${built} (npm run build makes it): the report has no workbench/ copy and no links to it`]);
      expect(existsSync(join(dir, "workbench"))).toBe(false);
    }
  });

  it("replaces a previous report that holds a workbench copy (its own), while other files still stop it", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-replace-")), "reports");
    await writeReport({ out, game: "kingstone", quick: true, workbench: await fakeWorkbench() });
    expect(existsSync(join(out, "workbench", "index.html"))).toBe(true);
    expect((await runMain(["report", "--out", out, "--game", "kingstone", "--quick"])).status).toBe(0);
    await writeFile(join(out, "workbench.zip"), "mine");
    const refused = await runMain(["report", "--out", out, "--game", "kingstone", "--quick"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("which holds files the report did not write (workbench.zip)");
  });

  it("a sampler the watchdog stops (no progress for 60 s) ends the report: exit 1, the analysis and shard named, the previous report unchanged", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-stall-")), "reports");
    await writeReport({ out, game: "kingstone", quick: true });
    const before = await snapshotOf(out);
    // The watchdog reporting a slice stopped, as it does after 60 s of an endless loop (test/sim/node-host.test.ts runs a real one).
    // One thread: the runs are simulated in this thread, where the mock reaches (report-worker.ts sends a worker's stall back as the same error).
    const stop = vi.spyOn(NODE_HOST.watchdog!, "run").mockReturnValue(false);
    try {
      const { status, stderr } = await runMain(["report", "--out", out, "--game", "kingstone", "--quick", "--threads", "1"]);
      expect(status).toBe(1);
      expect(stderr).toMatch(/^oddsmith: stopped: the sampler of kingstone \w[\w-]* made no progress in shard \d+ for 60 s; the previous report is unchanged$/m);
    } finally {
      stop.mockRestore();
    }
    expect(await snapshotOf(out)).toEqual(before);
  });
});

describe("oddsmith report on threads (issue 17)", () => {
  it("writes the same bytes on one thread and on two (the runs spread over workers)", async () => {
    // Each in a process of its own, as a user runs it; on two threads the workers draw the SVGs too (ids named after each chart).
    const one = join(await mkdtemp(join(tmpdir(), "oddsmith-threads-")), "reports");
    const two = join(await mkdtemp(join(tmpdir(), "oddsmith-threads-")), "reports");
    expect(runCli(["report", "--out", one, "--game", "ultimo", "--quick", "--threads", "1"]).status).toBe(0);
    expect(runCli(["report", "--out", two, "--game", "ultimo", "--quick", "--threads", "2"]).status).toBe(0);
    expect(await snapshotOf(two)).toEqual(await snapshotOf(one));
  });
  it("refuses --threads 0, exit 2, naming the flag, what it takes and what it got", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-threads-")), "reports");
    const { status, stderr } = await runMain(["report", "--out", out, "--threads", "0"]);
    expect(status).toBe(2);
    expect(stderr).toContain('--threads: expected a whole number from 1 to 256, received "0"');
    expect(existsSync(out)).toBe(false);
  });
});

describe("oddsmith report never deletes a file it did not write (issue 16)", () => {
  it("refuses, exit 2, a previous report holding a user's file nested in a game folder, naming it, and keeps it", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-nested-")), "reports");
    await writeReport({ out, game: "kingstone", quick: true });
    await writeFile(join(out, "kingstone", "mine.txt"), "mine");
    const before = await snapshotOf(out);
    const refused = await runMain(["report", "--out", out, "--game", "kingstone", "--quick"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`--out: expected a new or empty folder, or a previous report, received ${JSON.stringify(out)}, which holds files the report did not write (kingstone/mine.txt)`);
    expect(refused.stderr).not.toMatch(STACK_LINE);
    expect(await snapshotOf(out)).toEqual(before);
  });

  it("a folder with no run.json of ours is not replaced, even when it holds only report-like names", async () => {
    const out = await mkdtemp(join(tmpdir(), "oddsmith-lookalike-"));
    await mkdir(join(out, "kingstone"));
    await writeFile(join(out, "kingstone", "mine.txt"), "mine");
    const refused = await runMain(["report", "--out", out, "--game", "kingstone", "--quick"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("which holds files the report did not write (kingstone/)");
    expect(await readFile(join(out, "kingstone", "mine.txt"), "utf8")).toBe("mine");
  });

  it("--out a symbolic link to a folder writes the report there; the link stays a link", async () => {
    const parent = await mkdtemp(join(tmpdir(), "oddsmith-outlink-"));
    await mkdir(join(parent, "real"));
    await symlink("real", join(parent, "latest"));
    const { status } = await runMain(["report", "--out", join(parent, "latest"), "--game", "kingstone", "--quick"]);
    expect(status).toBe(0);
    expect(lstatSync(join(parent, "latest")).isSymbolicLink()).toBe(true);
    expect(existsSync(join(parent, "real", "kingstone", "check-bonus3-dc10.csv"))).toBe(true);
    expect((await readdir(parent)).sort()).toEqual(["latest", "real"]);
  });
});

describe("oddsmith report: a stopped run, bad flags", () => {
  it("stops on Ctrl-C with exit 130 and the previous report unchanged", async () => {
    const parent = await mkdtemp(join(tmpdir(), "oddsmith-sigint-"));
    const out = join(parent, "reports");
    await writeReport({ out, game: "zilch", quick: true });
    const before = await snapshotOf(out);
    const child = spawn(process.execPath, [builtCli(), "report", "--out", out], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // Interrupt once the new report has started writing into its staging folder.
    // No cap on the wait (a busy machine may take minutes); a command that ends first stops it.
    while (child.exitCode === null && !(await readdir(parent)).some((entry) => entry.startsWith("reports.partial-"))) await new Promise((done) => setTimeout(done, 50));
    child.kill("SIGINT");
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(code).toBe(130);
    expect(stderr).toContain("the previous report is unchanged");
    expect(await snapshotOf(out)).toEqual(before);
    expect(await readdir(parent)).toEqual(["reports"]);
  });

  it("refuses to replace a folder that holds other files, and a bad --game, with exit 2 and nothing written", async () => {
    const folder = await mkdtemp(join(tmpdir(), "oddsmith-foreign-"));
    await writeFile(join(folder, "notes.txt"), "mine");
    const result = await runMain(["report", "--out", folder, "--game", "chess"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--game: expected one of kingstone, zilch, ultimo, ash, dice, received "chess"');
    expect(result.stderr).toContain(`--out: expected a new or empty folder, or a previous report, received ${JSON.stringify(folder)}, which holds files the report did not write (notes.txt)`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(await readdir(folder)).toEqual(["notes.txt"]);
  });
});
