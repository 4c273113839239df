/** How Kingstone's labels (chart titles, tables, explanations) write a bonus: signed, with a true minus sign. */

/**
 * A bonus as a label shows it: always signed, with a true minus sign (so −2, never "+-2"). O(1).
 * @example formatBonus(-2) + " " + formatBonus(3) + " " + formatBonus(0) // "−2 +3 +0"
 */
export function formatBonus(bonus: number): string {
  return bonus < 0 ? `−${-bonus}` : `+${bonus}`;
}

/**
 * Dice plus a bonus as a label shows it (docs/rules.md 1.1): "2d6 + 3", "2d6 − 2", never "2d6 + -2". O(1).
 * @example withBonus("2d6", -2) // "2d6 − 2"
 */
export function withBonus(dice: string, bonus: number): string {
  return `${dice} ${formatBonus(bonus).replace(/^(.)/, "$1 ")}`;
}
