/**
 * The control of one option, chosen from its spec alone (no analysis has UI code of its own): a spin button
 * for integers (arrow keys and − / + steppers, a numeric keyboard where no sign is needed), a select for a closed set, a checkbox for
 * a switch, a text field for ranges and notation, a card picker for card lists, and a JSON box for a file
 * option. Each shows the option's doc as help, its default, and the CLI's messages for a refused value
 * beside it.
 */
import type { OptionSpec } from "../../framework/options.js";
import { optionHelp, optionLabel, optionRules } from "../../framework/option-words.js";
import { CardPicker } from "./card-picker.js";
import type { ControlProps } from "./control-props.js";

/** The words a control shows for an option's default. */
export function defaultText(spec: OptionSpec<unknown>): string {
  const value = spec.defaultValue;
  if (value === undefined) return spec.optional ? "optional" : "required";
  if (spec.kind === "flag") return "off unless ticked";
  if (Array.isArray(value)) return value.length === 0 ? "default: none" : `default: ${value.join(",")}`;
  if (typeof value === "object" && value !== null) return value.toString === Object.prototype.toString ? "default: see help" : `default: ${value.toString().replace(/^(-?\d+)\/1$/, "$1")}`;
  return `default: ${String(value)}`;
}

function placeholderOf(spec: OptionSpec<unknown>): string {
  const value = spec.defaultValue;
  if (value === undefined || typeof value === "object") return "";
  return String(value);
}

/**
 * The value an integer field steps to from `value` by `delta`: from its default (or its least allowed value,
 * or 0) when empty or not a whole number, kept within the option's bounds. O(1).
 * @example steppedValue({ kind: "integer", min: 1, max: 40, doc: "" }, "40", 1) // "40"
 */
export function steppedValue(spec: OptionSpec<unknown>, value: string, delta: number): string {
  const typed = /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
  const start = typed ?? (typeof spec.defaultValue === "number" ? spec.defaultValue : (spec.min ?? 0));
  // An empty field steps from its default; with no default, the first step fills in the start.
  const next = typed !== undefined || typeof spec.defaultValue === "number" ? start + delta : start;
  return String(Math.min(spec.max ?? Infinity, Math.max(spec.min ?? -Infinity, next)));
}

/** Arrow keys and Page keys step a number field (by 1 and by 10), as a spin button's do. */
const STEP_KEYS: Readonly<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/**
 * An integer option: a spin button (arrow keys, Page Up and Down, − and + buttons) over a text field.
 * Text, not type="number": a number field hides what was typed ("ten", "1_000_000") from the page, which
 * then could not show the CLI's message for it, and blanks an address's refused value.
 */
function IntegerField(props: ControlProps & { readonly common: Record<string, unknown> }) {
  const { spec, value, onChange, common } = props;
  const label = optionLabel(props.field, spec);
  const digitsOnly = spec.min !== undefined && spec.min >= 0;
  const now = /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : typeof spec.defaultValue === "number" ? spec.defaultValue : undefined;
  const step = (delta: number) => onChange(steppedValue(spec, value, delta));
  return (
    <div class="stepper">
      <input
        {...common}
        type="text"
        role="spinbutton"
        aria-valuemin={spec.min}
        aria-valuemax={spec.max}
        aria-valuenow={now}
        inputMode={digitsOnly ? "numeric" : "text"}
        autoComplete="off"
        spellcheck={false}
        placeholder={placeholderOf(spec)}
        value={value}
        onInput={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          const delta = STEP_KEYS[event.key];
          if (delta === undefined) return;
          event.preventDefault();
          step(delta);
        }}
      />
      {/* Out of the Tab order: the field's arrow keys do the same from the keyboard. */}
      <button type="button" tabIndex={-1} aria-label={`${label}: one less`} onClick={() => step(-1)}>
        −
      </button>
      <button type="button" tabIndex={-1} aria-label={`${label}: one more`} onClick={() => step(1)}>
        +
      </button>
    </div>
  );
}

export function OptionControl(props: ControlProps) {
  const { field, flag, spec, value, problems, onChange } = props;
  const id = `option-${field}`;
  const helpId = `${id}-help`;
  const problemId = `${id}-problems`;
  const described = problems.length > 0 ? `${helpId} ${problemId}` : helpId;
  const invalid = problems.length > 0;
  const rules = optionRules(spec);
  const common = { id, name: flag.slice(2), "aria-describedby": described, "aria-invalid": invalid, "data-field": field };
  let control;
  if (spec.kind === "flag") {
    control = <input {...common} type="checkbox" checked={value === "true"} onChange={(event) => onChange(event.currentTarget.checked ? "true" : "")} />;
  } else if (spec.kind === "choice") {
    const chosen = value === "" ? String(spec.defaultValue ?? "") : value;
    control = (
      <select {...common} value={chosen} onChange={(event) => onChange(event.currentTarget.value === String(spec.defaultValue ?? "") ? "" : event.currentTarget.value)}>
        {spec.defaultValue === undefined ? <option value="">{spec.optional ? "(not given)" : "(choose)"}</option> : null}
        {(spec.choices ?? []).map((choice) => (
          <option value={choice}>{choice === spec.defaultValue ? `${choice} (default)` : choice}</option>
        ))}
      </select>
    );
  } else if (spec.kind === "json-file") {
    control = (
      <>
        <textarea {...common} rows={6} spellcheck={false} value={value} placeholder='{ "…": … } (the JSON of the file)' onInput={(event) => onChange(event.currentTarget.value)} />
        <input type="file" accept=".json,application/json" aria-label={`read ${flag} from a file`} onChange={(event) => void event.currentTarget.files?.[0]?.text().then(onChange)} />
      </>
    );
  } else if (spec.cards !== undefined) {
    control = <CardPicker {...props} common={common} />;
  } else if (spec.kind === "integer") {
    control = <IntegerField {...props} common={common} />;
  } else {
    control = <input {...common} type="text" autoComplete="off" spellcheck={false} placeholder={placeholderOf(spec)} value={value} onInput={(event) => onChange(event.currentTarget.value)} />;
  }
  return (
    <div class={`option option-${spec.kind}${invalid ? " invalid" : ""}`}>
      <label for={id}>
        {optionLabel(field, spec)} <span class="default">{defaultText(spec)}</span>
      </label>
      {control}
      <p class="help" id={helpId}>
        {optionHelp(spec)}
        {rules === undefined ? null : (
          <>
            {" "}
            <a class="rules-link" href={`rules.html#s${rules}`} target="_blank" rel="noopener">
              rules §{rules}
            </a>
          </>
        )}
      </p>
      <ul class="problems" id={problemId} aria-live="assertive">
        {problems.map((problem) => (
          <li>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
