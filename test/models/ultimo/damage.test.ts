import { describe, expect, it } from "vitest";
import { damageDealt, damageTaken, maxExchangeDamage } from "../../../src/models/ultimo/damage.js";
import { FOES, foeOf } from "../../../src/models/ultimo/foes.js";
import { armorHolds, armorSoak, damageAfterSoak } from "../../../src/models/ultimo/soak.js";

describe("damage and soak in an exchange (RULES.md 3.9), worked by hand", () => {
  it("damageDealt: a perfect success with S 3 and weapon 1 deals 2 × 4 = 8; a success 4; a total failure 0", () => {
    expect([damageDealt(0, 3, 1), damageDealt(1, 3, 1), damageDealt(4, 3, 1)]).toEqual([8, 4, 0]);
  });
  it("damageTaken: nothing on a perfect success, F + foe weapon otherwise (2 + 5 = 7)", () => {
    expect([damageTaken(0, 2, 5), damageTaken(2, 2, 5), damageTaken(4, 2, 5)]).toEqual([0, 7, 7]);
  });
  it("maxExchangeDamage(4 cards, weapon 1, foe weapon 2, difficulty 9, foe soak 3, soak 1) is max(2 × 5 − 3, 9 + 2 − 1) = 10", () => {
    expect(maxExchangeDamage(4, 1, 2, 9, 3, 1)).toBe(10);
  });
  it("armor 3 holds against 2 and breaks on 3; durable armor 5 keeps 2 once broken; the breaking hit is still soaked", () => {
    expect([armorHolds(2, 3), armorHolds(3, 3)]).toEqual([true, false]);
    expect([armorSoak(5, true, false), armorSoak(5, false, true), armorSoak(5, false, false)]).toEqual([5, 2, 0]);
    expect(damageAfterSoak(6, 2, 3, true, false)).toBe(1);
  });
  it("foeOf: an example foe by name; a custom foe with soak, armor, weapon and patience 0 unless given", () => {
    expect(foeOf({ foe: "horus" })).toBe(FOES.horus);
    expect(foeOf({ foePower: 4, foeHealth: 6, foeWeapon: 2 })).toMatchObject({ health: 6, soak: 0, armor: 0, melee: 4, ranged: 4, meleeWeapon: 2, rangedWeapon: 2, patience: 0 });
  });
});
