import { describe, expect, it } from "vitest";
import { damageDealt, damageTaken, maxExchangeDamage } from "../../../src/models/ultimo/damage.js";

describe("damage in an exchange (RULES.md 3.9), worked by hand", () => {
  it("damageDealt: a perfect success with S 3 and weapon 1 deals 2 × 4 = 8; a success 4; a total failure 0", () => {
    expect([damageDealt(0, 3, 1), damageDealt(1, 3, 1), damageDealt(4, 3, 1)]).toEqual([8, 4, 0]);
  });
  it("damageTaken: nothing on a perfect success, F + foe weapon otherwise (2 + 5 = 7)", () => {
    expect([damageTaken(0, 2, 5), damageTaken(2, 2, 5), damageTaken(4, 2, 5)]).toEqual([0, 7, 7]);
  });
  it("maxExchangeDamage(4 cards, weapon 1, foe weapon 2, difficulty 9, foe soak 3, soak 1) is max(2 × 5 − 3, 9 + 2 − 1) = 10", () => {
    expect(maxExchangeDamage(4, 1, 2, 9, 3, 1)).toBe(10);
  });
});
