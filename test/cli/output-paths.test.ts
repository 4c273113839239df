import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outputErrorMessage, outputPathProblem, prepareOutputFolders } from "../../src/cli/output-paths.js";
import { OutputRefused } from "../../src/report/write-file.js";
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
    expect(problems).toEqual([`--chart: cannot create the folder ${JSON.stringify(join(dir, "plain", "charts"))} (a part of the path is a file, not a folder)`]);
    expect(readdirSync(join(dir, "csv"))).toEqual(["deep"]);
  });
});

describe("outputPathProblem and what stands at the path (issue 16)", () => {
  it("a FIFO, or a link to one, is refused by looking, never by opening (which would block)", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-paths-"));
    const pipe = join(dir, "pipe.csv");
    expect(spawnSync("mkfifo", [pipe]).status).toBe(0);
    symlinkSync(pipe, join(dir, "link.csv"));
    expect(outputPathProblem("--csv", pipe, "file")).toBe(`--csv: cannot write ${JSON.stringify(pipe)}: it is a named pipe (FIFO), not a regular file (- means standard output)`);
    expect(outputPathProblem("--chart", join(dir, "link.csv"), "file")).toContain("it is a named pipe (FIFO), not a regular file");
    expect(lstatSync(pipe).isFIFO()).toBe(true);
  });
  it.skipIf(!existsSync("/dev/full"))("a character device is refused: /dev/full and /dev/null are looked at, never written", () => {
    expect(outputPathProblem("--csv", "/dev/full", "file")).toBe('--csv: cannot write "/dev/full": it is a character device, not a regular file (- means standard output)');
    expect(lstatSync("/dev/full").isCharacterDevice()).toBe(true);
  });
  it.skipIf(process.platform !== "linux")("/proc and /sys are refused for files and for --out, naming the path and the file system", () => {
    expect(outputPathProblem("--csv", "/proc/x.csv", "file")).toBe(`--csv: cannot write "/proc/x.csv": it is in the kernel's proc file system, which holds no files`);
    expect(outputPathProblem("--chart", "/sys/x.svg", "file")).toBe(`--chart: cannot write "/sys/x.svg": it is in the kernel's sysfs file system, which holds no files`);
    expect(outputPathProblem("--out", "/proc/rep", "folder")).toBe(`--out: cannot write "/proc/rep": it is in the kernel's proc file system, which holds no files`);
  });
  it("a link to a regular file is fine (it is written through); a link into a missing folder is refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-paths-"));
    writeFileSync(join(dir, "target.csv"), "old");
    symlinkSync("target.csv", join(dir, "latest.csv"));
    symlinkSync(join("gone", "x.csv"), join(dir, "lost.csv"));
    expect(outputPathProblem("--csv", join(dir, "latest.csv"), "file")).toBeUndefined();
    expect(outputPathProblem("--csv", join(dir, "lost.csv"), "file")).toBe(`--csv: cannot write ${JSON.stringify(join(dir, "lost.csv"))}: it is a symbolic link to ${join(dir, "gone", "x.csv")}, whose folder does not exist`);
  });
});

describe("outputErrorMessage", () => {
  it("puts the file system's error in words with the flag and path; a bug is not one", () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(outputErrorMessage("--csv", "/x/t.csv", error("ENOENT"))).toBe('--csv: cannot write "/x/t.csv" (no such folder)');
    expect(outputErrorMessage("--csv", "t.csv", error("ENOSPC"))).toBe('--csv: cannot write "t.csv" (no space left on the device)');
    expect(outputErrorMessage("--out", "r", error("EROFS"))).toBe('--out: cannot write "r" (the file system is read-only)');
    expect(outputErrorMessage("--csv", "t.csv", error("EWHATEVER"))).toBe('--csv: cannot write "t.csv" (the system refused: EWHATEVER)');
    expect(outputErrorMessage("--csv", "p", new OutputRefused("p", { kind: "not-a-file", what: "socket" }))).toContain("it is a socket, not a regular file");
    expect(outputErrorMessage("--csv", "t.csv", new TypeError("x is undefined"))).toBeUndefined();
  });
});
