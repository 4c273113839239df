import { OddsmithError } from "../../core/errors.js";
import type { Rational } from "../../core/rational.js";
import { solveCheck } from "./check.js";
import { checkDiceSetup, DC_RANGE, solveRoll, type DiceSetup } from "./roll.js";
import { anInteger } from "./setup-fields.js";

/** A DC and its exact chance of success. */
export interface DcChance {
  readonly dc: number;
  readonly pSuccess: Rational;
}

/** The DC picked for a target probability, with its neighbours and the whole curve it was picked from. */
export interface DcPick {
  readonly pick: DcChance;
  readonly easier?: DcChance;
  readonly harder?: DcChance;
  readonly curve: readonly DcChance[];
}

/**
 * The DCs a pick chooses from (docs/rules.md 1.1): from the lowest total (P = 1) to one above the highest
 * (P = 0), within 1..40, so every candidate has its own probability. O(dice outcomes).
 * @throws {OddsmithError} when the bonus is not an integer or a field of the setup is not allowed ({@link checkDiceSetup}).
 * @example pickDcCandidates(0, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).join(",") // "2,3,4,5,6,7,8,9,10,11,12,13"
 */
export function pickDcCandidates(bonus: number, setup: DiceSetup): number[] {
  anInteger("bonus", bonus);
  checkDiceSetup(setup);
  const plain = solveRoll({ ...setup, reroll: "none", bonus, dc: 0 });
  const lowest = Math.max(DC_RANGE.min, plain.outcomes[0]! + bonus);
  const highest = Math.min(DC_RANGE.max, plain.outcomes[plain.outcomes.length - 1]! + bonus + 1);
  const dcs: number[] = [];
  for (let dc = Math.min(lowest, highest); dc <= highest; dc++) dcs.push(dc);
  return dcs;
}

/**
 * The index of the chance closest to `target`, a tie between two equally far going to the easier
 * (earlier) one: the pick rule the exact and the simulated pick share. O(chances).
 * @example closestToTarget([1, 0.75, 0.5, 0.25], 0.625) // 1
 */
export function closestToTarget(chances: readonly number[], target: number): number {
  let best = 0;
  chances.forEach((chance, i) => {
    // Strictly closer by more than float noise: an exact tie keeps the easier (earlier) DC.
    if (Math.abs(chance - target) < Math.abs(chances[best]! - target) - 1e-12) best = i;
  });
  return best;
}

/**
 * The DC whose P(success) is closest to `target` (docs/rules.md 1.1) among {@link pickDcCandidates}; a tie
 * between two DCs equally far from the target goes to the easier one ({@link closestToTarget}).
 * O(DCs × check cost).
 * @throws {OddsmithError} when the bonus is not an integer, the target not a probability from 0 to 1, or a
 * field of the setup is not allowed ({@link checkDiceSetup}).
 * @example pickDc(0, 0.5, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).pick.dc // 7
 */
export function pickDc(bonus: number, target: number, setup: DiceSetup): DcPick {
  if (typeof target !== "number" || !(target >= 0 && target <= 1)) throw new OddsmithError("target", "a probability from 0 to 1", target);
  const curve: DcChance[] = pickDcCandidates(bonus, setup).map((dc) => ({ dc, pSuccess: solveCheck({ ...setup, bonus, dc }).pSuccess }));
  const best = closestToTarget(
    curve.map((chance) => chance.pSuccess.toNumber()),
    target,
  );
  return {
    pick: curve[best]!,
    ...(best > 0 ? { easier: curve[best - 1]! } : {}),
    ...(best < curve.length - 1 ? { harder: curve[best + 1]! } : {}),
    curve,
  };
}
