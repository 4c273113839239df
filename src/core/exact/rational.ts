/**
 * An exact rational number n/d with bigint parts, always reduced, with d > 0.
 * Immutable. Arithmetic costs O(gcd) = O(log max(|n|, d)) bigint steps per operation. The home of exact
 * numbers' gcd and lcm (the other exact modules reuse them): use Rational for any figure a result
 * prints; see exact-sums, exact-integers and smooth-fractions for a solver's inner loops.
 *
 * @example Rational.of(2n, 6n).toString() // "1/3"
 */
export class Rational {
  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  private constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}

  /**
   * The reduced fraction numerator/denominator.
   * @throws {RangeError} on a zero denominator.
   * @example Rational.of(-4n, -6n).toString() // "2/3"
   */
  static of(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
    let n = BigInt(numerator);
    let d = BigInt(denominator);
    if (d === 0n) throw new RangeError("Rational: zero denominator");
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return g === 1n ? new Rational(n, d) : new Rational(n / g, d / g);
  }

  add(other: Rational): Rational {
    return Rational.of(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
  }

  subtract(other: Rational): Rational {
    return Rational.of(this.numerator * other.denominator - other.numerator * this.denominator, this.denominator * other.denominator);
  }

  multiply(other: Rational): Rational {
    return Rational.of(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  divide(other: Rational): Rational {
    return Rational.of(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  /** −1, 0 or 1 as this is less than, equal to or greater than other. */
  compare(other: Rational): -1 | 0 | 1 {
    const left = this.numerator * other.denominator;
    const right = other.numerator * this.denominator;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  equals(other: Rational): boolean {
    return this.numerator === other.numerator && this.denominator === other.denominator;
  }

  /** The nearest float (correct to double precision even when the parts exceed 2^53). */
  toNumber(): number {
    return ratioToNumber(this.numerator, this.denominator);
  }

  /** The reduced fraction as "n/d" (integers too: "1/1", "0/1"), the JSON contract's `exact` form. */
  toString(): string {
    return `${this.numerator}/${this.denominator}`;
  }

  /** In JSON, the exact "n/d" form (bigints have no JSON form). */
  toJSON(): string {
    return this.toString();
  }
}

/**
 * Greatest common divisor of two non-negative bigints (Euclid, O(log min) steps): in doubles when both are
 * below 2^53 (exact there, and a tenth of the bigint steps' cost: most fractions an analysis reduces are small).
 */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < SAFE && b < SAFE) {
    let x = Number(a);
    let y = Number(b);
    while (y !== 0) {
      const rest = x % y;
      x = y;
      y = rest;
    }
    return BigInt(x);
  }
  let x = a;
  let y = b;
  while (y !== 0n) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return x;
}

/** Least common multiple of two positive bigints. */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

const SAFE = 2n ** 53n;

/**
 * numerator/denominator as the nearest float (correctly rounded, ties to even), so a fraction and any
 * unreduced form of it give the same float. Parts above 2^53 are divided as bigints to a 62–70-bit quotient
 * whose lowest bit is set when the division leaves a remainder (a sticky bit: the one rounding, Number(),
 * then never meets a false tie), and scaled back by a power of two. O(bits of the parts).
 * @example ratioToNumber(1n, 3n) // 0.3333333333333333
 */
export function ratioToNumber(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const d = denominator;
  if (n < SAFE && d < SAFE) return (negative ? -1 : 1) * (Number(n) / Number(d));
  // n / d lies in [2^(Ln − Ld − 1), 2^(Ln − Ld + 1)); the lengths are found to within +3, so scaled by 2^shift it
  // lies in [2^62, 2^70): well above the 55 bits a correctly rounded double with a sticky bit needs.
  const shift = 66 - (approximateBitLength(n) - approximateBitLength(d));
  const [scaledN, scaledD] = shift >= 0 ? [n << BigInt(shift), d] : [n, d << BigInt(-shift)];
  let quotient = scaledN / scaledD;
  if (quotient * scaledD !== scaledN) quotient |= 1n;
  const value = scaledByPowerOfTwo(Number(quotient), -shift);
  return negative ? -value : value;
}

/**
 * The bit length of a positive bigint or up to 3 more: from its float's exponent below 2^1000 (no string
 * is built; the float's rounding may add one), else from its hexadecimal digits (up to 3 more). O(1), or
 * O(bits) above 2^1000.
 */
function approximateBitLength(x: bigint): number {
  if (x < FLOAT_RANGE) return Math.floor(Math.log2(Number(x))) + 1;
  return x.toString(16).length * 4;
}

const FLOAT_RANGE = 2n ** 1000n;

/** value × 2^exponent, in steps a double can hold (each exact unless the result is subnormal). */
function scaledByPowerOfTwo(value: number, exponent: number): number {
  let scaled = value;
  let left = exponent;
  for (; left > 1000; left -= 1000) scaled *= 2 ** 1000;
  for (; left < -1000; left += 1000) scaled /= 2 ** 1000;
  return scaled * 2 ** left;
}
