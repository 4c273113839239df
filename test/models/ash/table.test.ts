import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { checkTableGrid, randomHandOptimal, randomHandOptimalJoint, solveAshTable } from "../../../src/models/ash/table.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { fullDeckCounts } from "../../../src/models/ash/card-values.js";
import { OUTCOMES } from "../../../src/models/ash/outcome-ladder.js";
import { UTILITY_OF } from "../../../src/models/ash/solve-check.js";
import { bruteOptimalUtility, valuesOfCounts } from "../../support/ash-brute.js";
import { F, type Exact } from "../../support/brute-force.js";

describe("solveAshTable (RULES.md 4.1–4.3)", () => {
  it("Trait 1 against nothing, empty hand: P(success or better) = (3 + 6)/54 = 1/6 and P(succeeds) = 1/2 (worked by hand: 3 threes, 6 twos, 18 ones)", () => {
    const [empty] = solveAshTable([1], [0], [0], 5, "separate");
    expect(empty!.hand).toBe("empty");
    expect(empty!.pSuccessOrBetter.toString()).toBe("1/6");
    expect(empty!.pSucceeds.toString()).toBe("1/2");
    expect(empty!.expectedWounds.toString()).toBe("0/1");
  });
  it("Strain is drawn like Opposing: (Trait 2, Opposing 1, Strain 2) equals (Trait 2, Opposing 3, Strain 0)", () => {
    const [strained] = solveAshTable([2], [1], [2], 3, "separate");
    const [opposed] = solveAshTable([2], [3], [0], 3, "separate");
    expect(strained!.pSuccessOrBetter.toString()).toBe(opposed!.pSuccessOrBetter.toString());
  });
  it.each([
    [[[11], [0], [0], 5, "separate"], "traits[0]: expected an integer from 0 to 10, received 11"],
    [[[0], [0], [], 5, "separate"], "strains: expected a non-empty list of integers from 0 to 20, received []"],
    [[[0], [0], [0], 11, "separate"], "handSize: expected an integer from 0 to 10, received 11"],
    [[[0], [0], [0], 5, "both"], 'decks: expected one of separate, shared, received "both"'],
  ] as const)("checkTableGrid(%o) throws %s", (args, message) => {
    const call = () => checkTableGrid(...(args as unknown as Parameters<typeof checkTableGrid>));
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
    expect(() => solveAshTable(...(args as unknown as Parameters<typeof solveAshTable>))).toThrow(message);
  });
});

describe("solveAshTable under policy optimal (issue 18)", () => {
  it("a random 2-card hand played optimally (Trait 1 vs 1 Opposing): E[utility] equals the brute force over every hand and every card", () => {
    const [, random] = solveAshTable([1], [1], [0], 2, "separate", "optimal");
    const utility = random!.outcomes.expectation((outcome) => Rational.of(UTILITY_OF[outcome]));
    const full = valuesOfCounts(fullDeckCounts());
    let sum = F(0);
    let count = 0;
    // Every unordered pair of cards from the 54 (by position), each hand's optimal utility by the brute force.
    const memo = new Map<string, Exact>();
    for (let i = 0; i < full.length; i++) {
      for (let j = i + 1; j < full.length; j++) {
        const hand = [full[i]!, full[j]!].sort();
        const key = hand.join(",");
        if (!memo.has(key)) memo.set(key, bruteOptimalUtility(full.filter((_, k) => k !== i && k !== j), hand, 1, full, 1, F(0)));
        sum = sum.add(memo.get(key)!) as Exact;
        count += 1;
      }
    }
    const brute = sum.div(count) as Exact;
    expect(utility.toString()).toBe(`${brute.s * brute.n}/${brute.d}`);
  });
  it("the empty-hand cells are policy all's; optimal never does worse than all with no card cost", () => {
    const all = solveAshTable([0, 2], [1, 3], [0], 3, "separate", "all");
    const optimal = solveAshTable([0, 2], [1, 3], [0], 3, "separate", "optimal");
    all.forEach((cell, i) => {
      const other = optimal[i]!;
      if (cell.hand === "empty") expect(other.outcomes.entries()).toEqual(cell.outcomes.entries());
      else {
        const u = (c: typeof cell) => c.outcomes.expectation((outcome) => Rational.of(UTILITY_OF[outcome]));
        expect(u(other).compare(u(cell))).toBeGreaterThanOrEqual(0);
      }
    });
  });
  it("a policy outside all and optimal is refused", () => {
    expect(() => solveAshTable([0], [0], [0], 1, "separate", "none" as "all")).toThrow('policy: expected one of all, optimal, received "none"');
  });
});

describe("randomHandOptimalJoint (issue 18: the campaign's next hand size)", () => {
  it.each([
    [1, 0, 0, "separate"],
    [3, 1, 2, "separate"],
    [2, 1, 2, "shared"],
  ] as const)("hand %i, Trait %i, %i GM cards, %s: its outcomes are randomHandOptimal's, and no hand uses more cards than it holds", (hand, trait, gm, decks) => {
    const joint = randomHandOptimalJoint(hand, trait, gm, decks, 0);
    const outcomes = randomHandOptimal(hand, trait, gm, decks);
    for (const [o, outcome] of OUTCOMES.entries()) {
      expect(joint.probabilityWhere((key) => key % 6 === o).toString()).toBe(outcomes.probability(outcome).toString());
    }
    expect(Math.max(...joint.outcomes.map((key) => Math.floor(key / 6)))).toBeLessThanOrEqual(hand);
  });
});
