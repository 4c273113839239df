/**
 * The player's cards in an Ultimo challenge (docs/rules.md 3.3, 3.7): what each card counts as under the
 * traits switched on, where it may stand in the row, how plays are read from card notation and checked,
 * and the player's own deck as card kinds with counts.
 */
import { parseCard } from "../../core/cards.js";
import { DEFAULT_RULES, hasTrait, type ChallengeRules } from "./rules.js";

/** How a card behaves in a pairing (docs/rules.md 3.4): a joker, an ace, a jack, or a plain value. */
export type CardKind = "joker" | "ace" | "jack" | "value";

/** A card as the player plays it. Two cards with the same `label` behave alike everywhere. */
export interface PlayerCard {
  readonly kind: CardKind;
  /** The value compared in rule 6 (kings 10, queens their chosen value); 0 for jokers, aces and jacks. */
  readonly value: number;
  /** Kings and jacks (and queens with Long Live the Queen) may stand anywhere in the row. */
  readonly free: boolean;
  /** Gamblin' Man's big joker: the whole hand is an automatic failure. */
  readonly autoFail: boolean;
  /** The card as written, with what it counts as when a trait changes it: "K", "JL=A", "AH=K". */
  readonly label: string;
}

/** A king's value (docs/rules.md 3.3, 3.7): 10; 9 with Long Live the Queen; 8 with God Save the Queen. */
export function kingValue(rules: ChallengeRules): number {
  return hasTrait(rules, "god-save-the-queen") ? 8 : hasTrait(rules, "long-live-the-queen") ? 9 : 10;
}

/**
 * A queen's value when the discard pile gives it none (a "raw" queen, docs/rules.md 3.3, 3.7): 2; 5 with Long
 * Live the Queen; 8 with God Save the Queen.
 * @example rawQueenValue({ ...DEFAULT_RULES, traits: ["long-live-the-queen"] }) // 5
 */
export function rawQueenValue(rules: ChallengeRules): number {
  return hasTrait(rules, "god-save-the-queen") ? 8 : hasTrait(rules, "long-live-the-queen") ? 5 : 2;
}

const joker = (label: string, autoFail = false): PlayerCard => ({ kind: "joker", value: 0, free: false, autoFail, label });
const ace = (label: string): PlayerCard => ({ kind: "ace", value: 0, free: false, autoFail: false, label });
const jack: PlayerCard = { kind: "jack", value: 0, free: true, autoFail: false, label: "J" };
const valued = (label: string, value: number, free: boolean): PlayerCard => ({ kind: "value", value, free, autoFail: false, label });

/**
 * Reads one card of a play or hand under the traits (docs/rules.md 3.3, 3.7): Gamblin' Man's little joker is an
 * ace and its big joker fails the hand; Aged Wisdom's aces other than the ace of spades are kings; Jack of All
 * Trades' ace of spades is a joker. Where a trait tells cards apart by suit, the card must name it. Returns
 * the card or why the word was refused. O(1).
 * @example readPlayerCard("K", DEFAULT_RULES, 2) // { kind: "value", value: 10, free: true, autoFail: false, label: "K" }
 */
export function readPlayerCard(word: string, rules: ChallengeRules, queenValue: number): PlayerCard | { readonly refused: string } {
  const card = parseCard(word);
  if (card === undefined) return { refused: "not a card" };
  const gamblin = hasTrait(rules, "gamblin-man");
  if (card.kind === "joker") {
    if (!gamblin) return joker(card.joker === "little" ? "JL" : card.joker === "big" ? "JB" : "X");
    if (card.joker === "any") return { refused: "with gamblin-man a joker must be JL (an extra ace) or JB (fails the hand)" };
    return card.joker === "little" ? ace("JL=A") : joker("JB", true);
  }
  switch (card.rank) {
    case "A": {
      const aged = hasTrait(rules, "aged-wisdom");
      const jackOfAll = hasTrait(rules, "jack-of-all-trades");
      if (!aged && !jackOfAll) return ace("A");
      if (card.suit === undefined) return { refused: `with ${aged ? "aged-wisdom" : "jack-of-all-trades"} an ace must name its suit (AS, AH, AD, AC)` };
      if (card.suit === "spades") return jackOfAll ? joker("AS=X") : ace("AS");
      return aged ? valued("A=K", kingValue(rules), true) : ace("A");
    }
    case "K":
      return valued("K", kingValue(rules), true);
    case "Q":
      return valued(queenValue === rawQueenValue(rules) ? "Q" : `Q=${queenValue}`, queenValue, hasTrait(rules, "long-live-the-queen"));
    case "J":
      return jack;
    default:
      return valued(card.rank, Number(card.rank), false);
  }
}

/**
 * The place a card must keep in the row: jokers first (key 16), aces next (15), then values descending;
 * undefined for cards that may stand anywhere.
 */
function placementKey(card: PlayerCard): number | undefined {
  if (card.kind === "joker") return 16;
  if (card.free) return undefined;
  return card.kind === "ace" ? 15 : card.value;
}

/**
 * Why a row breaks the placement rules of docs/rules.md 3.3 (jokers first; aces, numbers and queens
 * descending; kings and jacks anywhere), or undefined when it is legal. O(cards).
 * @example placementProblem(readPlay("J,A,K,9,7")) // undefined
 * @example placementProblem(readPlay("9,X")) // "a joker must be played first, before 9"
 * @example placementProblem(readPlay("K,X")) // "a joker must be played first, before K"
 */
