/**
 * The dice expression language by brute force: every ordered roll of every die enumerated, each die's
 * chain of rolls listed, keeps applied by sorting the rolled values, with mathjs fractions (independent of
 * src/core/dice's weights, state machine and polynomial powers). Exponential: small pools only.
 */
import { fraction, type Fraction } from "mathjs";
import { faceMatches, type DiceExpression, type DiceNode } from "../../src/core/dice/expression.js";

const F = (n: number, d = 1): Fraction => fraction(n, d) as Fraction;

/** A distribution as value → exact probability. */
export type BruteDistribution = Map<number, Fraction>;

function addTo(map: BruteDistribution, value: number, p: Fraction): void {
  const old = map.get(value);
  map.set(value, old === undefined ? p : (old.add(p) as Fraction));
}

/** One roll of the die: each listed face (a repeat is listed twice), rerolled as the pool's rule says. */
function rollFaces(node: DiceNode): Array<[number, Fraction]> {
  const n = node.faces.length;
  const reroll = node.reroll;
  const out: Array<[number, Fraction]> = [];
  for (const face of node.faces) {
    if (reroll === undefined || !faceMatches(reroll.test, face)) out.push([face, F(1, n)]);
    else if (reroll.once) for (const second of node.faces) out.push([second, F(1, n * n)]);
  }
  if (reroll !== undefined && !reroll.once) {
    // Rerolling until a standing face shows: each standing listed face is equally likely.
    const standing = node.faces.filter((face) => !faceMatches(reroll.test, face)).length;
    return out.map(([face]) => [face, F(1, standing)]);
  }
  return out;
}

/** Every chain of rolls one die can make, to `depth` extra rolls, with its probability. */
function dieChains(node: DiceNode, depth: number): Array<[number[], Fraction]> {
  const chains: Array<[number[], Fraction]> = [];
  const extend = (rolls: number[], p: Fraction, left: number) => {
    for (const [face, q] of rollFaces(node)) {
      const next = [...rolls, face];
      const pq = p.mul(q) as Fraction;
      if (node.explode !== undefined && left > 0 && faceMatches(node.explode.test, face)) extend(next, pq, left - 1);
      else chains.push([next, pq]);
    }
  };
  extend([], F(1), node.explode === undefined ? 0 : (node.explode.depth ?? depth));
  return chains;
}

function counted(node: DiceNode, value: number): number {
  const s = node.successes;
  if (s === undefined) return value;
  if (faceMatches(s.success, value)) return 1;
  return s.failure !== undefined && faceMatches(s.failure, value) ? -1 : 0;
}

function chainValue(node: DiceNode, rolls: number[]): number {
  if (node.explode?.compound === true) return counted(node, rolls.reduce((a, b) => a + b, 0));
  return rolls.reduce((sum, face) => sum + counted(node, face), 0);
}

/** The kept values: sorted highest first, then each keep or drop cutting the list as written. */
function keptValues(node: DiceNode, values: number[]): number[] {
  let kept = [...values].sort((a, b) => b - a);
  for (const { which, count } of node.keeps) {
    if (which === "kh") kept = kept.slice(0, count);
    else if (which === "kl") kept = kept.slice(Math.max(0, kept.length - count));
    else if (which === "dh") kept = kept.slice(count);
    else if (which === "dl") kept = kept.slice(0, Math.max(0, kept.length - count));
    else {
      const dropped = Math.max(0, kept.length - count);
      kept = kept.slice(Math.floor(dropped / 2), kept.length - (dropped - Math.floor(dropped / 2)));
    }
  }
  return kept;
}

function brutePool(node: DiceNode, depth: number): BruteDistribution {
  const chains = dieChains(node, depth);
  let rolls: Array<[number[], Fraction]> = [[[], F(1)]];
  for (let i = 0; i < node.count; i++) {
    rolls = rolls.flatMap(([values, p]) => chains.map(([chain, q]): [number[], Fraction] => [[...values, chainValue(node, chain)], p.mul(q) as Fraction]));
  }
  const out: BruteDistribution = new Map();
  for (const [values, p] of rolls) addTo(out, keptValues(node, values).reduce((a, b) => a + b, 0), p);
  return out;
}

function pairUp(a: BruteDistribution, b: BruteDistribution, f: (x: number, y: number) => number): BruteDistribution {
  const out: BruteDistribution = new Map();
  for (const [x, p] of a) for (const [y, q] of b) addTo(out, f(x, y), p.mul(q) as Fraction);
  return out;
}

/**
 * The distribution of a dice expression by enumeration: every die's every chain of rolls (explosions to
 * `depth` extra rolls), every ordered roll of every pool.
 */
export function bruteDice(expression: DiceExpression, depth: number): BruteDistribution {
  switch (expression.kind) {
    case "number":
      return new Map([[expression.value, F(1)]]);
    case "dice":
      return brutePool(expression, depth);
    case "negate":
      return pairUp(bruteDice(expression.operand, depth), new Map([[0, F(1)]]), (x) => -x);
    case "binary": {
      const f = expression.op === "+" ? (x: number, y: number) => x + y : expression.op === "-" ? (x: number, y: number) => x - y : (x: number, y: number) => x * y;
      return pairUp(bruteDice(expression.left, depth), bruteDice(expression.right, depth), f);
    }
    case "call": {
      const f = expression.name === "sum" ? (x: number, y: number) => x + y : expression.name === "max" || expression.name === "highest" ? Math.max : Math.min;
      return expression.args.map((arg) => bruteDice(arg, depth)).reduce((a, b) => pairUp(a, b, f));
    }
  }
}
