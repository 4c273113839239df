import { describe, expect, it } from "vitest";
import { placementProblem, readPlay, readPlayerCard } from "../../../src/models/ultimo/cards.js";
import { challengeOutcome, OUTCOMES } from "../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";

const card = (word: string, rules: ChallengeRules = DEFAULT_RULES) => readPlay(word, rules)[0]!;
const noSpecials = { playedJack: false, playedJoker: false, autoFail: false };

describe("traits change what cards count as (RULES.md 3.7)", () => {
  const traits = (...names: ChallengeRules["traits"]) => ({ ...DEFAULT_RULES, traits: names });
  it("Gamblin' Man: the little joker is an ace, the big joker fails the hand", () => {
    expect(card("JL", traits("gamblin-man")).kind).toBe("ace");
    expect(card("JB", traits("gamblin-man"))).toMatchObject({ kind: "joker", autoFail: true });
    expect(readPlayerCard("X", traits("gamblin-man"), 2)).toHaveProperty("refused");
    expect(OUTCOMES[challengeOutcome(3, 0, 0, 3, false, { ...noSpecials, autoFail: true }, DEFAULT_RULES)]).toBe("failure");
  });
  it("Aged Wisdom: aces other than the ace of spades are kings; Jack of All Trades: the ace of spades is a joker", () => {
    expect(card("AH", traits("aged-wisdom"))).toMatchObject({ kind: "value", value: 10, free: true });
    expect(card("AS", traits("aged-wisdom")).kind).toBe("ace");
    expect(card("AS", traits("jack-of-all-trades")).kind).toBe("joker");
    expect(card("AD", traits("jack-of-all-trades")).kind).toBe("ace");
  });
  it("Long Live the Queen: raw queens 5 and placed anywhere, kings 9; God Save the Queen: both 8", () => {
    expect(card("Q", traits("long-live-the-queen"))).toMatchObject({ value: 5, free: true });
    expect(card("K", traits("long-live-the-queen")).value).toBe(9);
    expect(card("Q", traits("long-live-the-queen", "god-save-the-queen")).value).toBe(8);
    expect(card("K", traits("long-live-the-queen", "god-save-the-queen")).value).toBe(8);
    expect(placementProblem(readPlay("Q,9", traits("long-live-the-queen")))).toBeUndefined();
    expect(placementProblem(readPlay("Q,9"))).toBe("9 must come before Q: aces, numbers and queens descend (kings and jacks anywhere)");
  });
  it("Jack of All Trades lets a play with a jack be a perfect success", () => {
    const facts = { ...noSpecials, playedJack: true };
    expect(OUTCOMES[challengeOutcome(2, 0, 1, 3, false, facts, DEFAULT_RULES)]).toBe("success");
    expect(OUTCOMES[challengeOutcome(2, 0, 1, 3, false, facts, traits("jack-of-all-trades"))]).toBe("perfect-success");
  });
});
