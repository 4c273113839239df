import { mkdtemp, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { servedKind, servedName } from "../../src/cli/served-folder.js";

async function folderWith(files: Readonly<Record<string, string>>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "oddsmith-served-"));
  for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
  return folder;
}

describe("servedKind", () => {
  it("is a report when run.json names oddsmith report as its generator", async () => {
    expect(servedKind(await folderWith({ "index.html": "<title>oddsmith report</title>", "run.json": '{"generator": "oddsmith report", "entries": []}' }))).toBe("report");
  });
  it("is the workbench when index.html is titled oddsmith workbench (the Vite build's page, or a report's copy of it)", async () => {
    expect(servedKind(await folderWith({ "index.html": "<head><title>oddsmith workbench</title></head>" }))).toBe("workbench");
  });
  it("is a site otherwise: another generator, a run.json that is not JSON or not an object, an index.html of its own", async () => {
    expect(servedKind(await folderWith({ "index.html": "<title>my site</title>", "run.json": '{"generator": "someone else"}' }))).toBe("site");
    expect(servedKind(await folderWith({ "index.html": "<title>my site</title>", "run.json": "not json {" }))).toBe("site");
    expect(servedKind(await folderWith({ "index.html": "<title>my site</title>", "run.json": '"oddsmith report"' }))).toBe("site");
  });
  it("does not block on a run.json that is a FIFO: it is not read, and the folder is a site", async () => {
    const folder = await folderWith({ "index.html": "<title>x</title>" });
    execFileSync("mkfifo", [join(folder, "run.json")]);
    expect(servedKind(folder)).toBe("site");
  });
});

describe("servedName", () => {
  it("names the built workbench as before, and a --root folder by what it holds", () => {
    expect(servedName("workbench", undefined)).toEqual({ title: "oddsmith workbench", detail: "", closing: "the workbench" });
    expect(servedName("workbench", "/r/workbench")).toEqual({ title: "oddsmith workbench", detail: " (the workbench copy in /r/workbench)", closing: "the workbench" });
    expect(servedName("report", "/r")).toEqual({ title: "oddsmith report", detail: " (the report in /r)", closing: "the report" });
    expect(servedName("site", "/s")).toEqual({ title: "oddsmith serve", detail: " (the folder /s)", closing: "the folder /s" });
  });
});
