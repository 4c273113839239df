import { describe, expect, it } from "vitest";
import { CONTEST_OUTCOMES, contestOutcome, contestWeights, TIES, type ContestSetup } from "../../../src/models/zilch/contest.js";
import { rollTable, rollWeights } from "../../../src/models/zilch/roll.js";

// The samplers' per-roll rules, summed over every pair of roll values with the exact roll weights, must give
// the exact solvers' integers: the sampler and the solver then differ only by the sampling itself.
describe("the rules the samplers read, against the exact solvers", () => {
  it.each([
    [20, false],
    [6, false],
    [-3, false],
    [31, true],
    [13, true],
  ] as const)("rollTable(%i, explodeChain %s) holds each roll as often as rollWeights weighs it, the rest lumped above", (top, chain) => {
    const { values } = rollTable(top, chain);
    const { weights, total } = rollWeights(top, chain);
    expect(BigInt(values.length)).toBe(total);
    const counts = new Map<number, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    let below = 0n;
    for (let v = 0; v <= Math.max(0, top); v++) {
      expect(BigInt(counts.get(v) ?? 0), `roll ${v}`).toBe(weights[v]!);
      below += weights[v]!;
    }
    expect(BigInt(counts.get(Math.max(0, top) + 1) ?? 0)).toBe(total - below);
  });
  const setups: ContestSetup[] = [
    ...TIES.flatMap((ties) => [
      { a: 6, b: 6, ties, explodeChain: false },
      { a: 11, b: 6, ties, explodeChain: false },
      { a: 3, b: 17, ties, explodeChain: true },
    ]),
    { a: 14, b: 14, ties: "higher-suit", aSuit: 9, bSuit: 12, explodeChain: true },
    { a: -3, b: 26, ties: "initiator", explodeChain: false },
  ];
  it.each(setups)("Σ weight(R)·weight(S)·[contestOutcome(R, S) = o] over every pair of rolls equals contestWeights for %o", (setup) => {
    const top = Math.max(setup.a, setup.b, 0);
    const { weights, total } = rollWeights(top, setup.explodeChain);
    // Index top + 1 carries every roll above top (they fail alike).
    const rolls = [...weights, total - weights.reduce((a, b) => a + b, 0n)];
    const sums = new Map<string, bigint>(CONTEST_OUTCOMES.map((o) => [o, 0n]));
    rolls.forEach((wa, ra) => rolls.forEach((wb, rb) => sums.set(contestOutcome(ra, rb, setup), sums.get(contestOutcome(ra, rb, setup))! + wa * wb)));
    const exact = contestWeights(setup);
    expect([sums.get("a-wins"), sums.get("b-wins"), sums.get("draw")]).toEqual([exact.aWins, exact.bWins, exact.draw]);
  });
});
