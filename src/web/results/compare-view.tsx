/**
 * The pinned results beside the current one, as `--compare` shows readings: one table with a column per run,
 * and the comparison charts (grouped bars, lines, a difference heatmap). Each run is labelled, in the form's
 * words, by the options that tell the runs apart.
 */
import { useMemo } from "preact/hooks";
import type { AnalysisResult } from "../../framework/analysis.js";
import { optionLabel } from "../../framework/option-words.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { comparisonCharts, comparisonTables, type Reading } from "../../pipeline/comparison.js";
import { toVegaLite } from "../../pipeline/vega-lite.js";
import type { FormState } from "../state/form-run.js";
import type { PinnedRun } from "../state/use-pins.js";
import { ChartSection } from "./chart-section.js";
import { differenceTable } from "../../pipeline/exact-difference.js";
import { figureName } from "../../pipeline/figure-names.js";
import { TableView } from "./table-view.js";
import { isMonteCarloField, MONTE_CARLO_OPTIONS } from "../../sim/monte-carlo-options.js";

/** A run shown: its form and its answer. */
export interface Pinned {
  readonly form: FormState;
  readonly result: AnalysisResult;
}

/**
 * Each form's label: the options whose values differ among the forms, as "Label value" words joined by
 * commas ("Difficulty (DC) 12, Bonus 5"), an option left empty as its default. O(forms × options).
 */
export function differenceLabels(entry: AnalysisEntry, forms: readonly FormState[]): string[] {
  const differs = (read: (form: FormState) => string) => new Set(forms.map(read)).size > 1;
  const fields = Object.entries(entry.options).filter(([field]) => differs((form) => form.values[field] ?? ""));
  const simulation = Object.keys(MONTE_CARLO_OPTIONS).filter(isMonteCarloField).filter((field) => differs((form) => form.simulation[field]));
  return forms.map((form) => {
    const words = [
      ...fields.map(([field, spec]) => `${optionLabel(field, spec)} ${form.values[field] || "default"}`),
      ...simulation.map((field) => `${optionLabel(field, MONTE_CARLO_OPTIONS[field])} ${form.simulation[field] || "none"}`),
    ];
    return words.join(", ") || "the same options";
  });
}

export function CompareView(props: { readonly entry: AnalysisEntry; readonly pins: readonly PinnedRun[]; readonly current: Pinned; readonly dark: boolean; readonly onUnpin: (pin: string) => void }) {
  const { entry, pins, current, dark, onUnpin } = props;
  const known = pins.flatMap(({ pin, form, result }) => (form === undefined ? [] : [{ pin, form, result }]));
  const labels = differenceLabels(entry, [...known.map(({ form }) => form), current.form]);
  const labelOf = new Map(known.map(({ pin }, i) => [pin, `pinned: ${labels[i] ?? pin}`]));
  const ready = known.flatMap(({ pin, result }) => (result === undefined ? [] : [{ pin, result }]));
  const readings: Reading[] = useMemo(
    () => [...ready.map(({ pin, result }) => ({ label: labelOf.get(pin) ?? pin, result })), { label: `now: ${labels[known.length] ?? ""}`, result: current.result }],
    [ready.map(({ pin }) => pin).join("\n"), current],
  );
  const title = `${entry.game} ${entry.name}`;
  // The summary figures in words ("P(success)", not pSuccess), as the result's own summary names them.
  const tables = useMemo(() => comparisonTables(title, readings).map((table) => (table.columns[0] === "summary" ? { ...table, rows: table.rows.map(([name = "", ...cells]) => [figureName(name), ...cells]) } : table)), [readings]);
  const charts = useMemo(() => comparisonCharts(title, readings).map((chart) => ({ chart, spec: toVegaLite(chart) })), [readings]);
  const difference = useMemo(() => differenceTable(readings), [readings]);
  const waiting = pins.length - ready.length;
  return (
    <section class="compare" aria-label="comparison with the pinned results">
      <h2>Compared with {pins.length === 1 ? "the pinned result" : `${pins.length} pinned results`}</h2>
      <ul class="pins">
        {pins.map(({ pin }) => (
          <li>
            <button type="button" onClick={() => onUnpin(pin)} aria-label={`unpin ${labelOf.get(pin) ?? pin}`}>
              Unpin
            </button>{" "}
            {labelOf.get(pin) ?? `pinned: ${pin} (not an address of this analysis)`}
          </li>
        ))}
      </ul>
      {waiting > 0 ? <p class="loading">Computing {waiting} pinned {waiting === 1 ? "result" : "results"}…</p> : null}
      {tables.map((table) => (
        <TableView table={table} />
      ))}
      {difference ? <TableView table={difference} /> : null}
      {charts.map(({ chart, spec }) => (
        <ChartSection chart={chart} spec={spec} dark={dark} />
      ))}
    </section>
  );
}
