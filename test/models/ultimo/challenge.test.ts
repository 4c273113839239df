import { describe, expect, it } from "vitest";
import { binomialNumber } from "../../../src/core/combinatorics.js";
import { placementProblem, readPlay, readPlayerCard } from "../../../src/models/ultimo/cards.js";
import { dealerGroups } from "../../../src/models/ultimo/dealer.js";
import { challengeOutcome, OUTCOMES, playFacts } from "../../../src/models/ultimo/outcome.js";
import { pairCards } from "../../../src/models/ultimo/pairing.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { countChallenge, solveChallenge } from "../../../src/models/ultimo/solve-challenge.js";
import { bruteForceChallenge } from "../../support/ultimo-brute-force.js";

const dealer = (kind: "joker" | "ace" | "jack" | "value", value = 0) => ({ kind, value });
const card = (word: string, rules: ChallengeRules = DEFAULT_RULES) => readPlay(word, rules)[0]!;
const noSpecials = { playedJack: false, playedJoker: false, autoFail: false };

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

describe("challengeOutcome: the five outcomes in order (RULES.md 3.5)", () => {
  const outcome = (s: number, f: number, c: number, d: number, rules: ChallengeRules = DEFAULT_RULES, jack = false, facts = noSpecials) =>
    OUTCOMES[challengeOutcome(s, f, c, d, jack, facts, rules)];
  it("total failure needs no success and a failure, and no Dealer jack", () => {
    expect(outcome(0, 3, 0, 3)).toBe("total-failure");
    expect(outcome(0, 3, 1, 4, DEFAULT_RULES, true)).toBe("failure");
  });
  it("every pair cancelled is a partial success; S = F − 1 is partial only with oddRounding=player", () => {
    expect(outcome(0, 0, 3, 3)).toBe("partial-success");
    expect(outcome(1, 2, 0, 3)).toBe("partial-success");
    expect(outcome(1, 2, 0, 3, { ...DEFAULT_RULES, oddRounding: "none" })).toBe("failure");
  });
  it("a joker caps success and perfect success at partial", () => {
    expect(outcome(4, 1, 0, 5, DEFAULT_RULES, false, { ...noSpecials, playedJoker: true })).toBe("partial-success");
  });
  it("tally=half-rating reads S against half the rating R = D − C, and differs from versus when P > D", () => {
    const half = { ...DEFAULT_RULES, tally: "half-rating" as const };
    // 3 cards against D = 2: one pair lost, one cancelled, one unpaired success: S = F = 1, R = 1.
    expect(outcome(1, 1, 1, 2)).toBe("partial-success");
    expect(outcome(1, 1, 1, 2, half)).toBe("success");
    expect(outcome(1, 1, 1, 2, { ...half, cancelsLowerRating: false })).toBe("partial-success");
    expect(outcome(2, 3, 0, 5, half)).toBe("partial-success"); // R = 5 odd, S = 2 rounds up
    expect(outcome(2, 3, 0, 5, { ...half, oddRounding: "none" })).toBe("failure");
  });
});

