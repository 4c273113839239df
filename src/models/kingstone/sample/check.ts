/**
 * The check's trial loop (docs/rules.md 1.1–1.3): the dice thrown once a trial, the reroll rule applied,
 * the total read on the ladder through tables built once.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { oneDieRerollPolicy, wholeRerollPolicy, type DicePool } from "../../../core/dice/dice.js";
import { expressionThrower } from "../../../core/dice/expression-thrower.js";
import { orderedRollCount, orderedRollResults } from "../../../core/dice/ordered-rolls.js";
import { addQuantities, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, f64At, i32At } from "../../../core/typed-index.js";
import { solveCheck } from "../check.js";
import { degreeName, degreeOf, extraEffect, signedEffect } from "../ladder.js";
import { checkRollDice, checkRollSetup, rerollPool, rerollRule, solveRoll, type RollSetup } from "../roll.js";

/** The tally group of a check's degrees (the same names as the exact `outcomes`). */
export const CHECK_GROUP = "degree";

/** The per-trial quantities of a check, named as the exact summary figures they estimate. */
export const CHECK_QUANTITIES = ["expectedEffect", "expectedExtraSuccessEffect", "expectedExtraFailureEffect"] as const;

/** The dice of one check as tables: see {@link checkDice}. */
export interface CheckDice {
  /**
   * The number of ordered rolls (Π sides^count) when they are tabled; a throw is one uniform code below
   * it. 1 when the dice have more ordered rolls than CHECK_TABLE_LIMIT: `finish` then throws them itself.
   */
  readonly size: number;
  /** The final dice result less the dice's `offset` (their constant, or their least result when lower) of the thrown ordered roll `code`, drawing again only for a reroll. */
  readonly finish: (code: number, random: Random) => number;
  /** The final dice result less the dice's offset of a fresh throw. */
  readonly roll: (random: Random) => number;
}

/** The most ordered rolls a check's dice are tabled for; larger dice are thrown die by die. */
export const CHECK_TABLE_LIMIT = 100_000;

/** The one-die reroll of every ordered roll: the place value sides^i of the die to reroll, or 0 to keep. */
function rerollPlaces(setup: RollSetup, pool: DicePool, size: number): Int32Array {
  const { count, sides } = pool;
  const rerollPlace = new Int32Array(size);
  const faceOfUnordered = new Map<string, number>();
  for (const decision of oneDieRerollPolicy(pool, rerollRule(setup))) {
    if (decision.rerolledFace !== undefined) faceOfUnordered.set(decision.roll.faces.join(","), decision.rerolledFace);
  }
  const faces: number[] = new Array<number>(count);
  for (let code = 0; code < size; code++) {
    for (let i = 0, rest = code; i < count; i++, rest = Math.floor(rest / sides)) faces[i] = (rest % sides) + 1;
    const face = faceOfUnordered.get([...faces].sort((a, b) => b - a).join(","));
    // Any die showing the chosen face will do: equal dice are the same choice.
    if (face !== undefined) rerollPlace[code] = sides ** faces.indexOf(face);
  }
  return rerollPlace;
}

/**
 * The dice of a check as lookup tables built once from the exact solver's own rule code: the result of
 * every ordered roll (`orderedRollResult`), the optimal one-die reroll of every roll (`oneDieRerollPolicy`,
 * the policy `solveRoll` sums over) and the results an optimal whole reroll rerolls (`wholeRerollPolicy`).
 * `roll(random)` then draws a check's final dice result without allocating: one draw over every ordered
 * roll, plus one more for a rerolled die or roll. `finish(code, random)` is the same from an ordered roll
 * `code` (0 ≤ code < `size`) already drawn, so one throw can serve several checks whose reroll decisions
 * differ (the table sampler). Dice with more than CHECK_TABLE_LIMIT ordered rolls (never rerolled one die
 * at a time), or whose dice may be thrown again (a reroll of faces, an explosion), are thrown die by die
 * instead (`expressionThrower`, the same draws a table's code stands for). Results are less the dice's
 * `offset` (checkRollDice: their constant, or their least result when lower), so they index from 0
 * ({@link checkDegrees} adds it back). Tables: O(ordered rolls × dice²).
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkRollSetup}).
 * @example ((dice) => dice.roll({ below: (n) => n - 1, uint32: () => 0, float: () => 0 }))(checkDice({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 0, dc: 7 })) // 12
 */
export function checkDice(setup: RollSetup): CheckDice {
  checkRollSetup(setup);
  const dice = checkRollDice(setup.dice);
  const offset = dice.offset;
  const ordered = orderedRollCount(dice.expression);
  const tabled = ordered <= CHECK_TABLE_LIMIT;
  const size = tabled ? ordered : 1;
  const throwExpression = expressionThrower(dice.expression);
  const throwDice = (random: Random): number => throwExpression(random) - offset;
  const resultOf = tabled ? Int32Array.from(orderedRollResults(dice.expression), (result) => result - offset) : new Int32Array(1);
  const oneDie = setup.reroll === "one-die" || setup.reroll === "one-die-if-failed";
  const pool = oneDie ? rerollPool(dice, setup.reroll) : undefined;
  const rerollPlace = pool === undefined ? new Int32Array(size) : rerollPlaces(setup, pool, size);
  const sides = pool?.sides ?? 1;
  const whole = solveRoll({ ...setup, reroll: "none" });
  const rerollWholeAt = new Uint8Array(Math.max(...whole.outcomes) - offset + 1);
  if (setup.reroll === "whole-if-failed") for (const result of wholeRerollPolicy(whole, rerollRule(setup))) rerollWholeAt[result - offset] = 1;
  const wholeReroll = setup.reroll === "whole-if-failed";
  // The trial path reads its tables unchecked (a checked read cost 10–15% of this loop, issue 25): every code
  // is below `size`, the tables' length, and a reroll stays inside the same ordered rolls.
  const fresh = (random: Random): number => (tabled ? resultOf[random.below(size)]! : throwDice(random));

  const finish = (code: number, random: Random): number => {
    const place = rerollPlace[code]!;
    if (place !== 0) {
      // Replace the chosen die with a fresh one.
      const old = Math.floor(code / place) % sides;
      return resultOf[code + (random.below(sides) - old) * place]!;
    }
    const result = tabled ? resultOf[code]! : throwDice(random);
    return wholeReroll && rerollWholeAt[result] === 1 ? fresh(random) : result;
  };
  return {
    size,
    finish,
    // One uniform draw over the ordered rolls is the dice thrown at once.
    roll: (random) => finish(random.below(size), random),
  };
}

