/**
 * The balance search (issue 26 §2): which designs (values of the chosen options) meet every target in
 * every situation. One numeric option is searched by bisection where each target's figure moves one way
 * along it; the other options are enumerated, and a design is dropped at the first target it fails.
 *
 *   designs = chosen options' grid ─► first column of the bisected option: every value solved, each
 *   figure checked to move one way (else: scan everything) ─► each other column: per target, bisect the
 *   values that meet its bound, narrowing [L, R]; probes checked against the direction (else: scan the
 *   column) ─► the designs in [L, R], every figure read ─► ranked by the preference
 *   none meets ─► every design read in full; the nearest misses by their worst shortfall
 */
import { itemAt } from "../core/checked-index.js";
import { expandGrid, type GridPoint } from "../framework/grid.js";
import type { CheckedValue, EvaluatedDesign, Fields, SearchQuestion } from "./design.js";
import { rankDesigns } from "./rank-designs.js";
import type { SolveCache } from "./solve-cache.js";
import { BalanceFigureProblem, figureLabel, readFigure, shortfall, targetApplies, targetReading, type Target } from "./targets.js";

/** The fewest values an option needs for bisection to pay. */
const BISECT_MIN_VALUES = 4;

/** How many nearest misses a search lists when no design meets every target. */
export const MISSES_LISTED = 5;

/** One target read in one situation: its index among the targets, and the point it reads (situation and its own `when` readings). */
interface Check {
  readonly targetIndex: number;
  readonly target: Target;
  readonly situation: GridPoint;
  readonly reading: GridPoint;
}

/** What a search found: the designs that meet (ranked), or the nearest misses, and the work it took. */
export interface SearchOutcome {
  /** Every design that meets every target, best first. */
  readonly designs: readonly EvaluatedDesign[];
  /** When none meets: the nearest misses, by worst shortfall; else empty. */
  readonly misses: readonly EvaluatedDesign[];
  /** The option searched by bisection, when one was (checked to move every figure one way). */
  readonly bisected?: string;
  /** Columns of the bisected option scanned instead, because a probe broke the direction. */
  readonly scannedColumns: number;
}

/**
 * The option a search bisects: the last chosen option whose values are all numbers, at least four of them. O(fields).
 * @example bisectField([["dice", ["2d6", "3d6"]], ["dc", [2, 3, 4, 5, 6]]]) // "dc"
 */
export function bisectField(choose: Fields): string | undefined {
  return [...choose].reverse().find(([, values]) => values.length >= BISECT_MIN_VALUES && values.every((value) => typeof value === "number"))?.[0];
}

/** The checks of a question: each target in each situation it applies to, in the targets' order. */
function checksOf(question: SearchQuestion): Check[] {
  return question.targets.flatMap((target, targetIndex) =>
    question.situations.filter((situation) => targetApplies(target, situation, question.acrossFields)).map((situation) => ({ targetIndex, target, situation, reading: targetReading(target, situation, question.acrossFields) })),
  );
}

/** Each check's value for each design already read in this search (a design is probed, ranged and ranked: read once). */
const checkedValues = new WeakMap<Check, WeakMap<GridPoint, CheckedValue>>();

/** Reads one check for one design (solving its point once per run). @throws {BalanceFigureProblem} when the analysis has no such figure. */
function readCheck(cache: SolveCache, design: GridPoint, check: Check): CheckedValue {
  let values = checkedValues.get(check);
  const known = values?.get(design);
  if (known !== undefined) return known;
  const read = readFigure(cache.solveAt(design, check.reading), check.target.figure);
  if ("problem" in read) throw new BalanceFigureProblem(`targets[${check.targetIndex}]`, read.problem);
  const checked = { targetIndex: check.targetIndex, situation: check.situation, value: read, shortfall: shortfall(read.value, check.target) };
  if (values === undefined) checkedValues.set(check, (values = new WeakMap()));
  values.set(design, checked);
  return checked;
}

