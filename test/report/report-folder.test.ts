import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyWorkbench, createStaging, discardStaging, filesOfReport, foreignFiles, keepFromPrevious, listFiles, replaceWithStaging } from "../../src/report/report-folder.js";
import type { RunManifest } from "../../src/report/run-manifest.js";
import { filesUnder } from "../support/folders.js";

const scratch = () => mkdtemp(join(tmpdir(), "oddsmith-folder-"));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

/** A run.json of a report holding `files` (or, for an older report, none listed) with one Kingstone run. */
function manifestText(files: readonly string[] | undefined): string {
  const entry = { game: "kingstone", csv: "kingstone/check.csv", charts: [{ svg: "kingstone/check.svg", spec: "kingstone/check.vl.json" }] };
  return JSON.stringify({ generator: "oddsmith report", version: "0.1.0", node: "v20", games: ["kingstone"], quick: true, workbench: null, entries: [entry], ...(files ? { files } : {}) });
}

describe("foreignFiles", () => {
  it("nothing for a missing folder, an empty one, or a report holding only the files its run.json lists (and a README)", async () => {
    const dir = await scratch();
    expect(await foreignFiles(join(dir, "missing"))).toEqual([]);
    expect(await foreignFiles(dir)).toEqual([]);
    await mkdir(join(dir, "kingstone"));
    await mkdir(join(dir, "workbench", "assets"), { recursive: true });
    for (const file of ["kingstone/check.csv", "workbench/assets/app.js", "index.html", "README.md"]) await writeFile(join(dir, file), "");
    await writeFile(join(dir, "run.json"), manifestText(["index.html", "kingstone/check.csv", "run.json", "workbench/assets/app.js"]));
    expect(await foreignFiles(dir)).toEqual([]);
  });
  it("names a user's file at any depth, and a folder of theirs once (issue 16: DIR/kingstone/mine.txt was deleted)", async () => {
    const dir = await scratch();
    await mkdir(join(dir, "kingstone", "notes", "deep"), { recursive: true });
    await writeFile(join(dir, "kingstone", "check.csv"), "");
    await writeFile(join(dir, "kingstone", "mine.txt"), "mine");
    await writeFile(join(dir, "kingstone", "notes", "deep", "a.txt"), "mine");
    await writeFile(join(dir, "run.json"), manifestText(["kingstone/check.csv", "run.json"]));
    expect(await foreignFiles(dir)).toEqual(["kingstone/mine.txt", "kingstone/notes/"]);
  });
  it("a symbolic link is a file of its own, never followed, even where a report folder was", async () => {
    const dir = await scratch();
    const elsewhere = await scratch();
    await symlink(elsewhere, join(dir, "kingstone"));
    await writeFile(join(dir, "run.json"), manifestText(["kingstone/check.csv", "run.json"]));
    expect(await foreignFiles(dir)).toEqual(["kingstone"]);
  });
  it("with no run.json of ours, everything but a README is foreign: game folders too", async () => {
    const dir = await scratch();
    await mkdir(join(dir, "kingstone"));
    await writeFile(join(dir, "kingstone", "check.csv"), "");
    await writeFile(join(dir, "README.md"), "");
    expect(await foreignFiles(dir)).toEqual(["kingstone/"]);
    await writeFile(join(dir, "run.json"), "{oops");
    expect(await foreignFiles(dir)).toEqual(["kingstone/", "run.json"]);
  });
  it("a run.json from before reports listed their files: the files its entries name, the fixed ones, not a workbench copy", async () => {
    const dir = await scratch();
    await mkdir(join(dir, "kingstone"));
    await mkdir(join(dir, "workbench"));
    for (const file of ["kingstone/check.csv", "kingstone/check.svg", "audit.csv", "index.html", "workbench/index.html"]) await writeFile(join(dir, file), "");
    await writeFile(join(dir, "run.json"), manifestText(undefined));
    expect(await foreignFiles(dir)).toEqual(["workbench/"]);
    expect(filesOfReport(JSON.parse(manifestText(undefined)) as RunManifest)).toEqual(new Set(["index.html", "run.json", "audit.csv", "kingstone/check.csv", "kingstone/check.svg", "kingstone/check.vl.json"]));
    expect(filesOfReport(undefined)).toBeUndefined();
  });
});

