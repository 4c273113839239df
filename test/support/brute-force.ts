/**
 * Brute-force enumerators: the slow, obviously-correct versions that every fast solver is tested
 * against. They enumerate ordered dice rolls and decide rerolls by trying every choice, with mathjs
 * fractions (independent of src/core/exact/rational.ts).
 */
import { fraction, type Fraction } from "mathjs";

export type Exact = Fraction;

export const F = (n: number | bigint, d: number | bigint = 1): Fraction => fraction(Number(n), Number(d)) as Fraction;

/** Every ordered roll of `count` dice with `sides` faces. */
export function orderedRolls(count: number, sides: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < count; i++) rolls = rolls.flatMap((roll) => Array.from({ length: sides }, (_, f) => [...roll, f + 1]));
  return rolls;
}

/** Sum of the `keep` highest faces. */
export function keptSum(faces: readonly number[], keep: number): number {
  return [...faces].sort((a, b) => b - a).slice(0, keep).reduce((s, f) => s + f, 0);
}

/** A distribution as a map outcome → exact probability. */
export type ExactDistribution = Map<number, Fraction>;

function addTo(map: ExactDistribution, key: number, p: Fraction) {
  const old = map.get(key);
  map.set(key, old ? (old.add(p) as Fraction) : p);
}

/** The plain distribution of the kept sum, by enumerating ordered rolls. */
export function bruteRoll(count: number, sides: number, keep = count): ExactDistribution {
  const rolls = orderedRolls(count, sides);
  const p = F(1, rolls.length);
  const out: ExactDistribution = new Map();
  for (const roll of rolls) addTo(out, keptSum(roll, keep), p);
  return out;
}

/** Expected value of value(result) under a distribution. */
export function expectationOf(dist: ExactDistribution, value: (result: number) => Fraction): Fraction {
  let sum = F(0);
  for (const [result, p] of dist) sum = sum.add(p.mul(value(result))) as Fraction;
  return sum;
}

/**
 * The distribution of the kept sum when, after each ordered roll, the roller may (if `allowed`) reroll
 * one die — trying every position — or the whole roll, choosing whatever maximises E[value]; ties keep,
 * unless `forced`, when an allowed reroll is always taken.
 */
export function bruteReroll(
  count: number,
  sides: number,
  keep: number,
  mode: "none" | "one-die" | "whole",
  allowed: (result: number) => boolean,
  value: (result: number) => Fraction,
  forced = false,
): ExactDistribution {
  const rolls = orderedRolls(count, sides);
  const p = F(1, rolls.length);
  const plain = bruteRoll(count, sides, keep);
  const freshValue = expectationOf(plain, value);
  const out: ExactDistribution = new Map();
  for (const roll of rolls) {
    const result = keptSum(roll, keep);
    if (mode === "none" || !allowed(result)) {
      addTo(out, result, p);
      continue;
    }
    if (mode === "whole") {
      if (forced || value(result).compare(freshValue) < 0) for (const [r, q] of plain) addTo(out, r, p.mul(q) as Fraction);
      else addTo(out, result, p);
      continue;
    }
    // Best die: highest E[value], then highest E[result], then the lowest face.
    let best: { v: Fraction; mean: number; face: number; results: number[] } | undefined;
    for (let i = 0; i < count; i++) {
      const results: number[] = [];
      let v = F(0);
      for (let face = 1; face <= sides; face++) {
        const next = [...roll];
        next[i] = face;
        const r = keptSum(next, keep);
        results.push(r);
        v = v.add(value(r).div(sides)) as Fraction;
      }
      const mean = results.reduce((s, r) => s + r, 0);
      const better =
        !best ||
        v.compare(best.v) > 0 ||
        (v.compare(best.v) === 0 && (mean > best.mean || (mean === best.mean && roll[i]! < best.face)));
      if (better) best = { v, mean, face: roll[i]!, results };
    }
    if (best && (forced || best.v.compare(value(result)) > 0)) for (const r of best.results) addTo(out, r, p.div(sides) as Fraction);
    else addTo(out, result, p);
  }
  return out;
}

/** The same distribution as "outcome → n/d" strings, for comparing with the fast solvers. */
export function asStrings(dist: ExactDistribution): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, p] of [...dist].sort((a, b) => a[0] - b[0])) if (!p.equals(0)) out[k] = `${p.s * p.n}/${p.d}`;
  return out;
}

/** Every k-subset of the indices 0..n−1. */
export function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) return void out.push([...chosen]);
    for (let i = start; i < n; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}
