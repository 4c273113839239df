import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pluginFlags } from "../../src/cli/plugins.js";
import { root, runCli } from "../support/cli.js";

// Each plugin run is a process of its own (the built CLI): a plugin's analyses join the registry of the
// process that loads them, and the test workers share theirs.
const EXAMPLE = "docs/examples/roll-under.js";
const folder = mkdtempSync(join(tmpdir(), "oddsmith-plugins-"));
const file = (name: string, text: string) => (writeFileSync(join(folder, name), text), join(folder, name));

describe("pluginFlags", () => {
  it("takes --plugin FILE and --plugin=FILE out of the line, anywhere; a --plugin without its file is a problem", () => {
    expect(pluginFlags(["d20", "--plugin=a.js", "roll-under", "--plugin", "b.js"])).toEqual({ argv: ["d20", "roll-under"], files: ["a.js", "b.js"], problems: [] });
    expect(pluginFlags(["--plugin"]).problems).toEqual(["--plugin: a value is required (a JavaScript module file of analyses)"]);
  });
});

describe("oddsmith --plugin FILE (issue 18)", () => {
  it("gives the plugin's analyses their command, JSON and validate", () => {
    const json = runCli(["--plugin", EXAMPLE, "d20", "roll-under", "--target", "12", "--advantage", "advantage", "--json"]);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).summaryExact).toEqual({ pSuccess: "21/25" });
    const validate = runCli(["--plugin", EXAMPLE, "validate", "d20", "roll-under", "--target", "5", "--trials", "20000", "--threads", "1"]);
    expect(validate.status).toBe(0);
    expect(validate.stdout).toContain("All 1 cases agree");
  });
  it("lists the plugin's game in the help, and oddsmith.config.js in the working folder loads it without the flag", () => {
    expect(runCli(["--plugin", EXAMPLE, "--help"]).stdout).toContain("d20 analyses: roll-under");
    const configured = mkdtempSync(join(tmpdir(), "oddsmith-config-"));
    writeFileSync(join(configured, "oddsmith.config.js"), `export default { plugins: [${JSON.stringify(join(root, EXAMPLE))}] };\n`);
    const run = runCli(["d20", "roll-under", "--target", "12"], configured);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^pSuccess +60.0% +3\/5$/m);
  });
  it.each([
    ["missing.js", undefined, "no such file"],
    ["syntax.js", "export default (", "is not valid JavaScript: Unexpected end of input"],
    ["throws.js", 'throw new Error("boom");', "failed while loading: boom"],
    ["none.js", "export const x = 1;", "exports no analyses"],
    ["clash.js", 'export default (o) => [o.defineAnalysis({ game: "kingstone", name: "check", summary: "", options: {}, run: () => ({}), reportRuns: [] })];', "analysis kingstone check: the name is taken"],
    ["spec.js", 'export default (o) => [o.defineAnalysis({ game: "d6", name: "x", summary: "", options: { a: { kind: "weird", doc: "", allowed: "" } }, run: () => ({}) })];', 'analysis d6 x: option a: kind must be one of integer, number, choice, flag, range, text, json-file, received "weird"'],
  ])("a broken plugin (%s) exits 2 naming the file and what is wrong, with no stack trace", (name, text, problem) => {
    const path = text === undefined ? join(folder, name) : file(name, text);
    const run = runCli(["--plugin", path, "kingstone", "check", "--bonus", "2", "--dc", "9"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`plugin "${path}": ${problem}`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
