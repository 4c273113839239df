import { messages } from "./messages.js";
import type { RulesSection } from "./rules-citation.js";

/**
 * One typed option of an analysis: what it means, what values it allows (in words, for help and
 * errors), its default (undefined = required) and how a raw value — a CLI string or a typed value from
 * the API or a scenario file — becomes a typed one.
 */
export interface OptionSpec<T> extends OptionWords {
  readonly kind: "integer" | "number" | "choice" | "flag" | "range" | "text" | "json-file";
  readonly doc: string;
  readonly allowed: string;
  /** The value when the option is not given; undefined makes it required unless `optional`. */
  readonly defaultValue: T | undefined;
  /** Whether the option may be left out with no default (its value is then undefined). */
  readonly optional?: boolean;
  /** On the command line, the option takes every word up to the next flag, joined by spaces (`--rest-every 4 half`). */
  readonly variadic?: boolean;
  /** The CLI flag when it is not the kebab-case of the field name. */
  readonly flag?: string;
  readonly choices?: readonly string[];
  /** The typed value, or undefined when `raw` is not allowed. */
  readonly parse: (raw: unknown) => T | undefined;
  /** Detailed messages for a refused value (e.g. each bad field of a file); the generic message when absent or empty. */
  readonly explain?: (raw: unknown) => readonly string[];
  /** The bounds of an integer option or of a range's values (for a form's number control). */
  readonly min?: number;
  readonly max?: number;
  /** A list of playing cards in notation (a form shows a card picker): whether suits are written, and the most cards. */
  readonly cards?: CardListControl;
  /**
   * A json-file option whose file may also be YAML (a name ending .yaml or .yml): the CLI then checks the
   * content with `explain` as it reads it, so each problem names the file (`--dealer-deck d.yaml: cards[0]…`).
   */
  readonly yaml?: boolean;
}

/**
 * How a form presents an option to a player or a GM: its name and one line of help in the rulebook's words
 * (never a flag: flags belong to the command line), the docs/rules.md section it comes from, and whether
 * it is one of the few a form shows at once (the rest fold under "More").
 */
export interface OptionWords {
  /** The option's name as the rulebook says it ("Bonus", "Difficulty (DC)", "Cards played"). */
  readonly label?: string;
  /** One line of help in the rulebook's words, with no flag and no RULES.md citation. */
  readonly help?: string;
  /** The docs/rules.md section whose rule the option sets (a form links it). */
  readonly rules?: RulesSection;
  /** Whether a form shows the option at once; options that are not main fold under "More" unless required. */
  readonly main?: boolean;
}

/** How a card-list option writes its cards, for a card picker. */
export interface CardListControl {
  /** "required": every card names its suit (QH, 7C); "optional": ranks alone (J, A, K), a suit only where a rule needs it. */
  readonly suits: "required" | "optional";
  /** The most cards the list may hold. */
  readonly limit: number;
}

/** A record of option specs: an analysis's parameters. */
export type OptionSpecs = Readonly<Record<string, OptionSpec<unknown>>>;

/** The typed parameters that a record of option specs describes. */
export type ParamsOf<S extends OptionSpecs> = { -readonly [K in keyof S]: S[K] extends OptionSpec<infer T> ? T : never };

const INTEGER = /^[+-]?\d+$/;

/**
 * Where a comma-separated text has no value: 0 when the whole text is blank, else the 1-based place of its
 * first blank item ("J,,A" → 2, "J,A," → 3), or undefined when every item has one. O(length).
 * @example blankItemOf("J,,A") // 2
 * @example blankItemOf("QH, 7C") // undefined
 */
export function blankItemOf(text: string): number | undefined {
  if (text.trim() === "") return 0;
  if (!text.includes(",")) return undefined;
  const at = text.split(",").findIndex((item) => item.trim() === "");
  return at < 0 ? undefined : at + 1;
}

