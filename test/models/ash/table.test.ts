import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { checkTableGrid, solveAshTable } from "../../../src/models/ash/table.js";

describe("solveAshTable (RULES.md 4.1–4.3)", () => {
  it("Trait 1 against nothing, empty hand: P(success or better) = (3 + 6)/54 = 1/6 and P(succeeds) = 1/2 (worked by hand: 3 threes, 6 twos, 18 ones)", () => {
    const [empty] = solveAshTable([1], [0], [0], 5, "separate");
    expect(empty!.hand).toBe("empty");
    expect(empty!.pSuccessOrBetter.toString()).toBe("1/6");
    expect(empty!.pSucceeds.toString()).toBe("1/2");
    expect(empty!.expectedWounds.toString()).toBe("0/1");
  });
  it("Strain is drawn like Opposing: (Trait 2, Opposing 1, Strain 2) equals (Trait 2, Opposing 3, Strain 0)", () => {
    const [strained] = solveAshTable([2], [1], [2], 3, "separate");
    const [opposed] = solveAshTable([2], [3], [0], 3, "separate");
    expect(strained!.pSuccessOrBetter.toString()).toBe(opposed!.pSuccessOrBetter.toString());
  });
  it.each([
    [[[11], [0], [0], 5, "separate"], "traits[0]: expected an integer from 0 to 10, received 11"],
    [[[0], [0], [], 5, "separate"], "strains: expected a non-empty list of integers from 0 to 20, received []"],
    [[[0], [0], [0], 11, "separate"], "handSize: expected an integer from 0 to 10, received 11"],
    [[[0], [0], [0], 5, "both"], 'decks: expected one of separate, shared, received "both"'],
  ] as const)("checkTableGrid(%o) throws %s", (args, message) => {
    const call = () => checkTableGrid(...(args as unknown as Parameters<typeof checkTableGrid>));
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
    expect(() => solveAshTable(...(args as unknown as Parameters<typeof solveAshTable>))).toThrow(message);
  });
});
