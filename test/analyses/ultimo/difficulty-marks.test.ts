import { describe, expect, it } from "vitest";
import { difficultyMarks, marksSentence } from "../../../src/analyses/ultimo/difficulty-marks.js";

describe("difficultyMarks and marksSentence, on a curve worked by hand", () => {
  const rows = [0.95, 0.9, 0.7, 0.5, 0.2, 0, 0].map((p, difficulty) => ({ difficulty, pSuccessOrBetter: p }));
  it("90% or better up to 1, even odds up to 3 (50% there), impossible from 5", () => {
    expect(difficultyMarks(rows)).toEqual({ sure: 1, even: { difficulty: 3, probability: 0.5 }, impossible: 5 });
    expect(marksSentence("It", difficultyMarks(rows))).toBe("It succeeds 90% of the time or better up to difficulty 1, at even odds or better up to 3 (50.0% there), and never from 5 on.");
  });
  it("a curve that never reaches even odds says so, and names where it becomes impossible", () => {
    expect(marksSentence("It", difficultyMarks([{ difficulty: 0, pSuccessOrBetter: 0.3 }, { difficulty: 1, pSuccessOrBetter: 0 }]))).toBe("It never succeeds from difficulty 1 on.");
    expect(marksSentence("It", difficultyMarks([{ difficulty: 0, pSuccessOrBetter: 0.3 }]))).toBe("It stays below even odds at every difficulty shown.");
  });
});
