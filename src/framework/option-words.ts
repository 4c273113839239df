/**
 * An option as a form presents it to a player or a GM (issue 28 §1): its label, its one line of help and the
 * docs/rules.md section it links, in the rulebook's words and never with a flag. A spec's own `label`,
 * `help` and `rules` win; otherwise the label is the field name in words ("allyBonus" → "Ally bonus"), the
 * help is the spec's doc without its citations, and the section is the first one the doc cites.
 */
import type { OptionSpec } from "./options.js";
import { citedRulesSections, type RulesSection, RULES_SECTIONS } from "./rules-citation.js";

/** How many options a form shows at once at most; the rest fold under "More". */
export const MAIN_OPTION_LIMIT = 5;

/**
 * The label a form shows for an option. O(field length).
 * @example optionLabel("allyBonus", { kind: "integer", doc: "", allowed: "", defaultValue: 0, parse: () => 0 }) // "Ally bonus"
 */
export function optionLabel(field: string, spec: OptionSpec<unknown>): string {
  if (spec.label !== undefined) return spec.label;
  const words = field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * The one line of help a form shows under an option: its `help`, else its doc without docs/rules.md
 * citations (the section is linked instead), starting with a capital. O(doc length).
 * @example optionHelp({ kind: "integer", doc: "card limit (docs/rules.md §3.1)", allowed: "", defaultValue: 0, parse: () => 0 }) // "Card limit."
 */
export function optionHelp(spec: OptionSpec<unknown>): string {
  const text = (spec.help ?? spec.doc)
    .replace(/\s*\(docs\/rules\.md §[\d.]+(?:, §[\d.]+)*\)/g, "")
    .replace(/,?\s*docs\/rules\.md §[\d.]+(?:, §[\d.]+)*(?::\s*)?/g, "")
    .trim();
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The docs/rules.md section an option's rule comes from: its `rules`, else the first its doc cites. O(doc length).
 * @example optionRules({ kind: "integer", doc: "card limit (docs/rules.md §3.1)", allowed: "", defaultValue: 0, parse: () => 0 }) // "3.1"
 */
export function optionRules(spec: OptionSpec<unknown>): RulesSection | undefined {
  if (spec.rules !== undefined) return spec.rules;
  const cited = citedRulesSections(spec.doc)[0];
  return RULES_SECTIONS.find((section) => section === cited);
}

/**
 * The fields a form shows at once, in spec order: every required option and every option marked `main`;
 * when that leaves fewer than three, the first options up to three. O(options).
 * @example mainOptionFields({ a: { kind: "flag", doc: "", allowed: "", defaultValue: false, parse: () => false } }) // ["a"]
 */
export function mainOptionFields(specs: Readonly<Record<string, OptionSpec<unknown>>>): string[] {
  const entries = Object.entries(specs);
  const marked = entries.filter(([, spec]) => spec.main === true || (spec.defaultValue === undefined && spec.optional !== true)).map(([field]) => field);
  if (marked.length >= 3) return marked;
  const padded = new Set(marked);
  for (const [field] of entries) if (padded.size < 3) padded.add(field);
  return entries.map(([field]) => field).filter((field) => padded.has(field));
}
