import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureFolder, writeFileAtomic } from "../../src/report/write-file.js";

const scratch = () => mkdtemp(join(tmpdir(), "oddsmith-write-"));

describe("writeFileAtomic", () => {
  it("writes the content, creating missing parent folders, and leaves no temporary file", async () => {
    const dir = await scratch();
    const path = join(dir, "a", "b", "table.csv");
    await writeFileAtomic(path, "outcome,probability\n");
    expect(await readFile(path, "utf8")).toBe("outcome,probability\n");
    expect(await readdir(join(dir, "a", "b"))).toEqual(["table.csv"]);
  });
  it("replaces an existing file whole", async () => {
    const dir = await scratch();
    const path = join(dir, "f.txt");
    await writeFile(path, "old content that is longer");
    await writeFileAtomic(path, "new");
    expect(await readFile(path, "utf8")).toBe("new");
  });
  it("a failed write leaves the old file and no temporary file behind", async () => {
    const dir = await scratch();
    const path = join(dir, "f.txt");
    await writeFile(path, "old");
    // A folder in the way of the rename: the temporary file is written, the rename fails, the temporary file is removed.
    const target = join(dir, "folder");
    await ensureFolder(join(target, "inside"));
    await expect(writeFileAtomic(target, "new")).rejects.toThrow();
    expect(await readdir(dir)).toEqual(["f.txt", "folder"].sort());
    expect(await readFile(path, "utf8")).toBe("old");
  });
  it("a file where a parent folder should be is refused with ENOTDIR", async () => {
    const dir = await scratch();
    await writeFile(join(dir, "plain"), "x");
    await expect(writeFileAtomic(join(dir, "plain", "f.txt"), "y")).rejects.toMatchObject({ code: "ENOTDIR" });
  });
});

describe("ensureFolder", () => {
  it("creates a folder and its missing parents, and accepts one that exists", async () => {
    const dir = await scratch();
    await ensureFolder(join(dir, "x", "y", "z"));
    await ensureFolder(join(dir, "x", "y", "z"));
    expect(await readdir(join(dir, "x", "y"))).toEqual(["z"]);
  });
});
