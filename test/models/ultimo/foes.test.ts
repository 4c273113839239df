import { describe, expect, it } from "vitest";
import { FOE_NAMES, FOES, foeOf } from "../../../src/models/ultimo/foes.js";

describe("foeOf", () => {
  it("foeOf: an example foe by name; a custom foe with soak, armor, weapon and patience 0 unless given", () => {
    expect(foeOf({ foe: "horus" })).toBe(FOES.horus);
    expect(foeOf({ foePower: 4, foeHealth: 6, foeWeapon: 2 })).toMatchObject({ health: 6, soak: 0, armor: 0, melee: 4, ranged: 4, meleeWeapon: 2, rangedWeapon: 2, patience: 0 });
  });
  it("foeOf({ foePower 9, foeHealth 12, foeSoak 4, foeArmor 2, foePatience 3 }) is a custom foe with every figure given", () => {
    expect(foeOf({ foePower: 9, foeHealth: 12, foeSoak: 4, foeArmor: 2, foePatience: 3 })).toEqual({
      name: "custom foe",
      health: 12,
      soak: 4,
      armor: 2,
      melee: 9,
      ranged: 9,
      meleeWeapon: 0,
      rangedWeapon: 0,
      patience: 3,
      guideline: { kind: "", min: 0, max: undefined },
    });
  });
});

describe("FOES: the seed's example foes (RULES.md 3.9 table)", () => {
  it("Fanatic 6 health, soak 1, melee 6, ranged 4; Cultist 8, 2, 6, 8; Horus 18, 10 (5 armor), 11, 15, +5 melee weapon, patience 20", () => {
    const figures = FOE_NAMES.map((name) => {
      const { health, soak, armor, melee, ranged, meleeWeapon, rangedWeapon, patience } = FOES[name];
      return [health, soak, armor, melee, ranged, meleeWeapon, rangedWeapon, patience];
    });
    expect(figures).toEqual([
      [6, 1, 0, 6, 4, 0, 0, 0],
      [8, 2, 0, 6, 8, 0, 0, 0],
      [18, 10, 5, 11, 15, 5, 0, 20],
    ]);
  });
  it("the guidelines: a minion survives 1–2 attacks, a greater minion 3–5, a host 10 or more; FOE_NAMES lists FOES in order", () => {
    expect(FOE_NAMES.map((name) => FOES[name].guideline)).toEqual([
      { kind: "minion", min: 1, max: 2 },
      { kind: "greater minion", min: 3, max: 5 },
      { kind: "host", min: 10, max: undefined },
    ]);
    expect([...FOE_NAMES]).toEqual(Object.keys(FOES));
  });
});
