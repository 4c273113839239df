/**
 * The balance question (issue 26): which rules give these odds. From a design space (the chosen options),
 * the situations (`across`, served `all` by one design or `each` by its own), targets and tiers, to the
 * designs that meet them, ranked, or the nearest misses; every solve counted. Pure and portable: the
 * caller lends the solver (`SolvePoint`), so the CLI, the bench and a browser worker run the same search.
 *
 *   per: all  ─► one search over every situation ─► ranked designs | nearest misses
 *   per: each ─► one search per situation          ─► a row per situation (per tier with `tiers:`)
 */
import { expandGrid, type GridPoint } from "../framework/grid.js";
import type { EvaluatedDesign, Fields, Preference, SearchQuestion } from "./design.js";
import { searchDesigns } from "./search-designs.js";
import { pointKey, SolveCache, type SolvePoint } from "./solve-cache.js";
import { targetApplies, type FigureSpec, type Target } from "./targets.js";
import type { PerWord, TierRule } from "./question-words.js";

/** Named chances on one figure: a table's columns (`easy: 0.75, moderate: 0.5, …`). */
export interface Tiers {
  readonly figure: FigureSpec;
  readonly rule: TierRule;
  readonly chances: ReadonlyArray<readonly [string, number]>;
}

/** A balance question as a file asks it, checked. */
export interface BalanceQuestion {
  readonly choose: Fields;
  readonly across: Fields;
  readonly per: PerWord;
  readonly targets: readonly Target[];
  readonly tiers?: Tiers;
  readonly prefer: Preference;
  /** The analysis's row field (its `rowField`) when the question chooses it or ranges over it: read from each point's rows. */
  readonly rowField?: string;
}

/** One answer: the situation it serves (`{}` for `per: all`), the tier when there are tiers, and what the search found. */
export interface BalanceAnswer {
  readonly situation: GridPoint;
  readonly tier?: { readonly name: string; readonly chance: number };
  readonly designs: readonly EvaluatedDesign[];
  readonly misses: readonly EvaluatedDesign[];
}

/** A balance run: its answers in the situations' (then tiers') order, the solves it made, and how it searched. */
export interface BalanceRun {
  readonly answers: readonly BalanceAnswer[];
  readonly solves: number;
  /** The option searched by bisection (checked to move every figure one way), when one was. */
  readonly bisected?: string;
  /** Columns of it scanned instead, because a probe broke the direction. */
  readonly scannedColumns: number;
}

/**
 * The targets and preference of one tier: `closest` ranks the designs meeting the other targets by their
 * distance to the chance; `at-least` adds the bound and prefers the smallest figure above it (the hardest
 * DC that still gives the chance); `at-most` the largest figure below it. O(targets).
 * @example tierQuestion([], { figure: { name: "pSuccess" }, rule: "at-least", chances: [] }, 0.75).prefer // { kind: "figure", figure: { name: "pSuccess" }, direction: "min" }
 */
export function tierQuestion(targets: readonly Target[], tiers: Tiers, chance: number): { readonly targets: readonly Target[]; readonly prefer: Preference } {
  if (tiers.rule === "closest") return { targets, prefer: { kind: "closest", figure: tiers.figure, value: chance } };
  const bound: Target = tiers.rule === "at-least" ? { figure: tiers.figure, atLeast: chance } : { figure: tiers.figure, atMost: chance };
  return { targets: [...targets, bound], prefer: { kind: "figure", figure: tiers.figure, direction: tiers.rule === "at-least" ? "min" : "max" } };
}

/**
 * Answers a balance question: with `per: all`, the designs that meet every target in every situation; with
 * `per: each`, that search once per situation; with tiers, once per tier (its bound and preference, see
 * {@link tierQuestion}). `solve` computes one point (the fixed options merged by the caller); each point
 * is solved once per run. Cost: see searchDesigns, per situation and tier.
 * @throws {BalanceFigureProblem} when a target or the preference names a figure the analysis does not have.
 */
