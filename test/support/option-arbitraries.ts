/**
 * fast-check arbitraries built from an analysis's option specs (src/framework/options.ts): values as the
 * command line writes them, within each option's bounds (integers min..max, choices, switches, ranges, card
 * lists, and the few text options a table below knows how to write), narrowed where an option drives an
 * exact solver's cost (COST_CAPS) so that every run is quick; and values each option refuses.
 */
import fc from "fast-check";
import { RANKS, SUITS, SUIT_LETTERS } from "../../src/core/cards.js";
import { flagName, type OptionSpec } from "../../src/framework/options.js";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import { ENEMIES } from "../../src/models/kingstone/enemies.js";
import { TRAITS } from "../../src/models/ultimo/rules.js";
import { CHARACTER_TRAITS } from "../../src/models/ultimo/session.js";
import { smallRunOf } from "./small-runs.js";

/** A value as the command line gives it: the text after a flag, or `true` for a switch given. */
export type CliValue = string | true;

/** Narrower bounds for the options that set an exact solver's size, by "game name field" (the specs' own bounds elsewhere). */
export const COST_CAPS: Readonly<Record<string, { readonly min?: number; readonly max: number }>> = {
  "kingstone fight maxRounds": { max: 20 },
  "kingstone fight slots": { max: 5 },
  "zilch chargen start": { max: 4 },
  "ultimo challenge difficulty": { max: 12 },
  "ultimo challenge play": { max: 5 },
  "ultimo challenge aid": { max: 3 },
  "ultimo challenge focus": { max: 1 },
  "ultimo challenge know": { max: 1 },
  "ultimo variants difficulty": { max: 8 },
  "ultimo variants play": { max: 5 },
  "ultimo best hand": { max: 6 },
  "ultimo best limit": { max: 4 },
  "ultimo best difficulty": { max: 8 },
  "ultimo best aid": { max: 2 },
  "ultimo best focus": { max: 1 },
  "ultimo best know": { max: 1 },
  "ultimo curve handSize": { max: 4 },
  "ultimo curve limit": { max: 3 },
  "ultimo curve maxDifficulty": { max: 6 },
  "ultimo curve focus": { max: 1 },
  "ultimo pick handSize": { max: 4 },
  "ultimo pick limit": { max: 3 },
  "ultimo flip psyche": { max: 6 },
  "ultimo attack handSize": { max: 4 },
  "ultimo attack limit": { max: 3 },
  "ultimo attack foeHealth": { max: 12 },
  "ultimo fight handSize": { max: 5 },
  "ultimo fight maxRounds": { max: 10 },
  "ultimo session challenges": { max: 4 },
  "ultimo session stamina": { max: 7 },
  ...Object.fromEntries(["challenge", "variants", "best", "curve", "pick", "flip", "attack", "fight", "session"].map((name) => [`ultimo ${name} dealerDecks`, { max: 2 }])),
  "ash check trait": { max: 4 },
  "ash check opposing": { max: 4 },
  "ash check strain": { max: 4 },
  "ash check hand": { max: 4 },
  "ash pick trait": { max: 3 },
  "ash pick strain": { max: 3 },
  "ash pick hand": { max: 2 },
  "ash table trait": { max: 3 },
  "ash table opposing": { max: 3 },
  "ash table strain": { max: 2 },
  "ash table handSize": { max: 3 },
  "ash campaign checks": { max: 4 },
  "ash campaign trait": { max: 3 },
  "ash campaign opposing": { max: 3 },
  "ash campaign startHand": { max: 3 },
};

/** The bounds an option's values are drawn from: its spec's, narrowed by a cost cap. */
function boundsOf(spec: OptionSpec<unknown>, cap: { readonly min?: number; readonly max: number } | undefined, fallback: { min: number; max: number }): { min: number; max: number } {
  const min = Math.max(spec.min ?? fallback.min, cap?.min ?? -Infinity);
  return { min, max: Math.max(min, Math.min(spec.max ?? fallback.max, cap?.max ?? Infinity)) };
}

