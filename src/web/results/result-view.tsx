/**
 * A run's result as the CLI prints it and the report shows it: the table (probability and exact fraction),
 * an at-least / at-most view of ordered outcomes, the summary figures, the report's explanations of its
 * charts when the run is one of the report's, the charts, the command line, and the files.
 */
import { useMemo } from "preact/hooks";
import { explainChart, type AnalysisResult, type ReportRun, type TextTable } from "../../framework/analysis.js";
import { formatPercent } from "../../framework/format.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import type { MonteCarloFacts } from "../../pipeline/compute-run.js";
import { resultDocument, monteCarloLine } from "../../pipeline/compute-run.js";
import { toCsv } from "../../pipeline/csv.js";
import { figureName } from "../../pipeline/figure-names.js";
import { summaryFigures, withAtLeastColumn } from "../../pipeline/text-result.js";
import { toVegaLite } from "../../pipeline/vega-lite.js";
import { ChartSection } from "./chart-section.js";
import { CUMULATIVE_VIEWS, cumulate, cumulateSeries, cumulativeChart, hasCumulativeView, seriesField, type CumulativeView } from "../../pipeline/ordered-outcomes.js";
import { Downloads, type DownloadFile } from "./downloads.js";
import { TableView } from "./table-view.js";

export interface ResultProps {
  readonly entry: AnalysisEntry;
  readonly params: Readonly<Record<string, unknown>>;
  readonly result: AnalysisResult;
  readonly facts: MonteCarloFacts | undefined;
  readonly reportRun: ReportRun | undefined;
  readonly dark: boolean;
  /** Files the command line names (a file option's JSON), offered beside the outputs. */
  readonly inputs?: readonly DownloadFile[];
  /** How the outcomes read (the address holds it), and how to change it. */
  readonly view: CumulativeView;
  readonly onView: (view: CumulativeView) => void;
  /** The embed view's address of the chart at an index (none inside an embed view itself). */
  readonly embedOf?: (index: number) => string;
}

function outcomeTable(result: AnalysisResult, view: CumulativeView): TextTable {
  // "exactly" is the CLI's table, with its "this or better" column where the outcomes are ordered.
  if (view === "exactly" && result.table) return withAtLeastColumn(result.table, result.outcomes);
  // Several series (dice expressions) cumulate each on its own, and the table names each row's series.
  const series = seriesField(result);
  const rows = series === undefined ? cumulate(result.outcomes, view) : cumulateSeries(result.outcomes, series, view);
  const simulated = result.outcomes.some((row) => typeof row.low === "number");
  const name = view === "exactly" ? "probability" : `P(${view} this)`;
  const table: TextTable = {
    columns: [...(series === undefined ? [] : [series]), "outcome", name, ...(simulated ? [] : ["exact"])],
    rows: rows.map((row) => [...(series === undefined ? [] : [String(row[series] ?? "")]), row.outcome, formatPercent(row.probability), ...(simulated ? [] : [row.exact ?? ""])]),
  };
  return view === "exactly" ? withAtLeastColumn(table, result.outcomes) : table;
}

function filesOf(props: ResultProps): DownloadFile[] {
  const stem = `${props.entry.game}-${props.entry.name}`;
  const charts = props.result.charts.map((chart) => ({
    name: `${stem}${chart.name ? `-${chart.name}` : ""}.vl.json`,
    type: "application/json",
    text: `${JSON.stringify(toVegaLite(chart), null, 2)}\n`,
  }));
  return [
    { name: `${stem}.csv`, type: "text/csv", text: toCsv(props.result.rows) },
    { name: `${stem}.json`, type: "application/json", text: `${JSON.stringify(resultDocument(props.entry, props.params, props.result, props.facts), null, 2)}\n` },
    ...charts,
    ...(props.inputs ?? []),
  ];
}

export function ResultView(props: ResultProps) {
  const { result, facts, reportRun, dark } = props;
  const { view, onView: setView } = props;
  const ordered = hasCumulativeView(result);
  const table = outcomeTable(result, ordered ? view : "exactly");
  const figures = summaryFigures(result);
  const estimated = facts !== undefined || figures.some((figure) => figure.interval !== undefined);
  // The at-least and at-most views redraw the outcome chart as a cumulative one, as they do the table.
  const shownView = ordered ? view : "exactly";
  const specs = useMemo(() => result.charts.map((chart) => cumulativeChart(chart, result.outcomes, shownView)).map((chart) => ({ chart, spec: toVegaLite(chart) })), [result, shownView]);
  // Written only when the links are made, after the answer is painted (downloads.tsx).
  const files = useMemo(() => () => filesOf(props), [result, facts]);
  return (
    <div class="result">
      {facts ? <p class="mc-line">{monteCarloLine(facts)}</p> : null}
      {ordered ? (
        <div class="view-switch" role="radiogroup" aria-label="how the outcomes read">
          {CUMULATIVE_VIEWS.map((name) => (
            <label>
              <input type="radio" name="cumulative" value={name} checked={view === name} onChange={() => setView(name)} /> {name}
            </label>
          ))}
        </div>
      ) : null}
      <TableView table={table} />
      {(result.extraTables ?? []).map((extra) => (
        <TableView table={withAtLeastColumn(extra, result.outcomes)} />
      ))}
      {figures.length > 0 ? (
        <TableView
          caption="Summary"
          table={{ columns: ["summary", "value", estimated ? "95% interval" : "exact"], rows: figures.map(({ name, shown, exact, interval }) => [figureName(name), shown, (estimated ? interval : exact) ?? ""]) }}
        />
      ) : null}
      {specs.map(({ chart, spec }, index) => (
        <ChartSection chart={chart} spec={spec} dark={dark} explanation={reportRun ? explainChart(reportRun, chart, result) : undefined} embed={props.embedOf?.(index)} />
      ))}
      <h3>Files</h3>
      <Downloads files={files} />
    </div>
  );
}
