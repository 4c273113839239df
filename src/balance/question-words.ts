/**
 * The words a balance question is asked in (issue 26), on their own so that the workbench's first load reads
 * them without fetching the search: it imports nothing.
 */

/** How a tier reads its chance: the design closest to it (as `kingstone pick-dc`), or the best one at least or at most it. */
export const TIER_RULES = ["closest", "at-least", "at-most"] as const;
export type TierRule = (typeof TIER_RULES)[number];

/** How the situations are served: one design for all of them, or one per situation. */
export const PER_WORDS = ["all", "each"] as const;
export type PerWord = (typeof PER_WORDS)[number];
