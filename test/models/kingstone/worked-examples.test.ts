import { describe, expect, it } from "vitest";
import { laddersReproducing, WORKED_EXAMPLES } from "../../../src/models/kingstone/worked-examples.js";

describe("the worked examples of the degree table (RULES.md 1.2)", () => {
  it("laddersReproducing(14 vs AC 11, margin +3, stated success-2) is paired only: shifted reads success-3, linear success-4", () => {
    expect(laddersReproducing(WORKED_EXAMPLES[4]!)).toEqual(["paired"]);
  });
  it("every ladder reproduces 9 vs DC 9 (margin 0 is success-1 on all three)", () => {
    expect(laddersReproducing(WORKED_EXAMPLES[0]!)).toEqual(["paired", "shifted", "linear"]);
  });
});
