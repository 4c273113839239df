/** The options and words several zilch analyses share: the roll's explodeChain reading, a target or a Suit given directly, the roll's name. */
import { flagOption, integerOption, textOption } from "../../core/options.js";
import { parseSuitValue, TARGET_RANGE } from "../../models/zilch/roll.js";

/** What `--suit` (and `--a-suit`, `--b-suit`) accepts, in words. */
export const SUIT_ALLOWED = "a Suit value from 2 to 14 or a card rank (2..10, J, Q, K, A)";

/**
 * A Suit value option: 2..14 or a card rank (docs/rules.md 2.2), read by {@link parseSuitValue}.
 * @example suitOption("the Suit").parse("K") // 13
 */
export function suitOption(doc: string) {
  return textOption({ allowed: SUIT_ALLOWED, doc, parse: parseSuitValue });
}

/** docs/rules.md 2.1's `explodeChain`: an 8 on the d8 adds another d8 (solved exactly for the infinite chain). */
export const explodeChainOption = flagOption({ doc: "an 8 on the d8 adds another d8, without limit (RULES.md 2.1 option explodeChain)" });

/**
 * A test's target given directly: the Suit value with every modifier already added (docs/rules.md 2.2),
 * in the range the rules allow.
 * @example targetOption("side A").parse("-3") // -3
 */
export function targetOption(doc: string) {
  return integerOption({ ...TARGET_RANGE, doc });
}

/**
 * How a title names the roll (docs/rules.md 2.1), with or without the chained d8.
 * @example rollName(true) // "1d12, 12 → +1d8 chained"
 */
export function rollName(explodeChain: boolean): string {
  return explodeChain ? "1d12, 12 → +1d8 chained" : "1d12, 12 → +1d8";
}
