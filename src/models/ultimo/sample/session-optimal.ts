/**
 * The optimal-per-challenge policy of a simulated session (docs/rules.md 3.8, 3.11): rankPlays' order
 * (comparePlays: P(success or better), then fewer cards, then the stronger kept) over every sub-hand in
 * every row, with the focus cards always in the row. Each set of cards' best row is found once per plan and
 * difficulty, and each hand's decision is cached per challenge spec (difficulty, limit).
 */
import { Rational } from "../../../core/exact/rational.js";
import { comparePlays, rankPlay, type RankedPlay } from "../best.js";
import type { PlayerCard } from "../cards.js";
import { playFacts } from "../outcome.js";
import { arrangements, subHands } from "../plays.js";
import type { ChallengeRules } from "../rules.js";
import { cardOfKind, pairClass, type ChosenPlay, type SessionCards } from "./session-cards.js";
import type { SessionChallenge } from "../session.js";
import { entryOf, itemAt } from "../../../core/checked-index.js";
import { outside } from "../../../core/typed-index.js";

interface BestRow {
  readonly scored: RankedPlay;
  readonly row: PlayerCard[];
}

/** The optimal policy's caches for one plan; decisions are kept as indexes into flat pools. */
export class OptimalPlays {
  /** Per challenge: the index of its spec (difficulty, limit). */
  private readonly specOf: Int32Array;
  /** Per spec: hand key → focus-cards key → decision. */
  private readonly caches: Map<number, Map<number, number>>[];
  /** Base-5 places of the kinds' counts in a key; the last place holds the queen's value. */
  private readonly place: number[];
  // A decision: the hand cards it plays (kinds), its row as pair classes, and its facts (jack 1, joker 2, big joker 4).
  private readonly decisionHandStart: number[] = [];
  private readonly decisionHandLength: number[] = [];
  private readonly decisionRowStart: number[] = [];
  private readonly decisionRowLength: number[] = [];
  private readonly decisionFacts: number[] = [];
  private readonly poolHand: number[] = [];
  private readonly poolRow: number[] = [];
  private readonly ranked = new Map<string, RankedPlay>();
  /** Per difficulty: a set of cards' key → its best row. */
  private readonly bestRowOf: Map<number, BestRow>[];

  /** Empty caches for a session's challenges. O(challenges + kinds). */
  constructor(
    private readonly cards: SessionCards,
    private readonly rules: ChallengeRules,
    challenges: readonly SessionChallenge[],
    maxDifficulty: number,
  ) {
    const specKeys = new Map<string, number>();
    this.specOf = new Int32Array(challenges.length);
    challenges.forEach((challenge, c) => {
      const key = `${challenge.difficulty},${challenge.limit}`;
      let spec = specKeys.get(key);
      if (spec === undefined) specKeys.set(key, (spec = specKeys.size));
      this.specOf[c] = spec;
    });
    this.caches = Array.from({ length: specKeys.size }, () => new Map());
    this.place = Array.from({ length: cards.kindCount + 1 }, (_, k) => 5 ** k);
    this.bestRowOf = Array.from({ length: maxDifficulty + 1 }, () => new Map());
  }

  /**
   * Chooses the play of challenge `c` into `play`: the decision cached for this hand, these focus cards
   * and the queen's value, or a new one (every sub-hand of the hand in every row, ~0.1–1 ms). O(kinds) when cached.
   */
  choose(c: number, challenge: SessionChallenge, hand: Int8Array, forced: Uint8Array, forcedCount: number, queenValue: number, play: ChosenPlay): void {
    const { place, cards } = this;
    const { kindCount, queenKind } = cards;
    // The decision's key: the hand and the focus cards as counts in base 5, and the queen's value when one is held.
    let handKey = 0;
    for (let k = 0; k < kindCount; k++) handKey += (hand[k] ?? outside(k, hand.length)) * (place[k] ?? outside(k, place.length));
    let forcedKey = 0;
    let forcedQueens = 0;
    for (let i = 0; i < forcedCount; i++) {
      const kind = forced[i] ?? outside(i, forced.length);
      forcedKey += place[kind] ?? outside(kind, place.length);
      if (kind === queenKind) forcedQueens++;
    }
    if ((hand[queenKind] ?? outside(queenKind, hand.length)) > 0 || forcedQueens > 0) handKey += queenValue * (place[kindCount] ?? outside(kindCount, place.length));
    const spec = this.specOf[c] ?? outside(c, this.specOf.length);
    const cache = this.caches[spec] ?? outside(spec, this.caches.length);
    let byForced = cache.get(handKey);
    if (byForced === undefined) cache.set(handKey, (byForced = new Map()));
    let decision = byForced.get(forcedKey);
    if (decision === undefined) {
      const handCards: PlayerCard[] = [];
      hand.forEach((count, k) => {
        for (let i = 0; i < count; i++) handCards.push(cardOfKind(cards, k, queenValue));
      });
      const forcedCards = Array.from(forced.subarray(0, forcedCount), (kind) => cardOfKind(cards, kind, queenValue));
      byForced.set(forcedKey, (decision = this.decide(challenge, handCards, forcedCards, queenValue)));
    }
    this.replay(decision, play);
  }

