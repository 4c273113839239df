import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

let sequence = 0;

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

/**
 * Writes a file atomically: the content goes to a temporary file beside it, which is then renamed over
 * the target, so a reader never sees a half-written file. Creates missing parent folders.
 * @throws {Error} the file system's error when the folder cannot be made or the file written (the temporary file is removed)
 */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  await ensureFolder(dirname(path));
  const temporary = `${path}.${process.pid}.${sequence++}.tmp`;
  try {
    await writeFile(temporary, content, "utf8");
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
