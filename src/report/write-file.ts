import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

let sequence = 0;

/**
 * Writes a file atomically: the content goes to a temporary file beside it, which is then renamed over
 * the target, so a reader never sees a half-written file. Creates missing parent folders.
 */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${sequence++}.tmp`;
  try {
    await writeFile(temporary, content, "utf8");
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
