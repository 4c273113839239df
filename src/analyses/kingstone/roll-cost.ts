/**
 * What one exact Kingstone roll costs (docs/rules.md 1.3), counted from its dice before any work (issue 23:
 * `kingstone check` stated a flat 0.01 s while 20d100 took 13 CPU-s). CPU seconds on the reference
 * machine (framework/exact-cost.ts), fitted to in-process solves of `kingstone check` on 2026-11-27: 20d100
 * 0.17–0.21 s, 10d100 0.026 s, 20d20 0.008 s, 20d100kh19 1.5 s, 20d100kh10 0.86 s, 2d100 one-die 0.66 s,
 * 3d20 one-die 0.085 s (each ±30% on the loaded machine).
 */
import { binomial } from "../../core/combinatorics.js";
import { diceCost } from "../../core/dice/dice-cost.js";
import type { DiceExpression } from "../../core/dice/expression.js";
import { checkRollDice, type DiceSetup } from "../../models/kingstone/roll.js";
import { itemAt } from "../../core/checked-index.js";
import type { ExactCost } from "../../framework/exact-cost.js";

/** Seconds per (result × bit²): writing each result's exact fraction and summing the cumulative column. */
const PER_RESULT_BIT2 = 5e-9;
/** Seconds per state step of a keep-highest/lowest term: sides² × dice² × kept. */
const PER_KEEP_STEP = 2e-8;
/** Seconds per (unordered roll × die × face) of the optimal one-die reroll. */
const PER_REROLL_STEP = 8e-7;
/**
 * Seconds per (unordered roll × die × face) of one more one-die reroll policy solved in a table or a pick
 * (`kingstone check` also derives its advice from a second policy and prints every result: PER_REROLL_STEP).
 * Fitted on 2026-11-27 in process, 3d20 one-die: the default table's 130 policies (DCs 4..16) took 2.5 s,
 * pick-dc's 38 (DCs 3..40) 1.2 s; a policy costs more where more rolls fail.
 */
const PER_REROLL_SOLVE_STEP = 3e-7;
/** Seconds per dice result read by one more solve: a cell's bigint sums, a DC's degrees. */
const PER_RESULT_SOLVE = 1e-6;
/** A solve's fixed cost: parsing, the degree ladder, the summary. */
const BASE_SECONDS = 0.002;
/** Seconds per big-integer step of the dice engine (core/dice/dice-cost.ts), as `dice roll` counts them. */
const PER_ENGINE_STEP = 3e-7;

/** A sum of plain pools (NdX, NdXkhK, NdXklK) and whole numbers, as the fits above were made on; an engine expression else. */
interface PlainTerm {
  readonly count: number;
  readonly sides: number;
  readonly kept: number;
}

/** The plain pools of an expression, or undefined when it has any other construct (then diceCost counts it). O(nodes). */
function plainTerms(expression: DiceExpression): PlainTerm[] | undefined {
  if (expression.kind === "number") return [];
  if (expression.kind === "binary" && expression.op !== "*") {
    const left = plainTerms(expression.left);
    const right = plainTerms(expression.right);
    return left === undefined || right === undefined || (expression.op === "-" && right.length > 0) ? undefined : [...left, ...right];
  }
  if (expression.kind !== "dice" || expression.explode !== undefined || expression.reroll !== undefined || expression.successes !== undefined) return undefined;
  if (expression.faces.some((face, i) => face !== i + 1) || expression.keeps.length > 1) return undefined;
  const keep = expression.keeps[0];
  if (keep !== undefined && keep.which !== "kh" && keep.which !== "kl") return undefined;
  return [{ count: expression.count, sides: expression.faces.length, kept: Math.min(keep?.count ?? expression.count, expression.count) }];
}

/**
 * The estimated CPU seconds of one exact roll of these dice, with its reroll: the results' exact fractions
 * (results × bits of the total²), each keep term's state machine (sides² × dice² × kept) and the one-die
 * reroll's policy (unordered rolls × dice × sides). O(terms).
 * @throws {OddsmithError} when the dice are not a dice expression with a numeric result.
 * @example rollSeconds({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }) < 0.01 // true
 */
