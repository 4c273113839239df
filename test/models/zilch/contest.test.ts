import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { CONTEST_OUTCOMES, contestOutcome, contestWeights, solveContest, tieWinner, TIES, type ContestSetup } from "../../../src/models/zilch/contest.js";
import { rollWeights } from "../../../src/models/zilch/roll.js";
import { TARGET_RANGE } from "../../../src/models/zilch/target.js";
import { bruteContest } from "../../support/zilch-brute-force.js";

const asText = (p: Rational) => p.toString();
const fractionText = (f: { n: bigint; d: bigint; s: bigint }) => `${f.s * f.n}/${f.d}`;

describe("solveContest (RULES.md 2.3)", () => {
  it("two 6s: each wins 17/48 (36/144 A succeeds, B fails + 15/144 both succeed, A lower), draw 7/24", () => {
    const c = solveContest({ a: 6, b: 6, ties: "draw", explodeChain: false });
    expect([c.aWins, c.bWins, c.draw].map(asText)).toEqual(["17/48", "17/48", "7/24"]);
  });
  it("is symmetric: equal targets give A and B the same chance, and swapping the sides swaps the winners", () => {
    for (const chain of [false, true]) {
      for (let a = TARGET_RANGE.min; a <= TARGET_RANGE.max; a++) {
        const same = contestWeights({ a, b: a, ties: "draw", explodeChain: chain });
        expect(same.aWins).toBe(same.bWins);
        for (const b of [2, 6, 11, 17]) {
          const ab = contestWeights({ a, b, ties: "draw", explodeChain: chain });
          const ba = contestWeights({ a: b, b: a, ties: "draw", explodeChain: chain });
          expect([ab.aWins, ab.bWins, ab.draw]).toEqual([ba.bWins, ba.aWins, ba.draw]);
        }
      }
    }
  });
  it("equals the roll-pair brute force for every tie rule, with and without the chain", () => {
    const targets = [-3, 0, 2, 5, 6, 9, 12, 17, 20, 26];
    for (const chain of [false, true]) {
      for (const ties of TIES) {
        for (const a of targets) {
          for (const b of targets) {
            const exact = solveContest({ a, b, ties, explodeChain: chain });
            const brute = bruteContest(a, b, ties, chain).map((f) => fractionText(f as never));
            expect([exact.aWins, exact.bWins, exact.draw].map(asText)).toEqual(brute);
          }
        }
      }
    }
  });
  it.each([
    ["d4!d3", [4, 3]],
    ["d6!d4", [6, 4]],
    ["d3!d2!d2", [3, 2, 2]],
  ] as const)("the designer's die %s equals the roll-pair brute force for every tie rule, with and without the chain", (text, sides) => {
    const targets = [-3, 1, 3, 4, 6, 9, 13];
    for (const chain of [false, true]) {
      for (const ties of TIES) {
        for (const a of targets) {
          for (const b of targets) {
            const exact = solveContest({ a, b, ties, explodeChain: chain, die: text });
            const brute = bruteContest(a, b, ties, chain, a, b, sides).map((f) => fractionText(f as never));
            expect([exact.aWins, exact.bWins, exact.draw].map(asText), `${text} ${a} vs ${b} ${ties}`).toEqual(brute);
          }
        }
      }
    }
  });
  it("ties=higher-suit with Suit values given compares them, not the targets (Suit 9 + Skill = 14 against Suit 11 + 3)", () => {
    const exact = solveContest({ a: 14, b: 14, ties: "higher-suit", explodeChain: false, aSuit: 9, bSuit: 11 });
    const brute = bruteContest(14, 14, "higher-suit", false, 9, 11).map((f) => fractionText(f as never));
    expect([exact.aWins, exact.bWins, exact.draw].map(asText)).toEqual(brute);
    expect(exact.bWins.compare(exact.aWins)).toBe(1);
  });
});

describe("contestOutcome and tieWinner: the rules the samplers read, against the exact solver", () => {
  it("contestOutcome(4, 5) at 6 vs 6 is a-wins; equal successes go by tieWinner: draw, initiator → a-wins, higher-suit 11 vs 6 → a-wins", () => {
    expect(contestOutcome(4, 5, { a: 6, b: 6, ties: "draw", explodeChain: false })).toBe("a-wins");
    expect(TIES.map((ties) => tieWinner({ a: 11, b: 6, ties, explodeChain: false }))).toEqual(["draw", "a-wins", "a-wins"]);
  });
  const setups: ContestSetup[] = [
    ...TIES.flatMap((ties) => [
      { a: 6, b: 6, ties, explodeChain: false },
      { a: 11, b: 6, ties, explodeChain: false },
      { a: 3, b: 17, ties, explodeChain: true },
    ]),
    { a: 14, b: 14, ties: "higher-suit", aSuit: 9, bSuit: 12, explodeChain: true },
    { a: -3, b: 26, ties: "initiator", explodeChain: false },
  ];
  it.each(setups)("Σ weight(R)·weight(S)·[contestOutcome(R, S) = o] over every pair of rolls equals contestWeights for %o", (setup) => {
    const top = Math.max(setup.a, setup.b, 0);
    const { weights, total } = rollWeights(top, setup.explodeChain);
    // Index top + 1 carries every roll above top (they fail alike).
    const rolls = [...weights, total - weights.reduce((a, b) => a + b, 0n)];
    const sums = new Map<string, bigint>(CONTEST_OUTCOMES.map((o) => [o, 0n]));
    rolls.forEach((wa, ra) => rolls.forEach((wb, rb) => sums.set(contestOutcome(ra, rb, setup), sums.get(contestOutcome(ra, rb, setup))! + wa * wb)));
    const exact = contestWeights(setup);
    expect([sums.get("a-wins"), sums.get("b-wins"), sums.get("draw")]).toEqual([exact.aWins, exact.bWins, exact.draw]);
  });
});

describe("the contest solvers refuse bad setups with an OddsmithError naming the field", () => {
  it.each([
    [() => solveContest(undefined as never), "setup: expected a contest setup { a, b, ties, explodeChain, die?, aSuit?, bSuit? }, received undefined"],
    [() => solveContest({ a: 6 } as never), "b: expected an integer from -3 to 26, received undefined"],
    [() => contestWeights({ a: 6, b: 6, ties: "coin" as never, explodeChain: false }), 'ties: expected one of draw, initiator, higher-suit, received "coin"'],
    [() => contestWeights({ a: 6, b: 6, ties: "draw", explodeChain: "no" as never }), 'explodeChain: expected true or false, received "no"'],
    [() => solveContest({ a: 6, b: 6, ties: "higher-suit", explodeChain: false, aSuit: 15, bSuit: 9 }), "aSuit: expected an integer from 2 to 14, received 15"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
