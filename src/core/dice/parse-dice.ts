/**
 * Reads the dice expression language (docs/dice.md) into its syntax tree, by recursive descent over the
 * characters (spaces ignored, case ignored but for `F`):
 *
 *   roll     := expr ["vs" expr]
 *   expr     := product {("+" | "-") product}
 *   product  := unary {("*" | "×") unary}
 *   unary    := "-" unary | atom
 *   atom     := number | dice | "(" expr ")" | name "(" expr {"," expr} ")"
 *   dice     := [number] "d" (number | "%" | "F" | "{" int {"," int} "}") {modifier}
 *   modifier := ("ro" | "r") test | ("!" | "!!") [test] [":" number] | keep [number] | compare-test ["f" test]
 *   test     := int | ("=" | ">=" | "<=" | ">" | "<") int | "{" int {"," int} "}"
 *
 * A problem is reported at its position (1-based) with what was expected there.
 */
import { OddsmithError } from "../errors.js";
import { COMPARISONS, DICE_FUNCTIONS, faceMatches, type Comparison, type DiceExpression, type DiceFunction, type DiceNode, type DiceRoll, type FaceTest, type Keep, type KeepWhich } from "./expression.js";

/** The bounds on what is written: a die's faces, a pool's dice, a number, a depth, the text and its nesting. */
export const DICE_SYNTAX_LIMITS = { faces: 10_000, dice: 10_000, number: 1_000_000, depth: 1_000, length: 1_000, nesting: 50 } as const;

/** A reading of a dice expression: the roll, or the problem's position and what was expected there. */
export type DiceParse = { readonly ok: true; readonly roll: DiceRoll } | { readonly ok: false; readonly position: number; readonly expected: string };

class Problem {
  constructor(readonly position: number, readonly expected: string) {}
}

const KEEP_WORDS: readonly (readonly [string, KeepWhich])[] = [["kh", "kh"], ["kl", "kl"], ["km", "km"], ["dh", "dh"], ["dl", "dl"], ["k", "kh"], ["d", "dl"]];

/** What a die of too many faces is told, worded only then: toLocaleString's first call starts ICU (~28 ms of CPU at every start-up, issue 29). */
const tooManyFaces = (): string => `at most ${DICE_SYNTAX_LIMITS.faces.toLocaleString("en-US")} faces`;

/** Each function's name with its "(", as it opens a call ("max("). */
const FUNCTION_OPENINGS = DICE_FUNCTIONS.map((name) => `${name}(`);

/** Whether the character at `index` is white space as /\s/ reads it (ASCII without a regular expression). */
function isSpaceAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(text.charAt(index));
}

/** Whether the character at `index` is an ASCII digit, as /\d/ reads it. */
function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

class Reader {
  index = 0;
  nesting = 0;
  constructor(readonly text: string) {}

  skip(): void {
    while (this.index < this.text.length && isSpaceAt(this.text, this.index)) this.index++;
  }
  peek(): string {
    this.skip();
    return this.text.charAt(this.index);
  }
  /** Whether `word` (lower case) comes next, case ignored, without consuming it; compared a character at a time. */
  startsWith(word: string): boolean {
    this.skip();
    if (this.index + word.length > this.text.length) return false;
    for (let i = 0; i < word.length; i++) {
      const code = this.text.charCodeAt(this.index + i);
      const lower = code >= 65 && code <= 90 ? code + 32 : code;
      if (lower === word.charCodeAt(i)) continue;
      if (code < 128 || this.text.charAt(this.index + i).toLowerCase() !== word.charAt(i)) return false;
    }
    return true;
  }
  /** Consumes `word` (case ignored) when it comes next. */
  take(word: string): boolean {
    if (!this.startsWith(word)) return false;
    this.index += word.length;
    return true;
  }
  fail(expected: string): never {
    this.skip();
    throw new Problem(this.index + 1, expected);
  }
  /** Reads an integer of at most `max`; the message for a larger one is made only then (toLocaleString is slow). */
  integer(what: string, max: number = DICE_SYNTAX_LIMITS.number, tooLarge?: () => string): number {
    this.skip();
    let end = this.index;
    while (end < this.text.length && isDigitAt(this.text, end)) end++;
    if (end === this.index) this.fail(what);
    const value = Number(this.text.slice(this.index, end));
    if (value > max) this.fail(tooLarge?.() ?? `${what} of at most ${max.toLocaleString("en-US")}`);
    this.index = end;
    return value;
  }
  signedInteger(what: string): number {
    return this.take("-") ? -this.integer(what) : this.integer(what);
  }
}

