import { integerIn } from "../../core/errors.js";
import { aFlag, setupObject } from "./setup-fields.js";

/** The highest level {@link levelSteps} follows (the CLI's --level stops at 12). */
export const MAX_LEVEL = 100;

/** How a skill is learnt (docs/rules.md 1.6). */
export interface MarksSetup {
  /** A secondary focus needs 6 marks a column instead of 3. */
  readonly secondary: boolean;
  /** The Expert's Distinction gives 2 marks a roll instead of 1. */
  readonly distinction: boolean;
}

/** What reaching one level takes. */
export interface LevelStep {
  readonly level: number;
  /** Marks from level 0: marksPerColumn · L(L+1)/2. */
  readonly marks: number;
  /** Rolls of the skill from level 0: ⌈marks / marks per roll⌉. */
  readonly rolls: number;
}

/**
 * Marks and rolls needed to reach each level 1..maxLevel from 0 (docs/rules.md 1.6): level L needs L
 * columns of 3 marks (6 for a secondary focus), one mark a roll (2 with a Distinction). O(maxLevel).
 * End-of-session vote marks are not counted.
 * @throws {OddsmithError} when maxLevel is not an integer from 0 to {@link MAX_LEVEL} or a flag of the setup is not true or false.
 * @example levelSteps(2, { secondary: false, distinction: false }).map((s) => s.rolls) // [3, 9]
 */
export function levelSteps(maxLevel: number, setup: MarksSetup): LevelStep[] {
  integerIn("maxLevel", 0, MAX_LEVEL, maxLevel);
  setupObject("setup", setup);
  aFlag("secondary", setup.secondary);
  aFlag("distinction", setup.distinction);
  const perColumn = setup.secondary ? 6 : 3;
  const perRoll = setup.distinction ? 2 : 1;
  return Array.from({ length: maxLevel }, (_, i) => {
    const level = i + 1;
    const marks = (perColumn * level * (level + 1)) / 2;
    return { level, marks, rolls: Math.ceil(marks / perRoll) };
  });
}
