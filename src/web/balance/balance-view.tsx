/**
 * The workbench's Balance view (issue 26 §6): which settings give these odds. The options to vary (spans
 * or lists, like `choose:` in a balance file), the situations (`across:` and `per:`), the targets (sliders
 * on any figure the analysis reports: at least, at most, between; each in every situation or the one its
 * `when` names), the tiers (a GM's chart) and the preference make a balance question over the form's
 * other options; the designs that meet it, or the nearest misses, update as the question is edited
 * (searched in a worker, a stale search cancelled). Loaded only when the view is opened, with src/balance.
 */
import { useEffect, useMemo } from "preact/hooks";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import type { BalanceState, TargetState, VaryState } from "../state/balance-address.js";
import type { FormState } from "../state/form-run.js";
import type { FigureChoice } from "../compute/balance-solve.js";
import { pointLabel, expandGrid } from "../../framework/grid.js";
import { balanceAsk, figureWords, variableOptions } from "./balance-question.js";
import { BalanceAnswer } from "./balance-answer.js";
import { PreferSelect } from "./prefer-select.js";
import { SituationsFieldset } from "./situations-fieldset.js";
import { TargetRow, targetStarting } from "./target-row.js";
import { TiersFieldset } from "./tiers-fieldset.js";
import { useBalance } from "./use-balance.js";
import { VaryRow, varyStarting } from "./vary-row.js";

export interface BalanceViewProps {
  readonly entry: AnalysisEntry;
  readonly form: FormState;
  readonly balance: BalanceState;
  readonly onChange: (balance: BalanceState) => void;
}

/** The Balance view of one analysis: its question's editors, then the designs that meet it. */
export function BalanceView({ entry, form, balance, onChange }: BalanceViewProps) {
  const ask = useMemo(() => balanceAsk(entry, form, balance), [entry, form, balance]);
  const { answered, status, key } = useBalance(entry, ask);
  const figures: readonly FigureChoice[] = answered?.solved.figures ?? [];
  const setVary = (vary: readonly VaryState[]) => onChange({ ...balance, vary });
  const setTargets = (targets: readonly TargetState[]) => onChange({ ...balance, targets });
  const unvaried = variableOptions(entry).filter(([field]) => ![...balance.vary, ...balance.across].some((one) => one.field === field));
  // A target's `when` is offered each situation of the grid (at most a screenful), or typed.
  const situations = useMemo(() => (ask.question.across.length === 0 ? [] : expandGrid(ask.question.across, Number.MAX_SAFE_INTEGER).slice(0, 40).map((point) => pointLabel(point).replaceAll(",", ", "))), [ask.question.across]);
  // A view opened with no question starts by varying one option (the one a designer varies most often).
  useEffect(() => {
    if (balance.vary.length === 0 && balance.targets.length === 0) onChange({ ...balance, vary: [varyStarting(entry, form, unvaried)] });
  }, []);
  const asked = balance.targets.length > 0 || balance.tiers !== undefined;
  if (!entry.exact) return <p class="status">The Balance view reads exact answers, and this analysis is simulated (the command line's balance reads its intervals: docs/balance.md).</p>;
  return (
    <section class="balance" aria-label="balance">
      <p class="help">
        Which settings give these odds? Vary some options (the others stay as the form sets them), bound the figures you want, and every design that meets all the bounds is listed, nearest the bounds' middles first. Situations ask it
        over a grid (every bonus from 0 to 10): one design for all of them, or one each; tiers make a chart.
      </p>
      <fieldset class="vary">
        <legend>Options to vary</legend>
        {balance.vary.map((one, index) => (
          <VaryRow entry={entry} vary={one} index={index} onChange={(next) => setVary(balance.vary.map((kept, i) => (i === index ? next : kept)))} onRemove={() => setVary(balance.vary.filter((_, i) => i !== index))} />
        ))}
        {unvaried.length > 0 ? (
          <button type="button" onClick={() => setVary([...balance.vary, varyStarting(entry, form, unvaried)])}>
            Vary another option
          </button>
        ) : null}
      </fieldset>
      <SituationsFieldset entry={entry} form={form} balance={balance} onChange={onChange} />
      <fieldset class="targets">
        <legend>Targets</legend>
        {balance.targets.map((target, index) => (
          <TargetRow target={target} figures={figures} index={index} situations={situations} onChange={(next) => setTargets(balance.targets.map((kept, i) => (i === index ? next : kept)))} onRemove={() => setTargets(balance.targets.filter((_, i) => i !== index))} />
        ))}
        <button type="button" disabled={figures.length === 0} onClick={() => setTargets([...balance.targets, targetStarting(figures, balance.targets)])}>
          Add a target
        </button>
      </fieldset>
      <TiersFieldset tiers={balance.tiers} figures={figures} onChange={(tiers) => onChange(tiers === undefined ? { ...withoutTiers(balance) } : { ...balance, tiers })} />
      {balance.tiers === undefined ? <PreferSelect entry={entry} prefer={balance.prefer} varied={ask.question.choose.map(([field]) => field)} figures={figures} onChange={(prefer) => onChange({ ...balance, prefer })} /> : null}
      <BalanceStatusLine status={status} answeredNow={answered?.key === key} solves={answered?.solved.run?.solves} milliseconds={answered?.milliseconds} />
      {answered?.solved.run && asked ? (
        <div class={answered.key === key ? "designs" : "designs stale"}>
          <BalanceAnswer entry={entry} question={answered.question} run={answered.solved.run} targets={balance.targets} figures={figures} />
        </div>
      ) : null}
      {figures.length > 0 && !asked ? <p class="help">Add a target: {figures.slice(0, 4).map((figure) => figureWords(figure.figure)).join(", ")}… any figure the analysis reports.</p> : null}
    </section>
  );
}

/** The question without its tiers. */
function withoutTiers(balance: BalanceState): BalanceState {
  const { tiers: _dropped, ...rest } = balance;
  return rest;
}

/** Where the search stands, and how many solves the last answer took. */
function BalanceStatusLine(props: { readonly status: ReturnType<typeof useBalance>["status"]; readonly answeredNow: boolean; readonly solves: number | undefined; readonly milliseconds: number | undefined }) {
  const { status, answeredNow, solves, milliseconds } = props;
  if (status.kind === "failed") return <ul class="problems" role="alert">{status.message.split("\n").map((line) => <li>{line}</li>)}</ul>;
  if (status.kind === "searching" || !answeredNow) return <p class="status" role="status">Searching…</p>;
  const took = milliseconds === undefined ? "" : ` in ${milliseconds < 10 ? milliseconds.toFixed(1) : Math.round(milliseconds)} ms`;
  return (
    <p class="status" role="status">
      {solves === undefined ? `Answered${took}.` : `Searched with ${solves} exact solve${solves === 1 ? "" : "s"}${took}.`}
    </p>
  );
}
