import { solveCardDeal } from "../../src/models/zilch/card-deal.js";
import { pointBuyStats } from "../../src/models/zilch/chargen.js";
import { contestGrid } from "../../src/models/zilch/table.js";
import { solveTest } from "../../src/models/zilch/test.js";
import { range, time, type Suite } from "../measure.js";

const PILE = [5, 6, 7, 8, 9, 10];

/** The zilch / agony exact solvers: the contest heatmap, the degree table and character generation. */
export const zilchSuite: Suite = {
  name: "zilch",
  summary: "zilch contest heatmap, degree table, chargen card deals",
  run: () => {
    const targets = range(2, 17);
    return [
      {
        workload: "zilch contest heatmap, targets 2..17 x 2..17",
        timing: time(() => contestGrid(targets, targets, "draw", false)),
        baseline: { ms: 20, source: "target (issue 3): under 20 ms" },
      },
      {
        workload: "zilch contest heatmap, targets 2..17 x 2..17, chained d8",
        timing: time(() => contestGrid(targets, targets, "draw", true)),
        baseline: { workload: "zilch contest heatmap, targets 2..17 x 2..17", source: "the same grid without the chain" },
      },
      {
        workload: "zilch degree table, targets -3..26",
        timing: time(() => range(-3, 26).map((t) => solveTest(t, false))),
      },
      {
        workload: "zilch chargen cards, 4 players, every seat (exact DP)",
        timing: time(() => solveCardDeal({ values: PILE, piles: 4, players: 4, redrawAtMost: 25 }), 5, 1),
      },
      {
        workload: "zilch chargen cards, 6 players, every seat (exact DP)",
        timing: time(() => solveCardDeal({ values: PILE, piles: 4, players: 6, redrawAtMost: 25 }), 5, 1),
      },
      {
        workload: "zilch chargen point-buy from 4",
        timing: time(() => pointBuyStats(4), 10, 2),
      },
    ];
  },
};
