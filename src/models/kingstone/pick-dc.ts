import { OddsmithError, oneOf } from "../../core/errors.js";
import { PICK_RULES, pickByTarget, type PickRule } from "../../framework/pick-target.js";
import type { Rational } from "../../core/exact/rational.js";
import { solveCheck } from "./check.js";
import { diceResultRange } from "./roll-cost.js";
import { checkDiceSetup, DC_RANGE, type DiceSetup } from "./roll.js";
import { anInteger } from "./setup-fields.js";

/** A DC and its exact chance of success. */
export interface DcChance {
  readonly dc: number;
  readonly pSuccess: Rational;
}

/**
 * The DC picked for a target probability, with its neighbours and the whole curve it was picked from; no
 * pick (nor neighbours) when no DC meets an at-least or at-most target.
 */
export interface DcPick {
  readonly pick?: DcChance;
  readonly easier?: DcChance;
  readonly harder?: DcChance;
  readonly curve: readonly DcChance[];
}

/**
 * The DCs a pick chooses from (docs/rules.md 1.1): from the lowest total (P = 1) to one above the highest
 * (P = 0), within 1..40, so every candidate has its own probability. O(terms + DCs).
 * @throws {OddsmithError} when the bonus is not an integer or a field of the setup is not allowed ({@link checkDiceSetup}).
 * @example pickDcCandidates(0, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).join(",") // "2,3,4,5,6,7,8,9,10,11,12,13"
 */
export function pickDcCandidates(bonus: number, setup: DiceSetup): number[] {
  anInteger("bonus", bonus);
  checkDiceSetup(setup);
  // The ends of the plain roll's results, read from the notation, so a cost can count them before any solve.
  const range = diceResultRange(setup.dice);
  const lowest = Math.max(DC_RANGE.min, range.lowest + bonus);
  const highest = Math.min(DC_RANGE.max, range.highest + bonus + 1);
  const dcs: number[] = [];
  for (let dc = Math.min(lowest, highest); dc <= highest; dc++) dcs.push(dc);
  return dcs;
}

/**
 * The index of the chance closest to `target`, a tie between two equally far going to the easier
 * (earlier) one: the closest rule of {@link pickByTarget}, which every pick shares. O(chances).
 * @example closestToTarget([1, 0.75, 0.5, 0.25], 0.625) // 1
 */
export function closestToTarget(chances: readonly number[], target: number): number {
  return pickByTarget(chances, target, "closest")!;
}

/**
 * The DC a GM asks for (docs/rules.md 1.1) among {@link pickDcCandidates}, by {@link pickByTarget}'s `rule`:
 * P(success) closest to `target` (default; a tie goes to the easier DC), the hardest DC with P(success)
 * at least the target, or the easiest with at most it. O(DCs × check cost).
 * @throws {OddsmithError} when the bonus is not an integer, the target not a probability from 0 to 1, the
 * rule not one of PICK_RULES, or a field of the setup is not allowed ({@link checkDiceSetup}).
 * @example pickDc(0, 0.5, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).pick?.dc // 7
 * @example pickDc(3, 0.6, { dice: "2d6", reroll: "one-die", goal: "success", ladder: "paired" }, "at-least").pick?.dc // 11
 */
export function pickDc(bonus: number, target: number, setup: DiceSetup, rule: PickRule = "closest"): DcPick {
  if (typeof target !== "number" || !(target >= 0 && target <= 1)) throw new OddsmithError("target", "a probability from 0 to 1", target);
  oneOf("rule", PICK_RULES, rule);
  const curve: DcChance[] = pickDcCandidates(bonus, setup).map((dc) => ({ dc, pSuccess: solveCheck({ ...setup, bonus, dc }).pSuccess }));
  const best = pickByTarget(
    curve.map((chance) => chance.pSuccess.toNumber()),
    target,
    rule,
  );
  if (best === undefined) return { curve };
  return {
    pick: curve[best]!,
    ...(best > 0 ? { easier: curve[best - 1]! } : {}),
    ...(best < curve.length - 1 ? { harder: curve[best + 1]! } : {}),
    curve,
  };
}
