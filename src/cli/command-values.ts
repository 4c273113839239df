/**
 * What a command's action reads from commander's parsed values (the text flags it was given, the Monte
 * Carlo flags by their option field) and how it hands back its answer: the analysis, sweep and balance
 * commands and their merges alike.
 */
import { type Command, Option } from "commander";
import { entryOf } from "../core/checked-index.js";
import { flagName } from "../framework/options.js";
import { MONTE_CARLO_OPTIONS, type MonteCarloField } from "../sim/monte-carlo-options.js";

/**
 * The flags among `names` that were given a text, by name; the others are left out, so an optional field
 * of a request stays absent. O(names).
 * @example textValues({ csv: "a.csv", chart: undefined, json: true }, ["csv", "chart"]) // { csv: "a.csv" }
 */
export function textValues<K extends string>(values: Readonly<Record<string, unknown>>, names: readonly K[]): Partial<Record<K, string>> {
  const given: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === "string") given[name] = value;
  }
  return given;
}

/**
 * Adds the Monte Carlo flags `fields` to a command, in that order, each helped by its spec's doc, `where(field)`
 * (what it applies to), its allowed values and its default; returns the reader of their values by option
 * field (`--mc 500` read as `{ trials: "500" }`). O(fields).
 */
export function monteCarloValues(command: Command, fields: readonly MonteCarloField[], where: (field: MonteCarloField) => string): (values: Readonly<Record<string, unknown>>) => Record<string, unknown> {
  const fieldOfAttribute = new Map<string, string>();
  for (const field of fields) {
    const spec = MONTE_CARLO_OPTIONS[field];
    const option = new Option(`${flagName(field, spec)} <value>`, `${spec.doc}, ${where(field)} (${spec.allowed}${spec.defaultValue === undefined ? "; optional" : `; default ${spec.defaultValue}`})`);
    fieldOfAttribute.set(option.attributeName(), field);
    command.addOption(option);
  }
  return (values) => Object.fromEntries(Object.entries(values).flatMap(([attribute, value]) => (fieldOfAttribute.has(attribute) ? [[entryOf(fieldOfAttribute, attribute), value]] : [])));
}

/** Hands a command's answer back: each note on standard error, a line each, then its standard output's text to `done`. O(notes). */
export function deliverAnswer(done: (text: string) => void, { stdout, notes }: { readonly stdout: string; readonly notes: readonly string[] }): void {
  for (const note of notes) process.stderr.write(`${note}\n`);
  done(stdout);
}
