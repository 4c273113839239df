import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Where a suite's timed code comes from: `dist`, the JavaScript `npm run build` writes (what the CLI and
 * library users run), or `src` under tsx, with a note saying why. Under tsx every function made at run time
 * is wrapped in esbuild's `__name` (tsx transpiles with keepNames), an Object.defineProperty per closure
 * that the shipped code does not make: 2–4× on calls of a few microseconds.
 */
export interface CodeFolder {
  readonly folder: "dist" | "src";
  readonly note?: string;
}

/** The newest modification time (ms) of the .ts files under src/core and src/models. O(files). */
function newestSource(): number {
  let newest = 0;
  for (const part of ["core", "models"]) {
    const folder = join(root, "src", part);
    for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (file.endsWith(".ts")) newest = Math.max(newest, statSync(join(folder, file)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The built dist/ when it exists and is newer than every source of src/core and src/models (tsc rewrites
 * every output, so one built file's time is the build's), else src/ with a note. O(source files).
 * @example shippedCode("icepool").folder // "dist" after `npm run build`
 */
export function shippedCode(suite: string): CodeFolder {
  const built = join(root, "dist", "core", "distribution.js");
  if (!existsSync(built)) return { folder: "src", note: `${suite}: timed the sources under tsx (no dist/: run \`npm run build\` to time the shipped JavaScript, faster by tsx's per-closure __name)` };
  if (statSync(built).mtimeMs < newestSource()) return { folder: "src", note: `${suite}: timed the sources under tsx (dist/ is older than src/: run \`npm run build\` to time the shipped JavaScript)` };
  return { folder: "dist" };
}

/**
 * Imports a module of src/ (its path there, ending in .js) from the folder chosen, typed as the source's
 * module: `importCode<typeof import("../src/core/deck.js")>(code, "core/deck.js")`.
 */
export function importCode<Module>(code: CodeFolder, path: string): Promise<Module> {
  return import(pathToFileURL(join(root, code.folder, path)).href);
}
