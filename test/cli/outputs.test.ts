import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chartFileProblem, deliverOutputs, prepareFileFolders, standardOutputProblems } from "../../src/cli/outputs.js";
import { OutputFailed, UsageError } from "../../src/cli/usage-error.js";
import { expectUsageError, runMain, STACK_LINE } from "../support/cli.js";

describe("--csv and --chart from the command line", () => {
  it("--csv and --chart write the rows, the Vega-Lite spec and the rendered SVG", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    const csv = join(dir, "check.csv");
    expect((await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--csv", csv, "--chart", join(dir, "check.vl.json")])).status).toBe(0);
    expect(readFileSync(csv, "utf8").split("\n").slice(0, 2)).toEqual(["outcome,probability,exact,pAtLeast,pAtLeastExact", "success-3,0.08333333333333333,1/12,0.08333333333333333,1/12"]);
    const spec = JSON.parse(readFileSync(join(dir, "check.vl.json"), "utf8"));
    expect(spec.$schema).toContain("vega-lite");
    expect(spec.data.values).toHaveLength(6);
    expect((await runMain(["kingstone", "table", "--bonus", "0..2", "--dc", "6..9", "--chart", join(dir, "table.svg")])).status).toBe(0);
    expect(readFileSync(join(dir, "table.svg"), "utf8")).toMatch(/^<svg/);
    expect(readFileSync(join(dir, "table-degrees.svg"), "utf8")).toMatch(/^<svg/);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("chartFileProblem", () => {
  it("accepts .vl.json and .svg; anything else is refused naming --chart and the endings", () => {
    expect(chartFileProblem("out/table.svg")).toBeUndefined();
    expect(chartFileProblem("table.vl.json")).toBeUndefined();
    expect(chartFileProblem("-")).toBeUndefined();
    expect(chartFileProblem("x.png")).toBe('--chart: expected a file name ending in .vl.json or .svg, or - for the Vega-Lite spec on standard output, received "x.png"');
    expect(chartFileProblem("x.json")).toBe('--chart: expected a file name ending in .vl.json or .svg, or - for the Vega-Lite spec on standard output, received "x.json"');
  });
});

describe("- as standard output (issue 16)", () => {
  const check = ["kingstone", "check", "--bonus", "3", "--dc", "10"];
  it("--csv - prints the CSV and nothing else on stdout: no table, no 'wrote' note", async () => {
    const { status, stdout, stderr } = await runMain([...check, "--csv", "-"]);
    expect(status).toBe(0);
    expect(stdout.split("\n").slice(0, 2)).toEqual(["outcome,probability,exact,pAtLeast,pAtLeastExact", "success-3,0.08333333333333333,1/12,0.08333333333333333,1/12"]);
    expect(stdout.endsWith("\n")).toBe(true);
    expect(stdout).not.toContain("probability  exact");
    expect(stderr).toBe("");
  });
  it("--chart - prints the main chart's Vega-Lite spec; with more charts, a note names the others", async () => {
    const one = await runMain([...check, "--chart", "-"]);
    expect(one.status).toBe(0);
    expect(JSON.parse(one.stdout).$schema).toContain("vega-lite");
    const two = await runMain(["kingstone", "table", "--bonus", "0..2", "--dc", "6..9", "--chart", "-"]);
    expect(two.status).toBe(0);
    expect(JSON.parse(two.stdout).$schema).toContain("vega-lite");
    expect(two.stderr).toBe("note: --chart - prints the main chart only; give --chart FILE.vl.json for the others (degrees)\n");
  });
  it("--csv - with a file --chart writes the chart and prints the CSV", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-stdout-"));
    const { status, stdout, stderr } = await runMain([...check, "--csv", "-", "--chart", join(dir, "c.vl.json")]);
    expect(status).toBe(0);
    expect(stdout.startsWith("outcome,probability,exact,pAtLeast,pAtLeastExact\n")).toBe(true);
    expect(stderr).toBe(`wrote ${join(dir, "c.vl.json")}\n`);
  });
  it("--csv and --chart naming one file (directly, through ./ or a link) exit 2 before any work: one output would be lost", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-same-"));
    const same = join(dir, "out.vl.json");
    await expectUsageError([...check, "--csv", same, "--chart", same], `--chart: names the same file as --csv (${JSON.stringify(same)}), so one output would be lost; give each its own file`);
    mkdirSync(join(dir, "real"));
    symlinkSync(join(dir, "real"), join(dir, "alias"));
    const linked = join(dir, "alias", "c.svg");
    await expectUsageError([...check, "--csv", join(dir, "real", "c.svg"), "--chart", linked], `--chart: names the same file as --csv (${JSON.stringify(linked)})`);
    await expectUsageError([...check, "--compare", "ladder=paired,linear", "--csv", same, "--chart", same], "--chart: names the same file as --csv");
    expect(readdirSync(dir).sort()).toEqual(["alias", "real"]);
    expect(readdirSync(join(dir, "real"))).toEqual([]);
  });
  it("a chart's second file named as --csv (t.svg → t-degrees.svg) is refused when the files are known, and nothing is written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-same-"));
    const { status, stdout, stderr } = await runMain(["kingstone", "table", "--bonus", "0..2", "--dc", "6..9", "--csv", join(dir, "t-degrees.svg"), "--chart", join(dir, "t.svg")]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(`--chart: names the same file as --csv (${JSON.stringify(join(dir, "t-degrees.svg"))}), so one output would be lost; give each its own file; nothing was written`);
    expect(readdirSync(dir)).toEqual([]);
  });
  it("standard output asked for twice (--csv - with --json, or with --chart -) is a usage error, before any work", async () => {
    await expectUsageError([...check, "--csv", "-", "--json"], "--csv: - sends it to standard output, which --json already takes");
    await expectUsageError([...check, "--csv", "-", "--chart", "-"], "--chart: - sends it to standard output, which --csv - already takes");
    expect(standardOutputProblems({ json: false, csv: "-" })).toEqual([]);
  });
  it("--compare and sweep take - too", async () => {
    const compared = await runMain([...check, "--compare", "ladder=paired,linear", "--csv", "-"]);
    expect(compared.status).toBe(0);
    expect(compared.stdout.split("\n")[0]).toMatch(/^reading,/);
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-sweep-"));
    writeFileSync(join(dir, "s.yaml"), "game: kingstone\nanalysis: check\ngrid:\n  bonus: [0, 1]\n  dc: [8, 10]\nmeasure: pSuccess\n");
    const swept = await runMain(["sweep", join(dir, "s.yaml"), "--csv", "-"]);
    expect(swept.status).toBe(0);
    expect(swept.stdout.split("\n")[0]).toBe("bonus,dc,pSuccess,exact");
    expect(swept.stdout.trim().split("\n")).toHaveLength(5);
    expect(readdirSync(dir)).toEqual(["s.yaml"]);
  });
});

describe("deliverOutputs: an output that fails (issue 16)", () => {
  it("a file the folder cannot take is exit 2 naming the path and the cause, and nothing is written, not even the outputs that could be", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-deliver-"));
    writeFileSync(join(dir, "plain"), "x");
    const failed = deliverOutputs([
      { flag: "--csv", path: join(dir, "ok.csv"), content: "a\n" },
      { flag: "--chart", path: join(dir, "plain", "c.vl.json"), content: "{}" },
    ]);
    await expect(failed).rejects.toBeInstanceOf(OutputFailed);
    await expect(failed).rejects.toThrow(`--chart: cannot write ${JSON.stringify(join(dir, "plain", "c.vl.json"))} (a part of the path is a file, not a folder); nothing was written`);
    expect(readdirSync(dir)).toEqual(["plain"]);
  });
  it("a symbolic link given to --csv on the command line is written through and stays a link", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-link-"));
    mkdirSync(join(dir, "runs"));
    writeFileSync(join(dir, "runs", "1.csv"), "old");
    symlinkSync(join("runs", "1.csv"), join(dir, "latest.csv"));
    const { status, stderr } = await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--csv", join(dir, "latest.csv")]);
    expect(status).toBe(0);
    expect(stderr).not.toMatch(STACK_LINE);
    expect(lstatSync(join(dir, "latest.csv")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "runs", "1.csv"), "utf8").split("\n")[0]).toBe("outcome,probability,exact,pAtLeast,pAtLeastExact");
    expect(readdirSync(join(dir, "runs"))).toEqual(["1.csv"]);
  });
});

describe("prepareFileFolders", () => {
  it("creates the folders of the file outputs, skips standard output and outputs not asked for, and refuses a folder under a file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    await prepareFileFolders([{ label: "--csv", path: join(dir, "a", "b", "rows.csv") }, { label: "--chart", path: "-" }, undefined], "oddsmith sweep");
    expect(lstatSync(join(dir, "a", "b")).isDirectory()).toBe(true);
    writeFileSync(join(dir, "file"), "x");
    const refused = prepareFileFolders([{ label: "--chart", path: join(dir, "file", "c.svg") }], "oddsmith balance");
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(refused).rejects.toMatchObject({ helpCommand: "oddsmith balance", problems: [expect.stringMatching(/^--chart: /)] });
  });
});
