import { cardName, type Card } from "../../core/cards.js";
import type { AshCheckSetup } from "./check-setup.js";
import type { OptimalSetup } from "./optimal-play.js";
import { deckCardValue, deckValueCounts } from "./designer-deck.js";
import { traitInEffect, weaponTerm } from "./rules.js";

/** What a check's setup comes to before any card is drawn: the terms the exact solver and the sampler share. */
export interface CheckTerms {
  /** Trait cards drawn (0 in Shock, docs/rules.md 4.4). */
  readonly trait: number;
  /** The weapon term (docs/rules.md 4.2). */
  readonly offset: number;
  /** Opposing plus Strain cards. */
  readonly gmDraws: number;
  /** The player's deck by value class: 54 cards (or the designer's deck) minus the hand. */
  readonly deckCounts: readonly number[];
  /** The GM's separate deck by value class: 54 cards, or the designer's GM deck. */
  readonly gmDeckCounts: readonly number[];
  readonly valueOf: (card: Card) => number;
  /** The hand cards played and discarded under policy given or all (none for none and optimal). */
  readonly played: readonly Card[];
  readonly discarded: readonly Card[];
  /** The optimal solver's input for this check (docs/rules.md 4.5). */
  readonly optimal: OptimalSetup;
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
  const offset = weaponTerm({ strength: setup.weaponSt, armor: setup.armor, pierce: setup.pierce, role: setup.role });
  const gmDraws = setup.opposing + setup.strain;
  const valueOf = (card: Card) => deckCardValue(setup.deck, card, setup.suit);
  const deckCounts = deckValueCounts(setup.deck, setup.suit);
  for (const card of setup.hand) deckCounts[valueOf(card)]! -= 1;
  const gmDeckCounts = deckValueCounts(setup.gmDeck, setup.suit);
  const played = setup.policy === "given" ? setup.play : setup.policy === "all" ? setup.hand.filter((card) => valueOf(card) > 0) : [];
  const discarded = setup.policy === "given" ? setup.discard : setup.policy === "all" ? setup.hand.filter((card) => valueOf(card) === 0) : [];
  const optimal: OptimalSetup = {
    deckCounts,
    hand: setup.hand.map((card) => ({ name: cardName(card), value: valueOf(card) })),
    trait,
    gmDraws,
    decks: setup.decks,
    reveal: setup.reveal,
    offset,
    cardCost: setup.cardCost,
    ...(setup.utilities === undefined ? {} : { utilities: setup.utilities }),
    ...(setup.gmDeck === undefined ? {} : { gmDeckCounts }),
  };
  return { trait, offset, gmDraws, deckCounts, gmDeckCounts, valueOf, played, discarded, optimal };
}
