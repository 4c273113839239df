/**
 * Marks and levels (docs/rules.md 1.6): each roll of a skill gives a mark (2 with the Expert's
 * Distinction), a column needs 3 (6 for a secondary focus), level L needs L columns.
 */
import { integerIn } from "../../core/errors.js";
import { aFlag, setupObject } from "./setup-checks.js";

/** The highest level {@link levelSteps} follows (the CLI's --level stops at 12). */
export const MAX_LEVEL = 100;

/** How a skill is learnt (docs/rules.md 1.6). */
export interface MarksSetup {
  /** A secondary focus needs 6 marks a column instead of 3. */
  readonly secondary: boolean;
  /** The Expert's Distinction gives 2 marks a roll instead of 1. */
  readonly distinction: boolean;
  /** End-of-session vote marks this skill gets each session (docs/rules.md 1.6: one a vote; 0..3, default 0). */
  readonly votesPerSession?: number;
  /** Rolls of the skill in a session, after which that session's vote marks arrive (default 10). */
  readonly rollsPerSession?: number;
}

/** The most vote marks a session gives: the seed's three questions. */
export const MAX_VOTES = 3;

/** What reaching one level takes. */
export interface LevelStep {
  readonly level: number;
  /** Marks from level 0: marksPerColumn · L(L+1)/2. */
  readonly marks: number;
  /** Rolls of the skill from level 0: the fewest n with n · marks per roll + votes · ⌊n / rolls per session⌋ ≥ marks. */
  readonly rolls: number;
}

/**
 * Marks and rolls needed to reach each level 1..maxLevel from 0 (docs/rules.md 1.6): level L needs L
 * columns of 3 marks (6 for a secondary focus), one mark a roll (2 with a Distinction), and with
 * `votesPerSession` V that many vote marks after every `rollsPerSession` rolls (reading: every vote goes to
 * this skill, at the end of the session, so a session's votes help only the rolls after it).
 * O(maxLevel + marks).
 * @throws {OddsmithError} when maxLevel is not an integer from 0 to {@link MAX_LEVEL}, a flag of the setup is not true or false, votesPerSession not 0..3 or rollsPerSession not 1..1000.
 * @example levelSteps(2, { secondary: false, distinction: false }).map((s) => s.rolls) // [3, 9]
 * @example levelSteps(2, { secondary: false, distinction: false, votesPerSession: 1, rollsPerSession: 2 }).map((s) => s.rolls) // [2, 6]
 */
export function levelSteps(maxLevel: number, setup: MarksSetup): LevelStep[] {
  integerIn("maxLevel", 0, MAX_LEVEL, maxLevel);
  setupObject("setup", setup);
  aFlag("secondary", setup.secondary);
  aFlag("distinction", setup.distinction);
  const votes = integerIn("votesPerSession", 0, MAX_VOTES, setup.votesPerSession ?? 0);
  const session = integerIn("rollsPerSession", 1, 1000, setup.rollsPerSession ?? 10);
  const perColumn = setup.secondary ? 6 : 3;
  const perRoll = setup.distinction ? 2 : 1;
  let rolls = 0;
  return Array.from({ length: maxLevel }, (_, i) => {
    const level = i + 1;
    const marks = (perColumn * level * (level + 1)) / 2;
    // Marks after n rolls only grow with n, so each level's search starts where the last one stopped.
    while (rolls * perRoll + votes * Math.floor(rolls / session) < marks) rolls++;
    return { level, marks, rolls };
  });
}
