/**
 * One die of a pool, exactly: its faces, its reroll, its explosion and its success count, giving the
 * distribution of the value the die adds to its pool (docs/dice.md). Every roll of a die, an explosion's
 * extra rolls included, follows the pool's reroll rule.
 */
import { denseFromPairs, denseFromValues, denseMapped, denseTotal, type DenseWeights } from "./dense-weights.js";
import { faceMatches, type DiceNode, type FaceTest } from "./expression.js";

/** An unbounded explosion is solved to the depth where the mass still exploding is at most this, over the whole pool. */
export const DICE_LEFTOVER_BOUND = 1e-12;

/**
 * The weights of one roll of the die's faces after its reroll rule: `ro` (once) gives weight
 * w(f)·W·[f stands] + R·w(f) over W² (R the rerolled faces' weight), `r` (repeatedly) drops the
 * rerolled faces. O(faces + range).
 * @example rollWeights({ kind: "dice", count: 1, faces: [1, 2, 3, 4], keeps: [], reroll: { test: { kind: "compare", op: "=", value: 1 }, once: true } }).weights // [1n, 5n, 5n, 5n]
 */
export function rollWeights(node: DiceNode): DenseWeights {
  const faces = denseFromValues(node.faces);
  const reroll = node.reroll;
  if (reroll === undefined) return faces;
  const total = denseTotal(faces);
  const pairs = faces.weights.map((weight, i) => [faces.min + i, weight, faceMatches(reroll.test, faces.min + i)] as const);
  if (!reroll.once) return denseFromPairs(pairs.map(([face, weight, rerolled]) => [face, rerolled ? 0n : weight]));
  let rerolledWeight = 0n;
  for (const [, weight, rerolled] of pairs) if (rerolled) rerolledWeight += weight;
  return denseFromPairs(pairs.map(([face, weight, rerolled]) => [face, (rerolled ? 0n : weight * total) + rerolledWeight * weight]));
}

/** The chance, as a float, that one roll (after its reroll rule) shows a face the test takes. O(range). */
function chanceOf(roll: DenseWeights, test: FaceTest): number {
  let hit = 0n;
  roll.weights.forEach((weight, i) => {
    if (faceMatches(test, roll.min + i)) hit += weight;
  });
  return Number(hit) / Number(denseTotal(roll));
}

/** How deep a pool's explosion is solved, and the probability mass beyond that depth (0 when the depth is written). */
export interface ExplosionDepth {
  readonly depth: number;
  readonly leftover: number;
}

/**
 * The depth a pool's explosion is solved to: the written one, or the least depth D at which the chance
 * that any of the pool's dice is still exploding, count × p^(D+1), is at most DICE_LEFTOVER_BOUND (reported
 * as the leftover). O(faces).
 * @example explosionDepth({ kind: "dice", count: 1, faces: [1, 2], keeps: [], explode: { test: { kind: "compare", op: ">=", value: 2 }, compound: false } }).depth // 39
 */
export function explosionDepth(node: DiceNode): ExplosionDepth {
  const explode = node.explode;
  if (explode === undefined) return { depth: 0, leftover: 0 };
  if (explode.depth !== undefined) return { depth: explode.depth, leftover: 0 };
  const chance = chanceOf(rollWeights(node), explode.test);
  if (chance === 0) return { depth: 0, leftover: 0 };
  const depth = Math.max(0, Math.ceil(Math.log(DICE_LEFTOVER_BOUND / node.count) / Math.log(chance)) - 1);
  return { depth, leftover: node.count * chance ** (depth + 1) };
}

/** What one roll of a face counts: the face, or 1 / −1 / 0 under success counting. */
export function rollValue(node: DiceNode, face: number): number {
  const counted = node.successes;
  if (counted === undefined) return face;
  if (faceMatches(counted.success, face)) return 1;
  return counted.failure !== undefined && faceMatches(counted.failure, face) ? -1 : 0;
}

/**
 * The distribution of the value one die adds to its pool: one roll, or an explosion's chain of rolls to
 * `depth` extra rolls (the last stands as rolled), each roll counted by rollValue (`!`) or the chain's
 * total counted once (`!!`). The chain X_k = Σ_{f stops} w(f)·W^k·δ(v(f)) + Σ_{f explodes} w(f)·(v(f) + X_{k−1}).
 * O(depth² × faces × range) at worst.
 * @example dieWeights({ kind: "dice", count: 1, faces: [1, 2], keeps: [], explode: { test: { kind: "compare", op: ">=", value: 2 }, compound: false, depth: 1 } }, 1).weights // [2n, 0n, 1n, 1n]
 */
export function dieWeights(node: DiceNode, depth: number): DenseWeights {
  const roll = rollWeights(node);
  const explode = node.explode;
  const counted = (face: number) => (explode?.compound === true ? face : rollValue(node, face));
  let chain = denseMapped(roll, counted);
  if (explode !== undefined && depth > 0) {
    const total = denseTotal(roll);
    let scale = 1n;
    for (let k = 1; k <= depth; k++) {
      scale *= total;
      const pairs: Array<readonly [number, bigint]> = [];
      roll.weights.forEach((weight, i) => {
        if (weight === 0n) return;
        const face = roll.min + i;
        const value = counted(face);
        if (!faceMatches(explode.test, face)) pairs.push([value, weight * scale]);
        else chain.weights.forEach((rest, j) => pairs.push([value + chain.min + j, weight * rest]));
      });
      chain = denseFromPairs(pairs);
    }
  }
  return explode?.compound === true && node.successes !== undefined ? denseMapped(chain, (total) => rollValue(node, total)) : chain;
}
