import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

// Every `@example CALL // RESULT` in src/ is run with its module's exports (and the public API) in scope
// and must give RESULT, so the doc comments cannot drift from the code. `// > 0` and `// < 0` compare.
const src = fileURLToPath(new URL("../src", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

const examples = sourceFiles(src).flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/@example (.+?) \/\/ (.+)$/gm)].map((m) => ({
    file,
    name: `${relative(src, file)}: ${m[1]!.slice(0, 90)}`,
    call: m[1]!.replace(/ as const/g, ""),
    expected: m[2]!.replace(/\s*\*\/\s*$/, "").trim(),
  })),
);

describe("doc comment examples", () => {
  it("there are examples to check", () => {
    expect(examples.length).toBeGreaterThan(40);
  });
  it.each(examples)("$name", async ({ file, call, expected }) => {
    const scope: Record<string, unknown> = { ...api, ...(await import(file)) };
    const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
    const run = (expression: string) => new Function(...names, `return (${expression});`)(...names.map((n) => scope[n]));
    const actual = await run(call);
    if (/^[<>] 0$/.test(expected)) expect(expected.startsWith(">") ? actual > 0 : actual < 0).toBe(true);
    else expect(actual).toEqual(run(expected));
  });
});
