/**
 * A Kingstone fight of one character against one enemy (docs/rules.md 1.1, 1.2, 1.5; seed 001's combat and
 * "Example Enemies"): how a fight ends, what it depends on, and the checks on a library caller's setup. The
 * fight itself is sampled (sample/fight.ts).
 */
import { integerIn, oneOf, OddsmithError } from "../../core/errors.js";
import { checkDeathSetup, type DeathSetup } from "./death-saves.js";
import type { Enemy } from "./enemies.js";
import { LADDERS, type Ladder } from "./ladder.js";
import { BONUS_RANGE, DC_RANGE } from "./roll.js";
import { aFlag, integerList, setupObject } from "./setup-checks.js";

/** How a fight ends, in display order: `escaped` only for an enemy that can disappear. */
export const FIGHT_OUTCOMES = ["win", "stabilised", "dies", "escaped", "undecided"] as const;
export type FightOutcome = (typeof FIGHT_OUTCOMES)[number];

/** Everything a simulated fight depends on (docs/rules.md 1.1, 1.2, 1.5; seed 001's combat and example enemies). */
export interface FightSetup {
  /** The enemies fought (one fight each), example or custom. */
  readonly enemies: readonly Enemy[];
  /** The attack bonuses tried (one fight each per enemy). */
  readonly bonuses: readonly number[];
  /** The enemy's harm: how much harm defeats it (the seed prints none for its examples). */
  readonly enemyHarm: number;
  /** The stated effect of a hit: the weapon's (or Destruction spell's) harm. */
  readonly weaponHarm: number;
  /** The class's harm slots before Endurance (the seed's class table is missing). */
  readonly classSlots: number;
  /** Endurance level 0..6: harm slots and the death saves' bonus. */
  readonly endurance: number;
  /** The Strength bonus of the Skyrat Chevalier's "Str vs 10" roll. */
  readonly strength: number;
  readonly allyBonus: number;
  readonly allyAttempts: number;
  readonly allyFirst: boolean;
  readonly startDc: number;
  readonly ladder: Ladder;
  /** Whether the example enemies' quirks apply. */
  readonly quirks: boolean;
  /** A fight still going after this many rounds is `undecided`. */
  readonly maxRounds: number;
}

/**
 * The integer fields of a fight setup and the values the sampler takes (the death-save fields as
 * DEATH_RANGES, enemies' ACs as DC_RANGE): the margin table assumes |bonus| ≤ 20 and AC ≤ 40.
 */
export const FIGHT_RANGES = {
  bonus: BONUS_RANGE,
  enemyHarm: { min: 1, max: 20 },
  weaponHarm: { min: 1, max: 4 },
  classSlots: { min: 1, max: 20 },
  endurance: { min: 0, max: 6 },
  strength: BONUS_RANGE,
  maxRounds: { min: 1, max: 1000 },
} as const;

/**
 * Checks every field of a fight setup once, at the sampler's entry: each enemy's AC and quirks, the
 * bonuses, the ranges of {@link FIGHT_RANGES}, the ladder, the flags and the death-save fields. O(enemies + bonuses).
 * @throws {OddsmithError} naming the first bad field (`enemies[2].ac`, `weaponHarm`, …), its allowed values and the value received.
 * @example checkFightSetup({ enemies: [ENEMIES[0]], bonuses: [2], enemyHarm: 4, weaponHarm: 2, classSlots: 3, endurance: 0, strength: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7, ladder: "paired", quirks: true, maxRounds: 100 }).bonuses // [2]
 */
export function checkFightSetup(setup: FightSetup): FightSetup {
  setupObject("setup", setup);
  if (!Array.isArray(setup.enemies) || setup.enemies.length === 0) throw new OddsmithError("enemies", "a non-empty list of enemies", setup.enemies);
  setup.enemies.forEach((enemy: unknown, i) => {
    const fields = setupObject(`enemies[${i}]`, enemy);
    integerIn(`enemies[${i}].ac`, DC_RANGE.min, DC_RANGE.max, fields.ac);
    setupObject(`enemies[${i}].quirks`, fields.quirks);
  });
  integerList("bonuses", setup.bonuses, FIGHT_RANGES.bonus);
  for (const field of ["enemyHarm", "weaponHarm", "classSlots", "endurance", "strength", "maxRounds"] as const) integerIn(field, FIGHT_RANGES[field].min, FIGHT_RANGES[field].max, setup[field]);
  oneOf("ladder", LADDERS, setup.ladder);
  aFlag("quirks", setup.quirks);
  checkDeathSetup(deathSetupOf(setup));
  return setup;
}

/** The death-save chain of a fight's character (docs/rules.md 1.5). */
export function deathSetupOf(setup: FightSetup): DeathSetup {
  return { endurance: setup.endurance, allyBonus: setup.allyBonus, allyAttempts: setup.allyAttempts, allyFirst: setup.allyFirst, startDc: setup.startDc };
}

/**
 * The tally group of one fight: the enemy's CLI word and the attack bonus. O(1).
 * @example fightGroup({ name: "big-rat" }, 2) // "big-rat +2"
 */
export function fightGroup(enemy: Enemy, bonus: number): string {
  return `${enemy.name} ${bonus >= 0 ? "+" : ""}${bonus}`;
}

/**
 * The outcome categories of a fight against this enemy: `escaped` only for one that can disappear (the
 * Phase-Aligned Leprechaun, with quirks on). O(outcomes).
 * @example fightCategories({ quirks: { escapeAfterEffect: 0 } }, true).join(" ") // "win stabilised dies undecided"
 */
export function fightCategories(enemy: Enemy, quirks: boolean): FightOutcome[] {
  return FIGHT_OUTCOMES.filter((outcome) => outcome !== "escaped" || (quirks && enemy.quirks.escapeAfterEffect > 0));
}
