/**
 * The Balance view's situations (issue 26 §6, a balance file's `across:` and `per:`): options ranged like
 * the varied ones, and whether one design must meet the targets in every situation (`per: all`) or each
 * situation gets its own (`per: each`: a table such as the DC per bonus, and a line chart).
 */
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { PER_WORDS, type PerWord } from "../../balance/question-words.js";
import type { BalanceState, VaryState } from "../state/balance-address.js";
import type { FormState } from "../state/form-run.js";
import { variableOptions } from "./balance-question.js";
import { VaryRow, varyStarting } from "./vary-row.js";

/** The words of each way of serving the situations. */
const PER_TEXT: Readonly<Record<PerWord, string>> = { all: "one design for every situation", each: "a design per situation" };

export interface SituationsProps {
  readonly entry: AnalysisEntry;
  readonly form: FormState;
  readonly balance: BalanceState;
  readonly onChange: (balance: BalanceState) => void;
}

/** The situations' rows, a button that adds one (an option neither varied nor yet a situation), and `per`. */
export function SituationsFieldset({ entry, form, balance, onChange }: SituationsProps) {
  const setAcross = (across: readonly VaryState[]) => onChange({ ...balance, across });
  const free = variableOptions(entry).filter(([field]) => ![...balance.vary, ...balance.across].some((one) => one.field === field));
  return (
    <fieldset class="vary situations">
      <legend>Situations</legend>
      {balance.across.map((one, index) => (
        <VaryRow role="across" entry={entry} vary={one} index={index} onChange={(next) => setAcross(balance.across.map((kept, i) => (i === index ? next : kept)))} onRemove={() => setAcross(balance.across.filter((_, i) => i !== index))} />
      ))}
      {free.length > 0 ? (
        <button type="button" onClick={() => setAcross([...balance.across, varyStarting(entry, form, free)])}>
          Add a situation option
        </button>
      ) : null}
      {balance.across.length > 0 ? (
        <label>
          serve{" "}
          <select id="balance-per" value={balance.per} onChange={(event) => onChange({ ...balance, per: PER_WORDS.find((word) => word === event.currentTarget.value) ?? "all" })}>
            {PER_WORDS.map((word) => (
              <option value={word}>{PER_TEXT[word]}</option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}
