/**
 * The text of --utilities ("superb=3,success=1"): each utility as written and the pairs of the text, every
 * item that is not one named. The utilities themselves are a rule (src/models/ash/outcome-utilities.ts, RULES.md 4.5).
 */
import { Rational } from "../../core/exact/rational.js";
import { isOutcome, type AshOutcome } from "../../models/ash/outcome-ladder.js";
import { withinUtilityLimits } from "../../models/ash/outcome-utilities.js";
import { itemAt } from "../../core/checked-index.js";

const NUMBER = /^([+-]?)(\d{1,3})(?:\.(\d{1,3}))?$|^([+-]?)(\d{1,5})\/(\d{1,4})$/;

/**
 * A utility as written: an integer, a decimal with up to 3 places ("-0.5") or a fraction ("5/2"), within
 * the limits; undefined otherwise.
 * @example parseUtility("-1/2")?.toString() // "-1/2"
 */
export function parseUtility(raw: string): Rational | undefined {
  const match = NUMBER.exec(raw.trim());
  if (!match) return undefined;
  let value: Rational;
  if (match[2] !== undefined) {
    const decimals = match[3] ?? "";
    value = Rational.of(BigInt(`${match[2]}${decimals}`), 10n ** BigInt(decimals.length));
    if (match[1] === "-") value = Rational.ZERO.subtract(value);
  } else {
    if (Number(match[6]) === 0) return undefined;
    value = Rational.of(BigInt(itemAt(match, 5)), BigInt(itemAt(match, 6)));
    if (match[4] === "-") value = Rational.ZERO.subtract(value);
  }
  return withinUtilityLimits(value) ? value : undefined;
}

/** One problem of a --utilities text, or its pairs. */
type UtilitiesParse = { readonly ok: true; readonly values: Partial<Record<AshOutcome, Rational>> } | { readonly ok: false; readonly problems: readonly UtilitiesProblem[] };

/** What is wrong with one item of a --utilities text. */
export interface UtilitiesProblem {
  readonly kind: "pair" | "outcome" | "number" | "twice";
  readonly item: string;
}

/**
 * The pairs of a --utilities text ("superb=3,success=1"), or every item that is not one: not name=value,
 * an unknown outcome, a number out of range, an outcome given twice. O(length).
 * @example readUtilities("superb=4,bad=-3").ok // true
 */
export function readUtilities(raw: string): UtilitiesParse {
  const values: Partial<Record<AshOutcome, Rational>> = {};
  const problems: UtilitiesProblem[] = [];
  for (const item of raw.split(",").map((part) => part.trim())) {
    const [name, number, ...more] = item.split("=").map((part) => part.trim());
    if (number === undefined || more.length > 0 || name === "") problems.push({ kind: "pair", item });
    else if (name === undefined || !isOutcome(name)) problems.push({ kind: "outcome", item: name ?? "" });
    else if (values[name] !== undefined) problems.push({ kind: "twice", item: name });
    else {
      const value = parseUtility(number);
      if (value === undefined) problems.push({ kind: "number", item });
      else values[name] = value;
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}
