import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { OutcomeUtilities, parseUtility, readUtilities } from "../../../src/models/ash/utilities.js";

describe("the outcome utilities (RULES.md 4.5)", () => {
  it("the defaults are superb 3 … dismal −2, and print as --utilities reads them", () => {
    expect(OutcomeUtilities.DEFAULT.toString()).toBe("superb=3, success=2, messy=1, failure=0, bad=-1, dismal=-2");
    expect(OutcomeUtilities.DEFAULT.isDefault()).toBe(true);
    expect(JSON.stringify({ u: OutcomeUtilities.of({ success: Rational.of(1) }) })).toBe('{"u":"superb=3, success=1, messy=1, failure=0, bad=-1, dismal=-2"}');
  });
  it("scaled() puts rational utilities over one denominator: superb 5/2, bad -1/3 → 15, 12, 6, 0, -2, -12 over 6", () => {
    expect(OutcomeUtilities.of({ superb: Rational.of(5, 2), bad: Rational.of(-1, 3) }).scaled()).toEqual({ integers: [15, 12, 6, 0, -2, -12], denominator: 6n });
  });
  it('parseUtility reads "2", "-0.5", "+1.25", "5/2" and "-7/3"; refuses "x", "101", "1/0", "1/1001" and "0.0001"', () => {
    expect(["2", "-0.5", "+1.25", "5/2", "-7/3"].map((raw) => parseUtility(raw)?.toString())).toEqual(["2/1", "-1/2", "5/4", "5/2", "-7/3"]);
    expect(["x", "101", "1/0", "1/1001", "0.0001"].map(parseUtility)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
  it("readUtilities names every bad item: not a pair, an unknown outcome, a bad number, an outcome twice", () => {
    expect(readUtilities("superb=4, bad = -3")).toEqual({ ok: true, values: { superb: Rational.of(4), bad: Rational.of(-3) } });
    expect(readUtilities("great=2,superb=x,bad=1,bad=2,foo")).toEqual({
      ok: false,
      problems: [
        { kind: "outcome", item: "great" },
        { kind: "number", item: "superb=x" },
        { kind: "twice", item: "bad" },
        { kind: "pair", item: "foo" },
      ],
    });
  });
  it("OutcomeUtilities.of refuses an unknown outcome and a utility out of range, naming it", () => {
    expect(() => OutcomeUtilities.of({ great: Rational.of(1) })).toThrow(OddsmithError);
    expect(() => OutcomeUtilities.of({ great: Rational.of(1) })).toThrow('utilities: expected outcomes among superb, success, messy, failure, bad, dismal, received "great"');
    expect(() => OutcomeUtilities.of({ bad: Rational.of(-200) })).toThrow("utilities.bad: expected a Rational from -100 to 100 with a denominator up to 1000");
  });
});
