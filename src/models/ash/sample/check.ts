/**
 * The check sampler (RULES.md 4.1–4.5): one check's total built from shuffled cards, trial by trial.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import { partialShuffle, type Random } from "../../../core/random.js";
import { cardIdsWithout, cardValues, DECK_SIZE, suitIndex } from "./card-ids.js";
import { checkTerms, type CheckTerms, type AshCheckSetup } from "../building-the-total.js";
import { checkCheckSetup } from "../setup-checks.js";
import { DISCARD_ACTION, decisionKey, STOP_ACTION } from "../decision-states.js";
import { optimalSetupOf, solveOptimalPlay, type OptimalSolution } from "../optimal-play.js";
import { checkConsequences, OUTCOMES, outcomeOf } from "../outcome-ladder.js";
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
  for (let total = lowest; total <= highest; total++) outcomeAt[total - lowest] = OUTCOMES.indexOf(outcomeOf(total));
  return outcomeAt;
}

/** The optimal solutions of the last few setups solved in this thread: a run's shards plan the same setup. */
const solvedOptimal = new Map<string, OptimalSolution>();

function optimalSolutionOf(setup: Parameters<typeof solveOptimalPlay>[0]): OptimalSolution {
  const key = JSON.stringify({ ...setup, cardCost: setup.cardCost.toString() });
  let solution = solvedOptimal.get(key);
  if (solution === undefined) {
    if (solvedOptimal.size >= 4) solvedOptimal.delete(solvedOptimal.keys().next().value!);
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
 * says stop. Returns the total; writes the hand cards used to `used[0]`. Allocates nothing.
 */
function optimalPlayer(setup: AshCheckSetup, terms: CheckTerms, playerDeck: Uint8Array, handCounts: readonly number[]) {
  const decisions = optimalSolutionOf(optimalSetupOf(setup, terms)).decisions;
  const revealBefore = setup.reveal === "before";
  const sharedBefore = setup.decks === "shared" && revealBefore;
  const { trait, opposingAndStrain, deckCounts } = terms;
  // Scratch state: the deck and hand by value class as the player sees them.
  const deckNow = new Int32Array(4);
  const handNow = new Int32Array(4);
  const used = new Int32Array(1);
  const play = (start: number, gmSum: number, first: number): number => {
    let total = start;
    let next = first;
    for (let v = 0; v < 4; v++) {
      deckNow[v] = deckCounts[v]!;
      handNow[v] = handCounts[v]!;
    }
    if (sharedBefore) for (let i = 0; i < opposingAndStrain; i++) deckNow[playerDeck[i]!]!--;
    for (let i = 0; i < trait; i++) {
      const value = playerDeck[next++]!;
      total += value;
      deckNow[value]!--;
    }
    // The solver decides on its running total: with reveal=before the GM's cards are in it.
    if (revealBefore) total -= gmSum;
    let cardsUsed = 0;
    for (;;) {
      const decision = decisions.get(decisionKey(deckNow, handNow, total))!;
      if (decision.action === STOP_ACTION) {
        const p = decision.played;
        total += p[1]! + 2 * p[2]! + 3 * p[3]!;
        cardsUsed += p[1]! + p[2]! + p[3]!;
        break;
      }
      handNow[decision.action - DISCARD_ACTION]!--;
      const value = playerDeck[next++]!;
      total += value;
      deckNow[value]!--;
      cardsUsed++;
    }
    if (!revealBefore) total -= gmSum;
    used[0] = cardsUsed;
    return total;
  };
  return { play, used };
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
  const playerDeck = setup.deck === undefined ? Uint8Array.from(cardIdsWithout(setup.hand), (id) => valueTable[row + id]!) : ofCounts(terms.deckCounts);
  const gmDeck = setup.gmDeck === undefined ? Uint8Array.from({ length: DECK_SIZE }, (_, id) => valueTable[row + id]!) : ofCounts(terms.gmDeckCounts);
  const playerLength = playerDeck.length;

  const optimal = setup.policy === "optimal";
  const playedValue = played.reduce((sum, card) => sum + valueOf(card), 0);
  const fixedCardsUsed = played.length + discarded.length;
  // The most cards the player can draw: trait cards and one per discard (optimal may discard the whole hand).
  const playerDraws = trait + (optimal ? setup.hand.length : discarded.length);
  const handCounts = [0, 0, 0, 0];
  for (const card of setup.hand) handCounts[valueOf(card)]! += 1;
  const player = optimal ? optimalPlayer(setup, terms, playerDeck, handCounts) : undefined;
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
        for (let i = 0; i < opposingAndStrain; i++) gmSum += playerDeck[i]!;
        next = opposingAndStrain;
      } else {
        partialShuffle(random, gmDeck, opposingAndStrain, gmDeck.length);
        for (let i = 0; i < opposingAndStrain; i++) gmSum += gmDeck[i]!;
        partialShuffle(random, playerDeck, playerDraws, playerLength);
      }
      let total = weapon;
      let cardsUsed = fixedCardsUsed;
      if (player === undefined) {
        total += playedValue - gmSum;
        for (let i = 0; i < playerDraws; i++) total += playerDeck[next + i]!;
      } else {
        total = player.play(total, gmSum, next);
        cardsUsed = player.used[0]!;
      }
      const outcome = outcomeAt[total - lowest]!;
      tally[outcomeStart + outcome]!++;
      addQuantity(tally, strainAt, strainOf[outcome]!);
      addQuantity(tally, woundsAt, woundsOf[outcome]!);
      addQuantity(tally, cardsAt, cardsUsed);
      addQuantity(tally, utilityAt, utilityOf[outcome]! - cardCost * cardsUsed);
    }
  };
  return { layout, run };
}
