import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./support/source-sizes.js";

// Issue 14: tests mirror src/ — test/<path>.test.ts (or .slow.test.ts) for each src/<path>.ts that holds
// logic, for at least three in four such files. A file holds logic when it declares a function or class;
// barrels of re-exports and files of types and constants do not.
const src = fileURLToPath(new URL("../src", import.meta.url));
const test = fileURLToPath(new URL(".", import.meta.url));

function holdsLogic(file: string): boolean {
  return /^(export\s+)?(default\s+)?(async\s+)?(function|class)\s|=>\s*\{?$|^export const \w+ = \(/m.test(readFileSync(file, "utf8"));
}

function mirrored(file: string): boolean {
  const stem = relative(src, file).replace(/\.ts$/, "");
  return existsSync(`${test}${stem}.test.ts`) || existsSync(`${test}${stem}.slow.test.ts`);
}

describe("tests mirror src/", () => {
  const logic = sourceFiles(src).filter((file) => relative(src, file).includes("/") && holdsLogic(file));
  it("at least three in four source files with logic have test/<path>.test.ts", () => {
    const missing = logic.filter((file) => !mirrored(file)).map((file) => relative(src, file));
    const share = (logic.length - missing.length) / logic.length;
    expect(share, `${missing.length} of ${logic.length} without a mirrored test: ${missing.join(", ")}`).toBeGreaterThanOrEqual(0.75);
  });
});
