import { describe, expect, it } from "vitest";
import { analysisFlags } from "../../src/cli/analysis-flags.js";
import { findAnalysis } from "../../src/analyses/index.js";

const check = findAnalysis("kingstone", "check")!;
const session = findAnalysis("ultimo", "session")!;

describe("analysisFlags", () => {
  it("reads --flag value, --flag=value and negative values into the options' fields", () => {
    expect(analysisFlags(check, ["--bonus", "-2", "--dc=9"])).toEqual({ raw: { bonus: "-2", dc: "9" }, problems: [] });
  });
  it("names an unknown flag with the options (and the caller's own), a stray word, a missing value and a flag given twice", () => {
    expect(analysisFlags(check, ["--luck", "3", "x", "--dc", "9", "--dc", "10", "--bonus"], ["--trials"]).problems).toEqual([
      "unknown option --luck (options: --bonus, --dc, --dice, --ladder, --reroll, --goal, --trials)",
      'unexpected argument "x"',
      "--bonus: a value is required (an integer from -10 to 20)",
      "--dc: given 2 times, but it takes one value",
    ]);
  });
  it("a variadic flag takes every word up to the next flag, and a switch takes none", () => {
    const variadic = Object.entries(session.options).find(([, spec]) => spec.variadic);
    if (variadic === undefined) return;
    const [field, spec] = variadic;
    const flag = `--${spec.flag ?? field.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)}`;
    expect(analysisFlags(session, [flag, "a", "b"]).raw[field]).toBe("a b");
  });
});
