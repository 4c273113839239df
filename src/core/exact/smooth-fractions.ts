/**
 * Exact fractions over a campaign's common total without Euclid's gcd (use Rational for any other fraction:
 * SmoothTotal pays off only for many fractions over one huge total made of small primes). Every total the Ash chain meets is a
 * product of binomial coefficients of numbers up to 54, so its only prime factors are the primes up to 53:
 * a fraction over it is reduced by dividing out those primes, each a division by a one-word number, where
 * Euclid on two b-bit numbers costs O(b²) (5.6 ms at 7,700 bits, the total after 100 checks). A total with
 * any other factor falls back to Euclid, so the answer never depends on that assumption.
 */
import { gcd, ratioToNumber } from "./rational.js";

/** The primes up to 53: every prime factor of C(n, k) for n ≤ 54. */
export const SMALL_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53] as const;

// Two products of the small primes, each below 2^53: one division by each gives n mod every small prime.
const PRIMORIAL_LOW = 7420738134810n; // 2·3·5·…·37
const PRIMORIAL_HIGH = 4391633n; // 41·43·47·53

/** One small prime and what reducing by it needs, built once per prime. */
interface SmallPrime {
  readonly prime: number;
  /** The largest power of the prime below 2^53: one division by it tells most valuations. */
  readonly wordPower: bigint;
  /** Its powers p^(2^j), grown on demand (the steps of valuation), and the largest of them so far. */
  readonly powers: bigint[];
  top: bigint;
}

/** The small primes in SMALL_PRIMES order. */
const PRIMES: readonly SmallPrime[] = SMALL_PRIMES.map((prime) => {
  let exponent = 0;
  while (prime ** (exponent + 1) < 2 ** 53) exponent += 1;
  return { prime, wordPower: BigInt(prime) ** BigInt(exponent), powers: [BigInt(prime)], top: BigInt(prime) };
});

/** Whether a small prime divides n, from n's residues modulo the two primorials. O(1). */
function divides({ prime }: SmallPrime, low: number, high: number): boolean {
  return (prime <= 37 ? low : high) % prime === 0;
}

/** Totals below this are reduced by Euclid in doubles. */
const WORD_LIMIT = 2n ** 53n;

/** p^(2^j) for a small prime p, squaring the largest power so far until it is there. */
function powerOf(small: SmallPrime, j: number): bigint {
  for (let power = small.powers[j]; ; power = small.powers[j]) {
    if (power !== undefined) return power;
    small.top **= 2n;
    small.powers.push(small.top);
  }
}

/**
 * How many times a small prime divides `n`, counting no further than `cap` (uncapped when
 * omitted; n > 0 then), and n divided by that power: divisions by p, p², p⁴, … while they go, then back
 * down. O(log count) one-word-or-so divisions, the first by p alone (most numbers stop there).
 */
function valuation(n: bigint, small: SmallPrime, cap = Infinity): { count: number; rest: bigint } {
  let count = 0;
  let rest = n;
  let j = 0;
  for (; count + 2 ** j <= cap && rest % powerOf(small, j) === 0n; j++) {
    rest /= powerOf(small, j);
    count += 2 ** j;
  }
  // What is left to take is below 2^j (p^(2^j) failed, or the cap is nearer): at most one of each smaller power.
  for (j -= 1; j >= 0; j--) {
    if (count + 2 ** j > cap || rest % powerOf(small, j) !== 0n) continue;
    rest /= powerOf(small, j);
    count += 2 ** j;
  }
  return { count, rest };
}

/** A small prime's share of a total: its exponent there, and that power of it (made when first needed). */
interface TotalFactor {
  readonly small: SmallPrime;
  readonly exponent: number;
  power: bigint | undefined;
}

/**
 * min(v_p(n), the total's exponent of p) for one prime factor of a total: one division by a one-word
 * power of p tells it when v_p(n) is small (as it nearly always is); else one division by the whole
 * power of p, then the valuation of a remainder no longer than it. O(bits of n) or O(bits of n × bits
 * of the power).
 */
function sharedExponent(n: bigint, factor: TotalFactor): number {
  const { small, exponent } = factor;
  const { prime } = small;
  // n mod p^m (p^m < 2^53) fits a double; unless it is 0, v_p(n) is its valuation, below m.
  const word = Number(n % small.wordPower);
  if (word !== 0) {
    let count = 0;
    for (let rest = word; count < exponent && rest % prime === 0; rest /= prime) count += 1;
    return count;
  }
  const power = (factor.power ??= BigInt(prime) ** BigInt(exponent));
  const rest = n % power;
  // n = q·p^e + rest with 0 < rest < p^e: then v_p(n) = v_p(rest) < e.
  return rest === 0n ? exponent : valuation(rest, small, exponent).count;
}

/** A reduced fraction numerator/denominator (coprime, denominator > 0) with Rational's read side. */
export interface ExactFraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
  /** The nearest float, as Rational.toNumber gives it for the same reduced fraction. */
  toNumber(): number;
  /** "n/d", as Rational.toString. */
  toString(): string;
}

