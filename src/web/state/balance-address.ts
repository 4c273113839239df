/**
 * The Balance view's question as the address holds it (issue 26 §6): the options varied
 * (`balance.vary=dc:8..16`, `dc:8..16:2`, `dice:2d6,3d6kh2`, like `choose:` in a balance file) and the
 * targets (`balance.target=pSuccess:0.6..0.7`, `pSuccess:at-least:0.4`, `critical-failure:at-most:0.05`),
 * beside `balance.open=true`; the situations (`balance.across=bonus:0..10`, like `across:`) and how they are
 * served (`balance.per=each`), a target's situation (`pSuccess:at-least:0.4@bonus=0,dc=8`, like `when:`),
 * named tiers on one figure (`balance.tiers=pSuccess:at-least:easy=75%,hard=25%`) and the preference
 * (`balance.prefer=max:dc`). Read and written here without loading the search (only src/balance's words,
 * question-words.ts, which imports nothing: the page's first load stays the shown analysis alone):
 *
 *   #/kingstone/check?bonus=3&balance.open=true&balance.vary=dc%3A8..16&balance.target=pSuccess%3A0.6..0.7
 */
import { PER_WORDS, TIER_RULES, type PerWord, type TierRule } from "../../balance/question-words.js";

/** An option varied over a span (`from..to`, step 1 unless given) or a list of values, each as typed. */
export type VaryState =
  | { readonly field: string; readonly kind: "span"; readonly from: string; readonly to: string; readonly step: string }
  | { readonly field: string; readonly kind: "list"; readonly list: string };

/** How a target bounds its figure. */
export const BOUND_KINDS = ["between", "at-least", "at-most"] as const;
export type BoundKind = (typeof BOUND_KINDS)[number];

/**
 * A target: a figure in a balance file's words (`pSuccess`, `failure-3 or worse`), its bound (`low` for
 * at-least, `high` for at-most), and the situation it applies in (`when`, as typed: `bonus=0, dc=8`; empty
 * for every situation).
 */
export interface TargetState {
  readonly figure: string;
  readonly kind: BoundKind;
  readonly low: number;
  readonly high: number;
  readonly when?: string;
}

/** Named chances on one figure (a GM's chart): each tier's name and chance as typed, in percent. */
export interface TiersState {
  readonly figure: string;
  readonly rule: TierRule;
  readonly chances: ReadonlyArray<{ readonly name: string; readonly percent: string }>;
}

/**
 * The Balance view's question: whether it is the view shown, the options varied, the situations and how
 * they are served, the targets, the tiers, and the preference (`middle`, or `max:NAME` / `min:NAME` of a
 * figure or a varied option).
 */
export interface BalanceState {
  readonly open: boolean;
  readonly vary: readonly VaryState[];
  readonly targets: readonly TargetState[];
  readonly across: readonly VaryState[];
  readonly per: PerWord;
  readonly tiers?: TiersState;
  readonly prefer: string;
}

/** A page that has asked nothing of balance. */
export const NO_BALANCE: BalanceState = { open: false, vary: [], targets: [], across: [], per: "all", prefer: "middle" };

/** The address keys of the Balance view: dotted, so that none is ever an option's flag (a d20 plugin's `target`). */
export const BALANCE_KEYS = ["balance.open", "balance.vary", "balance.target", "balance.across", "balance.per", "balance.tiers", "balance.prefer"] as const;

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * A varied option read from its address word, or a problem naming the word. O(length).
 * @example readVary("dc:8..16") // { field: "dc", kind: "span", from: "8", to: "16", step: "" }
 * @example readVary("dice:2d6,3d6kh2") // { field: "dice", kind: "list", list: "2d6,3d6kh2" }
 */
export function readVary(word: string): VaryState | { readonly problem: string } {
  const at = word.indexOf(":");
  if (at <= 0) return { problem: `vary: expected option:values (dc:8..16, dc:8..16:2 or dice:2d6,3d6), received ${JSON.stringify(word)}` };
  const field = word.slice(0, at);
  const values = word.slice(at + 1);
  const span = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(values);
  if (span) return { field, kind: "span", from: span[1] ?? "", to: span[2] ?? "", step: span[3] ?? "" };
  return { field, kind: "list", list: values };
}

/**
 * A varied option's address word. O(length).
 * @example varyWord({ field: "dc", kind: "span", from: "8", to: "16", step: "2" }) // "dc:8..16:2"
 */
