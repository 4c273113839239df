/**
 * The outcome utilities the optimal play maximises (docs/rules.md 4.5: superb 3, success 2, messy 1,
 * failure 0, bad −1, dismal −2 by default, or the designer's own), as exact rationals.
 */
import { OddsmithError } from "../../core/errors.js";
import { lcm, Rational } from "../../core/exact/rational.js";
import { isOutcome, OUTCOMES, outcomeRecord, type AshOutcome } from "./outcome-ladder.js";

/** The largest utility magnitude accepted, and the largest denominator (keeps the solver's integers small). */
export const UTILITY_LIMITS = { magnitude: 100, denominator: 1000 } as const;

/**
 * Whether a utility is within UTILITY_LIMITS: at most the magnitude either way, a denominator up to the limit. O(1).
 * @example withinUtilityLimits(Rational.of(-1, 2)) // true
 */
export function withinUtilityLimits(value: Rational): boolean {
  return value.denominator <= BigInt(UTILITY_LIMITS.denominator) && value.compare(Rational.of(UTILITY_LIMITS.magnitude)) <= 0 && value.compare(Rational.of(-UTILITY_LIMITS.magnitude)) >= 0;
}

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
    for (const name of Object.keys(values)) if (!isOutcome(name)) throw new OddsmithError("utilities", `outcomes among ${OUTCOMES.join(", ")}`, name);
    const full = outcomeRecord((outcome) => values[outcome] ?? Rational.of(outcomeUtility(3 - OUTCOMES.indexOf(outcome))));
    for (const outcome of OUTCOMES) {
      const value = full[outcome];
      if (!(value instanceof Rational) || !withinUtilityLimits(value)) throw new OddsmithError(`utilities.${outcome}`, `a Rational from -${UTILITY_LIMITS.magnitude} to ${UTILITY_LIMITS.magnitude} with a denominator up to ${UTILITY_LIMITS.denominator}`, value);
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

/**
 * The utility of a check total under the play policy (docs/rules.md 4.5): superb 3, success 2, messy 1,
 * failure 0, bad −1, dismal −2, i.e. the total clamped to −2..3. O(1).
 * @example outcomeUtility(7) // 3
 */
export function outcomeUtility(total: number): number {
  return Math.max(-2, Math.min(3, total));
}
