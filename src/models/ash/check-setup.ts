/**
 * The setup of one Ash check (RULES.md 4.1–4.5): everything the exact solver and the sampler read, and
 * the policy that says how the hand is used.
 */
import type { Card, Suit } from "../../core/cards.js";
import type { Rational } from "../../core/rational.js";
import type { Role } from "./rules.js";
import type { Decks, Reveal } from "./solve-check.js";

/** How the player uses the hand (RULES.md 4.5, plus `given`: the cards named by --play and --discard). */
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
}
