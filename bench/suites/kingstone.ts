import { tallyOffsets } from "../../src/core/estimate.js";
import type { SamplePlan } from "../../src/core/analysis.js";
import { ENEMIES } from "../../src/models/kingstone/enemies.js";
import { LADDERS } from "../../src/models/kingstone/ladder.js";
import { sampleCheck } from "../../src/models/kingstone/sample-check.js";
import { sampleDeathSaves } from "../../src/models/kingstone/sample-death.js";
import { sampleFight } from "../../src/models/kingstone/sample-fight.js";
import { sampleTable } from "../../src/models/kingstone/sample-table.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { solveTable } from "../../src/models/kingstone/table.js";
import { range, time, type Suite } from "../measure.js";

/** Runs `trials` trials of a plan on one core, in this thread (no pool). */
function runPlan(plan: SamplePlan, trials: number): void {
  plan.run(new Xoshiro128(seedState(1)), trials, new Float64Array(tallyOffsets(plan.layout).size));
}

// 340 M 32-bit draws per second per core (TOOLCHAIN.md): the PRNG's ceiling for a loop of `draws` draws.
const ceilingMs = (trials: number, draws: number) => (trials * draws) / 340e3;

/** The Kingstone exact solvers (the whole table grid, every ladder, with and without a reroll) and the samplers on one core. */
export const kingstoneSuite: Suite = {
  name: "kingstone",
  summary: "Kingstone exact table grids; check, table, death-save and fight samplers on one core",
  run: () => {
    const bonuses = range(-5, 15);
    const dcs = range(2, 20);
    const plain = { dice: "2d6", reroll: "none", goal: "success" } as const;
    return [
      {
        workload: "kingstone table, bonus -5..15 x DC 2..20, 3 ladders",
        timing: time(() => {
          for (const ladder of LADDERS) solveTable(bonuses, dcs, { ...plain, ladder });
        }),
        baseline: { ms: 5, source: "target (issue 2): under 5 ms" },
      },
      {
        workload: "kingstone table, bonus -5..15 x DC 2..20, one-die reroll",
        timing: time(() => solveTable(bonuses, dcs, { ...plain, reroll: "one-die", ladder: "paired" }), 5, 1),
        baseline: { ms: 22, source: "icepool's figure for a smaller plain grid (issue 2)" },
      },
      {
        workload: "kingstone check sampler, 2d6 one-die reroll, 1e6 trials",
        timing: time(() => runPlan(sampleCheck({ dice: "2d6", reroll: "one-die", goal: "success", ladder: "paired", bonus: 2, dc: 10 }), 1e6), 5, 1),
        baseline: { ms: ceilingMs(1e6, 1), source: "PRNG ceiling: 1 draw a trial at 340 M draws/s (a reroll adds one)" },
      },
      {
        workload: "kingstone table sampler, bonus 0..8 x DC 4..16 (117 cells), 1e6 trials",
        timing: time(() => runPlan(sampleTable(range(0, 8), range(4, 16), 2, { ...plain, ladder: "paired" }), 1e6), 5, 1),
        baseline: { ms: ceilingMs(1e6, 1), source: "PRNG ceiling: 1 draw a trial serves every cell" },
      },
      {
        workload: "kingstone table sampler, the same grid with a one-die reroll, 1e6 trials",
        timing: time(() => runPlan(sampleTable(range(0, 8), range(4, 16), 2, { ...plain, reroll: "one-die", ladder: "paired" }), 1e6), 5, 1),
        baseline: { ms: ceilingMs(1e6, 22), source: "PRNG ceiling at the most draws a trial: 1 throw, plus a die for each of the 21 bonus − DC checks" },
      },
      {
        workload: "kingstone death-save sampler, Endurance 1, ally +2, 1e6 trials",
        timing: time(() => runPlan(sampleDeathSaves({ endurance: 1, allyBonus: 2, allyAttempts: 1, allyFirst: false, startDc: 7 }), 1e6), 5, 1),
        baseline: { ms: ceilingMs(1e6, 2 * 1.14), source: "PRNG ceiling: ~2 rolls of one draw a round, 1.14 rounds" },
      },
      {
        workload: "kingstone fight report run: 10 enemies x bonus 0..5, 2e4 trials (1.2e6 fights)",
        timing: time(
          () =>
            runPlan(
              sampleFight({ enemies: ENEMIES, bonuses: [0, 1, 2, 3, 4, 5], enemyHarm: 4, weaponHarm: 2, classSlots: 3, endurance: 0, strength: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7, ladder: "paired", quirks: true, maxRounds: 100 }),
              2e4,
            ),
          3,
          1,
        ),
        baseline: { ms: 2000, source: "budget: a report run under ~2 s (issue 6 brief)" },
      },
    ];
  },
};
