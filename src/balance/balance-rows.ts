/**
 * A balance run as rows: one CSV row per design listed, best first (per situation, and per tier, with
 * `per: each`), whose columns are the situation, the tier, the chosen options by name, each targeted
 * figure with its exact fraction, and `meets`. The terminal table, the JSON document and the charts are
 * built from these rows.
 */
import type { Row } from "../framework/analysis.js";
import { pointLabel, type GridPoint } from "../framework/grid.js";
import type { BalanceAnswer, BalanceQuestion, BalanceRun } from "./balance.js";
import type { CheckedValue, EvaluatedDesign } from "./design.js";
import { figureLabel } from "./targets.js";

/**
 * The column a target's figure fills in one situation: its words, then the point it reads when the
 * situations vary or the target adds readings (`pSuccess (bonus=3, dc=11)`). O(fields).
 * @example figureColumn({ name: "pSuccess" }, {}) // "pSuccess"
 */
export function figureColumn(figure: Parameters<typeof figureLabel>[0], reading: GridPoint): string {
  const where = pointLabel(reading);
  return where === "" ? figureLabel(figure) : `${figureLabel(figure)} (${where})`;
}

/** The columns of a simulated figure's 95% interval. */
function intervalCells(column: string, low: number, high: number): Array<[string, Row[string]]> {
  return [
    [`${column} low`, low],
    [`${column} high`, high],
  ];
}

/** The columns of one checked value: its figure's float and its exact fraction (or 95% interval). */
function valueCells(question: BalanceQuestion, value: CheckedValue, per: BalanceQuestion["per"]): Array<[string, Row[string]]> {
  const target = question.targets[value.targetIndex];
  if (target === undefined) return [];
  const acrossFields = question.across.map(([field]) => field);
  const extra = Object.fromEntries(Object.entries(target.when ?? {}).filter(([field]) => !acrossFields.includes(field)));
  // With per: each the row names its situation; with per: all each situation is its own column.
  const reading = per === "each" ? extra : { ...value.situation, ...extra };
  const column = figureColumn(target.figure, reading);
  const figure = value.value;
  return [
    [column, figure.value],
    [`${column} exact`, figure.exact ?? null],
    ...(figure.low !== undefined && figure.high !== undefined ? intervalCells(column, figure.low, figure.high) : []),
  ];
}

/** One design's row: its situation and tier (per each), its options, its figures, whether it meets. */
function designRow(question: BalanceQuestion, answer: BalanceAnswer, design: EvaluatedDesign, rank: number): Row {
  const cells: Array<[string, Row[string]]> = [];
  if (question.per === "each") cells.push(...Object.entries(answer.situation));
  if (answer.tier !== undefined) cells.push(["tier", answer.tier.name], ["chance", answer.tier.chance]);
  cells.push(["rank", rank]);
  cells.push(...question.choose.map(([field]): [string, Row[string]] => [field, design.design[field] ?? null]));
  if (answer.tier !== undefined && design.preferred !== undefined && question.tiers !== undefined) {
    const column = figureLabel(question.tiers.figure);
    cells.push([column, design.preferred.value], [`${column} exact`, design.preferred.exact ?? null]);
  }
  for (const value of design.values) for (const [column, cell] of valueCells(question, value, question.per)) if (!cells.some(([name]) => name === column)) cells.push([column, cell]);
  cells.push(["meets", design.meets]);
  return Object.fromEntries(cells);
}

/**
 * The rows of a balance run: for each answer, its designs that meet (best first, ranked from 1), or its
 * nearest misses (`meets` false); with tiers, the best design of each tier only. O(designs × checks).
 * @example balanceRows({ choose: [["dc", [9]]], across: [], per: "all", targets: [], prefer: { kind: "middle" } }, { answers: [], solves: 0, scannedColumns: 0 }) // []
 */
export function balanceRows(question: BalanceQuestion, run: BalanceRun): Row[] {
  return run.answers.flatMap((answer) => {
    const listed = answer.designs.length > 0 ? answer.designs : answer.misses;
    const shown = answer.tier === undefined ? listed : listed.slice(0, 1);
    return shown.map((design, i) => designRow(question, answer, design, i + 1));
  });
}
