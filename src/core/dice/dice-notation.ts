/**
 * Dice notation, as designers write it: `NdX` (N dice of X faces, summed), `NdXkhK` / `NdXklK` (keep the K
 * highest / lowest), sums of such terms (`2d6+1d4`) and whole numbers added or subtracted (`2d6+1`,
 * `3d6kh2-1`). `dX` is `1dX`. Read once into terms; solved exactly by the dice state machine
 * (core/dice/dice.ts) and thrown by samplers without allocating. Sizes are bounded (DICE_LIMITS) so an exact
 * answer stays within the single-run cost bound.
 */
import { keepHighest, keepLowest, sumDice } from "./dice.js";
import { Distribution } from "../distribution.js";
import { OddsmithError } from "../errors.js";
import type { Random } from "../random.js";

/** One term of dice: `count` dice of `sides` faces, summing all of them or the `keep.count` highest/lowest. */
export interface DiceTerm {
  readonly count: number;
  readonly sides: number;
  readonly keep?: { readonly which: "highest" | "lowest"; readonly count: number };
}

/** A roll in dice notation: its canonical text (lower case, no spaces), its dice terms and its constant. */
export interface DiceNotation {
  readonly text: string;
  readonly terms: readonly DiceTerm[];
  readonly constant: number;
}

/**
 * The bounds of a roll in notation: dice in all, faces a die, terms, and the constant's size. The exact
 * solver's cost grows as dice³ × faces² for a keep term (20d100kh10 takes about 0.7 s of CPU), so these
 * keep every roll well under a second.
 */
export const DICE_LIMITS = { dice: 20, sides: 100, terms: 10, constant: 100 } as const;

/** What dice notation accepts, in words: the `allowed` of every message about a notation that does not read. */
export const DICE_NOTATION_ALLOWED = "dice notation: NdX, NdXkhK or NdXklK, sums of them and whole numbers (2d6+1d4, 3d6kh2-1)";

/** A notation, or what it breaks, as the `allowed` words of a message (the value received is added by the caller). */
export type DiceReading = { readonly ok: true; readonly notation: DiceNotation } | { readonly ok: false; readonly allowed: string };

const TERM = /^(\d*)d(\d+)(?:(kh|kl)(\d+))?$/;
const NUMBER = /^\d+$/;

/** One term's problem in words, or undefined when it is within bounds. */
function termProblem(term: DiceTerm, written: string): string | undefined {
  if (term.count < 1) return `at least 1 die a term (${written} rolls none)`;
  if (term.sides < 2 || term.sides > DICE_LIMITS.sides) return `dice of 2 to ${DICE_LIMITS.sides} faces (${written} has ${term.sides})`;
  if (term.keep !== undefined && (term.keep.count < 1 || term.keep.count > term.count)) {
    return `a keep from 1 to the dice rolled (${written} keeps ${term.keep.count} of ${term.count})`;
  }
  return undefined;
}

/**
 * Reads dice notation (case and spaces ignored), or says what it breaks: not notation at all, a term with
 * no dice, faces outside 2..100, a keep outside 1..N, subtracted dice, or more than DICE_LIMITS allow.
 * O(length).
 * @example readDiceNotation("2D6 + 1").ok // true
 * @example readDiceNotation("3d6kh4") // { ok: false, allowed: "a keep from 1 to the dice rolled (3d6kh4 keeps 4 of 3)" }
 */
export function readDiceNotation(text: string): DiceReading {
  const compact = text.toLowerCase().replace(/\s+/g, "");
  const parts = compact.split(/(?=[+-])/);
  if (compact === "" || parts.length > DICE_LIMITS.terms) {
    return { ok: false, allowed: compact === "" ? DICE_NOTATION_ALLOWED : `at most ${DICE_LIMITS.terms} terms (this has ${parts.length})` };
  }
  const terms: DiceTerm[] = [];
  let constant = 0;
  for (const [i, part] of parts.entries()) {
    const sign = part.startsWith("-") ? -1 : 1;
    const body = /^[+-]/.test(part) ? part.slice(1) : part;
    if (i === 0 && body !== part) return { ok: false, allowed: DICE_NOTATION_ALLOWED };
    if (NUMBER.test(body)) {
      constant += sign * Number(body);
      continue;
    }
    const match = TERM.exec(body);
    if (match === null) return { ok: false, allowed: DICE_NOTATION_ALLOWED };
    if (sign < 0) return { ok: false, allowed: `dice added, not subtracted (${compact} subtracts ${body})` };
    const term: DiceTerm = {
      count: match[1] === "" ? 1 : Number(match[1]),
      sides: Number(match[2]),
      ...(match[3] === undefined ? {} : { keep: { which: match[3] === "kh" ? "highest" : "lowest", count: Number(match[4]) } }),
    };
    const problem = termProblem(term, body);
    if (problem !== undefined) return { ok: false, allowed: problem };
    terms.push(term);
  }
  const dice = terms.reduce((sum, term) => sum + term.count, 0);
  if (terms.length === 0) return { ok: false, allowed: `${DICE_NOTATION_ALLOWED}, with at least one die` };
  if (dice > DICE_LIMITS.dice) return { ok: false, allowed: `at most ${DICE_LIMITS.dice} dice in all (this rolls ${dice})` };
  if (Math.abs(constant) > DICE_LIMITS.constant) return { ok: false, allowed: `whole numbers adding up to −${DICE_LIMITS.constant}..${DICE_LIMITS.constant} (this adds ${constant})` };
  return { ok: true, notation: { text: compact, terms, constant } };
}

