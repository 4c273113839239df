import { succeeds } from "./roll.js";

/** Who takes a tie between two successes with equal rolls (RULES.md 2.3, default `draw`). */
export const TIES = ["draw", "initiator", "higher-suit"] as const;
export type Ties = (typeof TIES)[number];

/** A contest's outcomes (RULES.md 2.3's JSON names). */
export const CONTEST_OUTCOMES = ["a-wins", "b-wins", "draw"] as const;
export type ContestOutcome = (typeof CONTEST_OUTCOMES)[number];

/** One contest: both targets, the tie rule and, for `higher-suit`, the two Suit values compared. */
export interface ContestSetup {
  readonly a: number;
  readonly b: number;
  readonly ties: Ties;
  readonly explodeChain: boolean;
  /** The Suit values `higher-suit` compares; when absent, the higher target stands for the higher Suit. */
  readonly aSuit?: number;
  readonly bSuit?: number;
}

/**
 * Who takes two successes with equal rolls (RULES.md 2.3): a draw by default, side A with
 * `ties=initiator`, the higher Suit with `ties=higher-suit` (the higher target when no Suits are given;
 * equal Suits draw). O(1).
 * @example tieWinner({ a: 11, b: 6, ties: "higher-suit", explodeChain: false }) // "a-wins"
 */
export function tieWinner(setup: ContestSetup): ContestOutcome {
  const aSuit = setup.aSuit ?? setup.a;
  const bSuit = setup.bSuit ?? setup.b;
  if (setup.ties === "initiator" || (setup.ties === "higher-suit" && aSuit > bSuit)) return "a-wins";
  if (setup.ties === "higher-suit" && bSuit > aSuit) return "b-wins";
  return "draw";
}

/**
 * The outcome of one contest given both rolls (RULES.md 2.3): both fail → draw; one succeeds → it wins;
 * both succeed → the lower roll wins, equal rolls by {@link tieWinner}. The samplers' rule; the exact
 * solver sums the same cases over roll weights. O(1).
 * @example contestOutcome(4, 5, { a: 6, b: 6, ties: "draw", explodeChain: false }) // "a-wins"
 */
export function contestOutcome(aRoll: number, bRoll: number, setup: ContestSetup): ContestOutcome {
  const aSucceeds = succeeds(aRoll, setup.a);
  const bSucceeds = succeeds(bRoll, setup.b);
  if (aSucceeds && bSucceeds) return aRoll < bRoll ? "a-wins" : bRoll < aRoll ? "b-wins" : tieWinner(setup);
  return aSucceeds ? "a-wins" : bSucceeds ? "b-wins" : "draw";
}
