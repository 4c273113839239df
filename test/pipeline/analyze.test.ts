import { describe, expect, it } from "vitest";
import { RefusedOptions } from "../../src/core/errors.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { analyze } from "../../src/pipeline/analyze.js";
import { NODE_HOST } from "../../src/sim/node-host.js";

describe("analyze", () => {
  it('analyze("kingstone", "check", { bonus: 3, dc: 10 }) is exact: P(success) 7/12 (2d6 ≥ 7 is 21/36), no Monte Carlo facts', async () => {
    const run = await analyze("kingstone", "check", { bonus: 3, dc: 10 });
    expect(run.result.summaryExact.pSuccess).toBe("7/12");
    expect(run.facts).toBeUndefined();
  });
  it("with a simulation it runs the sampler: the counts add up to the trials, the same at seed 5 in this thread and on the Node host's threads", async () => {
    const here = await analyze("zilch", "test", { suit: "6" }, { trials: 300_000, seed: 5, threads: 1 });
    const there = await analyze("zilch", "test", { suit: "6" }, { trials: 300_000, seed: 5, threads: 2 }, { host: NODE_HOST });
    expect(here.result.outcomes.reduce((sum, row) => sum + Number(row.count), 0)).toBe(300_000);
    expect(there.result.outcomes.map((row) => row.count)).toEqual(here.result.outcomes.map((row) => row.count));
    // The workers that ran shards: at most 2 (and the machine's cores), 1 if one worker took every shard.
    expect(there.facts!.threads).toBeGreaterThanOrEqual(1);
    expect(there.facts!.threads).toBeLessThanOrEqual(2);
  });
  it("a simulation-only analysis simulates with its default trials when none are asked for", async () => {
    const run = await analyze("kingstone", "fight", { enemy: "big-rat", bonus: "20", weaponHarm: "4" });
    expect(run.facts?.trials).toBe(findAnalysis("kingstone", "fight")!.sampler!.defaultTrials);
  });
  it("refuses every bad option at once, in the CLI's words, as RefusedOptions", async () => {
    const refusal = analyze("kingstone", "check", { bonus: 2, dc: "ten", ladder: "steep" });
    await expect(refusal).rejects.toBeInstanceOf(RefusedOptions);
    await expect(refusal).rejects.toMatchObject({
      problems: ['--dc: expected an integer from 1 to 40, received "ten"', '--ladder: expected one of paired, shifted, linear, received "steep"'],
    });
  });
  it("refuses an unknown analysis, naming the analyses there are", async () => {
    await expect(analyze("kingstone", "poker")).rejects.toThrow(/^kingstone poker refused its options: analysis: expected one of kingstone check, .*ash campaign, dice roll, received "kingstone poker"$/);
  });
});
