/**
 * The designer's own decks (issue 18): one file format for every card game's decks — the Ultimo Dealer's
 * deck, the Ash decks — as JSON or YAML, checked field by field: every error names the file's field, what it
 * allows and what it received, in the form of the zod-checked scenario files (src/framework/schema-problems.ts).
 * A deck file lists cards in notation with how many the deck holds and, where a game lets a designer
 * change it, the value the card counts:
 *
 *     name: Dealer deck without low cards     # optional
 *     cards:
 *       - { card: A, count: 4 }
 *       - { card: K, count: 6, value: 10 }
 *       - { card: X, count: 1 }
 *
 * Each game says what its deck allows (DeckFileRules: suits written or not, the values a card may take,
 * how many cards in all) and reads the checked file into its own cards. The CLI reads the file (YAML only
 * for a name ending .yaml or .yml, loaded then) and names the file in every message; this module does no I/O.
 */
import { cardName, parseCard, type Card, type SuitUse } from "../core/cards.js";
import { formatCount } from "./format.js";
import { quoteReceived } from "../core/quote-received.js";
import { jsonFileOption, optionalOption, type OptionSpec } from "./options.js";

/** What one game's decks allow, checked with the file. */
export interface DeckFileRules {
  /** Whether a card names its suit: "required" (Ash), "optional" (Ultimo: bare ranks), "none". */
  readonly suits: SuitUse;
  /** The values a card's `value` field may take, inclusive. */
  readonly values: readonly [number, number];
  /** The most cards the deck may hold in all (counts summed). */
  readonly maxCards: number;
}

/** One line of a deck file as read: the card, its notation as written, how many, and the value when given. */
export interface DeckFileCard {
  readonly card: Card;
  /** The card in notation (`QS`, `10`, `X`), as cardName writes it. */
  readonly name: string;
  readonly count: number;
  readonly value?: number;
}

/** A checked deck file. */
export interface DeckFile {
  readonly name?: string;
  readonly cards: readonly DeckFileCard[];
}

const WHOLE_AT_LEAST_ONE = "expected a whole number ≥ 1";
const CARD_FIELDS = ["card", "count", "value"] as const;
const FILE_FIELDS = ["name", "cards"] as const;

const isRecord = (raw: unknown): raw is Record<string, unknown> => typeof raw === "object" && raw !== null && !Array.isArray(raw);
const isWhole = (raw: unknown): raw is number => typeof raw === "number" && Number.isInteger(raw);

/** What a card field allows under the game's rules. */
function cardError(rules: DeckFileRules): string {
  return rules.suits === "required"
    ? "expected a card with its suit, like QH, 10C, AS, or JL, JB for a joker"
    : "expected a card like A, K, 10, 2 (a suit letter where a rule needs it: AS), or X, JL, JB for a joker";
}

/** A deck file, or the parts read so far, with the problems found as [field path, problem] pairs. */
interface ReadDeck<T> {
  readonly read?: T;
  readonly problems: [string, string][];
}

/** One `cards[i]` entry read, or its problems. */
function readCard(entry: unknown, at: string, rules: DeckFileRules): ReadDeck<DeckFileCard> {
  if (!isRecord(entry)) return { problems: [[at, `expected a card entry { card, count, value? }, received ${quoteReceived(entry)}`]] };
  const problems: [string, string][] = Object.keys(entry)
    .filter((key) => !CARD_FIELDS.some((field) => field === key))
    .map((key) => [`${at}.${key}`, `unknown field (fields: ${CARD_FIELDS.join(", ")})`]);
  const field = (name: string, ok: boolean, allowed: string) => {
    if (!ok) problems.push([`${at}.${name}`, entry[name] === undefined ? `required: ${allowed}` : `${allowed}, received ${quoteReceived(entry[name])}`]);
  };
  // YAML reads `card: 7` as a number: a plain number is that rank.
  const written = entry["card"];
  const card = typeof written === "string" || typeof written === "number" ? parseCard(String(written), rules.suits) : undefined;
  field("card", card !== undefined, cardError(rules));
  const count = entry["count"];
  field("count", isWhole(count) && count >= 1, WHOLE_AT_LEAST_ONE);
  const [min, max] = rules.values;
  const value = entry["value"];
  if (value !== undefined) field("value", isWhole(value) && value >= min && value <= max, `expected a whole number from ${min} to ${max}`);
  if (problems.length > 0 || card === undefined || !isWhole(count)) return { problems };
  return { read: { card, name: cardName(card), count, ...(isWhole(value) ? { value } : {}) }, problems };
}