export function varyWord(vary: VaryState): string {
  if (vary.kind === "list") return `${vary.field}:${vary.list}`;
  return `${vary.field}:${vary.from}..${vary.to}${vary.step.trim() === "" ? "" : `:${vary.step}`}`;
}

/**
 * A target read from its address word, or a problem naming the word. O(length).
 * @example readTarget("pSuccess:0.6..0.7") // { figure: "pSuccess", kind: "between", low: 0.6, high: 0.7 }
 * @example readTarget("critical-failure:at-most:0.05") // { figure: "critical-failure", kind: "at-most", low: 0, high: 0.05 }
 */
export function readTarget(address: string): TargetState | { readonly problem: string } {
  const at = address.lastIndexOf("@");
  const word = at < 0 ? address : address.slice(0, at);
  const when = at < 0 ? undefined : address.slice(at + 1);
  const read = readBound(word);
  return "problem" in read || when === undefined ? read : { ...read, when };
}

/** A target's figure and bound from its address word (without its `@when`). */
function readBound(word: string): TargetState | { readonly problem: string } {
  const expected = `target: expected figure:low..high, figure:at-least:value or figure:at-most:value, received ${JSON.stringify(word)}`;
  const between = /^(.+):(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)$/.exec(word);
  if (between) {
    const [low, high] = [Number(between[2]), Number(between[3])];
    if (low > high) return { problem: `target: the bounds contradict each other: at least ${low} and at most ${high}, in ${JSON.stringify(word)}` };
    return { figure: between[1] ?? "", kind: "between", low, high };
  }
  const one = /^(.+):(at-least|at-most):(-?\d+(?:\.\d+)?)$/.exec(word);
  if (!one || !NUMBER.test(one[3] ?? "")) return { problem: expected };
  const value = Number(one[3]);
  return one[2] === "at-least" ? { figure: one[1] ?? "", kind: "at-least", low: value, high: 1 } : { figure: one[1] ?? "", kind: "at-most", low: 0, high: value };
}

/**
 * A target's address word (bounds rounded to 6 decimals, as a slider gives them; its situation after `@`). O(length).
 * @example targetWord({ figure: "pSuccess", kind: "at-least", low: 0.4, high: 1 }) // "pSuccess:at-least:0.4"
 * @example targetWord({ figure: "pSuccess", kind: "at-least", low: 0.4, high: 1, when: "bonus=0, dc=8" }) // "pSuccess:at-least:0.4@bonus=0, dc=8"
 */
export function targetWord(target: TargetState): string {
  const show = (value: number) => String(Number(value.toFixed(6)));
  const when = target.when === undefined || target.when.trim() === "" ? "" : `@${target.when}`;
  if (target.kind === "between") return `${target.figure}:${show(target.low)}..${show(target.high)}${when}`;
  return `${target.figure}:${target.kind}:${show(target.kind === "at-least" ? target.low : target.high)}${when}`;
}

/**
 * Tiers read from their address word (`figure:rule:name=chance,…`, a chance in percent or as a fraction),
 * or a problem naming the word. O(length).
 * @example readTiers("pSuccess:at-least:easy=75%,hard=0.25") // { figure: "pSuccess", rule: "at-least", chances: [{ name: "easy", percent: "75" }, { name: "hard", percent: "25" }] }
 */
export function readTiers(word: string): TiersState | { readonly problem: string } {
  const match = /^(.+):(closest|at-least|at-most):(.*)$/.exec(word);
  const rule = TIER_RULES.find((one) => one === match?.[2]);
  if (!match || rule === undefined) return { problem: `tiers: expected figure:rule:name=chance,… (rule one of ${TIER_RULES.join(", ")}), received ${JSON.stringify(word)}` };
  const chances: Array<{ name: string; percent: string }> = [];
  for (const item of (match[3] ?? "").split(",").filter((one) => one.trim() !== "")) {
    const equals = item.lastIndexOf("=");
    const [name, chance] = [item.slice(0, equals), item.slice(equals + 1).trim()];
    if (equals < 0) return { problem: `tiers: expected name=chance, received ${JSON.stringify(item)} in ${JSON.stringify(word)}` };
    // A fraction (0.75) is written as the file writes it; the form shows percent.
    const percent = chance.endsWith("%") ? chance.slice(0, -1) : NUMBER.test(chance) ? String(Number((Number(chance) * 100).toFixed(6))) : chance;
    chances.push({ name, percent });
  }
  return { figure: match[1] ?? "", rule, chances };
}

