/**
 * The memoised decision states of the optimal play (docs/rules.md 4.5): the recursion solveOptimalPlay runs,
 * over (deck by value class, hand by value class, running total), in exact integers of either
 * representation (ExactIntegers). Values are numerators over falling(deck, cards still drawable), so no
 * fraction is reduced inside the recursion.
 *
 * The memo is keyed by the decision state, never by the path that reached it: a node per (deck, hand)
 * holds every total solved there in flat arrays, and links to its children (one card of a value
 * discarded, one of a value drawn) once, so a state costs a few array reads instead of hashing a key.
 */
import type { Distribution } from "../../core/distribution.js";
import { drawSum } from "../../core/deck.js";
import { itemAt } from "../../core/checked-index.js";
import { outside } from "../../core/typed-index.js";
import { DecisionTable, type PlayDecision } from "./decision-table.js";
import type { ExactIntegers } from "../../core/exact/exact-integers.js";
import { deckOfCounts, fullDeckCounts, valueCounts, VALUES, type ValueClass, type ValueCounts } from "./card-values.js";
import { nodeKey, TOTAL_OFFSET } from "./decision-key.js";
import { ladderIndex, OUTCOMES } from "./outcome-ladder.js";
import type { DecisionSetup, DecisionSolver, StateValue } from "./decision-solver.js";
import { falling, UTILITY_OF } from "./solve-check.js";

export type { PlayDecision } from "./decision-table.js";
export type { DecisionSetup, DecisionSolver, DecisionSolverMaker, StateValue } from "./decision-solver.js";
export { decisionKey } from "./decision-key.js";

/** The action "play `played`, then stop". */
export const STOP_ACTION = -1;
/** Actions DISCARD_ACTION + v discard a hand card of value v (0..3) and draw one card. */
export const DISCARD_ACTION = 4;

const NONE_PLAYED: ValueCounts = [0, 0, 0, 0];

/** The GM's sums as the recursion reads them: each sum with its weight in N, and their total. */
interface GmSums<N> {
  readonly terms: ReadonlyArray<{ readonly sum: number; readonly weight: N }>;
  readonly total: N;
}

/** The node of one (deck, hand): its solved totals (state ids + 1 by total + 128) and its children. */
interface Node<N> {
  readonly deck: ValueCounts;
  readonly hand: ValueCounts;
  /** nodeKey(deck, hand). */
  readonly key: number;
  readonly size: number;
  readonly handLeft: number;
  /** falling(size, handLeft + gs) · unseenTotal: the scale of every value stored at this node. */
  readonly scale: N;
  /**
   * What stopping multiplies the outcome weights by, whatever is played first: the orders in which the
   * cards still drawable could come (falling(size, handLeft), times g! · … over the GM's draws from a
   * shared deck revealed after).
   */
  readonly stopScale: N;
  /** Each deck count in this representation: the ways to draw a card of that value. */
  readonly ways: readonly [N, N, N, N];
  /** The best play before stopping, by total + 128, shared by every node with this hand (unless the GM draws from the deck). */
  readonly bestPlays: Array<ValueCounts | undefined>;
  /** State id + 1 by total + 128 (holes: not solved yet). */
  readonly stateAt: number[];
  /** Child by 4 · (value discarded) + (value drawn), linked on first use. */
  readonly children: Array<Node<N> | undefined>;
  /** The GM's sums from this deck (shared decks, reveal after), built on first use. */
  gm?: GmSums<N>;
}

/** The played counts 0..3 of a stop, interned: at most 16³ distinct ones. */
function playedKey(played: ValueCounts): number {
  return (played[1] * 16 + played[2]) * 16 + played[3];
}

/**
 * The decision states of one check, solved on demand and memoised by state: stop scores the outcome
 * utility; play adds the card's value; discard draws a card from the deck (weighted by its class count);
 * each hand card used costs `cardCost`. With reveal=after, stopping scores the expected utility over the
 * GM's cards (drawn, by exchangeability, from what the player has not seen when the decks are shared).
 * Ties go to stop, then play, then discard. O(states × 16) in all.
 */
