/**
 * Where a data file (a sweep file; a balance file later) may write: only inside its own folder. A path
 * the file names is relative, has no `..` part, and its real location (symbolic links followed, as far
 * as they exist) stays inside the file's real folder. Anywhere else needs the command line's --csv or
 * --chart, given by the user: a downloaded file must not write over a shell script (issue 24 §1).
 */
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { messages } from "../framework/messages.js";
import { realLocation } from "./output-paths.js";

/** Whether `path` is `folder` itself or lies under it (both absolute, resolved). */
function isInside(folder: string, path: string): boolean {
  const between = relative(folder, path);
  return between === "" || (!isAbsolute(between) && between !== ".." && !between.startsWith(`..${sep}`));
}

/**
 * The problem with an output path that a data file names under `key` (e.g. `sweeps/x.yaml: csv`), or
 * undefined when it stays inside `folder` (the data file's folder): an absolute path, a `..` part, or a
 * path whose real location leaves the folder's real location through a symbolic link is refused, with
 * the key, the path and the way out (--csv/--chart on the command line). Looks only; writes nothing.
 * O(path depth) file-system lookups.
 * @example containedOutputProblem("x.yaml: csv", "/tmp", "/etc/x", "--csv") // 'x.yaml: csv: expected a relative path inside the file\'s own folder (no absolute path, no "..", no symbolic link leading out), received "/etc/x"; to write elsewhere, give --csv on the command line'
 */
export function containedOutputProblem(key: string, folder: string, given: string, flag: string): string | undefined {
  const refuse = () => messages.outputOutsideFolder(key, given, flag);
  if (isAbsolute(given) || given.split(/[\\/]/).includes("..")) return refuse();
  let realFolder: string;
  try {
    realFolder = realpathSync(folder);
  } catch {
    return refuse();
  }
  const real = realLocation(resolve(folder, given));
  return real !== undefined && isInside(realFolder, real) && real !== realFolder ? undefined : refuse();
}
