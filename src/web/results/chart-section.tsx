/**
 * One chart of a result with everything around it: the drawing (or, for a chart of one value, its sentence
 * alone), its description in words written from its data for any options (issue 28 §6), the report's own
 * explanation when the run is one of the report's, the chart as a table (its text alternative, §7), and a
 * link to its embed view (§8).
 */
import { useId } from "preact/hooks";
import type { ChartRequest } from "../../framework/analysis.js";
import { chartSentence, describeChart } from "../../pipeline/chart-sentence.js";
import { chartTable } from "../../pipeline/chart-table.js";
import type { VegaLiteSpec } from "../../pipeline/vega-lite.js";
import { ChartView } from "./chart-view.js";
import { TableView } from "./table-view.js";

export interface ChartSectionProps {
  readonly chart: ChartRequest;
  readonly spec: VegaLiteSpec;
  readonly dark: boolean;
  /** The report's explanation of this chart, when the run is one of the report's. */
  readonly explanation?: string | undefined;
  /** The address of this chart's embed view, when it has one. */
  readonly embed?: string | undefined;
}

export function ChartSection({ chart, spec, dark, explanation, embed }: ChartSectionProps) {
  const id = useId();
  const sentence = chartSentence(chart);
  if (sentence !== undefined) {
    return (
      <section class="chart-section">
        <p class="chart-sentence">{sentence}</p>
        {explanation ? <p class="explanation">{explanation}</p> : null}
      </section>
    );
  }
  return (
    <section class="chart-section">
      <ChartView spec={spec} label={chart.title} dark={dark} describedBy={`${id}-description`} />
      <p class="chart-description" id={`${id}-description`}>
        {describeChart(chart)}
      </p>
      {explanation ? <p class="explanation">{explanation}</p> : null}
      <details class="chart-data">
        <summary>The chart as a table</summary>
        <TableView table={chartTable(chart)} caption={chart.title} />
      </details>
      {embed ? (
        <p class="embed-link">
          <a href={embed} target="_blank" rel="noopener">
            Embed view of this chart
          </a>{" "}
          (the chart and its sentence alone, for a blog or a VTT journal)
        </p>
      ) : null}
    </section>
  );
}
