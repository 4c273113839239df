import { lstatSync, readlinkSync, statfsSync, statSync, type Stats } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { FILE_KINDS } from "../framework/messages.js";

let sequence = 0;

/** The longest chain of symbolic links followed, as the kernel's own limit (ELOOP beyond it). */
const MAX_LINKS = 40;

/**
 * The kernel's own file systems, by statfs magic number (linux/magic.h): their "files" are views of the
 * kernel, never a place for output, and writing there fails oddly (ENOENT for a folder that is there).
 */
const KERNEL_FILE_SYSTEMS: ReadonlyMap<number, string> = new Map([
  [0x9fa0, "proc"],
  [0x62656572, "sysfs"],
  [0x1cd1, "devpts"],
  [0x64626720, "debugfs"],
  [0x74726163, "tracefs"],
  [0x73636673, "securityfs"],
  [0x27e0eb, "cgroup"],
  [0x63677270, "cgroup2"],
  [0xcafe4a11, "bpf"],
  [0x6165676c, "pstore"],
  [0xde5e81e4, "efivarfs"],
  [0x62656570, "configfs"],
]);

/** Why an output path cannot take a file, before anything is written: what stands there, or where it is. */
export type OutputRefusal =
  | { readonly kind: "not-a-file"; readonly what: keyof typeof FILE_KINDS }
  | { readonly kind: "kernel"; readonly fileSystem: string }
  | { readonly kind: "link-into-missing-folder"; readonly target: string };

/** An output refused before anything was written (see OutputRefusal); the CLI puts it in words with its flag. */
export class OutputRefused extends Error {
  constructor(
    readonly path: string,
    readonly refusal: OutputRefusal,
  ) {
    super(`${path}: cannot write there (${refusal.kind})`);
    this.name = "OutputRefused";
  }
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** What a file that is not a regular file is, for a message; undefined for a regular file. */
export function fileKindOf(stats: Stats): keyof typeof FILE_KINDS | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return "folder";
  if (stats.isFIFO()) return "fifo";
  if (stats.isCharacterDevice()) return "character";
  if (stats.isBlockDevice()) return "block";
  return stats.isSocket() ? "socket" : "special";
}

/**
 * The path a write to `path` must replace: `path` itself, or for a symbolic link the end of its chain
 * (which may not exist yet), with every link on the way. Follows links by hand, so a dangling one is
 * followed too. O(links).
 * @throws {Error} ELOOP when the chain is longer than 40 links
 * @example linkChain("/no/such/file").target // "/no/such/file"
 */
export function linkChain(path: string): { target: string; hops: string[] } {
  let current = resolve(path);
  const hops: string[] = [];
  for (let count = 0; count <= MAX_LINKS; count++) {
    if (!lstatOrUndefined(current)?.isSymbolicLink()) return { target: current, hops };
    hops.push(current);
    current = resolve(dirname(current), readlinkSync(current));
  }
  throw Object.assign(new Error(`${path}: too many symbolic links`), { code: "ELOOP" });
}

/**
 * The kernel file system ("proc", "sysfs", …) that holds `path` or its nearest existing folder, or
 * undefined for an ordinary one (or where the platform cannot say). O(depth).
 * @example kernelFileSystemOf("/proc/x.csv") // "proc"
 */
export function kernelFileSystemOf(path: string): string | undefined {
  let current = resolve(path);
  for (;;) {
    try {
      return KERNEL_FILE_SYSTEMS.get(statfsSync(current).type);
    } catch {
      const parent = dirname(current);
      if (parent === current) return undefined;
      current = parent;
    }
  }
}

/**
 * Why a file cannot be written at `path`, or its real target: a symbolic link is written through to the
 * end of its chain (a dangling link creates its target, in a folder that must exist); what stands there
 * must be a regular file or nothing; no link on the way may lead into a kernel file system (/dev/stdout
 * leads to /proc/self/fd/1). Looks only: never opens the path, so a FIFO cannot block it. O(links + depth).
 * @throws {Error} ELOOP when the chain of links is longer than 40
 */
