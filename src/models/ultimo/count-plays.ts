/**
 * Many plays counted against the Dealer at once (docs/rules.md 3.2–3.5): the same counts as countChallenge,
 * with the work on a row's first cards shared by every row that starts with them, each distinct row counted
 * once (the curves' solvers, curve.ts).
 */
import { BINOMIAL_TABLE, BINOMIAL_TABLE_MAX } from "../../core/combinatorics.js";
import type { PlayerCard } from "./cards.js";
import { dealerGroups, type DealerGroup } from "./dealer.js";
import { challengeOutcome, playFacts, type PlayFacts, OUTCOME_COUNT } from "./outcome.js";
import { pairCards, unpairedFailures, unpairedSuccesses } from "./pairing.js";
import type { ChallengeRules } from "./rules.js";
import { f64Add, f64At, i32At, i8At, outside } from "../../core/typed-index.js";

/** Two cards that behave alike in a fixed row (pairings and the play's facts) share this key; where they may stand does not matter here. */
export function rowClassKey(card: PlayerCard): string {
  return `${card.kind}:${card.value}:${card.autoFail ? 1 : 0}`;
}

const binomial = (n: number, k: number) => (k < 0 || k > n ? 0 : f64At(BINOMIAL_TABLE, n * (BINOMIAL_TABLE_MAX + 1) + k));

/** A growing list of the nonzero entries of a dense array, cleared entry by entry. */
class Sparse {
  readonly values: Float64Array;
  indices: Int32Array;
  length = 0;
  constructor(size: number) {
    this.values = new Float64Array(size);
    this.indices = new Int32Array(64);
  }
  add(index: number, weight: number): void {
    if (this.values[index] === 0) {
      if (this.length === this.indices.length) {
        const grown = new Int32Array(this.length * 2);
        grown.set(this.indices);
        this.indices = grown;
      }
      this.indices[this.length++] = index;
    }
    f64Add(this.values, index, weight);
  }
  clear(): void {
    for (let i = 0; i < this.length; i++) this.values[i32At(this.indices, i)] = 0;
    this.length = 0;
  }
}

/** State index bits: slot << 11 | successes << 6 | failures << 1 | jack (at most 31 of each). */
const SLOT_SHIFT = 11;
const TALLY_MASK = (1 << SLOT_SHIFT) - 1;
const S_SHIFT = 6;
const F_SHIFT = 1;
const COUNT_MASK = 31;

/**
 * Counts rows by a dynamic programme over the positions of the row, the Dealer's sorted cards paired one
 * by one: the state after L pairs is (the group of the Dealer's L-th card and how many of that group so
 * far = a slot, successes, failures, a jack drawn?), the groups already left weighted by C(n, k); only the
 * states reached are visited. A row's first L cards fix its states up to L, so a row reuses the states of
 * the previous row counted as far as they share cards (count rows in sorted order: then each row costs one
 * new position). The Dealer's cards beyond the row are unpaired failures, counted in closed form from the
 * states at the row's end. Counts are exact integers in float64 (each below C(54, 27) < 2^53). Cost per
 * row: O(states reached · (D − P + 1)) for its end plus O(states reached + G · P²) per new position, P its
 * cards, G the Dealer's groups, D the highest difficulty (a few hundred states for 7 cards).
 * @throws {RangeError} when a row has more than 20 cards.
 * @example new PlayCounter(DEFAULT_RULES, 1).count(readPlay("A")).slice(5, 10).join(",") // "46,0,8,0,0"
 */
export class PlayCounter {
  private readonly groups;
  private readonly groupOfSlot: Int32Array;
  private readonly firstSlot: Int32Array;
  private readonly slotWeight: Float64Array;
  private readonly lastOfGroup: Uint8Array;
  /** states[L][g]: the states after L + 1 pairs whose slot is in group g. */
  private readonly states: Sparse[][] = [];
  /** closed[L]: every draw of exactly L cards, by (successes, failures, jack) after its L pairs. */
  private readonly closed: Sparse[] = [];
  private readonly path: number[] = [];
  private readonly ids = new Int32Array(20);
  private readonly classes = new Map<string, number>();
  private readonly cardClasses = new Map<PlayerCard, number>();
  /** Each class's tally step against each Dealer group: successes << S_SHIFT | failures << F_SHIFT. */
  private readonly classSteps: Int32Array[] = [];
  private readonly outcomeTables = new Map<number, Int8Array>();
  /** beyond[slot · (D+1) + r]: ways to draw r more cards after a state of the slot; beyondNoJack the same without a jack. */
  private readonly beyond: Float64Array;
  private readonly beyondNoJack: Float64Array;
  private readonly jackGroup: number;
  private readonly tail: Float64Array;
  /** 1 for the slots after which a jack may still come. */
  private readonly jackAhead: Uint8Array;

