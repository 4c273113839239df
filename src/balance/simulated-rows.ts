/**
 * A simulated balance run (issue 26 §3) as rows and as a table: the designs met (best first), then those
 * left undecided, or, when neither, the nearest misses; each targeted figure with its 95% interval, the
 * trials of the design's last round, and `meets`: `true`, `"undecided"` or `false`. An undecided design is
 * never listed as met.
 */
import type { Row, TextTable } from "../framework/analysis.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import type { BalanceQuestion } from "./balance.js";
import { figureColumn } from "./balance-rows.js";
import type { ProbabilityOf } from "./balance-table.js";
import { MISSES_LISTED } from "./search-designs.js";
import type { SimulatedAnswer, SimulatedDesign, SimulatedRun, Verdict } from "./simulated.js";

/** What a listed design's `meets` cell holds: met, undecided, or fails. */
export type Meets = true | "undecided" | false;

/** The `meets` value of a verdict. */
const MEETS: Readonly<Record<Verdict, Meets>> = { met: true, undecided: "undecided", fails: false };

/** The designs an answer lists, best first: met, then undecided; when there are none, the nearest misses. */
function listed(answer: SimulatedAnswer): readonly SimulatedDesign[] {
  const decided = [...answer.met, ...answer.undecided];
  return decided.length > 0 ? decided : answer.fails.slice(0, MISSES_LISTED);
}

/** The column each value of a design fills: its figure, read at its situation (per all) and its own `when` readings. */
function columnsOf(question: BalanceQuestion, design: SimulatedDesign): Array<{ column: string; value: SimulatedDesign["values"][number] }> {
  const acrossFields = question.across.map(([field]) => field);
  return design.values.flatMap((value) => {
    const target = question.targets[value.targetIndex];
    if (target === undefined) return [];
    const extra = Object.fromEntries(Object.entries(target.when ?? {}).filter(([field]) => !acrossFields.includes(field)));
    return [{ column: figureColumn(target.figure, question.per === "each" ? extra : { ...value.situation, ...extra }), value }];
  });
}

/**
 * The rows of a simulated run, one per design listed (per situation with `per: each`): the situation, a
 * running rank, the chosen options by name, each targeted figure with its `low` and `high`, `trials` and
 * `meets`. O(designs × checks).
 * @example simulatedRows({ choose: [["dc", [9]]], across: [], per: "all", targets: [], prefer: { kind: "middle" } }, { answers: [], simulations: 0 }) // []
 */
export function simulatedRows(question: BalanceQuestion, run: SimulatedRun): Row[] {
  return run.answers.flatMap((answer) =>
    listed(answer).map((design, i) => {
      const cells: Array<[string, Row[string]]> = [];
      if (question.per === "each") cells.push(...Object.entries(answer.situation));
      cells.push(["rank", i + 1], ...question.choose.map(([field]): [string, Row[string]] => [field, design.design[field] ?? null]));
      for (const { column, value } of columnsOf(question, design)) {
        if (cells.some(([name]) => name === column)) continue;
        cells.push([column, value.value.value], [`${column} low`, value.value.low ?? null], [`${column} high`, value.value.high ?? null]);
      }
      cells.push(["trials", design.trials], ["meets", MEETS[design.verdict]]);
      return Object.fromEntries(cells);
    }),
  );
}

/**
 * A simulated run for the terminal: the designs listed (as {@link simulatedRows}), each figure with its
 * 95% interval, under a title saying how many meet and how many are undecided, the simulations it made and
 * the seed. O(designs × checks).
 */
export function simulatedTable(question: BalanceQuestion, run: SimulatedRun, what: string, seed: number, isProbabilityFigure: ProbabilityOf): TextTable {
  const acrossFields = question.across.map(([field]) => field);
  const columns: string[] = [];
  const rows: Array<Map<string, string>> = [];
  for (const answer of run.answers) {
    for (const design of listed(answer)) {
      const cells = new Map<string, string>();
      if (question.per === "each") for (const field of acrossFields) cells.set(field, String(answer.situation[field]));
      cells.set("rank", design.verdict === "met" ? String(answer.met.indexOf(design) + 1) : design.verdict === "undecided" ? "-" : "miss");
      for (const [field] of question.choose) cells.set(field, String(design.design[field]));
      for (const { column, value } of columnsOf(question, design)) {
        const target = question.targets[value.targetIndex];
        const show = (x: number) => (target !== undefined && isProbabilityFigure(target.figure) ? formatPercent(x) : formatNumber(x));
        const interval = value.value.low === undefined || value.value.high === undefined ? "" : ` (${show(value.value.low)}–${show(value.value.high)})`;
        if (!cells.has(column)) cells.set(column, `${show(value.value.value)}${interval}`);
      }
      cells.set("trials", design.trials.toLocaleString("en-US"));
      cells.set("meets", design.verdict === "met" ? "yes" : design.verdict === "undecided" ? "undecided" : "no");
      for (const column of cells.keys()) if (!columns.includes(column)) columns.push(column);
      rows.push(cells);
    }
  }
  const met = run.answers.reduce((sum, answer) => sum + answer.met.length, 0);
  const undecided = run.answers.reduce((sum, answer) => sum + answer.undecided.length, 0);
  const found =
    question.per === "each"
      ? `${run.answers.filter((answer) => answer.met.length > 0).length} of ${run.answers.length} situations have a design meeting every target, ${undecided} undecided`
      : met + undecided === 0
        ? "no design meets every target nor is undecided; the nearest misses"
        : `${met} design${met === 1 ? "" : "s"} meet${met === 1 ? "s" : ""} every target, ${undecided} undecided, best first`;
  const title = `${what}: ${found} (${run.simulations} simulations, seed ${seed}; met: the 95% interval inside every bound)`;
  return { title, columns, rows: rows.map((cells) => columns.map((column) => cells.get(column) ?? "")) };
}
