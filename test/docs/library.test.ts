import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";

// Every ```ts example in docs/library.md that is followed by a ```text block is run, with "oddsmith" and
// "oddsmith/node" pointing at src/, and must print (console.log) exactly the text block.
const root = fileURLToPath(new URL("../..", import.meta.url));
const page = readFileSync(join(root, "docs/library.md"), "utf8");
const examples = [...page.matchAll(/```ts\n([\s\S]*?)```\n+```text\n([\s\S]*?)```/g)].map((match, index) => ({
  index,
  name: `example ${index + 1}: ${match[1]!.split("\n").find((line) => line.trim() !== "" && !line.startsWith("import"))!.slice(0, 80)}`,
  code: match[1]!,
  expected: match[2]!.trimEnd(),
}));

describe("docs/library.md", () => {
  it("has worked examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });
  it.each(examples)("$name prints what the page shows", async ({ index, code, expected }) => {
    const folder = join(root, "test-artifacts", "library");
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `example-${index + 1}.ts`);
    const source = code.replace(/from "oddsmith\/node"/g, `from ${JSON.stringify(join(root, "src/node.ts"))}`).replace(/from "oddsmith"/g, `from ${JSON.stringify(join(root, "src/index.ts"))}`);
    writeFileSync(file, source);
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    try {
      await import(`${pathToFileURL(file).href}?run=${Date.now()}`);
    } finally {
      log.mockRestore();
    }
    expect(lines.join("\n").trimEnd()).toBe(expected);
  });
});
