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
import { DecisionTable, type PlayDecision } from "./decision-table.js";
import type { ExactIntegers } from "../../core/exact/exact-integers.js";
import { deckOfCounts, fullDeckCounts } from "./card-values.js";
import { OUTCOMES, outcomeOf } from "./outcome-ladder.js";
import { type Decks, type Reveal } from "./building-the-total.js";
import { falling, UTILITY_OF } from "./solve-check.js";

export type { PlayDecision } from "./decision-table.js";

/** The action "play `played`, then stop". */
export const STOP_ACTION = -1;
/** Actions DISCARD_ACTION + v discard a hand card of value v (0..3) and draw one card. */
export const DISCARD_ACTION = 4;

/** A solved state: its decision, P(outcome) × scale in OUTCOMES order, and E[hand cards used from here] × scale. */
export interface StateValue<N> extends PlayDecision {
  readonly vec: N[];
  readonly cards: N;
}

/** What the recursion needs of a check's setup. */
export interface DecisionSetup {
  readonly opposingAndStrain: number;
  readonly decks: Decks;
  readonly reveal: Reveal;
  readonly cardCost: { readonly numerator: bigint; readonly denominator: bigint };
  /**
   * Integer utilities of the outcomes in OUTCOMES order (default UTILITY_OF: 3, 2, 1, 0, −1, −2); the
   * objective is Σ utility·P − cardCost·E[cards], so rational utilities come scaled to integers with the
   * card cost scaled alike (utilityScale).
   */
  readonly utilities?: readonly number[];
  /** The GM's separate deck by value class (a designer's deck); the standard 54 cards when absent. */
  readonly gmDeckCounts?: readonly number[];
}

/** What solveOptimalPlay reads of a decision-state solver (DecisionStates; the tests' reference solver too). */
export interface DecisionSolver<N> {
  readonly gmSeparate: Distribution<number>;
  readonly decisions: ReadonlyMap<number, PlayDecision>;
  readonly stateCount: number;
  solve(deck: number[], hand: number[], total: number): StateValue<N>;
}

/** Builds a decision-state solver for a setup in one representation of its integers. */
export type DecisionSolverMaker = <N>(setup: DecisionSetup, n: ExactIntegers<N>) => DecisionSolver<N>;

const NONE_PLAYED: readonly number[] = [0, 0, 0, 0];
const T_OFFSET = 128;

/**
 * The key of a decision state: the player's deck (each class up to 63 cards, so a designer's deck fits) and
 * hand (up to 15) by value class 0..3 and the running total (−128..127), below 2^48. O(1).
 * @example decisionKey([0, 0, 0, 0], [0, 0, 0, 0], 0) // 128
 */
export function decisionKey(deck: ArrayLike<number>, hand: ArrayLike<number>, total: number): number {
  let key = deck[0]!;
  key = key * 64 + deck[1]!;
  key = key * 64 + deck[2]!;
  key = key * 64 + deck[3]!;
  for (let v = 0; v < 4; v++) key = key * 16 + hand[v]!;
  return key * 256 + total + T_OFFSET;
}

const outcomeIndex = (total: number) => OUTCOMES.indexOf(outcomeOf(total));

/** The node of one (deck, hand): its solved totals (state ids + 1 by total + 128) and its children. */
interface Node<N> {
  readonly deck: readonly number[];
  readonly hand: readonly number[];
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
  readonly ways: readonly N[];
  /** The best play before stopping, by total + 128, shared by every node with this hand (unless the GM draws from the deck). */
  readonly bestPlays: Array<readonly number[] | undefined>;
  /** State id + 1 by total + 128 (holes: not solved yet). */
  readonly stateAt: number[];
  /** Child by 4 · (value discarded) + (value drawn), linked on first use. */
  readonly children: Array<Node<N> | undefined>;
  /** The GM's sums from this deck (shared decks, reveal after), built on first use. */
  gm?: Distribution<number>;
}