/** A check's degrees as tables over the dice result: see {@link checkDegrees}. */
export interface CheckDegrees {
  /** The degree names the exact solver gives (every result the policy can reach), in display order. */
  readonly categories: readonly string[];
  /** Indexed by dice result less the dice's offset: the index of its degree in `categories` (−1 for no reachable result). */
  readonly categoryOf: Int32Array;
  /** Indexed by dice result less the dice's offset: the signed effect, and the extra effects of a success and of a failure. */
  readonly effectOf: Float64Array;
  readonly extraSuccessOf: Float64Array;
  readonly extraFailureOf: Float64Array;
}

/**
 * The degree of every dice result of a check (docs/rules.md 1.2), read once with the exact solver's
 * `degreeOf` on the margin result + bonus − DC, and named as `solveCheck` names them. O(results + check).
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkRollSetup}).
 * @example checkDegrees({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 0, dc: 7 }).categoryOf[7] // 2
 */
export function checkDegrees(setup: RollSetup): CheckDegrees {
  checkRollSetup(setup);
  const categories = solveCheck(setup).degrees.outcomes;
  // Indexed by the dice result less the dice's offset (as {@link checkDice} gives it).
  const offset = checkRollDice(setup.dice).offset;
  const maxResult = Math.max(...solveRoll({ ...setup, reroll: "none" }).outcomes) - offset;
  const categoryOf = new Int32Array(maxResult + 1).fill(-1);
  const effectOf = new Float64Array(maxResult + 1);
  const extraSuccessOf = new Float64Array(maxResult + 1);
  const extraFailureOf = new Float64Array(maxResult + 1);
  for (let result = 0; result <= maxResult; result++) {
    const degree = degreeOf(result + offset + setup.bonus - setup.dc, setup.ladder);
    categoryOf[result] = categories.indexOf(degreeName(degree));
    effectOf[result] = signedEffect(degree);
    (degree.result === "success" ? extraSuccessOf : extraFailureOf)[result] = extraEffect(degree);
  }
  return { categories, categoryOf, effectOf, extraSuccessOf, extraFailureOf };
}

/** The most trials counted in Int32 counts before they are folded into the tally. */
const FOLD_EVERY = 2 ** 30;

/**
 * The trial loop of one Kingstone check (docs/rules.md 1.1–1.3): the dice of {@link checkDice} (the same
 * optimal reroll decisions as the exact solver), then the degree of the margin on the ladder (a table
 * built once with `degreeOf`). Tallies the degree names of the exact `outcomes` and the signed effect and
 * extra effects whose means the exact summary gives. Cost per trial: one draw (two on a reroll) and one
 * integer count by dice result, no allocation, no float write; O(results) after each run to fold the counts.
 * The plan resets (its only scratch state is the counts), so a thread builds it once, not once a shard.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkRollSetup}).
 * @example sampleCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: 3, dc: 10 }).layout.groups[0].categories.join(" ") // "success-3 success-2 success-1 failure-1 failure-2 failure-3"
 */
export function sampleCheck(setup: RollSetup): SamplePlan {
  checkRollSetup(setup);
  const dice = checkDice(setup);
  const { categories, categoryOf, effectOf, extraSuccessOf, extraFailureOf } = checkDegrees(setup);
  const layout: TallyLayout = { groups: [{ name: CHECK_GROUP, categories }], quantities: [...CHECK_QUANTITIES] };
  const slots = tallySlots(layout);
  const groupAt = slots.groupStart(CHECK_GROUP);
  const effectAt = slots.quantity("expectedEffect");
  const successAt = slots.quantity("expectedExtraSuccessEffect");
  const failureAt = slots.quantity("expectedExtraFailureEffect");
  // A trial counts its dice result (an integer); the degrees and the effects' sums and sums of squares
  // follow from the counts after the run (the effects are integers, so the sums are exact either way).
  const counts = new Int32Array(categoryOf.length);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let done = 0; done < trials; done += FOLD_EVERY) {
      const size = Math.min(FOLD_EVERY, trials - done);
      // Unchecked: a dice result less the offset is below the counts' length (one per result), as checkDegrees builds them.
      for (let trial = 0; trial < size; trial++) counts[dice.roll(random)]! += 1;
      for (let result = 0; result < counts.length; result++) {
        const count = i32At(counts, result);
        if (count === 0) continue;
        counts[result] = 0;
        f64Add(tally, groupAt + i32At(categoryOf, result), count);
        addQuantities(tally, effectAt, f64At(effectOf, result), count);
        addQuantities(tally, successAt, f64At(extraSuccessOf, result), count);
        addQuantities(tally, failureAt, f64At(extraFailureOf, result), count);
      }
    }
  };
  // The counts are folded to zero at the end of each run; `reset` clears a run that stopped part-way, so
  // the engine keeps this plan from shard to shard (built once per thread, its loop stays compiled).
  return { layout, run, reset: () => void counts.fill(0) };
}
