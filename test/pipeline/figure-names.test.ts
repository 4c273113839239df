import { describe, expect, it } from "vitest";
import { figureName } from "../../src/pipeline/figure-names.js";

describe("figureName", () => {
  it("keeps a series' name as written before its figure: \"4d6kh3 mean\" → 4d6kh3 mean, \"3d6 vs 3d6 win\" → 3d6 vs 3d6 win, \"2d6 meanLow\" → 2d6 mean low", () => {
    expect(figureName("4d6kh3 mean")).toBe("4d6kh3 mean");
    expect(figureName("3d6 vs 3d6 win")).toBe("3d6 vs 3d6 win");
    expect(figureName("2d6 meanLow")).toBe("2d6 mean low");
  });
  it("reads camelCase as words: expectedExtraSuccessEffect → expected extra success effect", () => {
    expect(figureName("expectedExtraSuccessEffect")).toBe("expected extra success effect");
    expect(figureName("cardsLeft")).toBe("cards left");
    expect(figureName("cells")).toBe("cells");
  });
  it("reads a probability p… as P(…): pSuccess → P(success), pAWins → P(A wins), pSuccessAtLevel → P(success at level)", () => {
    expect(figureName("pSuccess")).toBe("P(success)");
    expect(figureName("pAWins")).toBe("P(A wins)");
    expect(figureName("pSuccessAtLevel")).toBe("P(success at level)");
  });
  it("reads a P inside a name and a …Chain figure: differenceInPShock → difference in P(shock), pShockChain → P(shock), exact chain", () => {
    expect(figureName("differenceInPShock")).toBe("difference in P(shock)");
    expect(figureName("differenceInExpectedWounds")).toBe("difference in expected wounds");
    expect(figureName("pShockChain")).toBe("P(shock), exact chain");
    expect(figureName("expectedStrainChain")).toBe("expected strain, exact chain");
  });
  it("takes the override where the word-by-word reading is poor", () => {
    expect(figureName("dc")).toBe("DC");
    expect(figureName("pAnyAtLeast10")).toBe("P(a Suit of 10 or more)");
    expect(figureName("hardestAtLeastEvenOdds")).toBe("hardest difficulty at even odds or better");
    expect(figureName("pSuccessOrBetterGreedy")).toBe("P(success or better), played greedily");
  });
  it("leaves a lone p, and a name that is not camelCase, as they are", () => {
    expect(figureName("p")).toBe("p");
    expect(figureName("threat")).toBe("threat");
  });
});
