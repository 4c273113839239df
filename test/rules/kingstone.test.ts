/**
 * Kingstone as the rulebook tells it (seed 001_e8d89b9f1fbc07e2.txt, RULES.md 1): one test per worked example
 * or stated figure, each quoting its words and where they stand, then the public call and the value the
 * rulebook gives (or, for a claim about the odds, the exact value and how it compares with the claim, as the
 * audit judges it: RULES.md 6). Only the public API is used, as a library user would.
 */
import { describe, expect, it } from "vitest";
import { kingstone, Rational } from "../../src/index.js";

const PLAIN = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

/** The degree the default ladder gives a total against a DC, as its JSON name. */
function degreeAt(total: number, dc: number, ladder: kingstone.Ladder = "paired"): string {
  return kingstone.degreeName(kingstone.degreeOf(total - dc, ladder));
}

describe("Kingstone, Example Play (seed 001)", () => {
  // Seed 001, "Example Play": "Ryeen rolls two six-sided dice, adding his Transmutation Bonus and Will. Ryeen gets
  // a nine, which just meets, and as such beats, the spell DC." The spell DC is 9: 10 with one −1 row of the
  // spell table (RULES.md 1.7; the audit's spell-example-dc: "DC 9 = 10 − 1").
  it("Ryeen's 9 just meets the frog spell's DC 9 (10 − 1 Short Range): a first-degree success, the stated effect", () => {
    const { dc } = kingstone.spellDc({ ...kingstone.NO_MODIFIERS, discipline: "transmutation", shortRange: true });
    expect(dc).toBe(9);
    expect(degreeAt(9, dc)).toBe("success-1");
    expect(kingstone.extraEffect(kingstone.degreeOf(9 - dc, "paired"))).toBe(0);
  });

  // Seed 001, "Example Play": "his roll (2d6 + Dest + Will) of 9 does not beat an armour class of 11 and is within the
  // Second Degree of Failure. This means Farian takes one Harm".
  it("Farian's 9 against AC 11 is a second-degree failure with one extra effect (one Harm)", () => {
    const degree = kingstone.degreeOf(9 - 11, "paired");
    expect(kingstone.degreeName(degree)).toBe("failure-2");
    expect(kingstone.extraEffect(degree)).toBe(1);
  });

  // Seed 001, "Example Play": "With an extra one to her roll from GM encouragement, she rolls a 14 (2d6 + Str + Pow + 1),
  // which is a Second Degree Success against an AC of 11. The GM decides the extra effect is another Harm, and so
  // King Frog takes two Harm". Margin +3 pairs with +2 (RULES.md 1.2, ladder=paired).
  it("Ashoog's 14 against AC 11 is a second-degree success: the warhammer's Harm plus one extra, two Harm", () => {
    const degree = kingstone.degreeOf(14 - 11, "paired");
    expect(kingstone.degreeName(degree)).toBe("success-2");
    expect(1 + kingstone.extraEffect(degree)).toBe(2);
  });

  // Seed 001, "Example Play": "Ashoog marks two lines in her Strength column, due to being an Expert and choosing
  // Strength as her Distinction." RULES.md 1.6: 2 marks a roll with the Distinction, so level I's 3 marks take 2 rolls, not 3.
  it("with the Expert's Distinction one roll gives two marks: Strength I in 2 rolls instead of 3", () => {
    expect(kingstone.levelSteps(1, { secondary: false, distinction: true })[0]).toEqual({ level: 1, marks: 3, rolls: 2 });
    expect(kingstone.levelSteps(1, { secondary: false, distinction: false })[0]).toEqual({ level: 1, marks: 3, rolls: 3 });
  });
});

