/**
 * Issue 23 §1: the "this or better" figures of results that list several measures, and of damage that can
 * have no effect, against brute-force enumeration (test/support/zilch-brute-force.ts).
 */
import type { Fraction } from "mathjs";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/pipeline/analyze.js";
import { distributionBlocks, withAtLeast } from "../../src/pipeline/ordered-outcomes.js";
import { renderResult } from "../../src/pipeline/text-result.js";
import { bruteChargenAtLeast, bruteDamageAtLeast } from "../support/zilch-brute-force.js";
import { simulatedResultOf } from "../support/sampling.js";
import { chargenAnalysis } from "../../src/analyses/zilch/chargen.js";

const fractionText = (f: Fraction) => `${f.s * f.n}/${f.d}`;

describe("zilch chargen's P(this or better), one Suit, the total and the best Suit each on its own (issue 23 §1.1)", () => {
  it.each(["cautious", "reckless"] as const)("--method %s: every measure's pAtLeastExact equals the enumeration of every roll of the four primary cards", async (method) => {
    const { result } = await analyze("zilch", "chargen", { method });
    const brute = bruteChargenAtLeast(method);
    expect(new Set(result.outcomes.map((row) => row.measure))).toEqual(new Set(["suit", "total", "best"]));
    for (const row of result.outcomes) {
      expect(row.pAtLeastExact, `${row.measure} ≥ ${row.outcome}`).toBe(fractionText(brute[String(row.measure)]!.get(Number(row.outcome))!));
    }
    // Issue 23 printed P(Suit ≥ 5) = 2/1 for cautious and P(best ≥ 2) = 23137/20736 for reckless.
    const lowest = (measure: string) => result.outcomes.find((row) => row.measure === measure)!;
    expect(["suit", "total", "best"].map((measure) => lowest(measure).pAtLeastExact)).toEqual(["1/1", "1/1", "1/1"]);
  });

  it("distributionBlocks cuts chargen's outcomes by measure (6 Suit values, 21 totals, 6 best values), not where a name repeats", async () => {
    const { result } = await analyze("zilch", "chargen", { method: "cautious" });
    expect(distributionBlocks(result.outcomes).map((block) => block.length)).toEqual([6, 21, 6]);
  });

  it("--method reckless --mc: each measure's P(this or better) interval is counted within its measure and covers the enumerated value", async () => {
    // The pipeline adds the figures to the sampled result (compute-run.ts), as here.
    const result = withAtLeast((await simulatedResultOf(chargenAnalysis, { method: "reckless" }, 40_000, 7)).result);
    const brute = bruteChargenAtLeast("reckless");
    for (const row of result.outcomes) {
      const truth = brute[String(row.measure)]!.get(Number(row.outcome))!.valueOf();
      expect(row.pAtLeastHigh as number, `${row.measure} ≥ ${row.outcome}`).toBeLessThanOrEqual(1);
      // The 95% Wilson interval, widened to about 4 standard errors: a fixed seed, so this cannot flake.
      const spread = Math.max(1e-9, ((row.pAtLeastHigh as number) - (row.pAtLeastLow as number)) * 1.1);
      expect(Math.abs((row.pAtLeast as number) - truth), `${row.measure} ≥ ${row.outcome}: ${row.pAtLeast} vs ${truth}`).toBeLessThanOrEqual(spread);
    }
  });
});

describe("zilch damage's P(this or more) with no-effect below every number (issue 23 §1.2, RULES.md 2.4)", () => {
  it.each([
    ["tiny", 1, 0],
    ["light", 2, 2],
    ["light", 2, 3],
    ["heavy", 3, 3],
    ["great", 4, 3],
  ] as const)("--weapon %s (+%i) --dr %i: pAtLeastExact equals the enumeration of 1dF's three faces", async (weapon, bonus, dr) => {
    const { result } = await analyze("zilch", "damage", { weapon, dr });
    const brute = bruteDamageAtLeast(bonus, dr);
    expect(result.outcomes.map((row) => [row.outcome, row.pAtLeastExact])).toEqual([...brute].map(([name, p]) => [name, fractionText(p)]));
  });

  it("--weapon light --dr 2 prints the column: no-effect 100%, 0 66.7%, 1 33.3%", async () => {
    const { result } = await analyze("zilch", "damage", { weapon: "light", dr: 2 });
    expect(renderResult(result).split("\n").slice(0, 4)).toEqual([
      "outcome    probability  exact  P(this or more)",
      "no-effect        33.3%    1/3             100%",
      "0                33.3%    1/3            66.7%",
      "1                33.3%    1/3            33.3%",
    ]);
  });
});