export function balance(question: BalanceQuestion, solve: SolvePoint): BalanceRun {
  const cache = new SolveCache(solve, question.rowField);
  const acrossFields = question.across.map(([field]) => field);
  const situations = question.across.length === 0 ? [{}] : expandGrid(question.across, Number.MAX_SAFE_INTEGER);
  const groups: GridPoint[][] = question.per === "all" ? [situations] : situations.map((situation) => [situation]);
  const tiered = question.tiers;
  const tiers = tiered?.chances ?? [];
  const answers: BalanceAnswer[] = [];
  let bisected: string | undefined;
  let scannedColumns = 0;
  for (const group of groups) {
    const situation = question.per === "all" ? {} : (group[0] ?? {});
    const asks = tiered === undefined || tiers.length === 0 ? [{ targets: question.targets, prefer: question.prefer }] : tiers.map(([, chance]) => tierQuestion(question.targets, tiered, chance));
    for (const [k, ask] of asks.entries()) {
      const search: SearchQuestion = { choose: question.choose, situations: group, acrossFields, targets: ask.targets, prefer: ask.prefer };
      const found = searchDesigns(search, cache);
      bisected ??= found.bisected;
      scannedColumns += found.scannedColumns;
      const tier = tiers[k];
      answers.push({ situation, ...(tier === undefined ? {} : { tier: { name: tier[0], chance: tier[1] } }), designs: found.designs, misses: found.misses });
    }
  }
  return { answers, solves: cache.count, ...(bisected === undefined ? {} : { bisected }), scannedColumns };
}

/**
 * Every point a balance run may solve: each design in each situation, with each target's own readings
 * (its `when` on options the situations do not vary), and without them where a tier or a figure
 * preference reads the situation itself. For checking every point and costing the run before any work.
 * O(points).
 * @example reachablePoints({ choose: [["dc", [8, 9]]], across: [], per: "all", targets: [{ figure: { name: "pSuccess" }, atLeast: 0.5, when: { bonus: 0 } }], prefer: { kind: "middle" } }) // [{ dc: 8, bonus: 0 }, { dc: 9, bonus: 0 }]
 */
export function reachablePoints(question: BalanceQuestion): GridPoint[] {
  const acrossFields = question.across.map(([field]) => field);
  const situations = question.across.length === 0 ? [{}] : expandGrid(question.across, Number.MAX_SAFE_INTEGER);
  const bare = question.tiers !== undefined || question.prefer.kind === "figure" || question.prefer.kind === "closest";
  const readings = new Map<string, GridPoint>(bare ? [["{}", {}]] : []);
  for (const target of question.targets) {
    const extra = Object.fromEntries(Object.entries(target.when ?? {}).filter(([field]) => !acrossFields.includes(field)));
    readings.set(JSON.stringify(extra), extra);
  }
  const designs = expandGrid(question.choose, Number.MAX_SAFE_INTEGER);
  const points = new Map<string, GridPoint>();
  for (const design of designs) {
    for (const situation of situations) {
      for (const [, extra] of readings) {
        const applies = question.targets.length === 0 || bare || question.targets.some((target) => targetApplies(target, situation, acrossFields));
        if (!applies) continue;
        const point = { ...design, ...situation, ...extra };
        points.set(pointKey(point), point);
      }
    }
  }
  return [...points.values()];
}

/**
 * How many points a balance run may solve, counted without making them: designs × situations × distinct
 * target readings (an upper bound of {@link reachablePoints}, for refusing a space too large to list). O(fields + targets).
 * @example reachableCount({ choose: [["dc", [8, 9]]], across: [["bonus", [0, 1, 2]]], per: "each", targets: [], prefer: { kind: "middle" } }) // 6
 */
export function reachableCount(question: BalanceQuestion): number {
  const count = (fields: Fields) => fields.reduce((product, [, values]) => product * values.length, 1);
  const readings = new Set(question.targets.map((target) => JSON.stringify(target.when ?? {}))).size + (question.tiers !== undefined ? 1 : 0);
  return count(question.choose) * count(question.across) * Math.max(1, readings);
}
