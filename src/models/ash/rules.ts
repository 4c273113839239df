/**
 * The rules of an Ash check (Kingdoms of Ash / Diesel Empires, docs/rules.md 4) as data and pure functions:
 * card values by suit, the outcome ladder, what a check adds in Strain and Wounds, weapon terms and the
 * outcome utilities of the play policy. Every solver and sampler of this game uses these, never a copy.
 */
import { RANKS, SUITS, type Card, type Suit } from "../../core/cards.js";
import type { Deck } from "../../core/deck.js";

/** The value classes of a card in a check (docs/rules.md 4.1): 0..3. */
export const VALUES = [0, 1, 2, 3] as const;

/** The outcome ladder, best first (docs/rules.md 4.3), under its JSON names. */
export const OUTCOMES = ["superb", "success", "messy", "failure", "bad", "dismal"] as const;
export type AshOutcome = (typeof OUTCOMES)[number];

/** The outcomes that count as a success on the ladder (docs/rules.md 4.3: superb, success and messy). */
export const SUCCESSES: readonly AshOutcome[] = ["superb", "success", "messy"];

/** The rest kinds (docs/rules.md 4.4). */
export const RESTS = ["half", "full"] as const;
export type Rest = (typeof RESTS)[number];

/** The jokers of a 54-card deck. */
const JOKER_COUNT = 2;

/**
 * A card's value in a check of `suit` (docs/rules.md 4.1): 0 for 2..10, 1 for J/Q/K, 2 for an ace, 3 for a
 * joker, plus 1 when the card's suit is the check's (never for jokers). O(1).
 * @example cardValue({ kind: "ranked", rank: "Q", suit: "hearts" }, "hearts") // 2
 * @example cardValue({ kind: "joker", joker: "big" }, "spades") // 3
 */
export function cardValue(card: Card, suit: Suit): number {
  if (card.kind === "joker") return 3;
  const base = card.rank === "A" ? 2 : card.rank === "J" || card.rank === "Q" || card.rank === "K" ? 1 : 0;
  return base + (card.suit === suit ? 1 : 0);
}

/**
 * A fresh 54-card deck by value class for any check suit (docs/rules.md 4.1): 27 zeros, 18 ones, 6 twos,
 * 3 threes. Counts do not depend on the suit, only which cards fall in each class. O(1).
 * @example fullDeckCounts() // [27, 18, 6, 3]
 */
export function fullDeckCounts(): number[] {
  const counts = [0, 0, 0, 0];
  // Counted from cardValue itself, so the counts cannot drift from the rule; any suit gives the same.
  for (const suit of SUITS) for (const rank of RANKS) counts[cardValue({ kind: "ranked", rank, suit }, "clubs")]! += 1;
  counts[cardValue({ kind: "joker", joker: "any" }, "clubs")]! += JOKER_COUNT;
  return counts;
}

/**
 * A deck by value class from counts per value 0..3 (zero-count classes kept, so class i has value i).
 * @example deckOfCounts([1, 0, 0, 2]).classes[3] // { value: 3, count: 2 }
 */
export function deckOfCounts(counts: readonly number[]): Deck<number> {
  return { classes: VALUES.map((value) => ({ value, count: counts[value] ?? 0 })) };
}

/**
 * The counts per value class of a 54-card deck without the given cards (a player's deck minus the hand).
 * O(cards).
 * @example deckCountsWithout([{ kind: "ranked", rank: "A", suit: "clubs" }], "clubs") // [27, 18, 6, 2]
 */
export function deckCountsWithout(cards: readonly Card[], suit: Suit): number[] {
  const counts = fullDeckCounts();
  for (const card of cards) counts[cardValue(card, suit)]! -= 1;
  return counts;
}

/**
 * The outcome of a check's total (docs/rules.md 4.3): ≥ 3 superb, 2 success, 1 messy, 0 failure, −1 bad,
 * ≤ −2 dismal. O(1).
 * @example outcomeOf(-5) // "dismal"
 */
export function outcomeOf(total: number): AshOutcome {
  if (total >= 3) return "superb";
  if (total <= -2) return "dismal";
  return OUTCOMES[3 - total]!;
}

/** The Strain and Wounds a check adds. */
export interface Consequences {
  readonly strain: number;
  readonly wounds: number;
}

/**
 * The Strain and Wounds a check adds (docs/rules.md 4.3): messy and failure +1 Strain, bad +1 Wound, dismal
 * +2 Wounds; then +1 Strain if the character has any Wounds counting this check's, and +1 Strain for an
 * evocation (spoken or psychic). O(1).
 * @example checkConsequences("bad", 0, false) // { strain: 1, wounds: 1 }
 * @example checkConsequences("success", 0, true) // { strain: 1, wounds: 0 }
 */
export function checkConsequences(outcome: AshOutcome, woundsBefore: number, evocation: boolean): Consequences {
  const wounds = outcome === "bad" ? 1 : outcome === "dismal" ? 2 : 0;
  const ladderStrain = outcome === "messy" || outcome === "failure" ? 1 : 0;
  const woundedStrain = woundsBefore + wounds > 0 ? 1 : 0;
  return { strain: ladderStrain + woundedStrain + (evocation ? 1 : 0), wounds };
}

/** Shock: 3 or more Wounds (docs/rules.md 4.4), when every Trait counts as rank 0. */
export const SHOCK_WOUNDS = 3;
/** Permanent injury at 5 Wounds; more than 5 and the character exits the story (docs/rules.md 4.4). */
export const INJURY_WOUNDS = 5;

/** The rank a Trait counts as (docs/rules.md 4.4): 0 in Shock. */
export function traitInEffect(trait: number, wounds: number): number {
  return wounds >= SHOCK_WOUNDS ? 0 : trait;
}

/** What a rest leaves (docs/rules.md 4.4): the hand refilled to `hand` cards, Strain reduced to `strain`. */
export const REST_EFFECTS: Readonly<Record<Rest, { readonly hand: number; readonly strain: number }>> = {
  half: { hand: 3, strain: 1 },
  full: { hand: 5, strain: 0 },
};

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

/**
 * The utility of a check total under the play policy (docs/rules.md 4.5): superb 3, success 2, messy 1,
 * failure 0, bad −1, dismal −2, i.e. the total clamped to −2..3. O(1).
 * @example outcomeUtility(7) // 3
 */
export function outcomeUtility(total: number): number {
  return Math.max(-2, Math.min(3, total));
}
