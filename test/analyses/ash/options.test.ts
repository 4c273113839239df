import { describe, expect, it } from "vitest";
import { handProblems, parseCardList, parseCost, utilitiesOption } from "../../../src/analyses/ash/options.js";
import { findAnalysis } from "../../../src/analyses/index.js";

describe("the Ash options shared by check, table and campaign", () => {
  it('parseCardList("qh, 7c") is ["QH", "7C"]; 11 cards or a card without a suit are refused', () => {
    expect(parseCardList("qh, 7c")).toEqual(["QH", "7C"]);
    expect(parseCardList("2C,3C,4C,5C,6C,7C,8C,9C,10C,JC,QC")).toBeUndefined();
    expect(parseCardList("Q")).toBeUndefined();
  });
  it('parseCost reads "1/4", "0.25" and "10" exactly, and refuses "11", "1/0" and "-1"', () => {
    expect([parseCost("1/4")?.toString(), parseCost("0.25")?.toString(), parseCost("10")?.toString()]).toEqual(["1/4", "1/4", "10/1"]);
    expect([parseCost("11"), parseCost("1/0"), parseCost("-1")]).toEqual([undefined, undefined, undefined]);
  });
  it("handProblems names a card given twice, a card played that is not held, and a card both played and discarded", () => {
    expect(handProblems(["QH", "QH"], [], [])).toEqual(['--hand: the card "QH" is given twice']);
    expect(handProblems(["QH", "7C"], ["AS"], [])).toEqual(['--play: expected cards from --hand (QH, 7C), received "AS", which is not in the hand']);
    expect(handProblems(["QH"], ["QH"], ["QH"])).toEqual(['--play and --discard: the card "QH" cannot be both played and discarded']);
  });
  it("--utilities reads outcome=utility pairs over the defaults, and names each bad item with the outcomes allowed and what it received", () => {
    expect(utilitiesOption.parse("success=1, dismal=-5/2")?.toString()).toBe("superb=3, success=1, messy=1, failure=0, bad=-1, dismal=-5/2");
    const prepared = findAnalysis("ash", "check")!.prepare({ suit: "hearts", trait: 1, utilities: "great=2,superb=x,bad=1,bad=2,foo" });
    expect(prepared.ok ? [] : prepared.errors).toEqual([
      '--utilities: expected an outcome among superb, success, messy, failure, bad, dismal, received "great"',
      '--utilities: expected outcome=utility with a number from -100 to 100 ("2", "-0.5" or "5/2"), received "superb=x"',
      '--utilities: each outcome once, received "bad"',
      '--utilities: expected outcome=utility, the outcome among superb, success, messy, failure, bad, dismal, received "foo"',
    ]);
  });
});
