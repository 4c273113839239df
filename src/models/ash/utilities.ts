/**
 * The outcome utilities the optimal play maximises (docs/rules.md 4.5: superb 3, success 2, messy 1,
 * failure 0, bad −1, dismal −2 by default, or the designer's own), as exact rationals.
 */
import { OddsmithError } from "../../core/errors.js";
import { lcm, Rational } from "../../core/exact/rational.js";
import { OUTCOMES, outcomeUtility, type AshOutcome } from "./rules.js";

/** The largest utility magnitude accepted, and the largest denominator (keeps the solver's integers small). */
export const UTILITY_LIMITS = { magnitude: 100, denominator: 1000 } as const;

/** A utility per outcome; prints (and serialises) as "superb=3, success=2, …", the form --utilities reads. */
export class OutcomeUtilities {
  private constructor(readonly values: Readonly<Record<AshOutcome, Rational>>) {}

  /**
   * Utilities from a partial record: outcomes left out keep their default (RULES.md 4.5).
   * @throws {OddsmithError} naming the first outcome whose utility is not a Rational within ±UTILITY_LIMITS.magnitude
   * with a denominator up to UTILITY_LIMITS.denominator, or an unknown outcome.
   * @example OutcomeUtilities.of({ success: Rational.of(1) }).toString() // "superb=3, success=1, messy=1, failure=0, bad=-1, dismal=-2"
   */
  static of(values: Partial<Readonly<Record<string, Rational>>>): OutcomeUtilities {
    for (const name of Object.keys(values)) if (!(OUTCOMES as readonly string[]).includes(name)) throw new OddsmithError("utilities", `outcomes among ${OUTCOMES.join(", ")}`, name);
    const full = Object.fromEntries(OUTCOMES.map((outcome, i) => [outcome, values[outcome] ?? Rational.of(outcomeUtility(3 - i))])) as Record<AshOutcome, Rational>;
    for (const outcome of OUTCOMES) {
      const value = full[outcome];
      const usable = value instanceof Rational && value.denominator <= BigInt(UTILITY_LIMITS.denominator) && value.compare(Rational.of(UTILITY_LIMITS.magnitude)) <= 0 && value.compare(Rational.of(-UTILITY_LIMITS.magnitude)) >= 0;
      if (!usable) throw new OddsmithError(`utilities.${outcome}`, `a Rational from -${UTILITY_LIMITS.magnitude} to ${UTILITY_LIMITS.magnitude} with a denominator up to ${UTILITY_LIMITS.denominator}`, value);
    }
    return new OutcomeUtilities(full);
  }

  /** RULES.md 4.5's defaults. */
  static readonly DEFAULT = OutcomeUtilities.of({});

  /** Whether every utility is the default one. */
  isDefault(): boolean {
    return OUTCOMES.every((outcome) => this.values[outcome].equals(OutcomeUtilities.DEFAULT.values[outcome]));
  }

  /**
   * The utilities as integers over one common denominator (in OUTCOMES order), for the solver's exact
   * integer recursion. O(outcomes).
   * @example OutcomeUtilities.of({ superb: Rational.of(5, 2) }).scaled() // { integers: [5, 4, 2, 0, -2, -4], denominator: 2n }
   */
  scaled(): { integers: number[]; denominator: bigint } {
    const denominator = OUTCOMES.reduce((d, outcome) => lcm(d, this.values[outcome].denominator), 1n);
    return { integers: OUTCOMES.map((outcome) => Number((this.values[outcome].numerator * denominator) / this.values[outcome].denominator)), denominator };
  }

  /** "superb=3, success=2, messy=1, failure=0, bad=-1, dismal=-2" (fractions as "5/2"; spaced so a narrow form can wrap it). */
  toString(): string {
    return OUTCOMES.map((outcome) => `${outcome}=${this.values[outcome].toString().replace(/\/1$/, "")}`).join(", ");
  }

  toJSON(): string {
    return this.toString();
  }
}

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
    value = Rational.of(BigInt(match[5]!), BigInt(match[6]!));
    if (match[4] === "-") value = Rational.ZERO.subtract(value);
  }
  const within = value.denominator <= BigInt(UTILITY_LIMITS.denominator) && value.compare(Rational.of(UTILITY_LIMITS.magnitude)) <= 0 && value.compare(Rational.of(-UTILITY_LIMITS.magnitude)) >= 0;
  return within ? value : undefined;
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
    else if (!(OUTCOMES as readonly string[]).includes(name!)) problems.push({ kind: "outcome", item: name! });
    else if (values[name as AshOutcome] !== undefined) problems.push({ kind: "twice", item: name! });
    else {
      const value = parseUtility(number);
      if (value === undefined) problems.push({ kind: "number", item });
      else values[name as AshOutcome] = value;
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}
