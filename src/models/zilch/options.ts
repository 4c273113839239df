import { flagOption, integerOption } from "../../core/options.js";
import { TARGET_RANGE } from "./roll.js";

/** RULES.md 2.1's `explodeChain`: an 8 on the d8 adds another d8 (solved exactly for the infinite chain). */
export const explodeChainOption = flagOption({ doc: "an 8 on the d8 adds another d8, without limit (RULES.md 2.1 option explodeChain)" });

/**
 * A test's target given directly: the Suit value with every modifier already added (RULES.md 2.2),
 * in the range the rules allow.
 * @example targetOption("side A").parse("-3") // -3
 */
export function targetOption(doc: string) {
  return integerOption({ ...TARGET_RANGE, doc });
}
