import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { bestKnowing, rankPlay, rankPlays, rankPlaysWithExtras } from "../../../src/models/ultimo/best.js";
import { NO_EXTRAS } from "../../../src/models/ultimo/variant-challenge.js";
import { readPlay, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { greedyPlay } from "../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { countChallenge } from "../../../src/models/ultimo/solve-challenge.js";

const labels = (play: readonly PlayerCard[]) => play.map((card) => card.label).join(",");

describe("rankPlays: the optimal play (RULES.md 3.8)", () => {
  it("is never worse than the greedy play, for several hands and difficulties", () => {
    for (const hand of ["K,9,7,4,2,J,Q", "A,X,10,3,3", "J,J,5,4,K,A"]) {
      const cards = readPlay(hand);
      for (const difficulty of [1, 3, 5, 7]) {
        for (const limit of [2, 4]) {
          const best = rankPlays(cards, limit, difficulty, DEFAULT_RULES, "success", Rational.ZERO)[0]!;
          const greedy = rankPlay(greedyPlay(cards, limit), difficulty, DEFAULT_RULES, Rational.ZERO);
          expect(best.pSuccessOrBetter.compare(greedy.pSuccessOrBetter)).toBeGreaterThanOrEqual(0);
          const bestScore = rankPlays(cards, limit, difficulty, DEFAULT_RULES, "expected", Rational.ZERO)[0]!;
          expect(bestScore.expectedScore.compare(greedy.expectedScore)).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
  it("prefers fewer cards, then weaker cards, when the chance is the same", () => {
    // At difficulty 0 every card is an unpaired success, so A, 9 and A,9 all succeed for sure: the tie goes
    // to one card, and of the two single cards to the weaker, keeping the ace.
    const ranked = rankPlays(readPlay("A,9"), 2, 0, DEFAULT_RULES, "success", Rational.ZERO);
    expect(labels(ranked[0]!.play)).toBe("9");
  });
  it("a card cost makes holding back worth it under objective=expected", () => {
    const cards = readPlay("A,K,10,9");
    const free = rankPlays(cards, 4, 2, DEFAULT_RULES, "expected", Rational.ZERO)[0]!;
    const costly = rankPlays(cards, 4, 2, DEFAULT_RULES, "expected", Rational.of(1))[0]!;
    expect(costly.play.length).toBeLessThan(free.play.length);
  });
  it("agrees with each candidate solved on its own", () => {
    const [best] = rankPlays(readPlay("K,9,7,4,2,J,Q"), 4, 6, DEFAULT_RULES, "success", Rational.ZERO);
    const { counts, totals } = countChallenge(best!.play, DEFAULT_RULES, 6);
    expect(best!.counts).toEqual(Array.from(counts.subarray(30, 35)));
    expect(best!.total).toBe(totals[6]);
  });
});

describe("best under the extra rules (issue 18)", () => {
  const team = (hand: string, limit: number, aid = "", aidLimit = 12) => ({ hand: readPlay(hand), limit, aid: readPlay(aid), aidLimit });
  it("rankPlaysWithExtras with no extras ranks as rankPlays does, figures equal", () => {
    const plain = rankPlays(readPlay("K,9,7,J"), 3, 4, DEFAULT_RULES, "success", Rational.ZERO);
    const extra = rankPlaysWithExtras(team("K,9,7,J", 3), 4, DEFAULT_RULES, "success", Rational.ZERO, NO_EXTRAS);
    expect(extra.map((play) => play.pSuccessOrBetter.toString())).toEqual(plain.map((play) => play.pSuccessOrBetter.toString()));
    expect(extra[0]!.play.map((card) => card.label)).toEqual(plain[0]!.play.map((card) => card.label));
  });
  it("aid: the team's best row beats the player's alone, and never lays more than --aid-limit", () => {
    const alone = rankPlays(readPlay("K,9"), 2, 4, DEFAULT_RULES, "success", Rational.ZERO)[0]!;
    const pooled = rankPlaysWithExtras(team("K,9", 2, "A,8"), 4, DEFAULT_RULES, "success", Rational.ZERO, NO_EXTRAS);
    expect(pooled[0]!.pSuccessOrBetter.compare(alone.pSuccessOrBetter)).toBeGreaterThan(0);
    expect(Math.max(...rankPlaysWithExtras(team("K,9", 2, "A,8"), 4, DEFAULT_RULES, "success", Rational.ZERO, NO_EXTRAS).map((p) => p.play.length))).toBe(4);
    expect(Math.max(...rankPlaysWithExtras(team("K,9", 2, "A,8", 3), 4, DEFAULT_RULES, "success", Rational.ZERO, NO_EXTRAS).map((p) => p.play.length))).toBe(3);
  });
  it("bestKnowing: seeing the Dealer's cards never does worse than the best blind play; seeing nothing is the blind play", () => {
    const blind = rankPlaysWithExtras(team("K,8,J", 2), 2, DEFAULT_RULES, "success", Rational.ZERO, NO_EXTRAS)[0]!;
    const seeing = bestKnowing(team("K,8,J", 2), 2, DEFAULT_RULES, "success", Rational.ZERO, { ...NO_EXTRAS, know: 2 });
    expect(seeing.play.pSuccessOrBetter.compare(blind.pSuccessOrBetter)).toBeGreaterThanOrEqual(0);
    expect(bestKnowing(team("K,8,J", 2), 0, DEFAULT_RULES, "success", Rational.ZERO, { ...NO_EXTRAS, know: 2 }).play.pSuccessOrBetter.toString()).toBe("1/1");
  });
});
