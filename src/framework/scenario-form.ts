/**
 * The two forms of an analysis that a scenario file or a count of identical items describes (ash campaign's
 * `--checks N`, Ultimo session's `--challenges N`): exactly one is given, and beside a scenario none of
 * the simple form's flags, which the file sets itself.
 */
import { messages } from "./messages.js";
import { jsonFileOption, optionalOption, type OptionSpec, type OptionWords } from "./options.js";

/** How an analysis's options give its two forms: whether each is given, the count's flag, the simple flags given, and where a scenario sets them. */
export interface ScenarioForm {
  readonly scenario: boolean;
  readonly count: boolean;
  /** The count's flag, e.g. "--checks". */
  readonly countFlag: string;
  /** The simple form's flags that were given, in the help's order. */
  readonly simpleGiven: readonly string[];
  /** Where a scenario file sets them, e.g. "in its steps". */
  readonly setBy: string;
}

/**
 * The problems of the two forms: `refused` when neither or both are given (the run's one problem then);
 * else, beside a scenario, each simple flag given, refused as only allowed with the count. O(flags).
 * @example scenarioFormProblems({ scenario: true, count: false, countFlag: "--checks", simpleGiven: ["--trait"], setBy: "in its steps" }).beside // ["--trait: only allowed with --checks (a scenario file sets it in its steps)"]
 * @example scenarioFormProblems({ scenario: false, count: false, countFlag: "--checks", simpleGiven: [], setBy: "" }).refused // "give --scenario FILE.json or --checks N"
 */
export function scenarioFormProblems(form: ScenarioForm): { readonly refused?: string; readonly beside: string[] } {
  if (!form.scenario && !form.count) return { refused: messages.noneOf(["--scenario FILE.json", `${form.countFlag} N`]), beside: [] };
  if (form.scenario && form.count) return { refused: messages.notBoth(["--scenario", form.countFlag]), beside: [] };
  return { beside: form.scenario ? form.simpleGiven.map((flag) => messages.onlyWith(flag, `${form.countFlag} (a scenario file sets it ${form.setBy})`)) : [] };
}

/**
 * The scenario form's option, `--scenario FILE.json`: an optional JSON file labelled "Scenario", read by the
 * analysis's `parse`, its problems listed field by field by `explain`. O(1).
 * @example scenarioOption({ help: "h", allowed: "a scenario JSON file", doc: "d", parse: (raw) => raw, explain: () => [] }).label // "Scenario"
 */
export function scenarioOption<T>(words: Omit<OptionWords, "label"> & { allowed: string; doc: string; parse: (raw: unknown) => T | undefined; explain: (raw: unknown) => readonly string[] }): OptionSpec<T | undefined> {
  return optionalOption(jsonFileOption({ label: "Scenario", ...words }));
}
