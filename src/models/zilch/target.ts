/**
 * The target of a Suit test (docs/rules.md 2.2): the Suit value (2..14; J = 11, Q = 12, K = 13, A = 14) + 5
 * for a relevant Skill + the GM's modifier + 2 for a Boon, and the bounds each part keeps.
 */
import { integerIn, OddsmithError } from "../../core/errors.js";

/** The Suit values the rules know: 2..10, J = 11, Q = 12, K = 13, A = 14 (docs/rules.md 2.2). */
export const SUIT_RANGE = { min: 2, max: 14 } as const;

/** The GM modifiers docs/rules.md 2.2 names run from −5 (very hard) to +5 (trivial). */
export const MODIFIER_RANGE = { min: -5, max: 5 } as const;

/** The lowest and highest targets the rules allow: Suit 2 at −5 (very hard) up to an Ace + Skill + trivial + Boon. */
export const TARGET_RANGE = { min: -3, max: 26 } as const;

/** The parts of a target that docs/rules.md 2.2 names. */
export interface TargetParts {
  /** The Suit value, 2..14 (J = 11, Q = 12, K = 13, A = 14). */
  readonly suit: number;
  /** A relevant Skill: +5, only once. */
  readonly skill: boolean;
  /** The GM's modifier: −5 very hard, −2 hard, +2 easy, +5 trivial (other values in between allowed). */
  readonly modifier: number;
  /** A Boon spent: +2, at most one per action. */
  readonly boon: boolean;
}

/**
 * The target of a Suit test (docs/rules.md 2.2): Suit + 5 for a Skill + modifier + 2 for a Boon. O(1).
 * @throws {OddsmithError} when a part is missing or out of the rules' range (Suit 2..14, modifier −5..5, skill and boon booleans).
 * @example targetOf({ suit: 14, skill: true, modifier: 5, boon: true }) // 26
 * @example (() => { try { return targetOf({ suit: 15, skill: false, modifier: 0, boon: false }); } catch (e) { return e.message; } })() // "suit: expected an integer from 2 to 14, received 15"
 */
export function targetOf(parts: TargetParts): number {
  if (typeof parts !== "object" || parts === null) throw new OddsmithError("parts", "the parts of a target { suit, skill, modifier, boon }", parts);
  integerIn("suit", SUIT_RANGE.min, SUIT_RANGE.max, parts.suit);
  integerIn("modifier", MODIFIER_RANGE.min, MODIFIER_RANGE.max, parts.modifier);
  for (const flag of ["skill", "boon"] as const) if (typeof parts[flag] !== "boolean") throw new OddsmithError(flag, "true or false", parts[flag]);
  return parts.suit + (parts.skill ? 5 : 0) + parts.modifier + (parts.boon ? 2 : 0);
}

const FACE_VALUES: Readonly<Record<string, number>> = { J: 11, Q: 12, K: 13, A: 14 };

/**
 * A Suit value written as 2..14 or as a card rank (2..10, J, Q, K, A; case-insensitive), or undefined
 * (docs/rules.md 2.2: J = 11, Q = 12, K = 13, A = 14). O(1).
 * @example parseSuitValue("Q") // 12
 * @example parseSuitValue("15") // undefined
 */
export function parseSuitValue(text: string): number | undefined {
  const word = text.trim().toUpperCase();
  if (/^\d+$/.test(word)) {
    const value = Number(word);
    return value >= SUIT_RANGE.min && value <= SUIT_RANGE.max ? value : undefined;
  }
  return FACE_VALUES[word];
}
