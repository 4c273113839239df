/**
 * Balance on simulated figures (issue 26 §3): a design meets a target only when the figure's 95% interval
 * lies inside the bound, fails it when the interval lies wholly outside, and is undecided otherwise.
 * Trials go adaptively to the undecided designs by a stated sequential rule (docs/balance.md):
 *
 *   round r = 0, 1, …, rounds − 1: every design still undecided is simulated at trials × 2^r, seed `seed`
 *   (each point on its own, the same seed at every round) ─► fails at any check: dropped; met at every check:
 *   kept; else undecided, to the next round ─► after the last round, still undecided: reported undecided
 *
 * Each simulation is seeded and its tallies do not depend on the threads that ran it (src/sim), and the
 * rule reads only those tallies, so a run gives the same answer on any number of threads. Portable: the
 * caller lends the simulator.
 */
import { expandGrid, type GridPoint } from "../framework/grid.js";
import type { ResultFigures } from "../framework/analysis.js";
import type { BalanceQuestion } from "./balance.js";
import { pointKey } from "./solve-cache.js";
import { BalanceFigureProblem, readFigure, shortfall, targetApplies, targetMiddle, targetReading, type FigureValue, type Target } from "./targets.js";

/** A figure's verdict against a target: met (95% interval inside the bound), fails (wholly outside), undecided. */
export type Verdict = "met" | "fails" | "undecided";

/** Values closer than this to a bound count as on it (as for exact figures). */
const FLOAT_NOISE = 1e-12;

/**
 * A simulated figure against a target's bound: met when its whole 95% interval lies inside, fails when the
 * interval lies wholly outside, else undecided; an exact figure (no interval) is met or fails. O(1).
 * @example verdictOf({ value: 0.62, low: 0.61, high: 0.63 }, { figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 }) // "met"
 * @example verdictOf({ value: 0.6, low: 0.59, high: 0.61 }, { figure: { name: "pSuccess" }, atLeast: 0.6 }) // "undecided"
 */
export function verdictOf(value: FigureValue, target: Target): Verdict {
  const low = value.low ?? value.value;
  const high = value.high ?? value.value;
  const above = (x: number) => target.atLeast === undefined || x >= target.atLeast - FLOAT_NOISE;
  const below = (x: number) => target.atMost === undefined || x <= target.atMost + FLOAT_NOISE;
  if (above(low) && below(high)) return "met";
  if (!above(high) || !below(low)) return "fails";
  return "undecided";
}

/** How trials are spent: the first round's trials, the seed, and the rounds (trials double each round). */
export interface SequentialRule {
  readonly trials: number;
  readonly seed: number;
  readonly rounds: number;
}

/** Simulates one point (the fixed options merged by the caller) with these trials and seed: its figures with 95% intervals; `design` is the index among the designs of the design that asked (its shard's owner). */
export type SimulatePoint = (point: GridPoint, trials: number, seed: number, design: number) => Promise<ResultFigures>;

/** One design after the rule: its verdict, the trials of its last round, and each check's figure then. */
export interface SimulatedDesign {
  readonly design: GridPoint;
  readonly verdict: Verdict;
  readonly trials: number;
  readonly values: ReadonlyArray<{ readonly targetIndex: number; readonly situation: GridPoint; readonly value: FigureValue; readonly verdict: Verdict }>;
}

/** One answer (a situation with `per: each`, `{}` with `per: all`): the designs met (best first), those left undecided, and the failing ones nearest first. */
export interface SimulatedAnswer {
  readonly situation: GridPoint;
  readonly met: readonly SimulatedDesign[];
  readonly undecided: readonly SimulatedDesign[];
  /** The designs that failed a target, by the worst distance of their estimates outside a bound (the nearest misses first). */
  readonly fails: readonly SimulatedDesign[];
}

/** A simulated balance run: its answers and the simulations it made (points × rounds). */
export interface SimulatedRun {
  readonly answers: readonly SimulatedAnswer[];
  readonly simulations: number;
}

