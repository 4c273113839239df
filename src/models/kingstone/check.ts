/**
 * The check (docs/rules.md 1.1): 2d6 (or the dice variant, 1.3) + bonus against a DC, read on the degree
 * ladder (1.2); solved exactly into its degrees, P(success) and its extra effects.
 */
import { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/exact/rational.js";
import { compareDegreeNames, degreeName, degreeOf, extraEffect, signedEffect, type Degree } from "./ladder.js";
import { checkRollSetup, solveRoll, type RollSetup } from "./roll.js";
import { entryOf } from "../../core/checked-index.js";

/**
 * Whether a roll's total meets its DC (docs/rules.md 1.1: "meeting the DC succeeds"): a check succeeds, a death save survives, an ally's Proficiency roll stabilises
 * ("a six or lower" dies at DC 7). The one comparison the solver and the sampler share. O(1).
 * @example meetsDc(6, 7) // false
 */
export function meetsDc(total: number, dc: number): boolean {
  return total >= dc;
}

/** The exact answer to one Kingstone check. */
export interface CheckSolution {
  /** Degree names (`success-1`, …, `failure-1`, …) in display order. */
  readonly degrees: Distribution<string>;
  readonly pSuccess: Rational;
  /** E[+degree on success, −(degree − 1) on failure]: what goal=effect maximises. */
  readonly expectedEffect: Rational;
  /** E[extra effects on a success] = Σ P(success-d)·(d − 1). */
  readonly expectedExtraSuccessEffect: Rational;
  /** E[extra effects on a failure] = Σ P(failure-d)·(d − 1). */
  readonly expectedExtraFailureEffect: Rational;
}

/**
 * Solves a Kingstone check exactly (docs/rules.md 1.1–1.3): the dice result under the chosen dice and reroll
 * policy, plus the bonus, against the DC, read on the ladder. O(dice outcomes) after the roll
 * ({@link solveRoll}).
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkRollSetup}), e.g. `dice: "2d10"`.
 * @example solveCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 3, dc: 10 }).pSuccess.toString() // "7/12"
 */
export function solveCheck(setup: RollSetup): CheckSolution {
  checkRollSetup(setup);
  const roll = solveRoll(setup);
  const degreeByName = new Map<string, Degree>();
  const degrees = roll.map((result) => {
    const degree = degreeOf(result + setup.bonus - setup.dc, setup.ladder);
    const name = degreeName(degree);
    degreeByName.set(name, degree);
    return name;
  });
  const ordered = Distribution.fromWeights(
    [...degrees.outcomes].sort(compareDegreeNames).map((name) => [name, degrees.weightOf(name)] as const),
  );
  const degreeOfName = (name: string) => entryOf(degreeByName, name);
  const isSuccess = (name: string) => degreeOfName(name).result === "success";
  return {
    degrees: ordered,
    pSuccess: ordered.probabilityWhere(isSuccess),
    expectedEffect: ordered.expectation((name) => Rational.of(signedEffect(degreeOfName(name)))),
    expectedExtraSuccessEffect: ordered.expectation((name) => Rational.of(isSuccess(name) ? extraEffect(degreeOfName(name)) : 0)),
    expectedExtraFailureEffect: ordered.expectation((name) => Rational.of(isSuccess(name) ? 0 : extraEffect(degreeOfName(name)))),
  };
}
