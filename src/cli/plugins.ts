/**
 * The designer's own analyses on the command line (issue 18, docs/extending.md): `--plugin FILE` (any
 * number, anywhere on the line) and the `plugins` of an `oddsmith.config.js` in the working folder. Each
 * file is imported and checked (src/analyses/plugin.ts) before the commands are built, so its analyses
 * get every command: their own subcommands, sweeps, compare, report sections and validate.
 */
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { messages } from "../framework/messages.js";
import { addedAnalyses } from "../analyses/catalog.js";
import { inputFileProblem } from "../report/input-file.js";
import { itemAt } from "../core/checked-index.js";

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
    const word = itemAt(argv, i);
    if (word.startsWith("--plugin=")) files.push(word.slice("--plugin=".length));
    else if (word !== "--plugin") rest.push(word);
    else if (i + 1 < argv.length && !itemAt(argv, i + 1).startsWith("-")) files.push(itemAt(argv, ++i));
    else problems.push(messages.valueMissing("--plugin", "a JavaScript module file of analyses"));
  }
  return { argv: rest, files, problems };
}

/**
 * Imports and registers each plugin file (relative to `baseDir`), in order; every problem names the file as
 * given and what is wrong. O(the plugins' own loading).
 */
export async function loadPluginFiles(files: readonly string[], baseDir: string = process.cwd()): Promise<string[]> {
  if (files.length === 0) return [];
  const [{ addPlugin, loadingProblem }, api] = await Promise.all([import("../analyses/plugin.js"), import("../plugin-api.js")]);
  const problems: string[] = [];
  for (const file of files) {
    const path = resolve(baseDir, file);
    if (file.trim() === "" || !existsSync(path)) {
      problems.push(messages.pluginProblem(file, `no such file (looked for ${path})`));
      continue;
    }
    // Node's loader would block on a FIFO and read a device for ever: the file is checked before the import.
    const refusal = inputFileProblem("--plugin", file, baseDir);
    if (refusal !== undefined) {
      problems.push(refusal);
      continue;
    }
    const url = pathToFileURL(path).href;
    try {
      const module: unknown = await import(url);
      problems.push(...addPlugin(module, api, url, file));
    } catch (error) {
      problems.push(messages.pluginProblem(file, loadingProblem(error)));
    }
  }
  return problems;
}

/** The commands that never need the config file's plugins: help and the version, and audit (built-in claims only). */
const WITHOUT_CONFIG = ["help", "audit"];

/**
 * Whether a command line (without its --plugin words) loads oddsmith.config.js (issue 24 §7): the commands
 * that run analyses do (a game's analysis or its help, report, sweep, validate, serve), and so does an
 * unknown first word, which may be a game the config's plugins add; no command, `--help`, `--version`,
 * `help` alone and `audit` do not. O(1).
 * @example configNeeded(["--version"]) // false
 * @example configNeeded(["help", "d20"]) // true
 */
export function configNeeded(argv: readonly string[]): boolean {
  const words = argv[0] === "help" ? argv.slice(1) : argv;
  const first = words[0];
  return first !== undefined && !first.startsWith("-") && !WITHOUT_CONFIG.includes(first);
}

/**
 * The plugin files of `oddsmith.config.js` in `folder` (resolved against it), or none when there is no
 * config file; a config that cannot be read or lists no files is a problem naming it.
 */
export async function configPluginFiles(folder: string = process.cwd()): Promise<{ files: string[]; problems: string[] }> {
  const path = resolve(folder, CONFIG_FILE);
  if (!existsSync(path)) return { files: [], problems: [] };
  const refusal = inputFileProblem(CONFIG_FILE, path);
  if (refusal !== undefined) return { files: [], problems: [refusal] };
  try {
    const imported: unknown = await import(pathToFileURL(path).href);
    const config: unknown = typeof imported === "object" && imported !== null && "default" in imported ? imported.default : undefined;
    const plugins: unknown = typeof config === "object" && config !== null && "plugins" in config ? config.plugins : undefined;
    if (!Array.isArray(plugins) || !plugins.every((file) => typeof file === "string")) {
      return { files: [], problems: [messages.pluginProblem(CONFIG_FILE, 'expected export default { plugins: ["./file.js", …] }')] };
    }
    return { files: plugins.map((file: string) => resolve(dirname(path), file)), problems: [] };
  } catch (error) {
    const { loadingProblem } = await import("../analyses/plugin.js");
    return { files: [], problems: [messages.pluginProblem(CONFIG_FILE, loadingProblem(error))] };
  }
}

/**
 * The plugin files whose analyses joined the registry, as paths, in the order they were loaded: what
 * `serve` and `report` hand to the workbench. O(added analyses).
 * @example loadedPluginFiles() // []
 */
export function loadedPluginFiles(): string[] {
  const urls = new Set(addedAnalyses().flatMap((entry) => (entry.source?.startsWith("file:") ? [entry.source] : [])));
  return [...urls].map((url) => fileURLToPath(url));
}
