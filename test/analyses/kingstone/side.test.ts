import { describe, expect, it } from "vitest";
import { SIDE_ROLLS } from "../../../src/models/kingstone/side-rolls.js";
import { expectNearExact, simulateRaw, simulatedResultOf } from "../../support/sampling.js";
import { sideRollsAnalysis } from "../../../src/analyses/kingstone/side.js";

const side = sideRollsAnalysis;

describe("the Kingstone side-roll sampler", () => {
  it.each([[{ bonus: "0" }], [{ bonus: "2" }], [{ bonus: "5" }], [{ bonus: "-2" }], [{ bonus: "1", dice: "2d8" }], [{ bonus: "0", dice: "3d6kh2+1" }]])("every side roll of %o lies within 4 standard errors of the exact chance at seed 1", async (raw) => {
    const run = await simulateRaw(side, raw, 300_000);
    const exact = side.run!(run.params);
    for (const row of exact.outcomes) {
      expectNearExact(run.estimates, row.outcome, [
        { outcome: "success", probability: row.probability },
        { outcome: "failure", probability: 1 - row.probability },
      ]);
    }
  });

  it("--dice 2d8 at bonus 1 (issue 18): Shield is 2d8 ≥ 9, 36 of 64 = 9/16 (by hand: 28 rolls sum to 8 or less); Ready I keeps its 1d6 (1/6)", () => {
    const result = side.run!({ bonus: 1, dice: "2d8" });
    expect(result.outcomes.find((o) => o.outcome === "shield-block")!.exact).toBe("9/16");
    expect(result.outcomes.find((o) => o.outcome === "ready-free-roll")!.exact).toBe("1/6");
  });

  it("at bonus 0, Proficiency I (2d6 vs 14) never succeeds and at bonus 6 Ready I (1d6 + 6 vs 7) always does: every trial, exactly", async () => {
    const low = await simulatedResultOf(side, { bonus: "0" }, 20_000);
    expect(low.result.outcomes.find((o) => o.outcome === "proficiency-double")!.probability).toBe(0);
    const high = await simulatedResultOf(side, { bonus: "6" }, 20_000);
    expect(high.result.outcomes.find((o) => o.outcome === "ready-free-roll")!.probability).toBe(1);
  });

  it("at bonus 2, Shield (2d6 + 2 vs 10: 8..12 on 2d6 is 5+4+3+2+1 = 15 of 36, by hand) holds 5/12 in its 95% interval at seed 5; the rows follow the exact order", async () => {
    const { result } = await simulatedResultOf(side, { bonus: "2" }, 100_000, 5);
    const shield = result.outcomes.find((o) => o.outcome === "shield-block")!;
    expect(shield.low).toBeLessThan(5 / 12);
    expect(shield.high).toBeGreaterThan(5 / 12);
    expect(result.rows.map((r) => r.roll)).toEqual(SIDE_ROLLS.map((s) => s.name));
  });
});
