/**
 * zilch / agony as the rulebook tells it (seed 004_7b062b2a62016866.txt, RULES.md 2): one test per worked example or
 * stated figure, each quoting its words and where they stand, then the public call and the value the rulebook
 * gives (for a claim about the odds, the exact value and how it compares, as the audit judges it: RULES.md 6).
 */
import { describe, expect, it } from "vitest";
import { zilch } from "../../src/index.js";

/** The degree of one roll against a target, by name. */
function degree(roll: number, target: number): string {
  return zilch.degreeOf(roll, target);
}

/** The exact degree probabilities of a Suit test, by name, as fractions. */
function degrees(target: number, explodeChain = false): Record<string, string> {
  return Object.fromEntries(zilch.solveTest(target, explodeChain).degrees.map((d) => [d.degree, d.probability.toString()]));
}

describe("zilch, the Suit test (seed 004; RULES.md 2.1, 2.2)", () => {
  // Seed 004, "Suit Test": "Roll 1d12, which explodes into a +d8. (That is, on a die result of 12, +1d8.)" RULES.md 2.1:
  // "So a roll is 1..11 (each 1/12) or 13..20 (each 1/96); 12 itself never stands."
  it("the roll: 1..11 weigh 8/96 each, 12 weighs nothing, 13..20 weigh 1/96 each", () => {
    const { weights, total } = zilch.rollWeights(20, false);
    expect(total).toBe(96n);
    expect(weights.slice(1, 12)).toEqual(new Array(11).fill(8n));
    expect(weights[12]).toBe(0n);
    expect(weights.slice(13, 21)).toEqual(new Array(8).fill(1n));
  });

  // Seed 004, "Criticals": "An example: A character is attempting to climb a cliff. She has a 9. Rolling 9 or less is a
  // Success. Rolling 4 or less is a Critical Success … Rolling 14 or less is a Failure … Rolling a 15 or higher is a
  // Critical Failure--she falls." Worked by hand: CS 1..4 (32/96), S 5..9 (40/96), F 10, 11, 13, 14 (16 + 2)/96, CF 15..20 (6/96).
  it("the cliff at Suit 9: ≤4 critical success 1/3, 5–9 success 5/12, 10–14 failure 3/16, ≥15 she falls 1/16", () => {
    expect([4, 5, 9, 10, 14, 15].map((roll) => degree(roll, 9))).toEqual(["critical-success", "success", "success", "failure", "failure", "critical-failure"]);
    expect(degrees(9)).toEqual({ "critical-success": "1/3", success: "5/12", failure: "3/16", "critical-failure": "1/16" });
  });

  // Seed 004, "Suit Test": "The human average Suit value is a 6, which succeeds an average task 50% of the time."
  // (RULES.md 2.2, seed claim.) Exactly 1/2 — rolls 1..6 never explode, so the d8's reading does not matter: the audit
  // says "holds".
  it("the average Suit 6 succeeds exactly 1/2, with or without the chained d8 (audit: holds)", () => {
    expect(zilch.solveTest(6, false).pSuccess.toString()).toBe("1/2");
    expect(zilch.solveTest(6, true).pSuccess.toString()).toBe("1/2");
    expect(auditVerdict("suit-6-fifty-percent")).toBe("holds");
  });

  // The classic mistake in implementing the roll: counting a 12 as 12. RULES.md 2.1: "12 itself never stands"; a 12
  // becomes 13..20, so Suit 12 (a queen) succeeds no more than Suit 11 — 11/12, not 1 — and a 12 first passes at
  // target 13 (1/96 more: 89/96). The audit's twelve-never-passes says "partly" (it passes from 13 on).
  it("the classic mistake: a 12 never stands — Suit 11 and Suit 12 both succeed 11/12, target 13 89/96 (audit: partly)", () => {
    expect(zilch.solveTest(11, false).pSuccess.toString()).toBe("11/12");
    expect(zilch.solveTest(12, false).pSuccess.toString()).toBe("11/12");
    expect(zilch.solveTest(13, false).pSuccess.toString()).toBe("89/96");
    expect(auditVerdict("twelve-never-passes")).toBe("partly");
  });

  // Seed 004, "Skills": "Whenever rolling a test to which one of your Skills applies, +5 to your Suit. (In most cases, this
  // adds 1 to your resulting degree of success.)" At Suit 6 it does so 7/8 of the time; at Suit 14 only 1/4 (most rolls
  // are critical successes already). The audit says "partly".
  it("a Skill's +5 raises the degree by exactly one 7/8 of the time at Suit 6, 1/4 at Suit 14 (audit: partly)", () => {
    expect(zilch.skillRaisesOneDegree(6).toString()).toBe("7/8");
    expect(zilch.skillRaisesOneDegree(14).toString()).toBe("1/4");
    expect(auditVerdict("skill-adds-one-degree")).toBe("partly");
  });

  // Seed 004, "Skills": "When making a Skill test, a -5 modifier is effectively the same as requiring a critical success
  // to succeed." For every target t, P(success at t − 5) = P(critical success at t).
  it("a −5 modifier is the same as requiring a critical success: P(success at t − 5) = P(critical success at t), t = 2..26", () => {
    for (let target = 2; target <= 26; target++) {
      expect(zilch.solveTest(target - 5, false).pSuccess.toString()).toBe(degrees(target)["critical-success"]);
    }
  });

  // Seed 004: "the recommended task difficulty modifiers are -5 for a very hard test, -2 for a hard test, and +2 for an
  // easy test. (A +5 modifier suggests that the task is so easy …)"; "Spend a Boon to +2 to your current action … You may
  // spend only 1 Boon per action."; "you only get a single +5 modifier, even if you happen to have two skills".
  it("the target: Suit 6 with a Skill and a Boon on a hard test is 6 + 5 + 2 − 2 = 11, which succeeds 11/12", () => {
    const target = zilch.targetOf({ suit: 6, skill: true, modifier: -2, boon: true });
    expect(target).toBe(11);
    expect(zilch.solveTest(target, false).pSuccess.toString()).toBe("11/12");
    // A king is 13, an ace 14 ("J=11, Q=12, K=13, A=14", RULES.md 2.2).
    expect(["J", "Q", "K", "A"].map(zilch.parseSuitValue)).toEqual([11, 12, 13, 14]);
  });
});

