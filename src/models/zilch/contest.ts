/**
 * The contest (docs/rules.md 2.3): both sides test under their own targets; a lone success wins, two successes
 * go to the lower roll, equal rolls by the tie rule, two failures draw. Solved exactly over roll weights.
 */
import { itemAt } from "../../core/checked-index.js";
import { integerIn, oneOf } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { checkDie } from "./die.js";
import { rollWeights } from "./roll.js";
import { succeeds } from "./suit-test.js";
import { SUIT_RANGE } from "./target.js";
import { checkFlag, checkSetupObject, checkTarget } from "./setup-checks.js";

/** Who takes a tie between two successes with equal rolls (docs/rules.md 2.3, default `draw`). */
export const TIES = ["draw", "initiator", "higher-suit"] as const;
export type Ties = (typeof TIES)[number];

/** A contest's outcomes (docs/rules.md 2.3's JSON names). */
export const CONTEST_OUTCOMES = ["a-wins", "b-wins", "draw"] as const;
export type ContestOutcome = (typeof CONTEST_OUTCOMES)[number];

/** One contest: both targets, the tie rule and, for `higher-suit`, the two Suit values compared. */
export interface ContestSetup {
  readonly a: number;
  readonly b: number;
  readonly ties: Ties;
  readonly explodeChain: boolean;
  /** The die both sides roll (models/zilch/die.ts), `d12!d8` when absent. */
  readonly die?: string;
  /** The Suit values `higher-suit` compares; when absent, the higher target stands for the higher Suit. */
  readonly aSuit?: number;
  readonly bSuit?: number;
}

/**
 * Who takes two successes with equal rolls (docs/rules.md 2.3): a draw by default, side A with
 * `ties=initiator`, the higher Suit with `ties=higher-suit` (the higher target when no Suits are given;
 * equal Suits draw). O(1).
 * @example tieWinner({ a: 11, b: 6, ties: "higher-suit", explodeChain: false }) // "a-wins"
 */
export function tieWinner(setup: ContestSetup): ContestOutcome {
  const aSuit = setup.aSuit ?? setup.a;
  const bSuit = setup.bSuit ?? setup.b;
  if (setup.ties === "initiator" || (setup.ties === "higher-suit" && aSuit > bSuit)) return "a-wins";
  if (setup.ties === "higher-suit" && bSuit > aSuit) return "b-wins";
  return "draw";
}

/**
 * The outcome of one contest given both rolls (docs/rules.md 2.3): both fail → draw; one succeeds → it wins;
 * both succeed → the lower roll wins, equal rolls by {@link tieWinner}. The samplers' rule; the exact
 * solver sums the same cases over roll weights. O(1).
 * @example contestOutcome(4, 5, { a: 6, b: 6, ties: "draw", explodeChain: false }) // "a-wins"
 */
export function contestOutcome(aRoll: number, bRoll: number, setup: ContestSetup): ContestOutcome {
  const aSucceeds = succeeds(aRoll, setup.a);
  const bSucceeds = succeeds(bRoll, setup.b);
  if (aSucceeds && bSucceeds) return aRoll < bRoll ? "a-wins" : bRoll < aRoll ? "b-wins" : tieWinner(setup);
  return aSucceeds ? "a-wins" : bSucceeds ? "b-wins" : "draw";
}

/**
 * Checks a library caller's contest setup once, before a solver or sampler reads it (docs/rules.md 2.3). O(1).
 * @throws {OddsmithError} naming the first bad field: a and b targets from -3 to 26, ties one of TIES, explodeChain a boolean, die (when given) a die, aSuit and bSuit (when given) Suit values from 2 to 14.
 * @example (() => { try { return checkContestSetup({ a: 6, b: 6, ties: "coin", explodeChain: false }); } catch (e) { return e.message; } })() // 'ties: expected one of draw, initiator, higher-suit, received "coin"'
 */
