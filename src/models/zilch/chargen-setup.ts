import { die, sumDice } from "../../core/dice.js";
import type { Distribution } from "../../core/distribution.js";
import type { CardDeal } from "./card-deal.js";

/** The character generation methods of RULES.md 2.5, in the rulebook's order of description. */
export const METHODS = ["cards", "point-buy", "cautious", "reckless"] as const;
export type Method = (typeof METHODS)[number];

/** The two high-powered cautious rolls the rulebook offers: +6 instead of +4, or d8s instead of d6s. */
export const HIGH_POWERED_ROLLS = ["plus6", "8d8"] as const;
export type HighPoweredRoll = (typeof HIGH_POWERED_ROLLS)[number];

/** The measures a method's outcomes report (RULES.md 2.5): one Suit, the primary total, the best Suit. */
export const MEASURES = ["suit", "total", "best"] as const;
export type Measure = (typeof MEASURES)[number];

/** The four piles hold 6 cards each, so at most 6 players can draw from them. */
export const MAX_PLAYERS = 6;

/** Everything a method needs: the options of RULES.md 2.5 with defaults filled in. */
export interface ChargenSetup {
  readonly method: Method;
  /** `cards`: players at the table (1..6, default 4). */
  readonly players: number;
  /** `cards`: piles 6..J and redraw at 30 or less; `cautious`: the high-powered roll. */
  readonly highPowered: boolean;
  /** `cautious` with highPowered: 1d6 + 6 (`plus6`, default) or 1d8 + 4 (`8d8`). */
  readonly highPoweredRoll: HighPoweredRoll;
  /** `point-buy`: the starting value of all eight cards (4, 5 or 6). */
  readonly start: number;
}

/**
 * The card method's table (RULES.md 2.5): four piles of 5..10, redraw at 25 or less; high-powered 6..J
 * (J = 11), redraw at 30 or less. O(1).
 * @example cardDealOf(4, true).redrawAtMost // 30
 */
export function cardDealOf(players: number, highPowered: boolean): CardDeal {
  const values = highPowered ? [6, 7, 8, 9, 10, 11] : [5, 6, 7, 8, 9, 10];
  return { values, piles: 4, players, redrawAtMost: highPowered ? 30 : 25 };
}

/**
 * One primary Suit value of a rolled method (RULES.md 2.5): cautious 1d6 + 4 (high-powered 1d6 + 6, or
 * 1d8 + 4 for the 8d8 variant); reckless 2d6. Throws RangeError for a method that rolls nothing. O(1).
 * @example rolledSuit({ method: "reckless", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 }).total // 36n
 */
export function rolledSuit(setup: ChargenSetup): Distribution<number> {
  if (setup.method === "cautious") return !setup.highPowered ? die(6).shift(4) : setup.highPoweredRoll === "plus6" ? die(6).shift(6) : die(8).shift(4);
  if (setup.method === "reckless") return sumDice(2, 6);
  throw new RangeError(`rolledSuit: ${setup.method} rolls no dice`);
}

/**
 * A method's setup in words, for titles and tables.
 * @example describeMethod({ method: "cautious", players: 4, highPowered: true, highPoweredRoll: "8d8", start: 4 }) // "cautious, 1d8+4"
 */
export function describeMethod(setup: ChargenSetup): string {
  switch (setup.method) {
    case "cards":
      return `cards, ${setup.players} player${setup.players === 1 ? "" : "s"}${setup.highPowered ? ", high-powered (6..J, redraw at 30 or less)" : " (5..10, redraw at 25 or less)"}`;
    case "point-buy":
      return `point-buy from ${setup.start} (each legal build once)`;
    case "cautious":
      return !setup.highPowered ? "cautious, 1d6+4" : setup.highPoweredRoll === "plus6" ? "cautious, 1d6+6" : "cautious, 1d8+4";
    case "reckless":
      return "reckless, 2d6 each";
  }
}
