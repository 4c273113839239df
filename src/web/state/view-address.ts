/**
 * The part of the workbench's address that holds the view around a run (issue 28 §3): how the outcomes read
 * (`view=at-least`), the pinned runs compared with it (`pin=<their options>`, one per pin, each the query of
 * its own address, percent-encoded). The rest of the address is the run's (pipeline/permalink.ts), so the command
 * line and the report's links are unchanged; the dice page's expressions are its run's own `expr` option
 * (`#/dice/roll?expr=4d6kh3%3B2d20kh1`), not part of the view:
 *
 *   #/kingstone/check?bonus=3&dc=10&view=at-least&pin=bonus%3D3%26dc%3D12&pin=bonus%3D5%26dc%3D12
 */
import { CUMULATIVE_VIEWS, type CumulativeView } from "../../pipeline/ordered-outcomes.js";
import { BALANCE_KEYS, balanceParts, readBalance, type BalanceState } from "./balance-address.js";

/** What the address holds beyond the run: the outcomes' view and the pins' queries. */
export interface ViewState {
  readonly view: CumulativeView;
  /** Each pinned run's options, as the query of its own address ("bonus=3&dc=12"). */
  readonly pins: readonly string[];
  /** The Balance view's question (balance-address.ts), when the address holds one. */
  readonly balance?: BalanceState;
}

/** The view of a page that has chosen nothing: each outcome alone, no pins. */
export const PLAIN_VIEW: ViewState = { view: "exactly", pins: [] };

/** The address keys of the view, none of which is an option's flag. */
const VIEW_KEYS = ["view", "pin", ...BALANCE_KEYS] as const;

/** A view's address word: "at least" → "at-least". */
const viewWord = (view: CumulativeView) => view.replace(" ", "-");

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * An address split into the run's own address and the view around it; an unknown view word reads as
 * "exactly" and is reported. O(length).
 * @example splitViewAddress("#/kingstone/check?bonus=3&view=at-least&pin=dc%3D12").view.pins // ["dc=12"]
 * @example splitViewAddress("#/kingstone/check?bonus=3&view=at-least").run // "#/kingstone/check?bonus=3"
 */
export function splitViewAddress(hash: string): { readonly run: string; readonly view: ViewState; readonly problems: readonly string[] } {
  const at = hash.indexOf("?");
  if (at < 0) return { run: hash, view: PLAIN_VIEW, problems: [] };
  const kept: string[] = [];
  const pins: string[] = [];
  const problems: string[] = [];
  const balanceWords: Array<readonly [string, string]> = [];
  let view: CumulativeView = "exactly";
  for (const part of hash.slice(at + 1).split("&")) {
    const equals = part.indexOf("=");
    const key = equals < 0 ? part : part.slice(0, equals);
    const value = decoded(equals < 0 ? "" : part.slice(equals + 1));
    if (!VIEW_KEYS.some((viewKey) => viewKey === key)) kept.push(part);
    else if (key === "pin") pins.push(value);
    else if (BALANCE_KEYS.some((balanceKey) => balanceKey === key)) balanceWords.push([key, value]);
    else {
      const chosen = CUMULATIVE_VIEWS.find((name) => viewWord(name) === value);
      if (chosen === undefined) problems.push(`view: expected one of ${CUMULATIVE_VIEWS.map(viewWord).join(", ")}, received ${JSON.stringify(value)}`);
      view = chosen ?? "exactly";
    }
  }
  const run = kept.filter((part) => part !== "").join("&");
  const balance = balanceWords.length === 0 ? undefined : readBalance(balanceWords);
  problems.push(...(balance?.problems ?? []));
  return { run: run === "" ? hash.slice(0, at) : `${hash.slice(0, at)}?${run}`, view: { view, pins, ...(balance ? { balance: balance.balance } : {}) }, problems };
}

