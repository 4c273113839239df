/**
 * Sampler of a whole fight (docs/rules.md 3.9): exchanges until the character or the foe falls, with soak,
 * armor, devastating hits and the foe's patience.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { OddsmithError } from "../../../core/errors.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import { checkCount, checkFoe, checkRules, DEALER_DECK_SIZE, checkQueenValue } from "../setup-checks.js";
import type { Random } from "../../../core/random.js";
import { damageDealt, damageTaken } from "../damage.js";
import { OUTCOME_INDEX } from "../outcome.js";
import type { Foe } from "../foes.js";
import type { ChallengeRules } from "../rules.js";
import { HandChallenge } from "./hand.js";
import { armorHolds, armorSoak, damageAfterSoak } from "../soak.js";

/** How a fight ends, for the character (docs/rules.md 3.9): the foe falls first, or the character does, or neither by the last round. */
export const FIGHT_RESULTS = ["win", "unconscious", "dead", "undecided"] as const;
export type FightResult = (typeof FIGHT_RESULTS)[number];

/** The seed's devastating attack when a foe's patience runs out: "+3 damage". */
export const DEVASTATING_DAMAGE = 3;

/** A character against a foe, as the fight sampler takes them (every figure validated). */
export interface FightSetup {
  /** Attack power: the card limit. */
  readonly limit: number;
  /** The hand at full health; one card fewer below it (docs/rules.md 3.1: +1 stamina at full health). */
  readonly handSize: number;
  readonly health: number;
  readonly toughness: number;
  readonly armor: number;
  readonly durable: boolean;
  /** A shield's armor value; shields are durable (the seed's armor table). */
  readonly shield: number;
  readonly weapon: number;
  /** The character is unconscious at this health or less (and dead at 0 or less). */
  readonly unconsciousAt: number;
  readonly foe: Foe;
  /** The foe's attack power as played (after the threat rule), its weapon damage. */
  readonly difficulty: number;
  readonly foeWeapon: number;
  /** Horus's Patient Defense: damage that gets through comes off the foe's patience first, while it lasts. */
  readonly patientDefense: boolean;
  readonly maxRounds: number;
  readonly rules: ChallengeRules;
  readonly queenValue: number;
}

/**
 * Tally categories named by the integers from..n, for rounds and health lost. O(n).
 * @example countCategories(3) // ["1", "2", "3"]
 */
export function countCategories(n: number, from = 1): string[] {
  return Array.from({ length: n - from + 1 }, (_, i) => String(from + i));
}

/**
 * Checks a fight setup once: attack power and hand 1..20, health 1..1000 with unconsciousAt below it,
 * soak figures and weapons 0..1000, the foe, the difficulty 0..54, rounds 1..1000, the rules and the queen.
 * @throws {OddsmithError} naming the first field out of range, e.g. `setup.health`.
 */
export function checkFightSetup(setup: FightSetup): void {
  checkCount("setup.limit", 1, 20, setup.limit);
  checkCount("setup.handSize", 1, 20, setup.handSize);
  checkCount("setup.health", 1, 1000, setup.health);
  for (const field of ["toughness", "armor", "shield", "weapon", "foeWeapon"] as const) checkCount(`setup.${field}`, 0, 1000, setup[field]);
  checkCount("setup.unconsciousAt", 0, setup.health - 1, setup.unconsciousAt);
  if (typeof setup.durable !== "boolean") throw new OddsmithError("setup.durable", "true or false", setup.durable);
  if (typeof setup.patientDefense !== "boolean") throw new OddsmithError("setup.patientDefense", "true or false", setup.patientDefense);
  checkFoe(setup.foe);
  checkCount("setup.difficulty", 0, DEALER_DECK_SIZE, setup.difficulty);
  checkCount("setup.maxRounds", 1, 1000, setup.maxRounds);
  checkRules(setup.rules);
  checkQueenValue("setup.queenValue", setup.queenValue);
}

/**
 * The trial loop of `oddsmith ultimo fight` (docs/rules.md 3.9): exchanges until the foe's health is gone or
 * the character's health is at `unconsciousAt` or less, at most `maxRounds`. Each exchange is a fresh
 * hand from the character's own deck (one card fewer below full health), laid greedily against a fresh
 * Dealer draw of the foe's attack power; damageDealt/damageTaken give the hits, soak.ts the soak and the
 * armor that breaks (the character's armor and shield, the foe's armor; the character's durable armor and
 * shield keep half). Patience: each exchange in which the character deals more damage than it takes, takes
 * none, or scores a perfect success costs the foe 1 patience for each; at 0 the foe's next exchange hits
 * for +3 (DEVASTATING_DAMAGE), and the exchange after that is played against half its attack power; with
 * `patientDefense` the damage that gets through soak comes off patience before health, while it lasts. Both
 * sides' damage lands at once; a character who falls in the exchange that fells the foe counts as fallen.
 * Groups: "fight" (FIGHT_RESULTS), "foe" (felled or standing), "rounds" (the round the fight ended, or
 * the last), "health lost" (0..health); quantities rounds, damageTaken, damageDealt. Cost per trial:
 * O(rounds × (hand + kinds + D²)).
 * @throws {OddsmithError} when a figure of the setup is out of range (checkFightSetup), naming it.
 * @example sampleFight({ limit: 5, handSize: 7, health: 8, toughness: 2, armor: 0, durable: false, shield: 0, weapon: 0, unconsciousAt: 2, foe: { name: "f", health: 6, soak: 1, armor: 0, melee: 6, ranged: 4, meleeWeapon: 0, rangedWeapon: 0, patience: 0, guideline: { kind: "", min: 0, max: undefined } }, difficulty: 6, foeWeapon: 0, patientDefense: false, maxRounds: 30, rules: DEFAULT_RULES, queenValue: 2 }).layout.groups[0].categories // ["win", "unconscious", "dead", "undecided"]
 */
