import type { TallyLayout } from "./estimate.js";
import type { Random } from "./random.js";

/**
 * A sampler's trial loop, specialised once for one set of parameters: the counters its trials add into
 * and the loop itself.
 */
export interface SamplePlan {
  readonly layout: TallyLayout;
  /**
   * Runs `trials` more trials drawing only from `random`, adding into `tally` (laid out by `layout`, see
   * tallyOffsets). It may be called several times on one plan with one stream; it allocates nothing per
   * trial.
   */
  readonly run: (random: Random, trials: number, tally: Float64Array) => void;
  /**
   * Restores the plan's scratch state (a deck's order, a round's hand) to a fresh plan's, so one plan can
   * run shard after shard and stay compiled. Without it every shard builds a fresh plan.
   */
  readonly reset?: () => void;
}
