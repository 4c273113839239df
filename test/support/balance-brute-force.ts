/**
 * The balance question answered by enumerating the whole design space: every design read at every target
 * in every situation, no bisection and no pruning; the designs that meet ranked by the preference, ties
 * in the chosen grid's order; when none meets, the five nearest by their worst shortfall. What the search
 * of src/balance is checked against (test/balance/*).
 */
import type { ResultFigures } from "../../src/framework/analysis.js";
import { expandGrid, type GridPoint } from "../../src/framework/grid.js";
import type { BalanceQuestion } from "../../src/balance/balance.js";
import { tierQuestion } from "../../src/balance/balance.js";
import type { Preference } from "../../src/balance/design.js";
import { readFigure, type Target } from "../../src/balance/targets.js";

/** One answer of the brute force: the designs that meet in rank order, or the nearest misses, and each design's worst shortfall. */
export interface BruteAnswer {
  readonly situation: GridPoint;
  readonly meets: readonly GridPoint[];
  readonly misses: readonly GridPoint[];
}

const value = (result: ResultFigures, target: { figure: Target["figure"] }) => {
  const read = readFigure(result, target.figure);
  if ("problem" in read) throw new Error(read.problem);
  return read.value;
};

/** How far a value misses a bound, computed here on its own terms (0 within 1e-12). */
function miss(v: number, target: Target): number {
  if (target.atLeast !== undefined && v < target.atLeast - 1e-12) return target.atLeast - v;
  if (target.atMost !== undefined && v > target.atMost + 1e-12) return v - target.atMost;
  return 0;
}

/** A design's worst shortfall and its ranking key under a preference, over the situations. */
function score(solve: (point: GridPoint) => ResultFigures, design: GridPoint, situations: readonly GridPoint[], across: readonly string[], targets: readonly Target[], prefer: Preference, choose: BalanceQuestion["choose"]): { worst: number; key: number } {
  let worst = 0;
  let middle = 0;
  for (const target of targets) {
    for (const situation of situations) {
      const when = target.when ?? {};
      if (Object.entries(when).some(([field, v]) => across.includes(field) && situation[field] !== v)) continue;
      const v = value(solve({ ...design, ...situation, ...Object.fromEntries(Object.entries(when).filter(([field]) => !across.includes(field))) }), target);
      worst = Math.max(worst, miss(v, target));
      const mid = target.atLeast !== undefined && target.atMost !== undefined ? (target.atLeast + target.atMost) / 2 : (target.atLeast ?? target.atMost ?? 0);
      middle = Math.max(middle, Math.abs(v - mid));
    }
  }
  if (prefer.kind === "middle") return { worst, key: middle };
  if (prefer.kind === "option") {
    const raw = design[prefer.field];
    const values = choose.find(([field]) => field === prefer.field)?.[1] ?? [];
    const position = typeof raw === "number" ? raw : values.indexOf(raw ?? "");
    return { worst, key: prefer.direction === "max" ? -position : position };
  }
  const figures = situations.map((situation) => value(solve({ ...design, ...situation }), prefer));
  const bad = figures.map((v) => (prefer.kind === "closest" ? Math.abs(v - prefer.value) : prefer.direction === "max" ? -v : v));
  return { worst, key: Math.max(...bad) };
}

/** The brute-force answers of a question, in the order balance() gives them (situations, then tiers). */
export function bruteBalance(question: BalanceQuestion, solve: (point: GridPoint) => ResultFigures): BruteAnswer[] {
  const across = question.across.map(([field]) => field);
  const situations = question.across.length === 0 ? [{}] : expandGrid(question.across);
  const groups = question.per === "all" ? [situations] : situations.map((s) => [s]);
  const designs = expandGrid(question.choose);
  const answers: BruteAnswer[] = [];
  for (const group of groups) {
    const asks = question.tiers === undefined ? [{ targets: question.targets, prefer: question.prefer }] : question.tiers.chances.map(([, chance]) => tierQuestion(question.targets, question.tiers!, chance));
    for (const ask of asks) {
      const scored = designs.map((design, order) => ({ design, order, ...score(solve, design, group, across, ask.targets, ask.prefer, question.choose) }));
      const meeting = scored.filter((d) => d.worst === 0).sort((a, b) => (Math.abs(a.key - b.key) <= 1e-12 ? a.order - b.order : a.key - b.key));
      const misses = meeting.length > 0 ? [] : [...scored].sort((a, b) => a.worst - b.worst || a.order - b.order).slice(0, 5);
      answers.push({ situation: question.per === "all" ? {} : (group[0] ?? {}), meets: meeting.map((d) => d.design), misses: misses.map((d) => d.design) });
    }
  }
  return answers;
}
