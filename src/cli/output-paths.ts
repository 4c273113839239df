import { accessSync, constants, statSync, type Stats } from "node:fs";
import { dirname, resolve } from "node:path";
import { messages, osErrorWords } from "../core/messages.js";
import { ensureFolder, kernelFileSystemOf, OutputRefused, outputTarget, type OutputRefusal } from "../report/write-file.js";

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** The nearest folder at or above `path` that exists, or the file standing in the way. */
function nearestExisting(path: string): { path: string; stats: Stats } {
  let current = resolve(path);
  for (;;) {
    const stats = statOrUndefined(current);
    if (stats) return { path: current, stats };
    const parent = dirname(current);
    if (parent === current) return { path: current, stats: statSync(current) };
    current = parent;
  }
}

/** An output refusal in words, naming the flag and the path as given. */
export function refusalMessage(flag: string, path: string, refusal: OutputRefusal): string {
  if (refusal.kind === "kernel") return messages.kernelFileSystem(flag, path, refusal.fileSystem);
  if (refusal.kind === "link-into-missing-folder") return messages.linkIntoMissingFolder(flag, path, refusal.target);
  return refusal.what === "folder" ? messages.folderForFile(flag, path) : messages.notRegularFile(flag, path, refusal.what);
}

/**
 * A failed write of an output in words: a refusal (a FIFO put there meanwhile) or the file system's error
 * (ENOSPC, EACCES, …), naming the flag, the path and the cause; undefined for anything else (a bug).
 */
export function outputErrorMessage(flag: string, path: string, error: unknown): string | undefined {
  if (error instanceof OutputRefused) return refusalMessage(flag, path, error.refusal);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" && /^E[A-Z]+$/.test(code) ? messages.outputFailed(flag, path, code) : undefined;
}

/** What is wrong with the folder part of an output: a file in the way, a kernel file system, not writable. */
function folderProblem(flag: string, path: string, folder: string): string | undefined {
  const fileSystem = kernelFileSystemOf(folder);
  if (fileSystem !== undefined) return messages.kernelFileSystem(flag, path, fileSystem);
  const base = nearestExisting(folder);
  if (!base.stats.isDirectory()) return messages.fileInTheWay(flag, path, base.path);
  try {
    accessSync(base.path, constants.W_OK);
  } catch {
    return messages.notWritable(flag, path, base.path);
  }
  return undefined;
}

/**
 * What is wrong with an output path given to `flag`, or undefined. A file path must name a regular file
 * or nothing (a symbolic link counts as its target: it is written through), outside the kernel's file
 * systems (/proc, /sys), under a writable folder; a folder path must be a folder (or creatable). Looks
 * only: opens and writes nothing, so a FIFO at the path cannot block it.
 */
export function outputPathProblem(flag: string, path: string, kind: "file" | "folder"): string | undefined {
  if (path.trim() === "") return messages.emptyPath(flag, kind);
  if (kind === "folder") {
    const stats = statOrUndefined(path);
    if (stats && !stats.isDirectory()) return messages.fileForFolder(flag, path);
    return folderProblem(flag, path, resolve(path));
  }
  let found: ReturnType<typeof outputTarget>;
  try {
    found = outputTarget(path);
  } catch (error) {
    return messages.outputFailed(flag, path, (error as NodeJS.ErrnoException).code);
  }
  if ("refusal" in found) return refusalMessage(flag, path, found.refusal);
  return folderProblem(flag, path, dirname(found.target));
}

/**
 * Creates the folders the outputs go into, before any work is done; returns a problem per output
 * whose folder cannot be made (so nothing is computed or half-written for a path that cannot take it).
 */
export async function prepareOutputFolders(outputs: ReadonlyArray<{ flag: string; folder: string }>): Promise<string[]> {
  const problems: string[] = [];
  for (const { flag, folder } of outputs) {
    try {
      await ensureFolder(folder);
    } catch (error) {
      problems.push(messages.folderNotCreated(flag, folder, osErrorWords((error as NodeJS.ErrnoException).code)));
    }
  }
  return problems;
}
