/**
 * The setup of one Ash check (docs/rules.md 4.1–4.5): everything the exact solver and the sampler read, and
 * the policy that says how the hand is used.
 */
import { SUITS, type Card, type Suit } from "../../core/cards.js";
import { integerIn, OddsmithError, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { ROLES, type Role } from "./rules.js";
import { OutcomeUtilities } from "./utilities.js";
import type { DesignerDeck } from "./designer-deck.js";
import { DECKS, REVEALS, type Decks, type Reveal } from "./solve-check.js";

/** How the player uses the hand (docs/rules.md 4.5, plus `given`: the cards named by --play and --discard). */
export const POLICIES = ["given", "none", "all", "optimal"] as const;
export type Policy = (typeof POLICIES)[number];

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

/** The ranges of a check's counts (the CLI's options read the same limits). */
export const CHECK_LIMITS = {
  trait: { min: 0, max: 10 },
  opposing: { min: 0, max: 20 },
  strain: { min: 0, max: 30 },
  wounds: { min: 0, max: 12 },
  weaponSt: { min: 0, max: 10 },
  armor: { min: 0, max: 10 },
  pierce: { min: 0, max: 10 },
} as const;

/** The most cards a hand may hold. */
export const HAND_LIMIT = 10;

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
  for (const field of Object.keys(CHECK_LIMITS) as Array<keyof typeof CHECK_LIMITS>) integerIn(field, CHECK_LIMITS[field].min, CHECK_LIMITS[field].max, setup[field]);
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
