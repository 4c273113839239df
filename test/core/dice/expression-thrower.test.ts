import { describe, expect, it } from "vitest";
import { expressionThrower } from "../../../src/core/dice/expression-thrower.js";
import { parseDice } from "../../../src/core/dice/parse-dice.js";
import { solveDice } from "../../../src/core/dice/solve-dice.js";
import { seedState, Xoshiro128 } from "../../../src/sim/xoshiro.js";

/** How many standard errors the mean of `trials` throws at seed 1 lies from the exact mean. */
function standardErrors(text: string, trials: number): number {
  const expression = parseDice("dice", text).expression;
  const floats = solveDice(expression).distribution.toFloats();
  const mean = floats.reduce((sum, { outcome, probability }) => sum + outcome * probability, 0);
  const variance = floats.reduce((sum, { outcome, probability }) => sum + (outcome - mean) ** 2 * probability, 0);
  const thrower = expressionThrower(expression);
  const random = new Xoshiro128(seedState(1));
  let sum = 0;
  for (let i = 0; i < trials; i++) sum += thrower(random);
  return Math.abs(sum / trials - mean) / Math.sqrt(variance / trials);
}

describe("expressionThrower samples what solveDice solves", () => {
  const expressions = ["4d6kh3", "max(d20,d20)", "5d10>=8f1", "4dF", "3d6!", "5d10!!>=9:4", "2d6ro1", "3d6r<3", "5d6km3", "2d6-1d4", "d{-1,0,0,1,2,2}*3", "min(d6,d8)+sum(d4,1)"];
  for (const text of expressions) {
    it(`${text}: 20,000 throws at seed 1 have a mean within 4 standard errors of the exact one`, () => {
      expect(standardErrors(text, 20_000)).toBeLessThan(4);
    });
  }
  it("throws the same values at the same seed", () => {
    const thrower = expressionThrower(parseDice("dice", "6d6kh2!").expression);
    const draw = () => {
      const random = new Xoshiro128(seedState(7));
      return Array.from({ length: 5 }, () => thrower(random));
    };
    expect(draw()).toEqual(draw());
  });
  it("a thrower that draws each die's highest face gives 4d6kh3 18 and 2d6kl1 6", () => {
    const top = { below: (n: number) => n - 1, uint32: () => 0, float: () => 0 };
    expect(expressionThrower(parseDice("dice", "4d6kh3").expression)(top)).toBe(18);
    expect(expressionThrower(parseDice("dice", "2d6kl1").expression)(top)).toBe(6);
  });
});
