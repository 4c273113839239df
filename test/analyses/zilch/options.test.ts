import { describe, expect, it } from "vitest";
import { explodeChainOption, rollName, targetOption } from "../../../src/analyses/zilch/options.js";

describe("the zilch analyses' shared options", () => {
  it('targetOption parses "-3" and "26", refuses "27" and "ten"; explodeChainOption is off unless given', () => {
    const target = targetOption("a target");
    expect([target.parse("-3"), target.parse("26"), target.parse("27"), target.parse("ten")]).toEqual([-3, 26, undefined, undefined]);
    expect(target.allowed).toBe("an integer from -3 to 26");
    expect([explodeChainOption.defaultValue, explodeChainOption.parse("true")]).toEqual([false, true]);
  });
  it('rollName(false) is "1d12, 12 → +1d8"; rollName(true) adds "chained"', () => {
    expect([rollName(false), rollName(true)]).toEqual(["1d12, 12 → +1d8", "1d12, 12 → +1d8 chained"]);
  });
});
