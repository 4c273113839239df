import { describe, expect, it } from "vitest";
import { explode, die } from "../../../src/core/dice.js";
import { Rational } from "../../../src/core/rational.js";
import { contestWeights, solveContest, TIES } from "../../../src/models/zilch/contest.js";
import { solveDamage, WEAPONS } from "../../../src/models/zilch/damage.js";
import { rollAtMost, rollWeights, targetOf, TARGET_RANGE } from "../../../src/models/zilch/roll.js";
import { contestGrid, tableAnalysis } from "../../../src/models/zilch/table.js";
import { solveTest, testAnalysis } from "../../../src/models/zilch/test.js";
import { F } from "../../support/brute-force.js";
import { bruteContest, bruteRollValues, bruteTest } from "../../support/zilch-brute-force.js";

const asText = (p: Rational) => p.toString();
const fractionText = (f: { n: bigint; d: bigint; s: bigint }) => `${f.s * f.n}/${f.d}`;

describe("the roll (RULES.md 2.1)", () => {
  it("rollWeights(20, false): 1..11 at 1/12, 13..20 at 1/96, 12 never", () => {
    const { weights, total } = rollWeights(20, false);
    for (let v = 1; v <= 11; v++) expect(asText(Rational.of(weights[v]!, total))).toBe("1/12");
    expect(weights[12]).toBe(0n);
    for (let v = 13; v <= 20; v++) expect(asText(Rational.of(weights[v]!, total))).toBe("1/96");
    expect(weights.reduce((a, b) => a + b, 0n)).toBe(total);
  });
  it("agrees with core explode(die(12), 12, die(8)) for every value", () => {
    const core = explode(die(12), 12, die(8));
    const { weights, total } = rollWeights(20, false);
    for (let v = 1; v <= 20; v++) expect(asText(Rational.of(weights[v]!, total))).toBe(asText(core.probability(v)));
  });
  it("with the chain, P(roll = v) equals face-by-face enumeration up to 40; 12, 20 and 28 never stand", () => {
    const brute = bruteRollValues(true, 5);
    const { weights, total } = rollWeights(40, true);
    for (let v = 1; v <= 40; v++) {
      const expected = brute.get(v);
      expect(asText(Rational.of(weights[v]!, total))).toBe(expected ? fractionText(expected as never) : "0/1");
    }
    expect([weights[12], weights[20], weights[28]]).toEqual([0n, 0n, 0n]);
    expect(asText(Rational.of(weights[21]!, total))).toBe("1/768"); // 12 + 8 + 1: (1/12)(1/8)(1/8)
  });
  it("the chain changes only rolls above 19: P(roll ≤ 19) is the same, P(roll ≤ 20) is 1 without it and 1 − 1/96 with it", () => {
    expect(asText(rollAtMost(19, true))).toBe(asText(rollAtMost(19, false)));
    expect(asText(rollAtMost(20, false))).toBe("1/1");
    expect(asText(rollAtMost(20, true))).toBe("95/96");
  });
});

