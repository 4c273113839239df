/**
 * The reference for the optimal play's decision states: the solver as it was before issue 17 (a Map keyed
 * by decisionKey holding an object per state), kept to test the faster one against and to time it in
 * bench/suites/ash.ts. Same contract as src/models/ash/decision-states.ts; default utilities only.
 *
 * The memoised decision states of the optimal play (docs/rules.md 4.5): the recursion solveOptimalPlay runs,
 * over (deck by value class, hand by value class, running total), in exact integers of either
 * representation (ExactIntegers). Values are numerators over falling(deck, cards still drawable), so no
 * fraction is reduced inside the recursion.
 */
import type { Distribution } from "../../src/core/distribution.js";
import { drawSum } from "../../src/core/deck.js";
import type { ExactIntegers } from "../../src/core/exact/exact-integers.js";
import { deckOfCounts, fullDeckCounts, type ValueCounts } from "../../src/models/ash/card-values.js";
import { OUTCOMES, outcomeOf } from "../../src/models/ash/outcome-ladder.js";
import { outcomeUtility } from "../../src/models/ash/outcome-utilities.js";
import { falling, UTILITY_OF } from "../../src/models/ash/solve-check.js";

import { DISCARD_ACTION, STOP_ACTION, decisionKey, type DecisionSetup, type PlayDecision, type StateValue } from "../../src/models/ash/decision-states.js";

const NONE_PLAYED: ValueCounts = [0, 0, 0, 0];
const outcomeIndex = (total: number) => OUTCOMES.indexOf(outcomeOf(total));

/**
 * The decision states of one check, solved on demand and memoised: stop scores the outcome utility;
 * play adds the card's value; discard draws a card from the deck (weighted by its class count); each
 * hand card used costs `cardCost`. With reveal=after, stopping scores the expected utility over the GM's
 * cards (drawn, by exchangeability, from what the player has not seen when the decks are shared). Ties go
 * to stop, then play, then discard. O(states × 4) in all.
 */
export class ReferenceDecisionStates<N> {
  readonly memo = new Map<number, StateValue<N>>();
  get stateCount(): number {
    return this.memo.size;
  }
  get decisions(): ReadonlyMap<number, PlayDecision> {
    return this.memo;
  }
  /** reveal=after with a separate deck: the GM's sum, independent of everything the player sees. */
  readonly gmSeparate: Distribution<number>;
  private readonly g: number;
  private readonly gs: number;
  private readonly sharedAfter: boolean;
  private readonly separateAfter: boolean;
  private readonly revealBefore: boolean;
  private readonly fallingCache = new Map<number, N>();
  private readonly costNum: N;
  private readonly costDen: N;
  private readonly utilities: readonly N[];
  private readonly terminalSeparate = new Map<number, N[]>();
  private readonly gmShared = new Map<string, Distribution<number>>();
  private readonly gFactorial: N;
  /** With a separate deck revealed after, stopping averages over the GM's C(54, g) draws: part of every state's scale. */
  private readonly unseenTotal: N;

  constructor(
    setup: DecisionSetup,
    private readonly n: ExactIntegers<N>,
  ) {
    this.g = setup.opposingAndStrain;
    this.sharedAfter = setup.decks === "shared" && setup.reveal === "after";
    this.separateAfter = setup.decks === "separate" && setup.reveal === "after";
    this.revealBefore = setup.reveal === "before";
    this.gs = this.sharedAfter ? this.g : 0;
    this.costNum = n.of(setup.cardCost.numerator);
    this.costDen = n.of(setup.cardCost.denominator);
    this.utilities = OUTCOMES.map((outcome) => n.of(UTILITY_OF[outcome]));
    this.gmSeparate = drawSum(deckOfCounts(fullDeckCounts()), this.g);
    this.gFactorial = n.of(falling(this.g, this.g));
    this.unseenTotal = this.separateAfter ? n.of(this.gmSeparate.total) : n.one;
  }

  /** falling(size, count) in this representation, cached. */
  private fallingOf(size: number, count: number): N {
    const key = size * 64 + count;
    let value = this.fallingCache.get(key);
    if (value === undefined) this.fallingCache.set(key, (value = this.n.of(falling(size, count))));
    return value;
  }

  private gmOfDeck(deck: readonly number[]): Distribution<number> {
    const deckId = deck.join(",");
    let gm = this.gmShared.get(deckId);
    if (gm === undefined) {
      gm = drawSum(deckOfCounts(deck), this.g);
      this.gmShared.set(deckId, gm);
    }
    return gm;
  }

  private zeros(): N[] {
    const zero = this.n.zero;
    return [zero, zero, zero, zero, zero, zero];
  }

  /** The outcome vector of stopping at `total` with `handLeft` cards unused, on the state's scale. */
  private terminal(deck: number[], size: number, handLeft: number, total: number): N[] {
    const { n } = this;
    const vec = this.zeros();
    if (this.revealBefore) {
      vec[outcomeIndex(total)] = this.fallingOf(size, handLeft);
      return vec;
    }
    if (this.separateAfter) {
      let base = this.terminalSeparate.get(total);
      if (base === undefined) {
        const sums = this.zeros();
        this.gmSeparate.outcomes.forEach((sum, i) => {
          const at = outcomeIndex(total - sum);
          sums[at] = n.add(sums[at]!, n.of(this.gmSeparate.weights[i]!));
        });
        this.terminalSeparate.set(total, (base = sums));
      }
      const scale = this.fallingOf(size, handLeft);
      return base.map((weight) => n.multiply(weight, scale));
    }
    const gm = this.gmOfDeck(deck);
    const scale = n.multiply(this.gFactorial, this.fallingOf(size - this.g, handLeft));
    gm.outcomes.forEach((sum, i) => {
      const at = outcomeIndex(total - sum);
      vec[at] = n.add(vec[at]!, n.multiply(n.of(gm.weights[i]!), scale));
    });
    return vec;
  }