/** The played counts 0..3 of a stop, interned: at most 16³ distinct ones. */
function playedKey(played: readonly number[]): number {
  return (played[1]! * 16 + played[2]!) * 16 + played[3]!;
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
  private readonly playedOf: Array<readonly number[]> = [];
  private readonly keys: number[] = [];
  private readonly scratch: N[][] = [];
  private readonly playedInterned = new Map<number, readonly number[]>();
  private readonly g: number;
  private readonly gs: number;
  private readonly sharedAfter: boolean;
  private readonly separateAfter: boolean;
  private readonly revealBefore: boolean;
  private readonly fallingCache = new Map<number, N>();
  private readonly costNum: N;
  private readonly costDen: N;
  private readonly utilities: readonly N[];
  private readonly utilityOfTotal: (total: number) => number;
  private readonly terminalSeparate = new Map<number, N[]>();
  private readonly finishBefore = new Map<number, Array<readonly number[] | undefined>>();
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
    this.utilities = utilities.map((utility) => n.of(utility));
    this.utilityOfTotal = (total) => utilities[outcomeIndex(total)]!;
    this.gmSeparate = drawSum(deckOfCounts(setup.gmDeckCounts ?? fullDeckCounts()), this.g);
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

  /** The node of (deck, hand), made on first use. */
  nodeOf(deck: readonly number[], hand: readonly number[]): Node<N> {
    const key = ((((deck[0]! * 64 + deck[1]!) * 64 + deck[2]!) * 64 + deck[3]!) * 16 + hand[0]!) * 4096 + (hand[1]! * 16 + hand[2]!) * 16 + hand[3]!;
    let node = this.nodes.get(key);
    if (node === undefined) {
      const size = deck[0]! + deck[1]! + deck[2]! + deck[3]!;
      const handLeft = hand[0]! + hand[1]! + hand[2]! + hand[3]!;
      const scale = this.n.multiply(this.fallingOf(size, handLeft + this.gs), this.unseenTotal);
      const stopScale = this.sharedAfter ? this.n.multiply(this.gFactorial, this.fallingOf(size - this.g, handLeft)) : this.fallingOf(size, handLeft);
      const ways = deck.map((count) => this.n.of(count));
      const bestPlays = this.sharedAfter ? [] : this.bestPlaysOf(hand);
      node = { deck: [...deck], hand: [...hand], size, handLeft, scale, stopScale, ways, bestPlays, stateAt: [], children: [] };
      this.nodes.set(key, node);
    }
    return node;
  }

  /** The best plays by total of a hand, shared by the nodes holding it. */
  private bestPlaysOf(hand: readonly number[]): Array<readonly number[] | undefined> {
    const key = playedKey(hand) * 16 + hand[0]!;
    let plays = this.finishBefore.get(key);
    if (plays === undefined) this.finishBefore.set(key, (plays = []));
    return plays;
  }

  private child(node: Node<N>, discarded: number, drawn: number): Node<N> {
    const at = discarded * 4 + drawn;
    let child = node.children[at];
    if (child === undefined) {
      const deck = [...node.deck];
      const hand = [...node.hand];
      deck[drawn]! -= 1;
      hand[discarded]! -= 1;
      node.children[at] = child = this.nodeOf(deck, hand);
    }
    return child;
  }

  private gmOfNode(node: Node<N>): Distribution<number> {
    return (node.gm ??= drawSum(deckOfCounts(node.deck), this.g));
  }

  /** Σ weight · utility over the GM's sums (gm given, reveal=after), or the utility itself (reveal=before). */
  private expectedUtilityAt(gm: Distribution<number> | undefined, finalTotal: number): N {
    const { n } = this;
    if (gm === undefined) return n.of(this.utilityOfTotal(finalTotal));
    let sum = n.zero;
    for (let i = 0; i < gm.outcomes.length; i++) sum = n.add(sum, n.multiply(n.of(gm.weights[i]!), n.of(this.utilityOfTotal(finalTotal - gm.outcomes[i]!))));
    return sum;
  }

  /**
   * The best hand cards to play before stopping at `total`: every sub-multiset of the positive cards, by
   * expected utility over one denominator minus the cost; fewer cards win ties (zero-value cards add
   * nothing, so they are never played). The same for every deck unless the GM draws from it, so cached
   * by (hand, total) otherwise.
   */
  private bestPlay(node: Node<N>, total: number): readonly number[] {
    const known = node.bestPlays[total + T_OFFSET];
    if (known !== undefined) return known;
    const { n } = this;
    const hand = node.hand;
    const gm = this.sharedAfter ? this.gmOfNode(node) : this.revealBefore ? undefined : this.gmSeparate;
    const denominator = gm === undefined ? n.one : n.of(gm.total);
    let best: readonly number[] = NONE_PLAYED;
    let bestScore = n.zero;
    let first = true;
    for (let k3 = 0; k3 <= hand[3]!; k3++) {
      for (let k2 = 0; k2 <= hand[2]!; k2++) {
        for (let k1 = 0; k1 <= hand[1]!; k1++) {
          const played = k1 + k2 + k3;
          const candidate = n.subtract(n.multiply(this.costDen, this.expectedUtilityAt(gm, total + k1 + 2 * k2 + 3 * k3)), n.multiply(n.multiply(this.costNum, n.of(played)), denominator));
          if (first || n.greater(candidate, bestScore) || (candidate === bestScore && played < best[1]! + best[2]! + best[3]!)) {
            best = this.interned([0, k1, k2, k3]);
            bestScore = candidate;
            first = false;
          }
        }
      }
    }
    node.bestPlays[total + T_OFFSET] = best;
    return best;
  }

  private interned(played: readonly number[]): readonly number[] {
    const key = playedKey(played);
    let known = this.playedInterned.get(key);
    if (known === undefined) this.playedInterned.set(key, (known = Object.freeze([...played])));
    return known;
  }

  /** Adds the outcome weights of stopping at final `total` from `node` (times its stopScale) into `into` at `at`. */
  private addTerminal(into: N[], at: number, node: Node<N>, total: number): void {
    const { n } = this;
    if (this.revealBefore) {
      into[at + outcomeIndex(total)] = node.stopScale;
      return;
    }
    if (this.separateAfter) {
      let base = this.terminalSeparate.get(total);
      if (base === undefined) {
        const sums = [n.zero, n.zero, n.zero, n.zero, n.zero, n.zero];
        this.gmSeparate.outcomes.forEach((sum, i) => {
          const o = outcomeIndex(total - sum);
          sums[o] = n.add(sums[o]!, n.of(this.gmSeparate.weights[i]!));
        });
        this.terminalSeparate.set(total, (base = sums));
      }
      for (let i = 0; i < 6; i++) into[at + i] = n.multiply(base[i]!, node.stopScale);
      return;
    }
    const gm = this.gmOfNode(node);
    gm.outcomes.forEach((sum, i) => {
      const o = at + outcomeIndex(total - sum);
      into[o] = n.add(into[o]!, n.multiply(n.of(gm.weights[i]!), node.stopScale));
    });
  }

  /** Writes the state "play the best cards and stop" at `at` in the value arrays (its vector and cards). */
  private writeFinish(node: Node<N>, total: number, id: number): void {
    const { n } = this;
    const best = this.bestPlay(node, total);
    const played = best[1]! + best[2]! + best[3]!;
    const at = id * 6;
    for (let i = 0; i < 6; i++) this.vecs[at + i] = n.zero;
    // Stopping with `left` cards unused after playing `played`: falling(size, left) · falling(size − left, played)
    // orders, which is falling(size, handLeft) whatever is played (the node's stopScale).
    this.addTerminal(this.vecs, at, node, total + best[1]! + 2 * best[2]! + 3 * best[3]!);
    this.cardValues[id] = n.multiply(n.of(played), node.scale);
    this.actions[id] = STOP_ACTION;
    this.playedOf[id] = best;
  }

  private score(vec: readonly N[], at: number, cards: N): N {
    const { n } = this;
    let utility = n.zero;
    for (let i = 0; i < 6; i++) utility = n.add(utility, n.multiply(this.utilities[i]!, vec[at + i]!));
    return n.subtract(n.multiply(this.costDen, utility), n.multiply(this.costNum, cards));
  }

  /** Solves (node, total) and returns its state id; its values sit at vecs[6·id..], cardValues[id]. */
  solveAt(node: Node<N>, total: number): number {
    const known = node.stateAt[total + T_OFFSET];
    if (known !== undefined) return known - 1;
    const { n, gs } = this;
    const id = this.actions.length;
    this.keys.push(decisionKey(node.deck, node.hand, total));
    node.stateAt[total + T_OFFSET] = id + 1;
    this.writeFinish(node, total, id);
    // With the GM's cards known, a total of 3 cannot improve and one below −2 − 3·(cards left) cannot be saved.
    if (this.revealBefore && (total >= 3 || total + 3 * node.handLeft <= -2)) return id;
    if (node.size - gs < 1) return id;
    let bestScore = this.score(this.vecs, id * 6, this.cardValues[id]!);
    // One scratch vector per hand size: each level of the recursion holds one card fewer.
    const vec = (this.scratch[node.handLeft] ??= [n.zero, n.zero, n.zero, n.zero, n.zero, n.zero]);
    for (let value = 0; value <= 3; value++) {
      if (node.hand[value] === 0) continue;
      for (let i = 0; i < 6; i++) vec[i] = n.zero;
      let cards = node.scale;
      for (let drawn = 0; drawn <= 3; drawn++) {
        const count = node.deck[drawn]!;
        if (count === 0) continue;
        const childId = this.solveAt(this.child(node, value, drawn), total + drawn);
        const ways = node.ways[drawn]!;
        for (let i = 0; i < 6; i++) vec[i] = n.add(vec[i]!, n.multiply(ways, this.vecs[childId * 6 + i]!));
        cards = n.add(cards, n.multiply(ways, this.cardValues[childId]!));
      }
      const candidateScore = this.score(vec, 0, cards);
      if (n.greater(candidateScore, bestScore)) {
        for (let i = 0; i < 6; i++) this.vecs[id * 6 + i] = vec[i]!;
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
    const id = this.solveAt(this.nodeOf(deck, hand), total);
    return { vec: this.vecs.slice(id * 6, id * 6 + 6), cards: this.cardValues[id]!, ...this.decisionOf(id) };
  }

  /** The decision of a solved state by id. */
  decisionOf(id: number): PlayDecision {
    return { action: this.actions[id]!, played: this.playedOf[id]! };
  }

  /** Every solved state's decisionKey and id, in the order solved. */
  *solvedStates(): IterableIterator<[number, number]> {
    for (let id = 0; id < this.keys.length; id++) yield [this.keys[id]!, id];
  }

  /** The id of the state with this decisionKey, if solved. */
  idOfKey(key: number): number | undefined {
    const total = (key % 256) - T_OFFSET;
    let rest = Math.floor(key / 256);
    const hand = [0, 0, 0, 0];
    for (let v = 3; v >= 0; v--) {
      hand[v] = rest % 16;
      rest = Math.floor(rest / 16);
    }
    const deck = [Math.floor(rest / 262144), Math.floor(rest / 4096) % 64, Math.floor(rest / 64) % 64, rest % 64];
    const node = this.nodes.get(((((deck[0]! * 64 + deck[1]!) * 64 + deck[2]!) * 64 + deck[3]!) * 16 + hand[0]!) * 4096 + (hand[1]! * 16 + hand[2]!) * 16 + hand[3]!);
    const at = node?.stateAt[total + T_OFFSET] ?? 0;
    return at === 0 ? undefined : at - 1;
  }
}