describe("Kingstone, Degrees of Success (seed 001; RULES.md 1.2)", () => {
  // Seed 001, "Degrees of Success": "a tinkerer rolls Proficiency + Acuity … The GM decides a DC of 10 is suitable. The
  // player gets an 11 total, and so the stated effect occurs."
  it("the tinkerer's 11 against DC 10 is a first-degree success: the stated effect and nothing more", () => {
    expect(degreeAt(11, 10)).toBe("success-1");
    expect(kingstone.extraEffect(kingstone.degreeOf(1, "paired"))).toBe(0);
  });

  // Seed 001, "Effect": "pretend the player got an 8 in the above example, not an 11. With a DC of 10, that is two below,
  // and is a second-degree failure."
  it("an 8 against DC 10 is two below: a second-degree failure", () => {
    expect(degreeAt(8, 10)).toBe("failure-2");
  });

  // Seed 001, "Effect": "(Fail a combat roll by three degrees, take two harm) … If the player had gotten a third-degree
  // failure, the GM could have made it a -2 on the roll." Third degree = margin −4 or −5; each degree beyond the first
  // adds one effect.
  it("a third-degree failure (margin −4 or −5) carries two extra effects: two harm, or −2 on the roll", () => {
    for (const margin of [-4, -5]) {
      const degree = kingstone.degreeOf(margin, "paired");
      expect(kingstone.degreeName(degree)).toBe("failure-3");
      expect(kingstone.extraEffect(degree)).toBe(2);
    }
    // "If you get a first-degree failure, nothing happens."
    expect(kingstone.extraEffect(kingstone.degreeOf(-1, "paired"))).toBe(0);
  });

  // The classic mistake in implementing the table: it prints nine margin columns (…, DC, +1, +2 +3, …) under eight names,
  // and reading +1 as its own column ("shifted") or every point as a degree ("linear") breaks two worked examples
  // (RULES.md 1.2; the audit's degree-table claim: "paired 5 of 5; shifted 3 of 5; linear 3 of 5").
  it("the classic mistake: ladder=shifted or linear make 11 vs DC 10 a second degree and 14 vs AC 11 more than second", () => {
    expect([degreeAt(11, 10, "shifted"), degreeAt(11, 10, "linear")]).toEqual(["success-2", "success-2"]);
    expect([degreeAt(14, 11, "shifted"), degreeAt(14, 11, "linear")]).toEqual(["success-3", "success-4"]);
    const reproduced = kingstone.LADDERS.map((ladder) => kingstone.WORKED_EXAMPLES.filter((example) => kingstone.laddersReproducing(example).includes(ladder)).length);
    expect(reproduced).toEqual([5, 3, 3]);
  });

  // RULES.md 1.1: "Meeting the DC succeeds." A whole check worked by hand (RULES.md 1.2, paired): 2d6 + 3 against
  // DC 10 needs 7 or more on 2d6, 21 of 36 rolls; a 10 or 11 (margin 0, +1) is success-1, 12 or 13 success-2, 14 and 15 success-3.
  it("2d6 + 3 against DC 10 succeeds 7/12: success-1 11/36, success-2 7/36, success-3 1/12, worked by hand", () => {
    const check = kingstone.solveCheck({ ...PLAIN, bonus: 3, dc: 10 });
    expect(check.pSuccess.toString()).toBe("7/12");
    // totals 10, 11: 2d6 = 7, 8 (6 + 5 ways); 12, 13: 2d6 = 9, 10 (4 + 3); 14, 15: 2d6 = 11, 12 (2 + 1).
    expect(check.degrees.probability("success-1").toString()).toBe("11/36");
    expect(check.degrees.probability("success-2").toString()).toBe("7/36");
    expect(check.degrees.probability("success-3").toString()).toBe("1/12");
    // failures: 9 (2d6 = 6, 5 ways) failure-1; 7,8 (4+3) failure-2; 5,6 (1+2) failure-3.
    expect(check.degrees.probability("failure-1").toString()).toBe("5/36");
    expect(check.degrees.probability("failure-2").toString()).toBe("7/36");
    expect(check.degrees.probability("failure-3").toString()).toBe("1/12");
  });
});

