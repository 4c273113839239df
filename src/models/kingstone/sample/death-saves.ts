/**
 * The death saves' trial loop (docs/rules.md 1.5): the dying character's saves and the ally's attempts,
 * round by round, until one decides.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantities, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, i32Add, i32At, u8At } from "../../../core/typed-index.js";
import { meetsDc } from "../check.js";
import { ALLY_FIRST_DC, checkDeathSetup, DEATH_DC_STEP, DEATH_OUTCOMES, type DeathSetup } from "../death-saves.js";

/** The tally group of the outcome, and the one of the round it is decided in. */
export const DEATH_GROUP = "outcome";
export const DEATH_ROUND_GROUP = "round";

// The total of each of the 36 ordered 2d6 rolls.
const TWO_D6_TOTALS = Uint8Array.from({ length: 36 }, (_, code) => (code % 6) + Math.floor(code / 6) + 2);

/**
 * One 2d6 total from one draw over the 36 ordered rolls. O(1), no allocation.
 * @example roll2d6({ below: (n) => n - 1, uint32: () => 0, float: () => 0 }) // 12
 */
export function roll2d6(random: Random): number {
  return u8At(TWO_D6_TOTALS, random.below(36));
}

/**
 * The last round a death-save chain can reach (docs/rules.md 1.5): the first round whose DC is above
 * 12 + Endurance, where the character surely dies. O(1).
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkDeathSetup}).
 * @example deathRoundLimit({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 }) // 3
 */
export function deathRoundLimit(setup: DeathSetup): number {
  checkDeathSetup(setup);
  return setup.startDc > 12 + setup.endurance ? 1 : Math.floor((12 + setup.endurance - setup.startDc) / DEATH_DC_STEP) + 2;
}

/**
 * One death-save chain played with dice, as a function built once for a setup (the setup checked here,
 * never per chain), in the order `solveDeathSaves` weighs it (docs/rules.md 1.5): round k, the allies' pending
 * tries (with allyFirst: DC 4 before the first save, then the DC the character last tried), the
 * character's 2d6 + Endurance against startDc + 3(k − 1), dead when it does not meet it, then (without
 * allyFirst) the allies' tries against that DC. The chain returns +k when stabilised in round k, −k when
 * dead in round k. Each chain: O(rounds × allyAttempts) draws, no allocation.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkDeathSetup}).
 * @example deathSavesRoller({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 })({ below: () => 0, uint32: () => 0, float: () => 0 }) // -1
 */
export function deathSavesRoller(setup: DeathSetup): (random: Random) => number {
  checkDeathSetup(setup);
  return (random) => playDeathSaves(random, setup);
}

// One chain of a checked setup: the body of deathSavesRoller's function, a plain function so a trial loop inlines it.
function playDeathSaves(random: Random, setup: DeathSetup): number {
  let dc = setup.startDc;
  let pendingDc = setup.allyFirst ? ALLY_FIRST_DC : 0;
  for (let round = 1; ; round++) {
    if (pendingDc !== 0) {
      for (let a = 0; a < setup.allyAttempts; a++) if (meetsDc(roll2d6(random) + setup.allyBonus, pendingDc)) return round;
    }
    if (!meetsDc(roll2d6(random) + setup.endurance, dc)) return -round;
    if (setup.allyFirst) pendingDc = dc;
    else for (let a = 0; a < setup.allyAttempts; a++) if (meetsDc(roll2d6(random) + setup.allyBonus, dc)) return round;
    dc += DEATH_DC_STEP;
  }
}

/**
 * Plays one death-save chain with dice ({@link deathSavesRoller} for one chain; a trial loop builds the
 * roller once instead). Returns +k when stabilised in round k, −k when dead in round k.
 * O(rounds × allyAttempts) draws.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkDeathSetup}).
 * @example rollDeathSaves({ below: () => 0, uint32: () => 0, float: () => 0 }, { endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 }) // -1
 */
export function rollDeathSaves(random: Random, setup: DeathSetup): number {
  checkDeathSetup(setup);
  return playDeathSaves(random, setup);
}

/**
 * The category of the round group: the round and the outcome decided in it. O(1).
 * @example deathRoundCategory(2, "dies") // "round-2-dies"
 */
export function deathRoundCategory(round: number, outcome: (typeof DEATH_OUTCOMES)[number]): string {
  return `round-${round}-${outcome}`;
}

/** The most trials counted in Int32 cells before they are folded into the tally. */
const FOLD_EVERY = 2 ** 30;

/**
 * The trial loop of the death-save chain (docs/rules.md 1.5): one chain per trial, as {@link rollDeathSaves} plays it. Tallies
 * dies/stabilised (the exact `outcomes`), the round and outcome together, and the rounds until it is
 * decided. Cost per trial: O(rounds × allyAttempts) draws, rounds ≤ deathRoundLimit, and one integer count
 * by round and outcome (no allocation, no float write); O(deathRoundLimit) after each run to fold the counts.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkDeathSetup}).
 * @example sampleDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 }).layout.groups[1].categories.length // 6
 */
export function sampleDeathSaves(setup: DeathSetup): SamplePlan {
  checkDeathSetup(setup);
  const limit = deathRoundLimit(setup);
  const roundCategories: string[] = [];
  for (let round = 1; round <= limit; round++) for (const outcome of DEATH_OUTCOMES) roundCategories.push(deathRoundCategory(round, outcome));
  const layout: TallyLayout = {
    groups: [
      { name: DEATH_GROUP, categories: [...DEATH_OUTCOMES] },
      { name: DEATH_ROUND_GROUP, categories: roundCategories },
    ],
    quantities: ["rounds"],
  };
  const slots = tallySlots(layout);
  // Categories in DEATH_OUTCOMES order (dies, stabilised), and round k's pair at 2(k − 1).
  const outcomeAt = slots.groupStart(DEATH_GROUP);
  const roundAt = slots.groupStart(DEATH_ROUND_GROUP);
  const roundsAt = slots.quantity("rounds");
  // A trial counts its (round, outcome) cell; the outcomes and the rounds' sums follow after the run.
  const cells = new Int32Array(2 * limit);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let done = 0; done < trials; done += FOLD_EVERY) {
      const size = Math.min(FOLD_EVERY, trials - done);
      for (let trial = 0; trial < size; trial++) {
        const decided = playDeathSaves(random, setup);
        i32Add(cells, decided < 0 ? -2 * decided - 2 : 2 * decided - 1, 1);
      }
      for (let at = 0; at < cells.length; at++) {
        const count = i32At(cells, at);
        if (count === 0) continue;
        cells[at] = 0;
        f64Add(tally, outcomeAt + (at & 1), count);
        f64Add(tally, roundAt + at, count);
        addQuantities(tally, roundsAt, (at >> 1) + 1, count);
      }
    }
  };
  return { layout, run };
}
