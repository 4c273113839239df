import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/rational.js";
import { solveOptimalPlay, solveOptimalPlayBy, type OptimalSolution } from "../../../src/models/ash/optimal-play.js";
import { ReferenceDecisionStates } from "../../support/ash-decision-states-reference.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { fullDeckCounts, OUTCOMES } from "../../../src/models/ash/rules.js";
import { OutcomeUtilities } from "../../../src/models/ash/utilities.js";
import { bruteOptimalUtility, valuesOfCounts } from "../../support/ash-brute.js";
import { F } from "../../support/brute-force.js";

describe("the optimal play (RULES.md 4.5)", () => {
  const small = [3, 2, 1, 1]; // a 7-card player deck: values 0,0,0,1,1,2,3
  it.each([
    ["hand 0,1,2, trait 1, 1 GM card, no cost", [0, 1, 2], 1, 1, Rational.ZERO],
    ["hand 0,0,3, trait 0, 2 GM cards, cost 1/4", [0, 0, 3], 0, 2, Rational.of(1, 4)],
    ["hand 1,2, trait 2, 1 GM card, cost 1/2", [1, 2], 2, 1, Rational.of(1, 2)],
    ["hand 0,1,2, trait 1, 1 GM card, reveal after, cost 1/4", [0, 1, 2], 1, 1, Rational.of(1, 4), "separate", "after"],
    // A cost of 10^-15 pushes the solver's integers past 2^53, onto its bigint path.
    ["hand 0,1,2, trait 1, 1 GM card, reveal after, cost 10^-15 (bigints)", [0, 1, 2], 1, 1, Rational.of(1, 10 ** 15), "separate", "after"],
    ["hand 0,0,3, trait 1, 2 GM cards from the player's deck, reveal before, cost 1/4", [0, 0, 3], 1, 2, Rational.of(1, 4), "shared", "before"],
    ["hand 0,1,2, trait 1, 2 GM cards from the player's deck, reveal after, cost 1/3", [0, 1, 2], 1, 2, Rational.of(1, 3), "shared", "after"],
  ] as const)("%s: expected utility equals the brute force over every card", (_, hand, trait, gmDraws, cost, decks = "separate", reveal = "before") => {
    const solution = solveOptimalPlay({
      deckCounts: small,
      hand: hand.map((value, i) => ({ name: `c${i}`, value })),
      trait,
      gmDraws,
      decks,
      reveal,
      offset: 0,
      cardCost: cost,
    });
    const brute = bruteOptimalUtility(valuesOfCounts(small), hand, trait, valuesOfCounts(fullDeckCounts()), gmDraws, F(cost.numerator, cost.denominator), {
      after: reveal === "after",
      shared: decks === "shared",
    });
    expect(solution.expectedUtility.toString()).toBe(`${brute.s * brute.n}/${brute.d}`);
  });
});

describe("the optimal play under the designer's utilities (RULES.md 4.5, --utilities)", () => {
  const small = [3, 2, 1, 1];
  it.each([
    ["success worth as much as superb", { superb: [3, 1], success: [3, 1] }, "before", "separate", Rational.of(1, 4)],
    ["a messy success worth nothing, bad as dismal, fractions", { messy: [0, 1], bad: [-5, 2], dismal: [-5, 2], superb: [7, 3] }, "before", "separate", Rational.ZERO],
    ["not monotone: failure above messy, reveal after", { failure: [3, 2], messy: [-1, 1] }, "after", "separate", Rational.of(1, 3)],
    ["a shared deck revealed after, superb 10", { superb: [10, 1] }, "after", "shared", Rational.of(1, 2)],
  ] as const)("%s: expected utility equals the brute force over every card", (_, given, reveal, decks, cost) => {
    const values = Object.fromEntries(Object.entries(given).map(([outcome, [n, d]]) => [outcome, Rational.of(n, d)]));
    const utilities = OutcomeUtilities.of(values);
    const solution = solveOptimalPlay({ deckCounts: small, hand: [0, 1, 2].map((value, i) => ({ name: `c${i}`, value })), trait: 1, gmDraws: 1, decks, reveal, offset: 0, cardCost: cost, utilities });
    const exact = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, F(utilities.values[outcome].numerator, utilities.values[outcome].denominator)]));
    const brute = bruteOptimalUtility(valuesOfCounts(small), [0, 1, 2], 1, valuesOfCounts(fullDeckCounts()), 1, F(cost.numerator, cost.denominator), { after: reveal === "after", shared: decks === "shared", utilities: exact });
    expect(solution.expectedUtility.toString()).toBe(`${brute.s * brute.n}/${brute.d}`);
  });
  it("the default utilities given explicitly change nothing", () => {
    const setup = { deckCounts: small, hand: [{ name: "a", value: 0 }, { name: "b", value: 2 }], trait: 1, gmDraws: 2, decks: "separate", reveal: "before", offset: 0, cardCost: Rational.of(1, 4) } as const;
    const plain = solveOptimalPlay(setup);
    const given = solveOptimalPlay({ ...setup, utilities: OutcomeUtilities.DEFAULT });
    expect([given.expectedUtility.toString(), given.plans, given.stateCount]).toEqual([plain.expectedUtility.toString(), plain.plans, plain.stateCount]);
  });
});

