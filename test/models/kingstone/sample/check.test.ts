import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../../src/analyses/index.js";
import { tallyOffsets } from "../../../../src/core/estimate.js";
import type { Random } from "../../../../src/core/random.js";
import { checkDegrees, checkDice, sampleCheck } from "../../../../src/models/kingstone/sample/check.js";
import { solveCheck } from "../../../../src/models/kingstone/check.js";
import { runShard } from "../../../../src/sim/run-shard.js";
import { seedState, streamStates, Xoshiro128 } from "../../../../src/sim/xoshiro.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 3, dc: 10 } as const;

describe("the check sampler's tables and loop (RULES.md 1.1–1.3)", () => {
  it("checkDice(2d6).size is 36 and every code's result is its two faces summed: code 0 is 1-1 = 2, code 35 is 6-6 = 12", () => {
    const dice = checkDice(plain);
    expect(dice.size).toBe(36);
    expect(dice.finish(0, new Xoshiro128(seedState(1)))).toBe(2);
    expect(dice.finish(35, new Xoshiro128(seedState(1)))).toBe(12);
  });
  it("checkDegrees(2d6 + 3 vs DC 10): a 7 is success-1 (margin 0), a 4 failure-2 (margin −3), a 12 success-3 with 2 extra effects", () => {
    const { categories, categoryOf, extraSuccessOf } = checkDegrees(plain);
    expect(categories[categoryOf[7]!]).toBe("success-1");
    expect(categories[categoryOf[4]!]).toBe("failure-2");
    expect(categories[categoryOf[12]!]).toBe("success-3");
    expect(extraSuccessOf[12]).toBe(2);
  });
  it("sampleCheck: 36,000 trials fill the degree group with 36,000 counts; the same seed gives the same tally", () => {
    const run = () => {
      const plan = sampleCheck(plain);
      const tally = new Float64Array(tallyOffsets(plan.layout).size);
      plan.run(new Xoshiro128(seedState(4)), 36_000, tally);
      return tally;
    };
    const tally = run();
    expect(tally.slice(0, 6).reduce((a, b) => a + b, 0)).toBe(36_000);
    expect([...run()]).toEqual([...tally]);
  });
  it("sampleCheck's plan resets: a run stopped part-way (its counts not yet folded), then reset, tallies as a fresh plan does", () => {
    const tallyOf = (plan: ReturnType<typeof sampleCheck>) => {
      const tally = new Float64Array(tallyOffsets(plan.layout).size);
      plan.run(new Xoshiro128(seedState(4)), 36_000, tally);
      return [...tally];
    };
    const kept = sampleCheck(plain);
    // A stream that fails at its 100th draw: 99 trials are counted but never folded into the tally.
    let draws = 0;
    const failing: Random = {
      uint32: () => 0,
      float: () => 0,
      below: (n) => {
        if (++draws === 100) throw new Error("stopped");
        return draws % n;
      },
    };
    expect(() => kept.run(failing, 1000, new Float64Array(tallyOffsets(kept.layout).size))).toThrow("stopped");
    kept.reset!();
    expect(tallyOf(kept)).toEqual(tallyOf(sampleCheck(plain)));
  });
  it("kingstone check (bonus 2, DC 10): three shards in one thread build the plan once, each shard's tally equal to a fresh plan's on its stream", async () => {
    const prepared = findAnalysis("kingstone", "check")!.prepare({ bonus: 2, dc: 10 });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    let builds = 0;
    const run = { ...prepared.value, plan: () => (builds++, prepared.value.plan!()) };
    const streams = streamStates(9, 3);
    const tallies = [];
    for (const state of streams) tallies.push([...(await runShard(run, state, 20_000, () => {}))]);
    expect(builds).toBe(1);
    const fresh = streams.map((state) => {
      const plan = sampleCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 2, dc: 10 });
      const tally = new Float64Array(tallyOffsets(plan.layout).size);
      plan.run(new Xoshiro128(state), 20_000, tally);
      return [...tally];
    });
    expect(tallies).toEqual(fresh);
    // The three streams differ: three different tallies.
    expect(new Set(tallies.map((tally) => tally.join())).size).toBe(3);
  });
  it('sampleCheck({ dice: "3d6k" }) and checkDice({ ...plain, bonus: "3" }) throw OddsmithError', () => {
    expect(() => sampleCheck({ ...plain, dice: "3d6k" })).toThrow('dice: expected the number of dice to keep at position 5, received "3d6k"');
    expect(() => checkDice({ ...plain, bonus: "3" } as never)).toThrow('bonus: expected an integer, received "3"');
  });
});

describe("the check sampler with the engine's dice (issue 27 §5)", () => {
  it.each([
    ["4dF", 1, "31/81"],
    ["2d6!", 12, undefined],
    ["2d10>=8-1", 0, "51/100"],
  ])("sampleCheck(%s vs DC %d): P(success) within 4 standard errors of the exact answer at seed 5 (200,000 trials)", (dice, dc, hand) => {
    const setup = { ...plain, dice, bonus: 0, dc };
    const exact = solveCheck(setup);
    if (hand !== undefined) expect(exact.pSuccess.toString()).toBe(hand);
    const plan = sampleCheck(setup);
    const tally = new Float64Array(tallyOffsets(plan.layout).size);
    const trials = 200_000;
    plan.run(new Xoshiro128(seedState(5)), trials, tally);
    const categories = plan.layout.groups[0]?.categories ?? [];
    const successes = categories.reduce((sum, name, i) => sum + (name.startsWith("success") ? (tally[i] ?? 0) : 0), 0);
    const p = exact.pSuccess.toNumber();
    expect(Math.abs(successes / trials - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / trials));
  });
});
