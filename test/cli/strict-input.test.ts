/**
 * Strict input on the command line (issue 16, item 6 and 11): long values are quoted cut short, empty values
 * and items are refused, a single-value flag given twice is refused, and commander's own errors read like
 * every other usage error. In-process (runMain): exit 2, the flag named, no stack trace.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectUsageError, runMain } from "../support/cli.js";

const LONG = "x".repeat(100_000);

describe("a long value is quoted cut to 80 characters, with its length", () => {
  it.each([
    ["a bad option value", ["kingstone", "check", "--dc", "8", "--bonus", LONG], `--bonus: expected an integer from -10 to 20, received "${"x".repeat(80)}…" (100000 characters)`],
    ["an unknown option", ["kingstone", "check", "--dc", "8", "--bonus", "1", `--${LONG}`], "(100002 characters)"],
    ["a stray argument", ["kingstone", "check", "--dc", "8", "--bonus", "1", LONG], "unexpected argument"],
    ["a card list", ["ultimo", "challenge", "--difficulty", "3", "--play", `J,${LONG}`], "(100002 characters)"],
    ["a --compare value", ["kingstone", "check", "--dc", "8", "--bonus", "1", "--compare", `dice=2d6,${LONG}`], "(100000 characters)"],
  ])("%s", async (_, args, message) => {
    const stderr = await expectUsageError(args, message);
    expect(stderr.length).toBeLessThan(1_000);
  });
});

const CARDS = "cards like J,A,K,9,7";

describe("an empty value, or an empty item of a list, is refused naming the flag", () => {
  it.each<[string[], ...string[]]>([
    [["ultimo", "challenge", "--difficulty", "3", "--play", ""], `--play: expected ${CARDS}`, "received an empty value"],
    [["ultimo", "variants", "--play", ""], `--play: expected ${CARDS}`, "received an empty value"],
    [["ultimo", "challenge", "--difficulty", "3", "--play", "J,,A"], `--play: expected ${CARDS}`, 'received "J,,A", whose item 2 is empty'],
    [["ultimo", "challenge", "--difficulty", "3", "--play", "J,A,"], 'received "J,A,", whose item 3 is empty'],
    [["ultimo", "challenge", "--difficulty", "3", "--play", " "], "--play: expected", "received an empty value"],
    [["ultimo", "challenge", "--difficulty", "3", "--play", "J,A", "--trait", ""], "--trait: expected a list of", "received an empty value"],
    [["ultimo", "challenge", "--difficulty", "3", "--play", "J,A", "--trait", "", "--trait", "gamblin-man"], "--trait: expected a list of", 'received ",gamblin-man", whose item 1 is empty'],
    [["ultimo", "challenge", "--difficulty", "1,,3", "--play", "J,A"], "--difficulty: expected", 'received "1,,3", whose item 2 is empty'],
    [["kingstone", "table", "--bonus", "1,,3"], "--bonus: expected integers", 'received "1,,3", whose item 2 is empty'],
    [["kingstone", "check", "--dc", "8", "--bonus", ""], "--bonus: expected an integer from -10 to 20, received an empty value"],
    [["kingstone", "check", "--dc", "8", "--bonus", "1", "--mc", ""], "--mc: expected", "received an empty value"],
    [["ash", "check", "--suit", "hearts", "--trait", "2", "--hand", "QH,,7C"], '--hand: expected up to', 'received "QH,,7C", whose item 2 is empty'],
    [["ultimo", "session", "--scenario", ""], "--scenario: expected a session scenario JSON file", "received an empty value"],
    [["kingstone", "check", "--dc", "8", "--bonus", "1", "--compare", "dice=2d6,,3d6"], "--compare: expected option=value,value", 'received "dice=2d6,,3d6", whose item 2 is empty'],
    [["kingstone", "check", "--dc", "8", "--bonus", "1", "--compare", "dice="], "--compare: expected option=value,value", 'received "dice=", whose item 1 is empty'],
  ])("%j", async (args, ...messages) => {
    await expectUsageError(args, ...messages);
  });
});

describe("a flag that takes one value, given twice, is refused naming it", () => {
  it("with the analysis's other problems: --bonus 2 --bonus 3 and a bad --dc", async () => {
    const stderr = await expectUsageError(["kingstone", "check", "--bonus", "2", "--bonus", "3", "--dc", "x"], "--bonus: given 2 times, but it takes one value", '--dc: expected an integer from 1 to 40, received "x"');
    expect(stderr).toContain("oddsmith: 2 problems");
  });
  it.each<[string[], string]>([
    [["kingstone", "check", "--bonus", "2", "--dc", "8", "--bonus=3"], "--bonus: given 2 times"],
    [["kingstone", "check", "--bonus", "2", "--dc", "8", "--mc", "1e3", "--mc", "1e4", "--mc", "1e5"], "--mc: given 3 times"],
    [["kingstone", "check", "--bonus", "2", "--dc", "8", "--csv", "a.csv", "--csv", "b.csv"], "--csv: given 2 times"],
    [["report", "--out", "a", "--out", "b"], "--out: given 2 times"],
    [["sweep", "sweeps/kingstone-bonus-dc.yaml", "--seed", "1", "--seed", "2"], "--seed: given 2 times"],
    [["validate", "--game", "zilch", "--game", "ash"], "--game: given 2 times"],
    [["audit", "--game", "zilch", "--game", "ash"], "--game: given 2 times"],
    [["serve", "--port", "1", "--port", "2"], "--port: given 2 times"],
  ])("%j", async (args, message) => {
    await expectUsageError(args, message);
  });
  it("a list flag may be repeated: --trait a --trait b is the list a, b", async () => {
    const { status, stdout } = await runMain(["ultimo", "challenge", "--play", "K,9", "--difficulty", "2", "--trait", "long-live-the-queen", "--trait", "god-save-the-queen", "--json"]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout).params.trait).toEqual(["long-live-the-queen", "god-save-the-queen"]);
  });
  it("a switch given twice means the same: --json --json", async () => {
    expect((await runMain(["kingstone", "check", "--bonus", "2", "--dc", "8", "--json", "--json"])).status).toBe(0);
  });
});

describe("commander's own errors read like every usage error, naming the command's --help", () => {
  it("a flag without its value says which value it wants (kingstone check --bonus)", async () => {
    const stderr = await expectUsageError(["kingstone", "check", "--bonus"], "--bonus: a value is required (an integer from -10 to 20)", "Run 'oddsmith kingstone check --help' to see every option.");
    expect(stderr).toBe("oddsmith: 1 problem\n  --bonus: a value is required (an integer from -10 to 20)\nRun 'oddsmith kingstone check --help' to see every option.\n");
  });
  it.each<[string[], string, string]>([
    [["kingstone", "check", "--dc", "8", "--bonus", "1", "--mc"], "--mc: a value is required (a whole number of trials", "oddsmith kingstone check --help"],
    [["diesel-empires", "check", "--suit"], "--suit: a value is required (one of clubs, diamonds, hearts, spades)", "oddsmith ash check --help"],
    [["report", "--out"], "--out: a value is required", "oddsmith report --help"],
    [["audit", "--games", "x"], "unknown option '--games' Did you mean --game?", "oddsmith audit --help"],
    [["sweep"], "missing required argument 'file'", "oddsmith sweep --help"],
  ])("%j", async (args, message, help) => {
    await expectUsageError(args, message, `Run '${help}' to see every option.`);
  });
});

describe("an empty file says it is empty, naming it", () => {
  const file = (name: string, text: string) => {
    const path = join(mkdtempSync(join(tmpdir(), "oddsmith-empty-")), name);
    writeFileSync(path, text);
    return path;
  };
  const SWEEP = "is empty; expected a sweep: { game, analysis, fixed, grid, measure } (see sweeps/ for examples)";
  it.each([
    ["a blank YAML sweep", "s.yaml", " \n"],
    ["a YAML sweep of comments only", "s.yaml", "# to do\n"],
    ["a blank JSON sweep", "s.json", ""],
  ])("%s", async (_, name, text) => {
    const path = file(name, text);
    const stderr = await expectUsageError(["sweep", path], `sweep: ${JSON.stringify(path)} ${SWEEP}`);
    expect(stderr).not.toContain("received null");
  });
  it("a sweep file that is not an object says what a sweep is", async () => {
    const path = file("s.yaml", "42\n");
    await expectUsageError(["sweep", path], `${path}: (the file): expected a sweep: { game, analysis, fixed, grid, measure }, received 42`);
  });
  it("an empty --scenario file", async () => {
    const path = file("s.json", "\n");
    await expectUsageError(["ultimo", "session", "--scenario", path], `--scenario: ${JSON.stringify(path)} is empty; expected a session scenario JSON file`);
  });
});
