/**
 * The check sampler (RULES.md 4.1–4.5): one check's total built from shuffled cards, trial by trial.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import { partialShuffle, type Random } from "../../../core/random.js";
import { addAt } from "../../../core/checked-index.js";
import { f64Add, f64At, u8At } from "../../../core/typed-index.js";
import { cardIdsWithout, cardValues, DECK_SIZE, suitIndex } from "./card-ids.js";
import { checkTerms, type CheckTerms, type AshCheckSetup } from "../building-the-total.js";
import { checkCheckSetup } from "../setup-checks.js";
import { DISCARD_ACTION, STOP_ACTION } from "../decision-states.js";
import { DECK_KEY_STEP, decisionKey, HAND_KEY_STEP } from "../decision-key.js";
import { optimalSetupOf, solveOptimalPlay, type OptimalSolution } from "../optimal-play.js";
import { checkConsequences, ladderIndex, OUTCOMES } from "../outcome-ladder.js";
import { valueCounts, type ValueCounts } from "../card-values.js";
import { OutcomeUtilities } from "../outcome-utilities.js";

/** The tally group of a check's outcome ladder: the first group, the same names as the exact outcomes. */
export const CHECK_GROUP = "outcome";

/** The per-trial quantities a check sampler tallies, named as the exact result's summary figures. */
export const CHECK_QUANTITIES = ["expectedStrain", "expectedWounds", "expectedCardsUsed", "expectedUtility"] as const;

/**
 * The ladder index (in OUTCOMES) of every total from `lowest` to `highest`, from outcomeOf: entry
 * total − lowest. Samplers look outcomes up here instead of calling outcomeOf per trial. O(highest − lowest).
 * @example outcomeTable(-2, 3)[0] // 5
 */
export function outcomeTable(lowest: number, highest: number): Uint8Array {
  const outcomeAt = new Uint8Array(highest - lowest + 1);
  for (let total = lowest; total <= highest; total++) outcomeAt[total - lowest] = ladderIndex(total);
  return outcomeAt;
}

/** The optimal solutions of the last few setups solved in this thread: a run's shards plan the same setup. */
const solvedOptimal = new Map<string, OptimalSolution>();

function optimalSolutionOf(setup: Parameters<typeof solveOptimalPlay>[0]): OptimalSolution {
  const key = JSON.stringify({ ...setup, cardCost: setup.cardCost.toString() });
  let solution = solvedOptimal.get(key);
  if (solution === undefined) {
    const oldest = solvedOptimal.keys().next();
    if (solvedOptimal.size >= 4 && !oldest.done) solvedOptimal.delete(oldest.value);
    solution = solveOptimalPlay(setup);
    solvedOptimal.set(key, solution);
  }
  return solution;
}

/** The lookup tables of a check's trial loop, built once per plan: outcomes, Strain, Wounds and utility by ladder index. */
function checkTables(setup: AshCheckSetup, terms: CheckTerms, playerDraws: number) {
  // outcomeAt[total − lowest]: the ladder's index of every total a trial can reach.
  const lowest = terms.weapon - 3 * terms.opposingAndStrain;
  const highest = terms.weapon + 3 * (setup.hand.length + playerDraws);
  return {
    lowest,
    outcomeAt: outcomeTable(lowest, highest),
    strainOf: Float64Array.from(OUTCOMES, (outcome) => checkConsequences(outcome, setup.wounds, setup.evocation).strain),
    woundsOf: Float64Array.from(OUTCOMES, (outcome) => checkConsequences(outcome, setup.wounds, setup.evocation).wounds),
    utilityOf: Float64Array.from(OUTCOMES, (outcome) => (setup.utilities ?? OutcomeUtilities.DEFAULT).values[outcome].toNumber()),
  };
}

/**
 * The optimal policy's play of one trial (docs/rules.md 4.5), after the GM's cards and before the outcome:
 * trait cards drawn, then the decision table looked up state by state, discarding and drawing until it
 * says stop. `play` returns the total and leaves the hand cards used in `cardsUsed`. Allocates nothing.
 */
function optimalPlayer(setup: AshCheckSetup, terms: CheckTerms, playerDeck: Uint8Array, handCounts: ValueCounts) {
  const decisions = optimalSolutionOf(optimalSetupOf(setup, terms)).decisions;
  const revealBefore = setup.reveal === "before";
  const sharedBefore = setup.decks === "shared" && revealBefore;
  const { trait, opposingAndStrain } = terms;
  // The state's decisionKey is stateKey + total: each card leaving the deck or the hand takes its class's step off stateKey.
  const startKey = decisionKey(terms.deckCounts, handCounts, 0);
  const player = {
    cardsUsed: 0,
    play(start: number, gmSum: number, first: number): number {
      let total = start;
      let next = first;
      let stateKey = startKey;
      if (sharedBefore) for (let i = 0; i < opposingAndStrain; i++) stateKey -= f64At(DECK_KEY_STEP, u8At(playerDeck, i));
      for (let i = 0; i < trait; i++) {
        const value = u8At(playerDeck, next++);
        total += value;
        stateKey -= f64At(DECK_KEY_STEP, value);
      }
      // The solver decides on its running total: with reveal=before the GM's cards are in it.
      if (revealBefore) total -= gmSum;
      let cardsUsed = 0;
      for (;;) {
        const decision = decisions.get(stateKey + total);
        if (decision === undefined) throw new RangeError(`the optimal play has no decision for state ${stateKey + total}`);
        if (decision.action === STOP_ACTION) {
          const played = decision.played;
          total += played[1] + 2 * played[2] + 3 * played[3];
          cardsUsed += played[1] + played[2] + played[3];
          break;
        }
        stateKey -= f64At(HAND_KEY_STEP, decision.action - DISCARD_ACTION);
        const value = u8At(playerDeck, next++);
        total += value;
        stateKey -= f64At(DECK_KEY_STEP, value);
        cardsUsed++;
      }
      if (!revealBefore) total -= gmSum;
      player.cardsUsed = cardsUsed;
      return total;
    },
  };
  return player;
}

