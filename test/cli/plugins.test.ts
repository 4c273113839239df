import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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

describe("a plugin's analyses in sweeps, shards, the report and serve (issue 18)", () => {
  const sweep = file("d20.yaml", "game: d20\nanalysis: roll-under\nfixed: { advantage: advantage }\ngrid:\n  target: [8, 12]\nmeasure: success\n");
  it("sweeps a plugin's analysis, exact and sharded, and sweep merge checks it again with the same plugin", () => {
    const exact = runCli(["sweep", sweep, "--plugin", EXAMPLE]);
    expect(exact.status).toBe(0);
    expect(exact.stdout).toMatch(/^ +12 +74\.3% +297\/400$/m);
    const shards = [0, 1].map((index) => file(`shard-${index}.json`, runCli(["sweep", sweep, "--plugin", EXAMPLE, "--mc", "2000", "--seed", "3", "--shard", `${index}/2`]).stdout));
    const whole = runCli(["sweep", sweep, "--plugin", EXAMPLE, "--mc", "2000", "--seed", "3"]);
    expect(runCli(["sweep", "merge", ...shards, "--plugin", EXAMPLE]).stdout).toBe(whole.stdout);
    const without = runCli(["sweep", "merge", ...shards]);
    expect(without.status).toBe(2);
    expect(without.stderr).toContain(`${sweep}: game: expected one of kingstone, zilch, ultimo, ash, dice, received "d20"`);
  });
  it("gives the plugin's report runs a section, and the workbench copy loads the plugin", () => {
    const out = join(folder, "report");
    const run = runCli(["report", "--plugin", EXAMPLE, "--game", "d20", "--out", out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`d20: 1 runs → ${out}/d20/index.html`);
    const index = readFileSync(join(out, "index.html"), "utf8");
    expect(index).toContain('<a href="d20/index.html">d20 — from the plugin roll-under.js (docs/extending.md)</a> (1 runs)');
    expect(readFileSync(join(out, "d20", "index.html"), "utf8")).toContain("<h1>d20 — from the plugin roll-under.js (docs/extending.md)</h1>");
    expect(readFileSync(join(out, "d20", "roll-under.csv"), "utf8")).toContain("297/400");
    if (existsSync(join(out, "workbench"))) {
      expect(readFileSync(join(out, "workbench", "index.html"), "utf8")).toContain('{"plugins":[{"url":"plugins/1/roll-under.js","label":"roll-under.js"}]}');
      expect(readFileSync(join(out, "workbench", "plugins", "1", "roll-under.js"), "utf8")).toBe(readFileSync(join(root, EXAMPLE), "utf8"));
    }
    expect(runCli(["report", "--game", "d20", "--out", out]).stderr).toContain('--game: expected one of kingstone, zilch, ultimo, ash, dice, received "d20"');
  });
  it("serve, report and sweep refuse a broken plugin before they start, naming the file (exit 2)", () => {
    const broken = file("broken.js", "export default (");
    for (const args of [["serve", "--port", "0"], ["report", "--out", join(folder, "never")], ["sweep", sweep]]) {
      const run = runCli(["--plugin", broken, ...args]);
      expect([run.status, run.stdout]).toEqual([2, ""]);
      expect(run.stderr).toContain(`plugin "${broken}": is not valid JavaScript`);
    }
  });
});

describe("oddsmith.config.js is loaded only by the commands that need it, and says so (issue 24 §7)", () => {
  // The config writes a marker file when it runs, so each run shows whether it was loaded.
  const configured = mkdtempSync(join(tmpdir(), "oddsmith-config-"));
  const marker = join(configured, "ran");
  writeFileSync(
    join(configured, "oddsmith.config.js"),
    `import { appendFileSync } from "node:fs";\nappendFileSync(${JSON.stringify(marker)}, "x");\nexport default { plugins: [${JSON.stringify(join(root, EXAMPLE))}] };\n`,
  );
  const ran = () => (existsSync(marker) ? readFileSync(marker, "utf8").length : 0);

  it.each([[["--version"]], [["--help"]], [["help"]], [[]], [["audit", "--help"]]])("oddsmith %j runs no config file", (args) => {
    const before = ran();
    const run = runCli(args, configured);
    expect(run.stderr).not.toContain("loaded plugins");
    expect(ran()).toBe(before);
  });

  it("an analysis (the plugin's too), a sweep and validate load it, and say which file on stderr", () => {
    const before = ran();
    const note = "oddsmith: loaded plugins from ./oddsmith.config.js\n";
    const analysis = runCli(["d20", "roll-under", "--target", "12"], configured);
    expect([analysis.status, analysis.stderr]).toEqual([0, note]);
    expect(analysis.stdout).toMatch(/^pSuccess +60.0% +3\/5$/m);
    const builtIn = runCli(["kingstone", "check", "--bonus", "1", "--dc", "9"], configured);
    expect([builtIn.status, builtIn.stderr]).toEqual([0, note]);
    const sweepFile = join(configured, "d20.yaml");
    writeFileSync(sweepFile, "game: d20\nanalysis: roll-under\ngrid:\n  target: [8, 12]\nmeasure: success\n");
    expect(runCli(["sweep", sweepFile], configured).stderr).toBe(note);
    expect(runCli(["validate", "d20", "roll-under", "--target", "5", "--trials", "2000", "--threads", "1"], configured).stderr).toContain(note);
    expect(ran()).toBe(before + 4);
  });
});
