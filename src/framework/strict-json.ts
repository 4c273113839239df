/**
 * JSON read as a file's content must be read (issue 24 §4): a syntax error, nesting past a limit and a key
 * given twice in one object are problems in words, never a stack overflow or a silently lost value (JSON.parse
 * keeps the last of two keys; the YAML reader refuses them, and so does this). Plain code, no Node: the CLI
 * reads files with it and the workbench reads its JSON boxes with it.
 */

/** The deepest nesting of lists and objects an input file may hold: every real file nests a few levels. */
export const NESTING_LIMIT = 64;

/** JSON text read: its value, or a problem in words (`syntax` when the text is not JSON at all). */
export type StrictJson = { readonly value: unknown } | { readonly problem: string; readonly syntax: boolean };

/** Line and column (from 1) of offset `at` in `text`, counting lines up to it. O(at). */
function position(text: string, at: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return `line ${line}, column ${at - lineStart + 1}`;
}

/** Where `[` or `{` at offset `at` nests deeper than `limit`, in words. */
const nestedTooDeeply = (limit: number, where: string) => `nests lists and objects deeper than ${limit} levels (at ${where}); an input file may nest at most ${limit}`;

/**
 * The first nesting past `limit` or key given twice in one object of valid JSON text, in words, or
 * undefined. One pass over the text with a stack of the open objects' keys (no recursion). O(length).
 */
function structureProblem(text: string, limit: number): string | undefined {
  // One entry per open list (null) or object (its keys so far).
  const open: Array<Set<string> | null> = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (open.length === limit) return nestedTooDeeply(limit, position(text, i));
      open.push(c === 0x7b ? new Set() : null);
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      open.pop();
    } else if (c === 0x22 /* " */) {
      let end = i + 1;
      let escaped = false;
      for (; text.charCodeAt(end) !== 0x22; end++) if (text.charCodeAt(end) === 0x5c /* \ */) ((escaped = true), end++);
      const keys = open[open.length - 1];
      let next = end + 1;
      while (next < text.length && " \t\r\n".includes(text.charAt(next))) next++;
      // In valid JSON a string in an object is a key exactly when a colon follows it.
      if (keys && text[next] === ":") {
        const key = escaped ? String(JSON.parse(text.slice(i, end + 1))) : text.slice(i + 1, end);
        if (keys.has(key)) return `gives the key ${JSON.stringify(key)} twice in one object (at ${position(text, i)}); each key may appear once`;
        keys.add(key);
      }
      i = end;
    }
  }
  return undefined;
}

/**
 * JSON text as a value, refusing what JSON.parse lets through or cannot bear: nesting deeper than `limit`
 * and a key given twice in one object. The problem reads after the file's name ("… nests lists and objects
 * deeper than 64 levels (at line 1, column 65); …"); a syntax error is JSON.parse's own first line. O(length).
 * @example parseStrictJson('{"a": 1, "a": 2}') // { problem: 'gives the key "a" twice in one object (at line 1, column 10); each key may appear once', syntax: false }
 * @example parseStrictJson('{"cards": []}') // { value: { cards: [] } }
 */
export function parseStrictJson(text: string, limit: number = NESTING_LIMIT): StrictJson {
  let value: unknown;
  try {
    // V8's JSON.parse does not recurse, so any depth parses; the checks below run on valid JSON only.
    value = JSON.parse(text);
  } catch (error) {
    const [firstLine = ""] = (error instanceof Error ? error.message : String(error)).split("\n");
    return { problem: firstLine, syntax: true };
  }
  const problem = structureProblem(text, limit);
  return problem === undefined ? { value } : { problem, syntax: false };
}

/**
 * Whether a parsed value (of YAML, say) nests lists and objects deeper than `limit`, in words, or
 * undefined. Walks with a stack, stopping at the limit, so a value that refers to itself (a YAML alias
 * inside its own anchor) reads as too deep instead of looping. O(nodes within the limit).
 * @example valueNestingProblem([[1]], 1) // "nests lists and objects deeper than 1 levels (at depth 2); an input file may nest at most 1"
 */
export function valueNestingProblem(value: unknown, limit: number = NESTING_LIMIT): string | undefined {
  const stack: Array<readonly [unknown, number]> = [[value, 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, depth] = top;
    if (node === null || typeof node !== "object") continue;
    if (depth === limit) return nestedTooDeeply(limit, `depth ${depth + 1}`);
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return undefined;
}
