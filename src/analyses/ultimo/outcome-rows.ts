/**
 * The exact outcome rows and the stacked outcome-by-difficulty chart that several Ultimo analyses show
 * (challenge, best, curve, pick, flip, variants).
 */
import type { OutcomeRow } from "../../framework/analysis.js";
import { OUTCOMES } from "../../models/ultimo/outcome.js";
import type { ChallengeSolution } from "../../models/ultimo/solve-challenge.js";

/** The JSON outcome rows of one solution: all five outcomes, zeros included, with the difficulty. */
export function challengeOutcomeRows(solution: Pick<ChallengeSolution, "difficulty" | "outcomes">, withDifficulty: boolean): OutcomeRow[] {
  return OUTCOMES.map((outcome) => {
    const exact = solution.outcomes.probability(outcome);
    return { outcome, ...(withDifficulty ? { difficulty: solution.difficulty } : {}), probability: exact.toNumber(), exact: exact.toString() };
  });
}

/** Stacked-bar rows (difficulty, outcome, probability) and the chart of outcomes over difficulty. */
export function outcomeChart(solutions: readonly Pick<ChallengeSolution, "difficulty" | "outcomes">[], title: string, name = "") {
  return outcomesByDifficultyChart(
    solutions.flatMap((solution) => OUTCOMES.map((outcome) => ({ difficulty: solution.difficulty, outcome, probability: solution.outcomes.probability(outcome).toNumber() }))),
    title,
    name,
  );
}

/** The stacked chart of outcomes over difficulty from its rows (difficulty, outcome, probability), exact or simulated. */
export function outcomesByDifficultyChart(data: readonly { readonly difficulty: number; readonly outcome: string; readonly probability: number }[], title: string, name = "") {
  return {
    name,
    title,
    kind: "bar" as const,
    data,
    x: { field: "difficulty", title: "difficulty", type: "ordinal" as const },
    y: { field: "probability", title: "probability", type: "quantitative" as const, format: ".0%", domain: [0, 1] as const },
    // Total failure at the bottom, perfect success on top; red failures, blue successes.
    color: { field: "outcome", title: "outcome", type: "ordinal" as const, order: [...OUTCOMES].reverse(), scheme: "redblue" },
  };
}
