import { describe, expect, it } from "vitest";
import { keepHighest, keepLowest, sumDice } from "../../../src/core/dice/dice.js";
import { Distribution } from "../../../src/core/distribution.js";
import { expressionThrower } from "../../../src/core/dice/expression-thrower.js";
import { orderedRollCount, orderedRollResults } from "../../../src/core/dice/ordered-rolls.js";
import { parseDice } from "../../../src/core/dice/parse-dice.js";
import { solveDice } from "../../../src/core/dice/solve-dice.js";
import type { Random } from "../../../src/core/random.js";

const expressionOf = (text: string) => parseDice("dice", text).expression;
const exact = (d: Distribution<number>) => d.outcomes.map((outcome) => `${outcome}=${d.probability(outcome).toString()}`);

/** A small seeded generator (a 32-bit LCG): enough to draw the same codes twice. */
function lcg(seed: number): Random {
  let state = seed >>> 0;
  const uint32 = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
  return { uint32, float: () => uint32() / 2 ** 32, below: (n) => Math.floor((uint32() / 2 ** 32) * n) };
}

describe("orderedRollCount: Π faces^count, Infinity when a die may be thrown again", () => {
  it.each([
    ["2d6", 36],
    ["3d6kh2+1d4", 864],
    ["4dF", 81],
    ["d{1,1,2}", 3],
    ["max(d6, d8)", 48],
    ["2d6+3", 36],
    ["2d6!", Infinity],
    ["2d6r1", Infinity],
  ])("orderedRollCount(%s) is %d", (text, count) => {
    expect(orderedRollCount(expressionOf(text))).toBe(count);
  });
});

describe("orderedRollResults: each code's value, the dice read as digits, first die first", () => {
  it("2d6: code 0 is 1+1, code 1 is 2+1, code 35 is 6+6 (by hand)", () => {
    const results = orderedRollResults(expressionOf("2d6"));
    expect([results[0], results[1], results[6], results[35]]).toEqual([2, 3, 3, 12]);
  });
  it("3d6kh2-1: the table's histogram is the exact distribution (216 rolls)", () => {
    const results = orderedRollResults(expressionOf("3d6kh2-1"));
    const table = Distribution.fromWeights([...results].map((value) => [value, 1n] as const));
    expect(exact(table)).toEqual(exact(solveDice(expressionOf("3d6kh2-1")).distribution));
  });
  it("a code drawn by a seeded generator gives what the thrower gives on the same draws (2d6kh1+1d4)", () => {
    const expression = expressionOf("2d6kh1+1d4");
    const results = orderedRollResults(expression);
    const throwDice = expressionThrower(expression);
    const a = lcg(7);
    const b = lcg(7);
    // The thrower's draws are 6, 6, 4 below-calls; the same three draws make the code.
    for (let trial = 0; trial < 200; trial++) {
      const thrown = throwDice(a);
      const code = b.below(6) + 6 * b.below(6) + 36 * b.below(4);
      expect(results[code]).toBe(thrown);
    }
  });
  it("refuses an expression with no table", () => {
    expect(() => orderedRollResults(expressionOf("d6!"))).toThrow("orderedRollResults: Infinity ordered rolls is no table");
  });
});

describe("today's Kingstone notations through the engine equal the notation's own solve (issue 27 §5: one dice home)", () => {
  // The notation path summed its terms with core/dice/dice.ts (sumDice, keepHighest, keepLowest) and added the constant.
  it.each([
    ["2d6", () => sumDice(2, 6)],
    ["3d6", () => sumDice(3, 6)],
    ["3d6kh2", () => keepHighest(3, 6, 2)],
    ["2d8", () => sumDice(2, 8)],
    ["4d6kh3", () => keepHighest(4, 6, 3)],
    ["2d6kl1", () => keepLowest(2, 6, 1)],
    ["2d6+1d4+1", () => sumDice(2, 6).add(sumDice(1, 4)).shift(1)],
    ["3d6kh2-1", () => keepHighest(3, 6, 2).shift(-1)],
    ["20d10kh3", () => keepHighest(20, 10, 3)],
    ["2d100", () => sumDice(2, 100)],
  ])("solveDice(%s) has the notation's exact weights", (text, old) => {
    expect(exact(solveDice(expressionOf(text)).distribution)).toEqual(exact(old()));
  });
});
