import { describe, expect, it } from "vitest";
import { binomial, multinomial } from "../../src/core/combinatorics.js";
import { deckSize, drawsByClass, drawSum, hypergeometric, type Deck } from "../../src/core/deck.js";
import { Rational } from "../../src/core/exact/rational.js";
import { subsets } from "../support/brute-force.js";

// A small deck by value class: values 0 ×3, 1 ×2, 3 ×1 (six cards).
const deck: Deck<number> = { classes: [{ value: 0, count: 3 }, { value: 1, count: 2 }, { value: 3, count: 1 }] };
const cards = deck.classes.flatMap(({ value, count }) => Array.from({ length: count }, () => value));

describe("decks", () => {
  it("binomial(54, 5) = 3162510 and multinomial([2, 1]) = 3", () => {
    expect(binomial(54, 5)).toBe(3162510n);
    expect(binomial(5, 7)).toBe(0n);
    expect(multinomial([2, 1])).toBe(3n);
  });
  it("hypergeometric(54, 4, 5): no ace among five cards is C(50,5)/C(54,5) = 211876/316251", () => {
    expect(hypergeometric(54, 4, 5).probability(0).toString()).toBe("211876/316251");
  });
  it("hypergeometric equals counting subsets of a 6-card deck with 2 marked cards", () => {
    const marked = [true, true, false, false, false, false];
    const all = subsets(6, 3);
    for (let k = 0; k <= 2; k++) {
      const count = all.filter((s) => s.filter((i) => marked[i]).length === k).length;
      expect(hypergeometric(6, 2, 3).probability(k).toString()).toBe(Rational.of(count, all.length).toString());
    }
  });
  it("drawsByClass(deck, 3) weights total C(6, 3) = 20 and match subset counts per composition", () => {
    const draws = [...drawsByClass(deck, 3)];
    expect(draws.reduce((s, d) => s + d.weight, 0n)).toBe(20n);
    for (const draw of draws) {
      const count = subsets(6, 3).filter((s) =>
        deck.classes.every(({ value }, c) => s.filter((i) => cards[i] === value).length === draw.counts[c]),
      ).length;
      expect(draw.weight).toBe(BigInt(count));
    }
  });
  it.each([1, 2, 3, 4, 6])("drawSum of %i cards equals summing every subset", (n) => {
    const all = subsets(deckSize(deck), n);
    const counts = new Map<number, number>();
    for (const s of all) {
      const sum = s.reduce((acc, i) => acc + cards[i]!, 0);
      counts.set(sum, (counts.get(sum) ?? 0) + 1);
    }
    const fast = drawSum(deck, n);
    for (const [sum, count] of counts) expect(fast.probability(sum).toString()).toBe(Rational.of(count, all.length).toString());
    expect(fast.size).toBe(counts.size);
  });
  it("drawSum stays exact where its weights pass 2^53 (the bigint path): a 0/1 deck's sum is the hypergeometric", () => {
    // C(200, 20) ≈ 1.6e27: the doubles' path would round, so the bigint one runs; below it, the doubles'.
    for (const [size, marked, draws] of [[200, 70, 20], [54, 18, 5]] as const) {
      const sums = drawSum({ classes: [{ value: 0, count: size - marked }, { value: 1, count: marked }] }, draws);
      const expected = hypergeometric(size, marked, draws);
      for (let k = 0; k <= draws; k++) expect(sums.probability(k).toString()).toBe(expected.probability(k).toString());
    }
  });
  it("drawing more cards than the deck holds throws RangeError", () => {
    expect(() => drawSum(deck, 7)).toThrow(RangeError);
    expect(() => hypergeometric(5, 1, 6)).toThrow(RangeError);
  });
});
