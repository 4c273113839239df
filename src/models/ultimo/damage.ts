/**
 * Damage in a combat exchange (docs/rules.md 3.9): what the player's attack deals and takes before soak, from
 * the outcome and its tallies — the one copy of the rule the exact exchange and the samplers share.
 */
import { OUTCOME_INDEX } from "./outcome.js";

/**
 * Damage the player's attack deals before soak (docs/rules.md 3.9), from the outcome's index in OUTCOMES: a
 * perfect success deals 2 × (S + weapon), success, partial success and failure S + weapon, total failure
 * nothing. The one copy of the rule: the exact exchange and the samplers call it. O(1).
 * @example damageDealt(0, 3, 2) // 10
 */
export function damageDealt(outcome: number, successes: number, weapon: number): number {
  return outcome === OUTCOME_INDEX.perfectSuccess ? 2 * (successes + weapon) : outcome === OUTCOME_INDEX.totalFailure ? 0 : successes + weapon;
}

/**
 * Damage the player takes before soak (docs/rules.md 3.9), from the outcome's index in OUTCOMES: nothing on a
 * perfect success, otherwise F + the foe's weapon damage (a total failure adds a major effect, not
 * damage). O(1).
 * @example damageTaken(3, 2, 5) // 7
 */
export function damageTaken(outcome: number, failures: number, foeWeapon: number): number {
  return outcome === OUTCOME_INDEX.perfectSuccess ? 0 : failures + foeWeapon;
}

/**
 * The largest damage after soak either side can take in one exchange: 2 × (cards played + weapon) − the
 * foe's soak, or the difficulty + the foe's weapon − the player's soak. The attack's outcomes list every
 * damage from 0 to this, so the exact and the simulated results name the same outcomes. O(1).
 * @example maxExchangeDamage(5, 0, 0, 6, 1, 0) // 9
 */
export function maxExchangeDamage(playable: number, weapon: number, foeWeapon: number, difficulty: number, foeSoak: number, soak: number): number {
  return Math.max(0, 2 * (playable + weapon) - foeSoak, difficulty + foeWeapon - soak);
}
