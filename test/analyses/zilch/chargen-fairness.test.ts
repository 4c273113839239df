import { describe, expect, it } from "vitest";
import { chargenFigures, compareMethods } from "../../../src/analyses/zilch/chargen-fairness.js";
import { solveChargen } from "../../../src/models/zilch/chargen.js";

describe("the fairness table (RULES.md 2.5)", () => {
  const base = { players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 } as const;
  it("chargenFigures(cautious): E[Suit] 15/2, E[total] 30, Var(total) = 4 × 35/12 = 35/3", () => {
    const f = chargenFigures(solveChargen({ ...base, method: "cautious" }));
    expect([f.expectedSuit, f.expectedTotal, f.varianceTotal].map((r) => r.toString())).toEqual(["15/2", "30/1", "35/3"]);
  });
  it("compareMethods: one outcome per method, P(a Suit ≥ 10) for reckless 2d6 is 1 − (5/6)^4 = 671/1296", () => {
    const result = compareMethods(base);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(["cards", "point-buy", "cautious", "reckless"]);
    expect(result.outcomes[3]!.exact).toBe("671/1296");
  });
});
