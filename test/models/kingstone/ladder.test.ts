import { describe, expect, it } from "vitest";
import { degreeName, degreeOf, LADDERS, signedEffect, type Ladder } from "../../../src/models/kingstone/ladder.js";

// The five worked examples of the Kingstone seed (001_e8d89b9f1fbc07e2.txt), quoted in RULES.md 1.2:
// [total, DC, the degree the text gives]
const WORKED_EXAMPLES = [
  { total: 9, dc: 9, expected: "success-1", quote: "Ryeen gets a nine, which just meets … the spell DC" },
  { total: 11, dc: 10, expected: "success-1", quote: "an 11 total [vs DC 10], and so the stated effect occurs" },
  { total: 8, dc: 10, expected: "failure-2", quote: "an 8 … with a DC of 10 … is a second-degree failure" },
  { total: 9, dc: 11, expected: "failure-2", quote: "9 does not beat an armour class of 11 … Second Degree of Failure" },
  { total: 14, dc: 11, expected: "success-2", quote: "a 14 … which is a Second Degree Success against an AC of 11" },
] as const;

function reproduced(ladder: Ladder): boolean[] {
  return WORKED_EXAMPLES.map(({ total, dc, expected }) => degreeName(degreeOf(total - dc, ladder)) === expected);
}

describe("Kingstone degree ladders (RULES.md 1.2)", () => {
  it.each(WORKED_EXAMPLES)("paired: $total vs DC $dc is $expected ($quote)", ({ total, dc, expected }) => {
    expect(degreeName(degreeOf(total - dc, "paired"))).toBe(expected);
  });
  it("shifted reproduces three of the five worked examples (not 11 vs 10, not 14 vs 11)", () => {
    expect(reproduced("shifted")).toEqual([true, false, true, true, false]);
  });
  it("linear reproduces three of the five (not 11 vs 10, not 14 vs 11)", () => {
    expect(reproduced("linear")).toEqual([true, false, true, true, false]);
  });
  it("paired degrees by margin: 0,+1 → 1; +2,+3 → 2; +4,+5 → 3; −1 → 1; −2,−3 → 2; −4,−5 → 3", () => {
    const names = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((m) => degreeName(degreeOf(m, "paired")));
    expect(names).toEqual(["failure-3", "failure-3", "failure-2", "failure-2", "failure-1", "success-1", "success-1", "success-2", "success-2", "success-3", "success-3"]);
  });
  it("shifted degrees by margin: 0 → 1, +1 → 2, +2,+3 → 3, +4,+5 → 4; linear: m + 1 and −m", () => {
    expect([0, 1, 2, 3, 4, 5].map((m) => degreeOf(m, "shifted").degree)).toEqual([1, 2, 3, 3, 4, 4]);
    expect([0, 1, 2, -1, -2, -3].map((m) => degreeName(degreeOf(m, "linear")))).toEqual(["success-1", "success-2", "success-3", "failure-1", "failure-2", "failure-3"]);
  });
  it("signed effect: success-d counts +d, failure-d counts −(d − 1)", () => {
    expect(signedEffect({ result: "success", degree: 2 })).toBe(2);
    expect(signedEffect({ result: "failure", degree: 1 })).toBe(0);
    expect(signedEffect({ result: "failure", degree: 3 })).toBe(-2);
  });
  it("every ladder is a success exactly when the margin is at least 0", () => {
    for (const ladder of LADDERS) for (let m = -12; m <= 12; m++) expect(degreeOf(m, ladder).result).toBe(m >= 0 ? "success" : "failure");
  });
});