/**
 * A run's address with the view around it: the view word unless "exactly", then each pin, then the
 * Balance view's question.
 * O(length).
 * @example withView("#/kingstone/check?bonus=3", { view: "at least", pins: ["dc=12"] }) // "#/kingstone/check?bonus=3&view=at-least&pin=dc%3D12"
 */
export function withView(run: string, view: ViewState): string {
  const parts = [
    ...(view.view === "exactly" ? [] : [`view=${viewWord(view.view)}`]),
    ...view.pins.map((pin) => `pin=${encodeURIComponent(pin)}`),
    ...(view.balance ? balanceParts(view.balance) : []),
  ];
  if (parts.length === 0) return run;
  return `${run}${run.includes("?") ? "&" : "?"}${parts.join("&")}`;
}

/**
 * The query of a run's address (what a pin holds): the text after "?", or "" for a run with no options.
 * @example queryOf("#/kingstone/check?bonus=3&dc=12") // "bonus=3&dc=12"
 */
export function queryOf(run: string): string {
  const at = run.indexOf("?");
  return at < 0 ? "" : run.slice(at + 1);
}

/**
 * The run address a pin names for an analysis's page ("#/game/name" and the pin's query).
 * @example pinAddress("kingstone", "check", "bonus=3&dc=12") // "#/kingstone/check?bonus=3&dc=12"
 */
export function pinAddress(game: string, analysis: string, pin: string): string {
  return `#/${game}/${analysis}${pin === "" ? "" : `?${pin}`}`;
}

/** The start of an embed view's address: the chart and its sentence alone (issue 28 §8). */
const EMBED_PREFIX = "#/embed/";

/**
 * The embed view's address of one chart of a page: the page's address (its run and its view) under
 * `#/embed/`, with the chart's index. O(length).
 * @example embedAddress("#/kingstone/check?bonus=3&dc=10&view=at-least", 0) // "#/embed/kingstone/check?bonus=3&dc=10&view=at-least&chart=0"
 */
export function embedAddress(address: string, chart: number): string {
  const page = address.startsWith("#/") ? address.slice(2) : address;
  return `${EMBED_PREFIX}${page}${page.includes("?") ? "&" : "?"}chart=${chart}`;
}

/**
 * An embed view's address read back: the page's address it shows and the chart's index (0 when it names
 * none or a refused one, with a problem), or undefined for an address that is no embed view. O(length).
 * @example splitEmbedAddress("#/embed/kingstone/check?bonus=3&chart=1") // { address: "#/kingstone/check?bonus=3", chart: 1, problems: [] }
 */
export function splitEmbedAddress(hash: string): { readonly address: string; readonly chart: number; readonly problems: readonly string[] } | undefined {
  if (!hash.startsWith(EMBED_PREFIX)) return undefined;
  const rest = hash.slice(EMBED_PREFIX.length);
  const at = rest.indexOf("?");
  const parts = at < 0 ? [] : rest.slice(at + 1).split("&");
  const chartPart = parts.find((part) => part.startsWith("chart="));
  const kept = parts.filter((part) => part !== chartPart);
  const text = chartPart?.slice("chart=".length);
  const valid = text !== undefined && /^\d{1,3}$/.test(text);
  const problems = text === undefined || valid ? [] : [`chart: expected the chart's number (0, 1, …), received ${JSON.stringify(decoded(text))}`];
  const path = at < 0 ? rest : rest.slice(0, at);
  return { address: `#/${path}${kept.length > 0 ? `?${kept.join("&")}` : ""}`, chart: valid ? Number(text) : 0, problems };
}

/**
 * The page's address an embed address shows, or the address itself when it is no embed address: what the
 * page loads before drawing (registry.ts loadShown). O(length).
 * @example embeddedPage("#/embed/zilch/test?suit=6&chart=0") // "#/zilch/test?suit=6"
 */
export function embeddedPage(hash: string): string {
  return splitEmbedAddress(hash)?.address ?? hash;
}
