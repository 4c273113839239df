/**
 * The trial loop of a Kingstone fight (docs/rules.md 1.1, 1.2, 1.5; the rules of a fight in fight.ts): the
 * character's attacks, the enemy's effect, the quirks and the death saves, one fight at a time.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, i32At } from "../../../core/typed-index.js";
import { meetsDc } from "../check.js";
import { NO_QUIRKS, RAT_ROLL, SKYRAT_ROLL, harmSlots, type EnemyQuirks } from "../enemies.js";
import { checkFightSetup, deathSetupOf, fightCategories, fightGroup, FIGHT_OUTCOMES, type FightOutcome, type FightSetup } from "../fight.js";
import { degreeOf, extraEffect, type Ladder } from "../ladder.js";
import { deathSavesRoller, roll2d6 } from "./death-saves.js";

// Margins beyond ±MARGIN_LIMIT read as the limit (far outside any reachable total: |bonus| ≤ 20,
// AC ≤ 40, a Grudgebearer penalty ≤ 2 × 20).
const MARGIN_LIMIT = 128;

/** The code a fight returns for an outcome: its index in FIGHT_OUTCOMES. */
const codeOf = (outcome: FightOutcome): number => FIGHT_OUTCOMES.indexOf(outcome);
const WIN = codeOf("win");
const STABILISED = codeOf("stabilised");
const DIES = codeOf("dies");
const ESCAPED = codeOf("escaped");
const UNDECIDED = codeOf("undecided");

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

/** The enemy closest to falling: the first with the least harm left of the `count` standing. O(count). */
function closestToFalling(left: Int32Array, count: number): number {
  let target = 0;
  let least = i32At(left, 0);
  for (let k = 1; k < count; k++) {
    const harmLeft = i32At(left, k);
    if (harmLeft < least) {
      target = k;
      least = harmLeft;
    }
  }
  return target;
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
    const half = i32At(enemySlots, target) >> 1;
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
      const target = closestToFalling(left, count);
      const least = i32At(left, target);
      const margin = roll2d6(random) + bonus - penalty - ac;
      penalty = 0;
      if (margin >= 0) {
        let dealt = weaponHarm + i32At(extraOf, marginIndex(margin)) - q.harmReduction;
        if (dealt < 0) dealt = 0;
        if (dealt > least) dealt = least;
        left[target] = least - dealt;
        penalty = q.penaltyPerHarm * dealt;
        if (q.returnsOnePer > 0) {
          const before = Math.floor(dameTaken / q.returnsOnePer);
          dameTaken += dealt;
          harm += Math.floor(dameTaken / q.returnsOnePer) - before;
        }
        if (dealt === least) {
          count--;
          left[target] = i32At(left, count);
          enemySlots[target] = i32At(enemySlots, count);
          if (count === 0) return WIN;
        }
      } else {
        let effect = i32At(extraOf, marginIndex(margin)) * q.effectMultiplier;
        // The Big Rat's trade: one effect for End vs 7, two harm on a fail.
        if (q.enduranceTrade && effect >= 1) effect += meetsDc(roll2d6(random) + endurance, RAT_ROLL.dc) ? -1 : RAT_ROLL.harm - 1;
        gathered += effect;
        if (q.copiesPerEffect) count = copy(target, effect, count);
        if (q.healsPerHarmDealt > 0) left[target] = Math.min(i32At(enemySlots, target), i32At(left, target) + q.healsPerHarmDealt * effect);
        if (q.strengthRoll && !meetsDc(roll2d6(random) + strength, SKYRAT_ROLL.dc)) effect += SKYRAT_ROLL.harm;
        harm += effect;
      }
      // One more harm than the slots knocks the character down: the death saves decide.
      if (harm > slots) return deathSaves(random) > 0 ? STABILISED : DIES;
      if (q.escapeAfterEffect > 0 && gathered >= q.escapeAfterEffect) return ESCAPED;
      if (q.regeneration > 0) for (let k = 0; k < count; k++) left[k] = Math.min(i32At(enemySlots, k), i32At(left, k) + q.regeneration);
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
  // One fixed-shape record per fight, in tally order: its inputs and its counters.
  const plays = fights.map(({ enemy, bonus, group, quirks }, f) => ({
    bonus,
    ac: enemy.ac,
    quirks,
    categories: categoryAt.subarray(f * FIGHT_OUTCOMES.length, (f + 1) * FIGHT_OUTCOMES.length),
    roundsAt: slots.quantity(`${group} rounds`),
    harmAt: slots.quantity(`${group} harmTaken`),
  }));
  const player = fightPlayer(setup);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      for (const fight of plays) {
        const outcome = player.play(random, fight.bonus, fight.ac, fight.quirks);
        f64Add(tally, i32At(fight.categories, outcome), 1);
        addQuantity(tally, fight.roundsAt, player.rounds());
        addQuantity(tally, fight.harmAt, player.harm());
      }
    }
  };
  return { layout, run };
}
