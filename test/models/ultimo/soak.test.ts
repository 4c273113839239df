import { describe, expect, it } from "vitest";
import { FOES } from "../../../src/models/ultimo/foes.js";
import { armorHolds, armorSoak, damageAfterSoak } from "../../../src/models/ultimo/soak.js";

describe("armorHolds, armorSoak and damageAfterSoak (RULES.md 3.9), worked by hand", () => {
  it("armor 3 holds against 2 and breaks on 3; durable armor 5 keeps 2 once broken; the breaking hit is still soaked", () => {
    expect([armorHolds(2, 3), armorHolds(3, 3)]).toEqual([true, false]);
    expect([armorSoak(5, true, false), armorSoak(5, false, true), armorSoak(5, false, false)]).toEqual([5, 2, 0]);
    expect(damageAfterSoak(6, 2, 3, true, false)).toBe(1);
  });
  it("damageAfterSoak never goes below 0: 2 against Toughness 2 and armor 3 is 0; armor 0 soaks nothing, intact or not", () => {
    expect(damageAfterSoak(2, 2, 3, true, false)).toBe(0);
    expect([damageAfterSoak(4, 1, 0, true, false), damageAfterSoak(4, 1, 0, false, true)]).toEqual([3, 3]);
  });
  it("Horus (soak 10, 5 of it armor): a 10 hit is all soaked and breaks the armor; the next 10 deals 10 − 5 = 5", () => {
    const toughness = FOES.horus.soak - FOES.horus.armor;
    expect(damageAfterSoak(10, toughness, FOES.horus.armor, true, false)).toBe(0);
    expect(armorHolds(10, FOES.horus.armor)).toBe(false);
    expect(damageAfterSoak(10, toughness, FOES.horus.armor, false, false)).toBe(5);
    // A hit of 4 leaves the armor whole: 4 < 5.
    expect(armorHolds(4, FOES.horus.armor)).toBe(true);
  });
  it("durable armor 3 keeps ⌊3/2⌋ = 1 once broken: 6 against Toughness 2 deals 3", () => {
    expect(damageAfterSoak(6, 2, 3, false, true)).toBe(3);
  });
});
