import { describe, expect, it } from "vitest";
import { handProblems, parseCardList, parseCost } from "../../../src/analyses/ash/options.js";

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
});
