import { describe, expect, it } from "vitest";
import { Rational } from "../../../../src/core/exact/rational.js";
import { rankPlay, rankPlays } from "../../../../src/models/ultimo/best.js";
import { readPlay } from "../../../../src/models/ultimo/cards.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { chosenPlay, classCard, sessionCards } from "../../../../src/models/ultimo/sample/session-cards.js";
import { OptimalPlays } from "../../../../src/models/ultimo/sample/session-optimal.js";

const cards = sessionCards(DEFAULT_RULES);
function handOf(labels: string): Int8Array {
  const hand = new Int8Array(cards.kindCount);
  for (const label of labels.split(",")) hand[cards.kinds.findIndex((kind) => kind.card.label === label)]!++;
  return hand;
}

describe("OptimalPlays.choose", () => {
  it.each([
    ["K,9,7,4,J", 3, 4],
    ["A,X,5,2", 2, 3],
    ["Q,Q,8,3", 3, 5],
  ])("hand %s, limit %i, D %i: P(success or better) of rankPlays' best, from the cache on the second ask", (labels, limit, difficulty) => {
    const challenge = { label: "", difficulty, limit, target: 0.5, focus: 0, refill: true };
    const plays = new OptimalPlays(cards, DEFAULT_RULES, [challenge], difficulty);
    const best = rankPlays(readPlay(labels), limit, difficulty, DEFAULT_RULES, "success", Rational.ZERO)[0]!;
    for (let ask = 0; ask < 2; ask++) {
      const play = chosenPlay(cards.kindCount, 54);
      plays.choose(0, challenge, handOf(labels), new Uint8Array(0), 0, 2, play);
      const row = Array.from(play.row.subarray(0, play.played), classCard);
      expect(rankPlay(row, difficulty, DEFAULT_RULES, Rational.ZERO).pSuccessOrBetter.toString()).toBe(best.pSuccessOrBetter.toString());
      expect(play.played).toBe(best.play.length);
    }
  });
});
