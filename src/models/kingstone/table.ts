/**
 * The degree table (docs/rules.md 1.1–1.2): every check of a grid of bonuses and DCs, solved exactly.
 */
import { itemAt } from "../../core/checked-index.js";
import { Rational } from "../../core/exact/rational.js";
import { degreeOf, signedEffect } from "./ladder.js";
import { checkDiceSetup, solveRoll, type DiceSetup } from "./roll.js";
import { integerList } from "./setup-checks.js";

/** One cell of the bonus × DC grid. */
export interface TableCell {
  readonly bonus: number;
  readonly dc: number;
  readonly pSuccess: Rational;
  readonly expectedEffect: Rational;
}

/**
 * Every cell of a Kingstone bonus × DC grid exactly (docs/rules.md 1.1–1.3). Integer weights are summed per
 * cell and turned into two fractions at the end, so a cell costs O(dice outcomes) bigint additions (a
 * reroll policy adds its own solve per cell, as the optimal reroll depends on bonus and DC).
 * @throws {OddsmithError} when a bonus or DC is not an integer, or a field of the setup is not allowed ({@link checkDiceSetup}).
 * @example solveTable([3], [10], { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" })[0].pSuccess.toString() // "7/12"
 */
export function solveTable(
  bonuses: readonly number[],
  dcs: readonly number[],
  setup: DiceSetup,
): TableCell[] {
  integerList("bonuses", bonuses);
  integerList("dcs", dcs);
  checkDiceSetup(setup);
  const cells: TableCell[] = [];
  // Without a reroll the dice do not depend on bonus or DC: one roll serves every cell.
  const shared = setup.reroll === "none" && bonuses.length > 0 && dcs.length > 0 ? solveRoll({ ...setup, bonus: itemAt(bonuses, 0), dc: itemAt(dcs, 0) }) : undefined;
  for (const bonus of bonuses) {
    for (const dc of dcs) {
      const roll = shared ?? solveRoll({ ...setup, bonus, dc });
      let successWeight = 0n;
      let effectWeight = 0n;
      for (let i = 0; i < roll.outcomes.length; i++) {
        const margin = roll.outcomeAt(i) + bonus - dc;
        const weight = roll.weightAt(i);
        if (margin >= 0) successWeight += weight;
        effectWeight += weight * BigInt(signedEffect(degreeOf(margin, setup.ladder)));
      }
      cells.push({ bonus, dc, pSuccess: Rational.of(successWeight, roll.total), expectedEffect: Rational.of(effectWeight, roll.total) });
    }
  }
  return cells;
}
