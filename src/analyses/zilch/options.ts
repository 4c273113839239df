/** The options and words several zilch analyses share: the die and its explodeChain reading, a target or a Suit given directly, the roll's name. */
import { messages } from "../../framework/messages.js";
import { flagOption, integerOption, readOption, textOption, type OptionSpec } from "../../framework/options.js";
import { checkDie, DIE_ALLOWED, readZilchDie, ZILCH_DIE, type ZilchDie } from "../../models/zilch/die.js";
import { parseSuitValue, SUIT_RANGE, TARGET_RANGE } from "../../models/zilch/target.js";
import { citeRules } from "../../framework/rules-citation.js";
import { itemAt } from "../../core/checked-index.js";

/** What `--suit` (and `--a-suit`, `--b-suit`) accepts, in words. */
export const SUIT_ALLOWED = `a Suit value from ${SUIT_RANGE.min} to ${SUIT_RANGE.max} or a card rank (2..10, J, Q, K, A)`;

/**
 * A Suit value option: 2..14 or a card rank (docs/rules.md 2.2), read by {@link parseSuitValue}.
 * @example suitOption("the Suit").parse("K") // 13
 */
export function suitOption(doc: string) {
  return textOption({ allowed: SUIT_ALLOWED, doc, parse: parseSuitValue });
}

/** docs/rules.md 2.1's `explodeChain`: an 8 on the d8 adds another d8 (solved exactly for the infinite chain). */
export const explodeChainOption = flagOption({ label: "Exploding chain", help: "An 8 on the d8 adds another d8, without limit.", rules: "2.1", doc: `an 8 on the d8 adds another d8, without limit (${citeRules("2.1")})` });

/**
 * `--die`, the die every test rolls (docs/rules.md 2.1; models/zilch/die.ts): `dX!dY`, the top face of dX
 * adding one dY, chained to three dice, or a lone `dX`; the value is the die's canonical text
 * ("D10 ! d6" → "d10!d6"). A refused value is explained by what it breaks.
 * @example dieOption.parse("d10!d6") // "d10!d6"
 * @example dieOption.explain("d12!d1") // ['--die: expected dice of 2 to 100 faces (d1 has 1), received "d12!d1"']
 */
export const dieOption: OptionSpec<string> = readOption<string>({ label: "Die", help: "The die rolled under the target: d12!d8 as a rule (a 12 adds a d8), another pair such as d10!d6, a chain such as d12!d8!d6, or a lone die such as d20.", rules: "2.1",
  allowed: DIE_ALLOWED,
  doc: `the die rolled under the target: dX!dY, the top face of dX adds one dY (the rules' ${ZILCH_DIE}, ${citeRules("2.1")}); chained (d12!d8!d6) or a lone dX (d20); --explode-chain chains the last die`,
  default: ZILCH_DIE,
  read: (raw) => {
    const reading = readZilchDie(raw);
    return reading.ok ? { value: reading.die.text } : { refused: [messages.notAllowed("--die", reading.allowed, raw)] };
  },
});

/**
 * A test's target given directly: the Suit value with every modifier already added (docs/rules.md 2.2),
 * in the range the rules allow.
 * @example targetOption("side A").parse("-3") // -3
 */
export function targetOption(doc: string) {
  return integerOption({ ...TARGET_RANGE, doc });
}

/**
 * How a title names the roll (docs/rules.md 2.1): the die (default d12!d8), with or without the chained last die.
 * @throws {OddsmithError} when die is not a die (models/zilch/die.ts checkDie).
 * @example rollName(true) // "1d12, 12 → +1d8 chained"
 * @example rollName(false, "d10!d6") // "1d10, 10 → +1d6"
 */
export function rollName(explodeChain: boolean, die: string = ZILCH_DIE): string {
  return rollWords(checkDie("die", die), explodeChain);
}

/**
 * How a title names a die's roll (docs/rules.md 2.1): each die, and what the top face of the one before
 * adds; `chained` when the last die explodes on its own top face without limit. O(dice).
 * @example rollWords({ text: "d12!d8", sides: [12, 8] }, false) // "1d12, 12 → +1d8"
 * @example rollWords({ text: "d20", sides: [20] }, true) // "1d20, 20 → +1d20 chained"
 */
export function rollWords(die: ZilchDie, explodeChain: boolean): string {
  // The engine's dX! chains its last die as --explode-chain does.
  const chained = explodeChain || die.unbounded === true;
  const words = die.sides.map((faces, i) => (i === 0 ? `1d${faces}` : `${die.sides[i - 1]} → +1d${faces}`));
  const last = itemAt(die.sides, die.sides.length - 1);
  if (chained && die.sides.length === 1) words.push(`${last} → +1d${last}`);
  return `${words.join(", ")}${chained ? " chained" : ""}`;
}
