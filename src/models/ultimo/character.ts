/**
 * A character's figures that the card rules read (docs/rules.md 3.1, 3.9): stamina (the hand size) and attack
 * power (the card limit of an attack).
 */

/** A character's ratings that decide stamina. */
export interface StaminaRatings {
  readonly agi: number;
  readonly vit: number;
}

/**
 * Stamina, the hand size (docs/rules.md 3.1): 4 + ½ AGI or ½ VIT (the higher, rounded down), + 1 at full
 * health. O(1).
 * @example stamina({ agi: 6, vit: 6 }, true) // 8
 */
export function stamina(ratings: StaminaRatings, fullHealth: boolean): number {
  return 4 + Math.floor(Math.max(ratings.agi, ratings.vit) / 2) + (fullHealth ? 1 : 0);
}

/**
 * Attack power, the card limit of an attack (docs/rules.md 3.9): ½ STR or AGI (the higher, rounded down) +
 * Brawling (melee) or Shooting (ranged). O(1).
 * @example attackPower({ str: 10, agi: 1 }, 4) // 9
 */
export function attackPower(ratings: { readonly str: number; readonly agi: number }, skill: number): number {
  return Math.floor(Math.max(ratings.str, ratings.agi) / 2) + skill;
}

