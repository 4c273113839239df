import { describe, expect, it } from "vitest";
import type { Fraction } from "mathjs";
import { solveDeathSaves, type DeathSetup } from "../../../src/models/kingstone/death-saves.js";
import { F } from "../../support/brute-force.js";

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
