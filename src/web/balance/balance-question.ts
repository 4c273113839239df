/**
 * The Balance view's question read against its analysis and form (issue 26 §6): the varied options' values
 * as a balance file's `choose:` (each value checked by the analysis's own checks, as the form is), the
 * fixed options (the form's, less the varied ones) and the targets; every problem in the form's words.
 */
import type { Fields } from "../../balance/design.js";
import { parseFigure, type Target } from "../../balance/targets.js";
import { MAX_GRID_POINTS, spanCount, spanValues, type GridValue } from "../../framework/grid.js";
import { optionLabel } from "../../framework/option-words.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { figureName } from "../../pipeline/figure-names.js";
import { firstValues, type TargetState, type VaryState } from "../state/balance-address.js";
import { formProblems, inFormWords, rawOf, type FormState } from "../state/form-run.js";

/** The most values one varied option may take (a span of DC 1..200 is refused, not solved). */
export const MAX_VARIED_VALUES = 200;

/** The Balance view's question as the worker takes it, or the problems that stop it. */
export interface BalanceAsk {
  readonly choose: Fields;
  readonly fixed: Record<string, unknown>;
  readonly targets: Target[];
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

/** The first problem the analysis's own checks find with each value of a varied option (the other varied options at their first values). */
function valueProblems(entry: AnalysisEntry, form: FormState, vary: readonly VaryState[], field: string, values: readonly GridValue[]): string[] {
  if (field === entry.rowField) return values.every((value) => typeof value === "number" && Number.isInteger(value)) ? [] : [`“${variedLabel(entry, field)}”: expected whole numbers`];
  const base = { ...form.values, ...firstValues(vary.filter((one) => one.field !== entry.rowField)) };
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
export function targetOf(target: TargetState): Target {
  const figure = parseFigure(target.figure);
  if (target.kind === "at-least") return { figure, atLeast: target.low };
  if (target.kind === "at-most") return { figure, atMost: target.high };
  return { figure, atLeast: target.low, atMost: target.high };
}

/**
 * A figure in the page's words: `P(success)`, `failure-3 or worse`. O(length).
 * @example figureWords("pSuccess") // "P(success)"
 */
export function figureWords(figure: string): string {
  const spec = parseFigure(figure);
  return spec.side === undefined ? figureName(spec.name) : `${spec.name} ${spec.side === "or-better" ? "or better" : "or worse"}`;
}

/**
 * The Balance view's question: the varied options' values (checked, at most MAX_GRID_POINTS designs), the
 * fixed options (the form's, less the varied ones) and the targets, or the problems that stop it, in the
 * form's words. O(values × one form check).
 */
export function balanceAsk(entry: AnalysisEntry, form: FormState, vary: readonly VaryState[], targets: readonly TargetState[]): BalanceAsk {
  const problems: string[] = [];
  const choose: Array<readonly [string, GridValue[]]> = [];
  const known = new Set(variableOptions(entry).map(([field]) => field));
  for (const one of vary) {
    const label = variedLabel(entry, one.field);
    if (!known.has(one.field)) problems.push(`vary: expected one of ${[...known].join(", ")}, received ${JSON.stringify(one.field)}`);
    else if (choose.some(([field]) => field === one.field)) problems.push(`“${label}” is varied twice`);
    else {
      const read = variedValues(one, label);
      if ("problem" in read) problems.push(read.problem);
      else choose.push([one.field, read.values]), problems.push(...valueProblems(entry, form, vary, one.field, read.values));
    }
  }
  if (vary.length === 0) problems.push("Choose at least one option to vary.");
  const designs = choose.reduce((product, [, values]) => product * values.length, 1);
  if (designs > MAX_GRID_POINTS) problems.push(`expected at most ${MAX_GRID_POINTS} designs in all, received ${designs.toLocaleString("en-US")}; vary fewer values`);
  const { raw, problems: formRead } = rawOf(entry, form.values);
  const fixed = Object.fromEntries(Object.entries(raw).filter(([field]) => !vary.some((one) => one.field === field)));
  return { choose, fixed, targets: targets.map(targetOf), problems: [...formRead, ...problems] };
}
