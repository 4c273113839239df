import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/core/analysis.js";
import { analysesOf } from "../../src/analyses/index.js";
import { runCli } from "../support/cli.js";

const STACK_LINE = /^\s+at /m;

function expectUsageError(args: string[], ...messages: string[]) {
  const { status, stdout, stderr } = runCli(args);
  expect(status).toBe(2);
  expect(stdout).toBe("");
  expect(stderr).not.toMatch(STACK_LINE);
  for (const message of messages) expect(stderr).toContain(message);
  return stderr;
}

describe("oddsmith kingstone check", () => {
  it("--json prints the contract: game, analysis, params with defaults, outcomes with exact fractions, summary", () => {
    const { status, stdout } = runCli(["kingstone", "check", "--bonus", "3", "--dc", "10", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.game).toBe("kingstone");
    expect(document.analysis).toBe("check");
    expect(document.params).toEqual({ bonus: 3, dc: 10, dice: "2d6", ladder: "paired", reroll: "none", goal: "success" });
    expect(document.outcomes[0]).toEqual({ outcome: "success-1", probability: 11 / 36, exact: "11/36" });
    expect(document.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual(["success-1", "success-2", "success-3", "failure-1", "failure-2", "failure-3"]);
    expect(document.summary.pSuccess).toBeCloseTo(7 / 12, 15);
    expect(document.summaryExact.pSuccess).toBe("7/12");
  });
  it("with a reroll rule, shows the optimal policy: 2d6 + 2 vs DC 10 with one-die rerolls a 1 on 6-1", () => {
    const { stdout } = runCli(["kingstone", "check", "--bonus", "2", "--dc", "10", "--reroll", "one-die"]);
    expect(stdout).toContain("Optimal one-die reroll for P(success): reroll on these rolls, keep every other");
    expect(stdout).toMatch(/6-1\s+9\s+reroll a 1/);
    const document = JSON.parse(runCli(["kingstone", "check", "--bonus", "2", "--dc", "10", "--reroll", "one-die", "--json"]).stdout);
    expect(document.policy[0]).toEqual({ roll: "6-1", total: 9, action: "reroll a 1" });
    expect(document.summaryExact.pSuccess).toBe("49/72");
  });
  it("prints a readable aligned table by default", () => {
    const { status, stdout } = runCli(["kingstone", "check", "--bonus", "3", "--dc", "10"]);
    expect(status).toBe(0);
    expect(stdout).toContain("success-1        30.6%  11/36");
    expect(stdout).toMatch(/pSuccess\s+58\.3%\s+7\/12/);
  });
  it("a missing --dc is refused with the allowed values, exit 2, no stack trace", () => {
    expectUsageError(["kingstone", "check", "--bonus", "3"], "--dc is required: an integer from 1 to 40");
  });
  it("a non-numeric --dc, an unknown --ladder and a bonus of 21 are all reported together", () => {
    const stderr = expectUsageError(
      ["kingstone", "check", "--bonus", "21", "--dc", "ten", "--ladder", "diagonal"],
      "3 problems",
      '--bonus: expected an integer from -10 to 20, received "21"',
      '--dc: expected an integer from 1 to 40, received "ten"',
      '--ladder: expected one of paired, shifted, linear, received "diagonal"',
    );
    expect(stderr).toContain("Run 'oddsmith kingstone check --help'");
  });
  it("a bonus of −11 is out of range", () => {
    expectUsageError(["kingstone", "check", "--bonus", "-11", "--dc", "10"], '--bonus: expected an integer from -10 to 20, received "-11"');
  });
  it("an unknown flag is named with the options there are", () => {
    expectUsageError(["kingstone", "check", "--bonus", "1", "--dc", "10", "--difficulty", "3"], "unknown option --difficulty (options: --bonus, --dc,");
  });
  it("a flag given without its value is refused", () => {
    expectUsageError(["kingstone", "check", "--bonus", "1", "--dc"], "--dc <value>' argument missing");
  });
  it("an unknown game or analysis is refused with exit 2, naming the commands there are", () => {
    const games = GAMES.filter((game) => analysesOf(game).length > 0);
    expectUsageError(["kingstun", "check"], `unknown command 'kingstun' (commands: ${[...games, "report", "sweep", "validate", "audit"].join(", ")}) Did you mean kingstone?`);
    expectUsageError(["kingstone", "chek"], "unknown command 'chek' (commands: check, table, pick-dc, death, marks, side, fight)");
  });
  it("no command at all prints the help on stderr and exits 2", () => {
    const { status, stderr } = runCli([]);
    expect(status).toBe(2);
    expect(stderr).toContain("Usage: oddsmith");
  });
  it("output paths are checked before any work: a folder given to --csv, a file given to --out, a file in the way of --chart", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    expectUsageError(["kingstone", "check", "--bonus", "1", "--dc", "9", "--csv", dir], `--csv: expected a file name, received the folder ${JSON.stringify(dir)}`);
    const file = join(dir, "plain.txt");
    writeFileSync(file, "x");
    expectUsageError(["report", "--out", file], `--out: expected a folder, received the file ${JSON.stringify(file)}`);
    expectUsageError(["kingstone", "check", "--bonus", "1", "--dc", "9", "--chart", join(file, "c.svg")], `--chart: cannot write ${JSON.stringify(join(file, "c.svg"))}: ${file} is a file, not a folder`);
    expect(readdirSync(dir)).toEqual(["plain.txt"]);
  });
  it("--chart with an unsupported ending is refused and writes nothing, not even the --csv", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    expectUsageError(
      ["kingstone", "check", "--bonus", "1", "--dc", "9", "--csv", join(dir, "x.csv"), "--chart", join(dir, "x.png")],
      "--chart: expected a file name ending in .vl.json or .svg",
    );
    expect(readdirSync(dir)).toEqual([]);
  });
  it("--csv and --chart write the rows, the Vega-Lite spec and the rendered SVG", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-"));
    const csv = join(dir, "check.csv");
    expect(runCli(["kingstone", "check", "--bonus", "3", "--dc", "10", "--csv", csv, "--chart", join(dir, "check.vl.json")]).status).toBe(0);
    expect(readFileSync(csv, "utf8").split("\n").slice(0, 2)).toEqual(["outcome,probability,exact", "success-1,0.3055555555555556,11/36"]);
    const spec = JSON.parse(readFileSync(join(dir, "check.vl.json"), "utf8"));
    expect(spec.$schema).toContain("vega-lite");
    expect(spec.data.values).toHaveLength(6);
    expect(runCli(["kingstone", "table", "--bonus", "0..2", "--dc", "6..9", "--chart", join(dir, "table.svg")]).status).toBe(0);
    expect(readFileSync(join(dir, "table.svg"), "utf8")).toMatch(/^<svg/);
    expect(readFileSync(join(dir, "table-degrees.svg"), "utf8")).toMatch(/^<svg/);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
  it("--help lists every option with its allowed values and default, exit 0", () => {
    const { status, stdout } = runCli(["kingstone", "check", "--help"]);
    expect(status).toBe(0);
    expect(stdout).toContain("--ladder <value>");
    expect(stdout.replace(/\s+/g, " ")).toContain("one of paired, shifted, linear; default paired");
  });
});

describe("other kingstone analyses from the command line", () => {
  it("pick-dc --bonus 0 --target 0.5 picks DC 7 with 6 and 8 either side", () => {
    const { status, stdout } = runCli(["kingstone", "pick-dc", "--bonus", "0", "--target", "0.5", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.summary.dc).toBe(7);
    expect(document.outcomes.map((o: { dc: number }) => o.dc)).toEqual([6, 7, 8]);
  });
  it("pick-dc --target 2 is refused", () => {
    expectUsageError(["kingstone", "pick-dc", "--bonus", "0", "--target", "2"], "--target: expected a probability from 0 to 1");
  });
  it("death --endurance 0 --ally-attempts 0 dies surely", () => {
    const document = JSON.parse(runCli(["kingstone", "death", "--endurance", "0", "--ally-attempts", "0", "--json"]).stdout);
    expect(document.outcomes).toEqual([
      { outcome: "dies", probability: 1, exact: "1/1" },
      { outcome: "stabilised", probability: 0, exact: "0/1" },
    ]);
    expect(document.params).toEqual({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 });
    expect(document.rounds.map((r: { round: number; diesExact: string }) => [r.round, r.diesExact])).toEqual([
      [1, "5/12"],
      [2, "35/72"],
      [3, "7/72"],
    ]);
  });
  it("marks --level 2 --distinction needs 5 rolls", () => {
    const document = JSON.parse(runCli(["kingstone", "marks", "--level", "2", "--distinction", "--json"]).stdout);
    expect(document.summary.rollsToLevel).toBe(5);
  });
});

describe("oddsmith report", () => {
  it("writes the Kingstone section (CSV, Vega-Lite, SVG) and an index.html linking every file", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "oddsmith-")), "out");
    const { status, stdout } = runCli(["report", "--out", dir, "--game", "kingstone"]);
    expect(status).toBe(0);
    expect(stdout).toContain("kingstone:");
    const files = readdirSync(join(dir, "kingstone"));
    for (const name of ["table.csv", "table.svg", "table.vl.json", "table-degrees.svg", "check-bonus3-dc10.csv", "death-endurance0-alone.svg", "marks-level6.csv"]) {
      expect(files).toContain(name);
    }
    const index = readFileSync(join(dir, "index.html"), "utf8");
    for (const link of [...index.matchAll(/(?:src|href)="(kingstone\/[^"]+)"/g)].map((m) => m[1]!)) expect(existsSync(join(dir, link)), link).toBe(true);
    expect(index).toContain("oddsmith kingstone check --bonus 3 --dc 10");
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});
