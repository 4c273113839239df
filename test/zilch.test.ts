import { describe, expect, it } from "vitest";
import { solveTest as flatSolveTest, zilch } from "../src/index.js";
import { ANALYSES } from "../src/analyses/index.js";
import { OddsmithError } from "../src/core/errors.js";

describe('the zilch namespace: import { zilch } from "oddsmith"', () => {
  it("zilch.solveTest(6, false) succeeds 1/2; the flat export is the same function", () => {
    expect(zilch.solveTest(6, false).pSuccess.toString()).toBe("1/2");
    expect(zilch.solveTest).toBe(flatSolveTest);
  });
  it("holds every analysis of the registry's zilch section by CLI name, the registry's own entries, and the audit", () => {
    const registered = ANALYSES.filter((entry) => entry.game === "zilch");
    // A new analysis is here without touching the namespace (three touches: its file, the registry line, its test).
    expect(Object.keys(zilch.analyses)).toEqual(registered.map((entry) => entry.name));
    expect(Object.values(zilch.analyses)).toEqual(registered);
    expect(zilch.analyses.test?.summary).toBe(registered[0]?.summary);
    expect(zilch.auditZilch()).toHaveLength(3);
  });
  it('its solvers take the designer\'s own die: zilch.solveTest(6, false, "d10!d6") succeeds 3/5, zilch.solveContest({ …, die: "d10!d6" }) sums to 1', () => {
    expect(zilch.solveTest(6, false, "d10!d6").pSuccess.toString()).toBe("3/5");
    const contest = zilch.solveContest({ a: 9, b: 11, ties: "draw", explodeChain: false, die: "d10!d6" });
    expect(contest.aWins.add(contest.bWins).add(contest.draw).toString()).toBe("1/1");
    expect(zilch.ZILCH_DIE).toBe("d12!d8");
  });
  it("bad die notation throws the library's own OddsmithError naming die, not a TypeError", () => {
    for (const [call, message] of [
      [() => zilch.solveTest(6, false, "d10?d6"), `die: expected ${zilch.DIE_ALLOWED}, received "d10?d6"`],
      [() => zilch.solveContest({ a: 6, b: 6, ties: "draw", explodeChain: false, die: 10 as never }), `die: expected ${zilch.DIE_ALLOWED}, received 10`],
      [() => zilch.contestGrid([6], [6], "draw", false, "d12!d1"), 'die: expected dice of 2 to 100 faces (d1 has 1), received "d12!d1"'],
      [() => zilch.sampleTable([6], [6], "draw", false, "2d6"), 'die: expected one die dX at each step of the chain (2d6 is not one die), received "2d6"'],
    ] as const) {
      expect(call).toThrow(OddsmithError);
      expect(call).toThrow(message);
    }
  });
  it("its solvers refuse a bad setup with an OddsmithError: zilch.solveContest({ a: 6, b: 6, ties: \"coin\" })", () => {
    expect(() => zilch.solveContest({ a: 6, b: 6, ties: "coin" as never, explodeChain: false })).toThrow('ties: expected one of draw, initiator, higher-suit, received "coin"');
  });
});
