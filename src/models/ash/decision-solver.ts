/**
 * What the optimal play's recursion is given and what it answers (docs/rules.md 4.5): the setup a
 * decision-state solver is built from, and what solveOptimalPlay reads of it (DecisionStates answers it).
 */
import type { Distribution } from "../../core/distribution.js";
import type { ExactIntegers } from "../../core/exact/exact-integers.js";
import type { Decks, Reveal } from "./building-the-total.js";
import type { PlayDecision } from "./decision-table.js";

/** A solved state: its decision, P(outcome) × scale in OUTCOMES order, and E[hand cards used from here] × scale. */
export interface StateValue<N> extends PlayDecision {
  readonly vec: N[];
  readonly cards: N;
}

/** What the recursion needs of a check's setup. */
export interface DecisionSetup {
  readonly opposingAndStrain: number;
  readonly decks: Decks;
  readonly reveal: Reveal;
  readonly cardCost: { readonly numerator: bigint; readonly denominator: bigint };
  /**
   * Integer utilities of the outcomes in OUTCOMES order (default UTILITY_OF: 3, 2, 1, 0, −1, −2); the
   * objective is Σ utility·P − cardCost·E[cards], so rational utilities come scaled to integers with the
   * card cost scaled alike (utilityScale).
   */
  readonly utilities?: readonly number[];
  /** The GM's separate deck by value class (a designer's deck); the standard 54 cards when absent. */
  readonly gmDeckCounts?: readonly number[];
}

/** What solveOptimalPlay reads of a decision-state solver (DecisionStates; the tests' reference solver too). */
export interface DecisionSolver<N> {
  readonly gmSeparate: Distribution<number>;
  readonly decisions: ReadonlyMap<number, PlayDecision>;
  readonly stateCount: number;
  solve(deck: readonly number[], hand: readonly number[], total: number): StateValue<N>;
}

/** Builds a decision-state solver for a setup in one representation of its integers. */
export type DecisionSolverMaker = <N>(setup: DecisionSetup, n: ExactIntegers<N>) => DecisionSolver<N>;
