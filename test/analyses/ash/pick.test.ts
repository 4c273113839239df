import { entryOf } from "../../support/sampling.js";
import { describe, expect, it } from "vitest";
import { ashPickAnalysis } from "../../../src/analyses/ash/pick.js";
import { solveAshCheck } from "../../../src/models/ash/check.js";
import { bruteFixedCheck } from "../../support/ash-brute.js";
import { ashSetup } from "../../support/ash-setup.js";

const registered = entryOf(ashPickAnalysis);
function solve(raw: Record<string, unknown>) {
  const validated = registered.prepare(raw);
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  return validated.value.solve!();
}

describe("ash pick", () => {
  it("Trait 1 against no Opposing card succeeds or better 1/6: the drawn card must be worth 2+ (3 on-suit royals, 3 off-suit aces, the on-suit ace, 2 jokers = 9 of 54)", () => {
    const result = solve({ suit: "hearts", trait: "1", target: "0.9", atLeast: true });
    expect(result.rows[0]).toMatchObject({ opposing: 0, exact: "1/6" });
    // 1/6 is the best any count gives, so none reaches 90%.
    expect(result.outcomes).toEqual([]);
    expect(result.table?.title).toBe("No Opposing from 0 to 20 gives P(success or better) of at least 90.0%: the nearest, Opposing 0, gives 16.7%");
  });

  it("Trait 2 at 20%: 1 Opposing card (28.0%) is the most that still gives at least 20%; 2 (18.4%) is the closest and the fewest at most", () => {
    expect(solve({ suit: "hearts", trait: "2", target: "0.2", atLeast: true }).summary.opposing).toBe(1);
    expect(solve({ suit: "hearts", trait: "2", target: "0.2" }).summary.opposing).toBe(2);
    const atMost = solve({ suit: "hearts", trait: "2", target: "0.2", atMost: true });
    expect([atMost.summary.opposing, atMost.summaryExact.pSuccessOrBetter]).toEqual([2, "41846/227529"]);
  });

  it("each count's chance is the Ash check solver's, and equals brute-force enumeration for small draws", () => {
    const result = solve({ suit: "spades", trait: "2", strain: "1" });
    for (const row of result.rows.slice(0, 3)) {
      const opposing = Number(row.opposing);
      expect(row.exact).toBe(solveAshCheck(ashSetup({ suit: "spades", trait: 2, strain: 1, opposing })).pSuccessOrBetter.toString());
      const brute = bruteFixedCheck({ suit: "S", hand: [], playedValue: 0, playerDraws: 2, opposingAndStrain: opposing + 1, shared: false, weapon: 0 });
      const successOrBetter = ["superb", "success"].reduce((sum, o) => (brute.get(o) ? sum + brute.get(o)!.valueOf() : sum), 0);
      expect(Number(row.pSuccessOrBetter)).toBeCloseTo(successOrBetter, 12);
    }
  });

  it("the counts stop where the GM's cards no longer fit one deck: Strain 30 leaves 0..20 (50 cards), shared decks fewer", () => {
    expect(solve({ suit: "hearts", trait: "1", strain: "30" }).rows.map((row) => row.opposing)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(solve({ suit: "hearts", trait: "10", strain: "30", decks: "shared" }).rows.length).toBe(15);
  });

  it("refuses --at-least with --at-most, and a repeated hand card", () => {
    expect(registered.prepare({ suit: "hearts", trait: "1", atLeast: true, atMost: true })).toEqual({ ok: false, errors: ["give --at-least or --at-most, not both"] });
    expect(registered.prepare({ suit: "hearts", trait: "1", hand: "QH,QH" }).ok).toBe(false);
  });
});
