/**
 * Sampler of the difficulty curve (docs/rules.md 3.1–3.5, 3.8): a random hand from the player's deck, played
 * by a policy, against a random Dealer draw at each difficulty.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { oneOf } from "../../../core/errors.js";
import { tallySlots, type TallyLayout } from "../../../core/estimate.js";
import { checkCount, checkDifficulties, checkRules, checkQueenValue } from "../setup-checks.js";
import type { Random } from "../../../core/random.js";
import { OUTCOMES } from "../outcome.js";
import type { ChallengeRules } from "../rules.js";
import { difficultyGroup } from "./challenge.js";
import { HandChallenge } from "./hand.js";

/**
 * The trial loop of a random hand against the Dealer (docs/rules.md 3.1, 3.8 greedy, 3.10 luck flip) at every
 * difficulty of `difficulties`: a hand of `handSize` cards from the player's own deck, laid greedily with
 * card limit `limit` (or every card, as flipped), then one Dealer shuffle whose first d cards are the draw
 * at difficulty d. One group per difficulty (the five outcomes, named by difficultyGroup). Unlike the
 * exact curve it has no size limit: a trial costs O(hand + kinds + D_max · (D_max + P)) whatever the hand.
 * @throws {OddsmithError} when the hand size (1..20), limit (1..20), lay, rules, queen value (2..10) or a difficulty (0..54) is not one it can take.
 * @example sampleCurve(10, 8, "greedy", DEFAULT_RULES, 2, [0, 6]).layout.groups.length // 2
 */
export function sampleCurve(
  handSize: number,
  limit: number,
  lay: "greedy" | "flip",
  rules: ChallengeRules,
  queenValue: number,
  difficulties: readonly number[],
): SamplePlan {
  checkCount("handSize", 1, 20, handSize);
  checkCount("limit", 1, 20, limit);
  oneOf("lay", ["greedy", "flip"] as const, lay);
  checkRules(rules);
  checkQueenValue("queenValue", queenValue);
  checkDifficulties("difficulties", difficulties);
  const maxDifficulty = Math.max(0, ...difficulties);
  const kernel = new HandChallenge(rules, queenValue, handSize, maxDifficulty);
  const layout: TallyLayout = { groups: difficulties.map((difficulty) => ({ name: difficultyGroup(difficulty), categories: [...OUTCOMES] })) };
  const slots = tallySlots(layout);
  const groupAt = new Int32Array(maxDifficulty + 1).fill(-1);
  for (const difficulty of difficulties) groupAt[difficulty] = slots.groupStart(difficultyGroup(difficulty));
  const flip = lay === "flip";
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      kernel.drawHand(random, handSize);
      if (flip) kernel.layFlipped();
      else kernel.layGreedy(limit);
      kernel.dealer.shuffle(random, maxDifficulty);
      for (let d = 0; d <= maxDifficulty; d++) {
        if (d > 0) kernel.dealer.extend();
        // d ≤ maxDifficulty, groupAt's last index; kept unchecked with the kernel's own reads (hand.ts).
        const at = groupAt[d]!;
        if (at >= 0) tally[at + kernel.resolve()]!++;
      }
    }
  };
  return { layout, run };
}
