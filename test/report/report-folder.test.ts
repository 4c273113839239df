import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyWorkbench, createStaging, discardStaging, foreignEntries, keepFromPrevious, REPORT_ENTRIES, replaceWithStaging } from "../../src/report/report-folder.js";
import { filesUnder } from "../support/folders.js";

const scratch = () => mkdtemp(join(tmpdir(), "oddsmith-folder-"));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(child.stdout);
}

describe("foreignEntries", () => {
  it("lists what a report would not have written; nothing for a missing, empty or report folder", async () => {
    const dir = await scratch();
    expect(await foreignEntries(join(dir, "missing"))).toEqual([]);
    expect(await foreignEntries(dir)).toEqual([]);
    for (const entry of REPORT_ENTRIES) await writeFile(join(dir, entry), "");
    expect(await foreignEntries(dir)).toEqual([]);
    await writeFile(join(dir, "notes.txt"), "mine");
    expect(await foreignEntries(dir)).toEqual(["notes.txt"]);
  });
  it("counts the workbench copy as the report's own, so a later report replaces it", () => {
    expect(REPORT_ENTRIES).toContain("workbench");
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
