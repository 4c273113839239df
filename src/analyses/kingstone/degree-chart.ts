/**
 * The bar chart of a check's exact degrees (docs/rules.md 1.2), shared by `kingstone check` and
 * `kingstone spell`: one bar per degree in the ladder's order, coloured by success or failure.
 */
import type { ChartRequest, OutcomeRow } from "../../framework/analysis.js";
import { itemAt } from "../../core/checked-index.js";

/**
 * A bar chart of degrees in the order given, each coloured by the word before its dash. O(degrees).
 * @example degreeBarChart([{ outcome: "success-1", probability: 0.5 }, { outcome: "failure-1", probability: 0.5 }], "t").data[1] // { outcome: "failure-1", result: "failure", probability: 0.5 }
 */
export function degreeBarChart(outcomes: readonly Pick<OutcomeRow, "outcome" | "probability">[], title: string): ChartRequest {
  return {
    name: "",
    title,
    kind: "bar",
    data: outcomes.map(({ outcome, probability }) => ({ outcome, result: itemAt(outcome.split("-"), 0), probability })),
    x: { field: "outcome", title: "outcome", type: "ordinal", order: outcomes.map(({ outcome }) => outcome) },
    y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
    color: { field: "result", title: "result", type: "nominal", order: ["success", "failure"] },
  };
}
