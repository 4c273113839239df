/**
 * The zilch die (docs/rules.md 2.1): the designer's own exploding die, written `dX!dY` — roll a dX, and
 * its top face does not stand but adds one dY (the rules' `d12!d8`). A chain reads on (`d12!d8!d6`: an 8
 * on the d8 adds a d6), up to DIE_LIMITS.dice dice, and a lone `dX` explodes nothing. The dice engine's
 * explosions (docs/dice.md) read where they mean the same: `dX!` (the top face adds another dX, without
 * limit, as `--explode-chain` does) and `dX!:N` (at most N more: the chain of N + 1 dX); any other
 * construct is refused by name.
 */
import { faceMatches, type DiceNode } from "../../core/dice/expression.js";
import { readDice } from "../../core/dice/parse-dice.js";
import { OddsmithError } from "../../core/errors.js";

/** The rules' die (docs/rules.md 2.1): a d12 whose 12 adds one d8. */
export const ZILCH_DIE = "d12!d8";

/** The most dice a chain may hold, and the faces a die may have. */
export const DIE_LIMITS = { dice: 3, sides: 100 } as const;

/** What a zilch die accepts, in words: the `allowed` of every message about a die that does not read. */
export const DIE_ALLOWED = `a die dX, or dX!dY (the top face of dX adds one dY, as in d12!d8), chained to at most ${DIE_LIMITS.dice} dice (d12!d8!d6), each of 2 to ${DIE_LIMITS.sides} faces; or dX! (no limit) or dX!:N as the dice engine writes them`;

/** A zilch die: its canonical text (`d12!d8`), the faces of each die of the chain, first rolled first, and whether its last die explodes on without limit (`d12!`). */
export interface ZilchDie {
  readonly text: string;
  readonly sides: readonly number[];
  readonly unbounded?: true;
}

/** A die, or what it breaks, as the `allowed` words of a message (the value received is added by the caller). */
export type DieReading = { readonly ok: true; readonly die: ZilchDie } | { readonly ok: false; readonly allowed: string };

const LINK = /^(\d*)d(\d+)$/;

/** One link of a chain read as one die `dX`: its faces, or what it breaks. O(length). */
function readLink(link: string): number | { readonly allowed: string } {
  const match = LINK.exec(link);
  if (match === null) return { allowed: /^[\dd+\-kh l]+$/.test(link) && link.includes("d") ? `one die dX at each step of the chain (${link} is not one die)` : DIE_ALLOWED };
  const count = match[1] === "" ? 1 : Number(match[1]);
  const sides = Number(match[2]);
  if (count < 1) return { allowed: `at least 1 die a term (${link} rolls none)` };
  if (sides < 2 || sides > DIE_LIMITS.sides) return { allowed: `dice of 2 to ${DIE_LIMITS.sides} faces (${link} has ${sides})` };
  return count === 1 ? sides : { allowed: `one die dX at each step of the chain (${link} is not one die)` };
}

/** The construct of an engine pool that the zilch die cannot mean, or undefined when it is one exploding dX. */
function engineConstruct(node: DiceNode): string | undefined {
  const top = node.faces.length;
  if (node.faces.some((face, i) => face !== i + 1)) return "custom faces (dF, d{…})";
  if (node.count !== 1) return `one die (${node.count} dice would be summed)`;
  if (node.keeps.length > 0) return "no keep or drop after the explosion (the engine reads dY after ! as dropping the Y lowest; a chain is written dX!dY)";
  if (node.reroll !== undefined) return "a reroll of faces (r, ro)";
  if (node.successes !== undefined) return "a success count (>=, f)";
  const test = node.explode?.test;
  const topOnly = test !== undefined && node.faces.every((face) => faceMatches(test, face) === (face === top));
  if (!topOnly) return `an explosion on the top face only (the rules' die adds the next die on its ${top})`;
  if (top < 2 || top > DIE_LIMITS.sides) return `dice of 2 to ${DIE_LIMITS.sides} faces (d${top} has ${top})`;
  return undefined;
}

