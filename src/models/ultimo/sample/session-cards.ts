/**
 * The session sampler's view of the cards (docs/rules.md 3.1, 3.4): the player's deck as kinds with typed
 * tables read once per plan, and the pair classes a row is paired by.
 */
import { playerDeck, rawQueenValue, type CardCount, type PlayerCard } from "../cards.js";
import type { ChallengeRules } from "../rules.js";
import { itemAt } from "../../../core/checked-index.js";

/**
 * Pair classes: a card's behaviour in a pairing. Jokers 0, aces 1, jacks 2, values 2..10 as 3..11,
 * Gamblin' Man's big joker 12 (it pairs as a joker but fails the hand).
 */
export const CLASS_COUNT = 13;
export const JOKER_CLASS = 0;
export const JACK_CLASS = 2;
export const BIG_JOKER_CLASS = 12;

/**
 * The pair class of a card. O(1).
 * @example pairClass(readPlay("9")[0]) // 10
 */
export function pairClass(card: PlayerCard): number {
  if (card.kind === "joker") return card.autoFail ? BIG_JOKER_CLASS : JOKER_CLASS;
  return card.kind === "ace" ? 1 : card.kind === "jack" ? JACK_CLASS : card.value + 1;
}

/**
 * A card that stands for a pair class (what the exact solvers are asked about). O(1).
 * @example classCard(10).label // "9"
 */
export function classCard(pairClassIndex: number): PlayerCard {
  if (pairClassIndex === JOKER_CLASS || pairClassIndex === BIG_JOKER_CLASS) return { kind: "joker", value: 0, free: false, autoFail: pairClassIndex === BIG_JOKER_CLASS, label: "X" };
  if (pairClassIndex === 1) return { kind: "ace", value: 0, free: false, autoFail: false, label: "A" };
  if (pairClassIndex === JACK_CLASS) return { kind: "jack", value: 0, free: true, autoFail: false, label: "J" };
  return { kind: "value", value: pairClassIndex - 1, free: false, autoFail: false, label: String(pairClassIndex - 1) };
}

/**
 * A row's facts as bits (jack 1, joker 2, big joker 4 with the joker bit), from one card's pair class. O(1).
 * @example classFacts(12) // 6
 */
export function classFacts(pairClassIndex: number): number {
  return pairClassIndex === JACK_CLASS ? 1 : pairClassIndex === JOKER_CLASS ? 2 : pairClassIndex === BIG_JOKER_CLASS ? 6 : 0;
}

/** The player's deck as kinds (docs/rules.md 3.1 under the card traits), with the tables a trial reads. */
export interface SessionCards {
  readonly kinds: readonly CardCount[];
  readonly kindCount: number;
  /** The value a queen has when the discard pile holds nothing it may copy. */
  readonly rawQueen: number;
  readonly queenKind: number;
  /** queenCards[v]: the queen as a card of value v (2..10). */
  readonly queenCards: readonly PlayerCard[];
  /** Each card's kind, the queen's every value included. */
  readonly kindOfCard: ReadonlyMap<PlayerCard, number>;
  /** A kind's worth to a queen copying it from the discard pile (number cards and kings), else −1. */
  readonly discardValue: Int8Array;
  /** 1 for the kinds Youthful Ambition shuffles back: aces, jokers, and what counts as an ace. */
  readonly returnsWithAmbition: Uint8Array;
  readonly isAce: Uint8Array;
  /** The unshuffled deck, one kind per card. */
  readonly baseDeck: Uint8Array;
}

/**
 * The player's deck of a rule set, as kinds. O(54 + kinds · queen values).
 * @example sessionCards(DEFAULT_RULES).baseDeck.length // 54
 */
export function sessionCards(rules: ChallengeRules): SessionCards {
  const rawQueen = rawQueenValue(rules);
  const kinds = playerDeck(rules, rawQueen);
  const kindCount = kinds.length;
  const queenKind = kinds.findIndex((kind) => kind.card.label === "Q");
  const queenCards: PlayerCard[] = [];
  const kindOfCard = new Map<PlayerCard, number>(kinds.map((kind, k) => [kind.card, k]));
  for (let value = 2; value <= 10; value++) {
    const queen = itemAt(playerDeck(rules, value), queenKind).card;
    queenCards[value] = queen;
    kindOfCard.set(queen, queenKind);
  }
  const discardValue = new Int8Array(kindCount).fill(-1);
  const returnsWithAmbition = new Uint8Array(kindCount);
  const isAce = new Uint8Array(kindCount);
  kinds.forEach((kind, k) => {
    if (kind.card.kind === "value" && k !== queenKind) discardValue[k] = kind.card.value;
    returnsWithAmbition[k] = kind.card.kind === "ace" || kind.card.kind === "joker" || kind.card.label.startsWith("A") ? 1 : 0;
    isAce[k] = kind.card.kind === "ace" ? 1 : 0;
  });
  const baseDeck = new Uint8Array(kinds.reduce((sum, kind) => sum + kind.count, 0));
  let at = 0;
  kinds.forEach((kind, k) => baseDeck.fill(k, at, (at += kind.count)));
  return { kinds, kindCount, rawQueen, queenKind, queenCards, kindOfCard, discardValue, returnsWithAmbition, isAce, baseDeck };
}

/**
 * The card of a kind when the queen counts as `queenValue`. O(1).
 * @example cardOfKind(sessionCards(DEFAULT_RULES), sessionCards(DEFAULT_RULES).queenKind, 7).value // 7
 */
export function cardOfKind(cards: SessionCards, kind: number, queenValue: number): PlayerCard {
  return kind === cards.queenKind ? itemAt(cards.queenCards, queenValue) : itemAt(cards.kinds, kind).card;
}

/** The play a policy chose for one challenge, written into reused arrays: the hand cards it plays and the row it lays. */
export interface ChosenPlay {
  /** Cards of each kind taken from the hand. */
  readonly chosen: Int8Array;
  /** The row laid, as pair classes: the hand's cards and the focus cards. */
  readonly row: Uint8Array;
  /** How many cards the row holds. */
  played: number;
  /** The row's facts as bits (classFacts). */
  facts: number;
}

/**
 * An empty play for a deck of `kindCount` kinds and `deckSize` cards.
 * @example chosenPlay(3, 5).row.length // 5
 */
export function chosenPlay(kindCount: number, deckSize: number): ChosenPlay {
  return { chosen: new Int8Array(kindCount), row: new Uint8Array(deckSize), played: 0, facts: 0 };
}
