/**
 * One varied option of the Balance view: the option (by its label), a span (from, to, step) or a list of
 * values, as `choose:` takes them in a balance file.
 */
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { mainOptionFields } from "../../framework/option-words.js";
import type { VaryState } from "../state/balance-address.js";
import type { FormState } from "../state/form-run.js";
import { variableOptions, variedLabel } from "./balance-question.js";

/** How far either side of its value a newly varied whole-number option spans. */
const SPAN_HALF_WIDTH = 4;

/**
 * The varied option the view starts with, among those not yet varied: the row field (Ultimo curve's
 * difficulty), else the last whole-number option shown at once, else the first; a whole number spans its
 * value ± 4 within its bounds, a closed set lists its choices. O(options).
 */
export function varyStarting(entry: AnalysisEntry, form: FormState, unvaried: ReadonlyArray<readonly [string, string]>): VaryState {
  const fields = unvaried.map(([field]) => field);
  const main = mainOptionFields(entry.options);
  const integer = [...fields].reverse().find((field) => entry.options[field]?.kind === "integer" && main.includes(field));
  const field = fields.find((one) => one === entry.rowField) ?? integer ?? fields[0] ?? "";
  const spec = entry.options[field];
  if (spec === undefined) return { field, kind: "span", from: "0", to: "8", step: "" };
  if (spec.kind === "choice" && spec.choices !== undefined) return { field, kind: "list", list: spec.choices.join(",") };
  if (spec.kind === "flag") return { field, kind: "list", list: "false,true" };
  const typed = Number((form.values[field] ?? "").trim() || NaN);
  const value = Number.isFinite(typed) ? typed : typeof spec.defaultValue === "number" ? spec.defaultValue : (spec.min ?? 0);
  if (spec.kind !== "integer") return { field, kind: "list", list: String(form.values[field] || (spec.defaultValue ?? "")) };
  const from = Math.max(spec.min ?? -Infinity, value - SPAN_HALF_WIDTH);
  const to = Math.min(spec.max ?? Infinity, value + SPAN_HALF_WIDTH);
  return { field, kind: "span", from: String(from), to: String(to), step: "" };
}

export interface VaryRowProps {
  readonly entry: AnalysisEntry;
  readonly vary: VaryState;
  readonly index: number;
  readonly onChange: (vary: VaryState) => void;
  readonly onRemove: () => void;
  /** What the row ranges: a varied option (`choose:`, the default) or a situation (`across:`). */
  readonly role?: "vary" | "across";
}

/** A varied option's (or situation's) controls: which option, span or list, its values, and a button that removes it. */
export function VaryRow({ entry, vary, index, onChange, onRemove, role = "vary" }: VaryRowProps) {
  const label = variedLabel(entry, vary.field);
  const id = `${role}-${index}`;
  const what = role === "vary" ? "the options varied" : "the situations";
  const text = (name: string, value: string, set: (value: string) => void, size: number) => (
    <label>
      {name}{" "}
      <input id={`${id}-${name}`} type="text" size={size} value={value} onInput={(event) => set(event.currentTarget.value)} />
    </label>
  );
  return (
    <div class="vary-row" role="group" aria-label={role === "vary" ? `vary ${label}` : `situations over ${label}`}>
      <label>
        option{" "}
        <select id={`${id}-option`} value={vary.field} onChange={(event) => onChange({ ...vary, field: event.currentTarget.value })}>
          {variableOptions(entry).map(([field, name]) => (
            <option value={field}>{name}</option>
          ))}
        </select>
      </label>
      <label>
        over{" "}
        <select
          id={`${id}-kind`}
          value={vary.kind}
          onChange={(event) =>
            onChange(event.currentTarget.value === "list" ? { field: vary.field, kind: "list", list: vary.kind === "span" ? `${vary.from},${vary.to}` : vary.list } : { field: vary.field, kind: "span", from: "", to: "", step: "" })
          }
        >
          <option value="span">a range</option>
          <option value="list">a list</option>
        </select>
      </label>
      {vary.kind === "span" ? (
        <>
          {text("from", vary.from, (from) => onChange({ ...vary, from }), 5)}
          {text("to", vary.to, (to) => onChange({ ...vary, to }), 5)}
          {text("step", vary.step, (step) => onChange({ ...vary, step }), 3)}
        </>
      ) : (
        text("values", vary.list, (list) => onChange({ ...vary, list }), 24)
      )}
      <button type="button" aria-label={`Remove ${label} from ${what}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}
