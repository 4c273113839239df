/**
 * Kingstone's spell DCs (docs/rules.md 1.7, the seed's "Spell DCs" table): base DC 10 and the table's
 * modifiers, each in the table's words, as data. How they combine where the table is silent (the default
 * readings, also in docs/kingstone.md):
 * - "Effects Another Target" counts once per extra target (+2 each for Destruction and Transmutation, +3 for
 *   Restoration, the table's two rows), as "Per Other Spellcaster Helping" counts once per helper.
 * - Long and short range exclude each other; so do "Died in the last Minute" and "… Day" (both −3: a death
 *   within the minute is also within the day, and the table gives the minute no more than the day).
 * - The Restoration rows (resurrection, died in the last minute/day, earlier resurrections) need
 *   discipline=restoration, "Doubles the Harm" needs destruction; the three rows about the dead target's
 *   death need a resurrection attempt.
 * - Nothing bounds the DC: a DC below the lowest roll always succeeds, above the highest never does.
 */
import { itemAt } from "../../core/checked-index.js";
import { OddsmithError, integerIn, oneOf } from "../../core/errors.js";
import { aFlag, setupObject } from "./setup-checks.js";

/** The three disciplines of spellcasting, in the seed's order. */
export const DISCIPLINES = ["destruction", "transmutation", "restoration"] as const;
export type Discipline = (typeof DISCIPLINES)[number];

/** The table's base spell DC. */
export const SPELL_BASE_DC = 10;

/** The switches of the spell table (a modifier present or not). */
export const SPELL_SWITCHES = ["longRange", "shortRange", "damaged", "willing", "lovesYou", "doubleHarm", "surprised", "resurrection", "diedMinute", "diedDay"] as const;
/** The counted rows of the spell table (a modifier per target, helper or earlier resurrection). */
export const SPELL_COUNTS = ["extraTargets", "helpers", "earlierResurrections"] as const;
export type SpellSwitch = (typeof SPELL_SWITCHES)[number];
export type SpellCount = (typeof SPELL_COUNTS)[number];

/** The most extra targets, helpers or earlier resurrections a spell counts. */
export const SPELL_COUNT_MAX = 20;

/** A spell as the table describes it: its discipline, the modifiers that apply and the counted ones. */
export type SpellSetup = { readonly discipline: Discipline } & { readonly [S in SpellSwitch]: boolean } & { readonly [C in SpellCount]: number };

/** One row of the table: the field that sets it, the table's words, and its DC change (per count). */
export interface SpellModifier {
  readonly field: SpellSwitch | SpellCount;
  readonly words: string;
  readonly change: (discipline: Discipline) => number;
  /** The disciplines the table lists it for; absent = all. */
  readonly disciplines?: readonly Discipline[];
  /** A modifier about the dead target, meaningful only on a resurrection attempt. */
  readonly needsResurrection?: boolean;
}

const RESTORATION: readonly Discipline[] = ["restoration"];

/** The spell table's rows, in the seed's order (docs/rules.md 1.7). */
export const SPELL_MODIFIERS: readonly SpellModifier[] = [
  { field: "longRange", words: "Long Range", change: () => 2 },
  { field: "shortRange", words: "Short Range", change: () => -1 },
  { field: "damaged", words: "Damaged Since Last Turn", change: () => 1 },
  { field: "willing", words: "Target Willing", change: () => -1 },
  { field: "extraTargets", words: "Effects Another Target", change: (discipline) => (discipline === "restoration" ? 3 : 2) },
  { field: "lovesYou", words: "Target Loves You", change: () => -1 },
  { field: "doubleHarm", words: "Doubles the Harm", change: () => 3, disciplines: ["destruction"] },
  { field: "helpers", words: "Per Other Spellcaster Helping", change: () => -2 },
  { field: "surprised", words: "Enemy Surprised", change: () => -2 },
  { field: "resurrection", words: "Resurrection Attempt", change: () => 3, disciplines: RESTORATION },
  { field: "diedMinute", words: "Target Died in the last Minute", change: () => -3, disciplines: RESTORATION, needsResurrection: true },
  { field: "diedDay", words: "Target Died in the last Day", change: () => -3, disciplines: RESTORATION, needsResurrection: true },
  { field: "earlierResurrections", words: "Per Time Target Has Been Resurrected", change: () => 1, disciplines: RESTORATION, needsResurrection: true },
];

/** Two fields that exclude each other, or a field set without what it needs. */
export type SpellConflict =
  | { readonly kind: "not-both"; readonly fields: readonly [SpellSwitch, SpellSwitch]; readonly why: string }
  | { readonly kind: "only-with"; readonly field: SpellSwitch | SpellCount; readonly needs: "resurrection" | Discipline };

