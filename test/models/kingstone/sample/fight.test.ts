import { describe, expect, it } from "vitest";
import { tallyOffsets } from "../../../../src/core/estimate.js";
import { customEnemy, ENEMIES } from "../../../../src/models/kingstone/enemies.js";
import { fightCategories, fightGroup, type FightSetup } from "../../../../src/models/kingstone/fight.js";
import { sampleFight } from "../../../../src/models/kingstone/sample/fight.js";

const setup: FightSetup = { enemies: [customEnemy(7, 1)], bonuses: [20], enemyHarm: 4, weaponHarm: 4, classSlots: 3, endurance: 0, strength: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7, ladder: "paired", quirks: true, maxRounds: 100 };

describe("the fight sampler (seed 001's combat, RULES.md 1.2, 1.5)", () => {
  it("fightGroup names enemy and bonus; only the Leprechaun with quirks can escape", () => {
    expect(fightGroup(ENEMIES[0]!, -2)).toBe("big-rat -2");
    expect(fightCategories(ENEMIES[9]!, true)).toContain("escaped");
    expect(fightCategories(ENEMIES[9]!, false)).not.toContain("escaped");
  });
  it("+20 against AC 7 with a 4-harm weapon wins every fight in round 1 (2d6 + 20 − 7 ≥ 15 always hits for ≥ 4)", () => {
    const plan = sampleFight(setup);
    const tally = new Float64Array(tallyOffsets(plan.layout).size);
    plan.run({ below: () => 0, uint32: () => 0, float: () => 0 }, 10, tally);
    // win, stabilised, dies, undecided; rounds sum and sum of squares; harm sum and sum of squares.
    expect([...tally]).toEqual([10, 0, 0, 0, 10, 10, 0, 0]);
  });
  it("sampleFight refuses bad fields with OddsmithError, naming the element", () => {
    expect(() => sampleFight({ ...setup, enemies: [] })).toThrow("enemies: expected a non-empty list of enemies, received []");
    expect(() => sampleFight({ ...setup, enemies: [customEnemy(41, 1)] })).toThrow("enemies[0].ac: expected an integer from 1 to 40, received 41");
    expect(() => sampleFight({ ...setup, bonuses: [2, 30] })).toThrow("bonuses[1]: expected an integer from -10 to 20, received 30");
    expect(() => sampleFight({ ...setup, weaponHarm: 5 })).toThrow("weaponHarm: expected an integer from 1 to 4, received 5");
    expect(() => sampleFight({ ...setup, ladder: "steep" } as never)).toThrow('ladder: expected one of paired, shifted, linear, received "steep"');
    expect(() => sampleFight({ ...setup, allyAttempts: -1 })).toThrow("allyAttempts: expected an integer from 0 to 10, received -1");
  });
});
