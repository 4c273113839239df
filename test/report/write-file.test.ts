import { spawnSync } from "node:child_process";
import { lstatSync } from "node:fs";
import { mkdtemp, readdir, readFile, readlink, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commitFiles, ensureFolder, kernelFileSystemOf, linkChain, OutputRefused, outputTarget, stageFile, writeFileAtomic } from "../../src/report/write-file.js";

/** A FIFO at `path` (made with mkfifo: opening one to write would block until a reader comes). */
function mkfifo(path: string): void {
  const made = spawnSync("mkfifo", [path]);
  if (made.status !== 0) throw new Error(`mkfifo ${path} failed: ${made.stderr}`);
}

/** Whether root can make a device node here (mknod; a container may forbid it). */
function mknod(path: string): boolean {
  return process.getuid?.() === 0 && spawnSync("mknod", [path, "c", "1", "3"]).status === 0;
}

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

describe("writeFileAtomic and the hazards at a path (issue 16)", () => {
  it("writes through a symbolic link: the target gets the content, the link stays a link, no temporary file anywhere", async () => {
    const dir = await scratch();
    const runs = join(dir, "runs");
    await ensureFolder(runs);
    await writeFile(join(runs, "target.csv"), "old");
    await symlink(join("runs", "target.csv"), join(dir, "latest.csv"));
    await writeFileAtomic(join(dir, "latest.csv"), "new");
    expect(lstatSync(join(dir, "latest.csv")).isSymbolicLink()).toBe(true);
    expect(await readlink(join(dir, "latest.csv"))).toBe(join("runs", "target.csv"));
    expect(await readFile(join(runs, "target.csv"), "utf8")).toBe("new");
    expect(await readdir(runs)).toEqual(["target.csv"]);
    expect((await readdir(dir)).sort()).toEqual(["latest.csv", "runs"]);
  });
  it("a dangling link creates its target (in a folder that exists); one into a missing folder is refused", async () => {
    const dir = await scratch();
    await symlink("made.csv", join(dir, "link.csv"));
    await writeFileAtomic(join(dir, "link.csv"), "x");
    expect(await readFile(join(dir, "made.csv"), "utf8")).toBe("x");
    expect(lstatSync(join(dir, "link.csv")).isSymbolicLink()).toBe(true);
    await symlink(join("gone", "x.csv"), join(dir, "lost.csv"));
    expect(outputTarget(join(dir, "lost.csv"))).toEqual({ refusal: { kind: "link-into-missing-folder", target: join(dir, "gone", "x.csv") } });
    await expect(writeFileAtomic(join(dir, "lost.csv"), "x")).rejects.toBeInstanceOf(OutputRefused);
    expect((await readdir(dir)).sort()).toEqual(["link.csv", "lost.csv", "made.csv"]);
  });
  it("refuses a FIFO without opening it (nothing blocks) and leaves it a FIFO, with no temporary file", async () => {
    const dir = await scratch();
    mkfifo(join(dir, "pipe.csv"));
    await symlink("pipe.csv", join(dir, "to-pipe.csv"));
    for (const path of ["pipe.csv", "to-pipe.csv"]) {
      await expect(writeFileAtomic(join(dir, path), "x")).rejects.toMatchObject({ refusal: { kind: "not-a-file", what: "fifo" } });
    }
    expect(lstatSync(join(dir, "pipe.csv")).isFIFO()).toBe(true);
    expect(lstatSync(join(dir, "to-pipe.csv")).isSymbolicLink()).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(["pipe.csv", "to-pipe.csv"]);
  });
  it.skipIf(process.getuid?.() !== 0)("refuses a character device (a copy of /dev/null made with mknod) and leaves it a device", async () => {
    const dir = await scratch();
    if (!mknod(join(dir, "null"))) return; // this container forbids mknod: the FIFO case stands for it
    await expect(writeFileAtomic(join(dir, "null"), "x")).rejects.toMatchObject({ refusal: { kind: "not-a-file", what: "character" } });
    expect(lstatSync(join(dir, "null")).isCharacterDevice()).toBe(true);
    expect(await readdir(dir)).toEqual(["null"]);
  });
  it("refuses a path in /proc or /sys before writing (it failed with ENOENT or EACCES half-way)", async () => {
    expect(kernelFileSystemOf("/proc/x.csv")).toBe("proc");
    expect(kernelFileSystemOf("/sys/x.csv")).toBe("sysfs");
    expect(kernelFileSystemOf(tmpdir())).toBeUndefined();
    await expect(writeFileAtomic("/proc/x.csv", "x")).rejects.toMatchObject({ refusal: { kind: "kernel", fileSystem: "proc" } });
    // /dev/stdout leads into /proc (to a pipe here, or a terminal): it is refused, never replaced.
    expect(outputTarget("/dev/stdout")).toHaveProperty("refusal");
  });
  it("a FIFO put at the path after the file was staged is not replaced, and the temporary file goes", async () => {
    const dir = await scratch();
    const staged = await stageFile(join(dir, "late.csv"), "x");
    mkfifo(join(dir, "late.csv"));
    await expect(commitFiles([staged])).rejects.toBeInstanceOf(OutputRefused);
    expect(lstatSync(join(dir, "late.csv")).isFIFO()).toBe(true);
    expect(await readdir(dir)).toEqual(["late.csv"]);
  });
  it("linkChain follows links by hand, dangling ones too, and stops a loop with ELOOP", async () => {
    const dir = await scratch();
    await symlink("b", join(dir, "a"));
    await symlink("c", join(dir, "b"));
    expect(linkChain(join(dir, "a"))).toEqual({ target: join(dir, "c"), hops: [join(dir, "a"), join(dir, "b")] });
    await symlink("loop", join(dir, "loop"));
    expect(() => linkChain(join(dir, "loop"))).toThrow(expect.objectContaining({ code: "ELOOP" }));
  });
});
