import { describe, expect, it } from "vitest";
import { partialShuffle, type Random } from "../../src/core/random.js";

/** A Random that answers below(n) from a script of choices (each taken modulo n). */
function scripted(choices: readonly number[]): Random {
  let at = 0;
  return {
    uint32: () => 0,
    float: () => 0,
    below: (n) => choices[at++]! % n,
  };
}

describe("partialShuffle", () => {
  it("with below() always the last index, draws 3 then 2 from [1, 2, 3]: the doc comment's example", () => {
    const cards = Uint8Array.of(1, 2, 3);
    partialShuffle({ uint32: () => 0, float: () => 0, below: () => 2 }, cards, 1);
    expect(Array.from(cards)).toEqual([3, 2, 1]);
  });
  it("moves the drawn cards to the front in draw order and keeps the rest in the array (a permutation)", () => {
    const cards = Int32Array.of(10, 20, 30, 40, 50);
    // i = 0 picks 0 + 3 → 40; i = 1 picks 1 + 0 → 20; i = 2 picks 2 + 1 → 10 (moved to index 3 by the first swap).
    partialShuffle(scripted([3, 0, 1]), cards, 3);
    expect(Array.from(cards)).toEqual([40, 20, 10, 30, 50]);
  });
  it("draws only from the first `length` entries", () => {
    const cards = Int8Array.of(1, 2, 3, 4);
    partialShuffle(scripted([1, 1]), cards, 2, 2);
    expect(Array.from(cards)).toEqual([2, 1, 3, 4]);
  });
  it("asks below() for length − i at draw i", () => {
    const asked: number[] = [];
    partialShuffle({ uint32: () => 0, float: () => 0, below: (n) => (asked.push(n), 0) }, new Uint8Array(6), 4);
    expect(asked).toEqual([6, 5, 4, 3]);
  });
});
