import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { OutcomeUtilities } from "../../../src/models/ash/outcome-utilities.js";

describe("the outcome utilities (RULES.md 4.5)", () => {
  it("the defaults are superb 3 … dismal −2, and print as --utilities reads them", () => {
    expect(OutcomeUtilities.DEFAULT.toString()).toBe("superb=3, success=2, messy=1, failure=0, bad=-1, dismal=-2");
    expect(OutcomeUtilities.DEFAULT.isDefault()).toBe(true);
    expect(JSON.stringify({ u: OutcomeUtilities.of({ success: Rational.of(1) }) })).toBe('{"u":"superb=3, success=1, messy=1, failure=0, bad=-1, dismal=-2"}');
  });
  it("scaled() puts rational utilities over one denominator: superb 5/2, bad -1/3 → 15, 12, 6, 0, -2, -12 over 6", () => {
    expect(OutcomeUtilities.of({ superb: Rational.of(5, 2), bad: Rational.of(-1, 3) }).scaled()).toEqual({ integers: [15, 12, 6, 0, -2, -12], denominator: 6n });
  });
  it("OutcomeUtilities.of refuses an unknown outcome and a utility out of range, naming it", () => {
    expect(() => OutcomeUtilities.of({ great: Rational.of(1) })).toThrow(OddsmithError);
    expect(() => OutcomeUtilities.of({ great: Rational.of(1) })).toThrow('utilities: expected outcomes among superb, success, messy, failure, bad, dismal, received "great"');
    expect(() => OutcomeUtilities.of({ bad: Rational.of(-200) })).toThrow("utilities.bad: expected a Rational from -100 to 100 with a denominator up to 1000");
  });
});
