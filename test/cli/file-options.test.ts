import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFileOptions } from "../../src/cli/file-options.js";
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