/**
 * Reads dice notation for a solver's setup field, once at its entry.
 * @throws {OddsmithError} naming the field, what the notation breaks ({@link readDiceNotation}) and the value received.
 * @example parseDiceNotation("dice", "2d6+1d4").terms.length // 2
 * @example (() => { try { return parseDiceNotation("dice", "2x6"); } catch (e) { return e.message; } })() // 'dice: expected dice notation: NdX, NdXkhK or NdXklK, sums of them and whole numbers (2d6+1d4, 3d6kh2-1), received "2x6"'
 */
export function parseDiceNotation(field: string, value: unknown): DiceNotation {
  if (typeof value !== "string") throw new OddsmithError(field, DICE_NOTATION_ALLOWED, value);
  const reading = readDiceNotation(value);
  if (!reading.ok) throw new OddsmithError(field, reading.allowed, value);
  return reading.notation;
}

/**
 * The exact distribution of one term: a sum by convolution, a keep by the state machine over faces
 * (core/dice/dice.ts, binomial weights, never enumerating rolls). O(count³ × sides²) at worst.
 * @example termDistribution({ count: 2, sides: 6, keep: { which: "lowest", count: 1 } }).probability(1).toString() // "11/36"
 */
export function termDistribution(term: DiceTerm): Distribution<number> {
  if (term.keep === undefined || term.keep.count === term.count) return sumDice(term.count, term.sides);
  return term.keep.which === "highest" ? keepHighest(term.count, term.sides, term.keep.count) : keepLowest(term.count, term.sides, term.keep.count);
}

/**
 * The exact distribution of a roll in notation: its terms' distributions summed, plus its constant.
 * O(Σ term costs + outcomes²) with at most DICE_LIMITS' dice.
 * @example notationDistribution(parseDiceNotation("dice", "1d4+1d6+1")).outcomes[0] // 3
 * @example notationDistribution(parseDiceNotation("dice", "1d4+1d6+1")).probability(3).toString() // "1/24"
 */
export function notationDistribution(notation: DiceNotation): Distribution<number> {
  let total: Distribution<number> = Distribution.certain(notation.constant);
  for (const term of notation.terms) total = total.add(termDistribution(term));
  return total;
}

/**
 * The number of ordered rolls of a notation's dice (Π sides^count), the size a sampler's table of every
 * throw would have. O(terms).
 * @example orderedRollCount(parseDiceNotation("dice", "3d6kh2+1d4")) // 864
 */
export function orderedRollCount(notation: DiceNotation): number {
  return notation.terms.reduce((product, term) => product * term.sides ** term.count, 1);
}

/** The sum of the kept faces of `count` faces held in `faces` (sorted in place). O(count²) for tabletop counts. */
function keptSum(term: DiceTerm, faces: Int32Array): number {
  const { count } = term;
  // Insertion sort, highest first: no allocation, and pools are at most 20 dice.
  for (let i = 1; i < count; i++) {
    const face = faces[i]!;
    let j = i - 1;
    for (let above = faces[j]!; above < face; above = j >= 0 ? faces[j]! : face) {
      faces[j + 1] = above;
      j--;
    }
    faces[j + 1] = face;
  }
  const keep = term.keep?.count ?? count;
  const from = term.keep?.which === "lowest" ? count - keep : 0;
  let sum = 0;
  for (let i = from; i < from + keep; i++) sum += faces[i]!;
  return sum;
}

/**
 * The dice result (the constant left out) of the ordered roll `code`: the faces read as digits, the first
 * term's dice first, each die's face − 1 in base `sides` (so one term's code is Σ (face_i − 1)·sides^i).
 * O(dice²). Allocation: one scratch array per call; tables build with it once.
 * @example orderedRollResult(parseDiceNotation("dice", "2d6"), 35) // 12
 */
export function orderedRollResult(notation: DiceNotation, code: number): number {
  const faces = new Int32Array(DICE_LIMITS.dice);
  let rest = code;
  let result = 0;
  for (const term of notation.terms) {
    for (let i = 0; i < term.count; i++, rest = Math.floor(rest / term.sides)) faces[i] = (rest % term.sides) + 1;
    result += keptSum(term, faces);
  }
  return result;
}

/**
 * A thrower of a notation's dice for a trial loop: each call draws every die once (`random.below(sides)`)
 * and returns the dice result, the constant left out. Built once; each call allocates nothing and costs
 * O(dice²) at worst (O(dice) without a keep).
 * @example diceThrower(parseDiceNotation("dice", "2d6kl1"))({ below: (n) => n - 1, uint32: () => 0, float: () => 0 }) // 6
 */
export function diceThrower(notation: DiceNotation): (random: Random) => number {
  const faces = new Int32Array(DICE_LIMITS.dice);
  const terms = notation.terms;
  return (random) => {
    let result = 0;
    for (const term of terms) {
      if (term.keep === undefined) {
        for (let i = 0; i < term.count; i++) result += random.below(term.sides) + 1;
        continue;
      }
      for (let i = 0; i < term.count; i++) faces[i] = random.below(term.sides) + 1;
      result += keptSum(term, faces);
    }
    return result;
  };
}
