/**
 * A dice expression thrown at random, for Monte Carlo: the same syntax tree and rules as solveDice, each
 * die rolled, rerolled, exploded and counted as the engine reads it (an explosion stops at the depth the
 * exact solver cuts it at, explosionDepth), so exact and sampled answers estimate one distribution.
 */
import type { Random } from "../random.js";
import { explosionDepth, rollValue } from "./die-weights.js";
import { faceMatches, keptRange, type DiceExpression, type DiceNode } from "./expression.js";

type Throw = (random: Random) => number;

/** One die of a pool thrown: its faces and per-face tests read once into typed arrays. */
function dieThrower(node: DiceNode): Throw {
  const faces = Int32Array.from(node.faces);
  const sides = faces.length;
  const rerolled = Uint8Array.from(node.faces, (face) => (node.reroll !== undefined && faceMatches(node.reroll.test, face) ? 1 : 0));
  const explodes = Uint8Array.from(node.faces, (face) => (node.explode !== undefined && faceMatches(node.explode.test, face) ? 1 : 0));
  const once = node.reroll?.once === true;
  const depth = explosionDepth(node).depth;
  const compound = node.explode?.compound === true;
  const counted = node.successes !== undefined;
  const rollIndex = (random: Random): number => {
    let index = random.below(sides);
    if (rerolled[index] === 1) {
      index = random.below(sides);
      if (!once) while (rerolled[index] === 1) index = random.below(sides);
    }
    return index;
  };
  return (random) => {
    let index = rollIndex(random);
    let face = faces[index] ?? 0;
    let total = compound ? face : rollValue(node, face);
    for (let extra = 0; extra < depth && explodes[index] === 1; extra++) {
      index = rollIndex(random);
      face = faces[index] ?? 0;
      total += compound ? face : rollValue(node, face);
    }
    return compound && counted ? rollValue(node, total) : total;
  };
}

/** A pool thrown: its dice summed, or sorted into a scratch array (allocated once) and the kept range summed. */
function poolThrower(node: DiceNode): Throw {
  const die = dieThrower(node);
  const count = node.count;
  const [from, to] = keptRange(count, node.keeps);
  if (from === 0 && to === count) {
    return (random) => {
      let sum = 0;
      for (let i = 0; i < count; i++) sum += die(random);
      return sum;
    };
  }
  const values = new Float64Array(count);
  return (random) => {
    for (let i = 0; i < count; i++) values[i] = die(random);
    // Typed-array sort is ascending: position p highest first is index count − 1 − p.
    values.sort();
    let sum = 0;
    for (let p = from; p < to; p++) sum += values[count - 1 - p] ?? 0;
    return sum;
  };
}

/**
 * A thrower of a dice expression for a trial loop: built once, each call draws every die and returns the
 * expression's value, allocating nothing. O(dice × depth) a call, plus O(count log count) for a keep.
 * @example expressionThrower(parseDice("dice", "2d6kl1").expression)({ below: (n) => n - 1, uint32: () => 0, float: () => 0 }) // 6
 */
export function expressionThrower(expression: DiceExpression): Throw {
  switch (expression.kind) {
    case "number": {
      const value = expression.value;
      return () => value;
    }
    case "dice":
      return poolThrower(expression);
    case "negate": {
      const inner = expressionThrower(expression.operand);
      return (random) => -inner(random);
    }
    case "binary": {
      const left = expressionThrower(expression.left);
      const right = expressionThrower(expression.right);
      if (expression.op === "+") return (random) => left(random) + right(random);
      if (expression.op === "-") return (random) => left(random) - right(random);
      return (random) => left(random) * right(random);
    }
    case "call": {
      const parts = expression.args.map(expressionThrower);
      const name = expression.name;
      if (name === "sum") {
        return (random) => {
          let sum = 0;
          for (const part of parts) sum += part(random);
          return sum;
        };
      }
      const sign = name === "max" || name === "highest" ? 1 : -1;
      return (random) => {
        let best = -Infinity;
        for (const part of parts) best = Math.max(best, sign * part(random));
        return sign * best;
      };
    }
  }
}