  /** Writes a cached decision into `play`. O(cards played). */
  private replay(decision: number, play: ChosenPlay): void {
    const { chosen, row } = play;
    const { poolHand, poolRow } = this;
    chosen.fill(0);
    const handStart = this.decisionHandStart[decision] ?? outside(decision, this.decisionHandStart.length);
    const handEnd = handStart + (this.decisionHandLength[decision] ?? outside(decision, this.decisionHandLength.length));
    for (let i = handStart; i < handEnd; i++) {
      const kind = poolHand[i] ?? outside(i, poolHand.length);
      chosen[kind] = (chosen[kind] ?? outside(kind, chosen.length)) + 1;
    }
    const played = this.decisionRowLength[decision] ?? outside(decision, this.decisionRowLength.length);
    const rowStart = this.decisionRowStart[decision] ?? outside(decision, this.decisionRowStart.length);
    for (let i = 0; i < played; i++) row[i] = poolRow[rowStart + i] ?? outside(rowStart + i, poolRow.length);
    play.played = played;
    play.facts = this.decisionFacts[decision] ?? outside(decision, this.decisionFacts.length);
  }

  /** The best sub-hand of the hand and its best row, stored as a new decision; returns its index. */
  private decide(challenge: SessionChallenge, handCards: PlayerCard[], forcedCards: PlayerCard[], queenValue: number): number {
    const { place, cards } = this;
    const limit = Math.min(challenge.limit, handCards.length);
    const placeOf = (card: PlayerCard) => itemAt(place, entryOf(cards.kindOfCard, card));
    let forcedKey = queenValue * itemAt(place, cards.kindCount);
    for (const card of forcedCards) forcedKey += placeOf(card);
    let best: RankedPlay | undefined;
    let chosen: PlayerCard[] = [];
    let row: PlayerCard[] = [];
    for (const sub of subHands(handCards, limit)) {
      let key = forcedKey;
      for (const card of sub) key += placeOf(card);
      const entry = this.bestRow(key, challenge.difficulty, forcedCards, sub);
      if (best === undefined || comparePlays(entry.scored, best, "success") < 0) {
        best = entry.scored;
        chosen = sub;
        row = entry.row;
      }
    }
    return this.store(chosen, row);
  }

  /** The best row of a set of cards (the focus cards and a sub-hand), found once per plan and difficulty. */
  private bestRow(key: number, difficulty: number, forcedCards: readonly PlayerCard[], sub: readonly PlayerCard[]): BestRow {
    const known = itemAt(this.bestRowOf, difficulty);
    let entry = known.get(key);
    if (entry === undefined) {
      for (const candidate of arrangements([...forcedCards, ...sub])) {
        const scored = this.rankedRow(candidate, difficulty);
        if (entry === undefined || comparePlays(scored, entry.scored, "success") < 0) entry = { scored, row: candidate };
      }
      // arrangements gives at least one row, the empty row of no cards included.
      if (entry === undefined) throw new RangeError(`no arrangement of ${forcedCards.length + sub.length} cards`);
      known.set(key, entry);
    }
    return entry;
  }

  private rankedRow(row: readonly PlayerCard[], difficulty: number): RankedPlay {
    const key = `${difficulty}:${row.map(pairClass).join(",")}`;
    let entry = this.ranked.get(key);
    if (entry === undefined) this.ranked.set(key, (entry = rankPlay(row, difficulty, this.rules, Rational.ZERO)));
    return entry;
  }

  private store(chosen: readonly PlayerCard[], row: readonly PlayerCard[]): number {
    const facts = playFacts(row);
    this.decisionHandStart.push(this.poolHand.length);
    this.decisionHandLength.push(chosen.length);
    for (const card of chosen) this.poolHand.push(entryOf(this.cards.kindOfCard, card));
    this.decisionRowStart.push(this.poolRow.length);
    this.decisionRowLength.push(row.length);
    for (const card of row) this.poolRow.push(pairClass(card));
    this.decisionFacts.push((facts.playedJack ? 1 : 0) | (facts.playedJoker ? 2 : 0) | (facts.autoFail ? 4 : 0));
    return this.decisionFacts.length - 1;
  }
}
