import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../../src/framework/analysis.js";
import { explainSession } from "../../../src/analyses/ultimo/session-explanations.js";

/** A session result with only what the explanations read, its figures chosen by hand. */
function resultOf(second: { pSuccessOrBetter: number; refill: boolean }, pExhausted: number): AnalysisResult {
  return {
    outcomes: [],
    summary: { pExhausted, cardsLeft: 12.4, threat: 2.26 },
    summaryExact: {},
    rows: [
      { challenge: 1, label: "climb", difficulty: 3, limit: 4, refill: true, pSuccessOrBetter: 0.8, trials: 1000 },
      { challenge: 2, label: "dodge", difficulty: 6, limit: 3, refill: second.refill, pSuccessOrBetter: second.pSuccessOrBetter, trials: 1000 },
    ],
    details: { threat: [0.2, 0.3, 0.3, 0.2].map((probability, threat) => ({ threat, probability })) },
    table: { columns: [], rows: [] },
    charts: [],
  };
}

const OPENING = "Each bar is one challenge of the evening in order (D: difficulty, then the card limit), from passed out and total failure (red, bottom) to perfect success (dark blue, top), over 1,000 simulated evenings. ";

describe("explainSession", () => {
  it("names the hardest challenge (#2 at 40%) and, with the deck never exhausted, the cards left (12.4 → about 12)", () => {
    expect(explainSession()[""](resultOf({ pSuccessOrBetter: 0.4, refill: true }, 0))).toBe(
      OPENING +
        "The hardest is #2, dodge, at about 40.0% success or better. " +
        "The deck never ran out in any simulated evening (about 12 cards were left at the end), so each challenge is decided by its difficulty and card limit, not by fatigue.",
    );
  });
  it("a challenge under 1% is damage control, explained by its refill; an exhausted deck (25%) is named", () => {
    expect(explainSession()[""](resultOf({ pSuccessOrBetter: 0.005, refill: false }, 0.25))).toBe(
      OPENING +
        "Challenge #2 succeeded in under 1% of evenings (#2 is played from the cards left in hand): a GM should read it as damage control, not as a chance. " +
        "The deck ran out in about 25.0% of evenings, so the last challenges are harder than their difficulty suggests.",
    );
  });
  it("the threat chart: mean 2.26 shows as 2.3; with P(threat) 0.2, 0.3, 0.3, 0.2 the 10% and 90% points are 0 and 3", () => {
    expect(explainSession().threat(resultOf({ pSuccessOrBetter: 0.4, refill: true }, 0))).toBe(
      "Each bar is the chance that the Dealer gains that much threat over the evening (1 per partial success, 2 per failure, 3 per total failure, 1 per focus spent), with 95% intervals. " +
        "It averages about 2.3, and about 8 evenings in 10 land between 0 and 3: that is the threat budget a GM can plan to spend against the party after such an evening.",
    );
  });
});
