import { binomial } from "../../core/combinatorics.js";
import { Distribution } from "../../core/distribution.js";
import { deckSize, drawSum } from "../../core/deck.js";
import { Rational } from "../../core/rational.js";
import { deckOfCounts, fullDeckCounts, OUTCOMES, outcomeOf, outcomeUtility, type AshOutcome } from "./rules.js";
import { drawsOfCounts, falling, UTILITY_OF, valueOfCounts, type Decks, type Reveal } from "./solve-check.js";

/** A hand card as the optimal policy sees it: its name (for advice) and its value in this check. */
export interface HandCard {
  readonly name: string;
  readonly value: number;
}

/** The inputs of the optimal play decision (RULES.md 4.5). */
export interface OptimalSetup {
  /** The player's deck by value class: 54 cards minus the hand. */
  readonly deckCounts: readonly number[];
  readonly hand: readonly HandCard[];
  /** Trait cards drawn (0 in Shock). */
  readonly trait: number;
  /** Opposing plus Strain cards. */
  readonly gmDraws: number;
  readonly decks: Decks;
  readonly reveal: Reveal;
  /** The weapon term. */
  readonly offset: number;
  readonly cardCost: Rational;
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

/** The decision of the optimal policy in one state. */
export interface PlayDecision {
  /** STOP_ACTION, or DISCARD_ACTION + v: discard a hand card of value v and draw. */
  readonly action: number;
  /** When the action is to stop: how many hand cards of each value 0..3 to play first. */
  readonly played: readonly number[];
}

/** The action "play `played`, then stop". */
export const STOP_ACTION = -1;
/** Actions DISCARD_ACTION + v discard a hand card of value v (0..3) and draw one card. */
export const DISCARD_ACTION = 4;
const STOP = STOP_ACTION;
const DISCARD = DISCARD_ACTION;

interface StateValue {
  /** P(outcome) × scale, in OUTCOMES order. */
  readonly vec: readonly bigint[];
  /** E[hand cards used from here] × scale. */
  readonly cards: bigint;
  readonly action: number;
  /** When the action is to stop: how many cards of each value to play first. */
  readonly played: readonly number[];
}

const NONE_PLAYED: readonly number[] = [0, 0, 0, 0];

const T_OFFSET = 128;

/**
 * The key of a decision state: the player's deck and hand by value class 0..3 and the running total
 * (−128..127). O(1).
 * @example decisionKey([0, 0, 0, 0], [0, 0, 0, 0], 0) // 128
 */
export function decisionKey(deck: ArrayLike<number>, hand: ArrayLike<number>, total: number): number {
  let key = deck[0]!;
  key = key * 64 + deck[1]!;
  key = key * 8 + deck[2]!;
  key = key * 4 + deck[3]!;
  for (let v = 0; v < 4; v++) key = key * 16 + hand[v]!;
  return key * 256 + total + T_OFFSET;
}

function deckSizeOf(counts: readonly number[]): number {
  return deckSize(deckOfCounts(counts));
}

function countsOf(hand: readonly HandCard[]): number[] {
  const counts = [0, 0, 0, 0];
  for (const card of hand) counts[card.value]! += 1;
  return counts;
}

/**
 * The optimal sequential play / discard-and-draw / stop decision of an Ash check (RULES.md 4.5), solved
 * exactly by memoised recursion over (deck by value class, hand by value class, running total): stop
 * scores the outcome utility; play adds the card's value; discard draws a card from the deck (weighted by
 * its class count); each hand card used costs `cardCost`. With reveal=before the running total includes
 * the GM's cards; with reveal=after the player decides on its own total and stopping scores the expected
 * utility over the GM's cards (drawn, by exchangeability, from what the player has not seen when the decks
 * are shared). Values are bigint numerators over falling(deck, cards still drawable), so no fraction is
 * reduced inside the recursion. Ties go to stop, then play, then discard. O(states × 4), states ≤
 * (hand sub-multisets) × (deck compositions within hand + trait draws) × (totals).
 * @example solveOptimalPlay({ deckCounts: [27, 18, 6, 3], hand: [{ name: "AS", value: 2 }], trait: 0, gmDraws: 0, decks: "separate", reveal: "before", offset: 0, cardCost: Rational.ZERO }).plans[0].plan // "play AS; stop"
 */
export function solveOptimalPlay(setup: OptimalSetup): OptimalSolution {
  const g = setup.gmDraws;
  const sharedAfter = setup.decks === "shared" && setup.reveal === "after";
  const separateAfter = setup.decks === "separate" && setup.reveal === "after";
  const gs = sharedAfter ? g : 0;
  // Every value in the recursion is an integer bounded by scale · (3·costDen + hand·costNum); when that
  // bound is below 2^53, doubles hold them exactly and run an order of magnitude faster than bigints
  // (no allocation). I() makes each integer in the chosen representation; the code reads as bigint.
  const rootScale = falling(deckSizeOf(setup.deckCounts) - setup.trait - (setup.decks === "shared" && setup.reveal === "before" ? g : 0), setup.hand.length + gs);
  const bound = rootScale * (separateAfter ? binomial(54, g) : 1n) * 6n * (3n * setup.cardCost.denominator + BigInt(setup.hand.length + 1) * setup.cardCost.numerator);
  const I: (x: number | bigint) => bigint = bound < 2n ** 53n ? (x) => Number(x) as unknown as bigint : (x) => BigInt(x);
  const ZERO = I(0);
  const fallingCache = new Map<number, bigint>();
  const fallingI = (size: number, count: number): bigint => {
    const key = size * 64 + count;
    let value = fallingCache.get(key);
    if (value === undefined) fallingCache.set(key, (value = I(falling(size, count))));
    return value;
  };
  const ONE = I(1);
  const costNum = I(setup.cardCost.numerator);
  const costDen = I(setup.cardCost.denominator);
  const utilities = OUTCOMES.map((outcome) => I(UTILITY_OF[outcome]));
  const outcomeIndex = (total: number) => OUTCOMES.indexOf(outcomeOf(total));

  // reveal=after with a separate deck: the GM's sum is independent of everything the player sees.
  const gmSeparate = drawSum(deckOfCounts(fullDeckCounts()), g);
  const terminalSeparate = new Map<number, bigint[]>();
  const gmShared = new Map<string, Distribution<number>>();
  const gFactorial = I(falling(g, g));
  // With a separate deck revealed after, stopping averages over the GM's C(54, g) draws: that total is
  // part of every state's scale, card counts included.
  const unseenTotal = separateAfter ? I(gmSeparate.total) : I(1);

  function gmOfDeck(deck: readonly number[]): Distribution<number> {
    const deckId = deck.join(",");
    let gm = gmShared.get(deckId);
    if (gm === undefined) {
      gm = drawSum(deckOfCounts(deck), g);
      gmShared.set(deckId, gm);
    }
    return gm;
  }

  function terminal(deck: number[], size: number, handLeft: number, total: number): bigint[] {
    const vec = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
    if (setup.reveal === "before") {
      vec[outcomeIndex(total)] = fallingI(size, handLeft);
      return vec;
    }
    if (separateAfter) {
      let base = terminalSeparate.get(total);
      if (base === undefined) {
        base = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
        gmSeparate.outcomes.forEach((sum, i) => (base![outcomeIndex(total - sum)]! += I(gmSeparate.weights[i]!)));
        terminalSeparate.set(total, base);
      }
      const scale = fallingI(size, handLeft);
      return base.map((weight) => weight * scale);
    }
    const gm = gmOfDeck(deck);
    const scale = gFactorial * fallingI(size - g, handLeft);
    gm.outcomes.forEach((sum, i) => (vec[outcomeIndex(total - sum)]! += I(gm.weights[i]!) * scale));
    return vec;
  }

  const memo = new Map<number, StateValue>();
  const score = (vec: readonly bigint[], cards: bigint) => {
    let utility = ZERO;
    for (let i = 0; i < 6; i++) utility += utilities[i]! * vec[i]!;
    return costDen * utility - costNum * cards;
  };

  // Plays reveal nothing and draw nothing, so any policy can play its cards last: a state either discards
  // one card to draw, or finishes by playing the best sub-multiset of its hand and stopping. That keeps
  // chains of plays out of the memo.
  /** Σ weight · utility over the GM's sums (gm given, reveal=after), or the utility itself (reveal=before). */
  function expectedUtilityAt(gm: Distribution<number> | undefined, finalTotal: number): bigint {
    if (gm === undefined) return I(outcomeUtility(finalTotal));
    let sum = ZERO;
    for (let i = 0; i < gm.outcomes.length; i++) sum += I(gm.weights[i]!) * I(outcomeUtility(finalTotal - gm.outcomes[i]!));
    return sum;
  }

  function finish(deck: number[], size: number, hand: number[], handLeft: number, total: number): StateValue {
    // Every way to finish ends on the same scale, falling(size, handLeft + gs), so the choice compares
    // expected utilities over one denominator and builds one vector, for the best.
    const gm = sharedAfter ? gmOfDeck(deck) : setup.reveal === "after" ? gmSeparate : undefined;
    const denominator = gm === undefined ? ONE : I(gm.total);
    let best: number[] = [0, 0, 0, 0];
    let bestScore = ZERO;
    let first = true;
    // Zero-value cards are never worth playing (they add nothing and cost ≥ 0); fewer cards win ties.
    for (let k3 = 0; k3 <= hand[3]!; k3++) {
      for (let k2 = 0; k2 <= hand[2]!; k2++) {
        for (let k1 = 0; k1 <= hand[1]!; k1++) {
          const played = k1 + k2 + k3;
          const candidate = costDen * expectedUtilityAt(gm, total + k1 + 2 * k2 + 3 * k3) - costNum * I(played) * denominator;
          if (first || candidate > bestScore || (candidate === bestScore && played < best[1]! + best[2]! + best[3]!)) {
            best = [0, k1, k2, k3];
            bestScore = candidate;
            first = false;
          }
        }
      }
    }
    const played = best[1]! + best[2]! + best[3]!;
    const left = handLeft - played;
    const factor = fallingI(size - left - gs, played);
    const vec = terminal(deck, size, left, total + best[1]! + 2 * best[2]! + 3 * best[3]!);
    for (let i = 0; i < 6; i++) vec[i]! *= factor;
    return { vec, cards: I(played) * fallingI(size, handLeft + gs) * unseenTotal, action: STOP, played: best };
  }

  function solve(deck: number[], hand: number[], total: number): StateValue {
    const key = decisionKey(deck, hand, total);
    const known = memo.get(key);
    if (known !== undefined) return known;
    const size = deck[0]! + deck[1]! + deck[2]! + deck[3]!;
    const handLeft = hand[0]! + hand[1]! + hand[2]! + hand[3]!;
    const scale = fallingI(size, handLeft + gs) * unseenTotal;
    let best = finish(deck, size, hand, handLeft, total);
    // With the GM's cards known, a total of 3 cannot improve and one below −2 − 3·(cards left) cannot be saved.
    const settled = setup.reveal === "before" && (total >= 3 || total + 3 * handLeft <= -2);
    let bestScore = score(best.vec, best.cards);
    for (let value = 0; value <= 3 && !settled; value++) {
      if (hand[value] === 0 || size - gs < 1) continue;
      hand[value]! -= 1;
      const vec = [ZERO, ZERO, ZERO, ZERO, ZERO, ZERO];
      let cards = scale;
      for (let drawn = 0; drawn <= 3; drawn++) {
        const count = deck[drawn]!;
        if (count === 0) continue;
        deck[drawn]! -= 1;
        const child = solve(deck, hand, total + drawn);
        deck[drawn]! += 1;
        const ways = I(count);
        for (let i = 0; i < 6; i++) vec[i]! += ways * child.vec[i]!;
        cards += ways * child.cards;
      }
      hand[value]! += 1;
      const candidateScore = score(vec, cards);
      if (candidateScore > bestScore) {
        best = { vec, cards, action: DISCARD + value, played: NONE_PLAYED };
        bestScore = candidateScore;
      }
    }
    memo.set(key, best);
    return best;
  }

  const handCounts = countsOf(setup.hand);
  const namesByValue = [0, 1, 2, 3].map((value) => setup.hand.filter((card) => card.value === value).map((card) => card.name));
  const nameOf = (value: number, hand: readonly number[]) => namesByValue[value]![handCounts[value]! - hand[value]!]!;

  // The plan in words: the discards in order, then the cards played; after a discard, the rest of the
  // plan for each value the drawn card can have (values with the same plan grouped), one discard deep.
  function describe(deck: number[], hand: number[], total: number, depth = 0): string {
    const { action, played } = solve(deck, hand, total);
    if (action === STOP) {
      const names: string[] = [];
      const left = [...hand];
      for (let value = 3; value >= 1; value--) {
        for (let k = 0; k < played[value]!; k++) {
          names.push(nameOf(value, left));
          left[value]! -= 1;
        }
      }
      return names.length ? `play ${names.join(", ")}; stop` : "stop";
    }
    const value = action - DISCARD;
    const head = `discard ${nameOf(value, hand)} and draw`;
    if (depth >= 1) return `${head}, then decide again`;
    hand[value]! -= 1;
    const byPlan = new Map<string, number[]>();
    for (let drawn = 0; drawn <= 3; drawn++) {
      if (deck[drawn] === 0) continue;
      deck[drawn]! -= 1;
      const plan = describe(deck, hand, total + drawn, depth + 1);
      deck[drawn]! += 1;
      byPlan.set(plan, [...(byPlan.get(plan) ?? []), drawn]);
    }
    hand[value]! += 1;
    if (byPlan.size === 1) return `${head}; ${[...byPlan.keys()][0]}`;
    const cases = [...byPlan].map(([plan, values]) => `${values.length === 1 ? values[0] : `${values[0]}–${values[values.length - 1]}`} → ${plan}`);
    return `${head}; then by its value: ${cases.join(" · ")}`;
  }

  const totals = [0n, 0n, 0n, 0n, 0n, 0n];
  let cardsTotal = 0n;
  const plansByStart = new Map<number, Map<string, bigint>>();
  const addRoot = (deck: number[], start: number, weight: bigint) => {
    const entry = solve(deck, [...handCounts], start);
    for (let i = 0; i < 6; i++) totals[i]! += weight * BigInt(entry.vec[i]!);
    cardsTotal += weight * BigInt(entry.cards);
    const plan = describe([...deck], [...handCounts], start);
    const plans = plansByStart.get(start) ?? new Map<string, bigint>();
    plans.set(plan, (plans.get(plan) ?? 0n) + weight);
    plansByStart.set(start, plans);
  };
  const minus = (a: readonly number[], b: readonly number[]) => a.map((count, i) => count - b[i]!);

  if (setup.decks === "separate") {
    for (const traitDraw of drawsOfCounts(setup.deckCounts, setup.trait)) {
      const deck = minus(setup.deckCounts, traitDraw.counts);
      const traitSum = valueOfCounts(traitDraw.counts);
      if (setup.reveal === "after") addRoot(deck, traitSum + setup.offset, traitDraw.weight);
      else gmSeparate.outcomes.forEach((sum, i) => addRoot(deck, traitSum - sum + setup.offset, traitDraw.weight * gmSeparate.weights[i]!));
    }
  } else if (setup.reveal === "after") {
    for (const traitDraw of drawsOfCounts(setup.deckCounts, setup.trait)) {
      addRoot(minus(setup.deckCounts, traitDraw.counts), valueOfCounts(traitDraw.counts) + setup.offset, traitDraw.weight);
    }
  } else {
    for (const gmDraw of drawsOfCounts(setup.deckCounts, g)) {
      const afterGm = minus(setup.deckCounts, gmDraw.counts);
      for (const traitDraw of drawsOfCounts(afterGm, setup.trait)) {
        const start = valueOfCounts(traitDraw.counts) - valueOfCounts(gmDraw.counts) + setup.offset;
        addRoot(minus(afterGm, traitDraw.counts), start, gmDraw.weight * traitDraw.weight);
      }
    }
  }

  const outcomes = Distribution.fromWeights(OUTCOMES.map((outcome, i) => [outcome, totals[i]!] as const)).reduced();
  const mass = totals.reduce((a, b) => a + b, 0n);
  const expectedCardsUsed = Rational.of(cardsTotal, mass);
  let utilityTotal = 0n;
  OUTCOMES.forEach((outcome, i) => (utilityTotal += BigInt(UTILITY_OF[outcome]) * totals[i]!));
  const expectedUtility = Rational.of(utilityTotal * setup.cardCost.denominator - setup.cardCost.numerator * cardsTotal, mass * setup.cardCost.denominator);
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
  return { outcomes, expectedCardsUsed, expectedUtility, plans, stopFrom, stateCount: memo.size, decisions: memo };
}