describe("Kingstone, Difficulty Classes (seed 001; RULES.md 1.7, 6)", () => {
  // Seed 001, "Difficulty Classes": "A DC of 10 is something the average person (not adventurer!) could do fifty percent
  // of the time". No integer bonus gives 1/2: +2 gives 5/12 (41.7%), +3 gives 7/12 (58.3%). The audit says "fails",
  // and RULES.md 6 words the same figures.
  it("'DC 10 is fifty percent' fits no integer bonus: +2 gives 5/12, +3 gives 7/12; +0 gives 1/6 (audit: fails)", () => {
    expect(kingstone.plainChance(2, 10).toString()).toBe("5/12");
    expect(kingstone.plainChance(3, 10).toString()).toBe("7/12");
    expect(kingstone.plainChance(0, 10).toString()).toBe("1/6");
    expect(kingstone.impliedBonus(10, Rational.of(1, 2))).toMatchObject({ exact: [], below: 2, above: 3 });
    expect(auditVerdict("dc-10-fifty-percent")).toBe("fails");
  });

  // Seed 001, "Difficulty Classes": "A DC of 13 would be something that person could do once every thirty-six attempts".
  // Exactly 1/36 at a bonus of +1 (2d6 = 12); the audit says "holds" — and that bonus gives DC 10 only 5/18, so the two
  // sentences cannot describe one person (audit: dc-advice-one-person fails).
  it("'DC 13 is once every thirty-six attempts' holds for a bonus of +1 exactly, which gives DC 10 5/18, not 1/2", () => {
    expect(kingstone.plainChance(1, 13).toString()).toBe("1/36");
    expect(kingstone.plainChance(1, 10).toString()).toBe("5/18");
    expect(auditVerdict("dc-13-one-in-36")).toBe("holds");
    expect(auditVerdict("dc-advice-one-person")).toBe("fails");
  });

  // Seed 001, "Spell DCs": a base of 10 and the table's rows (RULES.md 1.7): e.g. "+2 Long Range", "+1 Damaged Since Last
  // Turn", "Restoration +3 Effects Another Target", "-2 Per Other Spellcaster Helping", "+3 Resurrection Attempt",
  // "-3 Target Died in the last Minute", "+1 Per Time Target Has Been Resurrected".
  it("spell DCs: long range and damaged 13; a Restoration spell on two more targets with one helper 14; a resurrection within the minute after one earlier 11", () => {
    expect(kingstone.spellDc({ ...kingstone.NO_MODIFIERS, discipline: "destruction", longRange: true, damaged: true }).dc).toBe(13);
    expect(kingstone.spellDc({ ...kingstone.NO_MODIFIERS, discipline: "restoration", extraTargets: 2, helpers: 1 }).dc).toBe(14);
    expect(kingstone.spellDc({ ...kingstone.NO_MODIFIERS, discipline: "restoration", resurrection: true, diedMinute: true, earlierResurrections: 1 }).dc).toBe(11);
    // "Destruction, Transmutation +2 Effects Another Target" against Restoration's +3.
    expect(kingstone.spellDc({ ...kingstone.NO_MODIFIERS, discipline: "transmutation", extraTargets: 1 }).dc).toBe(12);
  });
});

describe("Kingstone, How to (Not) Die (seed 001; RULES.md 1.5)", () => {
  // Seed 001, "Death": "roll two six-sided dice and add only your Endurance … If you get a six or lower, you die. Each
  // turn you aren't Stabilized or Resuscitated the number required increases by three. So, DC 7, DC 10, DC 13, etc."
  // The classic mistake is "beat" read as "exceed": a 7 survives DC 7. With Endurance 0 and no help: dies 15/36 at DC 7,
  // then 7/12 × 5/6 = 35/72 at DC 10, then the rest (7/72) at DC 13, which 2d6 cannot reach.
  it("Endurance 0, no ally: DCs 7, 10, 13; dies 5/12, then 35/72, then 7/72; a total of 7 survives DC 7", () => {
    const death = kingstone.solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 });
    expect(death.rounds.map((round) => round.dc)).toEqual([7, 10, 13]);
    expect(death.rounds.map((round) => round.dies.toString())).toEqual(["5/12", "35/72", "7/72"]);
    expect(death.dies.toString()).toBe("1/1");
    expect([kingstone.meetsDc(6, 7), kingstone.meetsDc(7, 7)]).toEqual([false, true]);
  });

  // Seed 001, "Stabilized": "You become stabilized when an ally succeeds in a Proficiency roll against the DC you tried
  // to beat the last time you rolled. If they get to you before you must roll, it's a DC 4."
  it("an ally (+0) stabilises against the DC just rolled (DC 7: 7/12 of the 7/12 who live, 49/144), or DC 4 first (11/12)", () => {
    const after = kingstone.solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 });
    expect(after.rounds[0]?.stabilised.toString()).toBe("49/144");
    const before = kingstone.solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: true, startDc: 7 });
    expect(before.rounds[0]?.stabilised.toString()).toBe("11/12");
  });

  // Seed 001, "Resuscitated": "If you are knocked down again this session, the DC to survive does not reset. Continue
  // from what you would have had to beat the next time you rolled." Starting at DC 10, Endurance 0 dies 5/6 at once.
  it("knocked down again, the DC does not reset: from DC 10 the first roll kills 5/6", () => {
    const again = kingstone.solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 10 });
    expect(again.rounds[0]).toMatchObject({ dc: 10 });
    expect(again.rounds[0]?.dies.toString()).toBe("5/6");
  });
});

