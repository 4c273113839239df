import { describe, expect, it } from "vitest";
import { Rational } from "../../../../src/core/exact/rational.js";
import { rankPlay } from "../../../../src/models/ultimo/best.js";
import { readPlay } from "../../../../src/models/ultimo/cards.js";
import { greedyPlay } from "../../../../src/models/ultimo/plays.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { chosenPlay, pairClass, sessionCards } from "../../../../src/models/ultimo/sample/session-cards.js";
import { GreedyPlays } from "../../../../src/models/ultimo/sample/session-greedy.js";

const cards = sessionCards(DEFAULT_RULES);
/** A hand as counts per kind, from card labels (the queen at its raw value). */
function handOf(labels: string): Int8Array {
  const hand = new Int8Array(cards.kindCount);
  for (const label of labels.split(",")) hand[cards.kinds.findIndex((kind) => kind.card.label === label)]!++;
  return hand;
}
const noFocus = new Uint8Array(0);

describe("GreedyPlays.choose", () => {
  const plays = new GreedyPlays(cards, DEFAULT_RULES, 10);
  it.each([
    ["2,K,J,9,X,A", 4],
    ["9,9,3,Q,7", 3],
    ["A,K,10,9,8,7,6", 7],
  ])("greedy, hand %s, limit %i: the row of greedyPlay (J,A,K,9 for the first)", (labels, limit) => {
    const play = chosenPlay(cards.kindCount, 54);
    plays.choose(true, handOf(labels), noFocus, 0, 2, limit, 5, 0.5, play);
    expect(Array.from(play.row.subarray(0, play.played))).toEqual(greedyPlay(readPlay(labels), limit).map(pairClass));
  });
  it("conserve with target 0 plays no card; with target 1 the whole greedy play", () => {
    const play = chosenPlay(cards.kindCount, 54);
    plays.choose(false, handOf("A,K,9,5,2"), noFocus, 0, 2, 4, 5, 0, play);
    expect([play.played, Array.from(play.chosen).reduce((a, b) => a + b, 0)]).toEqual([0, 0]);
    plays.choose(false, handOf("A,K,9,5,2"), noFocus, 0, 2, 4, 5, 1, play);
    expect(Array.from(play.row.subarray(0, play.played))).toEqual(readPlay("A,K,9,5").map(pairClass));
  });
  it("conserve, hand A,K,9,5,2 at D 2 with target 1/2: the fewest strongest cards whose row reaches it", () => {
    const play = chosenPlay(cards.kindCount, 54);
    plays.choose(false, handOf("A,K,9,5,2"), noFocus, 0, 2, 4, 2, 0.5, play);
    const odds = (labels: string) => rankPlay(readPlay(labels), 2, DEFAULT_RULES, Rational.ZERO).pSuccessOrBetter.toNumber();
    const fewest = ["A", "A,K", "A,K,9", "A,K,9,5"].find((labels) => odds(labels) >= 0.5)!;
    expect(Array.from(play.row.subarray(0, play.played))).toEqual(readPlay(fewest).map(pairClass));
  });
  it("focus cards join the row: greedy hand 9,5 limit 1 with a focus A lays A, 9", () => {
    const play = chosenPlay(cards.kindCount, 54);
    const ace = cards.kinds.findIndex((kind) => kind.card.label === "A");
    plays.choose(true, handOf("9,5"), Uint8Array.of(ace), 1, 2, 1, 3, 0.5, play);
    expect(Array.from(play.row.subarray(0, play.played))).toEqual(readPlay("A,9").map(pairClass));
    expect(play.chosen[cards.kinds.findIndex((kind) => kind.card.label === "9")]).toBe(1);
  });
});
