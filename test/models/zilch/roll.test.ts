import { describe, expect, it } from "vitest";
import { explode, die } from "../../../src/core/dice.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/rational.js";
import { degreeOf, DEGREES, parseSuitValue, rollAtMost, rollTable, rollWeights, succeeds, targetOf } from "../../../src/models/zilch/roll.js";
import { bruteRollValues } from "../../support/zilch-brute-force.js";

const asText = (p: Rational) => p.toString();
const fractionText = (f: { n: bigint; d: bigint; s: bigint }) => `${f.s * f.n}/${f.d}`;

describe("the roll (RULES.md 2.1)", () => {
  it("rollWeights(20, false): 1..11 at 1/12, 13..20 at 1/96, 12 never", () => {
    const { weights, total } = rollWeights(20, false);
    for (let v = 1; v <= 11; v++) expect(asText(Rational.of(weights[v]!, total))).toBe("1/12");
    expect(weights[12]).toBe(0n);
    for (let v = 13; v <= 20; v++) expect(asText(Rational.of(weights[v]!, total))).toBe("1/96");
    expect(weights.reduce((a, b) => a + b, 0n)).toBe(total);
  });
  it("agrees with core explode(die(12), 12, die(8)) for every value", () => {
    const core = explode(die(12), 12, die(8));
    const { weights, total } = rollWeights(20, false);
    for (let v = 1; v <= 20; v++) expect(asText(Rational.of(weights[v]!, total))).toBe(asText(core.probability(v)));
  });
  it("with the chain, P(roll = v) equals face-by-face enumeration up to 40; 12, 20 and 28 never stand", () => {
    const brute = bruteRollValues(true, 5);
    const { weights, total } = rollWeights(40, true);
    for (let v = 1; v <= 40; v++) {
      const expected = brute.get(v);
      expect(asText(Rational.of(weights[v]!, total))).toBe(expected ? fractionText(expected as never) : "0/1");
    }
    expect([weights[12], weights[20], weights[28]]).toEqual([0n, 0n, 0n]);
    expect(asText(Rational.of(weights[21]!, total))).toBe("1/768"); // 12 + 8 + 1: (1/12)(1/8)(1/8)
  });
  it("the chain changes only rolls above 19: P(roll ≤ 19) is the same, P(roll ≤ 20) is 1 without it and 1 − 1/96 with it", () => {
    expect(asText(rollAtMost(19, true))).toBe(asText(rollAtMost(19, false)));
    expect(asText(rollAtMost(20, false))).toBe("1/1");
    expect(asText(rollAtMost(20, true))).toBe("95/96");
  });
});

// The samplers' per-roll rules, summed over every roll value with the exact roll weights, must give the
// exact solvers' integers: the sampler and the solver then differ only by the sampling itself.
describe("rollTable: the rule the samplers read, against rollWeights", () => {
  it.each([
    [20, false],
    [6, false],
    [-3, false],
    [31, true],
    [13, true],
  ] as const)("rollTable(%i, explodeChain %s) holds each roll as often as rollWeights weighs it, the rest lumped above", (top, chain) => {
    const { values } = rollTable(top, chain);
    const { weights, total } = rollWeights(top, chain);
    expect(BigInt(values.length)).toBe(total);
    const counts = new Map<number, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    let below = 0n;
    for (let v = 0; v <= Math.max(0, top); v++) {
      expect(BigInt(counts.get(v) ?? 0), `roll ${v}`).toBe(weights[v]!);
      below += weights[v]!;
    }
    expect(BigInt(counts.get(Math.max(0, top) + 1) ?? 0)).toBe(total - below);
  });
});

describe("targetOf, degreeOf, parseSuitValue (RULES.md 2.2)", () => {
  it("targetOf: an Ace with Skill, trivial and a Boon is 14 + 5 + 5 + 2 = 26; a 2 at very hard is −3", () => {
    expect(targetOf({ suit: 14, skill: true, modifier: 5, boon: true })).toBe(26);
    expect(targetOf({ suit: 2, skill: false, modifier: -5, boon: false })).toBe(-3);
  });
  it("degreeOf(roll, 6): 1 is a critical success, 6 a success, 11 a failure, 12 a critical failure; succeeds(6, 6) but not succeeds(7, 6)", () => {
    expect([1, 6, 11, 12].map((roll) => DEGREES[degreeOf(roll, 6)])).toEqual(["critical-success", "success", "failure", "critical-failure"]);
    expect([succeeds(6, 6), succeeds(7, 6)]).toEqual([true, false]);
  });
  it('parseSuitValue("Q") is 12, "a" is 14, "10" is 10; "1", "15" and "JB" are not Suit values', () => {
    expect(["Q", "a", "10"].map(parseSuitValue)).toEqual([12, 14, 10]);
    expect(["1", "15", "JB"].map(parseSuitValue)).toEqual([undefined, undefined, undefined]);
  });
});

describe("the roll functions refuse bad setups with an OddsmithError naming the field", () => {
  it.each([
    [() => rollWeights(6.5, false), "maxValue: expected an integer from -1000 to 1000, received 6.5"],
    [() => rollWeights(1001, false), "maxValue: expected an integer from -1000 to 1000, received 1001"],
    [() => rollAtMost(6, "yes" as never), 'explodeChain: expected true or false, received "yes"'],
    [() => rollTable(Number.NaN, false), "maxValue: expected an integer from -1000 to 1000, received NaN"],
    [() => targetOf({ suit: 15, skill: false, modifier: 0, boon: false }), "suit: expected an integer from 2 to 14, received 15"],
    [() => targetOf({ suit: 6, skill: false, modifier: -6, boon: false }), "modifier: expected an integer from -5 to 5, received -6"],
    [() => targetOf({ suit: 6, skill: "yes", modifier: 0, boon: false } as never), 'skill: expected true or false, received "yes"'],
    [() => targetOf(undefined as never), "parts: expected the parts of a target { suit, skill, modifier, boon }, received undefined"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