  constructor(
    private readonly rules: ChallengeRules,
    private readonly maxDifficulty: number,
  ) {
    const groups = dealerGroups(rules);
    this.groups = groups;
    const slots = groups.reduce((sum, group) => sum + group.count, 0) + 1;
    // Slot 0 is the start (no Dealer card yet); group g's slots follow, one per count 1..n.
    this.groupOfSlot = new Int32Array(slots).fill(-1);
    this.firstSlot = new Int32Array(groups.length);
    this.slotWeight = new Float64Array(slots);
    this.lastOfGroup = new Uint8Array(slots);
    const left = new Int32Array(groups.length + 1);
    const leftNoJack = new Int32Array(groups.length + 1);
    for (let g = groups.length - 1; g >= 0; g--) {
      const group = groups[g] ?? outside(g, groups.length);
      left[g] = i32At(left, g + 1) + group.count;
      leftNoJack[g] = i32At(leftNoJack, g + 1) + (group.kind === "jack" ? 0 : group.count);
    }
    this.jackGroup = groups.findIndex((group) => group.kind === "jack");
    const rs = maxDifficulty + 1;
    this.beyond = new Float64Array(slots * rs);
    this.beyondNoJack = new Float64Array(slots * rs);
    for (let r = 0; r < rs; r++) {
      this.beyond[r] = binomial(i32At(left, 0), r);
      this.beyondNoJack[r] = binomial(i32At(leftNoJack, 0), r);
    }
    let slot = 1;
    groups.forEach((group, g) => {
      this.firstSlot[g] = slot;
      for (let c = 1; c <= group.count; c++, slot++) {
        this.groupOfSlot[slot] = g;
        this.slotWeight[slot] = binomial(group.count, c);
        this.lastOfGroup[slot] = c === group.count ? 1 : 0;
        for (let r = 0; r < rs; r++) {
          let all = 0;
          let noJack = 0;
          for (let j = 0; j <= r && c + j <= group.count; j++) {
            all += binomial(group.count, c + j) * binomial(i32At(left, g + 1), r - j);
            noJack += binomial(group.count, c + j) * binomial(i32At(leftNoJack, g + 1), r - j);
          }
          this.beyond[slot * rs + r] = all;
          this.beyondNoJack[slot * rs + r] = noJack;
        }
      }
    });
    this.tail = new Float64Array((TALLY_MASK + 1) * rs);
    this.jackAhead = Uint8Array.from(this.groupOfSlot, (g) => (this.jackGroup > g ? 1 : 0));
  }

  /** The class id of a card: by the card object first (rows reuse the deck's cards), else by its key. */
  classOf(card: PlayerCard): number {
    const seen = this.cardClasses.get(card);
    if (seen !== undefined) return seen;
    const key = rowClassKey(card);
    let id = this.classes.get(key);
    if (id !== undefined) this.cardClasses.set(card, id);
    else {
      id = this.classSteps.length;
      const result = (group: DealerGroup) => pairCards(card, group, this.rules);
      this.classSteps.push(Int32Array.from(this.groups, (group) => (result(group) === "success" ? 1 << S_SHIFT : result(group) === "failure" ? 1 << F_SHIFT : 0)));
      this.classes.set(key, id);
      this.cardClasses.set(card, id);
    }
    return id;
  }

  /** The states after position + 1 pairs from those after `position`, the player's card of class `cls` at `position`. */
  private extend(position: number, cls: number): void {
    const { groups, slotWeight, lastOfGroup, jackGroup } = this;
    const steps = this.classSteps[cls] ?? outside(cls, this.classSteps.length);
    const from = position === 0 ? undefined : (this.states[position - 1] ?? outside(position - 1, this.states.length));
    const to = (this.states[position] ??= groups.map(() => new Sparse((groups.reduce((sum, group) => sum + group.count, 0) + 1) << SLOT_SHIFT)));
    const acc = (this.closed[position] ??= new Sparse(TALLY_MASK + 1));
    for (const list of to) list.clear();
    acc.clear();
    if (from === undefined) acc.add(0, 1);
    for (let g = 0; g < groups.length; g++) {
      const step = i32At(steps, g);
      const jack = g === jackGroup ? 1 : 0;
      const into = to[g] ?? outside(g, to.length);
      // A new group at this position: every state of an earlier group, closed with its C(n, c).
      const entry = i32At(this.firstSlot, g) << SLOT_SHIFT;
      for (let i = 0; i < acc.length; i++) {
        const tally = i32At(acc.indices, i);
        into.add((entry | (tally + step)) | jack, f64At(acc.values, tally));
      }
      if (from === undefined) continue;
      const list = from[g] ?? outside(g, from.length);
      for (let i = 0; i < list.length; i++) {
        const index = i32At(list.indices, i);
        const w = f64At(list.values, index);
        const slot = index >>> SLOT_SHIFT;
        acc.add(index & TALLY_MASK, w * f64At(slotWeight, slot));
        // The same group again at this position.
        if (lastOfGroup[slot] === 0) into.add(((index + (1 << SLOT_SHIFT) + step) | jack), w);
      }
    }
  }
  /** The outcome table of rows of `cards` cards with these facts, by ((d · 32 + S) · fs + F) · 2 + jack, fs = max(D, 20) + 1. */
  private outcomes(cards: number, facts: PlayFacts): Int8Array {
    const key = cards * 8 + (facts.playedJack ? 1 : 0) + (facts.playedJoker ? 2 : 0) + (facts.autoFail ? 4 : 0);
    let table = this.outcomeTables.get(key);
    if (table !== undefined) return table;
    const { maxDifficulty } = this;
    const fs = Math.max(maxDifficulty, 20) + 1;
    table = new Int8Array((maxDifficulty + 1) * 32 * fs * 2).fill(-1);
    for (let d = 0; d <= maxDifficulty; d++)
      for (let s = 0; s <= cards; s++)
        for (let f = 0; s + f <= Math.max(cards, d); f++)
          for (let j = 0; j < 2; j++) table[((d * 32 + s) * fs + f) * 2 + j] = challengeOutcome(s, f, Math.max(cards, d) - s - f, d, j === 1, facts, this.rules);
    this.outcomeTables.set(key, table);
    return table;
  }