/** A die written in the dice engine's notation (`d12!`, `d6!:2`), or what it cannot mean; undefined when it is not engine notation either. O(length). */
function readEngineDie(compact: string): DieReading | undefined {
  const reading = readDice(compact);
  if (!reading.ok) return undefined;
  const expression = reading.roll.expression;
  if (reading.roll.opposed !== undefined || expression.kind !== "dice") return { ok: false, allowed: `one exploding die, not ${reading.roll.opposed !== undefined ? "an opposed roll (vs)" : "arithmetic on dice"} (${compact})` };
  if (expression.explode === undefined) return undefined;
  const construct = engineConstruct(expression);
  if (construct !== undefined) return { ok: false, allowed: `${construct} (${compact})` };
  const sides = expression.faces.length;
  const depth = expression.explode.depth;
  if (depth === undefined) return { ok: true, die: { text: `d${sides}!`, sides: [sides], unbounded: true } };
  if (depth + 1 > DIE_LIMITS.dice) return { ok: false, allowed: `at most ${DIE_LIMITS.dice} dice in a chain (${compact} rolls up to ${depth + 1})` };
  const chain = new Array<number>(depth + 1).fill(sides);
  return { ok: true, die: { text: chain.map((faces) => `d${faces}`).join("!"), sides: chain } };
}

/**
 * Reads a zilch die (case and spaces ignored, `1d12` as `d12`), or says what it breaks: not a die, a link
 * that is not one die, faces outside 2..100, or more than DIE_LIMITS.dice dice. The engine's `dX!` and
 * `dX!:N` read as the same die (docs/zilch.md); any other engine construct is refused by name. O(length).
 * @example readZilchDie("D10 ! d6") // { ok: true, die: { text: "d10!d6", sides: [10, 6] } }
 * @example readZilchDie("d12!d200") // { ok: false, allowed: "dice of 2 to 100 faces (d200 has 200)" }
 * @example readZilchDie("d6!:1") // { ok: true, die: { text: "d6!d6", sides: [6, 6] } }
 */
export function readZilchDie(text: string): DieReading {
  const compact = text.toLowerCase().replace(/\s+/g, "");
  const links = compact.split("!");
  if (links.length > DIE_LIMITS.dice && links.every((link) => LINK.test(link))) return { ok: false, allowed: `at most ${DIE_LIMITS.dice} dice in a chain (${compact} has ${links.length})` };
  const sides: number[] = [];
  for (const [i, link] of links.entries()) {
    const read = readLink(link);
    // What the chain cannot read may be the engine's notation (d12!, 2d6!); a chain's own bounds keep their words.
    const engine = compact.includes("!") && (read !== undefined && typeof read !== "number") && (read.allowed === DIE_ALLOWED || (i === 0 && read.allowed.startsWith("one die")));
    if (typeof read !== "number") return (engine ? readEngineDie(compact) : undefined) ?? { ok: false, allowed: read.allowed };
    sides.push(read);
  }
  if (sides.length > DIE_LIMITS.dice) return { ok: false, allowed: `at most ${DIE_LIMITS.dice} dice in a chain (${compact} has ${links.length})` };
  return { ok: true, die: { text: sides.map((faces) => `d${faces}`).join("!"), sides } };
}

const dice = new Map<string, ZilchDie>();

/**
 * Reads a solver's or sampler's `die` field once at its entry (cached by text): the rules' d12!d8 when
 * it is left out. O(length) the first time.
 * @throws {OddsmithError} naming the field, what the die breaks ({@link readZilchDie}) and the value received.
 * @example checkDie("die", "d10!d6").sides // [10, 6]
 * @example checkDie("die", undefined).text // "d12!d8"
 * @example (() => { try { return checkDie("die", "d12!?d8"); } catch (e) { return e.message; } })() // 'die: expected a die dX, or dX!dY (the top face of dX adds one dY, as in d12!d8), chained to at most 3 dice (d12!d8!d6), each of 2 to 100 faces; or dX! (no limit) or dX!:N as the dice engine writes them, received "d12!?d8"'
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
