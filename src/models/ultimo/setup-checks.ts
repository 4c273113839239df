/**
 * The checks every exported Ultimo solver and sampler makes once, at entry, on what a library caller hands
 * it: the rule set, a play or hand, difficulties and counts. Each throws OddsmithError naming the field,
 * what it allows and what it received, never a TypeError from deep inside a solver. O(fields + cards).
 */
import { integerIn, oneOf, OddsmithError } from "../../core/errors.js";
import type { PlayerCard } from "./cards.js";
import type { Foe } from "./foes.js";
import { DEALER_DECK_SIZE, DEALER_DECKS, DEALER_JACKS, DEALER_JOKERS, MAX_DEALER_DECKS, ODD_ROUNDINGS, QUEEN_VALUES, TALLIES, TRAITS, type ChallengeRules } from "./rules.js";

export { DEALER_DECK_SIZE };

/** The card kinds a PlayerCard may have (docs/rules.md 3.4). */
const CARD_KINDS = ["joker", "ace", "jack", "value"] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Checks a rule set field by field (docs/rules.md 3: every reading a challenge depends on).
 * @throws {OddsmithError} naming the first field that is not a reading docs/rules.md 3 offers, e.g. `rules.tally`.
 * @example checkRules(DEFAULT_RULES) // undefined
 */
export function checkRules(setup: ChallengeRules): void {
  const rules: unknown = setup;
  if (!isObject(rules)) throw new OddsmithError("rules", "a rule set (tally, oddRounding, cancelsLowerRating, dealerJoker, dealerJacks, dealerQueen, dealerDeck, traits)", rules);
  oneOf("rules.tally", TALLIES, rules["tally"]);
  oneOf("rules.oddRounding", ODD_ROUNDINGS, rules["oddRounding"]);
  if (typeof rules["cancelsLowerRating"] !== "boolean") throw new OddsmithError("rules.cancelsLowerRating", "true or false", rules["cancelsLowerRating"]);
  oneOf("rules.dealerJoker", DEALER_JOKERS, rules["dealerJoker"]);
  oneOf("rules.dealerJacks", DEALER_JACKS, rules["dealerJacks"]);
  checkQueenValue("rules.dealerQueen", rules["dealerQueen"]);
  oneOf("rules.dealerDeck", DEALER_DECKS, rules["dealerDeck"]);
  const traits = rules["traits"];
  if (!Array.isArray(traits)) throw new OddsmithError("rules.traits", `a list of ${TRAITS.join(", ")}`, traits);
  traits.forEach((trait, i) => oneOf(`rules.traits[${i}]`, TRAITS, trait));
  if (rules["dealerDecks"] !== undefined) integerIn("rules.dealerDecks", 1, MAX_DEALER_DECKS, rules["dealerDecks"]);
  const cards = rules["dealerCards"];
  if (cards === undefined) return;
  if (!Array.isArray(cards) || cards.length === 0) throw new OddsmithError("rules.dealerCards", "a non-empty list of Dealer cards (dealerCardsOf a deck file)", cards);
  cards.forEach((card: unknown, i) => {
    if (!isObject(card)) throw new OddsmithError(`rules.dealerCards[${i}]`, "a Dealer card { kind, value, count, label }", card);
    oneOf(`rules.dealerCards[${i}].kind`, CARD_KINDS, card["kind"]);
    integerIn(`rules.dealerCards[${i}].value`, 0, 10, card["value"]);
    integerIn(`rules.dealerCards[${i}].count`, 1, DEALER_DECK_SIZE * MAX_DEALER_DECKS, card["count"]);
  });
}

/**
 * Checks a play or hand: a list of PlayerCards (from readPlay or readPlayerCard).
 * @throws {OddsmithError} naming the list or the first card that is not a PlayerCard.
 * @example checkPlay("play", readPlay("K,9")) // undefined
 */
export function checkPlay(field: string, cards: readonly PlayerCard[]): void {
  const play: unknown = cards;
  if (!Array.isArray(play)) throw new OddsmithError(field, "a list of cards (readPlay or readPlayerCard)", play);
  play.forEach((card: unknown, i) => {
    if (!isObject(card)) throw new OddsmithError(`${field}[${i}]`, "a card (readPlay or readPlayerCard)", card);
    oneOf(`${field}[${i}].kind`, CARD_KINDS, card["kind"]);
    integerIn(`${field}[${i}].value`, 0, 10, card["value"]);
  });
}

/**
 * Checks a count a solver takes (a hand size, a card limit, a difficulty): an integer in [min, max].
 * @throws {OddsmithError} naming the field, the range and the value.
 * @example checkCount("handSize", 1, 10, 7) // undefined
 */
export function checkCount(field: string, min: number, max: number, value: number): void {
  integerIn(field, min, max, value);
}

/**
 * Checks a queen's value, the player's or the Dealer's (docs/rules.md 3.2, 3.3): QUEEN_VALUES, 2..10.
 * @throws {OddsmithError} naming the field, the range and the value.
 * @example checkQueenValue("queenValue", 5) // undefined
 */
export function checkQueenValue(field: string, value: unknown): void {
  integerIn(field, QUEEN_VALUES.min, QUEEN_VALUES.max, value);
}

/**
 * Checks a foe's figures (docs/rules.md 3.9): health 1..1000, soak 0..1000 of which armor 0..soak, attack
 * powers 0..54, weapons and patience 0..1000.
 * @throws {OddsmithError} naming the first figure out of range, e.g. `foe.health`.
 * @example checkFoe({ name: "f", health: 6, soak: 1, armor: 0, melee: 6, ranged: 4, meleeWeapon: 0, rangedWeapon: 0, patience: 0, guideline: { kind: "", min: 0, max: undefined } }) // undefined
 */
export function checkFoe(foe: Foe): void {
  const value: unknown = foe;
  if (!isObject(value)) throw new OddsmithError("foe", "a foe (FOES.fanatic or foeOf(…))", foe);
  integerIn("foe.health", 1, 1000, value["health"]);
  integerIn("foe.soak", 0, 1000, value["soak"]);
  integerIn("foe.armor", 0, foe.soak, value["armor"]);
  for (const field of ["melee", "ranged"] as const) integerIn(`foe.${field}`, 0, DEALER_DECK_SIZE, value[field]);
  for (const field of ["meleeWeapon", "rangedWeapon", "patience"] as const) integerIn(`foe.${field}`, 0, 1000, value[field]);
}

/**
 * Checks a list of difficulties: integers from 0 to the Dealer's 54 cards.
 * @throws {OddsmithError} naming the list or the first difficulty out of range.
 * @example checkDifficulties("difficulties", [0, 6]) // undefined
 */
export function checkDifficulties(field: string, list: readonly number[]): void {
  const difficulties: unknown = list;
  if (!Array.isArray(difficulties)) throw new OddsmithError(field, `a list of integers from 0 to ${DEALER_DECK_SIZE}`, difficulties);
  difficulties.forEach((difficulty: unknown, i) => integerIn(`${field}[${i}]`, 0, DEALER_DECK_SIZE, difficulty));
}
