import { describe, expect, it } from "vitest";
import { playerDeck } from "../../../src/models/ultimo/cards.js";
import { solveCurve } from "../../../src/models/ultimo/curve.js";
import { mergeIntoRow } from "../../../src/models/ultimo/extra-cards.js";
import { focusCurveSeconds, solveFocusCurve } from "../../../src/models/ultimo/focus-curve.js";
import { greedyPlay } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { countDealerDraws } from "../../../src/models/ultimo/solve-challenge.js";
import { Rational } from "../../../src/core/exact/rational.js";

describe("solveFocusCurve (RULES.md 3.1 focus, exact)", () => {
  it("with no focus equals solveCurve, greedy and optimal, every limit", () => {
    for (const policy of ["greedy", "optimal"] as const) {
      const plain = solveCurve(3, 2, policy, DEFAULT_RULES, 2, 6);
      const focused = solveFocusCurve(3, 2, policy, DEFAULT_RULES, 2, 6, 0);
      expect(focused.points.map((point) => point.outcomes.toString())).toEqual(plain.points.map((point) => point.outcomes.toString()));
      expect(focused.byLimit.map((row) => row.map(String))).toEqual(plain.byLimit.map((row) => row.map(String)));
    }
  });
  it("greedy, hand 2, one focus card: equals brute force over every ordered deal of the 54 literal cards", () => {
    const deck = playerDeck(DEFAULT_RULES, 2).flatMap((kind) => Array.from({ length: kind.count }, () => kind.card));
    const success = new Array<bigint>(5).fill(0n);
    const solved = new Map<string, Float64Array>();
    let deals = 0n;
    for (let a = 0; a < deck.length; a++) {
      for (let b = a + 1; b < deck.length; b++) {
        for (let f = 0; f < deck.length; f++) {
          if (f === a || f === b) continue;
          const row = mergeIntoRow(greedyPlay([deck[a]!, deck[b]!], 2), [deck[f]!]);
          const key = row.map((card) => card.label).join(",");
          const counts = solved.get(key) ?? countDealerDraws(row, DEFAULT_RULES, 4).counts;
          solved.set(key, counts);
          for (let d = 0; d <= 4; d++) success[d]! += BigInt(counts[d * 5]! + counts[d * 5 + 1]!);
          deals++;
        }
      }
    }
    const curve = solveFocusCurve(2, 2, "greedy", DEFAULT_RULES, 2, 4, 1);
    for (let d = 0; d <= 4; d++) {
      const dealer = BigInt(countDealerDraws([], DEFAULT_RULES, 4).totals[d]!);
      expect(curve.points[d]!.pSuccessOrBetter.toString()).toBe(Rational.of(success[d]!, deals * dealer).toString());
    }
  });
  it("optimal with focus is never below greedy with focus, and focus never hurts the optimal curve at difficulty 1..4", () => {
    const greedy = solveFocusCurve(2, 2, "greedy", DEFAULT_RULES, 2, 4, 1);
    const optimal = solveFocusCurve(2, 2, "optimal", DEFAULT_RULES, 2, 4, 1);
    const blind = solveCurve(2, 2, "optimal", DEFAULT_RULES, 2, 4);
    for (let d = 0; d <= 4; d++) {
      expect(optimal.points[d]!.pSuccessOrBetter.compare(greedy.points[d]!.pSuccessOrBetter)).toBeGreaterThanOrEqual(0);
      if (d > 0) expect(optimal.points[d]!.pSuccessOrBetter.compare(blind.points[d]!.pSuccessOrBetter)).toBeGreaterThanOrEqual(0);
    }
    expect(focusCurveSeconds(2, 2, "optimal", DEFAULT_RULES, 2, 4, 1)).toBeGreaterThan(0);
  });
});
