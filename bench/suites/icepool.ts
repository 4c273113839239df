import type { drawSum } from "../../src/core/deck.js";
import type { parseDice } from "../../src/core/dice/parse-dice.js";
import type { solveDice, solveMargin } from "../../src/core/dice/solve-dice.js";
import type { SmoothTotal } from "../../src/core/exact/smooth-fractions.js";
import type { Rational } from "../../src/core/exact/rational.js";
import { deckOfCounts, fullDeckCounts } from "../../src/models/ash/card-values.js";
import type { solveTable } from "../../src/models/kingstone/table.js";
import { readPlay } from "../../src/models/ultimo/cards.js";
import { OUTCOMES } from "../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../src/models/ultimo/rules.js";
import type { countChallenge } from "../../src/models/ultimo/solve-challenge.js";
import type { contestGrid } from "../../src/models/zilch/table.js";
import { fractionText } from "../exact-text.js";
import { runIcepool } from "../icepool.js";
import { cpuMs, expectSame, range, sized, timeBatched, type BenchContext, type Measurement, type Suite } from "../measure.js";
import { importCode, shippedCode, type CodeFolder } from "../shipped-code.js";

/** The functions the timed side calls, loaded from the built dist/ (or src/ under tsx: shippedCode). */
interface Ours {
  readonly solveTable: typeof solveTable;
  readonly contestGrid: typeof contestGrid;
  readonly drawSum: typeof drawSum;
  readonly countChallenge: typeof countChallenge;
  readonly Rational: typeof Rational;
  readonly parseDice: typeof parseDice;
  readonly solveDice: typeof solveDice;
  readonly solveMargin: typeof solveMargin;
  readonly SmoothTotal: typeof SmoothTotal;
}

/** Loads Ours from the folder chosen. */
async function loadOurs(code: CodeFolder): Promise<Ours> {
  const [table, zilch, deck, ultimo, rational, parse, solve, smooth] = await Promise.all([
    importCode<typeof import("../../src/models/kingstone/table.js")>(code, "models/kingstone/table.js"),
    importCode<typeof import("../../src/models/zilch/table.js")>(code, "models/zilch/table.js"),
    importCode<typeof import("../../src/core/deck.js")>(code, "core/deck.js"),
    importCode<typeof import("../../src/models/ultimo/solve-challenge.js")>(code, "models/ultimo/solve-challenge.js"),
    importCode<typeof import("../../src/core/exact/rational.js")>(code, "core/exact/rational.js"),
    importCode<typeof import("../../src/core/dice/parse-dice.js")>(code, "core/dice/parse-dice.js"),
    importCode<typeof import("../../src/core/dice/solve-dice.js")>(code, "core/dice/solve-dice.js"),
    importCode<typeof import("../../src/core/exact/smooth-fractions.js")>(code, "core/exact/smooth-fractions.js"),
  ]);
  return {
    solveTable: table.solveTable,
    contestGrid: zilch.contestGrid,
    drawSum: deck.drawSum,
    countChallenge: ultimo.countChallenge,
    Rational: rational.Rational,
    parseDice: parse.parseDice,
    solveDice: solve.solveDice,
    solveMargin: solve.solveMargin,
    SmoothTotal: smooth.SmoothTotal,
  };
}

/** One workload both sides compute: ours (timed here), icepool's Python (timed inside Python), the same exact answer. */
interface SideBySide {
  readonly name: string;
  readonly ours: (code: Ours) => unknown;
  readonly setup: string;
  readonly work: string;
  readonly count?: { readonly count: number; readonly unit: string };
  /** The issue whose target (50× icepool since issue 29 §5) the row is held to. */
  readonly target: string;
}

const [BONUSES, DCS, TARGETS] = [range(-5, 15), range(2, 20), range(2, 17)];

/** Kingstone (RULES.md 1.1): P(2d6 + bonus ≥ DC) over the table's grid, one ladder. */
const kingstoneGrid: SideBySide = {
  name: `kingstone grid P(2d6 + bonus >= DC), bonus -5..15 x DC 2..20 (${BONUSES.length * DCS.length} cells)`,
  ours: ({ solveTable }) => solveTable(BONUSES, DCS, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).map((cell) => fractionText(cell.pSuccess)),
  setup: "d = 2 @ icepool.d6",
  work: "[str((d + b >= dc).probability(True)) for b in range(-5, 16) for dc in range(2, 21)]",
  count: { count: BONUSES.length * DCS.length, unit: "cells" },
  target: "issue 17: at least 50x icepool",
};