function toInteger(raw: unknown): number | undefined {
  if (typeof raw === "number") return Number.isInteger(raw) ? raw : undefined;
  if (typeof raw === "string" && INTEGER.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

/**
 * An integer option in min..max.
 * @example integerOption({ min: 0, max: 6, doc: "skill" }).parse("4") // 4
 */
export function integerOption(options: OptionWords & { min: number; max: number; doc: string; default?: number; flag?: string }): OptionSpec<number> {
  return {
    ...specHead("integer", options, `an integer from ${options.min} to ${options.max}`, options.default),
    min: options.min,
    max: options.max,
    ...flagOf(options.flag),
    parse: (raw) => {
      const value = toInteger(raw);
      return value !== undefined && value >= options.min && value <= options.max ? value : undefined;
    },
  };
}

/**
 * A probability option: a decimal in 0..1, a fraction "n/d" or a percentage "50%".
 * @example probabilityOption({ doc: "target" }).parse("1/4") // 0.25
 */
export function probabilityOption(options: OptionWords & { doc: string; default?: number; flag?: string }): OptionSpec<number> {
  return {
    ...specHead("number", options, "a probability from 0 to 1 (0.25, 1/4 or 25%)", options.default),
    ...flagOf(options.flag),
    parse: (raw) => {
      let value: number | undefined;
      if (typeof raw === "number") value = raw;
      else if (typeof raw === "string") {
        const text = raw.trim();
        const fraction = /^(\d+)\/(\d+)$/.exec(text);
        const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
        if (fraction) value = Number(fraction[1]) / Number(fraction[2]);
        else if (percent) value = Number(percent[1]) / 100;
        else if (/^(\d+(\.\d*)?|\.\d+)$/.test(text)) value = Number(text);
      }
      return value !== undefined && Number.isFinite(value) && value >= 0 && value <= 1 ? value : undefined;
    },
  };
}

/**
 * An option taking one of a closed set of names (an `as const` array, in display order).
 * @example choiceOption(["paired", "linear"] as const, { doc: "ladder", default: "paired" }).parse("linear") // "linear"
 */
export function choiceOption<const C extends readonly string[]>(
  choices: C,
  options: OptionWords & { doc: string; default?: C[number]; flag?: string },
): OptionSpec<C[number]> {
  return {
    ...specHead("choice", options, `one of ${choices.join(", ")}`, options.default),
    choices,
    ...flagOf(options.flag),
    parse: (raw) => choices.find((choice) => choice === raw),
  };
}

/**
 * A switch, off unless given.
 * @example flagOption({ doc: "secondary focus" }).parse(true) // true
 */
export function flagOption(options: OptionWords & { doc: string; flag?: string }): OptionSpec<boolean> {
  return {
    ...specHead("flag", options, "true or false", false),
    ...flagOf(options.flag),
    parse: (raw) => (raw === true || raw === "true" ? true : raw === false || raw === "false" ? false : undefined),
  };
}

/**
 * An option whose raw text a model parses itself (card lists, card ranks): `parse` returns the typed
 * value or undefined, and `allowed` says in words what it accepts.
 * @example textOption({ allowed: "a card rank", doc: "rank", parse: (raw) => (raw === "K" ? 13 : undefined) }).parse("K") // 13
 */
export function textOption<T>(options: OptionWords & {
  allowed: string;
  doc: string;
  parse: (raw: string) => T | undefined;
  default?: T;
  flag?: string;
  variadic?: boolean;
  cards?: CardListControl;
}): OptionSpec<T> {
  return {
    ...specHead("text", options, options.allowed, options.default),
    ...(options.cards === undefined ? {} : { cards: options.cards }),
    ...flagOf(options.flag),
    ...(options.variadic ? { variadic: true } : {}),
    // An empty text, or a list with an empty item ("J,,A"), is never a value: refused before the model reads it.
    parse: (raw) => (typeof raw === "string" ? (blankItemOf(raw) === undefined ? options.parse(raw.trim()) : undefined) : typeof raw === "number" ? options.parse(String(raw)) : undefined),
  };
}

/**
 * A text option read by one reader that either takes the text or says why not (a dice expression, a die,
 * outcome utilities): `parse` keeps the reader's value, `explain` gives its refusals, in the CLI's words.
 * The reader's cost, twice for a refused value.
 * @example readOption({ allowed: "K", doc: "rank", read: (raw) => (raw === "K" ? { value: 13 } : { refused: [`--rank: expected K, received ${raw}`] }) }).explain?.("Q") // ["--rank: expected K, received Q"]
 */
export function readOption<T>(options: OptionWords & { allowed: string; doc: string; default?: T; read: (raw: string) => { readonly value: T } | { readonly refused: readonly string[] } }): OptionSpec<T> {
  const { read, ...words } = options;
  const parse = (raw: string) => {
    const reading = read(raw);
    return "value" in reading ? reading.value : undefined;
  };
  const explain = (raw: unknown) => {
    const reading = typeof raw === "string" ? read(raw) : undefined;
    return reading === undefined || "value" in reading ? [] : reading.refused;
  };
  return { ...textOption({ ...words, parse }), explain };
}

/**
 * An option whose value is the parsed JSON of a file (a scenario): the CLI reads the file named on the
 * command line and passes its content; an API call passes the object itself. `explain` lists every
 * problem of a refused value (naming the field path), so a bad file is reported field by field.
 * @example jsonFileOption({ allowed: "a JSON file", doc: "d", parse: (raw) => (Array.isArray(raw) ? raw : undefined) }).parse([1]) // [1]
 */
export function jsonFileOption<T>(options: OptionWords & {
  allowed: string;
  doc: string;
  parse: (raw: unknown) => T | undefined;
  explain?: (raw: unknown) => readonly string[];
  flag?: string;
}): OptionSpec<T> {
  return {
    ...specHead("json-file", options, options.allowed, undefined),
    ...flagOf(options.flag),
    ...(options.explain === undefined ? {} : explainUnlessText(options.explain)),
    // A string here is a file name nobody read (an API call should pass the parsed content).
    parse: (raw) => (typeof raw === "string" ? undefined : options.parse(raw)),
  };
}

/**
 * The same option, but one that may be left out: its value is then undefined (for "give --target or
 * --suit" choices, checked together by the analysis's `validate`).
 * @example optionalOption(integerOption({ min: 2, max: 20, doc: "target" })).optional // true
 */
export function optionalOption<T>(spec: OptionSpec<T>): OptionSpec<T | undefined> {
  return { ...spec, defaultValue: undefined, optional: true };
}

const MAX_RANGE_VALUES = 400;

/**
 * A list of integers in min..max, written "a..b", "a" or "a,b,c" (or given as an array); sorted,
 * without repeats, at most 400 values.
 * @example rangeOption({ min: -10, max: 20, doc: "bonuses" }).parse("0..3") // [0, 1, 2, 3]
 */
export function rangeOption(options: OptionWords & { min: number; max: number; doc: string; default?: number[]; flag?: string }): OptionSpec<number[]> {
  const inBounds = (value: number) => value >= options.min && value <= options.max;
  return {
    kind: "range",
    doc: options.doc,
    min: options.min,
    max: options.max,
    allowed: `integers from ${options.min} to ${options.max} as "a..b", "a" or "a,b,c"`,
    defaultValue: options.default,
    ...wordsOf(options),
    ...flagOf(options.flag),
    parse: (raw) => {
      let values: number[] | undefined;
      if (Array.isArray(raw)) {
        values = allIntegers(raw);
      } else if (typeof raw === "number") {
        values = Number.isInteger(raw) ? [raw] : undefined;
      } else if (typeof raw === "string") {
        const span = /^\s*([+-]?\d+)\s*\.\.\s*([+-]?\d+)\s*$/.exec(raw);
        if (span) {
          const from = Number(span[1]);
          const to = Number(span[2]);
          if (from <= to && to - from < MAX_RANGE_VALUES) values = Array.from({ length: to - from + 1 }, (_, i) => from + i);
        } else if (blankItemOf(raw) === undefined) {
          values = allIntegers(raw.split(","));
        }
      }
      if (values === undefined || values.length === 0 || values.length > MAX_RANGE_VALUES || !values.every(inBounds)) return undefined;
      return [...new Set(values)].sort((a, b) => a - b);
    },
  };
}

/**
 * The CLI flag of a field: its spec's own flag, else the kebab-case of the field name.
 * @example flagName("allyBonus", integerOption({ min: 0, max: 1, doc: "" })) // "--ally-bonus"
 */
export function flagName(field: string, spec: OptionSpec<unknown>): string {
  return `--${spec.flag ?? field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The most problems listed for one option (a file's entries, say); the rest are counted in one line. */
export const PROBLEM_LIMIT = 20;

/**
 * One field's typed value, or every message refusing it (the flag, the values it allows and the value
 * received; a missing required option; an empty value or item). O(the option's parse).
 */
function parseField(field: string, spec: OptionSpec<unknown>, raw: unknown): { readonly value: unknown } | { readonly problems: readonly string[] } {
  if (raw === undefined) {
    if (spec.defaultValue !== undefined || spec.optional) return { value: spec.defaultValue };
    return { problems: [messages.required(flagName(field, spec), spec.allowed)] };
  }
  const blank = typeof raw === "string" && spec.kind !== "json-file" ? blankItemOf(raw) : undefined;
  if (typeof raw === "string" && blank !== undefined && (blank === 0 || spec.kind === "text" || spec.kind === "range")) {
    const flag = flagName(field, spec);
    return { problems: [blank === 0 ? messages.emptyValue(flag, spec.allowed) : messages.emptyItem(flag, spec.allowed, raw, blank)] };
  }
  const value = spec.parse(raw);
  if (value !== undefined) return { value };
  const details = spec.explain?.(raw) ?? [];
  if (details.length === 0) return { problems: [messages.notAllowed(flagName(field, spec), spec.allowed, raw)] };
  // A file of 200,000 bad entries costs one line more, not 200,000.
  return { problems: details.length <= PROBLEM_LIMIT ? details : [...details.slice(0, PROBLEM_LIMIT), messages.moreProblems(flagName(field, spec), details.length - PROBLEM_LIMIT)] };
}

/**
 * Whether a parsed object holds a value for every option of `specs` (each produced by that option's own
 * typed `parse` or default, which is what makes it the specs' parameters). O(options).
 */
function isParamsOf<S extends OptionSpecs>(specs: S, value: Readonly<Record<string, unknown>>): value is ParamsOf<S> {
  return Object.keys(specs).every((field) => field in value) && Object.keys(value).every((field) => field in specs);
}

/** Parameters, or every reason they were refused. */
export type Validated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly string[] };

/**
 * Validates raw parameters once, at the boundary. Unknown fields are errors too.
 * @throws {Error} only on a broken spec: a parsed object that lacks one of its options
 * @example validateParams({ dc: integerOption({ min: 2, max: 40, doc: "DC" }) }, { dc: "x" }) // { ok: false, errors: ['--dc: expected an integer from 2 to 40, received "x"'] }
 */
export function validateParams<S extends OptionSpecs>(specs: S, raw: Readonly<Record<string, unknown>>): Validated<ParamsOf<S>> {
  // Plain code rather than a schema library: the CLI validates every run, and loading one costs more than a check's answer.
  const value: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [field, spec] of Object.entries(specs)) {
    const parsed = parseField(field, spec, Object.hasOwn(raw, field) ? raw[field] : undefined);
    if ("value" in parsed) value[field] = parsed.value;
    else for (const problem of parsed.problems) errors.push(problem);
  }
  errors.push(...Object.keys(raw).filter((field) => !Object.hasOwn(specs, field)).map(messages.unknownField));
  if (errors.length > 0) return { ok: false, errors };
  if (isParamsOf(specs, value)) return { ok: true, value };
  throw new Error(`validated parameters lack options of their specs: ${Object.keys(specs).filter((field) => !(field in value)).join(", ")}`);
}

/** Each item as an integer, or undefined when any item is not one. O(items). */
function allIntegers(items: readonly unknown[]): number[] | undefined {
  const integers: number[] = [];
  for (const item of items) {
    const integer = toInteger(item);
    if (integer === undefined) return undefined;
    integers.push(integer);
  }
  return integers;
}

/** A json-file option's `explain`: a string is a file name nobody read, which has no content to explain. */
function explainUnlessText(explain: (raw: unknown) => readonly string[]): { readonly explain: (raw: unknown) => readonly string[] } {
  return { explain: (raw) => (typeof raw === "string" ? [] : explain(raw)) };
}

/** The fields every option spec opens with, in the order its JSON has always shown them, then its words for a form. */
function specHead<K extends OptionSpec<unknown>["kind"], T>(kind: K, words: OptionWords & { readonly doc: string }, allowed: string, defaultValue: T): OptionWords & { readonly kind: K; readonly doc: string; readonly allowed: string; readonly defaultValue: T } {
  return { kind, doc: words.doc, allowed, defaultValue, ...wordsOf(words) };
}

/** The words an option's constructor was given, without keys for those it was not. */
function wordsOf({ label, help, rules, main }: OptionWords): OptionWords {
  return { ...(label === undefined ? {} : { label }), ...(help === undefined ? {} : { help }), ...(rules === undefined ? {} : { rules }), ...(main ? { main } : {}) };
}

/** An option's own flag name, when it has one. */
function flagOf(flag: string | undefined): { readonly flag?: string } {
  return flag === undefined ? {} : { flag };
}

/**
 * The same option with the words a form shows for it (a shared spec labelled where it is used). O(1).
 * @example worded(flagOption({ doc: "x" }), { label: "Skill applies" }).label // "Skill applies"
 */
export function worded<T>(spec: OptionSpec<T>, words: OptionWords): OptionSpec<T> {
  return { ...spec, ...words };
}
