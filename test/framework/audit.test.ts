import { describe, expect, it } from "vitest";
import { exactFigure, VERDICTS } from "../../src/framework/audit.js";
import { Rational } from "../../src/core/exact/rational.js";

describe("exactFigure", () => {
  it("exactFigure(5/12) is \"5/12 (41.7%)\"; a whole number drops its /1", () => {
    expect(exactFigure(Rational.of(5, 12))).toBe("5/12 (41.7%)");
    expect(exactFigure(Rational.of(1, 1))).toBe("1 (100%)");
    expect(exactFigure(Rational.of(0, 1))).toBe("0 (0%)");
  });
  it("a fraction longer than 40 characters is left out: the percentage only", () => {
    const long = Rational.of(10n ** 25n + 1n, 3n * 10n ** 25n);
    expect(long.toString().length).toBeGreaterThan(40);
    expect(exactFigure(long)).toBe("33.3%");
  });
  it("VERDICTS in the order a reader weighs them", () => {
    expect(VERDICTS).toEqual(["holds", "fails", "partly", "depends on the reading"]);
  });
});