export function rollSeconds(setup: Pick<DiceSetup, "dice" | "reroll">): number {
  const dice = checkRollDice(setup.dice);
  const terms = plainTerms(dice.expression);
  // Any other expression: the engine's own estimate (a one-die reroll refuses it).
  if (terms === undefined) return BASE_SECONDS + PER_ENGINE_STEP * diceCost(dice.expression).operations;
  let results = 1;
  let bits = 0;
  let seconds = BASE_SECONDS;
  for (const term of terms) {
    results += term.kept * (term.sides - 1);
    bits += term.count * Math.log2(term.sides);
    if (term.kept !== term.count) seconds += PER_KEEP_STEP * term.sides ** 2 * term.count ** 2 * term.kept;
  }
  seconds += PER_RESULT_BIT2 * results * bits ** 2;
  if (setup.reroll === "one-die" || setup.reroll === "one-die-if-failed") {
    const term = itemAt(terms, 0);
    seconds += PER_REROLL_STEP * Number(binomial(term.count + term.sides - 1, term.count)) * term.count * term.sides;
  }
  return seconds;
}

/**
 * The estimated CPU seconds of an analysis that solves the same dice `solves` times against different
 * bonuses or DCs (a table's cells and degree columns, a pick's candidate DCs): the plain roll once, as
 * rollSeconds without a reroll (it is cached: its keep term's state machine does not depend on bonus or
 * DC), then each solve reading every result (PER_RESULT_SOLVE) and, under a one-die reroll, solving its
 * own policy (PER_REROLL_SOLVE_STEP × unordered rolls × dice × faces). O(terms).
 * @throws {OddsmithError} when the dice are not a dice expression with a numeric result.
 * @example repeatedRollSeconds({ dice: "3d20", reroll: "one-die" }, 130).toFixed(3) // "3.613"
 */
export function repeatedRollSeconds(setup: Pick<DiceSetup, "dice" | "reroll">, solves: number): number {
  const dice = checkRollDice(setup.dice);
  const terms = plainTerms(dice.expression) ?? [];
  const [lowest, highest] = dice.bounds;
  const results = highest - lowest + 1;
  let perSolve = PER_RESULT_SOLVE * results;
  if (setup.reroll === "one-die" || setup.reroll === "one-die-if-failed") {
    const term = itemAt(terms, 0);
    perSolve += PER_REROLL_SOLVE_STEP * Number(binomial(term.count + term.sides - 1, term.count)) * term.count * term.sides;
  }
  return rollSeconds({ dice: setup.dice, reroll: "none" }) + solves * perSolve;
}

/**
 * The part of a roll's cost that the solver's cache shares among every solve of the same dice in a process
 * (the plain roll, keep terms included: it depends on neither bonus nor DC), keyed by the dice, for a
 * command's total (ExactCost's `shared`). O(terms).
 * @throws {OddsmithError} when the dice are not a dice expression with a numeric result.
 * @example plainRollShare("2d6").key // "kingstone roll 2d6"
 */
export function plainRollShare(dice: string): { key: string; seconds: number } {
  return { key: `kingstone roll ${dice}`, seconds: rollSeconds({ dice, reroll: "none" }) };
}

/**
 * The exact cost of an analysis that solves rolls of one dice expression (check, spell, table, pick-dc):
 * `seconds` as rollSeconds or repeatedRollSeconds count them, the plain roll shared among every solve of
 * the dice (plainRollShare), what it solves in words, and the smaller runs, the analysis's own (`fewer`)
 * first. O(terms).
 * @throws {OddsmithError} when the dice are not a dice expression with a numeric result.
 * @example rollCost("2d6", 0.01, "one roll of 2d6", "fewer --dc values, ").smaller // "fewer --dc values, fewer dice or faces, no keep term, or no one-die reroll"
 */
export function rollCost(dice: string, seconds: number, what: string, fewer = ""): ExactCost {
  return { seconds, shared: plainRollShare(dice), what, smaller: `${fewer}fewer dice or faces, no keep term, or no one-die reroll` };
}
