import { describe, expect, it } from "vitest";
import { medianMeasure } from "../../src/framework/median-measure.js";

describe("medianMeasure", () => {
  it("[1: 10, 2: 60, 3: 30] has median 2, and its interval (ranks 40 and 61 of 100, worked by hand) is 2–2", () => {
    expect(medianMeasure([[1, 10], [2, 60], [3, 30]])).toEqual({ kind: "estimated", value: 2, low: 2, high: 2 });
  });
  it("[1: 10, 2: 50, 3: 40] has median 2 but rank 61 falls in 3: the interval is 2–3", () => {
    // n = 100: 50 − 1.96·5 = 40.2 → rank 40 (running 60 by 2); 1 + 50 + 9.8 = 60.8 → rank 61 (running 100 by 3).
    expect(medianMeasure([[1, 10], [2, 50], [3, 40]])).toEqual({ kind: "estimated", value: 2, low: 2, high: 3 });
  });
  it("four values counted once each: the lower median 4, the interval the whole range 3–6", () => {
    expect(medianMeasure([[3, 1], [4, 1], [5, 1], [6, 1]])).toEqual({ kind: "estimated", value: 4, low: 3, high: 6 });
  });
  it("covers the true median of a known distribution about 95% of the time (uniform on 1..9, 400 draws, 400 samples, a seeded LCG)", () => {
    let state = 12345;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    let covered = 0;
    for (let sample = 0; sample < 400; sample++) {
      const counts = new Array<number>(10).fill(0);
      for (let i = 0; i < 400; i++) counts[1 + Math.floor(next() * 9)]! += 1;
      const { low, high } = medianMeasure(counts.map((count, value) => [value, count] as const).slice(1));
      if (low <= 5 && high >= 5) covered++;
    }
    // Discrete values make the interval conservative: at least 95% cover the true median 5.
    expect(covered / 400).toBeGreaterThanOrEqual(0.95);
  });
  it("refuses an empty tally", () => {
    expect(() => medianMeasure([[1, 0]])).toThrow("expected at least one value counted");
  });
});