/** zilch (RULES.md 2.1–2.3): the contest heatmap, a d12 that adds a d8 on a 12, decided pair of rolls by pair. */
const zilchHeatmap: SideBySide = {
  name: `zilch contest heatmap P(A wins), targets 2..17 x 2..17 (${TARGETS.length ** 2} cells)`,
  ours: ({ contestGrid }) => contestGrid(TARGETS, TARGETS, "draw", false).map((cell) => fractionText(cell.pAWins)),
  setup: [
    "roll = icepool.d12.map(lambda x: 12 + icepool.d8 if x == 12 else x)",
    "def winner(x, y, a, b):",
    "    if x > a and y > b: return 'draw'",
    "    if (x <= a) != (y <= b): return 'a' if x <= a else 'b'",
    "    return 'draw' if x == y else ('a' if x < y else 'b')",
  ].join("\n"),
  work: "[str(icepool.map(lambda x, y: winner(x, y, a, b), roll, roll).probability('a')) for a in range(2, 18) for b in range(2, 18)]",
  count: { count: TARGETS.length ** 2, unit: "cells" },
  target: "issue 17: at least 50x icepool",
};

/** Ash (RULES.md 4.1): the summed value of 5 cards drawn from a 54-card deck valued 0..3 for the check's suit. */
const ashDeck = deckOfCounts(fullDeckCounts());
const ashDraw: SideBySide = {
  name: "ash: sum of 5 cards from the valued 54-card deck (27 zeros, 18 ones, 6 twos, 3 threes), every total",
  ours: ({ drawSum }) => {
    const sums = drawSum(ashDeck, 5);
    return [...sums.outcomes].sort((a, b) => a - b).map((total) => [total, fractionText(sums.probability(total))]);
  },
  setup: [
    `deck = icepool.Deck({${ashDeck.classes.map(({ value, count }) => `${value}: ${count}`).join(", ")}})`,
    "def totals(die): return [[t, str(die.probability(t))] for t in die.outcomes()]",
  ].join("\n"),
  // A fresh evaluator each run: `deal(5).sum()` shares one evaluator whose cache would hand back the last answer.
  work: "totals(icepool.evaluator.SumEvaluator()(deck.deal(5)))",
  target: "issue 17: at least 50x icepool",
};

/**
 * Ultimo (RULES.md 3.2–3.5): the play J,A,K,9,7 in that order against the Dealer's 5 cards sorted high to
 * low (jokers, aces, kings and 10s, 9..3, 2s and queens, jacks last), each pair decided by 3.4, the
 * outcome by 3.5. icepool deals the Dealer's cards from the deck by value class and walks them high to
 * low in a MultisetEvaluator.
 */
const PAIRING_SETUP = `
PLAY = ('J', 14, 10, 9, 7)
def pair(p, d):  # 0 success, 1 failure, 2 cancel; dealer 0 = jack, 14 = ace, 15 = joker
    if p == 'J' or d == 0: return 2
    if p == 14: return 2 if d == 14 else 0
    if d >= 14: return 1
    return 0 if p > d else 1 if p < d else 2
class Pairing(icepool.MultisetEvaluator):
    def initial_state(self, order, outcomes, *sizes):
        if order != icepool.Order.Descending: raise icepool.UnsupportedOrder()
        return (0, 0, 0, 0, False)
    def next_state(self, state, order, outcome, count):
        pos, s, f, c, jack = state
        tally = [s, f, c]
        for _ in range(count):
            tally[pair(PLAY[pos], outcome)] += 1
            pos += 1
        return (pos, *tally, jack or (outcome == 0 and count > 0))
    def final_outcome(self, state, *_):
        _, s, f, c, jack = state
        if s == 0 and f > 0 and not jack: return 'total-failure'
        if f == 0 and s > 0 and 'J' not in PLAY: return 'perfect-success'  # 3.5 step 2: not with a jack played
        if s > f: return 'success'
        if s == f or s == f - 1: return 'partial-success'
        return 'failure'
dealer = icepool.Deck({0: 4, 2: 8, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4, 9: 4, 10: 8, 14: 4, 15: 2})
def outcomes(die): return {name: str(die.probability(name)) for name in ${JSON.stringify(OUTCOMES).replaceAll('"', "'")}}`;
const play = readPlay("J,A,K,9,7");
const ultimoPairing: SideBySide = {
  name: "ultimo: the play J,A,K,9,7 against 5 Dealer cards sorted high to low (sorted 5-v-5 pairing), every outcome",
  ours: ({ countChallenge, Rational }) => {
    const { counts } = countChallenge(play, DEFAULT_RULES, 5);
    const total = counts.slice(25, 30).reduce((sum, count) => sum + BigInt(count), 0n);
    return Object.fromEntries(OUTCOMES.map((outcome, o) => [outcome, fractionText(Rational.of(BigInt(counts[25 + o]!), total))]));
  },
  setup: PAIRING_SETUP,
  work: "outcomes(Pairing().evaluate(dealer.deal(5)))",
  target: "issue 17: at least 50x icepool",
};

/**
 * Every value of a dice expression's exact distribution and its fraction, as icepool's `totals` lists them;
 * each fraction reduced over the total's small primes (SmoothTotal) and written, as `dice roll` reduces and writes them.
 */
