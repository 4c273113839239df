/**
 * The Balance view's question as the address holds it (issue 26 §6): the options varied
 * (`balance.vary=dc:8..16`, `dc:8..16:2`, `dice:2d6,3d6kh2`, like `choose:` in a balance file) and the
 * targets (`balance.target=pSuccess:0.6..0.7`, `pSuccess:at-least:0.4`, `critical-failure:at-most:0.05`),
 * beside `balance.open=true`. Read and written here without loading src/balance (the page's first load stays
 * the shown analysis alone):
 *
 *   #/kingstone/check?bonus=3&balance.open=true&balance.vary=dc%3A8..16&balance.target=pSuccess%3A0.6..0.7
 */

/** An option varied over a span (`from..to`, step 1 unless given) or a list of values, each as typed. */
export type VaryState =
  | { readonly field: string; readonly kind: "span"; readonly from: string; readonly to: string; readonly step: string }
  | { readonly field: string; readonly kind: "list"; readonly list: string };

/** How a target bounds its figure. */
export const BOUND_KINDS = ["between", "at-least", "at-most"] as const;
export type BoundKind = (typeof BOUND_KINDS)[number];

/** A target: a figure in a balance file's words (`pSuccess`, `failure-3 or worse`) and its bound (`low` for at-least, `high` for at-most). */
export interface TargetState {
  readonly figure: string;
  readonly kind: BoundKind;
  readonly low: number;
  readonly high: number;
}

/** The Balance view's question: whether it is the view shown, the options varied and the targets. */
export interface BalanceState {
  readonly open: boolean;
  readonly vary: readonly VaryState[];
  readonly targets: readonly TargetState[];
}

/** A page that has asked nothing of balance. */
export const NO_BALANCE: BalanceState = { open: false, vary: [], targets: [] };

/** The address keys of the Balance view: dotted, so that none is ever an option's flag (a d20 plugin's `target`). */
export const BALANCE_KEYS = ["balance.open", "balance.vary", "balance.target"] as const;

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
export function readTarget(word: string): TargetState | { readonly problem: string } {
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
 * A target's address word (bounds rounded to 6 decimals, as a slider gives them). O(length).
 * @example targetWord({ figure: "pSuccess", kind: "at-least", low: 0.4, high: 1 }) // "pSuccess:at-least:0.4"
 */
export function targetWord(target: TargetState): string {
  const show = (value: number) => String(Number(value.toFixed(6)));
  if (target.kind === "between") return `${target.figure}:${show(target.low)}..${show(target.high)}`;
  return `${target.figure}:${target.kind}:${show(target.kind === "at-least" ? target.low : target.high)}`;
}

/**
 * Reads the Balance view's address parts (each key with its decoded value, in the address's order) into
 * its question and the problems of the parts it could not read. O(parts).
 * @example readBalance([["balance.open", "true"], ["balance.vary", "dc:8..16"]]).balance.vary.length // 1
 */
export function readBalance(parts: ReadonlyArray<readonly [string, string]>): { readonly balance: BalanceState; readonly problems: readonly string[] } {
  const vary: VaryState[] = [];
  const targets: TargetState[] = [];
  const problems: string[] = [];
  let open = false;
  for (const [key, value] of parts) {
    if (key === "balance.open") {
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
  return { balance: { open, vary, targets }, problems };
}

/**
 * The Balance view's address parts (`balance.open=true&balance.vary=…&balance.target=…`, values percent-encoded), or none for a
 * page that asked nothing of it. O(parts).
 * @example balanceParts({ open: true, vary: [{ field: "dc", kind: "span", from: "8", to: "16", step: "" }], targets: [] }) // ["balance.open=true", "balance.vary=dc%3A8..16"]
 */
export function balanceParts(balance: BalanceState): string[] {
  if (!balance.open && balance.vary.length === 0 && balance.targets.length === 0) return [];
  return [
    ...(balance.open ? ["balance.open=true"] : []),
    ...balance.vary.map((vary) => `balance.vary=${encodeURIComponent(varyWord(vary))}`),
    ...balance.targets.map((target) => `balance.target=${encodeURIComponent(targetWord(target))}`),
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
