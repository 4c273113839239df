import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent } from "../../src/framework/format.js";

describe("formatPercent", () => {
  it("formatPercent(7/12) is 58.3%, one decimal", () => {
    expect(formatPercent(7 / 12)).toBe("58.3%");
    expect(formatPercent(1 / 36)).toBe("2.8%");
    expect(formatPercent(0.5)).toBe("50.0%");
  });
  it("0 and 1 are 0% and 100%; a possible outcome never reads as either: <0.1% and >99.9%", () => {
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(1)).toBe("100%");
    expect(formatPercent(1 / 46656)).toBe("<0.1%");
    expect(formatPercent(1 - 1 / 46656)).toBe(">99.9%");
    // The lower edge: 0.0005 itself is shown, as 0.1%.
    expect(formatPercent(0.0005)).toBe("0.1%");
    expect(formatPercent(0.9994)).toBe("99.9%");
  });
});

describe("formatNumber", () => {
  it("whole numbers as they are, others to at most four decimals with trailing zeros dropped", () => {
    expect(formatNumber(3)).toBe("3");
    expect(formatNumber(-2)).toBe("-2");
    expect(formatNumber(1.5)).toBe("1.5");
    expect(formatNumber(41 / 36)).toBe("1.1389");
    expect(formatNumber(0.10004)).toBe("0.1");
  });
});
