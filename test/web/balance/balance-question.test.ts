import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { balanceAsk, figureWords, targetOf, variableOptions, variedValues } from "../../../src/web/balance/balance-question.js";
import { NO_SIMULATION, type FormState } from "../../../src/web/state/form-run.js";

const check = findAnalysis("kingstone", "check")!;
const curve = findAnalysis("ultimo", "curve")!;
const form: FormState = { game: "kingstone", analysis: "check", values: { bonus: "3" }, simulation: NO_SIMULATION };

describe("the Balance view's question against its analysis (issue 26 §6)", () => {
  it("spans and lists give choose:'s values", () => {
    expect(variedValues({ field: "dc", kind: "span", from: "8", to: "16", step: "" }, "DC")).toEqual({ values: [8, 9, 10, 11, 12, 13, 14, 15, 16] });
    expect(variedValues({ field: "dc", kind: "span", from: "8", to: "12", step: "2" }, "DC")).toEqual({ values: [8, 10, 12] });
    expect(variedValues({ field: "dice", kind: "list", list: "2d6, 3d6kh2,,2d8" }, "Dice")).toEqual({ values: ["2d6", "3d6kh2", "2d8"] });
  });

  it("an empty range, a step that is not positive, a word for a number and too many values are refused, naming the option", () => {
    expect(variedValues({ field: "dc", kind: "span", from: "16", to: "8", step: "" }, "Difficulty (DC)")).toEqual({ problem: "“Difficulty (DC)”: the range 16 to 8 is empty" });
    expect(variedValues({ field: "dc", kind: "span", from: "8", to: "16", step: "0" }, "Difficulty (DC)")).toEqual({ problem: "“Difficulty (DC)” step: expected a number above 0, received 0" });
    expect(variedValues({ field: "dc", kind: "span", from: "eight", to: "16", step: "" }, "Difficulty (DC)")).toEqual({ problem: '“Difficulty (DC)” from: expected a number, received "eight"' });
    expect(variedValues({ field: "dc", kind: "span", from: "1", to: "1000", step: "" }, "Difficulty (DC)")).toEqual({ problem: "“Difficulty (DC)”: expected at most 200 values, received 1000" });
  });

  it("each varied value goes through the analysis's own checks, in the form's words", () => {
    const ask = balanceAsk(check, form, [{ field: "dc", kind: "span", from: "8", to: "16", step: "" }], [{ figure: "pSuccess", kind: "between", low: 0.6, high: 0.7 }]);
    expect(ask).toEqual({ choose: [["dc", [8, 9, 10, 11, 12, 13, 14, 15, 16]]], fixed: { bonus: "3" }, targets: [{ figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 }], problems: [] });
    const refused = balanceAsk(check, form, [{ field: "dice", kind: "list", list: "2d6,2d" }, { field: "dc", kind: "span", from: "8", to: "9", step: "" }], []);
    expect(refused.problems).toHaveLength(1);
    expect(refused.problems[0]).toMatch(/^“Dice” 2d: “Dice”/);
  });

  it("the form's value of a varied option is not fixed, and no option or a doubled one is named", () => {
    expect(balanceAsk(check, { ...form, values: { bonus: "3", dc: "10" } }, [{ field: "dc", kind: "list", list: "9,10" }], []).fixed).toEqual({ bonus: "3" });
    expect(balanceAsk(check, form, [], []).problems).toEqual(["Choose at least one option to vary."]);
    const twice = { field: "dc", kind: "list", list: "9" } as const;
    expect(balanceAsk(check, form, [twice, twice], []).problems).toEqual(["“Difficulty (DC)” is varied twice"]);
    expect(balanceAsk(check, form, [{ field: "luck", kind: "list", list: "1" }], []).problems).toEqual([`vary: expected one of bonus, dc, dice, ladder, reroll, goal, received "luck"`]);
  });

  it("Ultimo curve's difficulty, a row of its answer, may be varied by its own name", () => {
    expect(variableOptions(curve).at(-1)).toEqual(["difficulty", "Difficulty (a row of the answer)"]);
    expect(variableOptions(check).map(([field]) => field)).not.toContain("difficulty");
  });

  it("targets read as a balance file's, and figures in the page's words", () => {
    expect(targetOf({ figure: "failure-3 or worse", kind: "at-most", low: 0, high: 0.05 })).toEqual({ figure: { name: "failure-3", side: "or-worse" }, atMost: 0.05 });
    expect(targetOf({ figure: "pSuccess", kind: "at-least", low: 0.4, high: 1 })).toEqual({ figure: { name: "pSuccess" }, atLeast: 0.4 });
    expect(figureWords("pSuccess")).toBe("P(success)");
    expect(figureWords("success-2 or better")).toBe("success-2 or better");
  });
});
