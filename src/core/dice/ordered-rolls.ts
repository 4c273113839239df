/**
 * The ordered rolls of a dice expression whose dice are each thrown exactly once (no reroll, no
 * explosion): how many there are, and the expression's value on each, read by the expression's own
 * thrower (expression-thrower.ts) from a roll's code, so a sampler's table and its die-by-die throw agree.
 */
import type { Random } from "../random.js";
import type { DiceExpression } from "./expression.js";
import { expressionThrower } from "./expression-thrower.js";

/**
 * The number of ordered rolls of an expression's dice (Π faces^count over its pools, `vs` aside), or
 * Infinity when a die may be thrown again (a reroll or an explosion), so that no table of its throws
 * exists. O(nodes).
 * @example orderedRollCount(parseDice("dice", "3d6kh2+1d4").expression) // 864
 * @example orderedRollCount(parseDice("dice", "2d6!").expression) // Infinity
 */
export function orderedRollCount(expression: DiceExpression): number {
  switch (expression.kind) {
    case "number":
      return 1;
    case "dice":
      return expression.reroll !== undefined || expression.explode !== undefined ? Infinity : expression.faces.length ** expression.count;
    case "negate":
      return orderedRollCount(expression.operand);
    case "binary":
      return orderedRollCount(expression.left) * orderedRollCount(expression.right);
    case "call":
      return expression.args.reduce((product, arg) => product * orderedRollCount(arg), 1);
  }
}

/**
 * The value of the expression on every ordered roll, indexed by the roll's code: the dice read as digits,
 * the first die thrown first, each die's face index in base its face count (so one pool's code is
 * Σ index_i · faces^i). The expression's own thrower is fed those digits as its draws, so entry `code` is
 * what `expressionThrower` returns when its `below` calls return the code's digits. O(rolls × dice).
 * @throws {RangeError} when the expression has no finite table ({@link orderedRollCount}) or more than 2^24 rolls
 * @example Array.from(orderedRollResults(parseDice("dice", "2d6").expression)).slice(0, 3) // [2, 3, 4]
 */
export function orderedRollResults(expression: DiceExpression): Float64Array {
  const size = orderedRollCount(expression);
  if (!Number.isFinite(size) || size > 2 ** 24) throw new RangeError(`orderedRollResults: ${size} ordered rolls is no table`);
  const throwDice = expressionThrower(expression);
  let rest = 0;
  const digits: Random = {
    below: (n) => {
      const digit = rest % n;
      rest = Math.floor(rest / n);
      return digit;
    },
    uint32: () => 0,
    float: () => 0,
  };
  const results = new Float64Array(size);
  for (let code = 0; code < size; code++) {
    rest = code;
    results[code] = throwDice(digits);
  }
  return results;
}
