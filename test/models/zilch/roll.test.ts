import { describe, expect, it } from "vitest";
import { explode, die } from "../../../src/core/dice/dice.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { DIE_ALLOWED } from "../../../src/models/zilch/die.js";
import { rollAtMost, rollTable, rollWeights } from "../../../src/models/zilch/roll.js";
import { targetOf } from "../../../src/models/zilch/target.js";
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

describe("the designer's own die (RULES.md 2.1, issue 18): rollWeights against face-by-face enumeration", () => {
  // Small dice, every shape: one link, two, three, a lone die; each with and without the chained last die.
  const DICE = [
    ["d4!d3", [4, 3]],
    ["d6!d4", [6, 4]],
    ["d3!d2!d2", [3, 2, 2]],
    ["d5", [5]],
    ["d2!d2", [2, 2]],
  ] as const;
  it.each(DICE.flatMap(([text, sides]) => [false, true].map((chain) => [text, chain, sides] as const)))("rollWeights(24, %s, explodeChain %s) is the enumeration of every face, value by value", (text, chain, sides) => {
    // Depth 16 puts the lumped tail past 24 for the smallest chained die (d2: 2 per level).
    const brute = bruteRollValues(chain, 16, sides);
    const { weights, total } = rollWeights(24, chain, text);
    for (let v = 0; v <= 24; v++) {
      const expected = brute.get(v);
      expect(asText(Rational.of(weights[v]!, total)), `${text} roll ${v}`).toBe(expected ? fractionText(expected as never) : "0/1");
    }
  });
  it("d4!d3 by hand: 1..3 at 1/4 each, 4 never stands, 5..7 at 1/12 each; P(roll ≤ 5) = 5/6", () => {
    const { weights, total } = rollWeights(8, false, "d4!d3");
    expect(weights.map((w) => asText(Rational.of(w, total)))).toEqual(["0/1", "1/4", "1/4", "1/4", "0/1", "1/12", "1/12", "1/12", "0/1"]);
    expect(asText(rollAtMost(5, false, "d4!d3"))).toBe("5/6");
  });
  it("a chain of three agrees with core explode nested: explode(d12, 12, explode(d8, 8, d6))", () => {
    const core = explode(die(12), 12, explode(die(8), 8, die(6)));
    const { weights, total } = rollWeights(30, false, "d12!d8!d6");
    for (let v = 1; v <= 30; v++) expect(asText(Rational.of(weights[v]!, total))).toBe(asText(core.probability(v)));
  });
  it("the default die is d12!d8: the same weights whether given or left out, chained or not, up to 300", () => {
    for (const chain of [false, true]) for (const top of [-3, 6, 20, 31, 300]) expect(rollWeights(top, chain, "d12!d8")).toEqual(rollWeights(top, chain));
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
    [31, false, "d100!d100!d100"],
    [31, true, "d2"],
    [31, true, "d3!d2"],
    [12, true, "d4!d3!d2"],
  ] as const)("rollTable(%i, explodeChain %s, %s) holds each roll as often as rollWeights weighs it, the rest lumped above", (top, chain, die?: string) => {
    const { values } = rollTable(top, chain, die);
    const { weights, total } = rollWeights(top, chain, die);
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

describe("the roll functions refuse bad setups with an OddsmithError naming the field", () => {
  it.each([
    [() => rollWeights(6.5, false), "maxValue: expected an integer from -1000 to 1000, received 6.5"],
    [() => rollWeights(1001, false), "maxValue: expected an integer from -1000 to 1000, received 1001"],
    [() => rollAtMost(6, "yes" as never), 'explodeChain: expected true or false, received "yes"'],
    [() => rollTable(Number.NaN, false), "maxValue: expected an integer from -1000 to 1000, received NaN"],
    [() => rollWeights(20, false, "d12!d200"), 'die: expected dice of 2 to 100 faces (d200 has 200), received "d12!d200"'],
    [() => rollAtMost(6, false, 12 as never), `die: expected ${DIE_ALLOWED}, received 12`],
    [() => rollTable(6, true, "d12!?d8"), `die: expected ${DIE_ALLOWED}, received "d12!?d8"`],
    [() => targetOf({ suit: 15, skill: false, modifier: 0, boon: false }), "suit: expected an integer from 2 to 14, received 15"],
    [() => targetOf({ suit: 6, skill: false, modifier: -6, boon: false }), "modifier: expected an integer from -5 to 5, received -6"],
    [() => targetOf({ suit: 6, skill: "yes", modifier: 0, boon: false } as never), 'skill: expected true or false, received "yes"'],
    [() => targetOf(undefined as never), "parts: expected the parts of a target { suit, skill, modifier, boon }, received undefined"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
