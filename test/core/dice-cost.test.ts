import { describe, expect, it } from "vitest";
import { diceSeconds, distinctTotals } from "../../src/core/dice-cost.js";
import { notationDistribution, readDiceNotation, type DiceNotation } from "../../src/core/dice-notation.js";

const notation = (text: string): DiceNotation => {
  const reading = readDiceNotation(text);
  if (!reading.ok) throw new Error(`${text}: ${reading.allowed}`);
  return reading.notation;
};

describe("distinctTotals", () => {
  it("equals the support of the exact distribution for small rolls (counted by the solver)", () => {
    for (const text of ["2d6", "3d6kh2", "4d6kl3", "2d6+1d4", "1d20+3", "3d4kh1+2d3-1", "d8"]) {
      expect(distinctTotals(notation(text)), text).toBe(notationDistribution(notation(text)).outcomes.length);
    }
  });
});

describe("diceSeconds", () => {
  it("is within 2× of each CPU time it was fitted to (2026-11-27, reroll none, through the CLI)", () => {
    const measured: Array<[string, number]> = [["20d100", 14.2], ["20d100kh10", 4.3], ["20d50kh10", 1.2], ["10d100kh5", 0.5], ["20d100kh2", 0.4]];
    for (const [text, seconds] of measured) {
      const ratio = diceSeconds(notation(text)) / seconds;
      expect(ratio, text).toBeGreaterThan(0.5);
      expect(ratio, text).toBeLessThan(2.1);
    }
  });
  it("is the sum of its two parts: 4e-6 × 991² + 5e-9 × 20³ × 100² for 20d100kh10, and 2d6 is 4e-6 × 11²", () => {
    expect(diceSeconds(notation("20d100kh10"))).toBeCloseTo(4e-6 * 991 ** 2 + 5e-9 * 8000 * 10000, 12);
    expect(diceSeconds(notation("2d6"))).toBeCloseTo(4e-6 * 121, 15);
  });
});
