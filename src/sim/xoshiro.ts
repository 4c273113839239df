import type { Random } from "../core/random.js";
import { itemAt } from "../core/checked-index.js";

const TWO_32 = 4294967296;

/**
 * xoshiro128** (Blackman and Vigna, 2018): a 128-bit-state generator of 32-bit numbers, fast in
 * JavaScript because every step is 32-bit integer arithmetic. `jump()` advances the state by 2^64 draws,
 * so stream i (the seed's state jumped i times) never overlaps another stream within 2^64 draws. O(1) per
 * draw; O(128) draws per jump.
 * @example new Xoshiro128(seedState(1)).uint32() // 1695105466
 */
export class Xoshiro128 implements Random {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  /** The unused upper 16 bits of the last 32-bit draw taken for a small range, or −1. */
  private spare = -1;
  /**
   * The draws taken so far (calls of `uint32`, `float` and `below`, whatever words each used): the engine's
   * cost model counts a sampler's draws with it. Counted here, not by a wrapping Random, so a sampler's loop
   * only ever sees this class and V8 keeps its draws inlined.
   */
  drawn = 0;

  constructor(state: ArrayLike<number>) {
    this.s0 = itemAt(state, 0) | 0;
    this.s1 = itemAt(state, 1) | 0;
    this.s2 = itemAt(state, 2) | 0;
    this.s3 = itemAt(state, 3) | 0;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) throw new RangeError("xoshiro128**: the state must not be all zero");
  }

  uint32(): number {
    this.drawn++;
    return this.next();
  }

  float(): number {
    this.drawn++;
    return this.next() / TWO_32;
  }

  /** The next 32-bit output, not counted as a draw (below takes one or more for a single draw). */
  private next(): number {
    const s1 = this.s1;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9);
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result >>> 0;
  }

  below(n: number): number {
    this.drawn++;
    if (n <= SMALL) {
      // Small ranges (a deck, a die) take 16 bits each, two per 32-bit draw: Lemire's method on 16 bits,
      // rejecting the (at most 1 in 256) low words under 2^16 mod n.
      for (;;) {
        let half: number;
        if (this.spare >= 0) {
          half = this.spare;
          this.spare = -1;
        } else {
          const word = this.next();
          half = word & 0xffff;
          this.spare = word >>> 16;
        }
        const product = half * n;
        const low = product & 0xffff;
        if (low >= n || low >= 0x10000 % n) return product >>> 16;
      }
    }
    // Lemire (2019): the high word of uint32 × n is uniform on 0..n−1 once the low word clears the
    // threshold 2^32 mod n. x · n < 2^53 for n ≤ 2^21, so the product is exact in a double, and the high
    // word (< 2^21) truncates exactly with | 0.
    let product = this.next() * n;
    let high = (product / TWO_32) | 0;
    let low = product - high * TWO_32;
    if (low < n) {
      const threshold = TWO_32 % n;
      while (low < threshold) {
        product = this.next() * n;
        high = (product / TWO_32) | 0;
        low = product - high * TWO_32;
      }
    }
    return high;
  }

  /** Advances the state by 2^64 draws (the authors' jump polynomial). */
  jump(): void {
    let t0 = 0;
    let t1 = 0;
    let t2 = 0;
    let t3 = 0;
    for (const word of JUMP) {
      for (let bit = 0; bit < 32; bit++) {
        if (word & (1 << bit)) {
          t0 ^= this.s0;
          t1 ^= this.s1;
          t2 ^= this.s2;
          t3 ^= this.s3;
        }
        this.next();
      }
    }
    this.s0 = t0;
    this.s1 = t1;
    this.s2 = t2;
    this.s3 = t3;
  }

  /** The current state, to start another generator at this point (e.g. in a worker). */
  state(): Uint32Array {
    return Uint32Array.of(this.s0, this.s1, this.s2, this.s3);
  }
}

/** Ranges up to this size draw 16 bits at a time. */
const SMALL = 256;

const JUMP = [0x8764000b, 0xf542d2d3, 0x6fa035c3, 0x77f2db5b] as const;

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * The 128-bit starting state of a seed: four outputs of splitmix64 (Steele, Lea and Flood) seeded with
 * the seed, as the xoshiro authors recommend; never all zero. O(1).
 * @example seedState(1).length // 4
 */
export function seedState(seed: number): Uint32Array {
  const mask = (1n << 64n) - 1n;
  let x = BigInt(seed) & mask;
  const words: number[] = [];
  for (let i = 0; i < 2; i++) {
    x = (x + 0x9e3779b97f4a7c15n) & mask;
    let z = x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
    z ^= z >> 31n;
    words.push(Number(z & 0xffffffffn), Number(z >> 32n));
  }
  const state = Uint32Array.from(words);
  if ((itemAt(state, 0) | itemAt(state, 1) | itemAt(state, 2) | itemAt(state, 3)) === 0) state[0] = 1;
  return state;
}

/**
 * The starting states of streams 0..count−1 of a seed: stream i is the seed's state jumped i times.
 * O(count · 128) draws.
 */
export function streamStates(seed: number, count: number): Uint32Array[] {
  const generator = new Xoshiro128(seedState(seed));
  const states: Uint32Array[] = [];
  for (let i = 0; i < count; i++) {
    states.push(generator.state());
    generator.jump();
  }
  return states;
}