/** A design with every check read. O(checks) solves at most. */
function evaluate(cache: SolveCache, design: GridPoint, order: number, checks: readonly Check[]): EvaluatedDesign {
  const values = checks.map((check) => readCheck(cache, design, check));
  const worstShortfall = Math.max(0, ...values.map((value) => value.shortfall));
  return { design, order, meets: worstShortfall === 0, values, worstShortfall };
}

/** Whether a design meets every check, read in order and stopped at the first it fails (the pruning). */
function meetsAll(cache: SolveCache, design: GridPoint, checks: readonly Check[]): boolean {
  return checks.every((check) => readCheck(cache, design, check).shortfall === 0);
}

/**
 * Which way each check's figure moves along one column of the bisected option. Whether a figure moves one
 * way at all is found once per run on a whole column of exact answers (the first column that needs it)
 * and kept in the cache by the figure's words; each column's own way is then read from its two ends (a
 * figure may rise along DC for one ladder and fall for another). Undefined when a figure does not move one
 * way (the search then scans). O(checks) solves, plus a whole column the first time.
 */
function directions(cache: SolveCache, column: readonly GridPoint[], checks: readonly Check[]): Array<"up" | "down"> | undefined {
  const found: Array<"up" | "down"> = [];
  for (const check of checks) {
    const figure = figureLabel(check.target.figure);
    const read = (design: GridPoint) => readCheck(cache, design, check).value.value;
    if (!cache.directions.has(figure)) {
      const values = column.map(read);
      const up = values.every((value, i) => i === 0 || value >= itemAt(values, i - 1) - 1e-12);
      const down = values.every((value, i) => i === 0 || value <= itemAt(values, i - 1) + 1e-12);
      cache.directions.set(figure, up || down ? "one-way" : "none");
    }
    if (cache.directions.get(figure) === "none") return undefined;
    found.push(read(itemAt(column, 0)) <= read(itemAt(column, column.length - 1)) ? "up" : "down");
  }
  return found;
}

/** The first index in [low, high] where `holds` is true, for a predicate false then true along it; high + 1 when none. O(log(high − low)) calls. */
function firstTrue(low: number, high: number, holds: (index: number) => boolean): number {
  let [lo, hi] = [low, high + 1];
  while (lo < hi) {
    const middle = (lo + hi) >> 1;
    if (holds(middle)) hi = middle;
    else lo = middle + 1;
  }
  return lo;
}

/**
 * The indices [L, R] of a column meeting every check, by bisection along each check's direction, narrowing
 * as it goes (an empty range stops it: the column is pruned); undefined when the probes read do not move
 * the way the direction says. O(checks × log values) solves.
 */
function bisectColumn(cache: SolveCache, column: readonly GridPoint[], checks: readonly Check[], ways: ReadonlyArray<"up" | "down">): readonly [number, number] | undefined {
  let [low, high] = [0, column.length - 1];
  for (const [c, check] of checks.entries()) {
    if (low > high) break;
    const probes = new Map<number, number>();
    const read = (i: number) => {
      const value = readCheck(cache, itemAt(column, i), check).value.value;
      probes.set(i, value);
      return value;
    };
    const { atLeast, atMost } = check.target;
    const aboveLow = (i: number) => atLeast === undefined || read(i) >= atLeast - 1e-12;
    const belowHigh = (i: number) => atMost === undefined || read(i) <= atMost + 1e-12;
    if (itemAt(ways, c) === "up") {
      low = firstTrue(low, high, aboveLow);
      high = firstTrue(low, high, (i) => !belowHigh(i)) - 1;
    } else {
      high = firstTrue(low, high, (i) => !aboveLow(i)) - 1;
      low = firstTrue(low, high, belowHigh);
    }
    const probed = [...probes].sort(([a], [b]) => a - b).map(([, value]) => value);
    const oneWay = probed.every((value, i) => i === 0 || (itemAt(ways, c) === "up" ? value >= itemAt(probed, i - 1) - 1e-12 : value <= itemAt(probed, i - 1) + 1e-12));
    if (!oneWay) return undefined;
  }
  return [low, high];
}

