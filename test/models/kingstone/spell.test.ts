import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { checkSpell, NO_MODIFIERS, SPELL_MODIFIERS, spellConflicts, spellDc } from "../../../src/models/kingstone/spell.js";

describe("the spell DC table (RULES.md 1.7, seed 'Spell DCs')", () => {
  it("base 10 with no modifier; the seed's example spell (a frog spoken to, DC 9) is 10 − 1 for short range", () => {
    expect(spellDc(NO_MODIFIERS).dc).toBe(10);
    expect(spellDc({ ...NO_MODIFIERS, shortRange: true })).toEqual({ dc: 9, terms: [{ words: "Short Range", count: 1, change: -1 }] });
  });
  it.each([
    ["longRange", 12],
    ["damaged", 11],
    ["willing", 9],
    ["lovesYou", 9],
    ["surprised", 8],
  ] as const)("one row: %s gives DC %i (the table's sign and size)", (field, dc) => {
    expect(spellDc({ ...NO_MODIFIERS, [field]: true }).dc).toBe(dc);
  });
  it("counted rows: 2 extra targets are +4 for Transmutation, +6 for Restoration; 3 helpers −6 (by hand from the table)", () => {
    expect(spellDc({ ...NO_MODIFIERS, extraTargets: 2 }).dc).toBe(14);
    expect(spellDc({ ...NO_MODIFIERS, discipline: "restoration", extraTargets: 2 }).dc).toBe(16);
    expect(spellDc({ ...NO_MODIFIERS, helpers: 3 }).dc).toBe(4);
  });
  it("a resurrection: +3, −3 died in the last day, +1 per earlier resurrection (2 earlier: DC 12); destruction doubling harm at long range: DC 15", () => {
    expect(spellDc({ ...NO_MODIFIERS, discipline: "restoration", resurrection: true, diedDay: true, earlierResurrections: 2 }).dc).toBe(12);
    expect(spellDc({ ...NO_MODIFIERS, discipline: "destruction", doubleHarm: true, longRange: true }).dc).toBe(15);
  });
  it("every row of the table is applied exactly as its change says: all compatible rows at once sum as the brute sum of the rows", () => {
    const all = { ...NO_MODIFIERS, discipline: "restoration", longRange: true, damaged: true, willing: true, extraTargets: 1, lovesYou: true, helpers: 1, surprised: true, resurrection: true, diedMinute: true, earlierResurrections: 3 } as const;
    const sum = SPELL_MODIFIERS.reduce((dc, row) => {
      const value = all[row.field];
      return dc + (value === true ? 1 : value === false ? 0 : value) * row.change("restoration");
    }, 10);
    expect(spellDc(all).dc).toBe(sum);
    expect(sum).toBe(10 + 2 + 1 - 1 + 3 - 1 - 2 - 2 + 3 - 3 + 3);
  });
  it("conflicts: long and short range, died minute and day, Restoration rows outside Restoration, death rows without a resurrection", () => {
    expect(spellConflicts({ ...NO_MODIFIERS, longRange: true, shortRange: true })).toEqual([{ kind: "not-both", fields: ["longRange", "shortRange"], why: "a spell is cast at long range or at short range" }]);
    expect(spellConflicts({ ...NO_MODIFIERS, doubleHarm: true, resurrection: true })).toEqual([
      { kind: "only-with", field: "doubleHarm", needs: "destruction" },
      { kind: "only-with", field: "resurrection", needs: "restoration" },
    ]);
    expect(spellConflicts({ ...NO_MODIFIERS, discipline: "restoration", earlierResurrections: 1 })).toEqual([{ kind: "only-with", field: "earlierResurrections", needs: "resurrection" }]);
  });
  it.each([
    [{ ...NO_MODIFIERS, discipline: "necromancy" }, 'discipline: expected one of destruction, transmutation, restoration, received "necromancy"'],
    [{ ...NO_MODIFIERS, helpers: 21 }, "helpers: expected an integer from 0 to 20, received 21"],
    [{ ...NO_MODIFIERS, willing: "yes" }, 'willing: expected true or false, received "yes"'],
    [{ ...NO_MODIFIERS, longRange: true, shortRange: true }, "shortRange: expected false when longRange is true (a spell is cast at long range or at short range), received true"],
    [{ ...NO_MODIFIERS, discipline: "restoration", resurrection: true, diedMinute: true, diedDay: true }, "diedDay: expected false when diedMinute is true (a death in the last minute is also in the last day; the table takes one −3), received true"],
    [{ ...NO_MODIFIERS, earlierResurrections: 2 }, "earlierResurrections: expected 0 unless discipline is restoration, received 2"],
  ])("checkSpell(%o) throws OddsmithError: %s", (setup, message) => {
    expect(() => checkSpell(setup as never)).toThrow(OddsmithError);
    expect(() => checkSpell(setup as never)).toThrow(message);
  });
});