function readRoll(reader: Reader): DiceRoll {
  const expression = readSum(reader);
  const opposed = reader.take("vs") ? readSum(reader) : undefined;
  if (reader.peek() !== "") reader.fail(opposed === undefined ? `"+", "-", "*", "vs" or the end` : `"+", "-", "*" or the end`);
  return { text: reader.text.trim(), expression, ...(opposed === undefined ? {} : { opposed }) };
}

function readSum(reader: Reader): DiceExpression {
  let left = readProduct(reader);
  for (;;) {
    const op = reader.take("+") ? "+" : reader.take("-") ? "-" : undefined;
    if (op === undefined) return left;
    left = { kind: "binary", op, left, right: readProduct(reader) };
  }
}

function readProduct(reader: Reader): DiceExpression {
  let left = readUnary(reader);
  while (reader.take("*") || reader.take("×")) left = { kind: "binary", op: "*", left, right: readUnary(reader) };
  return left;
}

function readUnary(reader: Reader): DiceExpression {
  if (!reader.take("-")) return readAtom(reader);
  return { kind: "negate", operand: readUnary(reader) };
}

function readAtom(reader: Reader): DiceExpression {
  if (++reader.nesting > DICE_SYNTAX_LIMITS.nesting) reader.fail(`at most ${DICE_SYNTAX_LIMITS.nesting} nested parts`);
  try {
    if (reader.take("(")) {
      const inner = readSum(reader);
      if (!reader.take(")")) reader.fail(`")"`);
      return inner;
    }
    const name = DICE_FUNCTIONS.find((word, i) => reader.take(FUNCTION_OPENINGS[i] ?? word));
    if (name !== undefined) return readCall(reader, name);
    const start = reader.index;
    reader.skip();
    const count = isDigitAt(reader.text, reader.index) ? reader.integer("a number", DICE_SYNTAX_LIMITS.number) : undefined;
    if (reader.peek().toLowerCase() !== "d") {
      if (count !== undefined) return { kind: "number", value: count };
      reader.fail(`a number, dice (NdX), "(" or one of ${DICE_FUNCTIONS.map((f) => `${f}(`).join(", ")}`);
    }
    if (count !== undefined && count > DICE_SYNTAX_LIMITS.dice) {
      reader.index = start;
      reader.fail(`at most ${DICE_SYNTAX_LIMITS.dice.toLocaleString("en-US")} dice`);
    }
    reader.take("d");
    return readModifiers(reader, count ?? 1, readFaces(reader));
  } finally {
    reader.nesting--;
  }
}

function readCall(reader: Reader, name: DiceFunction): DiceExpression {
  const args = [readSum(reader)];
  while (reader.take(",")) args.push(readSum(reader));
  if (!reader.take(")")) reader.fail(`"," or ")"`);
  return { kind: "call", name, args };
}

function readFaceList(reader: Reader, what: string): number[] {
  const faces = [reader.signedInteger(what)];
  while (reader.take(",")) {
    if (faces.length >= DICE_SYNTAX_LIMITS.faces) reader.fail(tooManyFaces());
    faces.push(reader.signedInteger(what));
  }
  if (!reader.take("}")) reader.fail(`"," or "}"`);
  return faces;
}

/** The faces 1..sides. O(sides). */
function facesUpTo(sides: number): number[] {
  const faces = new Array<number>(sides);
  for (let face = 1; face <= sides; face++) faces[face - 1] = face;
  return faces;
}

function readFaces(reader: Reader): number[] {
  if (reader.take("%")) return facesUpTo(100);
  // dF is Fate's die; F is upper case in the notation, but a lower-case f reads the same.
  if (reader.take("f")) return [-1, 0, 1];
  if (reader.take("{")) return readFaceList(reader, "a face (an integer)");
  const sides = reader.integer(`a number of faces, "%", "F" or "{"`, DICE_SYNTAX_LIMITS.faces, tooManyFaces);
  if (sides < 1) reader.fail("at least 1 face");
  return facesUpTo(sides);
}

function readTest(reader: Reader, what: string): FaceTest {
  if (reader.take("{")) return { kind: "set", faces: readFaceList(reader, what) };
  const op: Comparison = COMPARISONS.find((c) => reader.take(c)) ?? "=";
  return { kind: "compare", op, value: reader.signedInteger(what) };
}

function startsTest(reader: Reader): boolean {
  const next = reader.peek();
  return /[\d{=<>-]/.test(next) && !(next === "-" && !/\d/.test(reader.text.charAt(reader.index + 1)));
}

/** Reads a pool's modifiers: one reroll, one explosion, one success count, and keeps in the order written. */
function readModifiers(reader: Reader, count: number, faces: number[]): DiceNode {
  let reroll: DiceNode["reroll"];
  let explode: DiceNode["explode"];
  let successes: DiceNode["successes"];
  const keeps: Keep[] = [];
  for (;;) {
    // A lone k or d must touch the pool: "4d6kh3 d6" is a missing "+", not "drop the 6 lowest".
    const touching = reader.index >= reader.text.length || !isSpaceAt(reader.text, reader.index);
    const once = reader.take("ro");
    if (once || reader.take("r")) {
      if (reroll !== undefined) reader.fail("one reroll a pool");
      const test = readTest(reader, "the faces to reroll (4, <3, {1,2})");
      if (!once && faces.every((face) => faceMatches(test, face))) reader.fail("a reroll that leaves some face standing");
      reroll = { test, once };
    } else if (reader.take("!")) {
      if (explode !== undefined) reader.fail("one explosion a pool");
      const compound = reader.take("!");
      const test: FaceTest = startsTest(reader) ? readTest(reader, "the faces that explode (6, >=9, {5,6})") : { kind: "compare", op: ">=", value: Math.max(...faces) };
      if (reader.take(":")) explode = { test, compound, depth: reader.integer("an explosion depth", DICE_SYNTAX_LIMITS.depth) };
      else if (faces.every((face) => faceMatches(test, face))) reader.fail(`an explosion that some face stops, or a depth (":3")`);
      else explode = { test, compound };
    } else if (COMPARISONS.some((c) => reader.startsWith(c))) {
      if (successes !== undefined) reader.fail("one success count a pool");
      const success = readTest(reader, "the faces that succeed (8, >=8, {9,10})");
      successes = reader.take("f") ? { success, failure: readTest(reader, "the faces that fail (1, <=2, {1,2})") } : { success };
    } else {
      const keep = KEEP_WORDS.find(([word]) => (word.length > 1 || touching) && reader.take(word));
      if (keep === undefined) break;
      const [word, which] = keep;
      // k and d alone need their number (4d6d1); kh, kl, km, dh, dl keep or drop one by default.
      reader.skip();
      const written = isDigitAt(reader.text, reader.index) || word.length === 1 ? reader.integer(`the number of dice to ${which.startsWith("k") ? "keep" : "drop"}`, DICE_SYNTAX_LIMITS.dice) : 1;
      keeps.push({ which, count: written });
    }
  }
  return { kind: "dice", count, faces, keeps, ...(reroll === undefined ? {} : { reroll }), ...(explode === undefined ? {} : { explode }), ...(successes === undefined ? {} : { successes }) };
}

/**
 * Reads a dice expression (docs/dice.md), or says where it breaks and what was expected there.
 * O(length) for the syntax; pools and faces are bounded by DICE_SYNTAX_LIMITS.
 * @example readDice("4d6kh3").ok // true
 * @example readDice("3d6k") // { ok: false, position: 5, expected: "the number of dice to keep" }
 */
export function readDice(text: string): DiceParse {
  if (text.length > DICE_SYNTAX_LIMITS.length) return { ok: false, position: DICE_SYNTAX_LIMITS.length + 1, expected: `at most ${DICE_SYNTAX_LIMITS.length} characters` };
  try {
    return { ok: true, roll: readRoll(new Reader(text)) };
  } catch (problem) {
    if (problem instanceof Problem) return { ok: false, position: problem.position, expected: problem.expected };
    throw problem;
  }
}

/**
 * Reads a dice expression for a setup field or a flag, once at its entry.
 * @throws {OddsmithError} naming the field, the position and what was expected there, and the text received
 * @example (() => { try { return parseDice("dice", "3dx"); } catch (e) { return e.message; } })() // 'dice: expected a number of faces, "%", "F" or "{" at position 3, received "3dx"'
 */
export function parseDice(field: string, text: unknown): DiceRoll {
  if (typeof text !== "string") throw new OddsmithError(field, "a dice expression (docs/dice.md)", text);
  const reading = readDice(text);
  if (!reading.ok) throw new OddsmithError(field, `${reading.expected} at position ${reading.position}`, text);
  return reading.roll;
}
