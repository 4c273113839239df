/**
 * A source of uniform random numbers, injected into every sampler (never a hidden global). The seeded,
 * jumpable generator behind it lives in src/sim/; samplers see only this interface, so a sampler's
 * result depends on the stream it is given and nothing else.
 */
export interface Random {
  /** A uniform integer in 0..2^32 − 1. */
  uint32(): number;
  /** A uniform float in [0, 1) with 32 random bits. */
  float(): number;
  /** A uniform integer in 0..n − 1 for 1 ≤ n ≤ 2^21, without bias (Lemire's multiply-and-reject). */
  below(n: number): number;
}

/**
 * Moves `count` cards drawn uniformly without replacement from the first `length` entries of `cards` to
 * its front, in draw order (a partial Fisher–Yates shuffle). The rest stay in `cards` after them, so the
 * next call on the same array starts from a well-mixed deck. Allocates nothing. O(count).
 * @throws {RangeError} when `count` or `length` reaches past the end of `cards`
 * @example ((cards) => (partialShuffle({ below: () => 2 }, cards, 1), cards.join(",")))(Uint8Array.of(1, 2, 3)) // "3,2,1"
 */
export function partialShuffle(random: Random, cards: Uint8Array | Int32Array | Int8Array, count: number, length: number = cards.length): void {
  for (let i = 0; i < count; i++) {
    const j = i + random.below(length - i);
    const card = cards[i];
    const drawn = cards[j];
    if (card === undefined || drawn === undefined) throw new RangeError(`partialShuffle: ${count} of ${length} cards is past the end of ${cards.length}`);
    cards[i] = drawn;
    cards[j] = card;
  }
}
