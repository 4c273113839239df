/**
 * The form of one analysis, generated from its option specs, and its Monte Carlo fields when it has a
 * sampler. Problems that name no one option show above the fields.
 */
import type { AnalysisEntry } from "../../core/registered-analysis.js";
import { flagName } from "../../core/options.js";
import { MONTE_CARLO_OPTIONS } from "../../sim/monte-carlo-options.js";
import { formProblems, problemsByField, type FormState } from "../state/form-run.js";
import { OptionControl } from "./option-control.js";

export interface RunFormProps {
  readonly entry: AnalysisEntry;
  readonly form: FormState;
  readonly problems: readonly string[];
  readonly onChange: (form: FormState) => void;
}

export function RunForm({ entry, form, problems, onChange }: RunFormProps) {
  const byField = problemsByField(entry, problems);
  const general = byField.get("") ?? [];
  const setValue = (field: string, value: string) => onChange({ ...form, values: { ...form.values, [field]: value } });
  const problemsWith = (field: string) => (value: string) => formProblems(entry, { ...form, values: { ...form.values, [field]: value } });
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
        {Object.entries(entry.options).map(([field, spec]) => (
          <OptionControl
            field={field}
            flag={flagName(field, spec)}
            spec={spec}
            value={form.values[field] ?? ""}
            problems={byField.get(field) ?? []}
            onChange={(value) => setValue(field, value)}
            {...(spec.cards ? { problemsWith: problemsWith(field) } : {})}
          />
        ))}
      </fieldset>
      {entry.sampler ? (
        <fieldset class="monte-carlo">
          <legend>Monte Carlo</legend>
          <p class="help">
            {entry.exact ? "Leave trials empty for the exact answer; give trials to simulate (the page's counts for a seed are the CLI's)." : `This analysis is simulated (${entry.sampler.defaultTrials?.toLocaleString("en-US") ?? "100,000"} trials unless given).`}
          </p>
          {(Object.keys(MONTE_CARLO_OPTIONS) as (keyof typeof MONTE_CARLO_OPTIONS)[]).map((field) => {
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
        </fieldset>
      ) : null}
    </form>
  );
}
