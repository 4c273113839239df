/**
 * Checks a library caller's setup of one Ash check (RULES.md 4.1–4.5) once, at the solver's or sampler's
 * entry: every field named with what it allows and what it received.
 */
import { SUITS } from "../../core/cards.js";
import { integerIn, OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { CHECK_COUNTS, CHECK_LIMITS, DECKS, HAND_LIMIT, REVEALS, ROLES, type AshCheckSetup } from "./building-the-total.js";
import { POLICIES } from "./play-policy.js";
import { OutcomeUtilities } from "./outcome-utilities.js";

function checkCards(field: string, cards: unknown): void {
  const valid = Array.isArray(cards) && cards.length <= HAND_LIMIT && cards.every((card) => card !== null && typeof card === "object" && (card.kind === "joker" || card.kind === "ranked"));
  if (!valid) throw new OddsmithError(field, `a list of at most ${HAND_LIMIT} cards`, cards);
}

/**
 * Checks a check's setup once, at the solver's or sampler's entry: suit, role, decks, reveal and policy
 * from their sets, every count an integer in CHECK_LIMITS, hand, play and discard lists of cards, a
 * non-negative Rational card cost. O(hand).
 * @throws {OddsmithError} naming the first field that is not usable, what it allows and what it received.
 * @example (() => { try { checkCheckSetup({ suit: "stars" }); } catch (error) { return error.message; } })() // 'suit: expected one of clubs, diamonds, hearts, spades, received "stars"'
 */
export function checkCheckSetup(setup: AshCheckSetup): void {
  if (setup === null || typeof setup !== "object") throw new OddsmithError("setup", "an object of check fields", setup);
  oneOf("suit", SUITS, setup.suit);
  for (const field of CHECK_COUNTS) integerIn(field, CHECK_LIMITS[field].min, CHECK_LIMITS[field].max, setup[field]);
  checkCards("hand", setup.hand);
  checkCards("play", setup.play);
  checkCards("discard", setup.discard);
  oneOf("role", ROLES, setup.role);
  if (typeof setup.evocation !== "boolean") throw new OddsmithError("evocation", "true or false", setup.evocation);
  oneOf("decks", DECKS, setup.decks);
  oneOf("reveal", REVEALS, setup.reveal);
  oneOf("policy", POLICIES, setup.policy);
  if (!(setup.cardCost instanceof Rational) || setup.cardCost.compare(Rational.ZERO) < 0) throw new OddsmithError("cardCost", "a Rational of at least 0", setup.cardCost);
  if (setup.utilities !== undefined && !(setup.utilities instanceof OutcomeUtilities)) throw new OddsmithError("utilities", "OutcomeUtilities (OutcomeUtilities.of)", setup.utilities);
}
