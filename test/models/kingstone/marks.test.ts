import { describe, expect, it } from "vitest";
import { levelSteps } from "../../../src/models/kingstone/marks.js";

describe("marks and levels (RULES.md 1.6)", () => {
  it("reaching level L takes 3·L(L+1)/2 marks: 3, 9, 18, 30, 45, 63 rolls for levels 1..6", () => {
    expect(levelSteps(6, { secondary: false, distinction: false }).map((s) => s.rolls)).toEqual([3, 9, 18, 30, 45, 63]);
  });
  it("a secondary focus doubles the marks; a Distinction halves the rolls (rounded up)", () => {
    expect(levelSteps(3, { secondary: true, distinction: false }).map((s) => s.marks)).toEqual([6, 18, 36]);
    expect(levelSteps(3, { secondary: false, distinction: true }).map((s) => s.rolls)).toEqual([2, 5, 9]);
  });
});

describe("levelSteps refuses bad setups", () => {
  it("levelSteps(-1) and levelSteps(3, { secondary: 1 }) throw OddsmithError", () => {
    expect(() => levelSteps(-1, { secondary: false, distinction: false })).toThrow("maxLevel: expected an integer from 0 to 100, received -1");
    expect(() => levelSteps(3, { secondary: 1, distinction: false } as never)).toThrow("secondary: expected true or false, received 1");
  });
});
