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
import { BalanceFigureProblem, figureLabel, readFigureOnce, shortfall, targetApplies, targetReading, type Target } from "./targets.js";

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
  const read = readFigureOnce(cache.solveAt(design, check.reading), check.target.figure);
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

/** The nearest misses kept so far: at most {@link MISSES_LISTED}, by worst shortfall then the grid's order. */
class NearestMisses {
  constructor(public kept: readonly EvaluatedDesign[] = []) {}

  /** The shortfall a design must not pass to be kept: the last kept one's, once the list is full. */
  get threshold(): number {
    return this.kept.length < MISSES_LISTED ? Number.POSITIVE_INFINITY : itemAt(this.kept, this.kept.length - 1).worstShortfall;
  }

  /** Keeps the nearest of the kept and these designs. O((kept + designs) log). */
  add(designs: readonly EvaluatedDesign[]): void {
    this.kept = [...this.kept, ...designs].sort((a, b) => a.worstShortfall - b.worstShortfall || a.order - b.order).slice(0, MISSES_LISTED);
  }
}

/**
 * The designs of a column that may be among the nearest misses, read outward from where the targets'
 * bounds meet. Along the column's way a target's shortfall falls until its bound is met and grows after it
 * (issue 26 §8's pruning): on the side where it grows, once it passes the fifth-nearest miss kept, no
 * design further along can be nearer, so the walk stops there. Undefined when a figure read does not move
 * the column's way (the column is then read in full). O(checks × log n) solves plus the designs walked.
 */
function walkColumn(cache: SolveCache, column: readonly GridPoint[], checks: readonly Check[], ways: ReadonlyArray<"up" | "down">, nearest: NearestMisses, orderOf: (i: number) => number): EvaluatedDesign[] | undefined {
  const last = column.length - 1;
  const reads = checks.map(() => new Map<number, number>());
  const valueAt = (c: number, i: number) => {
    const value = readCheck(cache, itemAt(column, i), itemAt(checks, c)).value.value;
    itemAt(reads, c).set(i, value);
    return value;
  };
  // Per check: its shortfall falls along [0, fallsBefore) and grows along [growsFrom, n).
  const limits = checks.map((check, c) => {
    const aboveLow = (i: number) => check.target.atLeast === undefined || valueAt(c, i) >= check.target.atLeast - 1e-12;
    const belowHigh = (i: number) => check.target.atMost === undefined || valueAt(c, i) <= check.target.atMost + 1e-12;
    return itemAt(ways, c) === "up"
      ? { fallsBefore: firstTrue(0, last, (i) => !belowHigh(i)), growsFrom: firstTrue(0, last, aboveLow) }
      : { fallsBefore: firstTrue(0, last, (i) => !aboveLow(i)), growsFrom: firstTrue(0, last, belowHigh) };
  });
  const walked: EvaluatedDesign[] = [];
  // The caller keeps what this returns; the walk measures against the misses kept and its own.
  const local = new NearestMisses(nearest.kept);
  const read = (i: number) => {
    const design = evaluate(cache, itemAt(column, i), orderOf(i), checks);
    for (const c of checks.keys()) valueAt(c, i);
    walked.push(design);
    local.add([design]);
    return design;
  };
  // Every shortfall falls before the first check's bound starts to hold: the nearest lies from there on.
  const start = Math.min(last, ...limits.map((limit) => limit.fallsBefore));
  for (let i = start; i <= last; i++) {
    const design = read(i);
    if (limits.some((limit, c) => i >= limit.growsFrom && itemAt(design.values, c).shortfall > local.threshold)) break;
  }
  for (let i = start - 1; i >= 0; i--) {
    const design = read(i);
    if (limits.some((limit, c) => i < limit.fallsBefore && itemAt(design.values, c).shortfall > local.threshold)) break;
  }
  const oneWay = reads.every((values, c) => {
    const inOrder = [...values].sort(([a], [b]) => a - b).map(([, value]) => value);
    return inOrder.every((value, i) => i === 0 || (itemAt(ways, c) === "up" ? value >= itemAt(inOrder, i - 1) : value <= itemAt(inOrder, i - 1)));
  });
  return oneWay ? walked : undefined;
}

