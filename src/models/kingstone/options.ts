import { choiceOption, integerOption } from "../../core/options.js";
import { LADDERS } from "./ladder.js";
import { DICE, GOALS, REROLLS } from "./roll.js";

/** The options every Kingstone check-based analysis shares (RULES.md 1.1–1.3). */
export const rollOptions = {
  dice: choiceOption(DICE, { doc: "dice rolled (RULES.md 1.3): 3d6 = Strength V, 3d6kh2 keeps the two highest, 2d8 = Ready VI", default: "2d6" }),
  ladder: choiceOption(LADDERS, { doc: "degree ladder (RULES.md 1.2); paired agrees with all five worked examples", default: "paired" }),
  reroll: choiceOption(REROLLS, { doc: "reroll rule (RULES.md 1.3), taken by the optimal policy for --goal", default: "none" }),
  goal: choiceOption(GOALS, { doc: "what an optimal reroll maximises: P(success) or the expected signed effect", default: "success" }),
} as const;

/** The check bonus: skill + attribute + situational modifiers (RULES.md 1.1). */
export const bonusOption = integerOption({ min: -10, max: 20, doc: "bonus added to the dice: skill + attribute + modifiers" });

/** Allowed DCs and ACs. */
export const DC_RANGE = { min: 1, max: 40 } as const;

/**
 * A bonus as a label shows it: always signed, with a true minus sign (so −2, never "+-2"). O(1).
 * @example formatBonus(-2) + " " + formatBonus(3) + " " + formatBonus(0) // "−2 +3 +0"
 */
export function formatBonus(bonus: number): string {
  return bonus < 0 ? `−${-bonus}` : `+${bonus}`;
}

/**
 * Dice plus a bonus as a label shows it (RULES.md 1.1): "2d6 + 3", "2d6 − 2", never "2d6 + -2". O(1).
 * @example withBonus("2d6", -2) // "2d6 − 2"
 */
export function withBonus(dice: string, bonus: number): string {
  return `${dice} ${formatBonus(bonus).replace(/^(.)/, "$1 ")}`;
}
