import { describe, expect, it } from "vitest";
import { placementProblem, readPlay } from "../../../src/models/ultimo/cards.js";
import { challengeOutcome, OUTCOMES, playFacts } from "../../../src/models/ultimo/outcome.js";
import { pairCards, unpairedFailures, unpairedSuccesses, unpairedTally } from "../../../src/models/ultimo/pairing.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";

const dealer = (kind: "joker" | "ace" | "jack" | "value", value = 0) => ({ kind, value });
const card = (word: string, rules: ChallengeRules = DEFAULT_RULES) => readPlay(word, rules)[0]!;

describe("pairCards: every special card, worked by hand from RULES.md 3.4", () => {
  it("a player joker fails even against a joker or a jack (rule 1 before rule 2)", () => {
    expect(pairCards(card("X"), dealer("joker"), DEFAULT_RULES)).toBe("failure");
    expect(pairCards(card("X"), dealer("jack"), DEFAULT_RULES)).toBe("failure");
    expect(pairCards(card("X"), dealer("value", 2), DEFAULT_RULES)).toBe("failure");
  });
  it("a jack on either side cancels, even against a Dealer joker or ace", () => {
    expect(pairCards(card("J"), dealer("joker"), DEFAULT_RULES)).toBe("cancel");
    expect(pairCards(card("J"), dealer("value", 2), DEFAULT_RULES)).toBe("cancel");
    expect(pairCards(card("A"), dealer("jack"), DEFAULT_RULES)).toBe("cancel");
    expect(pairCards(card("K"), dealer("jack"), DEFAULT_RULES)).toBe("cancel");
  });
  it("a player ace cancels an ace and beats everything else, a Dealer joker too", () => {
    expect(pairCards(card("A"), dealer("ace"), DEFAULT_RULES)).toBe("cancel");
    expect(pairCards(card("A"), dealer("joker"), DEFAULT_RULES)).toBe("success");
    expect(pairCards(card("A"), dealer("value", 10), DEFAULT_RULES)).toBe("success");
  });
  it("a Dealer joker beats other cards, or loses with dealerJoker=loses", () => {
    expect(pairCards(card("K"), dealer("joker"), DEFAULT_RULES)).toBe("failure");
    expect(pairCards(card("2"), dealer("joker"), { dealerJoker: "loses" })).toBe("success");
  });
  it("a Dealer ace beats kings and numbers; otherwise the higher value wins and equal values cancel", () => {
    expect(pairCards(card("K"), dealer("ace"), DEFAULT_RULES)).toBe("failure");
    expect(pairCards(card("K"), dealer("value", 10), DEFAULT_RULES)).toBe("cancel");
    expect(pairCards(card("9"), dealer("value", 10), DEFAULT_RULES)).toBe("failure");
    expect(pairCards(card("3"), dealer("value", 2), DEFAULT_RULES)).toBe("success");
    expect(pairCards(card("Q"), dealer("value", 2), DEFAULT_RULES)).toBe("cancel"); // a raw queen is 2
  });
  it("the seed's worked example (CR 6): failure, cancel, cancel, success, success, success → a success", () => {
    // The seed's pictures of the cards are lost; these rows give its six pairings: Dealer A,K,9,7,5,3 against
    // the player's 10,J,9,8,6,4 (descending, the jack placed freely).
    const dealerRow = [dealer("ace"), dealer("value", 10), dealer("value", 9), dealer("value", 7), dealer("value", 5), dealer("value", 3)];
    const play = readPlay("10,J,9,8,6,4");
    expect(placementProblem(play)).toBeUndefined();
    const results = play.map((c, i) => pairCards(c, dealerRow[i]!, DEFAULT_RULES));
    expect(results).toEqual(["failure", "cancel", "cancel", "success", "success", "success"]);
    expect(OUTCOMES[challengeOutcome(3, 1, 2, 6, false, playFacts(play), DEFAULT_RULES)]).toBe("success");
    expect(OUTCOMES[challengeOutcome(3, 1, 2, 6, false, playFacts(play), { ...DEFAULT_RULES, tally: "half-rating" })]).toBe("success");
  });
});

describe("unpaired cards (RULES.md 3.4): each player card beyond D a success, each Dealer card beyond P a failure", () => {
  it("unpairedTally: 5 cards against difficulty 3 leave 2 successes; 3 cards against 5 leave 2 failures; 4 against 4 nothing", () => {
    expect([unpairedTally(5, 3), unpairedTally(3, 5), unpairedTally(4, 4)]).toEqual([
      { successes: 2, failures: 0 },
      { successes: 0, failures: 2 },
      { successes: 0, failures: 0 },
    ]);
  });
  it("unpairedSuccesses(7, 5) is 2 and unpairedFailures(7, 5) is 0; unpairedFailures(12, 15) is 3", () => {
    expect([unpairedSuccesses(7, 5), unpairedFailures(7, 5), unpairedSuccesses(12, 15), unpairedFailures(12, 15)]).toEqual([2, 0, 0, 3]);
  });
});
