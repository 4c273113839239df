/**
 * The fight's own rules beyond the exchange (docs/rules.md 3.9): the threat an attack power of 12 or more
 * costs the Dealer. The fight itself is sampled (sample/fight.ts).
 */

/** Attack power from which the Dealer pays 1 threat, or plays 10 without it (docs/rules.md 3.9). */
export const THREAT_POWER = 12;

/**
 * The difficulty a foe's attack is played at (docs/rules.md 3.9): its attack power, except that an attack
 * power of 12 or more drops to 10 when the Dealer has no threat to pay (threat=none). O(1).
 * @example playedAttackPower(15, "none") // 10
 */
export function playedAttackPower(power: number, threat: "paid" | "none"): number {
  return power >= THREAT_POWER && threat === "none" ? 10 : power;
}
