import { describe, expect, it } from "vitest";
import { placementProblem, playerDeck, readPlay } from "../../../src/models/ultimo/cards.js";
import { forEachDraw, mergeIntoRow, pooledSubHands, remainingDeck, weightedDraws } from "../../../src/models/ultimo/extra-cards.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { binomial } from "../../../src/core/combinatorics.js";

const labels = (cards: readonly { label: string }[]) => cards.map((card) => card.label).join(",");

describe("mergeIntoRow (RULES.md 3.3: added cards go where the placement rules send them)", () => {
  it("keeps the row's order and always gives a legal row", () => {
    expect(labels(mergeIntoRow(readPlay("K,9,J,5"), readPlay("7,A,J")))).toBe("J,K,A,9,J,7,5");
    expect(labels(mergeIntoRow(readPlay("X,9"), readPlay("X,J")))).toBe("X,X,J,9");
    expect(labels(mergeIntoRow(readPlay("9,9"), readPlay("9")))).toBe("9,9,9");
    const extras = ["A", "J", "X", "K", "2", "10", "Q"];
    for (const row of ["J,A,K,9,7", "K,J,2", "X,A", ""]) for (const added of extras) expect(placementProblem(mergeIntoRow(readPlay(row), readPlay(added)))).toBeUndefined();
  });
});

describe("remainingDeck, weightedDraws, pooledSubHands", () => {
  it("the deck without the hand, and its draws weighted to C(n, k)", () => {
    const rest = remainingDeck(playerDeck(DEFAULT_RULES, 2), readPlay("A,A,K,X,Q"));
    expect(rest.reduce((sum, kind) => sum + kind.count, 0)).toBe(49);
    expect(weightedDraws(rest, 2).reduce((sum, draw) => sum + draw.ways, 0n)).toBe(1176n);
  });
  it("own cards up to the limit, aid cards as the team likes, at most the aid limit in all", () => {
    expect(pooledSubHands(readPlay("K,9"), 1, readPlay("A"), 12).map(labels)).toEqual(["", "A", "9", "9,A", "K", "K,A"]);
    expect(pooledSubHands(readPlay("K,9"), 2, readPlay("A,A"), 2).every((cards) => cards.length <= 2)).toBe(true);
  });
});

describe("forEachDraw", () => {
  it("counts every 3-card draw of the 54-card deck once: the ways add up to C(54, 3) = 24804 in float64 as in bigint, and the draws are weightedDraws'", () => {
    const deck = playerDeck(DEFAULT_RULES, 2);
    let total = 0;
    const seen: string[] = [];
    forEachDraw<number>(deck, 3, 1, (ways, count, taken) => ways * Number(binomial(count, taken)), (cards, ways) => {
      total += ways;
      seen.push(`${labels(cards)}×${ways}`);
    });
    expect(total).toBe(24804);
    expect(seen).toEqual(weightedDraws(deck, 3).map((draw) => `${labels(draw.cards)}×${draw.ways}`));
  });
});
