import type { ChartRequest, Row } from "../../core/analysis.js";
import { compareDegreeNames } from "./ladder.js";

/**
 * The bonus × DC table's two charts, for the exact and the simulated table alike: the P(success) heatmap
 * over `rows` (bonus, dc, pSuccess) and the stacked degrees per DC for one bonus over `degreeRows` (dc,
 * outcome, probability), failures red at the bottom and successes blue on top. O(rows).
 */
export function tableCharts(rows: readonly Row[], degreeRows: readonly Row[], degreesBonus: number, setupText: string): ChartRequest[] {
  const degreeNames = [...new Set(degreeRows.map((row) => String(row.outcome)))].sort(compareDegreeNames);
  const successes = degreeNames.filter((name) => name.startsWith("success"));
  const failures = degreeNames.filter((name) => name.startsWith("failure"));
  return [
    {
      name: "",
      title: `P(success) by bonus and DC (${setupText})`,
      kind: "heatmap",
      data: rows,
      x: { field: "dc", title: "DC", type: "ordinal" },
      y: { field: "bonus", title: "bonus", type: "ordinal" },
      color: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
      labels: true,
    },
    {
      name: "degrees",
      title: `Degrees per DC for bonus ${degreesBonus} (${setupText})`,
      kind: "bar",
      data: degreeRows,
      x: { field: "dc", title: "DC", type: "ordinal" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      // Worst failures at the bottom, best successes at the top; red failures, blue successes.
      color: { field: "outcome", title: "degree", type: "ordinal", order: [...failures.reverse(), ...successes], scheme: "redblue" },
    },
  ];
}
