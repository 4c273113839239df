/**
 * RULES.md 4.5, the play policy: how the player uses the hand in a check (none: trait cards only; all:
 * every card of positive value, zeros discarded to draw; optimal: the decision that maximises expected
 * outcome utility), as each solver offers it. The utilities the optimal play maximises are in
 * outcome-utilities.ts.
 */

/** How the player uses the hand (docs/rules.md 4.5, plus `given`: the cards named by --play and --discard). */
export const POLICIES = ["given", "none", "all", "optimal"] as const;
export type Policy = (typeof POLICIES)[number];

/** How a campaign plays the hand at each check: every card (policy all), none (trait cards only), or optimally (docs/rules.md 4.5). */
export const HAND_POLICIES = ["all", "none", "optimal"] as const;
export type HandPolicy = (typeof HAND_POLICIES)[number];

/** How a table's random hand is played (docs/rules.md 4.5): every card of value with zeros discarded to draw, or optimally. */
export const TABLE_POLICIES = ["all", "optimal"] as const;
export type TablePolicy = (typeof TABLE_POLICIES)[number];
