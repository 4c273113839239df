/**
 * The DC advice of docs/rules.md 1.7 read backwards: which bonus gives a plain check a claimed chance. The
 * figures come from solveCheck.
 */
import { OddsmithError } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { solveCheck } from "./check.js";

/** The bonuses {@link impliedBonus} searches: those `--bonus` allows. */
export const SEARCHED_BONUSES: readonly number[] = Array.from({ length: 31 }, (_, i) => i - 10);

/**
 * P(success) of a plain check, 2d6 + bonus against the DC with no reroll (docs/rules.md 1.1), from solveCheck.
 * O(1) after the first call.
 * @throws {OddsmithError} when the bonus or DC is not an integer (as {@link solveCheck}).
 * @example plainChance(3, 10).toString() // "7/12"
 */
export function plainChance(bonus: number, dc: number): Rational {
  return solveCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus, dc }).pSuccess;
}

/** The bonuses a claimed chance implies at one DC. */
export interface ImpliedBonus {
  /** Bonuses whose chance is exactly the claimed one. */
  readonly exact: readonly number[];
  /** The highest bonus whose chance falls short of the claim, and the lowest that exceeds it (if any). */
  readonly below: number | undefined;
  readonly above: number | undefined;
  /** The bonuses nearest the claim (two when they are equally far). */
  readonly nearest: readonly number[];
}

/**
 * Which integer bonuses give a plain check against `dc` the chance `target` (docs/rules.md 1.7), exactly or
 * nearest, searched over the bonuses −10..20. O(bonuses).
 * @throws {OddsmithError} when the DC is not an integer or the target is not a Rational.
 * @example impliedBonus(13, Rational.of(1, 36)).exact // [1]
 * @example impliedBonus(10, Rational.of(1, 2)).nearest // [2, 3]
 */
export function impliedBonus(dc: number, target: Rational): ImpliedBonus {
  if (!(target instanceof Rational)) throw new OddsmithError("target", "a Rational probability", target);
  const chances = SEARCHED_BONUSES.map((bonus) => ({ bonus, chance: plainChance(bonus, dc) }));
  const distance = (chance: Rational) => (chance.compare(target) >= 0 ? chance.subtract(target) : target.subtract(chance));
  const closest = chances.reduce((best, c) => (distance(c.chance).compare(best) < 0 ? distance(c.chance) : best), Rational.ONE);
  return {
    exact: chances.filter((c) => c.chance.equals(target)).map((c) => c.bonus),
    below: chances.filter((c) => c.chance.compare(target) < 0).at(-1)?.bonus,
    above: chances.find((c) => c.chance.compare(target) > 0)?.bonus,
    nearest: chances.filter((c) => distance(c.chance).equals(closest)).map((c) => c.bonus),
  };
}
