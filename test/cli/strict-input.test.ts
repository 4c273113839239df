/**
 * Strict input on the command line (issue 16, item 6 and 11): long values are quoted cut short, empty values
 * and items are refused, a single-value flag given twice is refused, and commander's own errors read like
 * every other usage error. In-process (runMain): exit 2, the flag named, no stack trace.
 */
import { describe, expect, it } from "vitest";
import { expectUsageError } from "../support/cli.js";

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
  it.each([
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
  ])("%j", async (args, ...messages) => {
    await expectUsageError(args, ...messages);
  });
});
