/**
 * The exact distribution of a dice expression (docs/dice.md): each pool by its die's weights (die-weights.ts)
 * and the keep state machine or a polynomial power (keep-pool.ts), then arithmetic by convolution, and the
 * highest or lowest of several results from their cumulative weights. Ordered rolls are never enumerated.
 */
import { Distribution } from "../distribution.js";
import { Rational } from "../exact/rational.js";
import { denseCombined, denseConstant, denseExtreme, denseMapped, denseNegated, denseSum, denseToDistribution, type DenseWeights } from "./dense-weights.js";
import { dieWeights, explosionDepth } from "./die-weights.js";
import { keptRange, type DiceExpression, type DiceNode, type DiceRoll } from "./expression.js";
import { keptPoolWeights } from "./keep-pool.js";

/** An expression's exact distribution, and the probability mass an unbounded explosion's cut-off left out (0 when none). */
export interface DiceSolution {
  readonly distribution: Distribution<number>;
  /** An upper bound on the chance that some die was still exploding at its cut-off depth (each at most DICE_LEFTOVER_BOUND). */
  readonly leftover: number;
}

interface Solved {
  readonly dense: DenseWeights;
  readonly leftover: number;
}

function solvePool(node: DiceNode): Solved {
  const { depth, leftover } = explosionDepth(node);
  const [from, to] = keptRange(node.count, node.keeps);
  return { dense: keptPoolWeights(dieWeights(node, depth), node.count, from, to), leftover };
}

function solveNode(expression: DiceExpression): Solved {
  switch (expression.kind) {
    case "number":
      return { dense: denseConstant(expression.value), leftover: 0 };
    case "dice":
      return solvePool(expression);
    case "negate": {
      const inner = solveNode(expression.operand);
      return { dense: denseNegated(inner.dense), leftover: inner.leftover };
    }
    case "binary": {
      const left = solveNode(expression.left);
      const right = solveNode(expression.right);
      const leftover = left.leftover + right.leftover;
      if (expression.op === "+") return { dense: denseSum(left.dense, right.dense), leftover };
      if (expression.op === "-") return { dense: denseSum(left.dense, denseNegated(right.dense)), leftover };
      // A product by a constant only stretches the values; between two random results it pairs them.
      const constant = [left, right].find((part) => part.dense.weights.length === 1);
      const other = constant === left ? right : left;
      if (constant !== undefined) return { dense: denseMapped(other.dense, (value) => value * constant.dense.min), leftover };
      return { dense: denseCombined(left.dense, right.dense, (a, b) => a * b), leftover };
    }
    case "call": {
      const parts = expression.args.map(solveNode);
      const leftover = parts.reduce((sum, part) => sum + part.leftover, 0);
      if (expression.name === "sum") return { dense: parts.map((part) => part.dense).reduce(denseSum), leftover };
      return { dense: denseExtreme(parts.map((part) => part.dense), expression.name === "max" || expression.name === "highest" ? "max" : "min"), leftover };
    }
  }
}

/**
 * The exact distribution of a dice expression. Costs as diceCost estimates: O(count × range × faces) for
 * a sum, O(values × count² × kept × range) for a keep, O(size²) for each + or − of two random results.
 * @example solveDice(parseDice("dice", "4d6kh3").expression).distribution.mean().toString() // "15869/1296"
 */
export function solveDice(expression: DiceExpression): DiceSolution {
  const { dense, leftover } = solveNode(expression);
  return { distribution: denseToDistribution(dense), leftover };
}

/** How an opposed roll settles a tie, in display order: it stays a tie, both roll again, or one side wins it. */
export const TIE_RULES = ["tie", "reroll", "attacker", "defender"] as const;
export type TieRule = (typeof TIE_RULES)[number];

/** An opposed roll's answer: P(A wins / ties / loses) under the tie rule, and the margin A − B. */
export interface OpposedSolution {
  readonly win: Rational;
  readonly tie: Rational;
  readonly lose: Rational;
  /** The distribution of A − B (before any tie rule). */
  readonly margin: Distribution<number>;
  readonly leftover: number;
}

/**
 * The margin A − B of `A vs B` exactly, by convolution, and the mass its explosions' cut-offs left out.
 * O(size(A) × size(B)).
 * @throws {RangeError} when the roll has no `vs`
 * @example solveMargin(parseDice("dice", "d6 vs d6")).distribution.probability(0).toString() // "1/6"
 */
export function solveMargin(roll: DiceRoll): DiceSolution {
  if (roll.opposed === undefined) throw new RangeError(`solveMargin: ${roll.text} has no "vs"`);
  const a = solveNode(roll.expression);
  const b = solveNode(roll.opposed);
  return { distribution: denseToDistribution(denseSum(a.dense, denseNegated(b.dense))), leftover: a.leftover + b.leftover };
}

/**
 * `A vs B` exactly: the margin A − B by convolution (solveMargin), then wins (margin > 0), ties and losses under the tie
 * rule (reroll: the roll is repeated until it is not a tie, so win = W / (W + L)). O(size(A) × size(B)).
 * @throws {RangeError} when the roll has no `vs`, or under `reroll` when every roll ties
 * @example solveOpposed(parseDice("dice", "d6 vs d6"), "tie").tie.toString() // "1/6"
 */
export function solveOpposed(roll: DiceRoll, rule: TieRule): OpposedSolution {
  if (roll.opposed === undefined) throw new RangeError(`solveOpposed: ${roll.text} has no "vs"`);
  const { distribution: margin, leftover } = solveMargin(roll);
  const win = margin.probabilityWhere((m) => m > 0);
  const tie = margin.probabilityWhere((m) => m === 0);
  const lose = margin.probabilityWhere((m) => m < 0);
  if (rule === "tie") return { win, tie, lose, margin, leftover };
  if (rule === "attacker") return { win: win.add(tie), tie: Rational.ZERO, lose, margin, leftover };
  if (rule === "defender") return { win, tie: Rational.ZERO, lose: lose.add(tie), margin, leftover };
  const decided = win.add(lose);
  if (decided.equals(Rational.ZERO)) throw new RangeError(`solveOpposed: ${roll.text} always ties, so a reroll never settles it`);
  return { win: win.divide(decided), tie: Rational.ZERO, lose: lose.divide(decided), margin, leftover };
}
