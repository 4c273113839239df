/**
 * The form of one analysis, generated from its option specs, and its Monte Carlo fields when it has a
 * sampler. Problems that name no one option show above the fields.
 */
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { flagName, type OptionSpec } from "../../framework/options.js";
import { mainOptionFields } from "../../framework/option-words.js";
import { isMonteCarloField, MONTE_CARLO_OPTIONS } from "../../sim/monte-carlo-options.js";
import { formProblems, inFormWords, problemsByField, type FormState } from "../state/form-run.js";
import { OptionControl } from "./option-control.js";

export interface RunFormProps {
  readonly entry: AnalysisEntry;
  readonly form: FormState;
  readonly problems: readonly string[];
  readonly onChange: (form: FormState) => void;
}

/**
 * The options shown at once (the specs' main options: mainOptionFields) and those folded under "More"
 * (the rest, each at its default until set): fixed by the spec, so nothing moves while editing.
 */
export function splitOptions(entry: AnalysisEntry): [[string, OptionSpec<unknown>][], [string, OptionSpec<unknown>][]] {
  const main = new Set(mainOptionFields(entry.options));
  const entries = Object.entries(entry.options);
  return [entries.filter(([field]) => main.has(field)), entries.filter(([field]) => !main.has(field))];
}

export function RunForm({ entry, form, problems, onChange }: RunFormProps) {
  const byField = new Map([...problemsByField(entry, problems)].map(([field, list]) => [field, list.map((problem) => inFormWords(entry, problem))]));
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
        <ul class="problems general" aria-live="assertive">
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
              More ({more.length} options, each at its default unless set)
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