/** A raw deck file read under a game's rules, or its problems (the file's own, then each entry's, then the total). O(cards). */
function readDeckFile(raw: unknown, rules: DeckFileRules): ReadDeck<DeckFile> {
  if (!isRecord(raw)) return { problems: [["(the file)", `expected { name?, cards: [{ card, count, value? }] }, received ${quoteReceived(raw)}`]] };
  const problems: [string, string][] = Object.keys(raw)
    .filter((key) => !FILE_FIELDS.some((field) => field === key))
    .map((key) => [key, `unknown field (fields: ${FILE_FIELDS.join(", ")})`]);
  const name = raw["name"];
  if (name !== undefined && typeof name !== "string") problems.push(["name", `expected a text, received ${quoteReceived(name)}`]);
  const cards = raw["cards"];
  const listError = "expected a list of cards, each { card, count, value? }";
  if (cards === undefined) problems.push(["cards", `required: ${listError}`]);
  else if (!Array.isArray(cards)) problems.push(["cards", `${listError}, received ${quoteReceived(cards)}`]);
  else if (cards.length === 0) problems.push(["cards", "expected at least one card, received []"]);
  // Each entry holds at least one card: a longer list is refused whole, not entry by entry.
  else if (cards.length > rules.maxCards) problems.push(["cards", `expected at most ${rules.maxCards} entries (the deck holds at most ${rules.maxCards} cards), received ${formatCount(cards.length)}`]);
  const listed = Array.isArray(cards) && cards.length > 0 && cards.length <= rules.maxCards;
  const entries = listed ? cards.map((entry, i) => readCard(entry, `cards[${i}]`, rules)) : [];
  for (const entry of entries) problems.push(...entry.problems);
  const lines = entries.flatMap(({ read }) => (read === undefined ? [] : [read]));
  if (problems.length > 0) return { problems };
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  if (total > rules.maxCards) return { problems: [["cards", `expected at most ${rules.maxCards} cards in all, received ${total}`]] };
  return { read: { ...(typeof name === "string" ? { name } : {}), cards: lines }, problems };
}

/**
 * Every problem of a raw deck file (parsed JSON or YAML) under a game's rules, each as
 * `flag: field path: what it allows, received value`; empty when the file is valid. The checks are plain
 * code, not a schema library: an option's parse runs in every command, worker and browser tab that sees
 * the option, and loading zod there would cost every Ultimo command ~60 ms of start-up. O(cards).
 * @example deckFileProblems("--dealer-deck", { cards: [{ card: "A", count: "two" }] }, { suits: "optional", values: [0, 10], maxCards: 216 }) // ['--dealer-deck: cards[0].count: expected a whole number ≥ 1, received "two"']
 */
export function deckFileProblems(flag: string, raw: unknown, rules: DeckFileRules): string[] {
  return readDeckFile(raw, rules).problems.map(([path, problem]) => `${flag}: ${path}: ${problem}`);
}

/**
 * The deck file, checked and read, or undefined when deckFileProblems finds a problem. O(cards).
 * @example parseDeckFile({ cards: [{ card: "k", count: 6, value: 10 }] }, { suits: "optional", values: [0, 10], maxCards: 216 })?.cards[0].name // "K"
 */
export function parseDeckFile(raw: unknown, rules: DeckFileRules): DeckFile | undefined {
  return readDeckFile(raw, rules).read;
}

/**
 * How many cards a deck file's deck holds. O(cards).
 * @example deckFileSize({ cards: [{ card: { kind: "joker", joker: "any" }, name: "X", count: 2 }] }) // 2
 */
export function deckFileSize(file: DeckFile): number {
  return file.cards.reduce((sum, line) => sum + line.count, 0);
}

/**
 * An optional option naming a deck file (JSON or YAML): the CLI reads the file and passes its content, an
 * API call passes the content itself (a raw object, checked here). `problems` adds a game's own checks on
 * the read file (e.g. "an ace takes no value"), in the same `flag: path: problem` form.
 * @example deckFileOption({ flag: "dealer-deck", doc: "d", rules: { suits: "optional", values: [2, 10], maxCards: 216 } }).kind // "json-file"
 */
export function deckFileOption(options: {
  readonly flag: string;
  readonly doc: string;
  readonly rules: DeckFileRules;
  readonly problems?: (file: DeckFile, flag: string) => readonly string[];
}): OptionSpec<DeckFile | undefined> {
  const flag = `--${options.flag}`;
  const explain = (raw: unknown): string[] => {
    const { read, problems } = readDeckFile(raw, options.rules);
    if (read === undefined) return problems.map(([path, problem]) => `${flag}: ${path}: ${problem}`);
    return [...(options.problems?.(read, flag) ?? [])];
  };
  const spec = jsonFileOption<DeckFile>({
    allowed: "a deck file, JSON or YAML: { name?, cards: [{ card, count, value? }] }",
    doc: options.doc,
    flag: options.flag,
    parse: (raw) => (explain(raw).length === 0 ? parseDeckFile(raw, options.rules) : undefined),
    explain,
  });
  return optionalOption({ ...spec, yaml: true });
}
