/**
 * The designer's own analyses on the command line (issue 18, docs/extending.md): `--plugin FILE` (any
 * number, anywhere on the line) and the `plugins` of an `oddsmith.config.js` in the working folder. Each
 * file is imported and checked (src/analyses/plugin.ts) before the commands are built, so its analyses
 * get every command: their own subcommands, sweeps, compare, report sections and validate.
 */
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { messages } from "../core/messages.js";

/** The config file read from the working folder: `export default { plugins: ["./my-rolls.js"] }`. */
export const CONFIG_FILE = "oddsmith.config.js";

/**
 * The command line without its `--plugin FILE` / `--plugin=FILE` words, the files they name, and a problem
 * for a `--plugin` without its file. O(words).
 * @example pluginFlags(["--plugin", "a.js", "d20", "roll"]) // { argv: ["d20", "roll"], files: ["a.js"], problems: [] }
 */
export function pluginFlags(argv: readonly string[]): { argv: string[]; files: string[]; problems: string[] } {
  const rest: string[] = [];
  const files: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word.startsWith("--plugin=")) files.push(word.slice("--plugin=".length));
    else if (word !== "--plugin") rest.push(word);
    else if (i + 1 < argv.length && !argv[i + 1]!.startsWith("-")) files.push(argv[++i]!);
    else problems.push(messages.valueMissing("--plugin", "a JavaScript module file of analyses"));
  }
  return { argv: rest, files, problems };
}

/** Why a plugin module could not be imported, in words: a syntax error, a missing import, what it threw. */
function importProblem(error: unknown): string {
  if (error instanceof SyntaxError) return `is not valid JavaScript: ${error.message}`;
  const message = error instanceof Error ? error.message : String(error);
  return `failed while loading: ${message}`;
}

/**
 * Imports and registers each plugin file (relative to `baseDir`), in order; every problem names the file as
 * given and what is wrong. O(the plugins' own loading).
 */
export async function loadPluginFiles(files: readonly string[], baseDir: string = process.cwd()): Promise<string[]> {
  if (files.length === 0) return [];
  const [{ addPlugin }, api] = await Promise.all([import("../analyses/plugin.js"), import("../plugin-api.js")]);
  const problems: string[] = [];
  for (const file of files) {
    const path = resolve(baseDir, file);
    if (file.trim() === "" || !existsSync(path)) {
      problems.push(messages.pluginProblem(file, `no such file (looked for ${path})`));
      continue;
    }
    const url = pathToFileURL(path).href;
    try {
      problems.push(...addPlugin((await import(url)) as Record<string, unknown>, api, url, file));
    } catch (error) {
      problems.push(messages.pluginProblem(file, importProblem(error)));
    }
  }
  return problems;
}

/**
 * The plugin files of `oddsmith.config.js` in `folder` (resolved against it), or none when there is no
 * config file; a config that cannot be read or lists no files is a problem naming it.
 */
export async function configPluginFiles(folder: string = process.cwd()): Promise<{ files: string[]; problems: string[] }> {
  const path = resolve(folder, CONFIG_FILE);
  if (!existsSync(path)) return { files: [], problems: [] };
  try {
    const config = ((await import(pathToFileURL(path).href)) as { default?: { plugins?: unknown } }).default;
    const plugins = config?.plugins;
    if (!Array.isArray(plugins) || !plugins.every((file) => typeof file === "string")) {
      return { files: [], problems: [messages.pluginProblem(CONFIG_FILE, 'expected export default { plugins: ["./file.js", …] }')] };
    }
    return { files: plugins.map((file: string) => resolve(dirname(path), file)), problems: [] };
  } catch (error) {
    return { files: [], problems: [messages.pluginProblem(CONFIG_FILE, importProblem(error))] };
  }
}
