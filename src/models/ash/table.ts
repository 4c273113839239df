/**
 * The Trait × Opposing × Strain table (RULES.md 4.1–4.3, 4.5): every cell's outcome ladder with an empty
 * hand and a random hand.
 */
import { itemAt } from "../../core/checked-index.js";
import { Distribution } from "../../core/distribution.js";
import { integerIn, OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { TABLE_POLICIES, type TablePolicy } from "./play-policy.js";
import { optimalOutcomesAndCards, solveOptimalPlay } from "./optimal-play.js";
import { fullDeckCounts } from "./card-values.js";
import { SUCCESSES, type AshOutcome } from "./outcome-ladder.js";
import { CHECK_LIMITS, DECKS, HAND_LIMIT, type Decks } from "./building-the-total.js";
import { drawsOfCounts, fixedPlayTotal, outcomesOfTotals, randomHandTotal } from "./solve-check.js";

/**
 * The outcomes of a check from a random hand of `handSize` cards dealt from a fresh deck and played
 * optimally (docs/rules.md 4.5: GM cards shown first, no card cost, the default utilities): a mixture over
 * the hand's compositions by value class, each solved by solveOptimalPlay. O(C(handSize + 3, 3) × solveOptimalPlay).
 * @example randomHandOptimal(1, 0, 0, "separate").probability("superb").toString() // "40/477"
 */
export function randomHandOptimal(handSize: number, trait: number, opposingAndStrain: number, decks: Decks): Distribution<AshOutcome> {
  const full = fullDeckCounts();
  const parts: Array<readonly [Distribution<AshOutcome>, bigint]> = [];
  for (const hand of drawsOfCounts(full, handSize)) {
    const values = hand.counts.flatMap((count, value) => Array<number>(count).fill(value));
    const deckCounts = full.map((count, value) => count - itemAt(hand.counts, value));
    const solved = solveOptimalPlay({ deckCounts, hand: values.map((value, i) => ({ name: `c${i}`, value })), trait, opposingAndStrain, decks, reveal: "before", weapon: 0, cardCost: Rational.ZERO });
    parts.push([solved.outcomes, hand.weight]);
  }
  return Distribution.mixture(parts);
}

/**
 * The joint exact distribution of (outcome, hand cards used) of a check from a random hand of `handSize`
 * cards dealt from a fresh deck and played under the optimal policy (docs/rules.md 4.5: GM cards shown
 * first, no card cost, the default utilities; the policy maximises this check's utility alone, a myopic
 * reading that does not value the cards kept for later checks), keyed by used · 6 + the outcome's index
 * in OUTCOMES: the mixture over the hand's compositions of optimalOutcomesAndCards. What the campaign
 * chain reads to know the next hand size. O(C(handSize + 3, 3) × solveOptimalPlay).
 * @throws {OddsmithError} when a field is not usable (solveOptimalPlay's checks).
 * @example randomHandOptimalJoint(1, 0, 0, "separate", 0).probability(6).toString() // "40/477"
 */
export function randomHandOptimalJoint(handSize: number, trait: number, opposingAndStrain: number, decks: Decks, weapon: number): Distribution<number> {
  const full = fullDeckCounts();
  const parts: Array<readonly [Distribution<number>, bigint]> = [];
  for (const hand of drawsOfCounts(full, handSize)) {
    const values = hand.counts.flatMap((count, value) => Array<number>(count).fill(value));
    const deckCounts = full.map((count, value) => count - itemAt(hand.counts, value));
    const joint = optimalOutcomesAndCards({ deckCounts, hand: values.map((value, i) => ({ name: `c${i}`, value })), trait, opposingAndStrain, decks, reveal: "before", weapon, cardCost: Rational.ZERO });
    const weights = joint.weights.flatMap((row, used) => row.map((weight, o) => [used * 6 + o, weight] as const)).filter(([, weight]) => weight > 0n);
    parts.push([Distribution.fromWeights(weights), hand.weight]);
  }
  return Distribution.mixture(parts);
}

/** One cell of the trait × opposing grid, for an empty hand or a random hand played under policy all or optimal. */
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

/** The Strain a table grid reaches (lower than a single check's CHECK_LIMITS.strain: a grid solves every cell). */
export const TABLE_STRAIN_LIMIT = 20;

/**
 * Checks a table's grid once, at the solver's or sampler's entry: non-empty lists of Trait ranks 0..10,
 * Opposing cards 0..20 and Strain 0..20, a hand of 0..10 cards, decks from DECKS. O(cells).
 * @throws {OddsmithError} naming the first field that is not usable, what it allows and what it received.
 * @example (() => { try { checkTableGrid([0], [0], [], 5, "separate"); } catch (error) { return error.message; } })() // "strains: expected a non-empty list of integers from 0 to 20, received []"
 */
export function checkTableGrid(traits: readonly number[], opposings: readonly number[], strains: readonly number[], handSize: number, decks: Decks): void {
  for (const [field, values, max] of [["traits", traits, CHECK_LIMITS.trait.max], ["opposings", opposings, CHECK_LIMITS.opposing.max], ["strains", strains, TABLE_STRAIN_LIMIT]] as const) {
    if (!Array.isArray(values) || values.length === 0) throw new OddsmithError(field, `a non-empty list of integers from 0 to ${max}`, values);
    values.forEach((value, i) => integerIn(`${field}[${i}]`, 0, max, value));
  }
  integerIn("handSize", 0, HAND_LIMIT, handSize);
  oneOf("decks", DECKS, decks);
}

/**
 * Every cell of an Ash trait × opposing × strain grid exactly (docs/rules.md 4.1–4.3), with an empty hand
 * (trait cards only) and with a random hand of `handSize` cards played under `policy` (all, or optimal:
 * randomHandOptimal). Strain cards are drawn like Opposing cards, so (opposing, strain) costs what
 * opposing + strain would. O(cells × hand compositions × drawSum), optimal O(cells × randomHandOptimal).
 * @throws {OddsmithError} when the grid is not usable (checkTableGrid).
 * @example solveAshTable([0], [0], [0], 5, "separate")[0].pSucceeds.toString() // "0/1"
 */
export function solveAshTable(traits: readonly number[], opposings: readonly number[], strains: readonly number[], handSize: number, decks: Decks, policy: TablePolicy = "all"): AshTableCell[] {
  checkTableGrid(traits, opposings, strains, handSize, decks);
  oneOf("policy", TABLE_POLICIES, policy);
  const cells: AshTableCell[] = [];
  for (const strain of strains) {
    for (const trait of traits) {
      for (const opposing of opposings) {
        const opposingAndStrain = opposing + strain;
        const empty = fixedPlayTotal({ deckCounts: fullDeckCounts(), playedValue: 0, playerDraws: trait, opposingAndStrain, decks, weapon: 0 });
        const random = policy === "all" ? outcomesOfTotals(randomHandTotal({ handSize, trait, opposingAndStrain, decks, weapon: 0 })) : randomHandOptimal(handSize, trait, opposingAndStrain, decks);
        for (const [hand, outcomes] of [["empty", outcomesOfTotals(empty)], ["random", random]] as const) {
          cells.push({
            trait,
            opposing,
            strain,
            hand,
            pSuccessOrBetter: outcomes.probabilityWhere((o) => o === "superb" || o === "success"),
            pSucceeds: outcomes.probabilityWhere((o) => SUCCESSES.includes(o)),
            expectedWounds: outcomes.probability("bad").add(outcomes.probability("dismal").multiply(Rational.of(2))),
            outcomes,
          });
        }
      }
    }
  }
  return cells;
}
