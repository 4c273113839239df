import { describe, expect, it } from "vitest";
import { readPlay } from "../../../src/models/ultimo/cards.js";
import { PlayCounter, rowClassKey } from "../../../src/models/ultimo/count-plays.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { countChallenge } from "../../../src/models/ultimo/solve-challenge.js";

const RULES: ChallengeRules[] = [
  DEFAULT_RULES,
  { ...DEFAULT_RULES, dealerJacks: "first", dealerQueen: 9, dealerDeck: "52" },
  { ...DEFAULT_RULES, tally: "half-rating", cancelsLowerRating: true, oddRounding: "player" },
  { ...DEFAULT_RULES, dealerJoker: "loses", traits: ["jack-of-all-trades"] },
];
const PLAYS = ["", "A", "X", "J,A,K,9,7", "J,9,K", "K,J,9", "X,A,K", "A,K,9,7,5,3,2", "J,J,A,A,K,10,9,8", "2", "X,X,J,J,A,A,K,K,10,10,9,8"];

describe("PlayCounter", () => {
  it("counts every play as countChallenge does (the straightforward DP), in any order, sharing first cards", () => {
    for (const rules of RULES) {
      for (const maxDifficulty of [0, 2, 7, 12, 30]) {
        const counter = new PlayCounter(rules, maxDifficulty);
        for (const text of [...PLAYS, ...[...PLAYS].reverse(), ...PLAYS]) {
          const play = readPlay(text);
          expect([...counter.count(play)]).toEqual([...countChallenge(play, rules, maxDifficulty).counts]);
        }
      }
    }
  });
  it("A against one Dealer card, by hand: 46 perfect successes, 8 partial (4 aces and 4 jacks cancel)", () => {
    expect([...new PlayCounter(DEFAULT_RULES, 1).count(readPlay("A")).slice(5, 10)]).toEqual([46, 0, 8, 0, 0]);
  });
  it("tells cards apart only by how they pair: a king and a 10 share a class, a jack does not", () => {
    const [k, ten, jack] = readPlay("K,10,J");
    expect(rowClassKey(k!)).toBe(rowClassKey(ten!));
    expect(rowClassKey(jack!)).not.toBe(rowClassKey(k!));
  });
  it("refuses a row of more than 20 cards", () => {
    const counter = new PlayCounter(DEFAULT_RULES, 3);
    expect(() => counter.count(Array.from({ length: 21 }, () => readPlay("2")[0]!))).toThrow(RangeError);
  });
});
