import { describe, expect, it } from "vitest";
import { playedAttackPower, THREAT_POWER } from "../../../src/models/ultimo/fight.js";
import { FOES } from "../../../src/models/ultimo/foes.js";

describe("playedAttackPower (RULES.md 3.9: 12 or more costs the Dealer 1 threat, or is played at 10)", () => {
  it("THREAT_POWER is 12: 11 is played in full either way, 12 drops to 10 without threat and stays 12 when paid", () => {
    expect(THREAT_POWER).toBe(12);
    expect([playedAttackPower(11, "none"), playedAttackPower(11, "paid")]).toEqual([11, 11]);
    expect([playedAttackPower(12, "none"), playedAttackPower(12, "paid")]).toEqual([10, 12]);
  });
  it("Horus's ranged 15 is played at 10 with threat=none and 15 with threat=paid; his melee 11 at 11", () => {
    expect(playedAttackPower(FOES.horus.ranged, "none")).toBe(10);
    expect(playedAttackPower(FOES.horus.ranged, "paid")).toBe(15);
    expect(playedAttackPower(FOES.horus.melee, "none")).toBe(11);
  });
});
