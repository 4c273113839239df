/**
 * The Balance view's question read against its analysis and form (issue 26 §6): the varied options' values
 * as a balance file's `choose:` and the situations' as its `across:` (each value checked by the analysis's
 * own checks, as the form is), `per:`, the fixed options (the form's, less the varied and situation ones),
 * the targets with their `when:`, the tiers and `prefer:`; every problem in the form's words.
 */
import { reachableCount, type BalanceQuestion, type Tiers } from "../../balance/balance.js";
import type { Fields, Preference } from "../../balance/design.js";
import { parseFigure, type Target } from "../../balance/targets.js";
import { MAX_GRID_POINTS, spanCount, spanValues, type GridPoint, type GridValue } from "../../framework/grid.js";
import { optionLabel } from "../../framework/option-words.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { figureName } from "../../pipeline/figure-names.js";
import { firstValues, type BalanceState, type TargetState, type TiersState, type VaryState } from "../state/balance-address.js";
import { formProblems, inFormWords, rawOf, type FormState } from "../state/form-run.js";

/** The most values one varied option may take (a span of DC 1..200 is refused, not solved). */
export const MAX_VARIED_VALUES = 200;

/** A balance question as the view asks it: a balance file's, less the row field (the worker reads it from the analysis). */
export type AskedQuestion = Omit<BalanceQuestion, "rowField">;

/** The Balance view's question as the worker takes it, or the problems that stop it. */
export interface BalanceAsk {
  readonly question: AskedQuestion;
  readonly fixed: Record<string, unknown>;
  readonly problems: string[];
}

/**
 * The options a Balance view may vary: every option but a file option (a card list is typed, not ranged),
 * and the analysis's row field (Ultimo curve's `difficulty`), each with its label. O(options).
 * @example variableOptions(findAnalysis("kingstone", "check")).map(([field]) => field) // ["bonus", "dc", "dice", "ladder", "reroll", "goal"]
 */
export function variableOptions(entry: AnalysisEntry): Array<readonly [string, string]> {
  const options = Object.entries(entry.options).filter(([, spec]) => spec.kind !== "json-file").map(([field, spec]) => [field, optionLabel(field, spec)] as const);
  return entry.rowField === undefined ? options : [...options, [entry.rowField, `${entry.rowField[0]?.toUpperCase() ?? ""}${entry.rowField.slice(1)} (a row of the answer)`] as const];
}

/** The label of a varied option: its spec's, or the row field's. */
export function variedLabel(entry: AnalysisEntry, field: string): string {
  return variableOptions(entry).find(([name]) => name === field)?.[1] ?? field;
}

/** A list's item as the option takes it: a number when it reads as one, a switch's true or false, else the text. */
function listValue(text: string): GridValue {
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  return text === "true" ? true : text === "false" ? false : text;
}

/**
 * The values of one varied option, or a problem in the form's words: an empty or oversized span, a step
 * that is not positive, an empty list. O(values).
 * @example variedValues({ field: "dc", kind: "span", from: "8", to: "12", step: "2" }, "Difficulty (DC)") // { values: [8, 10, 12] }
 */
export function variedValues(vary: VaryState, label: string): { readonly values: GridValue[] } | { readonly problem: string } {
  if (vary.kind === "list") {
    const values = vary.list.split(",").map((item) => item.trim()).filter((item) => item !== "").map(listValue);
    return values.length === 0 ? { problem: `“${label}”: expected values separated by commas, received ${JSON.stringify(vary.list)}` } : { values };
  }
  const number = (text: string, what: string) => (/^-?\d+(?:\.\d+)?$/.test(text.trim()) ? Number(text) : `“${label}” ${what}: expected a number, received ${JSON.stringify(text)}`);
  const [from, to, step] = [number(vary.from, "from"), number(vary.to, "to"), vary.step.trim() === "" ? 1 : number(vary.step, "step")];
  if (typeof from === "string" || typeof to === "string" || typeof step === "string") return { problem: [from, to, step].find((read): read is string => typeof read === "string") ?? "" };
  if (step <= 0) return { problem: `“${label}” step: expected a number above 0, received ${step}` };
  const count = spanCount({ from, to, step });
  if (count === 0) return { problem: `“${label}”: the range ${from} to ${to} is empty` };
  if (count > MAX_VARIED_VALUES) return { problem: `“${label}”: expected at most ${MAX_VARIED_VALUES} values, received ${count}` };
  return { values: spanValues({ from, to, step }) };
}

