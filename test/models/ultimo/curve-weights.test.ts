import { describe, expect, it } from "vitest";
import { readPlay } from "../../../src/models/ultimo/cards.js";
import { countRows, sumWeights } from "../../../src/models/ultimo/curve-weights.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { countChallenge } from "../../../src/models/ultimo/solve-challenge.js";

describe("curve weights", () => {
  it("countRows gives each row countChallenge's counts, whatever order the rows come in", () => {
    const rows = ["9,7", "A,K,9", "J,9,K", "A,K", "", "A,K,9,7"].map((text) => readPlay(text));
    const counts = countRows(rows, DEFAULT_RULES, 9);
    rows.forEach((row, i) => expect([...counts[i]!]).toEqual([...countChallenge(row, DEFAULT_RULES, 9).counts]));
  });
  it("sumWeights adds deals × counts exactly: success per limit, outcomes at the last", () => {
    const counts = [1, 2, 3, 4, 5, 2 ** 50, 0, 0, 0, 1];
    const weights = sumWeights(2, 1, (limit, visit) => visit(limit === 0 ? 3 : 2 ** 40, counts, 0));
    expect(weights.success).toEqual([[9n, 3n * 2n ** 50n], [3n * 2n ** 40n, 2n ** 90n]]);
    expect(weights.outcomes).toEqual([2n ** 40n, 2n ** 41n, 3n * 2n ** 40n, 2n ** 42n, 5n * 2n ** 40n, 2n ** 90n, 0n, 0n, 0n, 2n ** 40n]);
  });
});