describe("zilch, contests (seed 004; RULES.md 2.3)", () => {
  // Seed 004, "Contests": "If both fail, the contest is a draw … If one succeeds while the other fails, the successful
  // contestant wins. If both succeed, the contestant with the lower roll wins. If the rolls are tied, the contest is a
  // draw … the initiator of the contest wins on a successful draw (or, if no clear initiator, the one with the higher
  // Suit value …)."
  it("both fail: draw; one succeeds: it wins; both succeed: the lower roll; a tie draws, or goes to the initiator or the higher Suit", () => {
    const setup = { a: 6, b: 9, ties: "draw", explodeChain: false } as const;
    expect(zilch.contestOutcome(8, 10, setup)).toBe("draw");
    expect(zilch.contestOutcome(8, 9, setup)).toBe("b-wins");
    expect(zilch.contestOutcome(5, 3, setup)).toBe("b-wins");
    expect(zilch.contestOutcome(4, 4, setup)).toBe("draw");
    expect(zilch.contestOutcome(4, 4, { ...setup, ties: "initiator" })).toBe("a-wins");
    expect(zilch.contestOutcome(4, 4, { ...setup, ties: "higher-suit" })).toBe("b-wins");
  });

  // The same rules summed exactly for two average people (Suit 6 each), worked by hand: each succeeds 1/2 and, when it
  // does, rolls 1..6 evenly. A wins when only A succeeds (1/4) or both do and A rolls lower (1/4 × 15/36): 17/48;
  // a draw when both fail (1/4) or both succeed with equal rolls (1/4 × 6/36): 7/24.
  it("two Suit-6 contestants: A wins 17/48, B wins 17/48, a draw 7/24", () => {
    const contest = zilch.solveContest({ a: 6, b: 6, ties: "draw", explodeChain: false });
    expect([contest.aWins, contest.bWins, contest.draw].map(String)).toEqual(["17/48", "17/48", "7/24"]);
  });
});

