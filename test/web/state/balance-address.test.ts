import { describe, expect, it } from "vitest";
import { balanceParts, firstValues, NO_BALANCE, readBalance, readTarget, readTiers, readVary, targetWord, tiersWord, varyWord } from "../../../src/web/state/balance-address.js";
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
      across: [],
      per: "all",
      prefer: "middle",
    });
    expect(withView(split.run, split.view)).toBe(address);
  });

  it("an option named target, vary or tab (a d20 plugin's --target) stays the run's, never the Balance view's", () => {
    const split = splitViewAddress("#/d20/roll-under?target=12&vary=3&tab=2&advantage=advantage");
    expect([split.run, split.view.balance, split.problems]).toEqual(["#/d20/roll-under?target=12&vary=3&tab=2&advantage=advantage", undefined, []]);
  });

  it("a page that asked nothing of balance keeps its address as before", () => {
    expect(balanceParts(NO_BALANCE)).toEqual([]);
    expect(splitViewAddress("#/kingstone/check?bonus=3&dc=10").view.balance).toBeUndefined();
  });

  it("the first value of each varied option stands in the form while the view is open", () => {
    expect(firstValues([{ field: "dc", kind: "span", from: "8", to: "16", step: "" }, { field: "dice", kind: "list", list: " 3d6kh2, 2d6" }])).toEqual({ dc: "8", dice: "3d6kh2" });
  });

  it("reads a target's situation after @ (a file's when:), and tiers with chances in percent or as fractions, and writes them back", () => {
    expect(readTarget("pSuccess:at-least:0.4@bonus=0, dc=8")).toEqual({ figure: "pSuccess", kind: "at-least", low: 0.4, high: 1, when: "bonus=0, dc=8" });
    expect(targetWord({ figure: "pSuccess", kind: "between", low: 0.6, high: 0.7, when: "" })).toBe("pSuccess:0.6..0.7");
    expect(readTiers("pSuccess:at-least:easy=0.75,very hard=10%")).toEqual({ figure: "pSuccess", rule: "at-least", chances: [{ name: "easy", percent: "75" }, { name: "very hard", percent: "10" }] });
    expect(tiersWord({ figure: "pSuccessOrBetter", rule: "closest", chances: [{ name: "easy", percent: "70" }] })).toBe("pSuccessOrBetter:closest:easy=70%");
    expect(readTiers("pSuccess:nearest:easy=75%")).toEqual({ problem: 'tiers: expected figure:rule:name=chance,… (rule one of closest, at-least, at-most), received "pSuccess:nearest:easy=75%"' });
    expect(readTiers("pSuccess:closest:easy")).toEqual({ problem: 'tiers: expected name=chance, received "easy" in "pSuccess:closest:easy"' });
    expect(readBalance([["balance.per", "some"], ["balance.prefer", "biggest"], ["balance.across", "bonus"]]).problems).toEqual([
      'balance.per: expected one of all, each, received "some"',
      'balance.prefer: expected middle, max:NAME or min:NAME (a figure or a varied option), received "biggest"',
      'across: expected option:values (dc:8..16, dc:8..16:2 or dice:2d6,3d6), received "bonus"',
    ]);
  });

  it("the whole question round-trips: situations, per, a target's when, tiers and prefer (the Kingstone DC chart and the designer's question)", () => {
    const chart = "#/kingstone/check?ladder=paired&balance.open=true&balance.vary=dc%3A2..30&balance.across=bonus%3A0..10&balance.per=each&balance.tiers=pSuccess%3Aat-least%3Aeasy%3D75%25%2Cmoderate%3D50%25%2Chard%3D25%25%2Cheroic%3D10%25";
    const split = splitViewAddress(chart);
    expect(split.problems).toEqual([]);
    expect(split.view.balance).toEqual({
      open: true,
      vary: [{ field: "dc", kind: "span", from: "2", to: "30", step: "" }],
      targets: [],
      across: [{ field: "bonus", kind: "span", from: "0", to: "10", step: "" }],
      per: "each",
      tiers: { figure: "pSuccess", rule: "at-least", chances: [{ name: "easy", percent: "75" }, { name: "moderate", percent: "50" }, { name: "hard", percent: "25" }, { name: "heroic", percent: "10" }] },
      prefer: "middle",
    });
    expect(withView(split.run, split.view)).toBe(chart);
    const designer = {
      ...NO_BALANCE,
      open: true,
      vary: [{ field: "dice", kind: "list", list: "2d6,3d6,2d8" }, { field: "ladder", kind: "list", list: "paired,linear" }],
      across: [{ field: "bonus", kind: "list", list: "0,3" }],
      targets: [
        { figure: "pSuccess", kind: "between", low: 0.6, high: 0.7, when: "bonus=3, dc=11" },
        { figure: "pSuccess", kind: "at-least", low: 0.4, high: 1, when: "bonus=0, dc=8" },
      ],
      prefer: "min:failure-3 or worse",
    } as const;
    const address = withView("#/kingstone/check", { view: "exactly", pins: [], balance: designer });
    expect(address).toBe("#/kingstone/check?balance.open=true&balance.vary=dice%3A2d6%2C3d6%2C2d8&balance.vary=ladder%3Apaired%2Clinear&balance.across=bonus%3A0%2C3&balance.target=pSuccess%3A0.6..0.7%40bonus%3D3%2C%20dc%3D11&balance.target=pSuccess%3Aat-least%3A0.4%40bonus%3D0%2C%20dc%3D8&balance.prefer=min%3Afailure-3%20or%20worse");
    expect(splitViewAddress(address).view.balance).toEqual(designer);
  });
});
