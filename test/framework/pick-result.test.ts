import { describe, expect, it } from "vitest";
import { exactPickResult, type PickShape } from "../../src/framework/pick-result.js";
import { Rational } from "../../src/core/exact/rational.js";

const shape = (target: number, rule: PickShape["rule"]): PickShape => ({
  words: { thing: "count", chance: "P(win)" },
  field: "count",
  chanceField: "pWin",
  targetField: "target",
  label: String,
  title: "P(win) by count",
  target,
  rule,
});
const candidates = [3, 2, 1, 0].map((n, i) => ({ value: i, chance: Rational.of(BigInt(n), 3n), extra: { note: `n${i}` } }));

describe("exactPickResult", () => {
  it("the pick with its neighbours, the exact summary, the sentence as the table title and in details.pick", () => {
    const result = exactPickResult(candidates, { ...shape(0.5, "at-least"), extraColumns: ["note"] });
    expect(result.outcomes.map((o) => [o.outcome, o.role, o.exact])).toEqual([["count0", "easier", "1/1"], ["count1", "pick", "2/3"], ["count2", "harder", "1/3"]]);
    expect(result.summary).toEqual({ count: 1, pWin: 2 / 3, target: 0.5 });
    expect(result.summaryExact).toEqual({ pWin: "2/3" });
    expect(result.table?.title).toBe("Count 1 is the hardest with P(win) at least 50.0%: 66.7%");
    expect(result.table?.columns).toEqual(["count", "note", "P(win)", "exact", ""]);
    expect(result.table?.rows[1]).toEqual(["1", "n1", "66.7%", "2/3", "← pick"]);
    expect(result.rows[3]).toEqual({ count: 3, note: "n3", pWin: 0, exact: "0/1" });
    expect(result.details?.pick).toEqual([{ rule: "at-least", found: true, count: 1, sentence: "count 1 is the hardest with P(win) at least 50.0%: 66.7%" }]);
  });
  it("no candidate meeting the target: no outcomes, the target alone in the summary, found false", () => {
    const result = exactPickResult(candidates.slice(1), shape(0.9, "at-least"));
    expect(result.outcomes).toEqual([]);
    expect(result.summary).toEqual({ target: 0.9 });
    expect(result.details?.pick).toEqual([{ rule: "at-least", found: false, count: null, sentence: "No count from 1 to 3 gives P(win) of at least 90.0%: the nearest, count 1, gives 66.7%" }]);
    expect(result.charts[0]!.title).toBe("P(win) by count (at least 90.0%: none)");
  });
  it("the first and last candidates have one neighbour", () => {
    expect(exactPickResult(candidates, shape(1, "closest")).outcomes.map((o) => o.role)).toEqual(["pick", "harder"]);
    expect(exactPickResult(candidates, shape(0, "at-most")).outcomes.map((o) => o.role)).toEqual(["easier", "pick"]);
  });
});
