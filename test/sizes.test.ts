import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { functionSizes, lineCount, sourceFiles } from "./support/source-sizes.js";

// STYLE.md and issue 14: no file in src/ over 400 lines, no function over 80; long ones are split into named steps.
const src = fileURLToPath(new URL("../src", import.meta.url));
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;

describe("source sizes", () => {
  it(`no file in src/ is over ${MAX_FILE_LINES} lines`, () => {
    const long = sourceFiles(src).map((file) => ({ file: relative(src, file), lines: lineCount(file) })).filter(({ lines }) => lines > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });
  it(`no function in src/ is over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = sourceFiles(src).flatMap((file) => functionSizes(file, src)).filter(({ lines }) => lines > MAX_FUNCTION_LINES);
    expect(long.map(({ file, line, name, lines }) => `${file}:${line} ${name} (${lines} lines)`)).toEqual([]);
  });
  it("the function finder sees the functions of a known file", () => {
    const found = functionSizes(fileURLToPath(new URL("../src/core/errors.ts", import.meta.url)), src).map((f) => f.name);
    expect(found).toEqual(expect.arrayContaining(["oneOf", "integerIn", "constructor"]));
  });
});
