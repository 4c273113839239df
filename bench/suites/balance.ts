import { findAnalysis } from "../../src/analyses/index.js";
import { balance, type BalanceQuestion } from "../../src/balance/balance.js";
import { exactSolver } from "../../src/balance/exact-solver.js";
import type { SolvePoint } from "../../src/balance/solve-cache.js";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";
import { rowFigures, splitRowField } from "../../src/balance/row-figures.js";
import { forgetSolvedCurves } from "../../src/models/ultimo/curve.js";
import { bruteBalance } from "../../test/support/balance-brute-force.js";
import { expectSame, sized, time, type Measurement, type Suite } from "../measure.js";

const DICE = ["2d6", "3d6", "3d6kh2", "2d8", "2d10", "4d6kh3", "2d6+1d4", "3d4", "1d12", "1d20"];
const LADDERS = ["paired", "shifted", "linear"];

/** Issue 26 §8's first question: the Kingstone DC chart, bonus 0..10 × 4 tiers × 3 ladders, DC 1..40. */
const DC_CHART: BalanceQuestion = {
  choose: [["dc", Array.from({ length: 40 }, (_, i) => i + 1)]],
  across: [["ladder", LADDERS], ["bonus", Array.from({ length: 11 }, (_, i) => i)]],
  per: "each",
  targets: [],
  tiers: { figure: { name: "pSuccess" }, rule: "at-least", chances: [["easy", 0.75], ["moderate", 0.5], ["hard", 0.25], ["heroic", 0.1]] },
  prefer: { kind: "middle" },
};

/** Its second: dice and ladder (and DC 2..20) keeping a +3 at 60–70% with a third-degree failure or worse at most 5%, a +0 at least 40%. */
const DICE_LADDER: BalanceQuestion = {
  choose: [["dice", DICE], ["ladder", LADDERS], ["dc", Array.from({ length: 19 }, (_, i) => i + 2)]],
  across: [],
  per: "all",
  targets: [
    { figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7, when: { bonus: 3 } },
    { figure: { name: "failure-3", side: "or-worse" }, atMost: 0.05, when: { bonus: 3 } },
    { figure: { name: "pSuccess" }, atLeast: 0.4, when: { bonus: 0 } },
  ],
  prefer: { kind: "middle" },
};

/** Its third: the Ultimo difficulty per tier (90/70/50/30/10%) for a random hand of 7 with limit 4, read from the curve's rows. */
const ULTIMO_TIERS: BalanceQuestion = {
  choose: [["difficulty", Array.from({ length: 13 }, (_, d) => d)]],
  across: [],
  per: "each",
  targets: [],
  tiers: { figure: { name: "pSuccessOrBetter" }, rule: "at-least", chances: [["trivial", 0.9], ["easy", 0.7], ["standard", 0.5], ["hard", 0.3], ["heroic", 0.1]] },
  prefer: { kind: "middle" },
  rowField: "difficulty",
};

/** The designs a run lists, by answer: what the search and the enumeration must agree on. */
const listed = (answers: ReadonlyArray<{ readonly designs?: readonly { readonly design: unknown }[]; readonly meets?: readonly unknown[] }>) =>
  answers.map((answer) => (answer.designs ?? []).map((design) => design.design));

/** The solver balance lent before its figures path: each point's whole result (rows, text, charts), nothing shared. */
function wholeResults(entry: AnalysisEntry, fixed: Readonly<Record<string, unknown>>): SolvePoint {
  return (point) => {
    const prepared = entry.prepare({ ...fixed, ...point });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    return solveExactly(prepared.value);
  };
}

/** Each design solved on its own, its row read from its own whole result (the enumeration's solver for a row field: nothing shared). */
function everyRowOnItsOwn(entry: AnalysisEntry, fixed: Readonly<Record<string, unknown>>, rowField: string, cold: () => void): SolvePoint {
  return (point) => {
    cold();
    const { solved, row } = splitRowField(point, rowField);
    const prepared = entry.prepare({ ...fixed, ...solved });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const whole = solveExactly(prepared.value);
    const figures = row === undefined ? whole : rowFigures(whole, rowField, row);
    if ("problem" in figures) throw new Error(figures.problem);
    return figures;
  };
}

/**
 * The rows of one question: the search, every design enumerated, and (without a row field) the search on
 * whole results; `cold` runs before each timed run (the Ultimo curve's memo forgotten: a cold solve).
 */
function rows(name: string, question: BalanceQuestion, runs: number, [game, analysis, fixed]: readonly [string, string, Readonly<Record<string, unknown>>] = ["kingstone", "check", {}], cold: () => void = () => undefined): Measurement[] {
  const entry = findAnalysis(game, analysis);
  if (entry === undefined) throw new Error(`${game} ${analysis} is not registered`);
  const search = () => (cold(), balance(question, exactSolver(entry, fixed)));
  const enumerate = () => (cold(), bruteBalance(question, question.rowField === undefined ? exactSolver(entry, fixed) : everyRowOnItsOwn(entry, fixed, question.rowField, cold)));
  const found = search();
  const brute = enumerate();
  // A tier lists its best design only; the enumeration ranks every design meeting: compare the best of each answer.
  const best = (designs: readonly unknown[][]) => designs.map((list) => list[0] ?? null);
  expectSame(name, question.tiers ? best(listed(found.answers)) : listed(found.answers), question.tiers ? best(brute.map((answer) => [...answer.meets])) : brute.map((answer) => [...answer.meets]));
  const baseline = `baseline: ${name}, every design enumerated`;
  const whole = () => balance(question, wholeResults(entry, fixed));
  if (question.rowField === undefined) expectSame(`${name} (whole results)`, listed(whole().answers), listed(found.answers));
  const before = question.rowField === undefined ? [{ workload: `${name}, the same search on whole results (before: rows, text and charts built at every point, none shared)`, timing: time(whole, runs, 1) }] : [];
  return [
    { workload: `${name}, balance search (${found.solves} solves${found.bisected ? `, ${found.bisected} bisected` : ""})`, timing: time(search, runs, 1), baseline: { workload: baseline, source: "the tests' brute force (test/support/balance-brute-force.ts), same designs (checked)" } },
    { workload: baseline, timing: time(enumerate, runs, 1) },
    ...before,
  ];
}

/** Issue 26 §8: the balance questions against enumerating every design. */
export const balanceSuite: Suite = {
  name: "balance",
  summary: "the balance search (issue 26) against enumerating every design",
  run: (context) => [
    ...rows("Kingstone DC chart: bonus 0..10 × 4 tiers × 3 ladders, DC 1..40", DC_CHART, sized(context, 5, 1)),
    ...rows("Kingstone dice × ladder × DC 2..20 for a +3 at 60–70%", DICE_LADDER, sized(context, 5, 1)),
    ...rows("Ultimo difficulty 0..12 per tier (90/70/50/30/10%), hand 7, limit 4, optimal", ULTIMO_TIERS, sized(context, 1, 1), ["ultimo", "curve", { handSize: 7, limit: 4, maxDifficulty: 12 }], forgetSolvedCurves),
  ],
};
