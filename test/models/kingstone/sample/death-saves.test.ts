import { describe, expect, it } from "vitest";
import { solveDeathSaves } from "../../../../src/models/kingstone/death-saves.js";
import { deathRoundLimit, deathSavesRoller, roll2d6, rollDeathSaves, sampleDeathSaves } from "../../../../src/models/kingstone/sample/death-saves.js";

const alone = { endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 };
// A stream whose every draw is the top value: 2d6 shows 6-6, every roll meets its DC up to 12.
const sixes = { below: (n: number) => n - 1, uint32: () => 0, float: () => 0 };
const ones = { below: () => 0, uint32: () => 0, float: () => 0 };

describe("the death-save sampler (RULES.md 1.5)", () => {
  it("roll2d6 of the top draw is 12 and of the bottom draw 2", () => {
    expect([roll2d6(sixes), roll2d6(ones)]).toEqual([12, 2]);
  });
  it("deathRoundLimit(Endurance 0, from DC 7) is 3: DC 13 is out of 2d6's reach", () => {
    expect(deathRoundLimit(alone)).toBe(3);
  });
  it("rolling 6-6 every time with no ally survives DC 7 and 10 and dies at 13 in round 3; rolling 1-1 dies in round 1", () => {
    expect(rollDeathSaves(sixes, alone)).toBe(-3);
    expect(deathSavesRoller(alone)(ones)).toBe(-1);
  });
  it("sampleDeathSaves(alone) tallies the three rounds of both outcomes", () => {
    expect(sampleDeathSaves(alone).layout.groups[1]!.categories).toHaveLength(6);
  });
  it("solveDeathSaves, rollDeathSaves and sampleDeathSaves refuse bad fields with OddsmithError", () => {
    expect(() => solveDeathSaves({ ...alone, allyAttempts: 11 })).toThrow("allyAttempts: expected an integer from 0 to 10, received 11");
    expect(() => rollDeathSaves(ones, { ...alone, startDc: 1 })).toThrow("startDc: expected an integer from 2 to 40, received 1");
    expect(() => sampleDeathSaves({ ...alone, allyFirst: "no" } as never)).toThrow('allyFirst: expected true or false, received "no"');
    expect(() => solveDeathSaves({ allyBonus: 0 } as never)).toThrow("endurance: expected an integer from -10 to 20, received undefined");
  });
});
