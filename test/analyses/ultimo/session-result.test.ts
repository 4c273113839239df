import { describe, expect, it } from "vitest";
import { sessionAnalysis } from "../../../src/analyses/ultimo/session.js";
import { sessionResult } from "../../../src/analyses/ultimo/session-result.js";
import { addQuantity, estimatesOf, proportionEstimate, tallyOffsets, tallySlots } from "../../../src/core/estimate.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { sessionLayout } from "../../../src/models/ultimo/sample/session.js";
import type { Session } from "../../../src/models/ultimo/session.js";
import { simulatedResultOf } from "../../support/sampling.js";
import { addAt } from "../../../src/core/checked-index.js";

const session = sessionAnalysis;

describe("sessionResult (through ultimo session)", () => {
  it("the result: per-challenge rows with P(success or better) = perfect + success, two charts, the session figures with intervals", async () => {
    const { result } = await simulatedResultOf(session, { challenges: 4, difficulty: 5, limit: 4, policy: "conserve", targetProbability: "0.5" }, 5_000);
    expect(result.rows).toHaveLength(4);
    expect(result.outcomes).toHaveLength(4 * 6);
    expect(result.charts.map((chart) => chart.name)).toEqual(["", "threat"]);
    expect(Object.keys(result.summary)).toContain("pPassedOutHigh");
    const row = result.rows[0]!;
    expect(Number(row.pSuccessOrBetter)).toBeCloseTo(Number(row["perfect-success"]) + Number(row.success), 12);
  });
});

const dodge: Session = {
  character: { stamina: 7, vit: 6, focus: 4, personality: 4, traits: [] },
  challenges: [{ label: "dodge", difficulty: 3, limit: 4, target: 0.5, focus: 0, refill: true }],
  policy: "greedy",
  expertise: "success",
  rules: DEFAULT_RULES,
};

/**
 * Four evenings of one challenge tallied by hand: a perfect success, a success, a partial success (threat 1)
 * and either a failure (threat 2) or a pass-out before the challenge; 40 cards left, focus 4, never exhausted.
 */
function fourEvenings(passOut: boolean) {
  const layout = sessionLayout(dodge);
  const slots = tallySlots(layout);
  const tally = new Float64Array(tallyOffsets(layout).size);
  const count = (group: string, category: number, n = 1) => (addAt(tally, slots.groupStart(group) + category, n));
  [0, 1, 2, passOut ? 5 : 3].forEach((category) => count("challenge 1", category));
  count("passed out at", 0, passOut ? 3 : 4);
  if (passOut) count("passed out at", 1);
  count("first exhausted at", 0, 4);
  const threats = [0, 0, 1, passOut ? 0 : 2];
  for (const threat of threats) {
    count("threat", threat);
    addQuantity(tally, slots.quantity("threat"), threat);
    addQuantity(tally, slots.quantity("cardsLeft"), 40);
    addQuantity(tally, slots.quantity("focusLeft"), 4);
    addQuantity(tally, slots.quantity("cardsLeftAfter1"), 40);
  }
  return estimatesOf(layout, tally, 4);
}

describe("sessionResult, from a tally worked by hand", () => {
  it("one challenge, four evenings (perfect, success, partial, failure): P(success or better) 2/4 with its Wilson interval, mean threat 3/4, nothing passed out", () => {
    const result = sessionResult(fourEvenings(false), dodge);
    const wilson = proportionEstimate(2, 4);
    expect(result.rows).toEqual([
      {
        challenge: 1,
        label: "dodge",
        difficulty: 3,
        limit: 4,
        focus: 0,
        refill: true,
        "perfect-success": 0.25,
        success: 0.25,
        "partial-success": 0.25,
        failure: 0.25,
        "total-failure": 0,
        "passed-out": 0,
        pSuccessOrBetter: 0.5,
        pSuccessOrBetterLow: wilson.low,
        pSuccessOrBetterHigh: wilson.high,
        cardsLeftInDeck: 40,
      },
    ]);
    expect(result.outcomes).toHaveLength(6);
    expect([result.summary.threat, result.summary.pExhausted, result.summary.pPassedOut, result.summary.cardsLeft, result.summary.focusLeft]).toEqual([0.75, 0, 0, 40, 4]);
    // Threat 3 was never seen, so the threat rows stop at 2.
    expect(result.details!.threat!.map((row) => [row.threat, row.count])).toEqual([[0, 2], [1, 1], [2, 1]]);
    expect(result.extraTables).toEqual([]);
    expect(result.table!.title).toBe("Session of 1 challenge (stamina 7, VIT 6, focus 4, greedy)");
    expect(result.table!.rows[0]).toEqual(["1", "dodge", "3", "4", "25.0%", "25.0%", "25.0%", "25.0%", "0%", "0%", "50.0%", `${(wilson.low * 100).toFixed(1)}%–${(wilson.high * 100).toFixed(1)}%`, "40"]);
    expect(result.charts.map((chart) => [chart.name, chart.title])).toEqual([
      ["", "Outcomes of each challenge of the session (stamina 7, VIT 6, focus 4, greedy)"],
      ["threat", "Threat the Dealer gains over the session (mean 0.75)"],
    ]);
  });
  it("one evening of four passing out before challenge 1: P(passed out) 1/4, and a table of when", () => {
    const result = sessionResult(fourEvenings(true), dodge);
    expect([result.summary.pPassedOut, result.rows[0]!["passed-out"]]).toEqual([0.25, 0.25]);
    // Order not asserted: Object.entries puts the integer-like key "1" before "no" (see the report on momentRows).
    const passedOutAt = result.details!.passedOutAt!.map((row) => [row.challenge, row.count]);
    expect(passedOutAt).toHaveLength(2);
    expect(passedOutAt).toEqual(expect.arrayContaining([["never", 3], ["1", 1]]));
    // The table lists every moment seen, "never" included.
    expect(result.extraTables!.map((table) => table.title)).toEqual(["When the character passed out (before playing challenge #)"]);
    const when = result.extraTables![0]!.rows.map((row) => row.slice(0, 2));
    expect(when).toHaveLength(2);
    expect(when).toEqual(expect.arrayContaining([["1", "25.0%"], ["never", "75.0%"]]));
  });
});