/** The first problem the analysis's own checks find with each value of a varied or situation option (the others at their first values). */
function valueProblems(entry: AnalysisEntry, form: FormState, vary: readonly VaryState[], field: string, values: readonly GridValue[], reading: Readonly<Record<string, string>>): string[] {
  if (field === entry.rowField) return values.every((value) => typeof value === "number" && Number.isInteger(value)) ? [] : [`“${variedLabel(entry, field)}”: expected whole numbers`];
  const base = { ...form.values, ...reading, ...firstValues(vary.filter((one) => one.field !== entry.rowField)) };
  for (const value of values) {
    const problems = formProblems(entry, { ...form, values: { ...base, [field]: String(value) } });
    if (problems.length > 0) return [`“${variedLabel(entry, field)}” ${String(value)}: ${problems.map((problem) => inFormWords(entry, problem)).join("; ")}`];
  }
  return [];
}

/**
 * A target as the balance search takes it (the figure in a balance file's words). O(1).
 * @example targetOf({ figure: "failure-3 or worse", kind: "at-most", low: 0, high: 0.05 }) // { figure: { name: "failure-3", side: "or-worse" }, atMost: 0.05 }
 */
export function targetOf(target: TargetState, when?: GridPoint): Target {
  const figure = parseFigure(target.figure);
  const where = when === undefined || Object.keys(when).length === 0 ? {} : { when };
  if (target.kind === "at-least") return { figure, atLeast: target.low, ...where };
  if (target.kind === "at-most") return { figure, atMost: target.high, ...where };
  return { figure, atLeast: target.low, atMost: target.high, ...where };
}

/**
 * A target's situation (`bonus=0, dc=8`, like a file's `when:`) read against the analysis: each name an
 * option (or the row field) that is not varied, each value a number, a switch or text. O(length).
 */
export function readWhen(entry: AnalysisEntry, text: string, chosen: readonly string[]): { readonly when: GridPoint } | { readonly problem: string } {
  const when: Record<string, GridValue> = {};
  const known = variableOptions(entry).map(([field]) => field);
  for (const item of text.split(",").map((one) => one.trim()).filter((one) => one !== "")) {
    const equals = item.indexOf("=");
    const field = item.slice(0, equals).trim();
    if (equals <= 0 || item.slice(equals + 1).trim() === "") return { problem: `when: expected option=value, … (bonus=0, dc=8), received ${JSON.stringify(item)}` };
    if (!known.includes(field)) return { problem: `when: expected an option of ${entry.game} ${entry.name} (${known.join(", ")}), received ${JSON.stringify(field)}` };
    if (chosen.includes(field)) return { problem: `when: “${variedLabel(entry, field)}” is varied; a target applies to every design` };
    when[field] = listValue(item.slice(equals + 1).trim());
  }
  return { when };
}

/**
 * Tiers as the search takes them: each name once, each chance a percentage from 0 to 100. O(tiers).
 * @example tiersOf({ figure: "pSuccess", rule: "at-least", chances: [{ name: "easy", percent: "75" }] }) // { tiers: { figure: { name: "pSuccess" }, rule: "at-least", chances: [["easy", 0.75]] } }
 */
export function tiersOf(state: TiersState): { readonly tiers: Tiers } | { readonly problem: string } {
  const chances: Array<readonly [string, number]> = [];
  for (const { name, percent } of state.chances) {
    const chance = Number(percent.trim());
    if (name.trim() === "") return { problem: "tiers: a tier has no name" };
    if (chances.some(([known]) => known === name.trim())) return { problem: `tiers: “${name.trim()}” is named twice` };
    if (percent.trim() === "" || !Number.isFinite(chance) || chance < 0 || chance > 100) return { problem: `tiers: “${name.trim()}”: expected a chance from 0 to 100%, received ${JSON.stringify(percent)}` };
    chances.push([name.trim(), Number((chance / 100).toFixed(8))]);
  }
  if (chances.length === 0) return { problem: "tiers: expected at least one tier" };
  return { tiers: { figure: parseFigure(state.figure), rule: state.rule, chances } };
}

