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
    groups: readings.flatMap((reading, r) => plans[r]!.layout.groups.map((group, g) => ({ name: variantGroup(reading.name, difficulties[g]!), categories: group.categories }))),
  };
  // Where each reading's group counters go: its groups, in order, after the readings before it.
  const ownSizes = plans.map((plan) => tallyOffsets(plan.layout));
  const groupCounters = plans.map((plan) => plan.layout.groups.reduce((sum, group) => sum + group.categories.length, 0));
  const slots = tallySlots(layout);
  const starts = readings.map((reading) => (difficulties.length === 0 ? 0 : slots.groupStart(variantGroup(reading.name, difficulties[0]!))));
  const scratch = ownSizes.map((sizes) => new Float64Array(sizes.size));
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let r = 0; r < plans.length; r++) {
      const own = scratch[r]!;
      own.fill(0);
      plans[r]!.run(random, trials, own);
      // The group counters lead a challenge tally (tallyOffsets): copy them; the quantities are not reported here.
      const start = starts[r]!;
      for (let i = 0; i < groupCounters[r]!; i++) tally[start + i]! += own[i]!;
    }
  };
  return { layout, run, reset: () => plans.forEach((plan) => plan.reset?.()) };
}
