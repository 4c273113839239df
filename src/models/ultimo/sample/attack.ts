/**
 * Sampler of one attack exchange (docs/rules.md 3.9): a random hand and Dealer draw per trial, the damage
 * each side takes after soak, until the foe falls or the attacks run out.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import { checkCount, checkFoe, checkRules, DEALER_DECK_SIZE, checkQueenValue } from "../setup-checks.js";
import type { Random } from "../../../core/random.js";
import { damageDealt, damageTaken, maxExchangeDamage } from "../damage.js";
import type { Foe } from "../foes.js";
import { OUTCOMES } from "../outcome.js";
import type { ChallengeRules } from "../rules.js";
import { HandChallenge } from "./hand.js";
import { armorHolds, damageAfterSoak } from "../soak.js";

/** One attacker against one foe, as the attack sampler needs it. */
export interface AttackSetup {
  readonly handSize: number;
  /** Attack power: the card limit. */
  readonly limit: number;
  readonly weapon: number;
  /** The player's soak. */
  readonly soak: number;
  readonly foe: Foe;
  readonly difficulty: number;
  readonly foeWeapon: number;
  readonly rules: ChallengeRules;
  readonly queenValue: number;
  /** Attacks-to-defeat counts up to this; later defeats (or none) fall in "more". */
  readonly maxAttacks: number;
}

/**
 * The categories of the attacks-to-defeat group: "1".."max" and "more than max". O(max).
 * @example attackCountCategories(2) // ["1", "2", "more than 2"]
 */
export function attackCountCategories(maxAttacks: number): string[] {
  return [...Array.from({ length: maxAttacks }, (_, n) => String(n + 1)), `more than ${maxAttacks}`];
}

/**
 * Checks an attack setup once: hand size and attack power 1..20, weapons and soak 0..1000, the foe, the
 * difficulty 0..54, the rules, the queen value 2..10 and maxAttacks 1..1000.
 * @throws {OddsmithError} naming the first field out of range, e.g. `setup.handSize`.
 */
export function checkAttackSetup(setup: AttackSetup): void {
  checkCount("setup.handSize", 1, 20, setup.handSize);
  checkCount("setup.limit", 1, 20, setup.limit);
  checkCount("setup.weapon", 0, 1000, setup.weapon);
  checkCount("setup.soak", 0, 1000, setup.soak);
  checkFoe(setup.foe);
  checkCount("setup.difficulty", 0, DEALER_DECK_SIZE, setup.difficulty);
  checkCount("setup.foeWeapon", 0, 1000, setup.foeWeapon);
  checkRules(setup.rules);
  checkQueenValue("setup.queenValue", setup.queenValue);
  checkCount("setup.maxAttacks", 1, 1000, setup.maxAttacks);
}

/**
 * The trial loop of `oddsmith ultimo attack` (docs/rules.md 3.9): a fresh random hand laid greedily against
 * the foe's attack power; the first exchange's damage dealt (after the foe's soak, its armor intact) and
 * taken (after the player's soak) as groups "dealt" and "taken" over damage-0..max (the exact attack's
 * outcome names), its outcome, and the means of both; then more exchanges, each with a fresh hand as the
 * exact model assumes, until the foe's health is gone — the attack that fells it as group "attacks", up to
 * `maxAttacks`. Damage from damageDealt/damageTaken, soak and armor from soak.ts. Cost per trial:
 * O(attacks × (hand + kinds + D²)), attacks ≤ maxAttacks.
 * @throws {OddsmithError} when a figure of the setup is out of range (checkAttackSetup), naming it.
 * @example sampleAttack({ handSize: 7, limit: 5, weapon: 0, soak: 0, foe: { name: "Fanatic", health: 6, soak: 1, armor: 0, melee: 6, ranged: 4, meleeWeapon: 0, rangedWeapon: 0, patience: 0, guideline: { kind: "minion", min: 1, max: 2 } }, difficulty: 6, foeWeapon: 0, rules: DEFAULT_RULES, queenValue: 2, maxAttacks: 20 }).layout.groups[0].categories.length // 10
 */
export function sampleAttack(setup: AttackSetup): SamplePlan {
  checkAttackSetup(setup);
  const { handSize, limit, weapon, soak, foe, difficulty, foeWeapon, maxAttacks } = setup;
  const kernel = new HandChallenge(setup.rules, setup.queenValue, handSize, difficulty);
  const maxDamage = maxExchangeDamage(Math.min(limit, handSize), weapon, foeWeapon, difficulty, foe.soak, soak);
  const damages = Array.from({ length: maxDamage + 1 }, (_, damage) => `damage-${damage}`);
  const layout: TallyLayout = {
    groups: [
      { name: "dealt", categories: damages },
      { name: "taken", categories: damages },
      { name: "outcome", categories: [...OUTCOMES] },
      { name: "attacks", categories: attackCountCategories(maxAttacks) },
    ],
    quantities: ["dealt", "taken"],
  };
  const slots = tallySlots(layout);
  const [dealtAt, takenAt, outcomeAt, attacksAt] = [slots.groupStart("dealt"), slots.groupStart("taken"), slots.groupStart("outcome"), slots.groupStart("attacks")];
  const [dealtSum, takenSum] = [slots.quantity("dealt"), slots.quantity("taken")];
  const toughness = foe.soak - foe.armor;
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      let health = foe.health;
      let intact = foe.armor > 0;
      let attack = 0;
      while (health > 0 && attack < maxAttacks) {
        attack++;
        kernel.drawHand(random, handSize);
        kernel.layGreedy(limit);
        kernel.dealer.deal(random, difficulty);
        const outcome = kernel.resolve();
        const raw = damageDealt(outcome, kernel.successes, weapon);
        const dealt = damageAfterSoak(raw, toughness, foe.armor, intact, false);
        intact = intact && armorHolds(raw, foe.armor);
        health -= dealt;
        if (attack === 1) {
          const taken = Math.max(0, damageTaken(outcome, kernel.failures, foeWeapon) - soak);
          // Each group is laid out above for every value the exchange can give (dealt and taken up to its most, the
          // 5 outcomes). Unchecked like the kernel's reads (hand.ts): f64Add here cost +1.2% instructions (callgrind).
          tally[dealtAt + dealt]!++;
          tally[takenAt + taken]!++;
          tally[outcomeAt + outcome]!++;
          addQuantity(tally, dealtSum, dealt);
          addQuantity(tally, takenSum, taken);
        }
      }
      tally[attacksAt + (health <= 0 ? attack - 1 : maxAttacks)]!++;
    }
  };
  return { layout, run };
}
