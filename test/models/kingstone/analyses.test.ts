import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/rational.js";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { solveDeathSaves, type DeathSetup } from "../../../src/models/kingstone/death.js";
import { levelSteps, marksAnalysis } from "../../../src/models/kingstone/marks.js";
import { pickDc } from "../../../src/models/kingstone/pick-dc.js";
import { sideRollChance } from "../../../src/models/kingstone/side-rolls.js";
import { solveTable, tableAnalysis } from "../../../src/models/kingstone/table.js";
import { LADDERS } from "../../../src/models/kingstone/ladder.js";
import { REROLLS } from "../../../src/models/kingstone/roll.js";
import { F } from "../../support/brute-force.js";
import type { Fraction } from "mathjs";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

describe("solveTable", () => {
  it("every cell equals solveCheck for that bonus and DC (every ladder and reroll rule)", () => {
    for (const ladder of LADDERS) {
      for (const reroll of REROLLS) {
        const cells = solveTable([-2, 0, 3, 7], [2, 6, 9, 12, 15], { ...plain, ladder, reroll });
        expect(cells).toHaveLength(20);
        for (const cell of cells) {
          const check = solveCheck({ ...plain, ladder, reroll, bonus: cell.bonus, dc: cell.dc });
          expect(cell.pSuccess.toString()).toBe(check.pSuccess.toString());
          expect(cell.expectedEffect.toString()).toBe(check.expectedEffect.toString());
        }
      }
    }
  });
  it("table analysis: bonus 3 vs DC 10 cell reads 7/12, and the matrix has one row per bonus", () => {
    const result = tableAnalysis.run({ ...plain, bonus: [2, 3], dc: [9, 10, 11], degreesBonus: 2 });
    expect(result.rows.find((r) => r.bonus === 3 && r.dc === 10)!.exact).toBe("7/12");
    expect(result.table!.rows).toEqual([
      ["2", "58.3%", "41.7%", "27.8%"],
      ["3", "72.2%", "58.3%", "41.7%"],
    ]);
  });
});

describe("pickDc", () => {
  it("bonus 0, target 1/2: DC 7 (7/12) and DC 8 (5/12) tie at 1/12 away; the easier DC 7 is picked, 6 and 8 either side", () => {
    const pick = pickDc(0, 0.5, plain);
    expect(pick.pick).toMatchObject({ dc: 7 });
    expect(pick.pick.pSuccess.toString()).toBe("7/12");
    expect(pick.easier!.dc).toBe(6);
    expect(pick.harder!.pSuccess.toString()).toBe("5/12");
  });
  it("bonus 0, target 1/36 picks DC 12; target 0 picks DC 13 (the first impossible DC); target 1 picks DC 2", () => {
    expect(pickDc(0, 1 / 36, plain).pick.dc).toBe(12);
    expect(pickDc(0, 0, plain).pick.dc).toBe(13);
    expect(pickDc(0, 1, plain).pick.dc).toBe(2);
    expect(pickDc(0, 1, plain).easier).toBeUndefined();
  });
  it("bonus 2, target 0.3 picks DC 11 (5/18 ≈ 27.8% beats 5/12 and 1/6)", () => {
    expect(pickDc(2, 0.3, plain).pick.dc).toBe(11);
  });
});

// An independent statement of RULES.md 1.5 as a recursion, in mathjs fractions.
function bruteDeath(setup: DeathSetup): { dies: Fraction; stabilised: Fraction } {
  const p2d6 = (need: number) => {
    let count = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= need) count++;
    return F(count, 36);
  };
  const allyFails = (dc: number) => F(1).sub(p2d6(dc - setup.allyBonus)).pow(setup.allyAttempts) as Fraction;
  // From the character's roll against dc, with the allies' last chance still to come (after it or next round).
  const fromRoll = (dc: number): { dies: Fraction; stabilised: Fraction } => {
    const survive = p2d6(dc - setup.endurance);
    if (survive.equals(0)) return { dies: F(1), stabilised: F(0) };
    const help = F(1).sub(allyFails(dc)) as Fraction;
    const later = fromRoll(dc + 3);
    return {
      dies: F(1).sub(survive).add(survive.mul(F(1).sub(help)).mul(later.dies)) as Fraction,
      stabilised: survive.mul(help.add(F(1).sub(help).mul(later.stabilised))) as Fraction,
    };
  };
  if (!setup.allyFirst) return fromRoll(setup.startDc);
  const first = F(1).sub(allyFails(4)) as Fraction;
  const rest = fromRoll(setup.startDc);
  return { dies: F(1).sub(first).mul(rest.dies) as Fraction, stabilised: first.add(F(1).sub(first).mul(rest.stabilised)) as Fraction };
}