/** Every design of a column's range [low, high], read in full. */
function rangeDesigns(cache: SolveCache, column: readonly GridPoint[], [low, high]: readonly [number, number], checks: readonly Check[], orderOf: (i: number) => number): EvaluatedDesign[] {
  const designs: EvaluatedDesign[] = [];
  for (let i = low; i <= high; i++) designs.push(evaluate(cache, itemAt(column, i), orderOf(i), checks));
  return designs;
}

/** The designs of a chosen grid as columns, with each design's order in the grid. */
interface Columns {
  readonly columns: GridPoint[][];
  readonly orderOf: (column: number, i: number) => number;
}

/** Columns already built for a chosen grid (by the question's `choose` and the bisected option): a run's searches (situations, tiers) share its design objects, so each design's reads are found by object. */
const builtColumns = new WeakMap<Fields, Map<string | undefined, Columns>>();

/** The designs of the chosen grid, as columns along the bisected option, built once per grid ({@link buildColumns}). */
function columnsOf(choose: Fields, bisected: string | undefined): Columns {
  let built = builtColumns.get(choose);
  if (built === undefined) builtColumns.set(choose, (built = new Map()));
  const known = built.get(bisected);
  if (known !== undefined) return known;
  const columns = buildColumns(choose, bisected);
  built.set(bisected, columns);
  return columns;
}

/** The designs of the chosen grid, as columns along the bisected option (one column of everything when none is bisected). O(designs). */
function buildColumns(choose: Fields, bisected: string | undefined): Columns {
  if (bisected === undefined) return { columns: [expandGrid(choose, Number.MAX_SAFE_INTEGER)], orderOf: (_column, i) => i };
  const others = choose.filter(([field]) => field !== bisected);
  const values = itemAt(choose.filter(([field]) => field === bisected), 0)[1];
  const combos = others.length === 0 ? [{}] : expandGrid(others, Number.MAX_SAFE_INTEGER);
  const columns = combos.map((combo) => values.map((value) => ({ ...combo, [bisected]: value })));
  // A design's order in the chosen grid: fields in the file's order, the first outermost.
  const order = new Map(expandGrid(choose, Number.MAX_SAFE_INTEGER).map((design, i) => [JSON.stringify(choose.map(([field]) => design[field])), i]));
  const orders = columns.map((column) => column.map((design) => order.get(JSON.stringify(choose.map(([field]) => design[field]))) ?? 0));
  return { columns, orderOf: (column, i) => itemAt(itemAt(orders, column), i) };
}

/**
 * Searches the designs for those that meet every target in every situation, ranked by the preference; or,
 * when none does, the nearest misses (along a bisected option, each column read outward from its
 * nearest point until a target's shortfall, growing away from its bound, passes the fifth-nearest miss
 * found: {@link walkColumn}; else every design read in full). Solves go through `cache`, so its count is
 * the run's. Cost: with a bisected option of n values and m other designs, about n + m × checks × log n
 * solves plus the designs that meet (or the misses walked); otherwise every design, pruned at its first
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
  const scanned = new Set<number>();
  for (const [c, column] of columns.entries()) {
    const ways = bisected === undefined ? undefined : directions(cache, column, checks);
    const bisectedRange = ways === undefined ? undefined : bisectColumn(cache, column, checks, ways);
    let found = bisectedRange === undefined ? undefined : rangeDesigns(cache, column, bisectedRange, checks, (i) => orderOf(c, i));
    // A design inside the bisected range that fails means the figure did not move one way: scan the column.
    if (ways !== undefined && (found === undefined || found.some((design) => !design.meets))) {
      scannedColumns++;
      scanned.add(c);
      found = undefined;
    }
    found ??= column.flatMap((design, i) => (meetsAll(cache, design, checks) ? [evaluate(cache, design, orderOf(c, i), checks)] : []));
    meeting.push(...found);
  }
  const outcome = { ...(bisected === undefined ? {} : { bisected }), scannedColumns };
  if (meeting.length > 0) return { designs: rankDesigns(meeting, question, cache), misses: [], ...outcome };
  const nearest = new NearestMisses();
  for (const [c, column] of columns.entries()) {
    const ways = bisected === undefined || scanned.has(c) ? undefined : directions(cache, column, checks);
    const read = ways === undefined ? undefined : walkColumn(cache, column, checks, ways, nearest, (i) => orderOf(c, i));
    nearest.add(read ?? column.map((design, i) => evaluate(cache, design, orderOf(c, i), checks)));
  }
  return { designs: [], misses: nearest.kept, ...outcome };
}