/** The 54 cards of one deck in notation (QH, 10C, JL, JB). */
const DECK = [...SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${SUIT_LETTERS[suit]}`)), "JL", "JB"];

/**
 * An Ultimo play or hand as written, ranks only: cards of one deck, in the order the placement rules
 * accept with raw queens (jokers, aces, then values descending; kings and jacks count as 10 and 11 here).
 */
function ultimoCards(max: number): fc.Arbitrary<string> {
  const order = (rank: string) => (rank === "X" ? 16 : rank === "A" ? 15 : rank === "J" ? 11 : rank === "K" ? 10 : rank === "Q" ? 2 : Number(rank));
  return fc
    .shuffledSubarray(DECK, { minLength: 1, maxLength: max })
    .map((cards) => cards.map((card) => (card === "JL" || card === "JB" ? "X" : card.slice(0, -1))).sort((a, b) => order(b) - order(a)).join(","));
}

/** A list of distinct card names or ranks joined by commas, between `min` and `max` long. */
const listOf = (names: readonly string[], min: number, max: number) => fc.subarray([...names], { minLength: min, maxLength: max }).map((chosen) => chosen.join(","));

/** Writers of the text options the specs cannot describe (their `allowed` is words), by CLI flag. */
const TEXT_VALUES: Readonly<Record<string, (cap: number | undefined, analysis: AnalysisEntry) => fc.Arbitrary<string>>> = {
  "--difficulty": (cap = 20) =>
    fc.oneof(
      fc.integer({ min: 0, max: cap }).map(String),
      fc.tuple(fc.integer({ min: 0, max: cap }), fc.integer({ min: 0, max: 2 })).map(([from, more]) => `${from}..${Math.min(cap, from + more)}`),
      fc.uniqueArray(fc.integer({ min: 0, max: cap }), { minLength: 1, maxLength: 3 }).map((values) => values.join(",")),
    ),
  "--trait": (_, analysis) => fc.oneof(fc.constant("none"), listOf(analysis.name === "session" ? CHARACTER_TRAITS : TRAITS, 1, 2)),
  "--suit": () => fc.oneof(fc.integer({ min: 2, max: 14 }).map(String), fc.constantFrom("J", "Q", "K", "A")),
  "--a-suit": () => fc.integer({ min: 2, max: 14 }).map(String),
  "--b-suit": () => fc.integer({ min: 2, max: 14 }).map(String),
  "--players": () => fc.integer({ min: 1, max: 6 }).map(String),
  "--card-cost": () => fc.constantFrom("0", "1/4", "0.5", "1", "3/2"),
  "--rest-every": () => fc.tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom("", " half", " full")).map(([every, kind]) => `${every}${kind}`),
  "--enemy": () => fc.oneof(fc.constant("all"), listOf(ENEMIES.map((enemy) => enemy.name), 1, 2)),
  // Kingstone's dice notation: the four names and a few other notations, kept small so a reroll policy stays quick.
  "--dice": () => fc.constantFrom("2d6", "3d6", "3d6kh2", "2d8", "2d10", "1d20", "4d6kh3", "2d6+1d4", "3d6kl2+1", "1d12-1"),
  // zilch's die: the rules' d12!d8, other dX!dY, a chain of three and a lone die.
  "--die": () => fc.constantFrom("d12!d8", "d10!d6", "d20!d4", "d4!d3", "d12!d8!d6", "d20", "d6!d6"),
};

/**
 * Values of one option within its bounds (and cap), as the command line writes them; undefined for an
 * option no arbitrary is known for (a file option, an unknown text option), which keeps its base value.
 */
export function valueArbitrary(analysis: AnalysisEntry, field: string, flag: string): fc.Arbitrary<CliValue> | undefined {
  const spec = analysis.options[field]!;
  const cap = COST_CAPS[`${analysis.game} ${analysis.name} ${field}`];
  switch (spec.kind) {
    case "integer": {
      const { min, max } = boundsOf(spec, cap, { min: 0, max: 0 });
      return fc.integer({ min, max }).map(String);
    }
    case "number":
      return fc.oneof(fc.integer({ min: 0, max: 100 }).map((percent) => `${percent}%`), fc.integer({ min: 1, max: 8 }).map((d) => `1/${d}`));
    case "choice":
      return fc.constantFrom(...spec.choices!);
    case "flag":
      return fc.constant(true);
    case "range": {
      const { min, max } = boundsOf(spec, cap, { min: 0, max: 0 });
      return fc.tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: 2 })).map(([from, more]) => (more === 0 ? String(from) : `${from}..${Math.min(max, from + more)}`));
    }
    case "text": {
      if (spec.cards !== undefined) {
        const most = Math.min(spec.cards.limit, cap?.max ?? 5);
        return spec.cards.suits === "required" ? listOf(DECK, 1, most) : ultimoCards(most);
      }
      return TEXT_VALUES[flag]?.(cap?.max, analysis);
    }
    default:
      return undefined;
  }
}

/**
 * Values one option refuses, whatever the other options: empty, an empty list item, junk, a 10,000-
 * character value, and by kind one step outside its bounds, a near-miss of a choice, a reversed range.
 */
export function invalidArbitrary(spec: OptionSpec<unknown>): fc.Arbitrary<string> {
  const common = [fc.constant(""), fc.constant(" "), fc.constant("%%"), fc.constant("1,,2"), fc.constant("~".repeat(10_000))];
  switch (spec.kind) {
    case "integer":
      return fc.oneof(...common, fc.constant(String(spec.max! + 1)), fc.constant(String(spec.min! - 1)), fc.integer({ min: spec.max! + 1, max: spec.max! + 10 ** 6 }).map(String), fc.constantFrom("1.5", "ten", "0x10", "1e3"));
    case "number":
      return fc.oneof(...common, fc.constantFrom("1.5", "-0.1", "101%", "3/2", "half"));
    case "choice":
      return fc.oneof(...common, fc.constantFrom(...spec.choices!).map((choice) => `${choice.toUpperCase()}x`));
    case "range":
      return fc.oneof(...common, fc.constant(`${spec.max}..${spec.min}`), fc.constant(`${spec.min! - 1}`), fc.constant(`${spec.max! + 1}`), fc.constant("1..x"));
    default:
      return fc.oneof(...common);
  }
}

/**
 * The raw parameters of a run of an analysis: its small run (test/support/small-runs.ts) with about three
 * options redrawn from their specs ({@link valueArbitrary}), the rest kept.
 */
export function paramsArbitrary(analysis: AnalysisEntry): fc.Arbitrary<Record<string, CliValue>> {
  const base = smallRunOf(analysis);
  const redrawn = Object.keys(analysis.options).flatMap((field) => {
    const values = valueArbitrary(analysis, field, flagName(field, analysis.options[field]!));
    // Most options keep their base or default: a run changes about three of them.
    return values === undefined ? [] : [[field, fc.oneof({ arbitrary: fc.constant(undefined), weight: Math.max(1, Math.round(Object.keys(analysis.options).length / 3) - 1) }, { arbitrary: values, weight: 1 })] as const];
  });
  return fc.record(Object.fromEntries(redrawn)).map((changes) => ({ ...base, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) }) as Record<string, CliValue>);
}
