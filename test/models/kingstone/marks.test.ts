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

describe("levelSteps with end-of-session votes (RULES.md 1.6, issue 18)", () => {
  it("equals a roll-by-roll count: marks after n rolls = n · per roll + votes · ⌊n / session⌋, for every small setup", () => {
    for (const secondary of [false, true]) for (const distinction of [false, true]) for (let votes = 0; votes <= 3; votes++) for (const session of [1, 3, 7]) {
      const steps = levelSteps(5, { secondary, distinction, votesPerSession: votes, rollsPerSession: session });
      for (const step of steps) {
        let n = 0;
        let marks = 0;
        while (marks < step.marks) {
          n++;
          marks += distinction ? 2 : 1;
          if (n % session === 0) marks += votes;
        }
        expect(step.rolls).toBe(n);
      }
    }
  });
  it("refuses 4 votes a session with the exact message", () => {
    expect(() => levelSteps(2, { secondary: false, distinction: false, votesPerSession: 4 })).toThrow("votesPerSession: expected an integer from 0 to 3, received 4");
  });
});