/** Every design of a column's range [low, high], read in full. */
function rangeDesigns(cache: SolveCache, column: readonly GridPoint[], [low, high]: readonly [number, number], checks: readonly Check[], orderOf: (i: number) => number): EvaluatedDesign[] {
  const designs: EvaluatedDesign[] = [];
  for (let i = low; i <= high; i++) designs.push(evaluate(cache, itemAt(column, i), orderOf(i), checks));
  return designs;
}

/** The designs of the chosen grid, as columns along the bisected option (one column of everything when none is bisected). */
function columnsOf(choose: Fields, bisected: string | undefined): { columns: GridPoint[][]; orderOf: (column: number, i: number) => number } {
  if (bisected === undefined) return { columns: [expandGrid(choose, Number.MAX_SAFE_INTEGER)], orderOf: (_column, i) => i };
  const others = choose.filter(([field]) => field !== bisected);
  const values = itemAt(choose.filter(([field]) => field === bisected), 0)[1];
  const combos = others.length === 0 ? [{}] : expandGrid(others, Number.MAX_SAFE_INTEGER);
  const columns = combos.map((combo) => values.map((value) => ({ ...combo, [bisected]: value })));
  // A design's order in the chosen grid: fields in the file's order, the first outermost.
  const order = new Map(expandGrid(choose, Number.MAX_SAFE_INTEGER).map((design, i) => [JSON.stringify(choose.map(([field]) => design[field])), i]));
  return { columns, orderOf: (column, i) => order.get(JSON.stringify(choose.map(([field]) => itemAt(itemAt(columns, column), i)[field]))) ?? 0 };
}

/**
 * Searches the designs for those that meet every target in every situation, ranked by the preference; or,
 * when none does, the nearest misses (every design read in full). Solves go through `cache`, so its
 * count is the run's. Cost: with a bisected option of n values and m other designs, about
 * n + m × checks × log n solves plus the designs that meet; otherwise every design, pruned at its first
 * failed target.
 * @throws {BalanceFigureProblem} when a target names a figure the analysis does not have.
 */
export function searchDesigns(question: SearchQuestion, cache: SolveCache): SearchOutcome {
  const checks = checksOf(question);
  // With no bound to bisect on (a closest tier alone), every design is read: nothing is bisected.
  let bisected = checks.length === 0 ? undefined : bisectField(question.choose);
  let { columns, orderOf } = columnsOf(question.choose, bisected);
  if (bisected !== undefined && directions(cache, itemAt(columns, 0), checks) === undefined) {
    bisected = undefined;
    ({ columns, orderOf } = columnsOf(question.choose, undefined));
  }
  const meeting: EvaluatedDesign[] = [];
  let scannedColumns = 0;
  for (const [c, column] of columns.entries()) {
    const ways = bisected === undefined ? undefined : directions(cache, column, checks);
    const bisectedRange = ways === undefined ? undefined : bisectColumn(cache, column, checks, ways);
    let found = bisectedRange === undefined ? undefined : rangeDesigns(cache, column, bisectedRange, checks, (i) => orderOf(c, i));
    // A design inside the bisected range that fails means the figure did not move one way: scan the column.
    if (ways !== undefined && (found === undefined || found.some((design) => !design.meets))) {
      scannedColumns++;
      found = undefined;
    }
    found ??= column.flatMap((design, i) => (meetsAll(cache, design, checks) ? [evaluate(cache, design, orderOf(c, i), checks)] : []));
    meeting.push(...found);
  }
  const outcome = { ...(bisected === undefined ? {} : { bisected }), scannedColumns };
  if (meeting.length > 0) return { designs: rankDesigns(meeting, question, cache), misses: [], ...outcome };
  const all = columns.flatMap((column, c) => column.map((design, i) => evaluate(cache, design, orderOf(c, i), checks)));
  const misses = [...all].sort((a, b) => a.worstShortfall - b.worstShortfall || a.order - b.order).slice(0, MISSES_LISTED);
  return { designs: [], misses, ...outcome };
}
