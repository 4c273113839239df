import { describe, expect, it } from "vitest";
import { dieOption, explodeChainOption, rollName, rollWords, suitOption, SUIT_ALLOWED, targetOption } from "../../../src/analyses/zilch/options.js";
import { checkDie } from "../../../src/models/zilch/die.js";

describe("the zilch analyses' shared options", () => {
  it('targetOption parses "-3" and "26", refuses "27" and "ten"; explodeChainOption is off unless given', () => {
    const target = targetOption("a target");
    expect([target.parse("-3"), target.parse("26"), target.parse("27"), target.parse("ten")]).toEqual([-3, 26, undefined, undefined]);
    expect(target.allowed).toBe("an integer from -3 to 26");
    expect([explodeChainOption.defaultValue, explodeChainOption.parse("true")]).toEqual([false, true]);
  });
  it('suitOption parses "K" as 13, "q" as 12 and "14" as 14; "1" and "JB" are refused with SUIT_ALLOWED as the words', () => {
    const suit = suitOption("a Suit");
    expect([suit.parse("K"), suit.parse("q"), suit.parse("14"), suit.parse("1"), suit.parse("JB")]).toEqual([13, 12, 14, undefined, undefined]);
    expect(suit.allowed).toBe(SUIT_ALLOWED);
  });
  it('rollName(false) is "1d12, 12 → +1d8"; rollName(true) adds "chained"; rollName(false, "d10!d6") names that die', () => {
    expect([rollName(false), rollName(true), rollName(false, "d10!d6")]).toEqual(["1d12, 12 → +1d8", "1d12, 12 → +1d8 chained", "1d10, 10 → +1d6"]);
  });
  it('dieOption defaults to d12!d8, reads "1D12 ! 1d8" as d12!d8, refuses "d12!d1" explaining the faces', () => {
    expect([dieOption.defaultValue, dieOption.parse("1D12 ! 1d8"), dieOption.parse("d12!d8!d6"), dieOption.parse("d12!d1"), dieOption.parse("")]).toEqual(["d12!d8", "d12!d8", "d12!d8!d6", undefined, undefined]);
    expect(dieOption.explain!("d12!d1")).toEqual(['--die: expected dice of 2 to 100 faces (d1 has 1), received "d12!d1"']);
    expect(dieOption.explain!("d12!d8")).toEqual([]);
  });
});

describe("rollWords: the roll in a title", () => {
  it.each([
    ["d12!d8", false, "1d12, 12 → +1d8"],
    ["d12!d8", true, "1d12, 12 → +1d8 chained"],
    ["d12!d8!d6", false, "1d12, 12 → +1d8, 8 → +1d6"],
    ["d20", false, "1d20"],
    ["d20", true, "1d20, 20 → +1d20 chained"],
  ] as const)("rollWords(%s, explodeChain %s) is %j", (text, chain, words) => {
    expect(rollWords(checkDie("die", text), chain)).toBe(words);
  });
});
