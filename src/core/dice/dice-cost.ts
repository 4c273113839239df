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

/** The least and greatest value one die of a pool can add (conservative for an explosion: every roll at its extreme). */
function dieBounds(node: DiceNode): [number, number] {
  if (node.successes !== undefined && node.explode?.compound === true) return [-1, 1];
  const values = node.successes !== undefined ? [-1, 0, 1] : node.faces;
  const [least, most] = [Math.min(...values), Math.max(...values)];
  const rolls = explosionDepth(node).depth + 1;
  return [Math.min(least, least * rolls), Math.max(most, most * rolls)];
}

/**
 * Bounds [least, greatest] on an expression's value, by interval arithmetic over the tree (an explosion's
 * taken at its solved depth): every value it can take lies inside. O(nodes + faces).
 * @example diceBounds(parseDice("dice", "4d6kh3-d4").expression) // [-1, 17]
 */
export function diceBounds(expression: DiceExpression): [number, number] {
  switch (expression.kind) {
    case "number":
      return [expression.value, expression.value];
    case "dice": {
      const [least, most] = dieBounds(expression);
      const [from, to] = keptRange(expression.count, expression.keeps);
      const kept = Math.max(0, to - from);
      return [least * kept, most * kept];
    }
    case "negate": {
      const [least, most] = diceBounds(expression.operand);
      return [-most, -least];
    }
    case "binary": {
      const [a, b] = diceBounds(expression.left);
      const [c, d] = diceBounds(expression.right);
      if (expression.op === "+") return [a + c, b + d];
      if (expression.op === "-") return [a - d, b - c];
      const corners = [a * c, a * d, b * c, b * d];
      return [Math.min(...corners), Math.max(...corners)];
    }
    case "call": {
      const parts = expression.args.map(diceBounds);
      if (expression.name === "sum") return parts.reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
      return [Math.min(...parts.map(([least]) => least)), Math.max(...parts.map(([, most]) => most))];
    }
  }
}