const str = (f: Fraction) => `${f.s * f.n}/${f.d}`;

describe("solveDeathSaves (RULES.md 1.5)", () => {
  const alone = { endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 };
  it("Endurance 0, no help: dies surely; round 1 at 5/12 ('a six or lower'), round 2 at 7/12·5/6 = 35/72, round 3 at 7/72; 121/72 rounds on average", () => {
    const solution = solveDeathSaves(alone);
    expect(solution.dies.toString()).toBe("1/1");
    expect(solution.rounds.map((r) => r.dies.toString())).toEqual(["5/12", "35/72", "7/72"]);
    expect(solution.rounds.map((r) => r.dc)).toEqual([7, 10, 13]);
    expect(solution.expectedRounds.toString()).toBe("121/72");
  });
  it("Endurance 0 with one +0 ally after each roll: stabilised 49/144 + 35/5184 = 1799/5184 (worked by hand)", () => {
    expect(solveDeathSaves({ ...alone, allyAttempts: 1 }).stabilised.toString()).toBe("1799/5184");
  });
  it.each([
    { endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 },
    { endurance: 2, allyBonus: 1, allyAttempts: 2, allyFirst: false, startDc: 7 },
    { endurance: 1, allyBonus: 0, allyAttempts: 1, allyFirst: true, startDc: 7 },
    { endurance: 3, allyBonus: -2, allyAttempts: 3, allyFirst: true, startDc: 10 },
    { endurance: 6, allyBonus: 4, allyAttempts: 0, allyFirst: false, startDc: 4 },
  ])("equals the recursive statement of the rule for %o", (setup) => {
    const solution = solveDeathSaves(setup);
    const brute = bruteDeath(setup);
    expect(solution.dies.toString()).toBe(str(brute.dies));
    expect(solution.stabilised.toString()).toBe(str(brute.stabilised));
    expect(solution.dies.add(solution.stabilised).toString()).toBe("1/1");
  });
  it("more Endurance never raises P(dies), more ally attempts never lower P(stabilised)", () => {
    for (let endurance = -2; endurance < 8; endurance++) {
      const base = { ...alone, endurance, allyAttempts: 1 };
      expect(solveDeathSaves({ ...base, endurance: endurance + 1 }).dies.compare(solveDeathSaves(base).dies)).toBeLessThanOrEqual(0);
      expect(solveDeathSaves({ ...base, allyAttempts: 2 }).stabilised.compare(solveDeathSaves(base).stabilised)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("marks and levels (RULES.md 1.6)", () => {
  it("reaching level L takes 3·L(L+1)/2 marks: 3, 9, 18, 30, 45, 63 rolls for levels 1..6", () => {
    expect(levelSteps(6, { secondary: false, distinction: false }).map((s) => s.rolls)).toEqual([3, 9, 18, 30, 45, 63]);
  });
  it("a secondary focus doubles the marks; a Distinction halves the rolls (rounded up)", () => {
    expect(levelSteps(3, { secondary: true, distinction: false }).map((s) => s.marks)).toEqual([6, 18, 36]);
    expect(levelSteps(3, { secondary: false, distinction: true }).map((s) => s.rolls)).toEqual([2, 5, 9]);
  });
  it("marks analysis: at level 3 with attribute 1 vs DC 10, 2d6 + 4 ≥ 10 (2d6 ≥ 6) is 26/36 = 13/18", () => {
    const result = marksAnalysis.run({ level: 3, secondary: false, distinction: false, dc: 10, attribute: 1 });
    expect(result.outcomes.find((o) => o.outcome === "level-3")!.exact).toBe("13/18");
    expect(result.summary.rollsToLevel).toBe(18);
  });
});

describe("side rolls (RULES.md 1.4)", () => {
  it("Proficiency I double effect at bonus 3: 2d6 ≥ 11 is 1/12; Ready I at Ready 2: 1d6 ≥ 5 is 1/3; Shield at +0: 1/6", () => {
    expect(sideRollChance("proficiency-double", 3).toString()).toBe("1/12");
    expect(sideRollChance("ready-free-roll", 2).toString()).toBe("1/3");
    expect(sideRollChance("shield-block", 0).toString()).toBe(Rational.of(6, 36).toString());
  });
});
