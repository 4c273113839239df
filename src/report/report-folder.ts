import { cp, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { readManifest, type RunManifest } from "./run-manifest.js";
import { ensureFolder } from "./write-file.js";
import { errorCode } from "../sim/error-code.js";

/** The folder of a report that holds its copy of the workbench. */
export const WORKBENCH_ENTRY = "workbench";

/** The top-level files every report writes beside its games' folders. */
export const REPORT_FILES = ["index.html", "run.json", "audit.csv"] as const;

/** A README.md of the folder's own (the repository's reports/README.md) is kept from one report to the next. */
export const KEPT_README = "README.md";

/**
 * The files a report in a folder wrote, as its run.json lists them (paths relative to the folder, with
 * "/"); for a run.json from before reports listed their files, the files its entries name and the fixed
 * ones (not its workbench copy). Undefined when the folder holds no run.json of ours.
 */
export function filesOfReport(manifest: RunManifest | undefined): Set<string> | undefined {
  if (manifest === undefined) return undefined;
  if (Array.isArray(manifest.files)) return new Set(manifest.files);
  return new Set([...REPORT_FILES, ...manifest.entries.flatMap((entry) => [entry.csv, ...entry.charts.flatMap((chart) => [chart.svg, chart.spec])])]);
}

/** The folders that hold the given files, at every depth ("a/b/c.csv" → "a", "a/b"). */
function foldersOf(files: ReadonlySet<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join("/"));
  }
  return folders;
}

/** The entries under `folder` (relative path `at`) that are neither `own` files nor folders holding them; a foreign folder is listed once, with "/", and not entered. */
async function walkForeign(folder: string, at: string, own: ReadonlySet<string>, folders: ReadonlySet<string>, foreign: string[]): Promise<void> {
  for (const entry of await readdir(join(folder, at), { withFileTypes: true })) {
    const path = at === "" ? entry.name : `${at}/${entry.name}`;
    // A symbolic link is never entered: it is a file of its own, even where it points to a folder.
    if (entry.isDirectory() && folders.has(path)) await walkForeign(folder, path, own, folders, foreign);
    else if (entry.isDirectory()) foreign.push(`${path}/`);
    else if (!own.has(path)) foreign.push(path);
  }
}

/**
 * The files and folders at every depth of an existing folder that the report there did not write (as its
 * run.json lists them), so replacing the folder would lose them: everything but a README.md when the
 * folder holds no run.json of ours. Empty for a missing folder, an empty one, or an untouched report.
 * O(entries); a foreign folder is named, not walked.
 * @throws {Error} the file system's error when the folder cannot be read
 */
export async function foreignFiles(target: string): Promise<string[]> {
  const found = await stat(target).catch(() => undefined);
  if (found === undefined || !found.isDirectory()) return [];
  const own = filesOfReport(await readManifest(target)) ?? new Set<string>();
  own.add(KEPT_README);
  const foreign: string[] = [];
  await walkForeign(target, "", own, foldersOf(own), foreign);
  return foreign.sort();
}

/**
 * Every file under a folder, as paths relative to it with "/", sorted: what a finished report lists in
 * its run.json. O(files).
 */
export async function listFiles(folder: string, at = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(folder, at), { withFileTypes: true })) {
    const path = at === "" ? entry.name : `${at}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listFiles(folder, path)));
    else files.push(path);
  }
  return files.sort();
}

/** The name of the staging folder a report is built in, beside its target: `<out>.partial-<pid>`. */
function stagingPrefix(target: string): string {
  return `${basename(resolve(target))}.partial-`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

/**
 * A fresh staging folder beside `target` (same file system, so the final swap is a rename). Staging
 * folders left by runs that were killed outright (their process is gone) are removed first.
 */
export async function createStaging(target: string): Promise<string> {
  const parent = dirname(resolve(target));
  await ensureFolder(parent);
  const prefix = stagingPrefix(target);
  for (const entry of await readdir(parent)) {
    // A staging folder is <prefix><pid>; the old report set aside during the swap is <prefix><pid>-old.
    const pid = Number(entry.slice(prefix.length).replace(/-old$/, ""));
    if (entry.startsWith(prefix) && Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) await rm(join(parent, entry), { recursive: true, force: true });
  }
  const staging = join(parent, `${prefix}${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await ensureFolder(staging);
  return staging;
}

/**
 * Puts a finished staging folder in place of `target`: the old report is renamed aside, the new one
 * renamed in, then the old one removed. A reader sees the old report or the new one, whole; only between
 * the two renames (microseconds) is there none.
 * @throws {Error} the file system's error when a rename fails (the old report is put back first where it can be)
 */
export async function replaceWithStaging(staging: string, target: string): Promise<void> {
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await rename(staging, target);
    return;
  }
  const aside = `${staging}-old`;
  await rename(target, aside);
  try {
    await rename(staging, target);
  } catch (error) {
    await rename(aside, target);
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
}

/** Copies one entry of the previous report (a game's folder, its README) into the staging folder; false when it is not there. */
export async function keepFromPrevious(target: string, staging: string, entry: string): Promise<boolean> {
  const from = join(target, entry);
  if (!(await stat(from).then(() => true, () => false))) return false;
  await cp(from, join(staging, entry), { recursive: true });
  return true;
}

/**
 * Copies a built workbench (a folder with its index.html, as `npm run build` writes dist/web) into the
 * staging folder as `workbench/`, so it is swapped in with the rest of the report; false, copying
 * nothing, when `source` holds no index.html (not built). O(files).
 * @throws {Error} the file system's error when the copy fails
 */
export async function copyWorkbench(source: string, staging: string): Promise<boolean> {
  const built = await stat(join(source, "index.html")).then((found) => found.isFile(), () => false);
  if (!built) return false;
  await cp(source, join(staging, WORKBENCH_ENTRY), { recursive: true });
  return true;
}

/** Removes a staging folder (a stopped or failed run), leaving the previous report as it was. */
export async function discardStaging(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}
