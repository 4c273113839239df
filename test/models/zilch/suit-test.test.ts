import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { TARGET_RANGE } from "../../../src/models/zilch/target.js";
import { skillRaisesOneDegree, solveTest, testWeights } from "../../../src/models/zilch/suit-test.js";
import { bruteTest } from "../../support/zilch-brute-force.js";

const asText = (p: Rational) => p.toString();
const fractionText = (f: { n: bigint; d: bigint; s: bigint }) => `${f.s * f.n}/${f.d}`;

/** The degree (0 critical success … 3 critical failure) of a roll against a target, as RULES.md 2.2 words it. */
function degree(roll: number, target: number): number {
  return roll <= target - 5 ? 0 : roll <= target ? 1 : roll <= target + 5 ? 2 : 3;
}

/** P(+5 raises the degree by exactly one), counting the 96 equally likely (d12, d8) pairs: the brute force. */
function countedRaise(suit: number): Rational {
  let ways = 0;
  for (let d12 = 1; d12 <= 12; d12++) {
    for (let d8 = 1; d8 <= 8; d8++) {
      const roll = d12 === 12 ? 12 + d8 : d12;
      if (degree(roll, suit) - degree(roll, suit + 5) === 1) ways++;
    }
  }
  return Rational.of(ways, 96);
}


describe("solveTest (RULES.md 2.2)", () => {
  it("the seed's claim holds exactly: a Suit of 6 succeeds an average task 6/12 = 1/2 of the time", () => {
    expect(asText(solveTest(6, false).pSuccess)).toBe("1/2");
    expect(asText(solveTest(6, true).pSuccess)).toBe("1/2");
  });
  it("the seed's climbing example, a 9: CS on 1..4 (4/12), S on 5..9 (5/12), F on 10, 11, 13, 14 (2/12 + 2/96), CF on 15..20 (6/96)", () => {
    expect(solveTest(9, false).degrees.map((d) => asText(d.probability))).toEqual(["1/3", "5/12", "3/16", "1/16"]);
  });
  it("every target −3..26, with and without the chain, equals the degrees read off the enumerated rolls", () => {
    for (const chain of [false, true]) {
      for (let t = TARGET_RANGE.min; t <= TARGET_RANGE.max; t++) {
        const brute = bruteTest(t, chain).map((f) => fractionText(f as never));
        expect(solveTest(t, chain).degrees.map((d) => asText(d.probability))).toEqual(brute);
      }
    }
  });
  it.each([
    ["d4!d3", [4, 3]],
    ["d6!d4", [6, 4]],
    ["d10!d6", [10, 6]],
    ["d4!d3!d2", [4, 3, 2]],
    ["d8", [8]],
  ] as const)("the designer's die %s: every target −3..26, with and without the chain, equals the degrees read off the enumerated rolls", (text, sides) => {
    for (const chain of [false, true]) {
      for (let t = TARGET_RANGE.min; t <= TARGET_RANGE.max; t++) {
        const brute = bruteTest(t, chain, sides).map((f) => fractionText(f as never));
        expect(solveTest(t, chain, text).degrees.map((d) => asText(d.probability)), `${text} target ${t}`).toEqual(brute);
      }
    }
  });
  it("d10!d6 at target 6 by hand: CS on 1 (1/10), S on 2..6 (5/10), F on 7..9 and 11 (3/10 + 1/60), CF on 12..16 (5/60)", () => {
    expect(solveTest(6, false, "d10!d6").degrees.map((d) => asText(d.probability))).toEqual(["1/10", "1/2", "19/60", "1/12"]);
  });
  it("testWeights(6, false) is 8, 40, 40, 8 of 96: CS on 1, S on 2..6, F on 7..11, CF on 12 (13..20)", () => {
    expect(testWeights(6, false)).toEqual({ weights: [8n, 40n, 40n, 8n], total: 96n });
  });
});

describe("skillRaisesOneDegree (RULES.md 2.2)", () => {
  it("skillRaisesOneDegree(s) equals the count over the 96 pairs for every Suit 2..14", () => {
    for (let suit = 2; suit <= 14; suit++) expect(skillRaisesOneDegree(suit).equals(countedRaise(suit)), `Suit ${suit}`).toBe(true);
  });
});

describe("solveTest and testWeights refuse bad setups with an OddsmithError naming the field", () => {
  it.each([
    [() => solveTest(27, false), "target: expected an integer from -3 to 26, received 27"],
    [() => solveTest(undefined as never, false), "target: expected an integer from -3 to 26, received undefined"],
    [() => testWeights(6, undefined as never), "explodeChain: expected true or false, received undefined"],
    [() => skillRaisesOneDegree(1), "suit: expected an integer from 2 to 14, received 1"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
