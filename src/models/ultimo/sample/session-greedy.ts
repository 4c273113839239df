/**
 * The greedy and conserve policies of a simulated session (docs/rules.md 3.8, 3.11). greedyPlay's choice and
 * layRow's order are read once per queen value into orders of the deck's kinds, so a trial picks and lays
 * cards by walking those orders; conserve cuts the greedy play to its k strongest cards for the smallest k
 * whose exact P(success or better) reaches the challenge's target.
 */
import { rankPlay } from "../best.js";
import type { PlayerCard } from "../cards.js";
import { greedyPlay, layRow } from "../plays.js";
import { Rational } from "../../../core/exact/rational.js";
import type { ChallengeRules } from "../rules.js";
import { classCard, classFacts, CLASS_COUNT, pairClass, type ChosenPlay, type SessionCards } from "./session-cards.js";
import { itemAt } from "../../../core/checked-index.js";
import { outside } from "../../../core/typed-index.js";

/** The greedy orders of a deck's kinds per queen value, and conserve's cache of exact row odds. */
export class GreedyPlays {
  private readonly kindCount: number;
  /** greedyOrder[v · kinds + i]: the kind greedy takes i-th with the queen worth v. */
  private readonly greedyOrder: Uint8Array;
  private readonly greedyOrderLength: Uint8Array;
  /** layOrder[v · kinds + i]: the kind layRow lays i-th with the queen worth v. */
  private readonly layOrder: Uint8Array;
  /** classOf[v · kinds + k]: the pair class of kind k with the queen worth v. */
  private readonly classOf: Uint8Array;
  /** conserve: P(success or better) of a row by difficulty, keyed by its pair classes' counts in base 16. */
  private readonly successOfRow: Map<number, number>[];
  private readonly classPlace = Array.from({ length: CLASS_COUNT }, (_, c) => 16 ** c);
  private readonly forcedCounts: Int8Array;

  /** The orders of a deck (every queen value 2..10) and an empty odds cache. O(kinds² · log kinds) per queen value. */
  constructor(
    cards: SessionCards,
    private readonly rules: ChallengeRules,
    maxDifficulty: number,
  ) {
    const kindCount = (this.kindCount = cards.kindCount);
    this.greedyOrder = new Uint8Array(11 * kindCount);
    this.greedyOrderLength = new Uint8Array(11);
    this.layOrder = new Uint8Array(11 * kindCount);
    this.classOf = new Uint8Array(11 * kindCount);
    for (let queenValue = 2; queenValue <= 10; queenValue++) this.readOrders(cards, queenValue);
    this.successOfRow = Array.from({ length: maxDifficulty + 1 }, () => new Map<number, number>());
    this.forcedCounts = new Int8Array(kindCount);
  }

  // Read from greedyPlay and layRow themselves: greedy picks strongest first, ties in hand order; layRow sorts stably.
  private readOrders(cards: SessionCards, queenValue: number): void {
    const { kindCount, queenKind } = cards;
    const oneOfEach = cards.kinds.map((kind, k) => (k === queenKind ? itemAt(cards.queenCards, queenValue) : kind.card));
    // Among equal strengths the queen goes last: kept in hand, it may copy a higher card from the discard
    // pile later (greedyPlay keeps ties in hand order, so the queen is put at the end of the hand it sees).
    const queenLast = [...oneOfEach.filter((_, k) => k !== queenKind), itemAt(oneOfEach, queenKind)];
    let previous: PlayerCard[] = [];
    for (let size = 1; size <= kindCount; size++) {
      const chosen = greedyPlay(queenLast, size);
      if (chosen.length < size) break; // jokers are never chosen
      const added = chosen.find((card) => !previous.includes(card));
      if (added === undefined) throw new RangeError(`greedyPlay of ${size} cards repeats its play of ${size - 1}`);
      this.greedyOrder[queenValue * kindCount + size - 1] = oneOfEach.indexOf(added);
      this.greedyOrderLength[queenValue] = size;
      previous = chosen;
    }
    layRow(oneOfEach).forEach((card, i) => (this.layOrder[queenValue * kindCount + i] = oneOfEach.indexOf(card)));
    oneOfEach.forEach((card, k) => (this.classOf[queenValue * kindCount + k] = pairClass(card)));
  }

  /**
   * Chooses the play into `play`: greedy plays the `limit` strongest cards of the hand; conserve (greedy
   * false) the fewest of them, from 0 up, whose row with the focus cards reaches `target`, else `limit`.
   * O(kinds) per size tried; a row not seen before costs one exact rankPlay.
   */
  choose(greedy: boolean, hand: Int8Array, forced: Uint8Array, forcedCount: number, queenValue: number, limit: number, difficulty: number, target: number, play: ChosenPlay): void {
    const forcedCounts = this.forcedCounts;
    forcedCounts.fill(0);
    for (let i = 0; i < forcedCount; i++) {
      const kind = forced[i] ?? outside(i, forced.length);
      forcedCounts[kind] = (forcedCounts[kind] ?? outside(kind, forcedCounts.length)) + 1;
    }
    for (let size = greedy ? limit : 0; ; size++) {
      const rowKey = this.layPlay(hand, size, queenValue, play);
      if (size >= limit) break;
      if (this.successOf(rowKey, play, difficulty) >= target) break;
    }
  }

  /** Takes the `size` strongest cards of the hand and lays them with the focus cards; returns the row's key. O(kinds + row). */
  private layPlay(hand: Int8Array, size: number, queenValue: number, play: ChosenPlay): number {
    const { kindCount, greedyOrder, layOrder, classOf, classPlace, forcedCounts } = this;
    const { chosen, row } = play;
    chosen.fill(0);
    let remaining = size;
    const order = queenValue * kindCount;
    const orderLength = this.greedyOrderLength[queenValue] ?? outside(queenValue, this.greedyOrderLength.length);
    for (let i = 0; i < orderLength && remaining > 0; i++) {
      const kind = greedyOrder[order + i] ?? outside(order + i, greedyOrder.length);
      const held = hand[kind] ?? outside(kind, hand.length);
      const take = held < remaining ? held : remaining;
      chosen[kind] = take;
      remaining -= take;
    }
    let played = 0;
    let facts = 0;
    let rowKey = 0;
    for (let i = 0; i < kindCount; i++) {
      const kind = layOrder[order + i] ?? outside(order + i, layOrder.length);
      const pairClassIndex = classOf[order + kind] ?? outside(order + kind, classOf.length);
      const count = (chosen[kind] ?? outside(kind, chosen.length)) + (forcedCounts[kind] ?? outside(kind, forcedCounts.length));
      for (let j = 0; j < count; j++) row[played++] = pairClassIndex;
      if (count > 0) {
        rowKey += count * (classPlace[pairClassIndex] ?? outside(pairClassIndex, classPlace.length));
        facts |= classFacts(pairClassIndex);
      }
    }
    play.played = played;
    play.facts = facts;
    return rowKey;
  }

  /** P(success or better) of the laid row against `difficulty` (a row laid by layRow is fixed by its classes' counts). */
  private successOf(rowKey: number, play: ChosenPlay, difficulty: number): number {
    const known = itemAt(this.successOfRow, difficulty);
    let success = known.get(rowKey);
    if (success === undefined) {
      success = rankPlay(Array.from(play.row.subarray(0, play.played), classCard), difficulty, this.rules, Rational.ZERO).pSuccessOrBetter.toNumber();
      known.set(rowKey, success);
    }
    return success;
  }
}
