import { accessSync, constants, lstatSync, realpathSync, statSync, type Stats } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { messages, osErrorWords } from "../framework/messages.js";
import { ensureFolder, kernelFileSystemOf, OutputRefused, outputTarget, type OutputRefusal } from "../report/write-file.js";
import { errorCode } from "../sim/error-code.js";

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

/**
 * The real location of `path`: the real path of its nearest existing part with the rest appended, or
 * undefined when a part is a symbolic link leading nowhere (a dangling link could be made to lead anywhere).
 * O(path depth) file-system lookups.
 */
export function realLocation(path: string): string | undefined {
  let existing = path;
  let rest = "";
  for (;;) {
    try {
      return resolve(realpathSync(existing), rest);
    } catch (error) {
      if (errorCode(error) !== "ENOENT") return undefined;
      try {
        lstatSync(existing);
        return undefined; // it exists as a link whose target does not
      } catch {
        // does not exist at all: try its folder
      }
      const parent = dirname(existing);
      if (parent === existing) return undefined;
      rest = rest === "" ? relative(parent, existing) : `${relative(parent, existing)}${sep}${rest}`;
      existing = parent;
    }
  }
}

/**
 * The problems of two outputs naming one file (`--csv out.svg --chart out.svg`, or through a link or
 * `./`): their real locations compared, the later output named. Empty when every path differs; `-`
 * (standard output) is left to standardOutputProblems. O(outputs² + path depth).
 */
export function collidingOutputProblems(outputs: ReadonlyArray<{ readonly label: string; readonly path: string } | undefined>): string[] {
  const problems: string[] = [];
  const seen: Array<{ label: string; real: string }> = [];
  for (const output of outputs) {
    if (output === undefined || output.path === "-" || output.path.trim() === "") continue;
    const real = realLocation(resolve(output.path)) ?? resolve(output.path);
    const earlier = seen.find((other) => other.real === real);
    if (earlier) problems.push(messages.outputsCollide(output.label, earlier.label, output.path));
    else seen.push({ label: output.label, real });
  }
  return problems;
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
  const code = errorCode(error);
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
    return messages.outputFailed(flag, path, errorCode(error));
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
      problems.push(messages.folderNotCreated(flag, folder, osErrorWords(errorCode(error))));
    }
  }
  return problems;
}