describe("Kingstone, Marks (seed 001; RULES.md 1.6)", () => {
  // Seed 001, "Marks": "When you have three marks on a column, move on to the next one … to get from level zero to level
  // one in Strength, I would need to fill one column. To get from level five to level six, I would need to fill out six
  // columns." "If your skill is a secondary focus, instead of each column requiring three marks, it instead requires six."
  it("level I takes one column (3 marks), level V to VI six columns (63 − 45 = 18 marks); a secondary focus doubles them", () => {
    const steps = kingstone.levelSteps(6, { secondary: false, distinction: false });
    expect(steps.map((step) => step.marks)).toEqual([3, 9, 18, 30, 45, 63]);
    // Columns filled by level V and by level VI: 15 and 21, six apart.
    expect(steps.slice(4).map((step) => step.marks / 3)).toEqual([15, 21]);
    expect(kingstone.levelSteps(1, { secondary: true, distinction: false })[0]?.marks).toBe(6);
  });

  // Seed 001, "Marks": "After a session finishes, the group can give out marks based on three questions … If you are
  // chosen for any of these questions … add a mark in any column of your choosing." (RULES.md 1.6: "End-of-session votes
  // give one extra mark each"; the toolkit's reading puts every vote on this skill at the session's end.) One vote a
  // session of 10 rolls: level III's 18 marks come after 17 rolls (17 + 1 vote), not 18.
  it("one end-of-session vote per 10 rolls brings level III (18 marks) at 17 rolls instead of 18", () => {
    const withVote = kingstone.levelSteps(3, { secondary: false, distinction: false, votesPerSession: 1, rollsPerSession: 10 });
    expect(withVote.map((step) => step.rolls)).toEqual([3, 9, 17]);
  });
});

describe("Kingstone, Upgrades (seed 001; RULES.md 1.3, 1.4)", () => {
  // Seed 001, Proficiency I: "Every time you roll Prof, roll it again (no mark for the second roll) vs 14 to double your
  // effect." At bonus +3 the second 2d6 needs 11 or 12: 3/36.
  it("Proficiency I at +3 doubles the effect 1/12 of the time (2d6 ≥ 11)", () => {
    expect(kingstone.sideRollChance("proficiency-double", 3).toString()).toBe("1/12");
  });

  // Seed 001, Ready I: "1/S Roll 1d6 + Ready vs 7 to get a free roll of any skill"; Shield: "Roll Fnd + Pow vs 10 to
  // block one harm"; Endurance III: "Roll End + Pow vs 12 to heal one harm".
  it("Ready I at Ready 1 is 1/6 (a 6 on 1d6); a Shield at +2 blocks 5/12 (2d6 ≥ 8), Endurance III at +2 heals 1/6 (2d6 ≥ 10)", () => {
    expect(kingstone.sideRollChance("ready-free-roll", 1).toString()).toBe("1/6");
    expect(kingstone.sideRollChance("shield-block", 2).toString()).toBe("5/12");
    expect(kingstone.sideRollChance("endurance-heal", 2).toString()).toBe("1/6");
  });

  // Seed 001, Strength V: "Roll an extra 1d6 on Str rolls" (RULES.md 1.3: dice=3d6, the sum). 3d6 + 0 against DC 10
  // succeeds 135/216 = 5/8 (3d6 ≥ 10).
  it("Strength V's extra 1d6 (dice=3d6) makes DC 10 at +0 5/8, against 1/6 on 2d6", () => {
    expect(kingstone.solveCheck({ ...PLAIN, dice: "3d6", bonus: 0, dc: 10 }).pSuccess.toString()).toBe("5/8");
    expect(kingstone.solveCheck({ ...PLAIN, bonus: 0, dc: 10 }).pSuccess.toString()).toBe("1/6");
  });

  // Seed 001, Strength VI: "Once per Str roll, reroll one of the dice if you want to." (RULES.md 1.3: reroll=one-die,
  // optimal). Against DC 12 at +0, only 6-6 succeeds: keep 6-6 (1/36); with one 6, reroll the other (10/36 × 1/6);
  // with no 6 no reroll helps. 1/36 + 10/216 = 16/216 = 2/27.
  it("Strength VI's one-die reroll against DC 12 at +0 succeeds 2/27 (worked by hand), against 1/36 without", () => {
    expect(kingstone.solveCheck({ ...PLAIN, reroll: "one-die", bonus: 0, dc: 12 }).pSuccess.toString()).toBe("2/27");
  });

  // Seed 001, Strength IV: "1/S Reroll 1d6 on any roll you make" (RULES.md 1.3: reroll=one-die-if-failed, the die whose
  // reroll maximises P(success)). Against DC 11 at +0: 5-6, 6-5, 6-6 succeed (3/36); a failed roll with a 6 rerolls the
  // other die to 5 or 6 (8/36 × 1/3); one with a 5 and no 6 rerolls the other to 6 (9/36 × 1/6); the rest cannot reach
  // 11. 18/216 + 16/216 + 9/216 = 43/216 — as Strength VI's free reroll, which only a failed roll needs.
  it("Strength IV's reroll of one die after a failure against DC 11 at +0 succeeds 43/216 (worked by hand)", () => {
    expect(kingstone.solveCheck({ ...PLAIN, reroll: "one-die-if-failed", bonus: 0, dc: 11 }).pSuccess.toString()).toBe("43/216");
    expect(kingstone.solveCheck({ ...PLAIN, reroll: "one-die", bonus: 0, dc: 11 }).pSuccess.toString()).toBe("43/216");
  });

  // Seed 001, Ready VI: "Roll 2d8 for initiative rolls" (RULES.md 1.3: dice=2d8). 2d8 + 0 against 10: sums 10..16 come
  // 7 + 6 + … + 1 = 28 ways of 64, 7/16.
  it("Ready VI's 2d8 initiative at +0 reaches 10 7/16 of the time", () => {
    expect(kingstone.solveCheck({ ...PLAIN, dice: "2d8", bonus: 0, dc: 10 }).pSuccess.toString()).toBe("7/16");
  });

  // Seed 001, Agility III: "1/S Fully reroll any roll you just made" (RULES.md 1.3: reroll=whole-if-failed). Against
  // DC 12 at +0: 1/36 + 35/36 × 1/36 = 71/1296.
  it("Agility III's whole reroll of a failed roll against DC 12 at +0 succeeds 71/1296", () => {
    expect(kingstone.solveCheck({ ...PLAIN, reroll: "whole-if-failed", bonus: 0, dc: 12 }).pSuccess.toString()).toBe("71/1296");
  });

  // Seed 001, Endurance II: "Gain one harm slot"; Endurance VI: "Gain two harm slots".
  it("harm slots: the class's, +1 from Endurance II, +2 more from Endurance VI", () => {
    expect([kingstone.harmSlots(3, 1), kingstone.harmSlots(3, 2), kingstone.harmSlots(3, 6)]).toEqual([3, 4, 6]);
  });
});

