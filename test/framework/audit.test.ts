import { describe, expect, it } from "vitest";
import { claimMaker, exactFigure, VERDICTS } from "../../src/framework/audit.js";
import { Rational } from "../../src/core/exact/rational.js";

describe("exactFigure", () => {
  it("exactFigure(5/12) is \"5/12 (41.7%)\"; a whole number drops its /1", () => {
    expect(exactFigure(Rational.of(5, 12))).toBe("5/12 (41.7%)");
    expect(exactFigure(Rational.of(1, 1))).toBe("1 (100%)");
    expect(exactFigure(Rational.of(0, 1))).toBe("0 (0%)");
  });
  it("a fraction longer than 40 characters is left out: the percentage only", () => {
    const long = Rational.of(10n ** 25n + 1n, 3n * 10n ** 25n);
    expect(long.toString().length).toBeGreaterThan(40);
    expect(exactFigure(long)).toBe("33.3%");
  });
  it("VERDICTS in the order a reader weighs them", () => {
    expect(VERDICTS).toEqual(["holds", "fails", "partly", "depends on the reading"]);
  });
});

describe("claimMaker", () => {
  const fields = { id: "x", title: "t", section: "Skills", quote: "q", rulesRef: "2.2", question: "?", figure: "f", verdict: "holds", detail: "d" } as const;
  it("claimMaker(zilch, 004.txt) completes a claim with the game and its source, in the order the audit writes, and no exact figures unless given", () => {
    const claim = claimMaker("zilch", "004.txt")(fields);
    const { section: _section, ...words } = fields;
    expect(claim).toStrictEqual({ game: "zilch", ...words, source: { seed: "004.txt", section: "Skills" }, exact: {} });
    expect(Object.keys(claim)).toEqual(["game", "id", "title", "source", "quote", "rulesRef", "question", "figure", "verdict", "detail", "exact"]);
  });
  it("keeps the exact figures and the claim as a balance question when given", () => {
    const asTarget = { game: "zilch", analysis: "test", fixed: {}, choose: [["suit", [6]]], targets: [{ figure: "pSuccess", atLeast: 0.5 }] } as const;
    const claim = claimMaker("kingstone", "001.txt")({ ...fields, exact: { a: "1/2" }, asTarget });
    expect(claim.exact).toEqual({ a: "1/2" });
    expect(claim.asTarget).toBe(asTarget);
    expect(Object.keys(claim).at(-1)).toBe("asTarget");
  });
});
