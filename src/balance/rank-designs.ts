/**
 * Ranking the designs that meet every target (issue 26 §1 `prefer:`): by default the smallest worst-case
 * distance of any target's figure to its bound's middle; or a figure's largest or smallest, an option's,
 * or the closest to a chance. Ties keep the chosen grid's order.
 */
import { itemAt } from "../core/checked-index.js";
import type { GridPoint } from "../framework/grid.js";
import type { EvaluatedDesign, SearchQuestion } from "./design.js";
import type { SolveCache } from "./solve-cache.js";
import { BalanceFigureProblem, readFigureOnce, targetMiddle, type FigureSpec, type FigureValue } from "./targets.js";

/** Keys closer than this count as equal, so exact fractions turned to floats tie as they should. */
const FLOAT_NOISE = 1e-12;

/**
 * The figure a preference reads for one design in one situation (solved once per run through `cache`). O(one solve).
 * @throws {BalanceFigureProblem} when the analysis has no such figure (named as the file's `prefer`).
 */
export function preferredFigure(cache: SolveCache, design: GridPoint, situation: GridPoint, figure: FigureSpec): FigureValue {
  const read = readFigureOnce(cache.solveAt(design, situation), figure);
  if ("problem" in read) throw new BalanceFigureProblem("prefer", read.problem);
  return read;
}

/** A design's figure in its worst case over the situations: the smallest when larger is better, the farthest from the chance for a closest preference. */
function worstFigure(cache: SolveCache, design: GridPoint, question: SearchQuestion, figure: FigureSpec, badness: (value: number) => number): FigureValue {
  const values = question.situations.map((situation) => preferredFigure(cache, design, situation, figure));
  return values.reduce((worst, value) => (badness(value.value) > badness(worst.value) + FLOAT_NOISE ? value : worst), itemAt(values, 0));
}

/**
 * The designs that meet, best first by the question's preference (each with the figure it was ranked by,
 * for a figure or closest preference). O(designs × situations) solves at most, then O(designs log designs).
 * @throws {BalanceFigureProblem} when the preference names a figure the analysis does not have.
 */
export function rankDesigns(designs: readonly EvaluatedDesign[], question: SearchQuestion, cache: SolveCache): EvaluatedDesign[] {
  const { prefer } = question;
  const keyed = designs.map((design): { design: EvaluatedDesign; key: number } => {
    if (prefer.kind === "middle") {
      const key = Math.max(0, ...design.values.map((value) => Math.abs(value.value.value - targetMiddle(itemAt(question.targets, value.targetIndex)))));
      return { design, key };
    }
    if (prefer.kind === "option") {
      const raw = design.design[prefer.field];
      const values = itemAt(question.choose.filter(([field]) => field === prefer.field), 0)[1];
      const position = typeof raw === "number" ? raw : values.indexOf(raw ?? "");
      return { design, key: prefer.direction === "max" ? -position : position };
    }
    const badness = prefer.kind === "closest" ? (value: number) => Math.abs(value - prefer.value) : prefer.direction === "max" ? (value: number) => -value : (value: number) => value;
    const preferred = worstFigure(cache, design.design, question, prefer.figure, badness);
    return { design: { ...design, preferred }, key: badness(preferred.value) };
  });
  return keyed.sort((a, b) => (Math.abs(a.key - b.key) <= FLOAT_NOISE ? a.design.order - b.design.order : a.key - b.key)).map(({ design }) => design);
}
