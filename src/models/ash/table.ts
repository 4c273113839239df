import type { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/rational.js";
import { fullDeckCounts, type AshOutcome } from "./rules.js";
import { fixedPlayTotal, outcomesOfTotals, randomHandTotal, type Decks } from "./solve-check.js";

/** One cell of the trait × opposing grid, for an empty hand or a random hand played under policy all. */
export interface AshTableCell {
  readonly trait: number;
  readonly opposing: number;
  readonly strain: number;
  readonly hand: "empty" | "random";
  /** P(total ≥ 2): success or superb. */
  readonly pSuccessOrBetter: Rational;
  /** P(total ≥ 1): any success on the ladder, messy included. */
  readonly pSucceeds: Rational;
  readonly expectedWounds: Rational;
  readonly outcomes: Distribution<AshOutcome>;
}

/**
 * Every cell of an Ash trait × opposing × strain grid exactly (RULES.md 4.1–4.3), with an empty hand
 * (trait cards only) and with a random hand of `handSize` cards played under policy `all`. Strain cards
 * are drawn like Opposing cards, so (opposing, strain) costs what opposing + strain would.
 * O(cells × hand compositions × drawSum).
 * @example solveAshTable([0], [0], [0], 5, "separate")[0].pSucceeds.toString() // "0/1"
 */
export function solveAshTable(traits: readonly number[], opposings: readonly number[], strains: readonly number[], handSize: number, decks: Decks): AshTableCell[] {
  const cells: AshTableCell[] = [];
  for (const strain of strains) {
    for (const trait of traits) {
      for (const opposing of opposings) {
        const gmDraws = opposing + strain;
        const empty = fixedPlayTotal({ deckCounts: fullDeckCounts(), playedValue: 0, playerDraws: trait, gmDraws, decks, offset: 0 });
        const random = randomHandTotal({ handSize, trait, gmDraws, decks, offset: 0 });
        for (const [hand, totals] of [["empty", empty], ["random", random]] as const) {
          const outcomes = outcomesOfTotals(totals);
          cells.push({
            trait,
            opposing,
            strain,
            hand,
            pSuccessOrBetter: totals.probabilityAtLeast(2),
            pSucceeds: totals.probabilityAtLeast(1),
            expectedWounds: outcomes.probability("bad").add(outcomes.probability("dismal").multiply(Rational.of(2))),
            outcomes,
          });
        }
      }
    }
  }
  return cells;
}
