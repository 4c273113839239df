/**
 * The player's side of one simulated session (docs/rules.md 3.1, 3.11): deck, hand and discard pile as counts
 * and arrays of card kinds, with exhaustion and Youthful Ambition. One object per plan; its arrays are
 * reused from trial to trial, so a trial allocates nothing.
 */
import { partialShuffle, type Random } from "../../../core/random.js";
import type { SessionCards } from "./session-cards.js";
import { outside } from "../../../core/typed-index.js";

/** The cards of one trial: deck, hand, discard pile, and what exhaustion has cost so far. */
export class SessionDeck {
  /** The deck, drawn from its end (its top card is deck[count − 1]). */
  readonly deck: Uint8Array;
  deckCount = 0;
  /** The hand as counts per kind. */
  readonly hand: Int8Array;
  handSize = 0;
  readonly discard: Uint8Array;
  discardCount = 0;
  /** The value a queen in hand takes now: the highest number card or king in the discard pile, or its raw value. */
  discardBest = 0;
  exhaustions = 0;
  removed = 0;
  /** Cards burned by Winded, Run Ragged or weather so far (out of play until sleep). */
  burned = 0;
  /** The challenge (from 0) during which the character was first exhausted, or −1. */
  firstExhausted = -1;

  constructor(
    private readonly cards: SessionCards,
    /** Cards an exhaustion removes from play (exhaustionCards). */
    private readonly removedPerExhaustion: number,
  ) {
    this.deck = new Uint8Array(cards.baseDeck.length);
    this.hand = new Int8Array(cards.kindCount);
    this.discard = new Uint8Array(cards.baseDeck.length);
  }

  /** A fresh trial: the whole deck shuffled, an empty hand and discard pile. O(54). */
  shuffleNew(random: Random): void {
    const size = this.cards.baseDeck.length;
    this.deck.set(this.cards.baseDeck);
    this.deckCount = size;
    partialShuffle(random, this.deck, size, size);
    this.hand.fill(0);
    this.handSize = 0;
    this.discardCount = 0;
    this.discardBest = this.cards.rawQueen;
    this.exhaustions = 0;
    this.removed = 0;
    this.burned = 0;
    this.firstExhausted = -1;
  }

  /**
   * The next card from the top of the deck; when the deck has run out the character is exhausted first
   * (docs/rules.md 3.11): the discard pile is shuffled in as the new deck and its top cards leave play. −1 when
   * no card is left at all. O(1), or O(discard pile) on an exhaustion.
   */
  draw(random: Random, challenge: number): number {
    if (this.deckCount === 0) {
      if (this.discardCount === 0) return -1;
      this.exhaust(random, challenge);
      if (this.deckCount === 0) return -1;
    }
    const top = --this.deckCount;
    return this.deck[top] ?? outside(top, this.deck.length);
  }

  private exhaust(random: Random, challenge: number): void {
    const { deck, discard } = this;
    const count = this.discardCount;
    for (let i = 0; i < count; i++) deck[i] = discard[i] ?? outside(i, discard.length);
    this.deckCount = count;
    this.discardCount = 0;
    this.discardBest = this.cards.rawQueen;
    partialShuffle(random, this.deck, count, count);
    const gone = Math.min(this.removedPerExhaustion, count);
    // The shuffled deck is drawn from its end: its top cards are the last ones.
    this.deckCount -= gone;
    this.removed += gone;
    this.exhaustions++;
    if (this.firstExhausted < 0) this.firstExhausted = challenge;
  }

  /**
   * Burns `count` cards (docs/rules.md 3.11: Winded, Run Ragged, weather): each leaves the top of the deck
   * and play until sleep; an empty deck exhausts the character as a draw does, and when no card is left at
   * all the burning stops. O(count), or O(discard pile) on an exhaustion.
   */
  burn(random: Random, count: number, challenge: number): void {
    for (let i = 0; i < count; i++) {
      if (this.draw(random, challenge) < 0) return;
      this.burned++;
    }
  }

  /**
   * Refills the hand to `stamina` cards. Returns false when the deck and the discard pile cannot fill it:
   * the character passes out. O(cards drawn).
   */
  refill(random: Random, stamina: number, challenge: number): boolean {
    while (this.handSize < stamina) {
      const card = this.draw(random, challenge);
      if (card < 0) return false;
      this.hand[card] = (this.hand[card] ?? outside(card, this.hand.length)) + 1;
      this.handSize++;
    }
    return true;
  }

  /** Puts a card of `kind` on the discard pile; a queen may copy it from there. O(1). */
  toDiscard(kind: number): void {
    this.discard[this.discardCount++] = kind;
    const { discardValue } = this.cards;
    const value = discardValue[kind] ?? outside(kind, discardValue.length);
    if (value > this.discardBest) this.discardBest = value;
  }

  /**
   * Youthful Ambition (docs/rules.md 3.11), once a session: when the discard pile holds two aces, its aces and
   * jokers are shuffled back into the deck. Returns whether it was used. O(discard pile).
   */
  youthfulAmbition(random: Random): boolean {
    const { isAce, returnsWithAmbition } = this.cards;
    const { discard } = this;
    let aces = 0;
    for (let i = 0; i < this.discardCount; i++) {
      const kind = discard[i] ?? outside(i, discard.length);
      aces += isAce[kind] ?? outside(kind, isAce.length);
    }
    if (aces < 2) return false;
    let kept = 0;
    for (let i = 0; i < this.discardCount; i++) {
      const kind = discard[i] ?? outside(i, discard.length);
      if (returnsWithAmbition[kind] === 1) this.deck[this.deckCount++] = kind;
      else discard[kept++] = kind;
    }
    this.discardCount = kept;
    partialShuffle(random, this.deck, this.deckCount, this.deckCount);
    return true;
  }
}
