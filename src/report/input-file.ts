/**
 * Every file the CLI reads goes through here (issue 24 §4): deck files, scenarios, sweep files, shard
 * documents, plugins and oddsmith.config.js, and balance files later. An input must be a regular file
 * outside the kernel's file systems, of at most INPUT_SIZE_LIMIT bytes; anything else is a problem naming
 * the flag and the path, so a FIFO cannot block a command (and its signals) and /dev/zero cannot fill memory.
 *
 * The path is looked at first (stat: opening some devices acts on them), then opened without blocking
 * (O_NONBLOCK: a FIFO opens at once) and the open file itself checked again (fstat), so a file swapped in
 * between is caught too; at most one byte past the limit is ever read.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { messages } from "../framework/messages.js";
import { NESTING_LIMIT, valueNestingProblem, type StrictJson } from "../framework/strict-json.js";
import { fileKindOf, kernelFileSystemOf } from "./write-file.js";
import { itemAt } from "../core/checked-index.js";
import { errorCode } from "../sim/error-code.js";

/** The most bytes an input file may hold: 16 MB, far above any real deck, scenario, sweep or shard. */
export const INPUT_SIZE_LIMIT = 16 * 1024 * 1024;

/** Opening for reading without blocking on a FIFO, and without taking a terminal as the controlling one. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** Why a file with these stats is no input, in words, or undefined. */
function statsRefusal(stats: Stats): string | undefined {
  const kind = fileKindOf(stats);
  if (kind !== undefined) return messages.notRegularInput(kind);
  return stats.size > INPUT_SIZE_LIMIT ? messages.inputTooLarge(INPUT_SIZE_LIMIT) : undefined;
}

const codeOf = (error: unknown) => errorCode(error) ?? String(error);

/**
 * Opens an input file after looking at it, and checks the opened file; the open file descriptor, or a
 * problem naming `flag` and `path` (as given). The caller closes the descriptor. O(path depth).
 */
function openInput(flag: string, path: string, baseDir: string): { fd: number } | { problem: string } {
  const full = resolve(baseDir, path);
  let stats: Stats;
  try {
    stats = statSync(full);
  } catch (error) {
    return { problem: messages.fileUnreadable(flag, path, codeOf(error)) };
  }
  const refusal = statsRefusal(stats);
  if (refusal !== undefined) return { problem: messages.inputRefused(flag, path, refusal) };
  const fileSystem = kernelFileSystemOf(full);
  if (fileSystem !== undefined) return { problem: messages.inputRefused(flag, path, messages.inKernelFileSystem(fileSystem)) };
  let fd: number;
  try {
    fd = openSync(full, OPEN_FLAGS);
  } catch (error) {
    return { problem: messages.fileUnreadable(flag, path, codeOf(error)) };
  }
  const swapped = statsRefusal(fstatSync(fd));
  if (swapped === undefined) return { fd };
  closeSync(fd);
  return { problem: messages.inputRefused(flag, path, swapped) };
}

/**
 * Why the file at `path` (relative to `baseDir`) cannot be read as an input, naming `flag` and the path
 * as given, or undefined when it can: for a module Node imports itself (a plugin, the config file), checked
 * just before the import. Opens and closes the file, reading nothing. O(path depth).
 * @example inputFileProblem("--plugin", "/dev/zero") // '--plugin: cannot read "/dev/zero": it is a character device, not a regular file'
 */
export function inputFileProblem(flag: string, path: string, baseDir: string = process.cwd()): string | undefined {
  const opened = openInput(flag, path, baseDir);
  if ("problem" in opened) return opened.problem;
  closeSync(opened.fd);
  return undefined;
}

/**
 * The text (UTF-8) of the input file at `path` (relative to `baseDir`), or a problem naming `flag` and the
 * path as given: missing or unreadable, not a regular file, in /proc or /sys, or over INPUT_SIZE_LIMIT bytes
 * (even one that grows while it is read). Never blocks on a FIFO. O(file size).
 * @example readInputFile("--scenario", "no-such.json") // { problem: '--scenario: cannot read "no-such.json" (ENOENT)' }
 */
export function readInputFile(flag: string, path: string, baseDir: string = process.cwd()): { text: string } | { problem: string } {
  const opened = openInput(flag, path, baseDir);
  if ("problem" in opened) return opened;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, INPUT_SIZE_LIMIT + 1 - total));
      const count = readSync(opened.fd, chunk, 0, chunk.length, null);
      if (count === 0) break;
      chunks.push(chunk.subarray(0, count));
      total += count;
      if (total > INPUT_SIZE_LIMIT) return { problem: messages.inputRefused(flag, path, messages.inputTooLarge(INPUT_SIZE_LIMIT)) };
    }
  } catch (error) {
    return { problem: messages.fileUnreadable(flag, path, codeOf(error)) };
  } finally {
    closeSync(opened.fd);
  }
  return { text: Buffer.concat(chunks, total).toString("utf8") };
}