describe("solveTest (RULES.md 2.2)", () => {
  it("the seed's claim holds exactly: a Suit of 6 succeeds an average task 6/12 = 1/2 of the time", () => {
    expect(asText(solveTest(6, false).pSuccess)).toBe("1/2");
    expect(asText(solveTest(6, true).pSuccess)).toBe("1/2");
  });
  it("the seed's climbing example, a 9: CS on 1..4 (4/12), S on 5..9 (5/12), F on 10, 11, 13, 14 (2/12 + 2/96), CF on 15..20 (6/96)", () => {
    expect(solveTest(9, false).degrees.map((d) => asText(d.probability))).toEqual(["1/3", "5/12", "3/16", "1/16"]);
  });
  it("every target −3..26, with and without the chain, equals the degrees read off the enumerated rolls", () => {
    for (const chain of [false, true]) {
      for (let t = TARGET_RANGE.min; t <= TARGET_RANGE.max; t++) {
        const brute = bruteTest(t, chain).map((f) => fractionText(f as never));
        expect(solveTest(t, chain).degrees.map((d) => asText(d.probability))).toEqual(brute);
      }
    }
  });
  it("targetOf: an Ace with Skill, trivial and a Boon is 14 + 5 + 5 + 2 = 26; a 2 at very hard is −3", () => {
    expect(targetOf({ suit: 14, skill: true, modifier: 5, boon: true })).toBe(26);
    expect(targetOf({ suit: 2, skill: false, modifier: -5, boon: false })).toBe(-3);
  });
  it("test --suit Q --skill --modifier -2 is target 15; --suit takes 12 and Q alike", () => {
    const byRank = testAnalysis.run({ suit: 12, skill: true, modifier: -2, boon: false, explodeChain: false, target: undefined });
    expect(byRank.summary.target).toBe(15);
    expect(byRank.summaryExact.pSuccess).toBe(asText(solveTest(15, false).pSuccess));
  });
});

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
  it("ties=higher-suit with Suit values given compares them, not the targets (Suit 9 + Skill = 14 against Suit 11 + 3)", () => {
    const exact = solveContest({ a: 14, b: 14, ties: "higher-suit", explodeChain: false, aSuit: 9, bSuit: 11 });
    const brute = bruteContest(14, 14, "higher-suit", false, 9, 11).map((f) => fractionText(f as never));
    expect([exact.aWins, exact.bWins, exact.draw].map(asText)).toEqual(brute);
    expect(exact.bWins.compare(exact.aWins)).toBe(1);
  });
  it("contestGrid cells equal solveContest; the table's heatmap covers targets 2..17 × 2..17", () => {
    const grid = contestGrid([2, 9, 17], [3, 9], "initiator", true);
    for (const cell of grid) expect(asText(cell.pAWins)).toBe(asText(solveContest({ a: cell.a, b: cell.b, ties: "initiator", explodeChain: true }).aWins));
    const table = tableAnalysis.run({ target: [2, 20], contest: Array.from({ length: 16 }, (_, i) => i + 2), ties: "draw", explodeChain: false });
    expect(table.details!.contest).toHaveLength(256);
    expect(table.rows[0]).toMatchObject({ target: 2, "critical-success": 0, success: 2 / 12, pSuccessExact: "1/6" });
  });
});

describe("solveDamage (RULES.md 2.4)", () => {
  it("a tiny weapon against DR 1: 1 + 1dF − 1 is no-effect, 0 (a touch) or 1, each 1/3", () => {
    const d = solveDamage("tiny", 1);
    expect(d.outcomes).toEqual(["no-effect", "0", "1"]);
    expect(d.outcomes.map((o) => asText(d.probability(o)))).toEqual(["1/3", "1/3", "1/3"]);
  });
  it("a great weapon against DR 0 deals 3, 4 or 5; against reinforced plate (4), −1, 0 or 1", () => {
    expect(solveDamage("great", 0).outcomes).toEqual(["3", "4", "5"]);
    expect(solveDamage("great", 4).outcomes).toEqual(["no-effect", "0", "1"]);
  });
  it("every weapon and DR equals the three Fudge faces counted by hand", () => {
    const bonus = { tiny: 1, light: 2, heavy: 3, great: 4 } as const;
    for (const weapon of WEAPONS) {
      for (let dr = 0; dr <= 4; dr++) {
        const counts = new Map<string, number>();
        for (const face of [-1, 0, 1]) {
          const dealt = bonus[weapon] + face - dr;
          const name = dealt < 0 ? "no-effect" : String(dealt);
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        const d = solveDamage(weapon, dr);
        expect(Object.fromEntries(d.outcomes.map((o) => [o, asText(d.probability(o))]))).toEqual(
          Object.fromEntries([...counts].map(([o, c]) => [o, fractionText(F(c, 3) as never)])),
        );
      }
    }
  });
});
