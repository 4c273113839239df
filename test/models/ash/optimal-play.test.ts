import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { optimalOutcomesAndCards, solveOptimalPlay, solveOptimalPlayBy, type OptimalSolution, type OutcomeCardsJoint } from "../../../src/models/ash/optimal-play.js";
import { ReferenceDecisionStates } from "../../support/ash-decision-states-reference.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { fullDeckCounts } from "../../../src/models/ash/card-values.js";
import { OUTCOMES } from "../../../src/models/ash/outcome-ladder.js";
import { OutcomeUtilities } from "../../../src/models/ash/outcome-utilities.js";
import { bruteOptimalUtility, bruteOutcome, subsetSums, valuesOfCounts } from "../../support/ash-brute.js";
import { F, subsets, type Exact } from "../../support/brute-force.js";

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
  ] as const)("%s: expected utility equals the brute force over every card", (_, hand, trait, opposingAndStrain, cost, decks = "separate", reveal = "before") => {
    const solution = solveOptimalPlay({
      deckCounts: small,
      hand: hand.map((value, i) => ({ name: `c${i}`, value })),
      trait,
      opposingAndStrain,
      decks,
      reveal,
      weapon: 0,
      cardCost: cost,
    });
    const brute = bruteOptimalUtility(valuesOfCounts(small), hand, trait, valuesOfCounts(fullDeckCounts()), opposingAndStrain, F(cost.numerator, cost.denominator), {
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
    const solution = solveOptimalPlay({ deckCounts: small, hand: [0, 1, 2].map((value, i) => ({ name: `c${i}`, value })), trait: 1, opposingAndStrain: 1, decks, reveal, weapon: 0, cardCost: cost, utilities });
    const exact = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, F(utilities.values[outcome].numerator, utilities.values[outcome].denominator)]));
    const brute = bruteOptimalUtility(valuesOfCounts(small), [0, 1, 2], 1, valuesOfCounts(fullDeckCounts()), 1, F(cost.numerator, cost.denominator), { after: reveal === "after", shared: decks === "shared", utilities: exact });
    expect(solution.expectedUtility.toString()).toBe(`${brute.s * brute.n}/${brute.d}`);
  });
  it("the default utilities given explicitly change nothing", () => {
    const setup = { deckCounts: small, hand: [{ name: "a", value: 0 }, { name: "b", value: 2 }], trait: 1, opposingAndStrain: 2, decks: "separate", reveal: "before", weapon: 0, cardCost: Rational.of(1, 4) } as const;
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
  ] as const)("%s: outcomes, utility, cards, plans, state count and every decision", (_, hand, trait, opposingAndStrain, decks, reveal, cost) => {
    const handCounts = [0, 1, 2, 3].map((v) => hand.filter((h) => h === v).length);
    const setup = { deckCounts: full.map((count, v) => count - handCounts[v]!), hand: hand.map((value, i) => ({ name: `c${i}`, value })), trait, opposingAndStrain, decks, reveal, weapon: 0, cardCost: cost };
    const fast = solveOptimalPlay(setup);
    const reference = solveOptimalPlayBy(setup, (s, n) => new ReferenceDecisionStates(s, n));
    expect(everything(fast)).toEqual(everything(reference));
    expect(fast.decisions.size).toBe(reference.decisions.size);
  });
});

