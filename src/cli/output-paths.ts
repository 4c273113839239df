import { accessSync, constants, statSync, type Stats } from "node:fs";
import { dirname, resolve } from "node:path";
import { messages } from "../core/messages.js";
import { ensureFolder } from "../report/write-file.js";

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
 * What is wrong with an output path given to `flag`, or undefined: a file path must not be a folder
 * and must lie under a writable folder; a folder path must be a folder (or creatable). Writes nothing.
 */
export function outputPathProblem(flag: string, path: string, kind: "file" | "folder"): string | undefined {
  if (path.trim() === "") return messages.emptyPath(flag, kind);
  const stats = statOrUndefined(path);
  if (stats && kind === "file" && stats.isDirectory()) return messages.folderForFile(flag, path);
  if (stats && kind === "folder" && !stats.isDirectory()) return messages.fileForFolder(flag, path);
  const base = nearestExisting(kind === "file" ? dirname(resolve(path)) : resolve(path));
  if (!base.stats.isDirectory()) return messages.fileInTheWay(flag, path, base.path);
  try {
    accessSync(base.path, constants.W_OK);
  } catch {
    return messages.notWritable(flag, path, base.path);
  }
  return undefined;
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
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push(messages.folderNotCreated(flag, folder, reason));
    }
  }
  return problems;
}
