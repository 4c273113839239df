import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFileOptions } from "../../src/report/file-options.js";
import { findAnalysis } from "../../src/analyses/index.js";

const campaign = findAnalysis("ash", "campaign")!;

describe("readFileOptions", () => {
  it("replaces a json-file option's file name by the file's parsed JSON, relative to the base folder; other options pass through", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-files-"));
    writeFileSync(join(dir, "s.json"), '{ "steps": [{ "rest": "full" }] }');
    expect(readFileOptions(campaign, { scenario: "s.json", trait: "2" }, dir)).toEqual({
      raw: { scenario: { steps: [{ rest: "full" }] }, trait: "2" },
      problems: [],
      failedFlags: [],
    });
  });
  it("a missing file and a file that is not JSON are problems naming the flag", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-files-"));
    expect(readFileOptions(campaign, { scenario: "none.json" }, dir).problems).toEqual(['--scenario: cannot read "none.json" (ENOENT)']);
    writeFileSync(join(dir, "b.json"), "{");
    const result = readFileOptions(campaign, { scenario: "b.json" }, dir);
    expect(result.problems[0]).toMatch(/^--scenario: "b.json" is not JSON \(/);
    expect(result.failedFlags).toEqual(["--scenario"]);
  });
});

describe("readFileOptions with a deck file (JSON or YAML)", () => {
  const challenge = findAnalysis("ultimo", "challenge")!;
  it("reads a YAML deck file for an option that takes one", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-files-"));
    writeFileSync(join(dir, "d.yaml"), "name: aces\ncards:\n  - { card: A, count: 8 }\n  - card: K\n    count: 2\n");
    expect(readFileOptions(challenge, { dealerDeckFile: "d.yaml" }, dir)).toEqual({
      raw: { dealerDeckFile: { name: "aces", cards: [{ card: "A", count: 8 }, { card: "K", count: 2 }] } },
      problems: [],
      failedFlags: [],
    });
  });
  it("a bad field is a problem naming the flag, the file and the field", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-files-"));
    writeFileSync(join(dir, "x.yaml"), "cards:\n  - { card: A, count: 1 }\n  - { card: 2, count: 1 }\n  - { card: 3, count: 1 }\n  - { card: K, count: two }\n");
    const result = readFileOptions(challenge, { dealerDeckFile: "x.yaml" }, dir);
    expect(result.problems).toEqual(['--dealer-deck-file x.yaml: cards[3].count: expected a whole number ≥ 1, received "two"']);
    expect(result.failedFlags).toEqual(["--dealer-deck-file"]);
  });
  it("a YAML file that does not parse says so", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-files-"));
    writeFileSync(join(dir, "b.yml"), "cards: [\n");
    expect(readFileOptions(challenge, { dealerDeckFile: "b.yml" }, dir).problems[0]).toMatch(/^--dealer-deck-file: "b.yml" is not YAML \(/);
  });
});
