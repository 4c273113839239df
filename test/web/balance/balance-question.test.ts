import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { balanceAsk, figureWords, preferenceOf, readWhen, targetOf, tiersOf, variableOptions, variedValues } from "../../../src/web/balance/balance-question.js";
import { NO_BALANCE, type TargetState, type VaryState } from "../../../src/web/state/balance-address.js";
import { NO_SIMULATION, type FormState } from "../../../src/web/state/form-run.js";

const check = findAnalysis("kingstone", "check")!;
const curve = findAnalysis("ultimo", "curve")!;
const form: FormState = { game: "kingstone", analysis: "check", values: { bonus: "3" }, simulation: NO_SIMULATION };
/** The view's question with these options varied and these targets, nothing else asked. */
const asking = (vary: readonly VaryState[], targets: readonly TargetState[]) => ({ ...NO_BALANCE, open: true, vary, targets });

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
    const ask = balanceAsk(check, form, asking([{ field: "dc", kind: "span", from: "8", to: "16", step: "" }], [{ figure: "pSuccess", kind: "between", low: 0.6, high: 0.7 }]));
    expect(ask).toEqual({
      question: { choose: [["dc", [8, 9, 10, 11, 12, 13, 14, 15, 16]]], across: [], per: "all", targets: [{ figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 }], prefer: { kind: "middle" } },
      fixed: { bonus: "3" },
      problems: [],
    });
    const refused = balanceAsk(check, form, asking([{ field: "dice", kind: "list", list: "2d6,2d" }, { field: "dc", kind: "span", from: "8", to: "9", step: "" }], []));
    expect(refused.problems).toHaveLength(1);
    expect(refused.problems[0]).toMatch(/^“Dice” 2d: “Dice”/);
  });

  it("the form's value of a varied option is not fixed, and no option or a doubled one is named", () => {
    expect(balanceAsk(check, { ...form, values: { bonus: "3", dc: "10" } }, asking([{ field: "dc", kind: "list", list: "9,10" }], [])).fixed).toEqual({ bonus: "3" });
    expect(balanceAsk(check, form, asking([], [])).problems).toEqual(["Choose at least one option to vary."]);
    const twice = { field: "dc", kind: "list", list: "9" } as const;
    expect(balanceAsk(check, form, asking([twice, twice], [])).problems).toEqual(["“Difficulty (DC)” is varied twice"]);
    expect(balanceAsk(check, form, asking([{ field: "luck", kind: "list", list: "1" }], [])).problems).toEqual([`vary: expected one of bonus, dc, dice, ladder, reroll, goal, received "luck"`]);
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

  it("situations, a target's when, tiers and prefer read as a balance file's across:, when:, tiers: and prefer:", () => {
    const ask = balanceAsk(check, { ...form, values: { bonus: "3", dc: "10", ladder: "paired" } }, {
      ...NO_BALANCE,
      vary: [{ field: "dc", kind: "span", from: "2", to: "30", step: "" }],
      across: [{ field: "bonus", kind: "span", from: "0", to: "10", step: "" }],
      per: "each",
      tiers: { figure: "pSuccess", rule: "at-least", chances: [{ name: "easy", percent: "75" }, { name: "heroic", percent: " 10 " }] },
      prefer: "max:dc",
    });
    expect(ask.problems).toEqual([]);
    expect(ask.fixed).toEqual({ ladder: "paired" });
    expect(ask.question).toEqual({
      choose: [["dc", Array.from({ length: 29 }, (_, i) => i + 2)]],
      across: [["bonus", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]],
      per: "each",
      targets: [],
      tiers: { figure: { name: "pSuccess" }, rule: "at-least", chances: [["easy", 0.75], ["heroic", 0.1]] },
      prefer: { kind: "option", field: "dc", direction: "max" },
    });
    expect(readWhen(check, "bonus=0, dc=8, ladder=linear", ["dice"])).toEqual({ when: { bonus: 0, dc: 8, ladder: "linear" } });
    expect(targetOf({ figure: "pSuccess", kind: "at-least", low: 0.4, high: 1 }, { bonus: 0, dc: 8 })).toEqual({ figure: { name: "pSuccess" }, atLeast: 0.4, when: { bonus: 0, dc: 8 } });
    expect(preferenceOf("min:failure-3 or worse", ["dice"])).toEqual({ kind: "figure", figure: { name: "failure-3", side: "or-worse" }, direction: "min" });
    expect(preferenceOf("middle", ["dice"])).toEqual({ kind: "middle" });
  });

  it("a when on a varied or unknown option, an unnamed, doubled or out-of-range tier, a situation also varied and too many points are named", () => {
    expect(readWhen(check, "dc=8", ["dc"])).toEqual({ problem: "when: “Difficulty (DC)” is varied; a target applies to every design" });
    expect(readWhen(check, "luck=2", [])).toEqual({ problem: 'when: expected an option of kingstone check (bonus, dc, dice, ladder, reroll, goal), received "luck"' });
    expect(readWhen(check, "bonus", [])).toEqual({ problem: 'when: expected option=value, … (bonus=0, dc=8), received "bonus"' });
    expect(tiersOf({ figure: "pSuccess", rule: "closest", chances: [{ name: "easy", percent: "175" }] })).toEqual({ problem: '“easy”: expected a chance from 0 to 100%, received "175"'.replace(/^/, "tiers: ") });
    expect(tiersOf({ figure: "pSuccess", rule: "closest", chances: [{ name: "easy", percent: "75" }, { name: "easy", percent: "50" }] })).toEqual({ problem: "tiers: “easy” is named twice" });
    expect(tiersOf({ figure: "pSuccess", rule: "closest", chances: [{ name: " ", percent: "75" }] })).toEqual({ problem: "tiers: a tier has no name" });
    expect(tiersOf({ figure: "pSuccess", rule: "closest", chances: [] })).toEqual({ problem: "tiers: expected at least one tier" });
    const dc = { field: "dc", kind: "span", from: "2", to: "30", step: "" } as const;
    expect(balanceAsk(check, form, { ...NO_BALANCE, vary: [dc], across: [dc] }).problems).toEqual(["“Difficulty (DC)” is varied twice"]);
    const wide = balanceAsk(check, form, { ...NO_BALANCE, vary: [{ field: "dc", kind: "span", from: "1", to: "200", step: "" }], across: [{ field: "bonus", kind: "span", from: "-50", to: "50", step: "" }], targets: [{ figure: "pSuccess", kind: "at-least", low: 0.5, high: 1 }] });
    expect(wide.problems.at(-1)).toMatch(/^expected at most [\d,]+ points in all \(designs × situations × target situations\), received 20,200; vary fewer values$/);
  });
});