function diceTotals({ parseDice, solveDice, solveMargin, SmoothTotal }: Ours, text: string): Array<[number, string]> {
  const roll = parseDice("dice", text);
  const { distribution } = roll.opposed === undefined ? solveDice(roll.expression) : solveMargin(roll);
  const over = new SmoothTotal(distribution.total);
  // Written as `dice roll` writes them ("n/d", toString), a whole number without its "/1" as icepool writes it.
  return distribution.outcomes.map((value, i) => {
    const text = over.reduce(distribution.weights[i] ?? 0n).toString();
    return [value, text.endsWith("/1") ? text.slice(0, -2) : text];
  });
}

/**
 * icepool's side of the dice workloads. Each call builds fresh dice and a fresh evaluator, as the deck sum
 * above does: icepool memoises results on the objects (`Die._sum_cache` for `n @ die`, the module-wide
 * `sum_evaluator`'s dungeon cache for `highest`, which matches equal pools by value), so repeated calls on
 * `icepool.d100` or `icepool.d10.highest(…)` return the first call's answer without computing it (measured:
 * 20d100 9 ms from the memo against ~400 ms computed, 16d10kh8 0.5 against 7.6 ms). Ours memoises nothing
 * between calls either, so both sides compute every answer from the expression.
 */
const DICE_SETUP = [
  "def totals(die): return [[t, str(die.probability(t))] for t in die.outcomes() if die.quantity(t) > 0]",
  "def d(sides): return icepool.Die(range(1, sides + 1))",
  "def highest(sides, rolls, keep): return icepool.evaluator.SumEvaluator()(d(sides).pool(rolls)[-keep:])",
].join("\n");

/** Issue 27's dice workloads (src/core/dice): each expression's every total, ours from its text, icepool's from its own calls. */
const DICE_EXPRESSIONS: ReadonlyArray<readonly [string, string]> = [
  ["20d100", "20 @ d(100)"],
  ["10d10kh3", "highest(10, 10, 3)"],
  ["16d10kh8", "highest(10, 16, 8)"],
  ["10d10>=8", "10 @ d(10).map(lambda x: 1 if x >= 8 else 0)"],
  ["5d6 vs 5d6", "(5 @ d(6)) - (5 @ d(6))"],
  ["4d6kh3", "highest(6, 4, 3)"],
];
const DICE_WORKLOADS: SideBySide[] = DICE_EXPRESSIONS.map(([text, theirs]) => ({
  name: `dice ${text}${text.includes("vs") ? " (the margin A - B)" : ""}, every total`,
  ours: (code) => diceTotals(code, text),
  setup: DICE_SETUP,
  work: `totals(${theirs})`,
  target: "issue 29 §5: at least 50x icepool (issue 27 §7: 10x)",
}));

const WORKLOADS = [kingstoneGrid, zilchHeatmap, ashDraw, ultimoPairing, ...DICE_WORKLOADS];

/** How long ours is called before it is timed: enough for V8 to compile the calls it makes most. */
const WARM_UP_MS = 1000;

/** One workload side by side: icepool's answer must equal ours (exact fractions) before either is timed. */
function sideBySide(context: BenchContext, icepool: string, ours: Ours, folder: string, workload: SideBySide): Measurement[] {
  const run = runIcepool(icepool, workload.setup, workload.work, sized(context, 10, 5));
  if (!run.ok) throw new Error(`icepool: ${run.reason}`);
  const work = () => workload.ours(ours);
  expectSame(`${workload.name} against icepool ${run.version}`, work(), run.answer);
  const theirs = `icepool ${run.version} (Python ${run.python}, warm, CPU ms): ${workload.name}`;
  return [
    {
      workload: `oddsmith (${folder}/, CPU ms): ${workload.name}`,
      // A full second of calls first, also under --quick: 50 ms left calls of a few microseconds half
      // compiled (2–10× slower), where icepool's one warm-up call is all Python needs.
      timing: timeBatched(work, sized(context, 30, 9), 2, WARM_UP_MS, cpuMs),
      ...(workload.count ? { throughput: workload.count } : {}),
      baseline: { workload: theirs, source: "icepool, same exact fractions (checked); both sides computing every answer (no memo) in CPU time per call, warm: ours after 1 s of calls, icepool inside Python after a warm-up call" },
      target: { ms: run.timing.medianMs / 50, source: workload.target },
    },
    { workload: theirs, timing: run.timing, ...(workload.count ? { throughput: workload.count } : {}) },
  ];
}

/** Every workload icepool expresses, ours beside icepool's own (`--icepool PATH`), answers checked first. */
export const icepoolSuite: Suite = {
  name: "icepool",
  summary: "side by side with icepool (--icepool PATH): Kingstone grid, zilch heatmap, 5 cards from a valued deck, a sorted pairing",
  run: async (context) => {
    const icepool = context.icepool;
    if (icepool === undefined) {
      context.notes.push("icepool: not compared (no --icepool PATH given; see bench/README.md)");
      return [];
    }
    const code = shippedCode("icepool");
    if (code.note !== undefined) context.notes.push(code.note);
    const ours = await loadOurs(code);
    return WORKLOADS.flatMap((workload) => sideBySide(context, icepool, ours, code.folder, workload));
  },
};
