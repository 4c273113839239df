import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** A function found in a source file: where it starts, its name and its length in lines (signature to closing brace). */
export interface FunctionSize {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

/** Every .ts and .tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

// A line that opens a function body: a function declaration, an arrow function or a method, ending in "{".
const OPENERS = [
  /^(\s*)(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s*(\w*)\s*[<(].*\{$/,
  /^(\s*)(?:export\s+)?(?:const|let)\s+(\w+)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:<[^>]*>)?\(.*\)\s*(?::\s*[^=]+)?=>\s*\{$/,
  /^(\s*)(?:readonly\s+|private\s+|static\s+|async\s+|get\s+|set\s+)*(\w+)\s*(?:<[^>]*>)?\(.*\)\s*(?::\s*.+)?\s*\{$/,
  /^(\s*)(\w+)\s*:\s*(?:async\s+)?\(.*\)\s*(?::\s*[^=]+)?=>\s*\{$/,
];
const NOT_FUNCTIONS = new Set(["if", "for", "while", "switch", "catch", "with", "return", "else"]);

/**
 * The functions of a source file with their lengths, found by the house formatting (a body closes on a line
 * that starts with `}` at the opening line's indentation), counted from the line that opens the body.
 * O(lines²) in the worst case.
 */
export function functionSizes(file: string, root: string): FunctionSize[] {
  const lines = readFileSync(file, "utf8").split("\n");
  const sizes: FunctionSize[] = [];
  lines.forEach((text, index) => {
    for (const opener of OPENERS) {
      const match = opener.exec(text);
      if (!match || NOT_FUNCTIONS.has(match[2] ?? "")) continue;
      const indent = match[1]!;
      let end = index + 1;
      while (end < lines.length && !(lines[end]!.startsWith(`${indent}}`) && !lines[end]!.startsWith(`${indent} `))) end++;
      sizes.push({ file: relative(root, file), line: index + 1, name: match[2] || "(anonymous)", lines: end - index + 1 });
      break;
    }
  });
  return sizes;
}

/** Lines of a file. */
export function lineCount(file: string): number {
  const text = readFileSync(file, "utf8");
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}