describe("Kingstone, Example Enemies (seed 001; RULES.md 1.7)", () => {
  // Seed 001, "Example Enemies": "Big Rat AC: 7", "Greenskin Shanka AC: 9", "Horse-Sized Bacteria AC: 10",
  // "Pter-orc-dactyl AC: 12", "Warlich Ymir AC: 12", "Dracosimian AC: 13", "Skeletal Grudgebearer AC: 14",
  // "Skyrat Chevalier AC: 14", "Dame Eris Tyche AC: 15", "Phase-Aligned Leprechaun AC: 16"; "effect from failing rolls on
  // him is tripled" (Warlich Ymir), "… is doubled" (Dracosimian, Skyrat Chevalier, Dame Eris Tyche).
  it("the ten example enemies carry the seed's ACs and effect multipliers", () => {
    expect(kingstone.ENEMIES.map((enemy) => [enemy.title, enemy.ac])).toEqual([
      ["Big Rat", 7],
      ["Greenskin Shanka", 9],
      ["Horse-Sized Bacteria", 10],
      ["Pter-orc-dactyl", 12],
      ["Warlich Ymir", 12],
      ["Dracosimian", 13],
      ["Skeletal Grudgebearer", 14],
      ["Skyrat Chevalier", 14],
      ["Dame Eris Tyche", 15],
      ["Phase-Aligned Leprechaun", 16],
    ]);
    const multiplier = (name: string) => kingstone.enemyNamed(name)?.quirks.effectMultiplier;
    expect(["warlich-ymir", "dracosimian", "skyrat-chevalier", "dame-eris-tyche", "big-rat"].map(multiplier)).toEqual([3, 2, 2, 2, 1]);
  });
});

/** The audit's verdict on one of Kingstone's claims (RULES.md 6). */
function auditVerdict(id: string): string | undefined {
  return kingstone.auditKingstone().find((claim) => claim.id === id)?.verdict;
}