  /**
   * The Dealer draws of every size 0..maxDifficulty by the outcome they give the row: counts[d · 5 + o],
   * as countChallenge's. The row is not checked (the callers lay legal rows).
   */
  count(row: readonly PlayerCard[]): Float64Array {
    const cards = row.length;
    if (cards > 20) throw new RangeError(`a row of ${cards} cards; a PlayCounter takes at most 20`);
    const ids = this.ids;
    for (let i = 0; i < cards; i++) ids[i] = this.classOf(row[i] ?? outside(i, cards));
    let shared = 0;
    while (shared < this.path.length && shared < cards && this.path[shared] === ids[shared]) shared++;
    this.path.length = shared;
    for (let position = shared; position < cards; position++) {
      this.extend(position, i32At(ids, position));
      this.path.push(i32At(ids, position));
    }
    const facts = playFacts(row);
    return this.finish(cards, this.outcomes(cards, facts));
  }

  /** Short draws (d < cards: the row's last cards unpaired successes) and long ones (the Dealer's extra cards unpaired failures). */
  private finish(cards: number, table: Int8Array): Float64Array {
    const { maxDifficulty } = this;
    const rs = maxDifficulty + 1;
    const fs = Math.max(maxDifficulty, 20) + 1;
    const counts = new Float64Array(rs * OUTCOME_COUNT);
    for (let d = 0; d < cards && d <= maxDifficulty; d++) {
      const acc = this.closed[d] ?? outside(d, this.closed.length);
      for (let i = 0; i < acc.length; i++) {
        const tally = i32At(acc.indices, i);
        const s = (tally >>> S_SHIFT) & COUNT_MASK;
        const f = (tally >>> F_SHIFT) & COUNT_MASK;
        f64Add(counts, d * OUTCOME_COUNT + i8At(table, ((d * 32 + s + unpairedSuccesses(cards, d)) * fs + f) * 2 + (tally & 1)), acc.values[tally] ?? outside(tally, acc.values.length));
      }
    }
    if (cards > maxDifficulty) return counts;
    const extra = maxDifficulty - cards;
    this.beyondRow(cards, extra);
    const tail = this.tail;
    for (let s = 0; s <= cards; s++)
      for (let f = 0; s + f <= cards; f++)
        for (let j = 0; j < 2; j++) {
          const t = ((s << S_SHIFT) | (f << F_SHIFT) | j) * rs;
          for (let r = 0; r <= extra; r++) {
            const w = f64At(tail, t + r);
            if (w === 0) continue;
            tail[t + r] = 0;
            const d = cards + r;
            f64Add(counts, d * OUTCOME_COUNT + i8At(table, ((d * 32 + s) * fs + f + unpairedFailures(cards, d)) * 2 + j), w);
          }
        }
    return counts;
  }

  /** tail[tally · (D+1) + r]: draws of cards + r whose first `cards` pairs end with the tally. */
  private beyondRow(cards: number, extra: number): void {
    const { beyond, beyondNoJack, jackAhead } = this;
    const tail = this.tail;
    const rs = this.maxDifficulty + 1;
    if (cards === 0) {
      for (let r = 0; r <= extra; r++) {
        tail[r] = f64At(beyondNoJack, r);
        tail[rs + r] = f64At(beyond, r) - f64At(beyondNoJack, r);
      }
      return;
    }
    for (const list of this.states[cards - 1] ?? outside(cards - 1, this.states.length)) {
      for (let i = 0; i < list.length; i++) {
        const index = i32At(list.indices, i);
        const w = f64At(list.values, index);
        const slot = index >>> SLOT_SHIFT;
        const h = slot * rs;
        const t = (index & TALLY_MASK) * rs;
        if ((index & 1) === 1 || jackAhead[slot] === 0) {
          for (let r = 0; r <= extra; r++) f64Add(tail, t + r, w * f64At(beyond, h + r));
        } else {
          for (let r = 0; r <= extra; r++) {
            const none = f64At(beyondNoJack, h + r);
            f64Add(tail, t + r, w * none);
            f64Add(tail, t + rs + r, w * (f64At(beyond, h + r) - none));
          }
        }
      }
    }
  }
}
