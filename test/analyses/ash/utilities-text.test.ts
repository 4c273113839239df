import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { parseUtility, readUtilities } from "../../../src/analyses/ash/utilities-text.js";

describe("the text of --utilities", () => {
  it('parseUtility reads "2", "-0.5", "+1.25", "5/2" and "-7/3"; refuses "x", "101", "1/0", "1/1001" and "0.0001"', () => {
    expect(["2", "-0.5", "+1.25", "5/2", "-7/3"].map((raw) => parseUtility(raw)?.toString())).toEqual(["2/1", "-1/2", "5/4", "5/2", "-7/3"]);
    expect(["x", "101", "1/0", "1/1001", "0.0001"].map(parseUtility)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
  it("readUtilities names every bad item: not a pair, an unknown outcome, a bad number, an outcome twice", () => {
    expect(readUtilities("superb=4, bad = -3")).toEqual({ ok: true, values: { superb: Rational.of(4), bad: Rational.of(-3) } });
    expect(readUtilities("great=2,superb=x,bad=1,bad=2,foo")).toEqual({
      ok: false,
      problems: [
        { kind: "outcome", item: "great" },
        { kind: "number", item: "superb=x" },
        { kind: "twice", item: "bad" },
        { kind: "pair", item: "foo" },
      ],
    });
  });
});