/** A reduced fraction as SmoothTotal gives it: methods on the class, so making one makes no closures. */
class ReducedFraction implements ExactFraction {
  constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}
  toNumber(): number {
    return ratioToNumber(this.numerator, this.denominator);
  }
  toString(): string {
    return `${this.numerator}/${this.denominator}`;
  }
}

function fraction(numerator: bigint, denominator: bigint): ExactFraction {
  return new ReducedFraction(numerator, denominator);
}

/** A reduced fraction whose terms are below 2^53, kept as doubles: its text is written from them, its bigints made when read. */
class DoubleFraction implements ExactFraction {
  constructor(
    private readonly n: number,
    private readonly d: number,
  ) {}
  get numerator(): bigint {
    return BigInt(this.n);
  }
  get denominator(): bigint {
    return BigInt(this.d);
  }
  toNumber(): number {
    // Both terms are exact doubles, so their quotient is the correctly rounded value, as ratioToNumber gives it.
    return this.n / this.d;
  }
  toString(): string {
    return `${this.n}/${this.d}`;
  }
}

/** n/d reduced for positive integers n, d below 2^53 (a fraction of a total that fits a double): Euclid and both quotients in doubles, exact. */
function reducedInDoubles(n: number, d: number): ExactFraction {
  let x = d;
  let y = n;
  while (y !== 0) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return new DoubleFraction(n / x, d / x);
}

/**
 * A positive denominator split into powers of the small primes, which reduces fractions over it without
 * Euclid when it has no other factor (`smooth`).
 */
export class SmoothTotal {
  private factors: { readonly primes: readonly TotalFactor[]; readonly smooth: boolean } | undefined;

  /**
   * Keeps `total`; it is factored over the small primes when first needed (a total below 2^53 never is by
   * reduce, which uses Euclid in doubles there). O(1).
   * @throws {RangeError} when the total is not positive.
   */
  constructor(readonly total: bigint) {
    if (total <= 0n) throw new RangeError(`SmoothTotal: the total must be positive, received ${total}`);
  }

  /** The total over the small primes. O(16 · log(total) one-word divisions), once. */
  private factored(): { readonly primes: readonly TotalFactor[]; readonly smooth: boolean } {
    if (this.factors !== undefined) return this.factors;
    let rest = this.total;
    const primes = PRIMES.map((small): TotalFactor => {
      const found = valuation(rest, small);
      rest = found.rest;
      return { small, exponent: found.count, power: undefined };
    });
    this.factors = { primes, smooth: rest === 1n };
    return this.factors;
  }

  /** The exponent of each SMALL_PRIMES entry in the total. */
  get exponents(): number[] {
    return this.factored().primes.map((factor) => factor.exponent);
  }

  /** Whether the total is a product of small primes only (else reduce falls back to Euclid). */
  get smooth(): boolean {
    return this.factored().smooth;
  }

  /**
   * numerator/total reduced (numerator ≥ 0), as Rational.of(numerator, total) would give it. O(16 one-word
   * divisions of the numerator, plus one per factor removed) when smooth; Euclid's O(bits²) otherwise.
   * @example new SmoothTotal(12n).reduce(8n).toString() // "2/3"
   */
  reduce(numerator: bigint): ExactFraction {
    if (numerator === 0n) return fraction(0n, 1n);
    // Below 2^53 Euclid runs in doubles (gcd), cheaper than a division per small prime.
    if (this.total < WORD_LIMIT && numerator < WORD_LIMIT) return reducedInDoubles(Number(numerator), Number(this.total));
    if (this.total < WORD_LIMIT || !this.smooth) {
      const g = gcd(numerator, this.total);
      return fraction(numerator / g, this.total / g);
    }
    const low = Number(numerator % PRIMORIAL_LOW);
    const high = Number(numerator % PRIMORIAL_HIGH);
    let divisor = 1n;
    for (const factor of this.factored().primes) {
      if (factor.exponent === 0 || !divides(factor.small, low, high)) continue;
      const count = sharedExponent(numerator, factor);
      if (count > 0) divisor *= BigInt(factor.small.prime) ** BigInt(count);
    }
    const n = numerator / divisor;
    const d = this.total / divisor;
    return fraction(n, d);
  }

  /**
   * gcd(total, every weight) for positive weights, as folding Euclid's gcd over them would give it.
   * O(16 · weights) one-word divisions when smooth (a prime stops at the first weight it does not divide).
   * @example new SmoothTotal(36n).commonDivisor([6n, 18n]) // 6n
   */
  commonDivisor(weights: Iterable<bigint>): bigint {
    if (!this.smooth) {
      let divisor = this.total;
      for (const weight of weights) divisor = gcd(weight, divisor);
      return divisor;
    }
    // Each prime's exponent in every weight so far (and the total), starting from the total's.
    const shared = this.factored().primes.map((factor) => ({ factor, kept: factor.exponent }));
    let divisor = this.total;
    for (const weight of weights) {
      // Usually the divisor found so far (a few bits) divides the next weight too: one division.
      if (weight % divisor === 0n) continue;
      divisor = 1n;
      for (const entry of shared) {
        entry.kept = entry.kept === 0 ? 0 : Math.min(entry.kept, sharedExponent(weight, entry.factor));
        divisor *= BigInt(entry.factor.small.prime) ** BigInt(entry.kept);
      }
    }
    return divisor;
  }
}