export function outputTarget(path: string): { target: string } | { refusal: OutputRefusal } {
  // stat follows even the kernel's magic links (/proc/self/fd/1 to a pipe), which readlink cannot.
  const followed = (() => {
    try {
      return statSync(path);
    } catch {
      return undefined;
    }
  })();
  const kind = followed === undefined ? undefined : fileKindOf(followed);
  if (kind !== undefined) return { refusal: { kind: "not-a-file", what: kind } };
  const { target, hops } = linkChain(path);
  for (const place of [...hops, target]) {
    const fileSystem = kernelFileSystemOf(dirname(place));
    if (fileSystem !== undefined) return { refusal: { kind: "kernel", fileSystem } };
  }
  if (hops.length > 0 && followed === undefined && !lstatOrUndefined(dirname(target))?.isDirectory()) return { refusal: { kind: "link-into-missing-folder", target } };
  return { target };
}

/**
 * Creates a folder and its missing parents one level at a time. (Node's recursive mkdir retries
 * forever where the kernel answers ENOENT for a parent that exists, as under /proc; this fails instead.)
 * @throws {Error} ENOTDIR when a part of the path is a file; the file system's error otherwise
 */
export async function ensureFolder(path: string): Promise<void> {
  const missing: string[] = [];
  let current = path;
  for (;;) {
    const found = await stat(current).catch(() => undefined);
    if (found) {
      if (!found.isDirectory()) throw Object.assign(new Error(`${current} is not a folder`), { code: "ENOTDIR" });
      break;
    }
    missing.push(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing.reverse()) await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
}

/** A file written to a temporary name beside its target, not yet in place. */
export interface StagedFile {
  /** The path asked for (a symbolic link stays one). */
  readonly path: string;
  /** The regular file that will be replaced or created: `path`, or the end of its chain of links. */
  readonly target: string;
  readonly temporary: string;
}

/**
 * Writes `content` to a temporary file in the folder of `path`'s target (see outputTarget), creating
 * missing folders; commitFiles then renames it into place. Nothing is left behind when it fails.
 * @throws {OutputRefused} when the path cannot take a file (nothing written); {Error} the file system's error otherwise
 */
export async function stageFile(path: string, content: string): Promise<StagedFile> {
  const found = outputTarget(path);
  if ("refusal" in found) throw new OutputRefused(path, found.refusal);
  await ensureFolder(dirname(found.target));
  const temporary = `${found.target}.${process.pid}.${sequence++}.tmp`;
  try {
    await writeFile(temporary, content, { encoding: "utf8", flag: "wx" });
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { path, target: found.target, temporary };
}

/**
 * Puts staged files in place, one rename each (atomic: a reader sees the old file or the new one, whole).
 * Returns the paths put in place; when a rename fails, the files not yet in place are discarded.
 * @throws {Error} the file system's error, with `written`: the paths already in place
 */
export async function commitFiles(staged: readonly StagedFile[]): Promise<string[]> {
  const written: string[] = [];
  for (const [index, file] of staged.entries()) {
    // A FIFO or device put there since it was staged is not replaced.
    const now = lstatOrUndefined(file.target);
    const kind = now === undefined ? undefined : fileKindOf(now);
    try {
      if (kind !== undefined) throw new OutputRefused(file.path, { kind: "not-a-file", what: kind });
      await rename(file.temporary, file.target);
    } catch (error) {
      await discardFiles(staged.slice(index));
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { written });
    }
    written.push(file.path);
  }
  return written;
}

/** Removes staged files that will not be put in place. */
export async function discardFiles(staged: readonly StagedFile[]): Promise<void> {
  for (const file of staged) await rm(file.temporary, { force: true });
}

/**
 * Writes a file atomically: the content goes to a temporary file beside its target, which is then renamed
 * over the target, so a reader never sees a half-written file. A symbolic link is written through (it
 * stays a link); a folder, FIFO, device or socket at the path, or a path in a kernel file system, is
 * refused before anything is written. Creates missing parent folders.
 * @throws {OutputRefused} when the path cannot take a file; {Error} the file system's error when the folder cannot be made or the file written (the temporary file is removed)
 */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  await commitFiles([await stageFile(path, content)]);
}
