import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INPUT_SIZE_LIMIT, inputFileProblem, parseYamlText, readInputFile, YAML_SIZE_LIMIT } from "../../src/report/input-file.js";

const folder = mkdtempSync(join(tmpdir(), "oddsmith-input-"));

describe("readInputFile", () => {
  it("reads a file of exactly 16 MB; one byte more is refused before it is read", () => {
    const exact = join(folder, "exact.json");
    writeFileSync(exact, "");
    truncateSync(exact, INPUT_SIZE_LIMIT);
    const read = readInputFile("--scenario", exact);
    expect("text" in read && read.text.length).toBe(INPUT_SIZE_LIMIT);
    truncateSync(exact, INPUT_SIZE_LIMIT + 1);
    expect(readInputFile("--scenario", "exact.json", folder)).toEqual({ problem: '--scenario: cannot read "exact.json": it holds more than 16 MB, the most an input file may hold' });
  });

  it("names the path as given, relative to the base folder, and says why it cannot be read", () => {
    writeFileSync(join(folder, "deck.json"), '{"cards": []}');
    expect(readInputFile("--deck", "deck.json", folder)).toEqual({ text: '{"cards": []}' });
    expect(readInputFile("--deck", "missing.json", folder)).toEqual({ problem: '--deck: cannot read "missing.json" (ENOENT)' });
    expect(inputFileProblem("--plugin", "/dev/null")).toBe('--plugin: cannot read "/dev/null": it is a character device, not a regular file');
    expect(inputFileProblem("--plugin", "deck.json", folder)).toBeUndefined();
  });
});

describe("parseYamlText", () => {
  it("reads a deck, and refuses a key twice as the yaml package does", () => {
    expect(parseYamlText("cards:\n  - { card: A, count: 4 }\n")).toEqual({ value: { cards: [{ card: "A", count: 4 }] } });
    expect(parseYamlText("cards: []\ncards: []")).toEqual({ problem: "Map keys must be unique at line 2, column 1:", syntax: true });
  });

  it("refuses nesting before the parser sees it: 64 levels of - on a line (the bound counts the line too), 17 of [ (the parser itself would overflow near 900)", () => {
    expect(parseYamlText(`${"- ".repeat(63)}x`)).toHaveProperty("value");
    expect(parseYamlText(`${"- ".repeat(64)}x`)).toEqual({ problem: "nests deeper than 64 levels (at line 1); an input file may nest at most 64", syntax: false });
    expect(parseYamlText(`a: ${"[".repeat(16)}${"]".repeat(16)}`)).toHaveProperty("value");
    expect(parseYamlText(`a:\n  b: ${"[".repeat(17)}${"]".repeat(17)}`)).toEqual({
      problem: "nests [ and { deeper than 16 levels (at line 2); a YAML input file may nest them at most 16 deep (a JSON file 64)",
      syntax: false,
    });
    expect(parseYamlText(`${"- ".repeat(100_000)}x`)).toMatchObject({ syntax: false });
  });

  it("refuses a key that is a list or a map, an alias inside its own anchor, and more than 256 KB", () => {
    expect(parseYamlText("cards: []\n? [a, b]\n: 1")).toEqual({ problem: "has a key that is a list or a map (at line 2, column 3); keys must be plain words or numbers", syntax: false });
    expect(parseYamlText("&a [ *a ]")).toEqual({ problem: "nests lists and objects deeper than 64 levels (at depth 65); an input file may nest at most 64", syntax: false });
    expect(parseYamlText(`# ${"x".repeat(YAML_SIZE_LIMIT)}`)).toEqual({ problem: "holds more than 256 KB of YAML, the most a YAML input file may hold (write a larger one as JSON)", syntax: false });
  });
});
