/**
 * The Balance view's answer (issue 26 §6): without situations or tiers, the designs table; with tiers, the
 * GM's chart (a cell per situation and tier with its exact chance); with situations, the table the
 * command line prints (a row per situation with `per: each`); and for `per: each` its line chart (the best
 * design's option along the situations, a line per tier), drawn as `oddsmith balance FILE --chart` draws it.
 */
import { useMemo } from "preact/hooks";
import { balanceChart, balanceChartLayout } from "../../balance/balance-chart.js";
import type { BalanceRun } from "../../balance/balance.js";
import { figureLabel, type FigureSpec } from "../../balance/targets.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { toVegaLite } from "../../pipeline/vega-lite.js";
import type { FigureChoice } from "../compute/balance-solve.js";
import { ChartSection } from "../results/chart-section.js";
import type { TargetState } from "../state/balance-address.js";
import { useDarkScheme } from "../state/use-dark-scheme.js";
import { AnswerTable } from "./answer-table.js";
import { situationTable, tierTable } from "./answer-tables.js";
import { variedLabel, type AskedQuestion } from "./balance-question.js";
import { DesignsTable } from "./designs-table.js";

export interface BalanceAnswerProps {
  readonly entry: AnalysisEntry;
  readonly question: AskedQuestion;
  readonly run: BalanceRun;
  readonly targets: readonly TargetState[];
  readonly figures: readonly FigureChoice[];
}

/** The answer's table, and its line chart for `per: each`. */
export function BalanceAnswer({ entry, question, run, targets, figures }: BalanceAnswerProps) {
  const dark = useDarkScheme();
  const probability = (figure: FigureSpec) => figures.find((one) => one.figure === figureLabel(figure))?.probability ?? true;
  const chart = useMemo(() => {
    const layout = balanceChartLayout(question, {});
    if ("problem" in layout || layout.kind !== "line") return undefined;
    const [x, y] = [variedLabel(entry, layout.x), variedLabel(entry, layout.y)];
    const drawn = balanceChart(question, run, layout, `${entry.game} ${entry.name}: ${y} per ${x}`);
    // The axes in the form's words, as the table's columns.
    const request = { ...drawn, x: { ...drawn.x, title: x }, y: { ...drawn.y, title: y } };
    return { chart: request, spec: toVegaLite(request) };
  }, [question, run]);
  if (question.across.length === 0 && question.tiers === undefined) return <DesignsTable entry={entry} run={run} vary={question.choose.map(([field]) => field)} targets={targets} figures={figures} />;
  const table = question.tiers === undefined ? situationTable(entry, question, run, probability) : tierTable(entry, question, run, probability);
  return (
    <>
      <AnswerTable table={table} />
      {chart === undefined ? null : <ChartSection chart={chart.chart} spec={chart.spec} dark={dark} />}
    </>
  );
}
