/**
 * One target of the Balance view: a figure the analysis reports (in the page's words), at least, at most or
 * between, and a slider per bound (a probability from 0 to 100%, another figure over a span around its
 * value at the first design).
 */
import { formatNumber, formatPercent } from "../../framework/format.js";
import { BOUND_KINDS, type BoundKind, type TargetState } from "../state/balance-address.js";
import type { FigureChoice } from "../compute/balance-solve.js";
import { figureWords } from "./balance-question.js";

/** The words of each bound kind. */
const KIND_WORDS: Readonly<Record<BoundKind, string>> = { between: "between", "at-least": "at least", "at-most": "at most" };

/** A slider's span for a figure: 0..1 for a probability, else 0 to twice its value (reaching below 0 for a negative one). */
export function sliderSpan(figure: FigureChoice | undefined): { readonly min: number; readonly max: number; readonly step: number } {
  if (figure === undefined || figure.probability) return { min: 0, max: 1, step: 0.01 };
  const reach = Math.max(1, Math.abs(figure.value) * 2);
  const min = figure.value < 0 ? -reach : 0;
  const max = figure.value < 0 ? 0 : reach;
  return { min, max, step: Number(((max - min) / 100).toPrecision(2)) };
}

/**
 * A new target: P(success) when the analysis reports it, else the first figure not yet bounded, between
 * its value at the first design ± 5 points (± 10% for a figure that is no probability). O(figures).
 */
export function targetStarting(figures: readonly FigureChoice[], targets: readonly TargetState[]): TargetState {
  const free = figures.filter((figure) => !targets.some((target) => target.figure === figure.figure));
  const figure = free.find((one) => one.figure === "pSuccess") ?? free[0] ?? figures[0];
  if (figure === undefined) return { figure: "pSuccess", kind: "between", low: 0.4, high: 0.6 };
  const spread = figure.probability ? 0.05 : Math.abs(figure.value) * 0.1 || 0.5;
  const round = (value: number) => Number(value.toFixed(2));
  const low = figure.probability ? Math.max(0, round(figure.value - spread)) : round(figure.value - spread);
  const high = figure.probability ? Math.min(1, round(figure.value + spread)) : round(figure.value + spread);
  return { figure: figure.figure, kind: "between", low, high };
}

export interface TargetRowProps {
  readonly target: TargetState;
  readonly figures: readonly FigureChoice[];
  readonly index: number;
  readonly onChange: (target: TargetState) => void;
  readonly onRemove: () => void;
  /** The situations offered for `when` (each `option=value, …`), with the text typed free for others. */
  readonly situations: readonly string[];
}

/**
 * A target's controls: the figure, the bound kind, a slider per bound with its value shown, the situation
 * it applies in (`when`: every situation when empty), and a button that removes it.
 */
export function TargetRow({ target, figures, index, onChange, onRemove, situations }: TargetRowProps) {
  const id = `target-${index}`;
  const figure = figures.find((one) => one.figure === target.figure);
  const words = figureWords(target.figure);
  const span = sliderSpan(figure);
  const show = (value: number) => (figure === undefined || figure.probability ? formatPercent(value) : formatNumber(value));
  const slider = (bound: "low" | "high") => {
    const name = bound === "low" ? "at least" : "at most";
    const value = target[bound];
    return (
      <label class="bound">
        {name}{" "}
        <input
          id={`${id}-${bound}`}
          type="range"
          min={Math.min(span.min, value)}
          max={Math.max(span.max, value)}
          step={span.step}
          value={value}
          aria-label={`${words} ${name}`}
          aria-valuetext={show(value)}
          onInput={(event) => {
            const next = Number(event.currentTarget.value);
            // A bound dragged past the other takes it along: between never contradicts itself.
            onChange(bound === "low" ? { ...target, low: next, high: Math.max(target.high, next) } : { ...target, high: next, low: Math.min(target.low, next) });
          }}
        />{" "}
        <output for={`${id}-${bound}`}>{show(value)}</output>
      </label>
    );
  };
  return (
    <div class="target-row" role="group" aria-label={`target ${words}`}>
      <label>
        figure{" "}
        <select id={`${id}-figure`} value={target.figure} onChange={(event) => onChange({ ...target, figure: event.currentTarget.value })}>
          {figure === undefined ? <option value={target.figure}>{words}</option> : null}
          {figures.map((one) => (
            <option value={one.figure}>{figureWords(one.figure)}</option>
          ))}
        </select>
      </label>
      <label>
        bound{" "}
        <select id={`${id}-kind`} value={target.kind} onChange={(event) => onChange({ ...target, kind: BOUND_KINDS.find((kind) => kind === event.currentTarget.value) ?? "between", high: Math.max(target.low, target.high) })}>
          {BOUND_KINDS.map((kind) => (
            <option value={kind}>{KIND_WORDS[kind]}</option>
          ))}
        </select>
      </label>
      {target.kind !== "at-most" ? slider("low") : null}
      {target.kind !== "at-least" ? slider("high") : null}
      <label>
        when{" "}
        <input
          id={`${id}-when`}
          type="text"
          size={16}
          list={`${id}-situations`}
          placeholder="every situation"
          aria-label={`${words}: when (option=value, …; empty for every situation)`}
          value={target.when ?? ""}
          onInput={(event) => onChange({ ...target, when: event.currentTarget.value })}
        />
        <datalist id={`${id}-situations`}>
          {situations.map((situation) => (
            <option value={situation} />
          ))}
        </datalist>
      </label>
      <button type="button" aria-label={`Remove the target on ${words}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}
