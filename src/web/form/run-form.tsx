/**
 * The form of one analysis, generated from its option specs, and its Monte Carlo fields when it has a
 * sampler. Problems that name no one option show above the fields.
 */
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { flagName, type OptionSpec } from "../../framework/options.js";
import { isMonteCarloField, MONTE_CARLO_OPTIONS } from "../../sim/monte-carlo-options.js";
import { formProblems, problemsByField, type FormState } from "../state/form-run.js";
import { OptionControl } from "./option-control.js";

export interface RunFormProps {
  readonly entry: AnalysisEntry;
  readonly form: FormState;
  readonly problems: readonly string[];
  readonly onChange: (form: FormState) => void;
}

/** How many options with defaults show before "More options". */
const LEADING_OPTIONS = 4;

/**
 * The options shown at once (those with no default, and the first few) and those folded under "More
 * options" (the rest, each at its default until set): fixed by the spec, so nothing moves while editing.
 */
export function splitOptions(entry: AnalysisEntry): [[string, OptionSpec<unknown>][], [string, OptionSpec<unknown>][]] {
  const entries = Object.entries(entry.options);
  const leading = (index: number, spec: OptionSpec<unknown>) => spec.defaultValue === undefined || index < LEADING_OPTIONS;
  return [entries.filter(([, spec], index) => leading(index, spec)), entries.filter(([, spec], index) => !leading(index, spec))];
}

export function RunForm({ entry, form, problems, onChange }: RunFormProps) {
  const byField = problemsByField(entry, problems);
  const general = byField.get("") ?? [];
  const setValue = (field: string, value: string) => onChange({ ...form, values: { ...form.values, [field]: value } });
  const problemsWith = (field: string) => (value: string) => formProblems(entry, { ...form, values: { ...form.values, [field]: value } });
  const control = ([field, spec]: readonly [string, OptionSpec<unknown>]) => (
    <OptionControl
      field={field}
      flag={flagName(field, spec)}
      spec={spec}
      value={form.values[field] ?? ""}
      problems={byField.get(field) ?? []}
      onChange={(value) => setValue(field, value)}
      {...(spec.cards ? { problemsWith: problemsWith(field) } : {})}
    />
  );
  const [main, more] = splitOptions(entry);
  return (
    <form class="run-form" aria-label="options" onSubmit={(event) => event.preventDefault()}>
      {general.length > 0 ? (
        <ul class="problems general" role="alert">
          {general.map((problem) => (
            <li>{problem}</li>
          ))}
        </ul>
      ) : null}
      <fieldset>
        <legend>Options</legend>
        {main.map(control)}
        {more.length > 0 ? (
          <details class="more" open={more.some(([field]) => (form.values[field] ?? "") !== "" || byField.has(field))}>
            <summary>
              More options ({more.length}, each at its default unless set)
            </summary>
            {more.map(control)}
          </details>
        ) : null}
      </fieldset>
      {entry.sampler ? (
        <details class="monte-carlo" open={!entry.exact || Object.values(form.simulation).some((value) => value !== "")}>
          <summary>Monte Carlo{entry.exact ? " (simulate instead of solving exactly)" : ""}</summary>
          <p class="help">
            {entry.exact ? "Leave trials empty for the exact answer; give trials to simulate (the page's counts for a seed are the CLI's)." : `This analysis is simulated (${entry.sampler.defaultTrials?.toLocaleString("en-US") ?? "100,000"} trials unless given).`}
          </p>
          {Object.keys(MONTE_CARLO_OPTIONS).filter(isMonteCarloField).map((field) => {
            const spec = MONTE_CARLO_OPTIONS[field];
            return (
              <OptionControl
                field={`mc-${field}`}
                flag={flagName(field, spec)}
                spec={spec}
                value={form.simulation[field]}
                problems={byField.get(`mc:${field}`) ?? []}
                onChange={(value) => onChange({ ...form, simulation: { ...form.simulation, [field]: value } })}
              />
            );
          })}
        </details>
      ) : null}
    </form>
  );
}