/**
 * Tiers' address word. O(tiers).
 * @example tiersWord({ figure: "pSuccess", rule: "at-least", chances: [{ name: "easy", percent: "75" }] }) // "pSuccess:at-least:easy=75%"
 */
export function tiersWord(tiers: TiersState): string {
  return `${tiers.figure}:${tiers.rule}:${tiers.chances.map(({ name, percent }) => `${name}=${percent}%`).join(",")}`;
}

/**
 * Reads the Balance view's address parts (each key with its decoded value, in the address's order) into
 * its question and the problems of the parts it could not read. O(parts).
 * @example readBalance([["balance.open", "true"], ["balance.vary", "dc:8..16"]]).balance.vary.length // 1
 */
export function readBalance(parts: ReadonlyArray<readonly [string, string]>): { readonly balance: BalanceState; readonly problems: readonly string[] } {
  const vary: VaryState[] = [];
  const across: VaryState[] = [];
  const targets: TargetState[] = [];
  const problems: string[] = [];
  let open = false;
  let per: PerWord = "all";
  let tiers: TiersState | undefined;
  let prefer = "middle";
  for (const [key, value] of parts) {
    if (key === "balance.per") {
      const read = PER_WORDS.find((word) => word === value);
      if (read === undefined) problems.push(`balance.per: expected one of ${PER_WORDS.join(", ")}, received ${JSON.stringify(value)}`);
      else per = read;
    } else if (key === "balance.prefer") {
      if (value === "middle" || /^(max|min):./.test(value)) prefer = value;
      else problems.push(`balance.prefer: expected middle, max:NAME or min:NAME (a figure or a varied option), received ${JSON.stringify(value)}`);
    } else if (key === "balance.tiers") {
      const read = readTiers(value);
      if ("problem" in read) problems.push(read.problem);
      else tiers = read;
    } else if (key === "balance.across") {
      const read = readVary(value);
      if ("problem" in read) problems.push(read.problem.replace(/^vary:/, "across:"));
      else across.push(read);
    } else if (key === "balance.open") {
      if (value === "true") open = true;
      else problems.push(`balance.open: expected true, received ${JSON.stringify(value)}`);
    } else if (key === "balance.vary") {
      const read = readVary(value);
      if ("problem" in read) problems.push(read.problem);
      else vary.push(read);
    } else if (key === "balance.target") {
      const read = readTarget(value);
      if ("problem" in read) problems.push(read.problem);
      else targets.push(read);
    }
  }
  return { balance: { open, vary, targets, across, per, ...(tiers === undefined ? {} : { tiers }), prefer }, problems };
}

/**
 * The Balance view's address parts (`balance.open=true&balance.vary=…&balance.target=…`, values percent-encoded), or none for a
 * page that asked nothing of it. O(parts).
 * @example balanceParts({ ...NO_BALANCE, open: true, vary: [{ field: "dc", kind: "span", from: "8", to: "16", step: "" }] }) // ["balance.open=true", "balance.vary=dc%3A8..16"]
 */
export function balanceParts(balance: BalanceState): string[] {
  const asked = balance.across.length > 0 || balance.per !== "all" || balance.tiers !== undefined || balance.prefer !== "middle";
  if (!balance.open && balance.vary.length === 0 && balance.targets.length === 0 && !asked) return [];
  return [
    ...(balance.open ? ["balance.open=true"] : []),
    ...balance.vary.map((vary) => `balance.vary=${encodeURIComponent(varyWord(vary))}`),
    ...balance.across.map((across) => `balance.across=${encodeURIComponent(varyWord(across))}`),
    ...(balance.per === "all" ? [] : [`balance.per=${balance.per}`]),
    ...balance.targets.map((target) => `balance.target=${encodeURIComponent(targetWord(target))}`),
    ...(balance.tiers === undefined ? [] : [`balance.tiers=${encodeURIComponent(tiersWord(balance.tiers))}`]),
    ...(balance.prefer === "middle" ? [] : [`balance.prefer=${encodeURIComponent(balance.prefer)}`]),
  ];
}

/**
 * The first value of each varied option, as the form's text: the form the page checks while a Balance
 * view is open, so an option left empty because it is varied is not reported missing. O(varied options).
 * @example firstValues([{ field: "dc", kind: "span", from: "8", to: "16", step: "" }]) // { dc: "8" }
 */
export function firstValues(vary: readonly VaryState[]): Record<string, string> {
  return Object.fromEntries(vary.map((one) => [one.field, one.kind === "span" ? one.from : (one.list.split(",")[0] ?? "").trim()]));
}
