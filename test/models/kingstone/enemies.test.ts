import { describe, expect, it } from "vitest";
import { customEnemy, ENEMIES, enemyNamed, harmSlots } from "../../../src/models/kingstone/enemies.js";

describe("the example enemies (seed 001, RULES.md 1.7)", () => {
  it("ten enemies from the Big Rat (AC 7) to the Phase-Aligned Leprechaun (AC 16), by AC", () => {
    expect(ENEMIES).toHaveLength(10);
    expect(ENEMIES.map((e) => e.ac)).toEqual([...ENEMIES.map((e) => e.ac)].sort((a, b) => a - b));
    expect(enemyNamed("phase-aligned-leprechaun")!.ac).toBe(16);
    expect(enemyNamed("dragon")).toBeUndefined();
  });
  it("harmSlots(3, 0) = 3, harmSlots(3, 2) = 4 (Endurance II), harmSlots(3, 6) = 6 (Endurance VI)", () => {
    expect([harmSlots(3, 0), harmSlots(3, 2), harmSlots(3, 6)]).toEqual([3, 4, 6]);
  });
  it("customEnemy(12, 2) is AC 12 with doubled effect and no other quirk", () => {
    expect(customEnemy(12, 2)).toMatchObject({ name: "ac-12", title: "AC 12", ac: 12, quirks: { effectMultiplier: 2, harmReduction: 0, copiesPerEffect: false } });
  });
});
