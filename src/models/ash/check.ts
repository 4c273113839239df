/**
 * One Ash check solved exactly (RULES.md 4.1–4.5): the total built as building-the-total.ts says, under the
 * play policy, read on the outcome ladder, with the Strain and Wounds it adds.
 */
import type { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/exact/rational.js";
import { type AshCheckSetup, checkTerms } from "./building-the-total.js";
import type { Policy } from "./play-policy.js";
import { checkCheckSetup } from "./setup-checks.js";
import { optimalSetupOf, solveOptimalPlay, type OptimalSolution } from "./optimal-play.js";
import { checkConsequences, SUCCESSES, type AshOutcome } from "./outcome-ladder.js";
import { traitInEffect } from "./wounds-and-rest.js";
import { expectedUtility, fixedPlayTotal, outcomesOfTotals } from "./solve-check.js";

/** The exact answer to one Ash check under one policy. */
export interface AshCheckSolution {
  readonly policy: Policy;
  readonly outcomes: Distribution<AshOutcome>;
  /** P(superb, success or messy): the ladder's successes. */
  readonly pSucceeds: Rational;
  /** P(success or superb): a total of 2 or more. */
  readonly pSuccessOrBetter: Rational;
  /** E[Strain added by the check] (docs/rules.md 4.3, including the after-check Strain). */
  readonly expectedStrain: Rational;
  readonly expectedWounds: Rational;
  readonly expectedCardsUsed: Rational;
  /** E[utility] − cardCost · E[cards used] (docs/rules.md 4.5). */
  readonly expectedUtility: Rational;
  readonly optimal?: OptimalSolution;
}

/** The number of cards a check needs from the player's deck under the worst case of its policy. */
export function cardsNeeded(setup: AshCheckSetup): { player: number; gm: number } {
  const trait = traitInEffect(setup.trait, setup.wounds);
  const discards = setup.policy === "given" ? setup.discard.length : setup.policy === "none" ? 0 : setup.hand.length;
  return { player: setup.hand.length + trait + discards, gm: setup.opposing + setup.strain };
}

/**
 * Solves one Ash check exactly (docs/rules.md 4.1–4.5): trait cards from the player's deck without the hand,
 * hand cards played or discarded to draw under the policy, Opposing and Strain cards subtracted, the
 * weapon term added; the outcome ladder and what the check adds in Strain and Wounds. Policies none, all
 * and given cost drawSum's O(classes × draws² × maxSum); optimal costs solveOptimalPlay's.
 * @throws {OddsmithError} when a field of the setup is not usable (checkCheckSetup).
 * @example (() => { try { solveAshCheck({ suit: "hearts" }); } catch (error) { return error.message; } })() // "trait: expected an integer from 0 to 10, received undefined"
 * @example solveAshCheck({ suit: "hearts", trait: 0, hand: [], play: [], discard: [], opposing: 0, strain: 0, wounds: 0, weaponSt: 0, armor: 0, pierce: 0, role: "attacker", evocation: false, decks: "separate", reveal: "before", policy: "none", cardCost: Rational.ZERO }).outcomes.probability("failure").toString() // "1/1"
 */
export function solveAshCheck(setup: AshCheckSetup): AshCheckSolution {
  checkCheckSetup(setup);
  const terms = checkTerms(setup);
  const { trait, weapon, opposingAndStrain, deckCounts, gmDeckCounts, valueOf, played, discarded } = terms;
  let outcomes: Distribution<AshOutcome>;
  let cardsUsed: Rational;
  let optimal: OptimalSolution | undefined;
  if (setup.policy === "optimal") {
    optimal = solveOptimalPlay(optimalSetupOf(setup, terms));
    outcomes = optimal.outcomes;
    cardsUsed = optimal.expectedCardsUsed;
  } else {
    const totals = fixedPlayTotal({
      deckCounts,
      playedValue: played.reduce((sum, card) => sum + valueOf(card), 0),
      playerDraws: trait + discarded.length,
      opposingAndStrain,
      decks: setup.decks,
      weapon,
      ...(setup.gmDeck === undefined ? {} : { gmDeckCounts }),
    });
    outcomes = outcomesOfTotals(totals);
    cardsUsed = Rational.of(played.length + discarded.length);
  }
  const consequences = (outcome: AshOutcome) => checkConsequences(outcome, setup.wounds, setup.evocation);
  return {
    policy: setup.policy,
    outcomes,
    pSucceeds: outcomes.probabilityWhere((o) => SUCCESSES.includes(o)),
    pSuccessOrBetter: outcomes.probabilityWhere((o) => o === "superb" || o === "success"),
    expectedStrain: outcomes.expectation((o) => Rational.of(consequences(o).strain)),
    expectedWounds: outcomes.expectation((o) => Rational.of(consequences(o).wounds)),
    expectedCardsUsed: cardsUsed,
    expectedUtility: expectedUtility(outcomes, setup.cardCost, cardsUsed, setup.utilities),
    ...(optimal ? { optimal } : {}),
  };
}