export function placementProblem(play: readonly PlayerCard[]): string | undefined {
  let lastKey = Infinity;
  let lastLabel = "";
  // Jokers come before every other card, kings and jacks included ("no matter what other cards are played").
  const firstOther = play.find((card) => card.kind !== "joker");
  const lateJoker = firstOther === undefined ? undefined : play.slice(play.indexOf(firstOther)).find((card) => card.kind === "joker");
  if (firstOther !== undefined && lateJoker !== undefined) return `a joker must be played first, before ${firstOther.label}`;
  for (const card of play) {
    const key = placementKey(card);
    if (key === undefined) continue;
    if (key > lastKey) {
      return card.kind === "joker" ? `a joker must be played first, before ${lastLabel}` : `${card.label} must come before ${lastLabel}: aces, numbers and queens descend (kings and jacks anywhere)`;
    }
    lastKey = key;
    lastLabel = card.label;
  }
  return undefined;
}

/**
 * Reads a list of cards in notation under default rules — a convenience for examples and tests; the
 * analyses read plays with their rules through readPlayerCard. Throws on a bad word.
 * @throws {Error} naming the word and why, for a word that is not a card or a card the rules refuse
 * @example readPlay("K,9").map((card) => card.label) // ["K", "9"]
 */
export function readPlay(text: string, rules: ChallengeRules = DEFAULT_RULES, queenValue = rawQueenValue(rules)): PlayerCard[] {
  return text
    .split(/[\s,]+/)
    .filter((word) => word !== "")
    .map((word) => {
      const card = readPlayerCard(word, rules, queenValue);
      if ("refused" in card) throw new Error(`${word}: ${card.refused}`);
      return card;
    });
}


/**
 * How strong a card is when a player chooses what to play or keep (docs/rules.md 3.8): aces 14, jacks 11 (a
 * sure cancel, which greedy players lay at the top), values by value, jokers 0 (never chosen by greedy).
 * @example cardStrength(readPlay("J")[0]) // 11
 */
export function cardStrength(card: PlayerCard): number {
  return card.kind === "ace" ? 14 : card.kind === "jack" ? 11 : card.kind === "joker" ? 0 : card.value;
}

/**
 * Why a set of cards cannot come from one player's deck (more of a kind than the deck holds, docs/rules.md
 * 3.1, 3.7), or undefined. O(cards + kinds).
 * @example deckProblem(readPlay("A,A,A,A,A"), DEFAULT_RULES) // "one deck holds only 4 of A (5 given)"
 */
export function deckProblem(cards: readonly PlayerCard[], rules: ChallengeRules): string | undefined {
  // Jokers are told apart only under Gamblin' Man; a queen counts as a queen whatever value it takes.
  const kindOf = (card: PlayerCard) => (card.kind === "joker" && !card.autoFail && card.label !== "AS=X" ? "X" : card.label.startsWith("Q") ? "Q" : card.label);
  const held = new Map<string, number>();
  for (const card of cards) held.set(kindOf(card), (held.get(kindOf(card)) ?? 0) + 1);
  const deck = new Map(playerDeck(rules, rawQueenValue(rules)).map((kind) => [kindOf(kind.card), kind.count]));
  for (const [kind, count] of held) {
    const available = deck.get(kind) ?? 0;
    if (count > available) return `one deck holds only ${available} of ${kind} (${count} given)`;
  }
  return undefined;
}

/** A kind of card in a deck and how many the deck holds. */
export interface CardCount {
  readonly card: PlayerCard;
  readonly count: number;
}

/**
 * The player's own 54-card deck as card kinds with counts, under the traits (docs/rules.md 3.1, 3.7): Aged
 * Wisdom removes one joker (the big one) and turns three aces into kings; Gamblin' Man tells the jokers
 * apart; Jack of All Trades turns the ace of spades into a joker. Queens count `queenValue`. Jokers, aces,
 * kings, jacks, queens, then 10..2. O(kinds).
 * @example playerDeck(DEFAULT_RULES, 2).reduce((sum, kind) => sum + kind.count, 0) // 54
 */
export function playerDeck(rules: ChallengeRules, queenValue: number): CardCount[] {
  const aged = hasTrait(rules, "aged-wisdom");
  const jackOfAll = hasTrait(rules, "jack-of-all-trades");
  const kinds: CardCount[] = [];
  if (hasTrait(rules, "gamblin-man")) {
    kinds.push({ card: ace("JL=A"), count: 1 });
    if (!aged) kinds.push({ card: joker("JB", true), count: 1 });
  } else {
    kinds.push({ card: joker("X"), count: aged ? 1 : 2 });
  }
  if (jackOfAll) kinds.push({ card: joker("AS=X"), count: 1 });
  else kinds.push({ card: ace(aged ? "AS" : "A"), count: aged ? 1 : 4 });
  if (aged) kinds.push({ card: valued("A=K", kingValue(rules), true), count: 3 });
  else if (jackOfAll) kinds.push({ card: ace("A"), count: 3 });
  kinds.push({ card: valued("K", kingValue(rules), true), count: 4 });
  kinds.push({ card: jack, count: 4 });
  kinds.push({ card: valued("Q", queenValue, hasTrait(rules, "long-live-the-queen")), count: 4 });
  for (let value = 10; value >= 2; value--) kinds.push({ card: valued(String(value), value, false), count: 4 });
  return kinds;
}
