import type { SamplePlan } from "../../core/sample-plan.js";
import { integerIn, oneOf, OddsmithError } from "../../core/errors.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../core/estimate.js";
import type { Random } from "../../core/random.js";
import { checkDeathSetup, meetsDc, type DeathSetup } from "./death.js";
import { NO_QUIRKS, RAT_ROLL, SKYRAT_ROLL, harmSlots, type Enemy, type EnemyQuirks } from "./enemies.js";
import { degreeOf, extraEffect, LADDERS, type Ladder } from "./ladder.js";
import { DC_RANGE } from "./roll.js";
import { deathSavesRoller, roll2d6 } from "./sample-death.js";
import { aFlag, integerList, setupObject } from "./setup-fields.js";

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
  bonus: { min: -10, max: 20 },
  enemyHarm: { min: 1, max: 20 },
  weaponHarm: { min: 1, max: 4 },
  classSlots: { min: 1, max: 20 },
  endurance: { min: 0, max: 6 },
  strength: { min: -10, max: 20 },
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
function deathSetupOf(setup: FightSetup): DeathSetup {
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

// Margins beyond ±MARGIN_LIMIT read as the limit (far outside any reachable total: |bonus| ≤ 20,
// AC ≤ 40, a Grudgebearer penalty ≤ 2 × 20).
const MARGIN_LIMIT = 128;

// The outcome codes a fight returns: indices into FIGHT_OUTCOMES.
const WIN = 0;
const STABILISED = 1;
const DIES = 2;
const ESCAPED = 3;
const UNDECIDED = 4;

/** The extra effect of every margin on a ladder, indexed by {@link marginIndex}. O(MARGIN_LIMIT). */
function extraEffectByMargin(ladder: Ladder): Int32Array {
  const extraOf = new Int32Array(2 * MARGIN_LIMIT + 1);
  for (let m = -MARGIN_LIMIT; m <= MARGIN_LIMIT; m++) extraOf[m + MARGIN_LIMIT] = extraEffect(degreeOf(m, ladder));
  return extraOf;
}

/** A margin's index in the extra-effect table; margins beyond ±MARGIN_LIMIT read as the limit. O(1). */
function marginIndex(margin: number): number {
  return margin < -MARGIN_LIMIT ? 0 : margin > MARGIN_LIMIT ? 2 * MARGIN_LIMIT : margin + MARGIN_LIMIT;
}

/** One fight at a time, with the rounds it lasted and the harm the character took in the last one. */
interface FightPlayer {
  /** Plays one fight; returns its outcome's index in FIGHT_OUTCOMES. No allocation. */
  readonly play: (random: Random, bonus: number, ac: number, quirks: EnemyQuirks) => number;
  readonly rounds: () => number;
  readonly harm: () => number;
}

/**
 * The fight loop for one setup, its tables and scratch built once: each round the character attacks the
 * enemy closest to falling; a hit deals the weapon's harm plus the extra effect of its degree, a miss
 * gives the enemy the failure's extra effect as harm to the character, and quirks act as `Enemy.quirks`
 * states them. One more harm than the slots knocks the character down and the death saves decide.
 */
function fightPlayer(setup: FightSetup): FightPlayer {
  const extraOf = extraEffectByMargin(setup.ladder);
  const slots = harmSlots(setup.classSlots, setup.endurance);
  const deathSaves = deathSavesRoller(deathSetupOf(setup));
  // The enemies standing (a bacterium's copies join them): harm left and harm slots of each.
  const capacity = 1 + slots + 64;
  const left = new Int32Array(capacity);
  const enemySlots = new Int32Array(capacity);
  const { weaponHarm, enemyHarm, maxRounds, strength, endurance } = setup;
  let rounds = 0;
  let harm = 0;

  /** A bacterium's copies for `effect` (half its slots each); returns the enemies now standing. */
  const copy = (target: number, effect: number, standing: number): number => {
    const half = enemySlots[target]! >> 1;
    for (let e = 0; e < effect && half > 0 && standing < capacity; e++) {
      left[standing] = half;
      enemySlots[standing] = half;
      standing++;
    }
    return standing;
  };

  const play = (random: Random, bonus: number, ac: number, q: EnemyQuirks): number => {
    let count = 1;
    left[0] = enemyHarm;
    enemySlots[0] = enemyHarm;
    let gathered = 0;
    let penalty = 0;
    let dameTaken = 0;
    rounds = 0;
    harm = 0;
    for (;;) {
      if (rounds === maxRounds) return UNDECIDED;
      rounds++;
      // The character attacks the enemy closest to falling (a bacterium's smallest copy first).
      let target = 0;
      for (let k = 1; k < count; k++) if (left[k]! < left[target]!) target = k;
      const margin = roll2d6(random) + bonus - penalty - ac;
      penalty = 0;
      if (margin >= 0) {
        let dealt = weaponHarm + extraOf[marginIndex(margin)]! - q.harmReduction;
        if (dealt < 0) dealt = 0;
        if (dealt > left[target]!) dealt = left[target]!;
        left[target]! -= dealt;
        penalty = q.penaltyPerHarm * dealt;
        if (q.returnsOnePer > 0) {
          const before = Math.floor(dameTaken / q.returnsOnePer);
          dameTaken += dealt;
          harm += Math.floor(dameTaken / q.returnsOnePer) - before;
        }
        if (left[target] === 0) {
          count--;
          left[target] = left[count]!;
          enemySlots[target] = enemySlots[count]!;
          if (count === 0) return WIN;
        }
      } else {
        let effect = extraOf[marginIndex(margin)]! * q.effectMultiplier;
        // The Big Rat's trade: one effect for End vs 7, two harm on a fail.
        if (q.enduranceTrade && effect >= 1) effect += meetsDc(roll2d6(random) + endurance, RAT_ROLL.dc) ? -1 : RAT_ROLL.harm - 1;
        gathered += effect;
        if (q.copiesPerEffect) count = copy(target, effect, count);
        if (q.healsPerHarmDealt > 0) left[target] = Math.min(enemySlots[target]!, left[target]! + q.healsPerHarmDealt * effect);
        if (q.strengthRoll && !meetsDc(roll2d6(random) + strength, SKYRAT_ROLL.dc)) effect += SKYRAT_ROLL.harm;
        harm += effect;
      }
      // One more harm than the slots knocks the character down: the death saves decide.
      if (harm > slots) return deathSaves(random) > 0 ? STABILISED : DIES;
      if (q.escapeAfterEffect > 0 && gathered >= q.escapeAfterEffect) return ESCAPED;
      if (q.regeneration > 0) for (let k = 0; k < count; k++) left[k] = Math.min(enemySlots[k]!, left[k]! + q.regeneration);
    }
  };
  return { play, rounds: () => rounds, harm: () => harm };
}

/**
 * The trial loop of a Kingstone fight (seed 001: "enemies have no turns … if you fail rolls, they get to
 * influence you through Effect"): each round the character attacks with 2d6 + bonus against the enemy's
 * AC. A hit deals the weapon's harm plus one per extra degree of success (the worked example's reading
 * of extra effect as harm); a miss gives the enemy the failure's extra effect (degree − 1 on the ladder,
 * `extraEffect(degreeOf(m))`) as harm to the character. The enemy is beaten when its harm is used up; the
 * character falls on taking one more harm than its slots, and the death-save chain (`deathSavesRoller`,
 * the death analysis's own rules) decides dies or stabilised. Quirks as `Enemy.quirks` states them.
 * Tallies one group per (enemy, bonus) and the rounds and harm taken of each. Cost per trial:
 * O(Σ fights × rounds) draws (a bacterium fight also scans its copies each round); no allocation.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkFightSetup}).
 * @example sampleFight({ enemies: [ENEMIES[0]], bonuses: [2], enemyHarm: 4, weaponHarm: 2, classSlots: 3, endurance: 0, strength: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7, ladder: "paired", quirks: true, maxRounds: 100 }).layout.groups[0].name // "big-rat +2"
 */
export function sampleFight(setup: FightSetup): SamplePlan {
  checkFightSetup(setup);
  const fights = setup.enemies.flatMap((enemy) => setup.bonuses.map((bonus) => ({ enemy, bonus, group: fightGroup(enemy, bonus), quirks: setup.quirks ? enemy.quirks : NO_QUIRKS })));
  const layout: TallyLayout = {
    groups: fights.map(({ enemy, group }) => ({ name: group, categories: fightCategories(enemy, setup.quirks) })),
    quantities: fights.flatMap(({ group }) => [`${group} rounds`, `${group} harmTaken`]),
  };
  const slots = tallySlots(layout);
  // categoryAt[f · 5 + outcome]: the tally counter of that outcome of fight f (−1 where the fight has no such outcome).
  const categoryAt = new Int32Array(fights.length * FIGHT_OUTCOMES.length).fill(-1);
  fights.forEach(({ enemy, group }, f) => {
    for (const outcome of fightCategories(enemy, setup.quirks)) categoryAt[f * FIGHT_OUTCOMES.length + FIGHT_OUTCOMES.indexOf(outcome)] = slots.category(group, outcome);
  });
  const roundsAt = Int32Array.from(fights, ({ group }) => slots.quantity(`${group} rounds`));
  const harmAt = Int32Array.from(fights, ({ group }) => slots.quantity(`${group} harmTaken`));
  const bonusOf = Int32Array.from(fights, (f) => f.bonus);
  const acOf = Int32Array.from(fights, (f) => f.enemy.ac);
  const quirksOf = fights.map((f) => f.quirks);
  const player = fightPlayer(setup);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      for (let f = 0; f < fights.length; f++) {
        const outcome = player.play(random, bonusOf[f]!, acOf[f]!, quirksOf[f]!);
        tally[categoryAt[f * FIGHT_OUTCOMES.length + outcome]!]!++;
        addQuantity(tally, roundsAt[f]!, player.rounds());
        addQuantity(tally, harmAt[f]!, player.harm());
      }
    }
  };
  return { layout, run };
}