describe("zilch, weapons and armor (seed 004; RULES.md 2.4)", () => {
  // Seed 004: "Weapons deal the given amount of damage on a successful attack, plus 1dF. (A dF is a Fudge die with two +
  // sides, two 0 sides, and two - sides.) 0 dmg is enough to touch or scratch the skin and administer any effects …,
  // but negative dmg is not." "+3 Heavy … longsword"; "+3 Plate".
  it("a heavy weapon (+3) against plate (DR 3) deals no effect 1/3, a touch (0) 1/3, 1 damage 1/3", () => {
    const damage = zilch.solveDamage("heavy", 3);
    expect(damage.outcomes).toEqual(["no-effect", "0", "1"]);
    expect(damage.outcomes.map((outcome) => damage.probability(outcome).toString())).toEqual(["1/3", "1/3", "1/3"]);
  });

  // Seed 004: "Reinforced armor grants +1 extra DR." A great weapon (+4) against reinforced plate (DR 4) is the same
  // three faces; "Shield bash: Shields can be used to bash for 1 dmg as if a Tiny weapon" — tiny +1 against no armor
  // deals 0, 1 or 2 (shields add no DR, RULES.md 2.4).
  it("a great weapon against reinforced plate (DR 4) equals heavy against plate; a shield bash (tiny) against DR 0 deals 0, 1 or 2", () => {
    expect(zilch.solveDamage("great", 4).outcomes).toEqual(["no-effect", "0", "1"]);
    expect(zilch.solveDamage("tiny", 0).outcomes).toEqual(["0", "1", "2"]);
    expect(zilch.WEAPON_BONUS).toEqual({ tiny: 1, light: 2, heavy: 3, great: 4 });
  });
});

describe("zilch, Character Generation (seed 004; RULES.md 2.5)", () => {
  // Seed 004, "Character Generation": "Remove all cards except those in the 5 to 10 range from each pile … Each player
  // draws 1 card from each pile … If your 4 cards total 25 or less, you may choose to discard your hand and draw again."
  // One player: four independent values 5..10; total ≤ 25 means the four excesses over 5 sum to ≤ 5: C(9, 4) = 126 of
  // 6⁴ = 1296 hands, 7/72.
  it("cards, one player: a first hand totals 25 or less 7/72 of the time (126 of 1296), worked by hand", () => {
    const [seat] = zilch.solveCardDeal({ values: [5, 6, 7, 8, 9, 10], piles: 4, players: 1, redrawAtMost: 25 });
    expect(seat?.pRedraw.toString()).toBe("7/72");
    // "Option: For high-powered characters, use a 6 to J range, discarding characters of 30 points or less."
    expect(zilch.cardDealOf(4, true)).toMatchObject({ values: [6, 7, 8, 9, 10, 11], redrawAtMost: 30 });
  });

  // Seed 004, "Point Buy (default)": "Start with a 4 in each of the eight Suit cards and 30 points to spend. Each +Suit
  // costs 1 point up to 10 and then 2 points through each face card. You may not buy past King."
  it("point buy: 4 → 10 costs 6, 4 → K costs 6 + 3 × 2 = 12; no build passes a King (13)", () => {
    expect([zilch.pointCost(4, 10), zilch.pointCost(4, 11), zilch.pointCost(4, 13)]).toEqual([6, 8, 12]);
    expect(zilch.POINTS).toBe(30);
    expect(Math.max(...zilch.pointBuyStats(4).suit.outcomes)).toBe(13);
  });

  // Seed 004, "Cautious Roll: Roll 8d6. Assign each 1d6+4 to each primary and secondary Suit." and "Reckless Roll: Roll
  // 16d6. Assign two dice to each Suit." A cautious Suit is 5..10 evenly (mean 7.5, four total 30); a reckless one 2d6
  // (mean 7). Either way one Suit reaches 10 with chance 1/6, so some Suit of four does 1 − (5/6)⁴ = 671/1296.
  it("cautious Suits are 1d6 + 4 (four total 30 on average), reckless 2d6 (28); both reach 10 somewhere 671/1296", () => {
    const setup = { players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 } as const;
    const cautious = zilch.solveChargen({ ...setup, method: "cautious" });
    const reckless = zilch.solveChargen({ ...setup, method: "reckless" });
    expect(cautious.suit.outcomes).toEqual([5, 6, 7, 8, 9, 10]);
    expect([cautious.total.mean().toString(), reckless.total.mean().toString()]).toEqual(["30/1", "28/1"]);
    expect([cautious.pAnyAtLeast10.toString(), reckless.pAnyAtLeast10.toString()]).toEqual(["671/1296", "671/1296"]);
  });
});

/** The audit's verdict on one of zilch's claims (RULES.md 6). */
function auditVerdict(id: string): string | undefined {
  return zilch.auditZilch().find((claim) => claim.id === id)?.verdict;
}
