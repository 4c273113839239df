import { LADDERS } from "../../src/models/kingstone/ladder.js";
import { solveTable } from "../../src/models/kingstone/table.js";
import { range, time, type Suite } from "../measure.js";

/** The Kingstone exact solvers: the whole table grid, every ladder, with and without a reroll. */
export const kingstoneSuite: Suite = {
  name: "kingstone",
  summary: "Kingstone exact table grids",
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
    ];
  },
};
