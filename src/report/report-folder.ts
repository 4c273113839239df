import { cp, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { ensureFolder } from "./write-file.js";

/** The folder of a report that holds its copy of the workbench. */
export const WORKBENCH_ENTRY = "workbench";

/** The files and folders a report folder holds; a folder holding anything else is not replaced. */
export const REPORT_ENTRIES = ["index.html", "run.json", "audit.csv", "README.md", WORKBENCH_ENTRY, "kingstone", "zilch", "ultimo", "ash"] as const;

/** The name of the staging folder a report is built in, beside its target: `<out>.partial-<pid>`. */
function stagingPrefix(target: string): string {
  return `${basename(resolve(target))}.partial-`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The entries of an existing folder that a report would not have written (so replacing the folder would
 * lose them); empty for a missing folder, an empty one, or a previous report. O(entries).
 */
export async function foreignEntries(target: string): Promise<string[]> {
  const entries = await readdir(target).catch(() => [] as string[]);
  return entries.filter((entry) => !(REPORT_ENTRIES as readonly string[]).includes(entry));
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