  private score(vec: readonly N[], cards: N): N {
    const { n } = this;
    let utility = n.zero;
    for (let i = 0; i < 6; i++) utility = n.add(utility, n.multiply(this.utilities[i]!, vec[i]!));
    return n.subtract(n.multiply(this.costDen, utility), n.multiply(this.costNum, cards));
  }

  /** Σ weight · utility over the GM's sums (gm given, reveal=after), or the utility itself (reveal=before). */
  private expectedUtilityAt(gm: Distribution<number> | undefined, finalTotal: number): N {
    const { n } = this;
    if (gm === undefined) return n.of(outcomeUtility(finalTotal));
    let sum = n.zero;
    for (let i = 0; i < gm.outcomes.length; i++) sum = n.add(sum, n.multiply(n.of(gm.weights[i]!), n.of(outcomeUtility(finalTotal - gm.outcomes[i]!))));
    return sum;
  }

  // Plays reveal nothing and draw nothing, so any policy can play its cards last: a state either discards
  // one card to draw, or finishes by playing the best sub-multiset of its hand and stopping. That keeps
  // chains of plays out of the memo.
  private finish(deck: number[], size: number, hand: number[], handLeft: number, total: number): StateValue<N> {
    const { n } = this;
    // Every way to finish ends on the same scale, falling(size, handLeft + gs), so the choice compares
    // expected utilities over one denominator and builds one vector, for the best.
    const gm = this.sharedAfter ? this.gmOfDeck(deck) : this.revealBefore ? undefined : this.gmSeparate;
    const denominator = gm === undefined ? n.one : n.of(gm.total);
    let best: ValueCounts = [0, 0, 0, 0];
    let bestScore = n.zero;
    let first = true;
    // Zero-value cards are never worth playing (they add nothing and cost ≥ 0); fewer cards win ties.
    for (let k3 = 0; k3 <= hand[3]!; k3++) {
      for (let k2 = 0; k2 <= hand[2]!; k2++) {
        for (let k1 = 0; k1 <= hand[1]!; k1++) {
          const played = k1 + k2 + k3;
          const candidate = n.subtract(n.multiply(this.costDen, this.expectedUtilityAt(gm, total + k1 + 2 * k2 + 3 * k3)), n.multiply(n.multiply(this.costNum, n.of(played)), denominator));
          if (first || n.greater(candidate, bestScore) || (candidate === bestScore && played < best[1] + best[2] + best[3])) {
            best = [0, k1, k2, k3];
            bestScore = candidate;
            first = false;
          }
        }
      }
    }
    const played = best[1] + best[2] + best[3];
    const left = handLeft - played;
    const factor = this.fallingOf(size - left - this.gs, played);
    const vec = this.terminal(deck, size, left, total + best[1]! + 2 * best[2]! + 3 * best[3]!);
    for (let i = 0; i < 6; i++) vec[i] = n.multiply(vec[i]!, factor);
    return { vec, cards: n.multiply(n.multiply(n.of(played), this.fallingOf(size, handLeft + this.gs)), this.unseenTotal), action: STOP_ACTION, played: best };
  }

  /** The solved state (deck, hand, total); `deck` and `hand` are scratch arrays, restored on return. */
  solve(deck: number[], hand: number[], total: number): StateValue<N> {
    const key = decisionKey(deck, hand, total);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const { n, gs } = this;
    const size = deck[0]! + deck[1]! + deck[2]! + deck[3]!;
    const handLeft = hand[0]! + hand[1]! + hand[2]! + hand[3]!;
    const scale = n.multiply(this.fallingOf(size, handLeft + gs), this.unseenTotal);
    let best = this.finish(deck, size, hand, handLeft, total);
    // With the GM's cards known, a total of 3 cannot improve and one below −2 − 3·(cards left) cannot be saved.
    const settled = this.revealBefore && (total >= 3 || total + 3 * handLeft <= -2);
    let bestScore = this.score(best.vec, best.cards);
    for (let value = 0; value <= 3 && !settled; value++) {
      if (hand[value] === 0 || size - gs < 1) continue;
      hand[value]! -= 1;
      const vec = this.zeros();
      let cards = scale;
      for (let drawn = 0; drawn <= 3; drawn++) {
        const count = deck[drawn]!;
        if (count === 0) continue;
        deck[drawn]! -= 1;
        const child = this.solve(deck, hand, total + drawn);
        deck[drawn]! += 1;
        const ways = n.of(count);
        for (let i = 0; i < 6; i++) vec[i] = n.add(vec[i]!, n.multiply(ways, child.vec[i]!));
        cards = n.add(cards, n.multiply(ways, child.cards));
      }
      hand[value]! += 1;
      const candidateScore = this.score(vec, cards);
      if (n.greater(candidateScore, bestScore)) {
        best = { vec, cards, action: DISCARD_ACTION + value, played: NONE_PLAYED };
        bestScore = candidateScore;
      }
    }
    this.memo.set(key, best);
    return best;
  }
}
