/**
 * What an exact dice solve costs, estimated from the syntax tree before any work: the big-integer
 * operations each step of solveDice performs, from the widths (value ranges) of the results it builds.
 */
import { explosionDepth } from "./die-weights.js";
import { keptRange, type DiceExpression, type DiceNode } from "./expression.js";

/** An estimate of one result: its width (values from least to greatest) and the operations that built it. */
export interface DiceCost {
  readonly width: number;
  readonly operations: number;
}

function poolCost(node: DiceNode): DiceCost {
  const faces = new Set(node.faces);
  const rollWidth = node.successes !== undefined ? 3 : Math.max(...faces) - Math.min(...faces) + 1;
  const depth = explosionDepth(node).depth;
  const dieWidth = node.successes !== undefined && node.explode?.compound === true ? 3 : rollWidth * (depth + 1);
  const values = Math.min(faces.size * (depth + 1), dieWidth);
  const explosion = faces.size * rollWidth * depth * depth;
  const [from, to] = keptRange(node.count, node.keeps);
  const n = node.count;
  // A die whose values are equally likely is summed by a sliding window; any other by a polynomial power.
  const uniform = node.reroll === undefined && node.explode === undefined && node.successes === undefined && faces.size === node.faces.length && faces.size === rollWidth;
  if (from === 0 && to === n) return { width: n * (dieWidth - 1) + 1, operations: explosion + n * n * dieWidth * (uniform ? 1 : values) };
  const kept = Math.max(0, to - from);
  return { width: kept * (dieWidth - 1) + 1, operations: explosion + values * n * n * Math.max(1, kept * dieWidth) };
}

/**
 * The estimated cost of solving a dice expression exactly (solveDice): big-integer operations, summed over
 * its steps, and the width of its result. O(nodes + faces).
 * @example diceCost(parseDice("dice", "20d10kh8").expression).width // 73
 */
export function diceCost(expression: DiceExpression): DiceCost {
  switch (expression.kind) {
    case "number":
      return { width: 1, operations: 0 };
    case "dice":
      return poolCost(expression);
    case "negate":
      return diceCost(expression.operand);
    case "binary": {
      const left = diceCost(expression.left);
      const right = diceCost(expression.right);
      const pairs = left.width * right.width;
      const width = expression.op === "*" ? pairs : left.width + right.width - 1;
      return { width, operations: left.operations + right.operations + pairs };
    }
    case "call": {
      const parts = expression.args.map(diceCost);
      const operations = parts.reduce((sum, part) => sum + part.operations, 0);
      if (expression.name !== "sum") {
        const width = Math.max(...parts.map((part) => part.width));
        return { width, operations: operations + parts.length * width };
      }
      return parts.reduce((sum, part) => ({ width: sum.width + part.width - 1, operations: sum.operations + part.operations + sum.width * part.width }), { width: 1, operations: 0 });
    }
  }
}