export class DecisionStates<N> implements DecisionSolver<N> {
  /** reveal=after with a separate deck: the GM's sum, independent of everything the player sees. */
  readonly gmSeparate: Distribution<number>;
  /** Every state solved, with its decision, by decisionKey (every state any draw from a solved root can reach). */
  readonly decisions: ReadonlyMap<number, PlayDecision>;
  private readonly nodes = new Map<number, Node<N>>();
  private readonly vecs: N[] = [];
  private readonly cardValues: N[] = [];
  private readonly actions: number[] = [];
  private readonly playedOf: ValueCounts[] = [];
  private readonly keys: number[] = [];
  private readonly scratch: N[][] = [];
  private readonly playedInterned = new Map<number, ValueCounts>();
  private readonly g: number;
  private readonly gs: number;
  private readonly sharedAfter: boolean;
  private readonly separateAfter: boolean;
  private readonly revealBefore: boolean;
  private readonly fallingCache = new Map<number, N>();
  private readonly costNum: N;
  private readonly costDen: N;
  /** The utility of each outcome in OUTCOMES order, in N. */
  private readonly utilities: readonly N[];
  /** gmSeparate's sums in N. */
  private readonly gmSeparateSums: GmSums<N>;
  private readonly terminalSeparate = new Map<number, N[]>();
  private readonly finishBefore = new Map<number, Array<ValueCounts | undefined>>();
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
    const utilities = setup.utilities ?? OUTCOMES.map((outcome) => UTILITY_OF[outcome]);
    if (utilities.length !== OUTCOMES.length) throw new RangeError(`expected a utility for each of the ${OUTCOMES.length} outcomes, received ${utilities.length}`);
    this.utilities = utilities.map((utility) => n.of(utility));
    this.gmSeparate = drawSum(deckOfCounts(setup.gmDeckCounts ?? fullDeckCounts()), this.g);
    this.gmSeparateSums = this.gmSumsOf(this.gmSeparate);
    this.gFactorial = n.of(falling(this.g, this.g));
    this.unseenTotal = this.separateAfter ? n.of(this.gmSeparate.total) : n.one;
    this.decisions = new DecisionTable(this);
  }

  /** How many states have been solved. */
  get stateCount(): number {
    return this.actions.length;
  }

  /** falling(size, count) in this representation, cached. */
  private fallingOf(size: number, count: number): N {
    const key = size * 64 + count;
    let value = this.fallingCache.get(key);
    if (value === undefined) this.fallingCache.set(key, (value = this.n.of(falling(size, count))));
    return value;
  }

  /** The GM's sums of a distribution in N (once per distribution: the recursion reads them again and again). */
  private gmSumsOf(gm: Distribution<number>): GmSums<N> {
    return { terms: gm.outcomes.map((sum, i) => ({ sum, weight: this.n.of(itemAt(gm.weights, i)) })), total: this.n.of(gm.total) };
  }

  /** The node of (deck, hand), made on first use (it keeps the counts it is given: pass a tuple nobody changes). */
  private nodeOf(deck: ValueCounts, hand: ValueCounts): Node<N> {
    const key = nodeKey(deck, hand);
    let node = this.nodes.get(key);
    if (node === undefined) {
      const size = deck[0] + deck[1] + deck[2] + deck[3];
      const handLeft = hand[0] + hand[1] + hand[2] + hand[3];
      const scale = this.n.multiply(this.fallingOf(size, handLeft + this.gs), this.unseenTotal);
      const stopScale = this.sharedAfter ? this.n.multiply(this.gFactorial, this.fallingOf(size - this.g, handLeft)) : this.fallingOf(size, handLeft);
      const ways = [this.n.of(deck[0]), this.n.of(deck[1]), this.n.of(deck[2]), this.n.of(deck[3])] as const;
      const bestPlays = this.sharedAfter ? [] : this.bestPlaysOf(hand);
      node = { deck, hand, key, size, handLeft, scale, stopScale, ways, bestPlays, stateAt: [], children: [] };
      this.nodes.set(key, node);
    }
    return node;
  }

  /** The best plays by total of a hand, shared by the nodes holding it. */
  private bestPlaysOf(hand: ValueCounts): Array<ValueCounts | undefined> {
    const key = playedKey(hand) * 16 + hand[0];
    let plays = this.finishBefore.get(key);
    if (plays === undefined) this.finishBefore.set(key, (plays = []));
    return plays;
  }

  private child(node: Node<N>, discarded: ValueClass, drawn: ValueClass): Node<N> {
    const at = discarded * 4 + drawn;
    let child = node.children[at];
    if (child === undefined) {
      const deck: [number, number, number, number] = [...node.deck];
      const hand: [number, number, number, number] = [...node.hand];
      deck[drawn] -= 1;
      hand[discarded] -= 1;
      node.children[at] = child = this.nodeOf(deck, hand);
    }
    return child;
  }

  private gmOfNode(node: Node<N>): GmSums<N> {
    return (node.gm ??= this.gmSumsOf(drawSum(deckOfCounts(node.deck), this.g)));
  }

  /** The utility of the outcome of a final total. */
  private utilityAt(finalTotal: number): N {
    const o = ladderIndex(finalTotal);
    return this.utilities[o] ?? outside(o, this.utilities.length);
  }

  /** Σ weight · utility over the GM's sums (gm given, reveal=after), or the utility itself (reveal=before). */
  private expectedUtilityAt(gm: GmSums<N> | undefined, finalTotal: number): N {
    const { n } = this;
    if (gm === undefined) return this.utilityAt(finalTotal);
    let sum = n.zero;
    for (const term of gm.terms) sum = n.add(sum, n.multiply(term.weight, this.utilityAt(finalTotal - term.sum)));
    return sum;
  }

  /**
   * The best hand cards to play before stopping at `total`: every sub-multiset of the positive cards, by
   * expected utility over one denominator minus the cost; fewer cards win ties (zero-value cards add
   * nothing, so they are never played). The same for every deck unless the GM draws from it, so cached
   * by (hand, total) otherwise.
   */
  private bestPlay(node: Node<N>, total: number): ValueCounts {
    const known = node.bestPlays[total + TOTAL_OFFSET];
    if (known !== undefined) return known;
    const { n } = this;
    const { hand } = node;
    const gm = this.sharedAfter ? this.gmOfNode(node) : this.revealBefore ? undefined : this.gmSeparateSums;
    const denominator = gm === undefined ? n.one : gm.total;
    let best = NONE_PLAYED;
    let bestScore = n.zero;
    let first = true;
    for (let k3 = 0; k3 <= hand[3]; k3++) {
      for (let k2 = 0; k2 <= hand[2]; k2++) {
        for (let k1 = 0; k1 <= hand[1]; k1++) {
          const played = k1 + k2 + k3;
          const candidate = n.subtract(n.multiply(this.costDen, this.expectedUtilityAt(gm, total + k1 + 2 * k2 + 3 * k3)), n.multiply(n.multiply(this.costNum, n.of(played)), denominator));
          if (first || n.greater(candidate, bestScore) || (candidate === bestScore && played < best[1] + best[2] + best[3])) {
            best = this.interned([0, k1, k2, k3]);
            bestScore = candidate;
            first = false;
          }
        }
      }
    }
    node.bestPlays[total + TOTAL_OFFSET] = best;
    return best;
  }

  private interned(played: ValueCounts): ValueCounts {
    const key = playedKey(played);
    let known = this.playedInterned.get(key);
    if (known === undefined) this.playedInterned.set(key, (known = Object.freeze(played)));
    return known;
  }

  /** Adds the outcome weights of stopping at final `total` from `node` (times its stopScale) into `into` at `at`. */
  private addTerminal(into: N[], at: number, node: Node<N>, total: number): void {
    const { n } = this;
    if (this.revealBefore) {
      into[at + ladderIndex(total)] = node.stopScale;
      return;
    }
    if (this.separateAfter) {
      let o = at;
      for (const weight of this.separateTerminal(total)) into[o++] = n.multiply(weight, node.stopScale);
      return;
    }
    for (const { sum, weight } of this.gmOfNode(node).terms) {
      const o = at + ladderIndex(total - sum);
      into[o] = n.add(into[o] ?? outside(o, into.length), n.multiply(weight, node.stopScale));
    }
  }

  /** The weight of each outcome (OUTCOMES order) of stopping at `total` against the GM's separate deck, cached by total. */
  private separateTerminal(total: number): readonly N[] {
    const { n } = this;
    let sums = this.terminalSeparate.get(total);
    if (sums === undefined) {
      const byOutcome = OUTCOMES.map(() => n.zero);
      for (const { sum, weight } of this.gmSeparateSums.terms) {
        const o = ladderIndex(total - sum);
        byOutcome[o] = n.add(byOutcome[o] ?? outside(o, byOutcome.length), weight);
      }
      this.terminalSeparate.set(total, (sums = byOutcome));
    }
    return sums;
  }

  /** Writes the state "play the best cards and stop" at `at` in the value arrays (its vector and cards). */
  private writeFinish(node: Node<N>, total: number, id: number): void {
    const { n } = this;
    const best = this.bestPlay(node, total);
    const at = id * 6;
    for (let i = 0; i < 6; i++) this.vecs[at + i] = n.zero;
    // Stopping with `left` cards unused after playing `played`: falling(size, left) · falling(size − left, played)
    // orders, which is falling(size, handLeft) whatever is played (the node's stopScale).
    this.addTerminal(this.vecs, at, node, total + best[1] + 2 * best[2] + 3 * best[3]);
    const played = best[1] + best[2] + best[3];
    this.cardValues[id] = n.multiply(n.of(played), node.scale);
    this.actions[id] = STOP_ACTION;
    this.playedOf[id] = best;
  }

  private score(vec: readonly N[], at: number, cards: N): N {
    const { n } = this;
    let utility = n.zero;
    let i = at;
    for (const weight of this.utilities) {
      utility = n.add(utility, n.multiply(weight, vec[i] ?? outside(i, vec.length)));
      i++;
    }
    return n.subtract(n.multiply(this.costDen, utility), n.multiply(this.costNum, cards));
  }

  /** The E[cards used] × scale of a solved state. */
  private cardsOf(id: number): N {
    return this.cardValues[id] ?? outside(id, this.cardValues.length);
  }

  /** Solves (node, total) and returns its state id; its values sit at vecs[6·id..], cardValues[id]. */
  solveAt(node: Node<N>, total: number): number {
    const known = node.stateAt[total + TOTAL_OFFSET];
    if (known !== undefined) return known - 1;
    const { n, gs } = this;
    const id = this.actions.length;
    this.keys.push(node.key * 256 + total + TOTAL_OFFSET);
    node.stateAt[total + TOTAL_OFFSET] = id + 1;
    this.writeFinish(node, total, id);
    // With the GM's cards known, a total of 3 cannot improve and one below −2 − 3·(cards left) cannot be saved.
    if (this.revealBefore && (total >= 3 || total + 3 * node.handLeft <= -2)) return id;
    if (node.size - gs < 1) return id;
    let bestScore = this.score(this.vecs, id * 6, this.cardsOf(id));
    // One scratch vector per hand size: each level of the recursion holds one card fewer.
    const vec = (this.scratch[node.handLeft] ??= [n.zero, n.zero, n.zero, n.zero, n.zero, n.zero]);
    const { vecs } = this;
    for (const value of VALUES) {
      if (node.hand[value] === 0) continue;
      for (let i = 0; i < 6; i++) vec[i] = n.zero;
      let cards = node.scale;
      for (const drawn of VALUES) {
        if (node.deck[drawn] === 0) continue;
        const childId = this.solveAt(this.child(node, value, drawn), total + drawn);
        const ways = node.ways[drawn];
        const from = childId * 6;
        for (let i = 0; i < 6; i++) vec[i] = n.add(vec[i] ?? outside(i, vec.length), n.multiply(ways, vecs[from + i] ?? outside(from + i, vecs.length)));
        cards = n.add(cards, n.multiply(ways, this.cardsOf(childId)));
      }
      const candidateScore = this.score(vec, 0, cards);
      if (n.greater(candidateScore, bestScore)) {
        let at = id * 6;
        for (const weight of vec) vecs[at++] = weight;
        this.cardValues[id] = cards;
        this.actions[id] = DISCARD_ACTION + value;
        this.playedOf[id] = NONE_PLAYED;
        bestScore = candidateScore;
      }
    }
    return id;
  }

  /** The solved state (deck, hand, total) as an object (for roots and advice; the recursion reads the arrays). */
  solve(deck: readonly number[], hand: readonly number[], total: number): StateValue<N> {
    const id = this.solveAt(this.nodeOf(valueCounts(deck), valueCounts(hand)), total);
    return { vec: this.vecs.slice(id * 6, id * 6 + 6), cards: this.cardsOf(id), ...this.decisionOf(id) };
  }

  /**
   * The decision of a solved state by id.
   * @throws {RangeError} when no state has that id
   */
  decisionOf(id: number): PlayDecision {
    const action = this.actions[id];
    const played = this.playedOf[id];
    if (action === undefined || played === undefined) throw new RangeError(`no solved state ${id} (${this.actions.length} solved)`);
    return { action, played };
  }

  /** Every solved state's decisionKey and id, in the order solved. */
  *solvedStates(): IterableIterator<[number, number]> {
    for (const [id, key] of this.keys.entries()) yield [key, id];
  }

  /** The id of the state with this decisionKey, if solved (the key is its node's key · 256 + total + 128). */
  idOfKey(key: number): number | undefined {
    const at = this.nodes.get(Math.floor(key / 256))?.stateAt[key % 256] ?? 0;
    return at === 0 ? undefined : at - 1;
  }
}