describe("listFiles", () => {
  it("every file at every depth, with /, sorted", async () => {
    const dir = await scratch();
    await mkdir(join(dir, "a", "b"), { recursive: true });
    await writeFile(join(dir, "a", "b", "c.csv"), "");
    await writeFile(join(dir, "z.txt"), "");
    expect(await listFiles(dir)).toEqual(["a/b/c.csv", "z.txt"]);
  });
});

describe("copyWorkbench", () => {
  it("copies a built workbench (index.html and its assets) into the staging folder as workbench/", async () => {
    const built = await scratch();
    await mkdir(join(built, "assets"));
    await writeFile(join(built, "index.html"), "<!doctype html>");
    await writeFile(join(built, "assets", "app.js"), "console.log(1)");
    const staging = await createStaging(join(await scratch(), "reports"));
    expect(await copyWorkbench(built, staging)).toBe(true);
    expect(await filesUnder(staging)).toEqual(["workbench/assets/app.js", "workbench/index.html"]);
    expect(await readFile(join(staging, "workbench", "assets", "app.js"), "utf8")).toBe("console.log(1)");
  });
  it("copies nothing and says false when the folder is missing or holds no index.html (not built)", async () => {
    const staging = await createStaging(join(await scratch(), "reports"));
    expect(await copyWorkbench(join(staging, "missing"), staging)).toBe(false);
    const unbuilt = await scratch();
    await writeFile(join(unbuilt, "app.js"), "");
    expect(await copyWorkbench(unbuilt, staging)).toBe(false);
    expect(await readdir(staging)).toEqual([]);
  });
});

describe("staging and replacing", () => {
  it("createStaging makes <out>.partial-<pid> beside the target, empty, and clears one left by a dead process", async () => {
    const parent = await scratch();
    const out = join(parent, "reports");
    const stale = join(parent, `reports.partial-${deadPid()}`);
    await mkdir(stale);
    await mkdir(`${stale}-old`);
    const staging = await createStaging(out);
    expect(staging).toBe(join(parent, `reports.partial-${process.pid}`));
    expect(await readdir(parent)).toEqual([`reports.partial-${process.pid}`]);
    expect(await readdir(staging)).toEqual([]);
  });
  it("keeps the staging folder of a process still running", async () => {
    const parent = await scratch();
    // This process's parent is alive; its staging folder must stay.
    const living = join(parent, `reports.partial-${process.ppid}`);
    await mkdir(living);
    await createStaging(join(parent, "reports"));
    expect((await readdir(parent)).sort()).toEqual([`reports.partial-${process.pid}`, `reports.partial-${process.ppid}`].sort());
  });
  it("replaceWithStaging puts the new report in place of the old, whole, and leaves nothing else; with no old report it is a rename", async () => {
    const parent = await scratch();
    const out = join(parent, "reports");
    const first = await createStaging(out);
    await writeFile(join(first, "index.html"), "first");
    await replaceWithStaging(first, out);
    expect(await readdir(parent)).toEqual(["reports"]);
    const second = await createStaging(out);
    await writeFile(join(second, "run.json"), "{}");
    await replaceWithStaging(second, out);
    expect(await readdir(parent)).toEqual(["reports"]);
    expect(await readdir(out)).toEqual(["run.json"]);
  });
  it("keepFromPrevious copies a game's folder or the README into the staging folder; false when it is not there", async () => {
    const parent = await scratch();
    const out = join(parent, "reports");
    await mkdir(join(out, "zilch"), { recursive: true });
    await writeFile(join(out, "zilch", "test.csv"), "a\n");
    await writeFile(join(out, "README.md"), "# notes\n");
    const staging = await createStaging(out);
    expect(await keepFromPrevious(out, staging, "zilch")).toBe(true);
    expect(await keepFromPrevious(out, staging, "README.md")).toBe(true);
    expect(await keepFromPrevious(out, staging, "ash")).toBe(false);
    expect(await readFile(join(staging, "zilch", "test.csv"), "utf8")).toBe("a\n");
    expect((await readdir(staging)).sort()).toEqual(["README.md", "zilch"]);
  });
  it("discardStaging removes the staging folder and leaves the previous report as it was", async () => {
    const parent = await scratch();
    const out = join(parent, "reports");
    await mkdir(out);
    await writeFile(join(out, "index.html"), "old");
    const staging = await createStaging(out);
    await writeFile(join(staging, "index.html"), "new");
    await discardStaging(staging);
    expect(await readdir(parent)).toEqual(["reports"]);
    expect(await readFile(join(out, "index.html"), "utf8")).toBe("old");
  });
});
