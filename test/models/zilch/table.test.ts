import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { solveContest } from "../../../src/models/zilch/contest.js";
import { contestGrid } from "../../../src/models/zilch/table.js";

const asText = (p: Rational) => p.toString();

describe("contestGrid (RULES.md 2.3)", () => {
  it("contestGrid cells equal solveContest", () => {
    const grid = contestGrid([2, 9, 17], [3, 9], "initiator", true);
    for (const cell of grid) expect(asText(cell.pAWins)).toBe(asText(solveContest({ a: cell.a, b: cell.b, ties: "initiator", explodeChain: true }).aWins));
  });
  it('contestGrid([6], [6], "draw", false) is the single cell 6 vs 6, P(A wins) 17/48', () => {
    expect(contestGrid([6], [6], "draw", false).map((cell) => [cell.a, cell.b, asText(cell.pAWins)])).toEqual([[6, 6, "17/48"]]);
  });
  it.each([
    [() => contestGrid(6 as never, [6], "draw", false), "as: expected a non-empty list of integers from -3 to 26, received 6"],
    [() => contestGrid([6], [], "draw", false), "bs: expected a non-empty list of integers from -3 to 26, received []"],
    [() => contestGrid([6, 30], [6], "draw", false), "as[1]: expected an integer from -3 to 26, received 30"],
    [() => contestGrid([6], [6], "coin" as never, false), 'ties: expected one of draw, initiator, higher-suit, received "coin"'],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
