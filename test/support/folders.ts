import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** Every file under a folder, as paths relative to it, sorted. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file of a folder with its content, to tell whether anything changed. */
export async function snapshotOf(folder: string): Promise<Map<string, string>> {
  const files = await filesUnder(folder);
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(folder, file), "utf8")] as const)));
}
