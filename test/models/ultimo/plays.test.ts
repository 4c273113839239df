import { describe, expect, it } from "vitest";
import { readPlay, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { arrangements, subHands } from "../../../src/models/ultimo/plays.js";

const labels = (play: readonly PlayerCard[]) => play.map((card) => card.label).join(",");

describe("arrangements and sub-hands", () => {
  it("lists each legal row of a sub-hand once: kings and jacks anywhere, the rest descending, jokers first", () => {
    expect(arrangements(readPlay("X,9,K")).map(labels)).toEqual(["X,K,9", "X,9,K"]);
    expect(arrangements(readPlay("A,9,7")).map(labels)).toEqual(["A,9,7"]);
    expect(arrangements(readPlay("K,K,J")).map(labels)).toEqual(["J,K,K", "K,J,K", "K,K,J"]);
  });
  it("counts sub-hands of a hand with repeated cards once", () => {
    expect(subHands(readPlay("9,9,9"), 3).map(labels)).toEqual(["", "9", "9,9", "9,9,9"]);
    expect(subHands(readPlay("A,K,9,7"), 2)).toHaveLength(1 + 4 + 6);
  });
});
