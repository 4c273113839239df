import { Rational } from "../../src/core/exact/rational.js";
import type { AshCheckSetup } from "../../src/models/ash/building-the-total.js";

/** An Ash check setup with every field at its plain value (hearts, Trait 0, no hand, nothing opposing), changed by `overrides`. */
export function ashSetup(overrides: Partial<AshCheckSetup> = {}): AshCheckSetup {
  return {
    suit: "hearts",
    trait: 0,
    hand: [],
    play: [],
    discard: [],
    opposing: 0,
    strain: 0,
    wounds: 0,
    weaponSt: 0,
    armor: 0,
    pierce: 0,
    role: "attacker",
    evocation: false,
    decks: "separate",
    reveal: "before",
    policy: "none",
    cardCost: Rational.ZERO,
    ...overrides,
  };
}