export function sampleFight(setup: FightSetup): SamplePlan {
  checkFightSetup(setup);
  const { limit, handSize, health, toughness, armor, durable, shield, weapon, unconsciousAt, foe, difficulty, foeWeapon, patientDefense, maxRounds } = setup;
  const kernel = new HandChallenge(setup.rules, setup.queenValue, handSize, difficulty);
  const layout: TallyLayout = {
    groups: [
      { name: "fight", categories: [...FIGHT_RESULTS] },
      { name: "foe", categories: ["felled", "standing"] },
      { name: "rounds", categories: countCategories(maxRounds) },
      { name: "health lost", categories: countCategories(health, 0) },
    ],
    quantities: ["rounds", "damageTaken", "damageDealt"],
  };
  const slots = tallySlots(layout);
  const [fightAt, foeAt, roundsAt, lostAt] = [slots.groupStart("fight"), slots.groupStart("foe"), slots.groupStart("rounds"), slots.groupStart("health lost")];
  const [roundsSum, takenSum, dealtSum] = [slots.quantity("rounds"), slots.quantity("damageTaken"), slots.quantity("damageDealt")];
  const foeToughness = foe.soak - foe.armor;
  const halfDifficulty = Math.floor(difficulty / 2);
  const woundedHand = Math.max(0, handSize - 1);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      let left = health;
      let foeLeft = foe.health;
      let armorIntact = armor > 0;
      let shieldIntact = shield > 0;
      let foeArmorIntact = foe.armor > 0;
      let patience = foe.patience;
      let patienceLeft = patience > 0;
      let devastating = false;
      let vulnerable = false;
      let dealtTotal = 0;
      let takenTotal = 0;
      let result = 3;
      let round = 0;
      while (round < maxRounds) {
        round++;
        kernel.drawHand(random, left >= health ? handSize : woundedHand);
        kernel.layGreedy(limit);
        kernel.dealer.deal(random, vulnerable ? halfDifficulty : difficulty);
        const outcome = kernel.resolve();
        const rawDealt = damageDealt(outcome, kernel.successes, weapon);
        const rawTaken = outcome === OUTCOME_INDEX.perfectSuccess ? 0 : damageTaken(outcome, kernel.failures, foeWeapon) + (devastating ? DEVASTATING_DAMAGE : 0);
        const dealt = damageAfterSoak(rawDealt, foeToughness, foe.armor, foeArmorIntact, false);
        foeArmorIntact = foeArmorIntact && armorHolds(rawDealt, foe.armor);
        const taken = Math.max(0, rawTaken - toughness - armorSoak(armor, armorIntact, durable) - armorSoak(shield, shieldIntact, true));
        armorIntact = armorIntact && armorHolds(rawTaken, armor);
        shieldIntact = shieldIntact && armorHolds(rawTaken, shield);
        // Patient Defense: what gets through soak comes off patience first ("damage absorbed by soak is not deducted").
        const absorbed = patientDefense && patience > 0 ? Math.min(patience, dealt) : 0;
        patience -= absorbed;
        foeLeft -= dealt - absorbed;
        left -= taken;
        dealtTotal += dealt;
        takenTotal += taken;
        vulnerable = devastating;
        devastating = false;
        if (patience > 0) patience -= (dealt > taken ? 1 : 0) + (taken === 0 ? 1 : 0) + (outcome === OUTCOME_INDEX.perfectSuccess ? 1 : 0);
        if (patienceLeft && patience <= 0) {
          patience = 0;
          patienceLeft = false;
          devastating = true;
        }
        if (left <= 0) result = 2;
        else if (left <= unconsciousAt) result = 1;
        else if (foeLeft <= 0) result = 0;
        if (result !== 3) break;
      }
      // Each group is laid out above for every value a fight can end with (4 results, 1..maxRounds rounds, 0..health
      // lost); unchecked as in attack.ts.
      tally[fightAt + result]!++;
      tally[foeAt + (foeLeft <= 0 ? 0 : 1)]!++;
      tally[roundsAt + round - 1]!++;
      tally[lostAt + health - Math.max(0, left)]!++;
      addQuantity(tally, roundsSum, round);
      addQuantity(tally, takenSum, takenTotal);
      addQuantity(tally, dealtSum, dealtTotal);
    }
  };
  return { layout, run };
}
