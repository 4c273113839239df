/**
 * Sampler of one play under several rule readings (docs/rules.md 3.4, 3.5, 3.7): each reading's challenge
 * sampled in turn from one stream, into that reading's groups.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { OddsmithError } from "../../../core/errors.js";
import { tallyOffsets, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import type { PlayerCard } from "../cards.js";
import type { ChallengeRules } from "../rules.js";
import { difficultyGroup, sampleChallenge } from "./challenge.js";
import { itemAt } from "../../../core/checked-index.js";
import { f64Add, f64At } from "../../../core/typed-index.js";

/**
 * The tally group of one reading's outcomes at one difficulty.
 * @example variantGroup("as given", 6) // "as given: difficulty 6"
 */
export function variantGroup(variant: string, difficulty: number): string {
  return `${variant}: ${difficultyGroup(difficulty)}`;
}

/**
 * The trial loop of one play under several readings of the rules (docs/rules.md 3.2–3.5), one challenge
 * sampler per reading (sampleChallenge, so the one pairing and outcome rules): each reading's trials draw
 * their own Dealer cards from the same stream in turn, into a scratch tally whose counters are then added
 * to the reading's groups (`variantGroup`). Allocates nothing per trial; cost per trial the sum of the
 * readings' challenge trials.
 * @throws {OddsmithError} when the readings are not a non-empty list, or the play, a reading's rules or a difficulty is not one a challenge can take.
 */
export function sampleVariants(play: readonly PlayerCard[], readings: ReadonlyArray<{ readonly name: string; readonly rules: ChallengeRules }>, difficulties: readonly number[]): SamplePlan {
  if (!Array.isArray(readings) || readings.length === 0) throw new OddsmithError("readings", "a non-empty list of { name, rules }", readings);
  // sampleChallenge checks the play, each reading's rules and the difficulties.
  const plans = readings.map((reading) => sampleChallenge(play, reading.rules, difficulties));
  const layout: TallyLayout = {
    groups: readings.flatMap((reading, r) => itemAt(plans, r).layout.groups.map((group, g) => ({ name: variantGroup(reading.name, itemAt(difficulties, g)), categories: group.categories }))),
  };
  const slots = tallySlots(layout);
  const [first] = difficulties;
  // Per reading: its plan, a scratch tally, and where its group counters go (its groups, in order, after the readings before it).
  const parts = readings.map((reading, r) => {
    const plan = itemAt(plans, r);
    return {
      plan,
      own: new Float64Array(tallyOffsets(plan.layout).size),
      start: first === undefined ? 0 : slots.groupStart(variantGroup(reading.name, first)),
      groupCounters: plan.layout.groups.reduce((sum, group) => sum + group.categories.length, 0),
    };
  });
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (const { plan, own, start, groupCounters } of parts) {
      own.fill(0);
      plan.run(random, trials, own);
      // The group counters lead a challenge tally (tallyOffsets): copy them; the quantities are not reported here.
      for (let i = 0; i < groupCounters; i++) f64Add(tally, start + i, f64At(own, i));
    }
  };
  return { layout, run, reset: () => plans.forEach((plan) => plan.reset?.()) };
}
