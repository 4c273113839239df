import { describe, expect, it } from "vitest";
import { textWidth, vegaTextWidth } from "../../src/report/text-width.js";

describe("textWidth", () => {
  it("measures sans-serif as Chromium draws it (Arial's metrics): '100%' at 10 px is 25.7 px, digits 0.56 em, bold wider", () => {
    expect(textWidth("100%", 10, false)).toBeCloseTo(25.7, 10);
    expect(textWidth("0123456789", 10, false)).toBeCloseTo(56, 10);
    expect(textWidth("success", 13, true)).toBeGreaterThan(textWidth("success", 13, false));
    // Vega's own reckoning without a canvas: 0.8 em a character, 32 px for "100%".
    expect(textWidth("100%", 10, false)).toBeLessThan(0.8 * 4 * 10);
  });
  it("counts a character it has no width for as wide as a capital", () => {
    expect(textWidth("日", 10, false)).toBeCloseTo(7.2, 10);
  });
});

describe("vegaTextWidth", () => {
  it("reads the item's font size (Vega's default 11) and weight, and stops at its limit", () => {
    expect(vegaTextWidth({}, "100%")).toBeCloseTo(28.27, 10);
    expect(vegaTextWidth({ fontSize: 10, fontWeight: "bold" }, " 100% ")).toBeCloseTo(25.7, 10);
    expect(vegaTextWidth({ fontSize: 13, fontWeight: 700 }, "Wounds")).toBe(textWidth("Wounds", 13, true));
    expect(vegaTextWidth({ fontSize: 10, limit: 20 }, "phase-aligned-leprechaun")).toBe(20);
    expect(vegaTextWidth({ fontSize: 10 }, undefined)).toBe(0);
  });
});