describe("countChallenge / solveChallenge", () => {
  it("K against one Dealer card, by hand: beats 36 of 54, cancels 12 (tens, kings, jacks), loses to 6 (jokers, aces)", () => {
    const [solution] = solveChallenge(readPlay("K"), DEFAULT_RULES, [1]);
    expect(solution!.outcomes.probability("perfect-success").toString()).toBe("2/3");
    expect(solution!.outcomes.probability("partial-success").toString()).toBe("2/9");
    expect(solution!.outcomes.probability("total-failure").toString()).toBe("1/9");
  });
  it("every difficulty's counts add up to C(54, D), for plays of 0 to 8 cards", () => {
    for (const play of ["", "X", "J,A,K,9,7", "A,A,K,10,10,9,8,8"]) {
      const { counts, totals } = countChallenge(readPlay(play), DEFAULT_RULES, 30);
      for (let d = 0; d <= 30; d++) {
        expect(totals[d]).toBe(binomialNumber(54, d));
        expect(counts.slice(d * 5, d * 5 + 5).reduce((a, b) => a + b, 0)).toBe(totals[d]);
      }
    }
  });
  it("lays the Dealer's groups in the Dealer's order, jacks last or first", () => {
    expect(dealerGroups(DEFAULT_RULES).map((g) => g.label).join(" ")).toBe("X A 10/K 9 8 7 6 5 4 3 2/Q J");
    expect(dealerGroups({ ...DEFAULT_RULES, dealerJacks: "first", dealerQueen: 9, dealerDeck: "52" }).map((g) => g.label).join(" ")).toBe(
      "A J 10/K 9/Q 8 7 6 5 4 3 2",
    );
  });

  const plays = ["", "7", "J,A,K,9,7", "X,A,10,4", "K,J,9,J,2", "A,A,K,Q", "J,J,J"];
  const readings: Array<[string, ChallengeRules]> = [
    ["defaults", DEFAULT_RULES],
    ["tally=half-rating", { ...DEFAULT_RULES, tally: "half-rating" }],
    ["half-rating, cancels keep the rating, no odd rounding", { ...DEFAULT_RULES, tally: "half-rating", cancelsLowerRating: false, oddRounding: "none" }],
    ["dealerJoker=loses", { ...DEFAULT_RULES, dealerJoker: "loses" }],
    ["dealerJoker=removed", { ...DEFAULT_RULES, dealerJoker: "removed" }],
    ["dealerJacks=first, dealerQueen=10", { ...DEFAULT_RULES, dealerJacks: "first", dealerQueen: 10 }],
    ["dealerDeck=52, dealerQueen=7", { ...DEFAULT_RULES, dealerDeck: "52", dealerQueen: 7 }],
    ["jack-of-all-trades", { ...DEFAULT_RULES, traits: ["jack-of-all-trades"] }],
  ];
  it.each(readings)("equals brute-force enumeration of every Dealer draw, D ≤ 3, under %s", (_, rules) => {
    for (const text of plays) {
      const play = readPlay(text, { ...rules, traits: [] });
      const { counts } = countChallenge(play, rules, 3);
      for (let d = 0; d <= 3; d++) {
        const brute = bruteForceChallenge(play, rules, d);
        expect(Object.fromEntries(OUTCOMES.map((outcome, o) => [outcome, counts[d * 5 + o]]))).toEqual(brute);
      }
    }
  });
  it("equals brute force under the card traits too (Gamblin' Man's jokers, Aged Wisdom's aces, queens)", () => {
    const cases: Array<[string, ChallengeRules["traits"]]> = [
      ["JL,K,9", ["gamblin-man"]],
      ["JB,A,9", ["gamblin-man"]],
      ["AS,AH,9", ["aged-wisdom"]],
      ["AS,K,Q,4", ["jack-of-all-trades"]],
      ["Q,K,9,Q", ["long-live-the-queen"]],
      ["K,Q,7", ["long-live-the-queen", "god-save-the-queen"]],
    ];
    for (const [text, traits] of cases) {
      const rules = { ...DEFAULT_RULES, traits };
      const play = readPlay(text, rules);
      const { counts } = countChallenge(play, rules, 3);
      for (let d = 0; d <= 3; d++) {
        expect(Object.fromEntries(OUTCOMES.map((outcome, o) => [outcome, counts[d * 5 + o]]))).toEqual(bruteForceChallenge(play, rules, d));
      }
    }
  });
  it("expected tallies add up to max(P, D) = 6 positions", () => {
    const [solution] = solveChallenge(readPlay("J,A,K,9,7"), DEFAULT_RULES, [6]);
    const sum = solution!.expectedSuccesses.add(solution!.expectedFailures).add(solution!.expectedCancels);
    expect(sum.toString()).toBe("6/1");
  });
});
