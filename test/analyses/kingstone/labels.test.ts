import { describe, expect, it } from "vitest";
import { formatBonus, withBonus } from "../../../src/analyses/kingstone/labels.js";
import { simulatedResultOf } from "../../support/sampling.js";
import { checkAnalysis } from "../../../src/analyses/kingstone/check.js";
import { deathAnalysis } from "../../../src/analyses/kingstone/death.js";
import { fightAnalysis } from "../../../src/analyses/kingstone/fight.js";

describe("Kingstone labels with a negative bonus", () => {
  it("print a true minus sign, never +-", () => {
    expect([formatBonus(-2), formatBonus(0), formatBonus(2)]).toEqual(["−2", "+0", "+2"]);
    expect([withBonus("2d6", -2), withBonus("3d6kh2", 3)]).toEqual(["2d6 − 2", "3d6kh2 + 3"]);
  });
  it("check and death-save chart titles (exact and simulated) read −2", async () => {
    const check = checkAnalysis;
    const death = deathAnalysis;
    const checkParams = { bonus: -2, dc: 8, dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;
    expect(check.run!(checkParams).charts[0]!.title).toBe("Check: 2d6 − 2 vs DC 8 (paired ladder, reroll none)");
    const deathParams = { endurance: 1, allyBonus: -2, allyAttempts: 1, allyFirst: false, startDc: 7 };
    expect(death.run!(deathParams).charts[0]!.title).toBe("Death saves: Endurance 1, ally −2 × 1/round, from DC 7");
    const simulatedCheck = await simulatedResultOf(check, { bonus: "-2", dc: "8" }, 1_000);
    expect(simulatedCheck.result.charts[0]!.title).toContain("2d6 − 2 vs DC 8");
    const simulatedDeath = await simulatedResultOf(death, { endurance: "1", allyBonus: "-2" }, 1_000);
    expect(JSON.stringify(simulatedDeath.result)).toContain("ally −2 ×");
    expect(JSON.stringify(simulatedDeath.result)).not.toContain("+-");
  });
  it("a fight names a custom enemy's AC once and an example enemy's title with its AC", async () => {
    const fight = fightAnalysis;
    const custom = await simulatedResultOf(fight, { ac: "9", bonus: "-2" }, 1_000);
    expect(custom.result.table!.title).toMatch(/^−2 against AC 9, /);
    expect(custom.result.charts[0]!.title).toBe("Fight (simulated): −2 against AC 9");
    const rat = await simulatedResultOf(fight, { enemy: "big-rat", bonus: "1" }, 1_000);
    expect(rat.result.table!.title).toMatch(/^\+1 against Big Rat \(AC 7\), /);
  });
});
