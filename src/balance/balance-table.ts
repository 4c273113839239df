/**
 * A balance run for the terminal: the designs that meet, ranked, with each targeted figure exactly; the
 * nearest misses with how far each target falls short; or, for tiers per situation, a chart of one cell
 * per situation and tier (a GM's DC chart) with the chance each cell gives.
 */
import type { TextTable } from "../framework/analysis.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import { pointLabel } from "../framework/grid.js";
import type { BalanceAnswer, BalanceQuestion, BalanceRun } from "./balance.js";
import type { EvaluatedDesign } from "./design.js";
import { figureColumn } from "./balance-rows.js";
import { figureLabel, type FigureSpec, type FigureValue } from "./targets.js";

/** Whether a figure is a probability (shown as a percentage), as read from the run's first result ({@link isProbabilityFigure}). */
export type ProbabilityOf = (figure: FigureSpec) => boolean;

/** A figure's value for a cell: a percentage or a number, with its exact fraction. */
function showValue(figure: FigureSpec, value: FigureValue, isProbabilityFigure: ProbabilityOf): string {
  const shown = isProbabilityFigure(figure) ? formatPercent(value.value) : formatNumber(value.value);
  return value.exact === undefined ? shown : `${shown} (${value.exact})`;
}

/** A design's options in a cell: their values, joined by " · " when there are several. */
function designLabel(question: BalanceQuestion, design: EvaluatedDesign): string {
  return question.choose.map(([field]) => String(design.design[field])).join(" · ");
}

/** The tiered chart: one row per situation, one column per tier, each cell the design and the chance it gives. */
function tierChart(question: BalanceQuestion, run: BalanceRun, title: string, isProbabilityFigure: ProbabilityOf): TextTable {
  const tiers = question.tiers?.chances ?? [];
  const figure = question.tiers?.figure ?? { name: "" };
  const situations = [...new Map(run.answers.map((answer) => [pointLabel(answer.situation), answer.situation])).values()];
  const cell = (answer: BalanceAnswer | undefined) => {
    const best = answer?.designs[0];
    const miss = answer?.misses[0];
    if (best !== undefined) return `${designLabel(question, best)}: ${best.preferred === undefined ? "" : isProbabilityFigure(figure) ? formatPercent(best.preferred.value) : formatNumber(best.preferred.value)}`;
    return miss === undefined ? "none" : `none (nearest ${designLabel(question, miss)})`;
  };
  return {
    title,
    columns: [question.across.map(([field]) => field).join(", ") || "situation", ...tiers.map(([name, chance]) => `${name} ${formatPercent(chance)}`)],
    rows: situations.map((situation) => [
      question.across.map(([field]) => String(situation[field])).join(", ") || "all",
      ...tiers.map(([name]) => cell(run.answers.find((answer) => answer.tier?.name === name && pointLabel(answer.situation) === pointLabel(situation)))),
    ]),
  };
}

/** The table of listed designs: rank, situation (per each), options, each targeted figure (with its shortfall when it misses). */
function designTable(question: BalanceQuestion, run: BalanceRun, title: string, isProbabilityFigure: ProbabilityOf): TextTable {
  const acrossFields = question.across.map(([field]) => field);
  const columns: string[] = [];
  const rows: string[][] = [];
  for (const answer of run.answers) {
    const listed = answer.designs.length > 0 ? answer.designs : answer.misses;
    listed.forEach((design, i) => {
      const cells = new Map<string, string>();
      if (question.per === "each") for (const field of acrossFields) cells.set(field, String(answer.situation[field]));
      cells.set("rank", answer.designs.length > 0 ? String(i + 1) : "miss");
      for (const [field] of question.choose) cells.set(field, String(design.design[field]));
      for (const value of design.values) {
        const target = question.targets[value.targetIndex];
        if (target === undefined) continue;
        const extra = Object.fromEntries(Object.entries(target.when ?? {}).filter(([field]) => !acrossFields.includes(field)));
        const column = figureColumn(target.figure, question.per === "each" ? extra : { ...value.situation, ...extra });
        const short = value.shortfall > 0 ? `, short by ${isProbabilityFigure(target.figure) ? formatPercent(value.shortfall) : formatNumber(value.shortfall)}` : "";
        cells.set(column, `${showValue(target.figure, value.value, isProbabilityFigure)}${short}`);
      }
      cells.set("meets", design.meets ? "yes" : "no");
      for (const column of cells.keys()) if (!columns.includes(column)) columns.push(column);
      rows.push(columns.map((column) => cells.get(column) ?? ""));
    });
  }
  return { title, columns, rows: rows.map((row) => columns.map((_, i) => row[i] ?? "")) };
}

/**
 * The run for the terminal: a tiered chart (tiers, one row per situation), or the designs that meet,
 * ranked, or the nearest misses, under a title saying what was found and the solves it took. O(designs × checks).
 */
export function balanceTable(question: BalanceQuestion, run: BalanceRun, what: string, isProbabilityFigure: ProbabilityOf): TextTable {
  const meeting = run.answers.filter((answer) => answer.designs.length > 0).length;
  const designs = run.answers.reduce((sum, answer) => sum + answer.designs.length, 0);
  const how = `${run.solves} solves${run.bisected === undefined ? "" : `, ${run.bisected} by bisection`}`;
  if (question.tiers !== undefined) return tierChart(question, run, `${what}: ${figureLabel(question.tiers.figure)} by tier (${question.tiers.rule}), ${how}`, isProbabilityFigure);
  const found =
    question.per === "each"
      ? `${meeting} of ${run.answers.length} situations have a design meeting every target`
      : designs > 0
        ? `${designs} design${designs === 1 ? "" : "s"} meet${designs === 1 ? "s" : ""} every target, best first`
        : "no design meets every target; the nearest misses";
  return designTable(question, run, `${what}: ${found} (${how})`, isProbabilityFigure);
}
