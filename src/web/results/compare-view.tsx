/**
 * A pinned result beside the current one, as `--compare` shows readings: one table with a column per run,
 * and the comparison charts (grouped bars, lines, a difference heatmap). Each run is labelled by the
 * options that differ between them.
 */
import { useMemo } from "preact/hooks";
import type { AnalysisResult } from "../../framework/analysis.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { comparisonCharts, comparisonTables, type Reading } from "../../pipeline/comparison.js";
import { toVegaLite } from "../../pipeline/vega-lite.js";
import type { FormState } from "../state/form-run.js";
import { ChartView } from "./chart-view.js";
import { TableView } from "./table-view.js";
import { isMonteCarloField } from "../../sim/monte-carlo-options.js";

export interface Pinned {
  readonly form: FormState;
  readonly result: AnalysisResult;
}

/** The options that tell two forms apart, as `flag=value` words ("the same options" when none do). */
function differences(a: FormState, b: FormState): [string, string] {
  const fields = [...new Set([...Object.keys(a.values), ...Object.keys(b.values)])].filter((field) => (a.values[field] ?? "") !== (b.values[field] ?? ""));
  const simulation = Object.keys(a.simulation).filter(isMonteCarloField).filter((field) => a.simulation[field] !== b.simulation[field]);
  const label = (form: FormState) =>
    [...fields.map((field) => `${field}=${form.values[field] || "default"}`), ...simulation.map((field) => `${field}=${form.simulation[field] || "none"}`)].join(" ") || "the same options";
  return [`pinned: ${label(a)}`, `now: ${label(b)}`];
}

export function CompareView({ entry, pinned, current, dark }: { readonly entry: AnalysisEntry; readonly pinned: Pinned; readonly current: Pinned; readonly dark: boolean }) {
  const sameAnalysis = pinned.form.game === current.form.game && pinned.form.analysis === current.form.analysis;
  const readings: Reading[] = useMemo(() => {
    const [a, b] = differences(pinned.form, current.form);
    return [
      { label: a, result: pinned.result },
      { label: b, result: current.result },
    ];
  }, [pinned, current]);
  const title = `${entry.game} ${entry.name}`;
  const tables = useMemo(() => comparisonTables(title, readings), [readings]);
  const charts = useMemo(() => comparisonCharts(title, readings).map((chart) => ({ chart, spec: toVegaLite(chart) })), [readings]);
  if (!sameAnalysis) return <p class="compare-note">The pinned result is of {pinned.form.game} {pinned.form.analysis}; open that analysis to compare, or pin this one.</p>;
  return (
    <section class="compare" aria-label="comparison with the pinned result">
      <h2>Compared with the pinned result</h2>
      {tables.map((table) => (
        <TableView table={table} />
      ))}
      {charts.map(({ chart, spec }) => (
        <ChartView spec={spec} label={chart.title} dark={dark} />
      ))}
    </section>
  );
}