/** Reads each check of a design at one round's trials, simulating each point once per trials. */
async function evaluateAt(design: GridPoint, checks: ReadonlyArray<{ targetIndex: number; target: Target; situation: GridPoint; reading: GridPoint }>, trials: number, figuresAt: (point: GridPoint, trials: number) => Promise<ResultFigures>): Promise<SimulatedDesign> {
  const values: Array<SimulatedDesign["values"][number]> = [];
  for (const check of checks) {
    const read = readFigure(await figuresAt({ ...design, ...check.reading }, trials), check.target.figure);
    if ("problem" in read) throw new BalanceFigureProblem(`targets[${check.targetIndex}]`, read.problem);
    const verdict = verdictOf(read, check.target);
    values.push({ targetIndex: check.targetIndex, situation: check.situation, value: read, verdict });
    // Pruning: a design that fails one check is dropped without reading the rest.
    if (verdict === "fails") return { design, verdict, trials, values };
  }
  return { design, verdict: values.every((value) => value.verdict === "met") ? "met" : "undecided", trials, values };
}

/**
 * Answers a balance question on simulated figures by the sequential rule: designs of `question.choose`
 * (every one read, none bisected: estimates are not checked to move one way), per situation with
 * `per: each`; the designs met ranked by the smallest worst-case distance of their estimates to the
 * targets' middles (ties in the grid's order). Cost: at most points × rounds simulations, round r of
 * trials × 2^r trials. Tiers and figure preferences are not read here (bounds only). With `only`, just the
 * designs whose index (in the grid's order) it keeps are read: a design's rounds read its own points alone,
 * each simulated at the one seed, so a shard's designs get the verdicts the whole run gives them.
 * @throws {BalanceFigureProblem} when a target names a figure the analysis does not have.
 */
export async function balanceSimulated(question: BalanceQuestion, simulate: SimulatePoint, rule: SequentialRule, only?: (design: number) => boolean): Promise<SimulatedRun> {
  const acrossFields = question.across.map(([field]) => field);
  const situations = question.across.length === 0 ? [{}] : expandGrid(question.across, Number.MAX_SAFE_INTEGER);
  const groups: GridPoint[][] = question.per === "all" ? [situations] : situations.map((situation) => [situation]);
  const designs = expandGrid(question.choose, Number.MAX_SAFE_INTEGER);
  const kept = only === undefined ? designs : designs.filter((_, i) => only(i));
  const known = new Map<string, ResultFigures>();
  const figuresAt = async (point: GridPoint, trials: number, design: number) => {
    const key = `${trials} ${pointKey(point)}`;
    const found = known.get(key) ?? (await simulate(point, trials, rule.seed, design));
    known.set(key, found);
    return found;
  };
  const answers: SimulatedAnswer[] = [];
  for (const group of groups) {
    const checks = question.targets.flatMap((target, targetIndex) => group.filter((situation) => targetApplies(target, situation, acrossFields)).map((situation) => ({ targetIndex, target, situation, reading: targetReading(target, situation, acrossFields) })));
    let open = kept;
    const met: SimulatedDesign[] = [];
    const fails: SimulatedDesign[] = [];
    let undecided: SimulatedDesign[] = [];
    for (let round = 0; round < rule.rounds && open.length > 0; round++) {
      const trials = rule.trials * 2 ** round;
      undecided = [];
      for (const design of open) {
        const index = designs.indexOf(design);
        const read = await evaluateAt(design, checks, trials, (point, at) => figuresAt(point, at, index));
        if (read.verdict === "met") met.push(read);
        else if (read.verdict === "undecided") undecided.push(read);
        else fails.push(read);
      }
      open = undecided.map((read) => read.design);
    }
    const order = (design: GridPoint) => designs.indexOf(design);
    const distance = (read: SimulatedDesign) => Math.max(0, ...read.values.map((value) => Math.abs(value.value.value - targetMiddle(question.targets[value.targetIndex] ?? { figure: { name: "" } }))));
    const ranked = [...met].sort((a, b) => distance(a) - distance(b) || order(a.design) - order(b.design));
    const outside = (read: SimulatedDesign) => Math.max(0, ...read.values.map((value) => shortfall(value.value.value, question.targets[value.targetIndex] ?? { figure: { name: "" } })));
    const nearest = [...fails].sort((a, b) => outside(a) - outside(b) || order(a.design) - order(b.design));
    answers.push({ situation: question.per === "all" ? {} : (group[0] ?? {}), met: ranked, undecided: [...undecided].sort((a, b) => order(a.design) - order(b.design)), fails: nearest });
  }
  return { answers, simulations: known.size };
}
