/**
 * The trial loop of a DC pick (docs/rules.md 1.1): the degree table's sampler over the candidate DCs.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { pickDcCandidates } from "../roll.js";
import type { DiceSetup } from "../roll.js";
import { sampleTable } from "./table.js";

/**
 * The trial loop of a simulated DC pick (docs/rules.md 1.1): the table sampler's plan ({@link sampleTable})
 * for the one bonus over every candidate DC ({@link pickDcCandidates}), so one throw serves every DC.
 * Groups: one per DC (`bonus b dc d`, the degrees). Cost per trial: one draw (plus one per DC that
 * rerolls) and O(DCs) table reads; no allocation.
 * @throws {OddsmithError} when the bonus is not an integer or a field of the setup is not allowed (as {@link pickDcCandidates}).
 * @example samplePickDc(10, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).layout.groups.length // 12
 */
export function samplePickDc(bonus: number, setup: DiceSetup): SamplePlan {
  return sampleTable([bonus], pickDcCandidates(bonus, setup), bonus, setup);
}