describe("bad optimal-play setups from a library caller", () => {
  const good = { deckCounts: [27, 18, 6, 3], hand: [{ name: "AS", value: 2 }], trait: 0, opposingAndStrain: 0, decks: "separate", reveal: "before", weapon: 0, cardCost: Rational.ZERO } as const;
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

/**
 * The brute force's joint of (outcome, hand cards used) under the optimal policy, reveal before (RULES.md
 * 4.2–4.5 written again): every GM subset of a fresh deck (or, shared, of the player's deck) and every trait
 * subset; from each, the policy found by trying every play, discard (averaged over each card left) and
 * stop, then followed forward card by card. A generic card cost leaves no ties, so the policy is unique.
 */
function bruteJoint(deck: readonly number[], hand: readonly number[], trait: number, opposingAndStrain: number, cost: Exact, shared: boolean): Map<string, Exact> {
  const UTILITY: Record<string, number> = { superb: 3, success: 2, messy: 1, failure: 0, bad: -1, dismal: -2 };
  const memo = new Map<string, { value: Exact; joint: Map<string, Exact> }>();
  const add = (into: Map<string, Exact>, key: string, p: Exact) => into.set(key, into.has(key) ? (into.get(key)!.add(p) as Exact) : p);
  // Each state's value (utility minus the cost of the cards it goes on to use) and its joint, keyed by "outcome/cards used from here".
  const shifted = (joint: Map<string, Exact>, scale: Exact, into: Map<string, Exact>) => {
    for (const [end, p] of joint) {
      const [outcome, used] = end.split("/");
      add(into, `${outcome}/${Number(used) + 1}`, p.mul(scale) as Exact);
    }
  };
  const solve = (deckLeft: number[], handLeft: number[], total: number): { value: Exact; joint: Map<string, Exact> } => {
    const key = `${[...deckLeft].sort().join(".")}|${[...handLeft].sort().join(".")}|${total}`;
    const known = memo.get(key);
    if (known) return known;
    let best = { value: F(UTILITY[bruteOutcome(total)]!), joint: new Map([[`${bruteOutcome(total)}/0`, F(1)]]) };
    handLeft.forEach((card, i) => {
      const rest = handLeft.filter((_, j) => j !== i);
      const play = solve(deckLeft, rest, total + card);
      const playValue = play.value.sub(cost) as Exact;
      if (playValue.compare(best.value) > 0) {
        const joint = new Map<string, Exact>();
        shifted(play.joint, F(1), joint);
        best = { value: playValue, joint };
      }
      if (deckLeft.length === 0) return;
      let sum = F(0);
      const joint = new Map<string, Exact>();
      deckLeft.forEach((drawn, k) => {
        const child = solve(deckLeft.filter((_, m) => m !== k), rest, total + drawn);
        sum = sum.add(child.value) as Exact;
        shifted(child.joint, F(1, deckLeft.length), joint);
      });
      const discard = sum.div(deckLeft.length).sub(cost) as Exact;
      if (discard.compare(best.value) > 0) best = { value: discard, joint };
    });
    memo.set(key, best);
    return best;
  };
  const roots: Array<{ left: number[]; sum: number; ways: number }> = [];
  if (shared) for (const subset of subsets(deck.length, opposingAndStrain)) roots.push({ left: deck.filter((_, i) => !subset.includes(i)), sum: subset.reduce((s, i) => s + deck[i]!, 0), ways: 1 });
  else for (const [g, gc] of subsetSums(valuesOfCounts(fullDeckCounts()), opposingAndStrain)) roots.push({ left: [...deck], sum: g, ways: gc });
  const joint = new Map<string, Exact>();
  let count = 0;
  for (const gm of roots) {
    for (const traitSubset of subsets(gm.left.length, trait)) {
      const drawn = traitSubset.reduce((s, i) => s + gm.left[i]!, 0);
      const solved = solve(gm.left.filter((_, i) => !traitSubset.includes(i)), [...hand], drawn - gm.sum);
      for (const [end, p] of solved.joint) add(joint, end, p.mul(gm.ways) as Exact);
      count += gm.ways;
    }
  }
  return new Map([...joint].map(([end, p]) => [end, p.div(count) as Exact]));
}

/** A joint as "outcome/used" → "n/d", zero weights left out. */
function jointRecord(joint: OutcomeCardsJoint): Record<string, string> {
  const record: Record<string, string> = {};
  joint.weights.forEach((row, used) => row.forEach((w, o) => {
    if (w > 0n) record[`${OUTCOMES[o]}/${used}`] = Rational.of(w, joint.total).toString();
  }));
  return record;
}

describe("the optimal policy's joint of (outcome, hand cards used) (issue 18: the campaign's next hand size)", () => {
  const small = [3, 2, 1, 1];
  it.each([
    ["hand 0,1,2, trait 1, 1 GM card, cost 1/7", [0, 1, 2], 1, 1, Rational.of(1, 7), "separate"],
    ["hand 0,0,3, trait 0, 2 GM cards, cost 1/5", [0, 0, 3], 0, 2, Rational.of(1, 5), "separate"],
    ["hand 0,1,1, trait 1, 2 GM cards, cost 1/9", [0, 1, 1], 1, 2, Rational.of(1, 9), "separate"],
    ["hand 0,0,3, trait 1, 2 GM cards from the player's deck, cost 1/7", [0, 0, 3], 1, 2, Rational.of(1, 7), "shared"],
  ] as const)("%s: equals the brute force's, card by card", (_, hand, trait, opposingAndStrain, cost, decks) => {
    const joint = optimalOutcomesAndCards({ deckCounts: small, hand: hand.map((value, i) => ({ name: `c${i}`, value })), trait, opposingAndStrain, decks, reveal: "before", weapon: 0, cardCost: cost });
    const brute = bruteJoint(valuesOfCounts(small), hand, trait, opposingAndStrain, F(cost.numerator, cost.denominator), decks === "shared");
    const expected = Object.fromEntries([...brute].filter(([, p]) => !p.equals(0)).map(([end, p]) => [end, `${p.s * p.n}/${p.d}`]));
    expect(jointRecord(joint)).toEqual(expected);
  });
  it.each([
    ["a full deck, hand 0,0,1,2,3, trait 2, 3 GM cards, no cost", fullDeckCounts().map((c, v) => c - [2, 1, 1, 1][v]!), [0, 0, 1, 2, 3], Rational.ZERO],
    ["the small deck, hand 0,0,1, cost 0 (ties broken as the solver breaks them)", [3, 2, 1, 1], [0, 0, 1], Rational.ZERO],
  ] as const)("%s: its margins are the solver's outcomes and expected cards used", (_, deckCounts, hand, cardCost) => {
    const setup = { deckCounts, hand: hand.map((value, i) => ({ name: `c${i}`, value })), trait: 2, opposingAndStrain: 3, decks: "separate", reveal: "before", weapon: 0, cardCost } as const;
    const joint = optimalOutcomesAndCards(setup);
    const solution = solveOptimalPlay(setup);
    OUTCOMES.forEach((outcome, o) => expect(Rational.of(joint.weights.reduce((s, row) => s + row[o]!, 0n), joint.total).toString()).toBe(solution.outcomes.probability(outcome).toString()));
    const cards = joint.weights.reduce((s, row, used) => s + BigInt(used) * row.reduce((a, b) => a + b, 0n), 0n);
    expect(Rational.of(cards, joint.total).toString()).toBe(solution.expectedCardsUsed.toString());
  });
  it("refuses reveal after, naming the field", () => {
    expect(() => optimalOutcomesAndCards({ deckCounts: small, hand: [], trait: 0, opposingAndStrain: 0, decks: "separate", reveal: "after", weapon: 0, cardCost: Rational.ZERO })).toThrow(/^reveal: expected before/);
  });
});
