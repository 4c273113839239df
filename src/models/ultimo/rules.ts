/**
 * The readings of Ultimo's card-challenge rules that docs/rules.md 3 names, as closed sets, and the rule set
 * every Ultimo solver takes. Defaults are docs/rules.md's default readings.
 */

/** How successes and failures become an outcome (docs/rules.md 3.5): S against F, or S against half the rating. */
export const TALLIES = ["versus", "half-rating"] as const;
export type Tally = (typeof TALLIES)[number];

/** "If the difficulty is odd, the player's successes round up" (docs/rules.md 3.5): applied, or not. */
export const ODD_ROUNDINGS = ["player", "none"] as const;
export type OddRounding = (typeof ODD_ROUNDINGS)[number];

/** What a Dealer joker does in a pairing (docs/rules.md 3.4 rule 4). */
export const DEALER_JOKERS = ["beats-all", "loses", "removed"] as const;
export type DealerJoker = (typeof DEALER_JOKERS)[number];

/** Where the Dealer lays jacks (docs/rules.md 3.2): last, or right after jokers and aces. */
export const DEALER_JACKS = ["last", "first"] as const;
export type DealerJacks = (typeof DEALER_JACKS)[number];

/** The Dealer's deck: a full 54-card deck, or 52 cards without jokers (docs/rules.md 3.1). */
export const DEALER_DECKS = ["54", "52"] as const;
export type DealerDeck = (typeof DEALER_DECKS)[number];

/** The traits that change the card rules (docs/rules.md 3.7), as named switches. */
export const TRAITS = ["aged-wisdom", "gamblin-man", "long-live-the-queen", "god-save-the-queen", "jack-of-all-trades"] as const;
export type Trait = (typeof TRAITS)[number];

/**
 * Whether a word names a trait of TRAITS. O(traits).
 * @example isTrait("aged-wisdom") // true
 */
export function isTrait(word: string): word is Trait {
  return TRAITS.some((trait) => trait === word);
}

/** The most standard Dealer decks shuffled together (docs/rules.md 3.1 option: several). */
export const MAX_DEALER_DECKS = 4;

/** The cards of one deck, the player's or the Dealer's (docs/rules.md 3.1: 54), so the most a Dealer can draw from one. */
export const DEALER_DECK_SIZE = 54;

/**
 * The values a queen can count as (docs/rules.md 3.2, 3.3): a plain card's, 2..10, whether the player's queen
 * copying the discard pile (`queenValue`) or the Dealer's (`dealerQueen`, 2 by default).
 */
export const QUEEN_VALUES = { min: 2, max: 10 } as const;

/** One kind of card in a designer's own Dealer deck (a deck file, issue 18) and how many the deck holds. */
export interface DealerCardCount {
  readonly kind: "joker" | "ace" | "jack" | "value";
  /** The value compared in rule 6 for a plain card (kings 10, queens `dealerQueen` unless the file says); 0 otherwise. */
  readonly value: number;
  readonly count: number;
  readonly label: string;
}

/** Every rule reading a challenge depends on. */
export interface ChallengeRules {
  readonly tally: Tally;
  readonly oddRounding: OddRounding;
  /** With tally=half-rating: cancels lower the rating R = D − C (the seed's worked example). */
  readonly cancelsLowerRating: boolean;
  readonly dealerJoker: DealerJoker;
  readonly dealerJacks: DealerJacks;
  /** The value a Dealer queen counts as (docs/rules.md 3.2: 2). */
  readonly dealerQueen: number;
  readonly dealerDeck: DealerDeck;
  readonly traits: readonly Trait[];
  /** How many Dealer decks are shuffled together (docs/rules.md 3.1 option: several); 1 when left out. */
  readonly dealerDecks?: number;
  /** The designer's own Dealer deck (a deck file) in place of the standard 54 cards; left out: the standard deck. */
  readonly dealerCards?: readonly DealerCardCount[];
}

/** docs/rules.md 3's default readings, no traits. */
export const DEFAULT_RULES: ChallengeRules = {
  tally: "versus",
  oddRounding: "player",
  cancelsLowerRating: true,
  dealerJoker: "beats-all",
  dealerJacks: "last",
  dealerQueen: 2,
  dealerDeck: "54",
  traits: [],
};

/**
 * Whether a trait is switched on.
 * @example hasTrait({ ...DEFAULT_RULES, traits: ["gamblin-man"] }, "gamblin-man") // true
 */
export function hasTrait(rules: ChallengeRules, trait: Trait): boolean {
  return rules.traits.includes(trait);
}
