import { describe, expect, it } from "vitest";
import { explodeChainOption, rollName, suitOption, SUIT_ALLOWED, targetOption } from "../../../src/analyses/zilch/options.js";

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
  it('rollName(false) is "1d12, 12 → +1d8"; rollName(true) adds "chained"', () => {
    expect([rollName(false), rollName(true)]).toEqual(["1d12, 12 → +1d8", "1d12, 12 → +1d8 chained"]);
  });
});
