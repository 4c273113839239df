import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { damageAnalysis } from "../../../src/analyses/zilch/damage.js";
import { simulatedResultOf } from "../../support/sampling.js";

const damage = damageAnalysis;

describe("zilch damage (RULES.md 2.4)", () => {
  it("damage --weapon light --dr 1 --reinforced is DR 2: 2 + 1dF − 2 is no-effect, 0 or 1 (1/3 each), expected damage 1/3", () => {
    const result = damageAnalysis.run({ weapon: "light", dr: 1, reinforced: true });
    expect(result.summaryExact).toMatchObject({ dr: "2/1", expectedDamage: "1/3", pWound: "1/3", pTouch: "2/3" });
    expect(result.charts.map((chart) => chart.name)).toEqual(["", "weapons"]);
  });
});

describe("the zilch damage sampler's result", () => {
  it("a tiny weapon (+1) against reinforced plate (DR 4) never has an effect: damage -4..-2 (RULES.md 2.4)", async () => {
    const { result } = await simulatedResultOf(damage, { weapon: "tiny", dr: "3", reinforced: true }, 20_000);
    expect(result.outcomes.map((o) => [o.outcome, o.probability])).toEqual([["no-effect", 1]]);
    expect(result.summary.expectedDamage).toBe(0);
    expect(result.summary.pTouch).toBe(0);
  });
});

// damage refuses bad parameters with the exact message (flag, allowed values, value received).
describe("bad zilch damage parameters", () => {
  it.each([
  ["damage", { weapon: "spear", dr: 1 }, ['--weapon: expected one of tiny, light, heavy, great, received "spear"']],
  ["damage", { weapon: "great", dr: 4 }, ["--dr: expected an integer from 0 to 3, received 4"]],
  ] as const)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("zilch", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