/**
 * The most bytes a YAML input may hold: 256 KB. The yaml package reads about 250 KB per CPU-second (measured
 * here), and a command is deaf to signals while it reads, so a 16 MB YAML file would hold it for a minute;
 * real decks and sweeps are a few KB. JSON (read at hundreds of MB/s) keeps INPUT_SIZE_LIMIT.
 */
export const YAML_SIZE_LIMIT = 256 * 1024;

/**
 * The deepest `[` and `{` nesting a YAML input may hold: 16. The yaml package's cost per collection grows
 * with the power 2 to 3 of this depth (a `[? ` nested 64 deep: 0.2 s for 256 bytes), where the block nesting
 * of indentation stays linear.
 */
export const YAML_FLOW_LIMIT = 16;

/**
 * A bound on a YAML text's nesting, looked for before the parser sees it (the parser recurses: past about
 * 900 levels it overflows the stack, and near that V8 has aborted the process): the open indentation levels
 * plus the indicators that open a level on a line (`- - x`), and the open `[` and `{` (counted in quoted
 * text and comments too, so it can only over-count). Undefined when both stay within their limits. O(length).
 */
function yamlNestingProblem(text: string): string | undefined {
  const indents: number[] = [];
  let flow = 0;
  const lines = text.split("\n");
  for (let number = 1; number <= lines.length; number++) {
    const line = itemAt(lines, number - 1);
    const indent = line.length - line.replace(/^ +/, "").length;
    const body = line.slice(indent);
    if (flow === 0 && body !== "" && !body.startsWith("#")) {
      while (indents.length > 0 && itemAt(indents, indents.length - 1) >= indent) indents.pop();
      indents.push(indent);
      const opening = (/^(?:[-?:](?: +|$))*/.exec(body)?.[0] ?? "").replace(/ +/g, "").length;
      if (indents.length + opening > NESTING_LIMIT) return `nests deeper than ${NESTING_LIMIT} levels (at line ${number}); an input file may nest at most ${NESTING_LIMIT}`;
    }
    for (let i = 0; i < body.length; i++) {
      const c = body[i];
      if (c === "[" || c === "{") {
        if (++flow > YAML_FLOW_LIMIT) return `nests [ and { deeper than ${YAML_FLOW_LIMIT} levels (at line ${number}); a YAML input file may nest them at most ${YAML_FLOW_LIMIT} deep (a JSON file ${NESTING_LIMIT})`;
      } else if ((c === "]" || c === "}") && flow > 0) flow--;
    }
  }
  return undefined;
}

/** The first node of a YAML document whose key is a list or a map (`? [a, b]: 1`), or undefined. */
function collectionKey(yaml: typeof import("yaml"), document: import("yaml").Document): import("yaml").Node | undefined {
  let found: import("yaml").Node | undefined;
  yaml.visit(document, {
    Pair(_, pair) {
      if (!yaml.isCollection(pair.key)) return undefined;
      found = pair.key;
      return yaml.visit.BREAK;
    },
  });
  return found;
}

/**
 * YAML text as a value, as an input file must be read: at most YAML_SIZE_LIMIT bytes, its nesting bounded
 * before the parser sees it (yamlNestingProblem), a key given twice refused (the yaml package's default),
 * and so is a key that is a list or a map (no oddsmith file has one, and turning each into text costs the
 * square of its depth); the value's nesting is checked again exactly (a self-referring alias reads as too
 * deep). The yaml package is loaded on the first YAML file, never at start-up. O(length).
 * @example parseYamlText("a: 1\na: 2") // { problem: "Map keys must be unique at line 2, column 1:", syntax: true }
 */
export function parseYamlText(text: string): StrictJson {
  if (Buffer.byteLength(text) > YAML_SIZE_LIMIT) return { problem: `holds more than ${YAML_SIZE_LIMIT / 1024} KB of YAML, the most a YAML input file may hold (write a larger one as JSON)`, syntax: false };
  const tooDeep = yamlNestingProblem(text);
  if (tooDeep !== undefined) return { problem: tooDeep, syntax: false };
  // require() is untyped: this is the yaml package, whose types import("yaml") names (loaded only for YAML).
  const yaml = createRequire(import.meta.url)("yaml") as typeof import("yaml");
  let value: unknown;
  try {
    // logLevel "error": a warning (an unknown tag) is not printed on stderr by the library.
    const lines = new yaml.LineCounter();
    const document = yaml.parseDocument(text, { logLevel: "error", lineCounter: lines });
    const error = document.errors[0];
    if (error !== undefined) return { problem: itemAt(error.message.split("\n"), 0), syntax: true };
    const key = collectionKey(yaml, document);
    if (key !== undefined) {
      const at = lines.linePos(key.range?.[0] ?? 0);
      return { problem: `has a key that is a list or a map (at line ${at.line}, column ${at.col}); keys must be plain words or numbers`, syntax: false };
    }
    value = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    return { problem: itemAt((error instanceof Error ? error.message : String(error)).split("\n"), 0), syntax: true };
  }
  const problem = valueNestingProblem(value);
  return problem === undefined ? { value } : { problem, syntax: false };
}