export function checkContestSetup(setup: ContestSetup): void {
  checkSetupObject("setup", "a contest setup { a, b, ties, explodeChain, die?, aSuit?, bSuit? }", setup);
  checkTarget("a", setup.a);
  checkTarget("b", setup.b);
  oneOf("ties", TIES, setup.ties);
  checkFlag("explodeChain", setup.explodeChain);
  checkDie("die", setup.die);
  if (setup.aSuit !== undefined) integerIn("aSuit", SUIT_RANGE.min, SUIT_RANGE.max, setup.aSuit);
  if (setup.bSuit !== undefined) integerIn("bSuit", SUIT_RANGE.min, SUIT_RANGE.max, setup.bSuit);
}

/** Integer weights of a contest's outcomes over total². */
export interface ContestWeights {
  readonly aWins: bigint;
  readonly bWins: bigint;
  readonly draw: bigint;
  readonly total: bigint;
}

/**
 * A contest solved exactly (docs/rules.md 2.3): both fail → draw; one succeeds → it wins; both succeed → the
 * lower roll wins, equal rolls go by `ties`. A sum over A's successful rolls with B's cumulative
 * weights: O(max target) bigint steps, never a simulation.
 * @throws {OddsmithError} as {@link checkContestSetup}: a missing or out-of-range field of the setup.
 * @example contestWeights({ a: 6, b: 6, ties: "draw", explodeChain: false }).aWins // 3264n
 * @example contestWeights({ a: 6, b: 6, ties: "draw", explodeChain: false, die: "d10!d6" }).total // 3600n
 */
export function contestWeights(setup: ContestSetup): ContestWeights {
  checkContestSetup(setup);
  const top = Math.max(setup.a, setup.b, 0);
  const { weights, total } = rollWeights(top, setup.explodeChain, setup.die);
  // atMost[v] = total weight of rolls ≤ v, for v in 0..top (targets below 1 succeed never).
  const atMost: bigint[] = [0n];
  for (let v = 1; v <= top; v++) atMost.push(itemAt(atMost, v - 1) + itemAt(weights, v));
  const cumulative = (v: number) => (v <= 0 ? 0n : itemAt(atMost, Math.min(v, top)));
  const succeedA = cumulative(setup.a);
  const succeedB = cumulative(setup.b);
  let aWins = succeedA * (total - succeedB);
  let bWins = succeedB * (total - succeedA);
  let tied = 0n;
  for (let v = 1; v <= Math.min(setup.a, setup.b); v++) {
    const w = itemAt(weights, v);
    aWins += w * (succeedB - cumulative(v)); // B succeeded with a higher roll
    bWins += w * (succeedA - cumulative(v));
    tied += w * w;
  }
  let draw = (total - succeedA) * (total - succeedB);
  const tie = tieWinner(setup);
  if (tie === "a-wins") aWins += tied;
  else if (tie === "b-wins") bWins += tied;
  else draw += tied;
  return { aWins, bWins, draw, total: total * total };
}

/**
 * P(a-wins), P(b-wins), P(draw) of a contest (docs/rules.md 2.3). O(max target).
 * @throws {OddsmithError} as {@link checkContestSetup}: a missing or out-of-range field of the setup.
 * @example solveContest({ a: 6, b: 6, ties: "draw", explodeChain: false }).aWins.toString() // "17/48"
 * @example solveContest({ a: 6, b: 6, ties: "draw", explodeChain: false, die: "d6" }).draw.toString() // "1/6"
 * @example (() => { try { return solveContest({ a: 6 }); } catch (e) { return e.message; } })() // "b: expected an integer from -3 to 26, received undefined"
 */
export function solveContest(setup: ContestSetup): { aWins: Rational; bWins: Rational; draw: Rational } {
  const w = contestWeights(setup);
  return { aWins: Rational.of(w.aWins, w.total), bWins: Rational.of(w.bWins, w.total), draw: Rational.of(w.draw, w.total) };
}
