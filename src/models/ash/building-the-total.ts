/**
 * RULES.md 4.2, building the total: Trait cards drawn, hand cards played or discarded to draw, the GM's
 * Opposing cards (the difficulty) and one Strain card per point of Strain subtracted, and the weapon's term
 * (its Strength after armor) added by the attacker or subtracted from the target.
 */
import { addAt } from "../../core/checked-index.js";
import type { Card, Suit } from "../../core/cards.js";
import type { Rational } from "../../core/exact/rational.js";
import { deckCardValue, deckValueCounts, type DesignerDeck } from "./designer-deck.js";
import type { OutcomeUtilities } from "./outcome-utilities.js";
import type { Policy } from "./play-policy.js";
import { traitInEffect } from "./wounds-and-rest.js";

/** Where the GM's Opposing and Strain cards come from (docs/rules.md 4.2). */
export const DECKS = ["separate", "shared"] as const;
export type Decks = (typeof DECKS)[number];

/** Whether the GM's cards are shown before the player decides (docs/rules.md 4.2). */
export const REVEALS = ["before", "after"] as const;
export type Reveal = (typeof REVEALS)[number];

/** Who holds the weapon in a combat check. */
export const ROLES = ["attacker", "target"] as const;
export type Role = (typeof ROLES)[number];

/**
 * A weapon's term in the total (docs/rules.md 4.2): its Strength after armor — each "+" (pierce) first
 * lowers AR by one, AR then lowers ST, neither below 0 — added by the attacker, subtracted from the
 * target. Armor applies in both roles (the armor is the target's). O(1).
 * @example weaponTerm({ strength: 3, armor: 2, pierce: 1, role: "target" }) // -2
 */
export function weaponTerm(weapon: { strength: number; armor: number; pierce: number; role: Role }): number {
  const armor = Math.max(0, weapon.armor - weapon.pierce);
  const strength = Math.max(0, weapon.strength - armor);
  return weapon.role === "attacker" || strength === 0 ? strength : -strength;
}

/** Everything one Ash check depends on. */
export interface AshCheckSetup {
  readonly suit: Suit;
  readonly trait: number;
  readonly hand: readonly Card[];
  readonly play: readonly Card[];
  readonly discard: readonly Card[];
  readonly opposing: number;
  readonly strain: number;
  readonly wounds: number;
  readonly weaponSt: number;
  readonly armor: number;
  readonly pierce: number;
  readonly role: Role;
  readonly evocation: boolean;
  readonly decks: Decks;
  readonly reveal: Reveal;
  readonly policy: Policy;
  readonly cardCost: Rational;
  /** The outcome utilities the optimal play maximises and E[utility] reports (docs/rules.md 4.5); the defaults when absent. */
  readonly utilities?: OutcomeUtilities;
  /** The designer's player deck (issue 18; the hand is dealt from it); the standard 54 cards when absent. */
  readonly deck?: DesignerDeck;
  /** The designer's GM deck (decks=separate); the standard 54 cards when absent. */
  readonly gmDeck?: DesignerDeck;
}

/** The counts of a check's setup, each with its range in CHECK_LIMITS. */
export const CHECK_COUNTS = ["trait", "opposing", "strain", "wounds", "weaponSt", "armor", "pierce"] as const;

/** The ranges of a check's counts (the CLI's options read the same limits). */
export const CHECK_LIMITS = {
  trait: { min: 0, max: 10 },
  opposing: { min: 0, max: 20 },
  strain: { min: 0, max: 30 },
  wounds: { min: 0, max: 12 },
  weaponSt: { min: 0, max: 10 },
  armor: { min: 0, max: 10 },
  pierce: { min: 0, max: 10 },
} as const satisfies Record<(typeof CHECK_COUNTS)[number], { readonly min: number; readonly max: number }>;

/** The most cards a hand may hold. */
export const HAND_LIMIT = 10;

/** What a check's setup comes to before any card is drawn: the terms the exact solver and the sampler share. */
export interface CheckTerms {
  /** Trait cards drawn (0 in Shock, docs/rules.md 4.4). */
  readonly trait: number;
  /** The weapon term (docs/rules.md 4.2). */
  readonly weapon: number;
  /** Opposing plus Strain cards. */
  readonly opposingAndStrain: number;
  /** The player's deck by value class: 54 cards (or the designer's deck) minus the hand. */
  readonly deckCounts: readonly number[];
  /** The GM's separate deck by value class: 54 cards, or the designer's GM deck. */
  readonly gmDeckCounts: readonly number[];
  readonly valueOf: (card: Card) => number;
  /** The hand cards played and discarded under policy given or all (none for none and optimal). */
  readonly played: readonly Card[];
  readonly discarded: readonly Card[];
}

/**
 * The terms of one Ash check (docs/rules.md 4.1–4.5): trait in effect, weapon term, GM draws, the player's deck
 * without the hand, card values in the check's suit, the cards played and discarded under `given` and `all`
 * (`all` plays every card of positive value and discards the rest to draw), and the optimal solver's setup.
 * O(hand).
 * @example checkTerms({ suit: "hearts", trait: 2, hand: [], play: [], discard: [], opposing: 1, strain: 1, wounds: 3, weaponSt: 0, armor: 0, pierce: 0, role: "attacker", evocation: false, decks: "separate", reveal: "before", policy: "none", cardCost: Rational.ZERO }).trait // 0
 */
export function checkTerms(setup: AshCheckSetup): CheckTerms {
  const trait = traitInEffect(setup.trait, setup.wounds);
  const weapon = weaponTerm({ strength: setup.weaponSt, armor: setup.armor, pierce: setup.pierce, role: setup.role });
  const opposingAndStrain = setup.opposing + setup.strain;
  const valueOf = (card: Card) => deckCardValue(setup.deck, card, setup.suit);
  const deckCounts = deckValueCounts(setup.deck, setup.suit);
  for (const card of setup.hand) addAt(deckCounts, valueOf(card), -1);
  const gmDeckCounts = deckValueCounts(setup.gmDeck, setup.suit);
  const played = setup.policy === "given" ? setup.play : setup.policy === "all" ? setup.hand.filter((card) => valueOf(card) > 0) : [];
  const discarded = setup.policy === "given" ? setup.discard : setup.policy === "all" ? setup.hand.filter((card) => valueOf(card) === 0) : [];
  return { trait, weapon, opposingAndStrain, deckCounts, gmDeckCounts, valueOf, played, discarded };
}
