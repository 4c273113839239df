/**
 * Soak and armor (docs/rules.md 3.9; the seed's "Soak" and "Armor"): incoming damage is reduced by Toughness +
 * armor + shield; armor absorbs the hit that destroys it, then is gone — durable armor keeps half.
 */

/**
 * Whether armor survives a hit (docs/rules.md 3.9): a hit of at least the armor value, before soak, destroys it
 * (the seed: armor 3 is unaffected by 2 damage, destroyed by 3 or more). Armor 0 has nothing to keep. O(1).
 * @example armorHolds(2, 3) // true
 */
export function armorHolds(raw: number, armor: number): boolean {
  return raw < armor;
}

/**
 * The soak a piece of armor gives (docs/rules.md 3.9): all of it while intact; once destroyed nothing, or half
 * of it rounded down when durable (the seed: "when armor is destroyed it still provides half of its soak").
 * O(1).
 * @example armorSoak(5, false, true) // 2
 */
export function armorSoak(armor: number, intact: boolean, durable: boolean): number {
  return intact ? armor : durable ? Math.floor(armor / 2) : 0;
}

/**
 * Damage that gets through (docs/rules.md 3.9): the hit before soak less the permanent soak (Toughness) and the
 * armor's soak as it stands before this hit — armor absorbs the hit that destroys it. Never below 0. O(1).
 * @example damageAfterSoak(6, 2, 3, true, false) // 1
 */
export function damageAfterSoak(raw: number, toughness: number, armor: number, intact: boolean, durable: boolean): number {
  return Math.max(0, raw - toughness - armorSoak(armor, intact, durable));
}
