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
