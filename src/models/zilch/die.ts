/**
 * The zilch die (docs/rules.md 2.1): the designer's own exploding die, written `dX!dY` — roll a dX, and
 * its top face does not stand but adds one dY (the rules' `d12!d8`). A chain reads on (`d12!d8!d6`: an 8
 * on the d8 adds a d6), up to DIE_LIMITS.dice dice, and a lone `dX` explodes nothing. Each link is read
 * by the dice notation's own parser (core/dice/dice-notation.ts) as one die `dX`, so faces are bounded alike.
 */
import { DICE_LIMITS, DICE_NOTATION_ALLOWED, readDiceNotation } from "../../core/dice/dice-notation.js";
import { OddsmithError } from "../../core/errors.js";

/** The rules' die (docs/rules.md 2.1): a d12 whose 12 adds one d8. */
export const ZILCH_DIE = "d12!d8";

/** The most dice a chain may hold, and the faces a die may have (the dice notation's 2..100). */
export const DIE_LIMITS = { dice: 3, sides: DICE_LIMITS.sides } as const;

/** What a zilch die accepts, in words: the `allowed` of every message about a die that does not read. */
export const DIE_ALLOWED = `a die dX, or dX!dY (the top face of dX adds one dY, as in d12!d8), chained to at most ${DIE_LIMITS.dice} dice (d12!d8!d6), each of 2 to ${DIE_LIMITS.sides} faces`;

/** A zilch die: its canonical text (`d12!d8`) and the faces of each die of the chain, first rolled first. */
export interface ZilchDie {
  readonly text: string;
  readonly sides: readonly number[];
}

/** A die, or what it breaks, as the `allowed` words of a message (the value received is added by the caller). */
export type DieReading = { readonly ok: true; readonly die: ZilchDie } | { readonly ok: false; readonly allowed: string };

/** One link of a chain read as one die `dX`: its faces, or what it breaks. O(length). */
function readLink(link: string): number | { readonly allowed: string } {
  if (link === "") return { allowed: DIE_ALLOWED };
  const reading = readDiceNotation(link);
  // Not notation at all reads as the die's own words; a notation's bound (faces 2..100) keeps its words.
  if (!reading.ok) return { allowed: reading.allowed.startsWith(DICE_NOTATION_ALLOWED) ? DIE_ALLOWED : reading.allowed };
  const term = reading.notation.terms[0]!;
  const single = reading.notation.terms.length === 1 && reading.notation.constant === 0 && term.count === 1 && term.keep === undefined;
  return single ? term.sides : { allowed: `one die dX at each step of the chain (${link} is not one die)` };
}

/**
 * Reads a zilch die (case and spaces ignored, `1d12` as `d12`), or says what it breaks: not a die, a link
 * that is not one die, faces outside 2..100, or more than DIE_LIMITS.dice dice. O(length).
 * @example readZilchDie("D10 ! d6") // { ok: true, die: { text: "d10!d6", sides: [10, 6] } }
 * @example readZilchDie("d12!d200") // { ok: false, allowed: "dice of 2 to 100 faces (d200 has 200)" }
 */
export function readZilchDie(text: string): DieReading {
  const compact = text.toLowerCase().replace(/\s+/g, "");
  const links = compact.split("!");
  if (links.length > DIE_LIMITS.dice) return { ok: false, allowed: `at most ${DIE_LIMITS.dice} dice in a chain (${compact} has ${links.length})` };
  const sides: number[] = [];
  for (const link of links) {
    const read = readLink(link);
    if (typeof read !== "number") return { ok: false, allowed: read.allowed };
    sides.push(read);
  }
  return { ok: true, die: { text: sides.map((faces) => `d${faces}`).join("!"), sides } };
}

const dice = new Map<string, ZilchDie>();

/**
 * Reads a solver's or sampler's `die` field once at its entry (cached by text): the rules' d12!d8 when
 * it is left out. O(length) the first time.
 * @throws {OddsmithError} naming the field, what the die breaks ({@link readZilchDie}) and the value received.
 * @example checkDie("die", "d10!d6").sides // [10, 6]
 * @example checkDie("die", undefined).text // "d12!d8"
 * @example (() => { try { return checkDie("die", "d12!!d8"); } catch (e) { return e.message; } })() // 'die: expected a die dX, or dX!dY (the top face of dX adds one dY, as in d12!d8), chained to at most 3 dice (d12!d8!d6), each of 2 to 100 faces, received "d12!!d8"'
 */
export function checkDie(field: string, value: unknown): ZilchDie {
  const text = value === undefined ? ZILCH_DIE : value;
  if (typeof text !== "string") throw new OddsmithError(field, DIE_ALLOWED, value);
  const known = dice.get(text);
  if (known !== undefined) return known;
  const reading = readZilchDie(text);
  if (!reading.ok) throw new OddsmithError(field, reading.allowed, value);
  dice.set(text, reading.die);
  return reading.die;
}
