import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outputPathProblem, prepareOutputFolders } from "../../src/cli/output-paths.js";
import { expectUsageError } from "../support/cli.js";



describe("output paths from the command line", () => {
  it("output paths are checked before any work: a folder given to --csv, a file given to --out, a file in the way of --chart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    await expectUsageError(["kingstone", "check", "--bonus", "1", "--dc", "9", "--csv", dir], `--csv: expected a file name, received the folder ${JSON.stringify(dir)}`);
    const file = join(dir, "plain.txt");
    writeFileSync(file, "x");
    await expectUsageError(["report", "--out", file], `--out: expected a folder, received the file ${JSON.stringify(file)}`);
    await expectUsageError(["kingstone", "check", "--bonus", "1", "--dc", "9", "--chart", join(file, "c.svg")], `--chart: cannot write ${JSON.stringify(join(file, "c.svg"))}: ${file} is a file, not a folder`);
    expect(readdirSync(dir)).toEqual(["plain.txt"]);
  });
});

describe("outputPathProblem", () => {
  it("an empty name, a folder for a file, a file for a folder, a file in the way: each in words", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-paths-"));
    const file = join(dir, "plain.txt");
    writeFileSync(file, "x");
    expect(outputPathProblem("--csv", " ", "file")).toBe('--csv: expected a file name, received ""');
    expect(outputPathProblem("--csv", dir, "file")).toBe(`--csv: expected a file name, received the folder ${JSON.stringify(dir)}`);
    expect(outputPathProblem("--out", file, "folder")).toBe(`--out: expected a folder, received the file ${JSON.stringify(file)}`);
    expect(outputPathProblem("--chart", join(file, "a", "c.svg"), "file")).toBe(`--chart: cannot write ${JSON.stringify(join(file, "a", "c.svg"))}: ${file} is a file, not a folder`);
  });
  it("a new file or folder under a writable folder, however deep, is fine; nothing is written", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-paths-"));
    expect(outputPathProblem("--csv", join(dir, "a", "b", "x.csv"), "file")).toBeUndefined();
    expect(outputPathProblem("--out", join(dir, "reports"), "folder")).toBeUndefined();
    expect(outputPathProblem("--out", dir, "folder")).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("prepareOutputFolders", () => {
  it("creates each folder, and names the flag of one that cannot be made", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-paths-"));
    writeFileSync(join(dir, "plain"), "x");
    const problems = await prepareOutputFolders([
      { flag: "--csv", folder: join(dir, "csv", "deep") },
      { flag: "--chart", folder: join(dir, "plain", "charts") },
    ]);
    expect(problems).toEqual([`--chart: cannot create the folder ${JSON.stringify(join(dir, "plain", "charts"))} (ENOTDIR)`]);
    expect(readdirSync(join(dir, "csv"))).toEqual(["deep"]);
  });
});
