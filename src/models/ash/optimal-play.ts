/**
 * The optimal play policy (RULES.md 4.5): the sequential play/discard/stop decision that maximises expected
 * outcome utility minus the card cost, solved exactly over the remaining deck (decision-states.ts runs it).
 */
import { cardName } from "../../core/cards.js";
import { addAt, addBigAt, itemAt } from "../../core/checked-index.js";
import { binomial } from "../../core/combinatorics.js";
import { type AshCheckSetup, type CheckTerms, DECKS, REVEALS } from "./building-the-total.js";
import { Distribution } from "../../core/distribution.js";
import { deckSize } from "../../core/deck.js";
import { integerIn, OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { stateKey } from "./decision-key.js";
import { DecisionStates, decisionKey, DISCARD_ACTION, STOP_ACTION, type DecisionSolver, type DecisionSolverMaker, type PlayDecision } from "./decision-states.js";
import { BIG_INTEGERS, DOUBLE_INTEGERS } from "../../core/exact/exact-integers.js";
import { deckOfCounts, valueCounts, VALUES, type ValueCounts } from "./card-values.js";
import { ladderIndex, OUTCOMES, type AshOutcome } from "./outcome-ladder.js";
import { drawsOfCounts, falling, valueOfCounts } from "./solve-check.js";
import { OutcomeUtilities } from "./outcome-utilities.js";

export { DecisionStates, decisionKey, DISCARD_ACTION, STOP_ACTION, type PlayDecision } from "./decision-states.js";

/** A hand card as the optimal policy sees it: its name (for advice) and its value in this check. */
export interface HandCard {
  readonly name: string;
  readonly value: number;
}

/**
 * The inputs of the optimal play decision (docs/rules.md 4.5): the check's terms (the player's deck without
 * the hand, Trait cards drawn, Opposing plus Strain, the weapon term), its decks, reveal, card cost and
 * utilities (the defaults when absent), and the hand by name and value.
 */
export interface OptimalSetup extends Pick<CheckTerms, "deckCounts" | "trait" | "opposingAndStrain" | "weapon">, Pick<AshCheckSetup, "decks" | "reveal" | "cardCost" | "utilities"> {
  readonly hand: readonly HandCard[];
  /** The GM's separate deck by value class (a designer's deck); the standard 54 cards when absent. */
  readonly gmDeckCounts?: readonly number[];
}

/**
 * The optimal play's input for one check (RULES.md 4.5) from the check's setup and its terms (checkTerms):
 * the hand by name and value, the player's deck without it, Trait, Opposing and Strain, weapon, reveal and
 * card cost. O(hand).
 * @example optimalSetupOf({ suit: "hearts", trait: 0, hand: [{ kind: "ranked", rank: "A", suit: "hearts" }], play: [], discard: [], opposing: 0, strain: 0, wounds: 0, weaponSt: 0, armor: 0, pierce: 0, role: "attacker", evocation: false, decks: "separate", reveal: "before", policy: "optimal", cardCost: Rational.ZERO }, { trait: 0, weapon: 0, opposingAndStrain: 0, deckCounts: [27, 18, 6, 2], gmDeckCounts: [27, 18, 6, 3], valueOf: () => 3, played: [], discarded: [] }).hand // [{ name: "AH", value: 3 }]
 */
export function optimalSetupOf(setup: AshCheckSetup, terms: CheckTerms): OptimalSetup {
  return {
    deckCounts: terms.deckCounts,
    hand: setup.hand.map((card) => ({ name: cardName(card), value: terms.valueOf(card) })),
    trait: terms.trait,
    opposingAndStrain: terms.opposingAndStrain,
    decks: setup.decks,
    reveal: setup.reveal,
    weapon: terms.weapon,
    cardCost: setup.cardCost,
    ...(setup.utilities === undefined ? {} : { utilities: setup.utilities }),
    ...(setup.gmDeck === undefined ? {} : { gmDeckCounts: terms.gmDeckCounts }),
  };
}

/** The plan the optimal policy follows from one starting total. */
export interface StartPlan {
  /** Trait cards (minus the GM's cards when revealed before) plus the weapon term. */
  readonly start: number;
  readonly probability: Rational;
  /** The most likely plan in words ("play QH; discard 7C and draw; stop"). */
  readonly plan: string;
  /** The share of this start's probability that follows that plan (below 1 when the trait draws change it). */
  readonly share: Rational;
}

/** The exact answer of the optimal policy. */
export interface OptimalSolution {
  readonly outcomes: Distribution<AshOutcome>;
  readonly expectedCardsUsed: Rational;
  /** E[outcome utility] − cardCost · E[hand cards used]. */
  readonly expectedUtility: Rational;
  readonly plans: readonly StartPlan[];
  /** The lowest starting total from which the policy stops at once (and at every higher one). */
  readonly stopFrom: number | undefined;
  /** Memoised decision states solved. */
  readonly stateCount: number;
  /**
   * The policy's decision at every state the solver met (every state any draw can reach), by
   * decisionKey(deck, hand, total): the table a sampler's trial loop looks up instead of deciding again.
   */
  readonly decisions: ReadonlyMap<number, PlayDecision>;
}

/**
 * The joint exact distribution of (outcome, hand cards used) under the optimal policy: `weights[used][o]`
 * (o in OUTCOMES order) over `total`; used counts the discards and the cards played before stopping.
 */
export interface OutcomeCardsJoint {
  readonly weights: ReadonlyArray<readonly bigint[]>;
  readonly total: bigint;
}

function deckSizeOf(counts: readonly number[]): number {
  return deckSize(deckOfCounts(counts));
}

function countsOf(hand: readonly HandCard[]): ValueCounts {
  const counts = [0, 0, 0, 0];
  for (const card of hand) addAt(counts, card.value, 1);
  return valueCounts(counts);
}

/**
 * Checks an optimal-play setup once, at entry: deck counts per value 0..3, hand cards of value 0..3,
 * trait, GM draws and weapon integers, decks and reveal from their sets, a non-negative card cost.
 * @throws {OddsmithError} naming the first field that is not usable.
 */
function checkOptimalSetup(setup: OptimalSetup): void {
  if (!Array.isArray(setup.deckCounts) || setup.deckCounts.length !== 4) throw new OddsmithError("deckCounts", "4 counts, for card values 0..3", setup.deckCounts);
  setup.deckCounts.forEach((count, value) => integerIn(`deckCounts[${value}]`, 0, 63, count));
  if (!Array.isArray(setup.hand)) throw new OddsmithError("hand", "a list of { name, value } cards", setup.hand);
  setup.hand.forEach((card, i) => integerIn(`hand[${i}].value`, 0, 3, card?.value));
  integerIn("hand.length", 0, 15, setup.hand.length);
  integerIn("trait", 0, 54, setup.trait);
  integerIn("opposingAndStrain", 0, 54, setup.opposingAndStrain);
  oneOf("decks", DECKS, setup.decks);
  oneOf("reveal", REVEALS, setup.reveal);
  integerIn("weapon", -60, 60, setup.weapon);
  if (!(setup.cardCost instanceof Rational) || setup.cardCost.compare(Rational.ZERO) < 0) throw new OddsmithError("cardCost", "a Rational of at least 0", setup.cardCost);
  if (setup.utilities !== undefined && !(setup.utilities instanceof OutcomeUtilities)) throw new OddsmithError("utilities", "OutcomeUtilities (OutcomeUtilities.of)", setup.utilities);
  if (setup.gmDeckCounts !== undefined) {
    if (!Array.isArray(setup.gmDeckCounts) || setup.gmDeckCounts.length !== 4) throw new OddsmithError("gmDeckCounts", "4 counts, for card values 0..3", setup.gmDeckCounts);
    setup.gmDeckCounts.forEach((count, value) => integerIn(`gmDeckCounts[${value}]`, 0, 63, count));
  }
}

/** The words of a plan from one state: the discards in order, then the cards played (see solveOptimalPlay). */
function describePlan<N>(states: DecisionSolver<N>, nameOf: (value: number, hand: readonly number[]) => string, deck: number[], hand: number[], total: number, depth = 0): string {
  const { action, played } = states.solve(deck, hand, total);
  if (action === STOP_ACTION) {
    const names: string[] = [];
    const left = [...hand];
    for (let value = 3; value >= 1; value--) {
      for (let k = 0; k < itemAt(played, value); k++) {
        names.push(nameOf(value, left));
        addAt(left, value, -1);
      }
    }
    return names.length ? `play ${names.join(", ")}; stop` : "stop";
  }
  const value = action - DISCARD_ACTION;
  const head = `discard ${nameOf(value, hand)} and draw`;
  if (depth >= 1) return `${head}, then decide again`;
  addAt(hand, value, -1);
  const byPlan = new Map<string, number[]>();
  for (let drawn = 0; drawn <= 3; drawn++) {
    if (deck[drawn] === 0) continue;
    addAt(deck, drawn, -1);
    const plan = describePlan(states, nameOf, deck, hand, total + drawn, depth + 1);
    addAt(deck, drawn, 1);
    byPlan.set(plan, [...(byPlan.get(plan) ?? []), drawn]);
  }
  addAt(hand, value, 1);
  if (byPlan.size === 1) return `${head}; ${[...byPlan.keys()][0]}`;
  const cases = [...byPlan].map(([plan, values]) => `${values.length === 1 ? values[0] : `${values[0]}–${values[values.length - 1]}`} → ${plan}`);
  return `${head}; then by its value: ${cases.join(" · ")}`;
}

const minus = (a: readonly number[], b: readonly number[]) => a.map((count, i) => count - itemAt(b, i));

/**
 * Calls `visit(deck, start, weight)` for every root of the decision: the player's deck after the trait
 * draws (and the GM's, when they come from it and are shown first), the starting total and its weight.
 */
function forEachRoot(setup: OptimalSetup, gmSeparate: Distribution<number>, visit: (deck: number[], start: number, weight: bigint) => void): void {
  if (setup.decks === "separate") {
    for (const traitDraw of drawsOfCounts(setup.deckCounts, setup.trait)) {
      const deck = minus(setup.deckCounts, traitDraw.counts);
      const traitSum = valueOfCounts(traitDraw.counts);
      if (setup.reveal === "after") visit(deck, traitSum + setup.weapon, traitDraw.weight);
      else gmSeparate.outcomes.forEach((sum, i) => visit(deck, traitSum - sum + setup.weapon, traitDraw.weight * itemAt(gmSeparate.weights, i)));
    }
  } else if (setup.reveal === "after") {
    for (const traitDraw of drawsOfCounts(setup.deckCounts, setup.trait)) {
      visit(minus(setup.deckCounts, traitDraw.counts), valueOfCounts(traitDraw.counts) + setup.weapon, traitDraw.weight);
    }
  } else {
    for (const gmDraw of drawsOfCounts(setup.deckCounts, setup.opposingAndStrain)) {
      const afterGm = minus(setup.deckCounts, gmDraw.counts);
      for (const traitDraw of drawsOfCounts(afterGm, setup.trait)) {
        const start = valueOfCounts(traitDraw.counts) - valueOfCounts(gmDraw.counts) + setup.weapon;
        visit(minus(afterGm, traitDraw.counts), start, gmDraw.weight * traitDraw.weight);
      }
    }
  }
}

/** Each start's most likely plan, highest start first, and the lowest start from which the policy always stops at once. */
function startPlans(plansByStart: ReadonlyMap<number, ReadonlyMap<string, bigint>>): { plans: StartPlan[]; stopFrom: number | undefined } {
  let rootMass = 0n;
  for (const plans of plansByStart.values()) for (const weight of plans.values()) rootMass += weight;
  const plans: StartPlan[] = [...plansByStart.entries()]
    .sort(([a], [b]) => b - a)
    .map(([start, byPlan]) => {
      let startWeight = 0n;
      let top: [string, bigint] = ["", -1n];
      for (const [plan, weight] of byPlan) {
        startWeight += weight;
        if (weight > top[1]) top = [plan, weight];
      }
      return { start, probability: Rational.of(startWeight, rootMass), plan: top[0], share: Rational.of(top[1], startWeight) };
    });
  let stopFrom: number | undefined;
  for (const plan of plans) {
    if (plan.plan !== "stop" || plan.share.compare(Rational.ONE) !== 0) break;
    stopFrom = plan.start;
  }
  return { plans, stopFrom };
}

/**
 * The joint (outcome, hand cards used) of the policy the solver chose, walked forward level by level (level
 * k: k discards made, so every state there has used k cards and holds hand − k), states merged by
 * decisionKey; each level's weights are over mass · falling(deck, k), and what stopped before is scaled
 * along as the walk goes down. Reveal before only: the stop's outcome is then its total's.
 */
function jointOfPolicy<N>(setup: OptimalSetup, states: DecisionSolver<N>): OutcomeCardsJoint {
  const handSize = setup.hand.length;
  const weights = Array.from({ length: handSize + 1 }, () => [0n, 0n, 0n, 0n, 0n, 0n]);
  let level = new Map<number, { deck: ValueCounts; hand: ValueCounts; total: number; weight: bigint }>();
  let mass = 0n;
  let deckLeft = 0;
  const handCounts = countsOf(setup.hand);
  forEachRoot(setup, states.gmSeparate, (deck, start, weight) => {
    mass += weight;
    deckLeft = deck.reduce((a, b) => a + b, 0);
    const key = decisionKey(deck, handCounts, start);
    const entry = level.get(key);
    if (entry) entry.weight += weight;
    else level.set(key, { deck: valueCounts(deck), hand: handCounts, total: start, weight });
  });
  let total = mass;
  for (let used = 0; level.size > 0; used++) {
    const next: typeof level = new Map();
    for (const { deck, hand, total: at, weight } of level.values()) {
      const { action, played } = states.solve(deck, hand, at);
      if (action === STOP_ACTION) {
        addBigAt(itemAt(weights, used + played[1] + played[2] + played[3]), ladderIndex(at + played[1] + 2 * played[2] + 3 * played[3]), weight);
        continue;
      }
      const afterHand: [number, number, number, number] = [...hand];
      addAt(afterHand, action - DISCARD_ACTION, -1);
      for (const drawn of VALUES) {
        const count = deck[drawn];
        if (count === 0) continue;
        const afterDeck: [number, number, number, number] = [...deck];
        afterDeck[drawn] -= 1;
        const key = stateKey(afterDeck, afterHand, at + drawn);
        const entry = next.get(key);
        if (entry) entry.weight += weight * BigInt(count);
        else next.set(key, { deck: afterDeck, hand: afterHand, total: at + drawn, weight: weight * BigInt(count) });
      }
    }
    if (next.size > 0) {
      // Going one level down multiplies every path's weight by the deck's size there: scale what stopped alike.
      const scale = BigInt(deckLeft - used);
      for (const row of weights) row.forEach((weight, o) => (row[o] = weight * scale));
      total *= scale;
    }
    level = next;
  }
  return { weights, total };
}

/** The optimal play solved in one representation of its integers (see solveOptimalPlay). */
function solveOptimalPlayWith<N>(setup: OptimalSetup, states: DecisionSolver<N>, toBigInt: (value: N) => bigint): OptimalSolution {
  const handCounts = countsOf(setup.hand);
  const namesByValue = [0, 1, 2, 3].map((value) => setup.hand.filter((card) => card.value === value).map((card) => card.name));
  const nameOf = (value: number, hand: readonly number[]) => itemAt(itemAt(namesByValue, value), itemAt(handCounts, value) - itemAt(hand, value));
  const totals = [0n, 0n, 0n, 0n, 0n, 0n];
  let cardsTotal = 0n;
  const plansByStart = new Map<number, Map<string, bigint>>();
  forEachRoot(setup, states.gmSeparate, (deck, start, weight) => {
    const entry = states.solve(deck, [...handCounts], start);
    totals.forEach((sum, i) => (totals[i] = sum + weight * toBigInt(itemAt(entry.vec, i))));
    cardsTotal += weight * toBigInt(entry.cards);
    const plan = describePlan(states, nameOf, [...deck], [...handCounts], start);
    const plans = plansByStart.get(start) ?? new Map<string, bigint>();
    plans.set(plan, (plans.get(plan) ?? 0n) + weight);
    plansByStart.set(start, plans);
  });
  const outcomes = Distribution.fromWeights(OUTCOMES.map((outcome, i) => [outcome, itemAt(totals, i)] as const)).reduced();
  const mass = totals.reduce((a, b) => a + b, 0n);
  const expectedCardsUsed = Rational.of(cardsTotal, mass);
  const { integers, denominator } = (setup.utilities ?? OutcomeUtilities.DEFAULT).scaled();
  let utilityTotal = 0n;
  OUTCOMES.forEach((_, i) => (utilityTotal += BigInt(itemAt(integers, i)) * itemAt(totals, i)));
  // Σ (integer / denominator) · P − cost · E[cards], over one denominator.
  const expectedUtility = Rational.of(utilityTotal * setup.cardCost.denominator - setup.cardCost.numerator * denominator * cardsTotal, mass * setup.cardCost.denominator * denominator);
  const { plans, stopFrom } = startPlans(plansByStart);
  return { outcomes, expectedCardsUsed, expectedUtility, plans, stopFrom, stateCount: states.stateCount, decisions: states.decisions };
}

/**
 * The optimal sequential play / discard-and-draw / stop decision of an Ash check (docs/rules.md 4.5), solved
 * exactly by memoised recursion over (deck by value class, hand by value class, running total): stop
 * scores the outcome utility; play adds the card's value; discard draws a card from the deck (weighted by
 * its class count); each hand card used costs `cardCost`. With reveal=before the running total includes
 * the GM's cards; with reveal=after the player decides on its own total and stopping scores the expected
 * utility over the GM's cards (drawn, by exchangeability, from what the player has not seen when the decks
 * are shared). Values are integer numerators over falling(deck, cards still drawable), so no fraction is
 * reduced inside the recursion; they run as doubles when a bound shows they stay below 2^53, else as
 * bigints (DecisionStates over ExactIntegers). Ties go to stop, then play, then discard. O(states × 4),
 * states ≤ (hand sub-multisets) × (deck compositions within hand + trait draws) × (totals).
 * @throws {OddsmithError} when a field of the setup is not usable (named, with what it allows and received).
 * @example solveOptimalPlay({ deckCounts: [27, 18, 6, 3], hand: [{ name: "AS", value: 2 }], trait: 0, opposingAndStrain: 0, decks: "separate", reveal: "before", weapon: 0, cardCost: Rational.ZERO }).plans[0].plan // "play AS; stop"
 */
export function solveOptimalPlay(setup: OptimalSetup): OptimalSolution {
  return solveOptimalPlayBy(setup, (decisionSetup, n) => new DecisionStates(decisionSetup, n));
}

/**
 * The joint exact distribution of (outcome, hand cards used) of a check played under the optimal policy
 * (docs/rules.md 4.5), with the policy solveOptimalPlay finds: the policy maximises this one check's
 * utilities minus its card cost (a myopic, per-check policy: it does not weigh the cards it keeps for the
 * checks after), and its ties are broken as solveOptimalPlay breaks them. Reveal before only (the GM's
 * cards shown first). Cost: solveOptimalPlay's, plus O(states reached × 4) bigint additions for the walk.
 * @throws {OddsmithError} when a field of the setup is not usable, or when reveal is not "before".
 * @example optimalOutcomesAndCards({ deckCounts: [27, 18, 6, 3], hand: [{ name: "AS", value: 2 }], trait: 0, opposingAndStrain: 0, decks: "separate", reveal: "before", weapon: 0, cardCost: Rational.ZERO }).weights[1] // [0n, 1n, 0n, 0n, 0n, 0n]
 */
export function optimalOutcomesAndCards(setup: OptimalSetup): OutcomeCardsJoint {
  if (setup?.reveal !== "before") throw new OddsmithError("reveal", "before (the joint of outcome and cards used is solved with the GM's cards shown first)", setup?.reveal);
  return withDecisionStates(setup, (decisionSetup, n) => new DecisionStates(decisionSetup, n), (states) => jointOfPolicy(setup, states));
}

/**
 * solveOptimalPlay with the decision states of `makeStates` (the tests and the bench pass the reference
 * solver from before issue 17, to hold the two equal and time them). Cost: solveOptimalPlay's with those states.
 * @throws {OddsmithError} when a field of the setup is not usable.
 * @example solveOptimalPlayBy({ deckCounts: [27, 18, 6, 3], hand: [], trait: 0, opposingAndStrain: 0, decks: "separate", reveal: "before", weapon: 0, cardCost: Rational.ZERO }, (s, n) => new DecisionStates(s, n)).stateCount // 1
 */
export function solveOptimalPlayBy(setup: OptimalSetup, makeStates: DecisionSolverMaker): OptimalSolution {
  return withDecisionStates(setup, makeStates, (states, toBigInt) => solveOptimalPlayWith(setup, states, toBigInt));
}

/** What a caller does with the decision states of a setup, in whichever representation of the integers they run. */
type StatesUse<R> = <N>(states: DecisionSolver<N>, toBigInt: (value: N) => bigint) => R;

/**
 * Checks a setup, makes its decision states (doubles when a bound shows every value stays below 2^53, else
 * bigints) and hands them to `use`.
 */
function withDecisionStates<R>(setup: OptimalSetup, makeStates: DecisionSolverMaker, use: StatesUse<R>): R {
  checkOptimalSetup(setup);
  const g = setup.opposingAndStrain;
  const gs = setup.decks === "shared" && setup.reveal === "after" ? g : 0;
  // Rational utilities become integers over their common denominator, the card cost scaled alike (the
  // objective keeps its order).
  const { integers, denominator } = (setup.utilities ?? OutcomeUtilities.DEFAULT).scaled();
  const cardCost = { numerator: setup.cardCost.numerator * denominator, denominator: setup.cardCost.denominator };
  const decisionSetup = { opposingAndStrain: g, decks: setup.decks, reveal: setup.reveal, cardCost, utilities: integers, ...(setup.gmDeckCounts === undefined ? {} : { gmDeckCounts: setup.gmDeckCounts }) };
  const largest = BigInt(Math.max(...integers.map(Math.abs)));
  // Every value in the recursion is an integer bounded by scale · (largest utility·costDen + hand·costNum); below 2^53
  // doubles hold them exactly and run an order of magnitude faster than bigints (no allocation).
  const rootScale = falling(deckSizeOf(setup.deckCounts) - setup.trait - (setup.decks === "shared" && setup.reveal === "before" ? g : 0), setup.hand.length + gs);
  const unseen = setup.decks === "separate" && setup.reveal === "after" ? binomial(deckSizeOf(setup.gmDeckCounts ?? [27, 18, 6, 3]), g) : 1n;
  const bound = rootScale * unseen * 6n * (largest * cardCost.denominator + BigInt(setup.hand.length + 1) * cardCost.numerator);
  return bound < 2n ** 53n ? use(makeStates(decisionSetup, DOUBLE_INTEGERS), DOUBLE_INTEGERS.toBigInt) : use(makeStates(decisionSetup, BIG_INTEGERS), BIG_INTEGERS.toBigInt);
}