/** Every figure, plan and decision of a solution, as text (the decision table compared key by key). */
function everything(solution: OptimalSolution) {
  const decisions = [...solution.decisions].map(([key, d]) => `${key}:${d.action}:${d.played.join("")}`).sort();
  return { outcomes: solution.outcomes.entries().map((e) => `${e.outcome}=${e.weight}/${solution.outcomes.total}`), cards: solution.expectedCardsUsed.toString(), utility: solution.expectedUtility.toString(), plans: solution.plans, stopFrom: solution.stopFrom, stateCount: solution.stateCount, decisions };
}

describe("the optimal play memoised by decision state (issue 17) equals the solver before it (a Map of states), figure for figure", () => {
  const full = fullDeckCounts();
  it.each([
    ["5 cards, trait 3, 7 GM cards", [0, 1, 2, 3, 1], 3, 7, "separate", "before", Rational.ZERO],
    ["6 cards, trait 2, 3 GM cards, cost 1/4", [0, 0, 1, 2, 2, 3], 2, 3, "separate", "before", Rational.of(1, 4)],
    ["5 cards, reveal after, cost 1/3", [0, 1, 1, 2, 3], 1, 2, "separate", "after", Rational.of(1, 3)],
    ["5 cards, one shared deck", [0, 1, 2, 2, 3], 2, 3, "shared", "before", Rational.ZERO],
    ["4 cards, one shared deck revealed after, cost 1/2", [0, 1, 2, 3], 1, 2, "shared", "after", Rational.of(1, 2)],
    ["4 cards, cost 10^-15 (bigints)", [0, 1, 2, 3], 2, 2, "separate", "before", Rational.of(1, 10 ** 15)],
  ] as const)("%s: outcomes, utility, cards, plans, state count and every decision", (_, hand, trait, gmDraws, decks, reveal, cost) => {
    const handCounts = [0, 1, 2, 3].map((v) => hand.filter((h) => h === v).length);
    const setup = { deckCounts: full.map((count, v) => count - handCounts[v]!), hand: hand.map((value, i) => ({ name: `c${i}`, value })), trait, gmDraws, decks, reveal, offset: 0, cardCost: cost };
    const fast = solveOptimalPlay(setup);
    const reference = solveOptimalPlayBy(setup, (s, n) => new ReferenceDecisionStates(s, n));
    expect(everything(fast)).toEqual(everything(reference));
    expect(fast.decisions.size).toBe(reference.decisions.size);
  });
});

describe("bad optimal-play setups from a library caller", () => {
  const good = { deckCounts: [27, 18, 6, 3], hand: [{ name: "AS", value: 2 }], trait: 0, gmDraws: 0, decks: "separate", reveal: "before", offset: 0, cardCost: Rational.ZERO } as const;
  it.each([
    [{ deckCounts: [27, 18, 6] }, "deckCounts: expected 4 counts, for card values 0..3, received [27,18,6]"],
    [{ hand: [{ name: "AS", value: 4 }] }, "hand[0].value: expected an integer from 0 to 3, received 4"],
    [{ reveal: "later" }, 'reveal: expected one of before, after, received "later"'],
    [{ cardCost: Rational.of(-1, 4) }, "cardCost: expected a Rational of at least 0, received -1/4"],
  ])("solveOptimalPlay(good with %o) throws %s", (change, message) => {
    const call = () => solveOptimalPlay({ ...good, ...change } as unknown as Parameters<typeof solveOptimalPlay>[0]);
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
