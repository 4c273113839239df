import type { Row } from "../../framework/analysis.js";
import { formatPercent } from "../../framework/format.js";

/** Where a curve of P(success or better) over difficulty crosses the lines a GM cares about. */
export interface DifficultyMarks {
  /** The hardest difficulty still at 90% or better. */
  readonly sure?: number;
  /** The hardest difficulty at even odds or better, and its P(success or better). */
  readonly even?: { readonly difficulty: number; readonly probability: number };
  /** The first difficulty at which success is impossible. */
  readonly impossible?: number;
}

/**
 * The marks of a difficulty curve from its rows (`difficulty`, `pSuccessOrBetter`), for the report's
 * explanations. O(rows).
 * @example difficultyMarks([{ difficulty: 0, pSuccessOrBetter: 1 }, { difficulty: 1, pSuccessOrBetter: 0.6 }, { difficulty: 2, pSuccessOrBetter: 0 }]).impossible // 2
 */
export function difficultyMarks(rows: readonly Row[]): DifficultyMarks {
  const points = rows.map((row) => ({ difficulty: Number(row.difficulty), probability: Number(row.pSuccessOrBetter) }));
  const sure = points.filter((point) => point.probability >= 0.9).at(-1);
  const even = points.filter((point) => point.probability >= 0.5).at(-1);
  const impossible = points.find((point) => point.probability === 0);
  return {
    ...(sure ? { sure: sure.difficulty } : {}),
    ...(even ? { even } : {}),
    ...(impossible ? { impossible: impossible.difficulty } : {}),
  };
}

/**
 * One sentence naming a curve's marks: 90% or better up to one difficulty, even odds up to another,
 * impossible from a third (each part only when the curve reaches it). O(1).
 * @example marksSentence("It", { sure: 5, even: { difficulty: 8, probability: 0.5 }, impossible: 9 }) // "It succeeds 90% of the time or better up to difficulty 5, at even odds or better up to 8 (50.0% there), and never from 9 on."
 */
export function marksSentence(subject: string, marks: DifficultyMarks): string {
  const parts = [
    ...(marks.sure !== undefined ? [`90% of the time or better up to difficulty ${marks.sure}`] : []),
    ...(marks.even ? [`at even odds or better up to ${marks.even.difficulty} (${formatPercent(marks.even.probability)} there)`] : []),
  ];
  const never = marks.impossible !== undefined ? `never from ${marks.impossible} on` : "";
  if (parts.length === 0) return marks.impossible !== undefined ? `${subject} never succeeds from difficulty ${marks.impossible} on.` : `${subject} stays below even odds at every difficulty shown.`;
  return `${subject} succeeds ${parts.join(", ")}${never ? `, and ${never}` : ""}.`;
}

/** The first sentence of every stacked outcome-by-difficulty chart: what a bar and its colours are. */
export const OUTCOME_BARS_BY_DIFFICULTY =
  "Each bar is one difficulty (the number of cards the Dealer draws), split into the five outcomes from total failure (dark red, bottom) to perfect success (dark blue, top).";