/**
 * The trial loop of one Ash check (docs/rules.md 4.1–4.5) on real decks: the player's deck is the 54 cards
 * without the hand, the GM's a fresh 54 (or the player's, decks=shared); one partial shuffle deals the
 * GM's Opposing and Strain cards, the trait cards and every card a discard can draw. Policies none, all
 * and given play fixed cards; optimal looks up, state by state, the decision table of solveOptimalPlay
 * (the exact solver's own policy, solved once here in the plan) and discards and draws until it says
 * stop. Values come from cardValue, outcomes from outcomeOf, Strain and Wounds from checkConsequences,
 * all through tables built once. Tallies the outcome ladder and the Strain, Wounds, hand cards used and
 * utility of each trial. Cost per trial: O(GM cards + trait cards + hand) draws plus, for optimal, one
 * map lookup per decision; the plan costs solveOptimalPlay once per thread for optimal, else O(54).
 * @throws {OddsmithError} when a field of the setup is not usable (checkCheckSetup).
 * @example sampleCheck({ suit: "hearts", trait: 1, hand: [], play: [], discard: [], opposing: 0, strain: 0, wounds: 0, weaponSt: 0, armor: 0, pierce: 0, role: "attacker", evocation: false, decks: "separate", reveal: "before", policy: "none", cardCost: Rational.ZERO }).layout.groups[0].categories.length // 6
 */
export function sampleCheck(setup: AshCheckSetup): SamplePlan {
  checkCheckSetup(setup);
  const terms = checkTerms(setup);
  const { trait, weapon, opposingAndStrain, valueOf, played, discarded } = terms;
  const shared = setup.decks === "shared";
  const row = suitIndex(setup.suit) * DECK_SIZE;
  const valueTable = cardValues();
  // The decks as card values: only a card's value in this check matters to the total.
  // A designer's deck (issue 18) is its cards' values, by class counts.
  const ofCounts = (counts: readonly number[]) => Uint8Array.from(counts.flatMap((count, value) => Array<number>(count).fill(value)));
  const playerDeck = setup.deck === undefined ? Uint8Array.from(cardIdsWithout(setup.hand), (id) => u8At(valueTable, row + id)) : ofCounts(terms.deckCounts);
  const gmDeck = setup.gmDeck === undefined ? Uint8Array.from({ length: DECK_SIZE }, (_, id) => u8At(valueTable, row + id)) : ofCounts(terms.gmDeckCounts);
  const playerLength = playerDeck.length;

  const optimal = setup.policy === "optimal";
  const playedValue = played.reduce((sum, card) => sum + valueOf(card), 0);
  const fixedCardsUsed = played.length + discarded.length;
  // The most cards the player can draw: trait cards and one per discard (optimal may discard the whole hand).
  const playerDraws = trait + (optimal ? setup.hand.length : discarded.length);
  const handCounts = [0, 0, 0, 0];
  for (const card of setup.hand) addAt(handCounts, valueOf(card), 1);
  const player = optimal ? optimalPlayer(setup, terms, playerDeck, valueCounts(handCounts)) : undefined;
  const { lowest, outcomeAt, strainOf, woundsOf, utilityOf } = checkTables(setup, terms, playerDraws);
  const cardCost = setup.cardCost.toNumber();

  const layout: TallyLayout = { groups: [{ name: CHECK_GROUP, categories: [...OUTCOMES] }], quantities: [...CHECK_QUANTITIES] };
  const slots = tallySlots(layout);
  const outcomeStart = slots.groupStart(CHECK_GROUP);
  const [strainAt, woundsAt, cardsAt, utilityAt] = [slots.quantity("expectedStrain"), slots.quantity("expectedWounds"), slots.quantity("expectedCardsUsed"), slots.quantity("expectedUtility")];

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      let gmSum = 0;
      // With one shared deck the GM's cards come first, then the player's draws follow them.
      let next = 0;
      if (shared) {
        partialShuffle(random, playerDeck, opposingAndStrain + playerDraws, playerLength);
        for (let i = 0; i < opposingAndStrain; i++) gmSum += u8At(playerDeck, i);
        next = opposingAndStrain;
      } else {
        partialShuffle(random, gmDeck, opposingAndStrain, gmDeck.length);
        for (let i = 0; i < opposingAndStrain; i++) gmSum += u8At(gmDeck, i);
        partialShuffle(random, playerDeck, playerDraws, playerLength);
      }
      let total = weapon;
      let cardsUsed = fixedCardsUsed;
      if (player === undefined) {
        total += playedValue - gmSum;
        for (let i = 0; i < playerDraws; i++) total += u8At(playerDeck, next + i);
      } else {
        total = player.play(total, gmSum, next);
        cardsUsed = player.cardsUsed;
      }
      const outcome = u8At(outcomeAt, total - lowest);
      f64Add(tally, outcomeStart + outcome, 1);
      addQuantity(tally, strainAt, f64At(strainOf, outcome));
      addQuantity(tally, woundsAt, f64At(woundsOf, outcome));
      addQuantity(tally, cardsAt, cardsUsed);
      addQuantity(tally, utilityAt, f64At(utilityOf, outcome) - cardCost * cardsUsed);
    }
  };
  return { layout, run };
}
