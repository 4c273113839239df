/**
 * An analysis's flags read from words commander left alone (`validate kingstone check --bonus 2 --dc 9`):
 * each `--flag value`, `--flag=value`, a switch, or a variadic flag's words up to the next flag, mapped to
 * the option's field. Every word it cannot place is a problem in the CLI's usual words.
 */
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { messages } from "../framework/messages.js";
import { flagName } from "../framework/options.js";
import { entryOf, fieldOf, itemAt } from "../core/checked-index.js";

/**
 * The raw parameters the words give `analysis` (values as typed; validation is the analysis's), and every
 * problem: an unknown flag, a flag without its value, a stray word, a single-value flag given twice. O(words).
 * @example analysisFlags({ options: { dc: { kind: "integer", doc: "", allowed: "", defaultValue: 10, parse: Number } } }, ["--dc", "9"]) // { raw: { dc: "9" }, problems: [] }
 */
export function analysisFlags(analysis: Pick<AnalysisEntry, "options">, words: readonly string[], otherFlags: readonly string[] = []): { raw: Record<string, unknown>; problems: string[] } {
  const fields = new Map(Object.entries(analysis.options).map(([field, spec]) => [flagName(field, spec), field]));
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  const given = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    const word = itemAt(words, i);
    if (!word.startsWith("-")) {
      problems.push(messages.unexpectedArgument(word));
      continue;
    }
    const [flag, inline] = word.includes("=") ? [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] : [word, undefined];
    const field = fields.get(flag);
    if (field === undefined) {
      problems.push(messages.unknownOption(flag, [...fields.keys(), ...otherFlags]));
      if (inline === undefined && i + 1 < words.length && !itemAt(words, i + 1).startsWith("-")) i++;
      continue;
    }
    const spec = fieldOf(analysis.options, field);
    given.set(flag, (given.get(flag) ?? 0) + 1);
    if (spec.kind === "flag") raw[field] = inline ?? true;
    else if (inline !== undefined) raw[field] = inline;
    else if (spec.variadic) {
      const values: string[] = [];
      while (i + 1 < words.length && !itemAt(words, i + 1).startsWith("--")) values.push(itemAt(words, ++i));
      if (values.length === 0) problems.push(messages.valueMissing(flag, spec.allowed));
      else raw[field] = [...(typeof raw[field] === "string" ? [raw[field]] : []), ...values].join(" ");
    } else if (i + 1 < words.length && !(itemAt(words, i + 1).startsWith("--"))) raw[field] = words[++i];
    else problems.push(messages.valueMissing(flag, spec.allowed));
  }
  for (const [flag, times] of given) if (times > 1 && !fieldOf(analysis.options, entryOf(fields, flag)).variadic && fieldOf(analysis.options, entryOf(fields, flag)).kind !== "flag") problems.push(messages.givenTwice(flag, times));
  return { raw, problems };
}
