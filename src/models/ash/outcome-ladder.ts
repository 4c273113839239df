/**
 * RULES.md 4.3, the outcome ladder: a total of 3 or more is superb, 2 success, 1 messy, 0 failure, −1 bad,
 * −2 or less dismal; and what a check adds in Strain and Wounds.
 */
import { itemAt } from "../../core/checked-index.js";

/** The outcome ladder, best first (docs/rules.md 4.3), under its JSON names. */
export const OUTCOMES = ["superb", "success", "messy", "failure", "bad", "dismal"] as const;
export type AshOutcome = (typeof OUTCOMES)[number];

/** The outcomes that count as a success on the ladder (docs/rules.md 4.3: superb, success and messy). */
export const SUCCESSES: readonly AshOutcome[] = ["superb", "success", "messy"];

/**
 * The outcome of a check's total (docs/rules.md 4.3): ≥ 3 superb, 2 success, 1 messy, 0 failure, −1 bad,
 * ≤ −2 dismal. O(1).
 * @example outcomeOf(-5) // "dismal"
 */
export function outcomeOf(total: number): AshOutcome {
  if (total >= 3) return "superb";
  if (total <= -2) return "dismal";
  return itemAt(OUTCOMES, 3 - total);
}

/**
 * The index in OUTCOMES of a total's outcome (docs/rules.md 4.3), for tables by outcome. O(outcomes).
 * @example ladderIndex(1) // 2
 */
export function ladderIndex(total: number): number {
  return OUTCOMES.indexOf(outcomeOf(total));
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


/**
 * A value for every outcome of the ladder, from `f`, as a record typed by outcome. O(outcomes).
 * @example outcomeRecord((outcome) => outcome.length).superb // 6
 */
export function outcomeRecord<T>(f: (outcome: AshOutcome) => T): Record<AshOutcome, T> {
  return { superb: f("superb"), success: f("success"), messy: f("messy"), failure: f("failure"), bad: f("bad"), dismal: f("dismal") };
}

/**
 * Whether a name is one of the ladder's outcomes (a JSON name). O(outcomes).
 * @example [isOutcome("messy"), isOutcome("great")] // [true, false]
 */
export function isOutcome(name: string): name is AshOutcome {
  return OUTCOMES.some((outcome) => outcome === name);
}