const EXCLUSIVE: ReadonlyArray<readonly [SpellSwitch, SpellSwitch, string]> = [
  ["longRange", "shortRange", "a spell is cast at long range or at short range"],
  ["diedMinute", "diedDay", "a death in the last minute is also in the last day; the table takes one −3"],
];

/** Whether a row applies: a switch on, or a count above 0. */
function applies(setup: SpellSetup, field: SpellSwitch | SpellCount): boolean {
  const value = setup[field];
  return value === true || (typeof value === "number" && value > 0);
}

/**
 * The modifiers of a spell that do not fit together (see the module's readings), in table order. O(rows).
 * @example spellConflicts({ ...NO_MODIFIERS, discipline: "transmutation", resurrection: true }) // [{ kind: "only-with", field: "resurrection", needs: "restoration" }]
 */
export function spellConflicts(setup: SpellSetup): SpellConflict[] {
  const conflicts: SpellConflict[] = EXCLUSIVE.filter(([a, b]) => setup[a] && setup[b]).map(([a, b, why]) => ({ kind: "not-both", fields: [a, b], why }));
  for (const row of SPELL_MODIFIERS) {
    if (!applies(setup, row.field)) continue;
    if (row.disciplines !== undefined && !row.disciplines.includes(setup.discipline)) conflicts.push({ kind: "only-with", field: row.field, needs: itemAt(row.disciplines, 0) });
    else if (row.needsResurrection && !setup.resurrection) conflicts.push({ kind: "only-with", field: row.field, needs: "resurrection" });
  }
  return conflicts;
}

/**
 * Checks a spell setup once, at a solver's entry: a discipline, switches true or false, counts from 0 to
 * SPELL_COUNT_MAX, and no conflict ({@link spellConflicts}). O(rows).
 * @throws {OddsmithError} naming the first bad field, what it allows and the value received.
 * @example (() => { try { return checkSpell({ ...NO_MODIFIERS, discipline: "restoration", diedMinute: true }); } catch (e) { return e.message; } })() // "diedMinute: expected false unless resurrection is true, received true"
 */
export function checkSpell(setup: SpellSetup): SpellSetup {
  setupObject("spell", setup);
  oneOf("discipline", DISCIPLINES, setup.discipline);
  for (const field of SPELL_SWITCHES) aFlag(field, setup[field]);
  for (const field of SPELL_COUNTS) integerIn(field, 0, SPELL_COUNT_MAX, setup[field]);
  const conflict = spellConflicts(setup)[0];
  if (conflict?.kind === "not-both") throw new OddsmithError(conflict.fields[1], `false when ${conflict.fields[0]} is true (${conflict.why})`, true);
  if (conflict?.kind === "only-with") {
    const needs = conflict.needs === "resurrection" ? "resurrection is true" : `discipline is ${conflict.needs}`;
    throw new OddsmithError(conflict.field, `${typeof setup[conflict.field] === "number" ? "0" : "false"} unless ${needs}`, setup[conflict.field]);
  }
  return setup;
}

/** One applied row of a spell's DC: the table's words, how many times it counts, and the DC change. */
export interface SpellDcTerm {
  readonly words: string;
  readonly count: number;
  readonly change: number;
}

/**
 * A spell's DC (docs/rules.md 1.7): base 10 plus every row that applies (counted rows times their count),
 * with the rows that made it. O(rows).
 * @throws {OddsmithError} as {@link checkSpell}.
 * @example spellDc({ ...NO_MODIFIERS, discipline: "restoration", extraTargets: 2, helpers: 1 }).dc // 14
 */
export function spellDc(setup: SpellSetup): { readonly dc: number; readonly terms: readonly SpellDcTerm[] } {
  checkSpell(setup);
  const terms: SpellDcTerm[] = [];
  for (const row of SPELL_MODIFIERS) {
    if (!applies(setup, row.field)) continue;
    const value = setup[row.field];
    const count = typeof value === "number" ? value : 1;
    terms.push({ words: row.words, count, change: count * row.change(setup.discipline) });
  }
  return { dc: terms.reduce((dc, term) => dc + term.change, SPELL_BASE_DC), terms };
}

/** A spell with no modifier, Transmutation (as the seed's example spell): spread it and set what applies. */
export const NO_MODIFIERS: SpellSetup = {
  discipline: "transmutation",
  longRange: false,
  shortRange: false,
  damaged: false,
  willing: false,
  extraTargets: 0,
  lovesYou: false,
  doubleHarm: false,
  helpers: 0,
  surprised: false,
  resurrection: false,
  diedMinute: false,
  diedDay: false,
  earlierResurrections: 0,
};
