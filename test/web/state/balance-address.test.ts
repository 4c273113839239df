import { describe, expect, it } from "vitest";
import { balanceParts, firstValues, readBalance, readTarget, readVary, targetWord, varyWord } from "../../../src/web/state/balance-address.js";
import { splitViewAddress, withView } from "../../../src/web/state/view-address.js";

describe("the Balance view's question in the address (issue 26 §6)", () => {
  it("reads spans, stepped spans and lists as choose: does, and writes them back word for word", () => {
    expect(readVary("dc:8..16")).toEqual({ field: "dc", kind: "span", from: "8", to: "16", step: "" });
    expect(readVary("dc:8..16:2")).toEqual({ field: "dc", kind: "span", from: "8", to: "16", step: "2" });
    expect(readVary("dice:2d6,3d6kh2,2d8")).toEqual({ field: "dice", kind: "list", list: "2d6,3d6kh2,2d8" });
    for (const word of ["dc:8..16", "dc:8..16:2", "dice:2d6,3d6kh2,2d8", "modifier:-5..5"]) {
      const read = readVary(word);
      expect("problem" in read ? read.problem : varyWord(read)).toBe(word);
    }
  });

  it("reads targets between, at least and at most, and writes them back word for word", () => {
    expect(readTarget("pSuccess:0.6..0.7")).toEqual({ figure: "pSuccess", kind: "between", low: 0.6, high: 0.7 });
    expect(readTarget("failure-3 or worse:at-most:0.05")).toEqual({ figure: "failure-3 or worse", kind: "at-most", low: 0, high: 0.05 });
    for (const word of ["pSuccess:0.6..0.7", "pSuccess:at-least:0.4", "failure-3 or worse:at-most:0.05", "expectedEffect:1.5..2.25"]) {
      const read = readTarget(word);
      expect("problem" in read ? read.problem : targetWord(read)).toBe(word);
    }
  });

  it("names the word it cannot read, and bounds that contradict each other", () => {
    expect(readVary("8..16")).toEqual({ problem: 'vary: expected option:values (dc:8..16, dc:8..16:2 or dice:2d6,3d6), received "8..16"' });
    expect(readTarget("pSuccess:0.7..0.6")).toEqual({ problem: 'target: the bounds contradict each other: at least 0.7 and at most 0.6, in "pSuccess:0.7..0.6"' });
    expect(readTarget("pSuccess:at-least:lots")).toEqual({ problem: 'target: expected figure:low..high, figure:at-least:value or figure:at-most:value, received "pSuccess:at-least:lots"' });
    expect(readBalance([["balance.open", "yes"]]).problems).toEqual(['balance.open: expected true, received "yes"']);
  });

  it("a whole question round-trips through the page's address, beside the run and its view", () => {
    const address = "#/kingstone/check?bonus=3&view=at-least&balance.open=true&balance.vary=dc%3A8..16&balance.vary=dice%3A2d6%2C3d6kh2&balance.target=pSuccess%3A0.6..0.7&balance.target=failure-3%20or%20worse%3Aat-most%3A0.05";
    const split = splitViewAddress(address);
    expect(split.problems).toEqual([]);
    expect(split.run).toBe("#/kingstone/check?bonus=3");
    expect(split.view.balance).toEqual({
      open: true,
      vary: [
        { field: "dc", kind: "span", from: "8", to: "16", step: "" },
        { field: "dice", kind: "list", list: "2d6,3d6kh2" },
      ],
      targets: [
        { figure: "pSuccess", kind: "between", low: 0.6, high: 0.7 },
        { figure: "failure-3 or worse", kind: "at-most", low: 0, high: 0.05 },
      ],
    });
    expect(withView(split.run, split.view)).toBe(address);
  });

  it("an option named target, vary or tab (a d20 plugin's --target) stays the run's, never the Balance view's", () => {
    const split = splitViewAddress("#/d20/roll-under?target=12&vary=3&tab=2&advantage=advantage");
    expect([split.run, split.view.balance, split.problems]).toEqual(["#/d20/roll-under?target=12&vary=3&tab=2&advantage=advantage", undefined, []]);
  });

  it("a page that asked nothing of balance keeps its address as before", () => {
    expect(balanceParts({ open: false, vary: [], targets: [] })).toEqual([]);
    expect(splitViewAddress("#/kingstone/check?bonus=3&dc=10").view.balance).toBeUndefined();
  });

  it("the first value of each varied option stands in the form while the view is open", () => {
    expect(firstValues([{ field: "dc", kind: "span", from: "8", to: "16", step: "" }, { field: "dice", kind: "list", list: " 3d6kh2, 2d6" }])).toEqual({ dc: "8", dice: "3d6kh2" });
  });
});