/**
 * The preference (`middle`, `max:NAME`, `min:NAME`): a varied option's largest or smallest value, else a
 * figure's. O(1).
 * @example preferenceOf("max:dc", ["dc"]) // { kind: "option", field: "dc", direction: "max" }
 */
export function preferenceOf(word: string, chosen: readonly string[]): Preference {
  const match = /^(max|min):(.+)$/.exec(word);
  if (!match) return { kind: "middle" };
  const direction = match[1] === "max" ? "max" : "min";
  const name = match[2] ?? "";
  return chosen.includes(name) ? { kind: "option", field: name, direction } : { kind: "figure", figure: parseFigure(name), direction };
}

/**
 * A figure in the page's words: `P(success)`, `failure-3 or worse`. O(length).
 * @example figureWords("pSuccess") // "P(success)"
 */
export function figureWords(figure: string): string {
  const spec = parseFigure(figure);
  return spec.side === undefined ? figureName(spec.name) : `${spec.name} ${spec.side === "or-better" ? "or better" : "or worse"}`;
}

/** The values of varied (or situation) rows, checked: each field known and given once, its values read and passed by the analysis's checks. */
function readRows(entry: AnalysisEntry, form: FormState, rows: readonly VaryState[], all: readonly VaryState[], taken: Set<string>, problems: string[], reading: Readonly<Record<string, string>>): Fields {
  const fields: Array<readonly [string, GridValue[]]> = [];
  const known = new Set(variableOptions(entry).map(([field]) => field));
  for (const one of rows) {
    const label = variedLabel(entry, one.field);
    if (!known.has(one.field)) problems.push(`vary: expected one of ${[...known].join(", ")}, received ${JSON.stringify(one.field)}`);
    else if (taken.has(one.field)) problems.push(`“${label}” is varied twice`);
    else {
      taken.add(one.field);
      const read = variedValues(one, label);
      if ("problem" in read) problems.push(read.problem);
      else fields.push([one.field, read.values]), problems.push(...valueProblems(entry, form, all, one.field, read.values, reading));
    }
  }
  return fields;
}

/**
 * The Balance view's question: the varied options' and situations' values (checked, at most
 * MAX_GRID_POINTS points), the fixed options (the form's, less those), the targets with their situations,
 * the tiers and the preference, or the problems that stop it, in the form's words. O(values × one form check).
 */
export function balanceAsk(entry: AnalysisEntry, form: FormState, balance: BalanceState): BalanceAsk {
  const problems: string[] = [];
  const all = [...balance.vary, ...balance.across];
  const taken = new Set<string>();
  const chosenFields = balance.vary.map((one) => one.field);
  const targets = balance.targets.flatMap((target) => {
    const read = readWhen(entry, target.when ?? "", chosenFields);
    return "problem" in read ? (problems.push(`${figureWords(target.figure)}: ${read.problem}`), []) : [targetOf(target, read.when)];
  });
  // An option the form leaves out may be given by the targets' situations, as a file's every `when:` may give it.
  const reading = Object.fromEntries(Object.entries(targets.find((target) => target.when !== undefined)?.when ?? {}).map(([field, value]) => [field, String(value)]));
  const choose = readRows(entry, form, balance.vary, all, taken, problems, reading);
  const across = readRows(entry, form, balance.across, all, taken, problems, reading);
  if (balance.vary.length === 0) problems.push("Choose at least one option to vary.");
  const chosen = choose.map(([field]) => field);
  const tiersRead = balance.tiers === undefined ? undefined : tiersOf(balance.tiers);
  if (tiersRead !== undefined && "problem" in tiersRead) problems.push(tiersRead.problem);
  const tiers = tiersRead !== undefined && "tiers" in tiersRead ? tiersRead.tiers : undefined;
  const question: AskedQuestion = { choose, across, per: balance.per, targets, ...(tiers === undefined ? {} : { tiers }), prefer: preferenceOf(balance.prefer, chosen) };
  const points = reachableCount(question);
  if (points > MAX_GRID_POINTS) problems.push(`expected at most ${MAX_GRID_POINTS} points in all (designs × situations × target situations), received ${points.toLocaleString("en-US")}; vary fewer values`);
  const { raw, problems: formRead } = rawOf(entry, form.values);
  const fixed = Object.fromEntries(Object.entries(raw).filter(([field]) => !all.some((one) => one.field === field)));
  return { question, fixed, problems: [...formRead, ...problems] };
}
