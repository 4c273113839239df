/**
 * The Balance view's answer: the designs that meet every target, best first, or, when none does, the
 * nearest misses with how far each target falls short; each figure with its exact fraction.
 */
import type { BalanceRun } from "../../balance/balance.js";
import type { EvaluatedDesign } from "../../balance/design.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import type { FigureChoice } from "../compute/balance-solve.js";
import type { TargetState } from "../state/balance-address.js";
import { figureWords, variedLabel } from "./balance-question.js";

/**
 * A target in the page's words: `P(success) between 60% and 70%`. O(1).
 * @example targetWords({ figure: "pSuccess", kind: "at-least", low: 0.4, high: 1 }, true) // "P(success) at least 40.0%"
 */
export function targetWords(target: TargetState, probability: boolean): string {
  const show = (value: number) => (probability ? formatPercent(value) : formatNumber(value));
  const figure = figureWords(target.figure);
  if (target.kind === "between") return `${figure} between ${show(target.low)} and ${show(target.high)}`;
  return `${figure} ${target.kind === "at-least" ? "at least" : "at most"} ${show(target.kind === "at-least" ? target.low : target.high)}`;
}

export interface DesignsTableProps {
  readonly entry: AnalysisEntry;
  readonly run: BalanceRun;
  readonly vary: readonly string[];
  readonly targets: readonly TargetState[];
  readonly figures: readonly FigureChoice[];
}

/** The designs (or nearest misses) as a table: a row per design, its varied options, each target's figure and whether it meets them all. */
export function DesignsTable({ entry, run, vary, targets, figures }: DesignsTableProps) {
  const answer = run.answers[0];
  if (answer === undefined) return null;
  const met = answer.designs.length > 0;
  const rows = met ? answer.designs : answer.misses;
  const probability = targets.map((target) => figures.find((figure) => figure.figure === target.figure)?.probability ?? true);
  const cell = (design: EvaluatedDesign, index: number) => {
    const checked = design.values.find((value) => value.targetIndex === index);
    if (checked === undefined) return null;
    const show = probability[index] ? formatPercent(checked.value.value) : formatNumber(checked.value.value);
    const short = checked.shortfall > 0 ? `, short by ${probability[index] ? formatPercent(checked.shortfall) : formatNumber(checked.shortfall)}` : "";
    // The exact fraction on a line of its own, which may break: an Ultimo curve's has 24 digits.
    return (
      <>
        {show}
        {checked.value.exact === undefined ? null : <span class="exact"> ({checked.value.exact})</span>}
        {short}
      </>
    );
  };
  const caption = met ? `${answer.designs.length} design${answer.designs.length === 1 ? " meets" : "s meet"} every target, best first` : "No design meets every target: the nearest misses";
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label="designs">
      <table class="designs-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">rank</th>
            {vary.map((field) => (
              <th scope="col">{variedLabel(entry, field)}</th>
            ))}
            {targets.map((target, index) => (
              <th scope="col">{targetWords(target, probability[index] ?? true)}</th>
            ))}
            <th scope="col">meets</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((design, rank) => (
            <tr class={design.meets ? "meets" : "miss"}>
              <td>{met ? rank + 1 : "miss"}</td>
              {vary.map((field) => (
                <td>{String(design.design[field] ?? "")}</td>
              ))}
              {targets.map((_, index) => (
                <td>{cell(design, index)}</td>
              ))}
              <td>{design.meets ? "yes" : "no"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
