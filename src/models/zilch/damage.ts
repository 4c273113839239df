/** Damage (docs/rules.md 2.4): weapon bonus + 1dF − DR; below 0 a hit has no effect. */
import { integerIn, oneOf } from "../../core/errors.js";
import { Distribution } from "../../core/distribution.js";

/** Weapon categories and their damage bonus (docs/rules.md 2.4), lightest first. */
export const WEAPONS = ["tiny", "light", "heavy", "great"] as const;
export type Weapon = (typeof WEAPONS)[number];
/** Each weapon category's damage bonus (docs/rules.md 2.4). */
export const WEAPON_BONUS: Readonly<Record<Weapon, number>> = { tiny: 1, light: 2, heavy: 3, great: 4 };

/** The highest DR a hit meets: plate (3) reinforced (+1) (docs/rules.md 2.4). */
export const MAX_DR = 4;

/** The outcome name for negative damage: nothing dealt, no rider applies. */
export const NO_EFFECT = "no-effect";

/** 1dF: −1, 0, +1, each 1/3 (a Fudge die has two sides of each). */
export const FUDGE_DIE: Distribution<number> = Distribution.uniform([-1, 0, 1]);

/**
 * The damage of one hit before "no effect" (docs/rules.md 2.4): weapon bonus + the Fudge die's face − DR,
 * where DR is the armour's (0..3) plus 1 if reinforced. O(1).
 * @example damageOf("heavy", -1, 2) // 0
 */
export function damageOf(weapon: Weapon, face: number, dr: number): number {
  return WEAPON_BONUS[weapon] + face - dr;
}

/**
 * The outcome name of a damage value (docs/rules.md 2.4): negative deals nothing ("no-effect"); 0 still
 * touches (riders apply) and is its own outcome. O(1).
 * @example damageOutcome(-1) // "no-effect"
 */
export function damageOutcome(damage: number): string {
  return damage < 0 ? NO_EFFECT : String(damage);
}

/**
 * Damage dealt as a number (docs/rules.md 2.4): "no-effect" deals 0. O(1).
 * @example dealt("no-effect") // 0
 */
export function dealt(outcome: string): number {
  return outcome === NO_EFFECT ? 0 : Number(outcome);
}

/**
 * The damage of one hit (docs/rules.md 2.4): {@link damageOf} each face of 1dF, named by
 * {@link damageOutcome}. Outcomes "no-effect", "0", "1", …, in that order. O(1).
 * @throws {OddsmithError} when weapon is not one of WEAPONS or dr is not an integer from 0 to 4 (MAX_DR).
 * @example solveDamage("heavy", 3).probability("no-effect").toString() // "1/3"
 * @example (() => { try { return solveDamage("spear", 1); } catch (e) { return e.message; } })() // 'weapon: expected one of tiny, light, heavy, great, received "spear"'
 */
export function solveDamage(weapon: Weapon, dr: number): Distribution<string> {
  oneOf("weapon", WEAPONS, weapon);
  integerIn("dr", 0, MAX_DR, dr);
  return FUDGE_DIE.map((face) => damageOutcome(damageOf(weapon, face, dr)));
}
