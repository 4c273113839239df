/**
 * Sampler of a given play against random Dealer draws (docs/rules.md 3.2–3.5): the Monte Carlo check on
 * solve-challenge.ts, tallying outcomes and S, F, C per difficulty.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantities, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import type { PlayerCard } from "../cards.js";
import { checkDifficulties, checkPlay, checkRules } from "../setup-checks.js";
import { challengeOutcome, OUTCOMES, playFacts } from "../outcome.js";
import type { ChallengeRules } from "../rules.js";
import { DealerRow } from "./dealer-row.js";
import { pairingTable } from "./pairing-table.js";
import { itemAt } from "../../../core/checked-index.js";
import { f64Add, i32At, i8At, outside } from "../../../core/typed-index.js";

/** The tally group of one difficulty's outcomes. */
export function difficultyGroup(difficulty: number): string {
  return `difficulty ${difficulty}`;
}

/** The tables a challenge trial reads, built once per plan from the one pairing rule and the one outcome rule. */
interface ChallengeTables {
  readonly cards: number;
  readonly maxDifficulty: number;
  readonly groupCount: number;
  /** The Dealer's deck and row; group indices, lower index = laid earlier. */
  readonly dealer: DealerRow;
  /** pairing[i · G + g]: 0 success, 1 failure, 2 cancel of the player's card i against group g. */
  readonly pairing: Uint8Array;
  /** outcome[(((d · W) + S) · W + F) · 2 + jack], W = `width` = max(P, D_max) + 1. */
  readonly outcome: Int8Array;
  readonly width: number;
}

function challengeTables(play: readonly PlayerCard[], rules: ChallengeRules, maxDifficulty: number): ChallengeTables {
  const dealer = new DealerRow(rules, maxDifficulty);
  const groups = dealer.groups;
  const groupCount = groups.length;
  const cards = play.length;
  const facts = playFacts(play);
  const pairing = pairingTable(play, groups, rules);
  const width = Math.max(cards, maxDifficulty) + 1;
  const outcome = new Int8Array((maxDifficulty + 1) * width * width * 2).fill(-1);
  for (let d = 0; d <= maxDifficulty; d++) {
    const rowLength = Math.max(cards, d);
    for (let s = 0; s <= rowLength; s++) {
      for (let f = 0; s + f <= rowLength; f++) {
        for (let jack = 0; jack < 2; jack++) {
          outcome[(((d * width + s) * width + f) << 1) | jack] = challengeOutcome(s, f, rowLength - s - f, d, jack === 1, facts, rules);
        }
      }
    }
  }
  return { cards, maxDifficulty, groupCount, dealer, pairing, outcome, width };
}

/** Where a run's counts go: each difficulty's outcome group (−1 for none), and the three quantities. */
interface ChallengeSlots {
  readonly groupAt: Int32Array;
  readonly successesAt: number;
  readonly failuresAt: number;
  readonly cancelsAt: number;
}

/**
 * A run's trials counted by cell (S, F, Dealer jack) at one difficulty: cell ((S · W) + F) · 2 + jack. Integer
 * counts only; the tally's outcome counts and the quantities' sums and sums of squares are derived from
 * them once per run (`foldCells`), so a trial writes one integer and no float.
 */
function cellIndex(successes: number, failures: number, jack: number, width: number): number {
  return ((successes * width + failures) << 1) | jack;
}

/**
 * Adds a run's cell counts at difficulty `d` into the tally (the outcome of each cell into group `outcomeAt`,
 * and when `quantities` is set S, F and C with their squares) and clears them. O(W² · 2), W = tables.width.
 */
function foldCells(cells: Int32Array, tables: ChallengeTables, d: number, outcomeAt: number, slots: ChallengeSlots | undefined, tally: Float64Array): void {
  const { width, outcome, cards } = tables;
  const rowLength = Math.max(cards, d);
  let at = -1;
  for (const count of cells) {
    at++;
    if (count === 0) continue;
    cells[at] = 0;
    const s = Math.floor((at >> 1) / width);
    const f = (at >> 1) % width;
    if (outcomeAt >= 0) f64Add(tally, outcomeAt + i8At(outcome, ((d * width + s) * width + f) * 2 + (at & 1)), count);
    if (slots === undefined) continue;
    const c = rowLength - s - f;
    addQuantities(tally, slots.successesAt, s, count);
    addQuantities(tally, slots.failuresAt, f, count);
    addQuantities(tally, slots.cancelsAt, c, count);
  }
}

/**
 * The Dealer's draw at difficulty D as a key, and the trial's cell read from two tables by it. The groups
 * are split in two runs, low (laid first) and high; a draw's key adds one weight per card, a mixed-radix
 * place value (radix min(count, D) + 1 per group), the low run's in bits 0..14 and the high run's from bit
 * 15. Since the Dealer lays the low run first, the low part's cards take row positions 0..n_low − 1 and
 * the high part's follow them: cell = low[k_low] + high[offset[k_low] + k_high], with offset = n_low · H.
 * Exists only when L ≤ 2^15, H ≤ 2^16 and (D + 1) · H ≤ 2^20 (D ≤ 20 or so with the default deck).
 */
interface DrawLookup {
  readonly weight: Int32Array;
  readonly low: Uint16Array;
  readonly offset: Int32Array;
  readonly high: Uint16Array;
}

const LOW_BITS = 15;
const HIGH_SIZE_LIMIT = 1 << 16;
const LOOKUP_ENTRIES_LIMIT = 1 << 20;

/** The lookup of `tables` at difficulty D, or undefined when too large. Cost O(L · G + (D + 1) · H · G). */
function drawLookup(tables: ChallengeTables, groupCounts: readonly number[]): DrawLookup | undefined {
  const D = tables.maxDifficulty;
  const radix = groupCounts.map((count) => Math.min(count, D) + 1);
  const product = (from: number, to: number) => radix.slice(from, to).reduce((a, b) => a * b, 1);
  let split = -1;
  for (let h = 0; h <= radix.length; h++) {
    const [L, H] = [product(0, h), product(h, radix.length)];
    if (L > 1 << LOW_BITS || H > HIGH_SIZE_LIMIT || (D + 1) * H > LOOKUP_ENTRIES_LIMIT) continue;
    if (split < 0 || L + (D + 1) * H < product(0, split) + (D + 1) * product(split, radix.length)) split = h;
  }
  if (split < 0) return undefined;
  const L = product(0, split);
  const H = product(split, radix.length);
  const weight = Int32Array.from(radix, (_, g) => (g < split ? product(0, g) : product(split, g) << LOW_BITS));
  const paired = Math.min(tables.cards, D);
  const base = cellIndex(tables.cards - paired, D - paired, 0, tables.width);
  const low = new Uint16Array(L);
  const offset = new Int32Array(L);
  eachDraw(radix, 0, split, D, (key, counts, laid) => {
    low[key] = base + partCell(tables, counts, 0, split, 0, paired);
    offset[key] = laid * H;
  });
  const high = new Uint16Array((D + 1) * H);
  eachDraw(radix, split, radix.length, D, (key, counts, laid) => {
    for (let first = 0; first + laid <= D; first++) high[first * H + key] = partCell(tables, counts, split, radix.length, first, paired);
  });
  return { weight, low, offset, high };
}

/**
 * Calls `visit` for every draw of at most `most` cards from groups [from, to) (count of group g below
 * radix[g]), with its key (the mixed-radix number of its counts, group `from` lowest), the counts and the
 * cards laid. Draws of more cards are skipped: no trial reads them. O(keys · (to − from)).
 */
function eachDraw(radix: readonly number[], from: number, to: number, most: number, visit: (key: number, counts: Int32Array, laid: number) => void): void {
  const counts = new Int32Array(radix.length);
  const size = radix.slice(from, to).reduce((a, b) => a * b, 1);
  let laid = 0;
  for (let key = 0; key < size; key++) {
    if (laid <= most) visit(key, counts, laid);
    // The next key: add one to the lowest digit, carrying.
    for (let g = from; g < to; g++) {
      const count = i32At(counts, g) + 1;
      if (count < itemAt(radix, g)) {
        counts[g] = count;
        laid++;
        break;
      }
      laid -= count - 1;
      counts[g] = 0;
    }
  }
}

/** The part of a cell given by the cards of groups [from, to) (`counts`) laid from row position `first` on. O(cards laid). */
function partCell(tables: ChallengeTables, counts: Int32Array, from: number, to: number, first: number, paired: number): number {
  let cell = 0;
  let position = first;
  for (let g = from; g < to; g++) {
    const count = i32At(counts, g);
    if (count > 0 && g === tables.dealer.jackGroup) cell += 1;
    for (let k = 0; k < count && position < paired; k++, position++) {
      const result = tables.pairing[position * tables.groupCount + g];
      cell += result === 0 ? 2 * tables.width : result === 1 ? 2 : 0;
    }
  }
  return cell;
}

/** The most trials counted in Int32 cells before they are folded into the tally. */
const FOLD_EVERY = 2 ** 30;

/** Trials (on one plan) after which the one-difficulty loop builds its draw lookup: a run this short is quicker without it. */
const LOOKUP_AFTER_TRIALS = 100_000;

/**
 * One difficulty (the common case): deal D cards and count the trial's cell. Until LOOKUP_AFTER_TRIALS the
 * row is sorted by insertion and paired position by position (O(D · (D + P)) a trial); after it, when the
 * lookup fits, the drawn cards' weights add up to a key and two table reads give the cell (O(D) a trial,
 * no branch on the cards). Both read the same draws and give the same cell.
 */
function runOneDifficulty(tables: ChallengeTables, slots: ChallengeSlots, groupCounts: readonly number[]) {
  const { cards, maxDifficulty, groupCount, dealer, pairing, width } = tables;
  const { deck, row } = dealer;
  const deckLength = deck.length;
  const outcomeAt = i32At(slots.groupAt, maxDifficulty);
  // The pairing table as 0/1 columns, so the hot loop adds instead of branching on random data.
  const successOf = pairing.map((result) => (result === 0 ? 1 : 0));
  const failureOf = pairing.map((result) => (result === 1 ? 1 : 0));
  const paired = cards < maxDifficulty ? cards : maxDifficulty;
  const cells = new Int32Array(width * width * 2);
  const sorting = (random: Random, trials: number) => {
    for (let trial = 0; trial < trials; trial++) {
      dealer.deal(random, maxDifficulty);
      let s = cards - paired;
      let f = maxDifficulty - paired;
      for (let i = 0; i < paired; i++) {
        const at = i * groupCount + (row[i] ?? outside(i, row.length));
        s += successOf[at] ?? outside(at, successOf.length);
        f += failureOf[at] ?? outside(at, failureOf.length);
      }
      const cell = cellIndex(s, f, dealer.jack, width);
      cells[cell] = (cells[cell] ?? outside(cell, cells.length)) + 1;
    }
  };
  const lookingUp = ({ weight, low, offset, high }: DrawLookup) => (random: Random, trials: number) => {
    for (let trial = 0; trial < trials; trial++) {
      let key = 0;
      for (let d = 0; d < maxDifficulty; d++) {
        // partialShuffle, inlined: the same draws in the same order.
        const j = d + random.below(deckLength - d);
        const card = deck[j] ?? outside(j, deckLength);
        deck[j] = deck[d] ?? outside(d, deckLength);
        deck[d] = card;
        key += weight[card] ?? outside(card, weight.length);
      }
      const lowKey = key & ((1 << LOW_BITS) - 1);
      const highKey = (offset[lowKey] ?? outside(lowKey, offset.length)) + (key >>> LOW_BITS);
      const cell = (low[lowKey] ?? outside(lowKey, low.length)) + (high[highKey] ?? outside(highKey, high.length));
      cells[cell] = (cells[cell] ?? outside(cell, cells.length)) + 1;
    }
  };
  let trialsRun = 0;
  let fast: ((random: Random, trials: number) => void) | undefined;
  return (random: Random, trials: number, tally: Float64Array) => {
    if (fast === undefined && trialsRun >= LOOKUP_AFTER_TRIALS) {
      const lookup = drawLookup(tables, groupCounts);
      fast = lookup === undefined ? sorting : lookingUp(lookup);
    }
    // Int32 cells: fold at least every 2^30 trials.
    for (let done = 0; done < trials; done += FOLD_EVERY) {
      (fast ?? sorting)(random, Math.min(FOLD_EVERY, trials - done));
      foldCells(cells, tables, maxDifficulty, outcomeAt, slots, tally);
    }
    trialsRun += trials;
  };
}

/** Several difficulties: the first d cards of one shuffle are the draw at d, inserted into the sorted row one by one. */
function runEveryDifficulty(tables: ChallengeTables, slots: ChallengeSlots, quantityDifficulty: number) {
  const { cards, maxDifficulty, groupCount, dealer, pairing, width } = tables;
  const { groupAt } = slots;
  const { row } = dealer;
  // One cell count per listed difficulty (the outcome is read from the cell when folding).
  const cellCount = width * width * 2;
  const cells = new Int32Array((maxDifficulty + 1) * cellCount);
  return (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      dealer.shuffle(random, maxDifficulty);
      for (let d = 0; d <= maxDifficulty; d++) {
        // The d-th drawn card joins the sorted row of the first d − 1.
        if (d > 0) dealer.extend();
        if ((groupAt[d] ?? outside(d, groupAt.length)) < 0 && d !== quantityDifficulty) continue;
        const paired = cards < d ? cards : d;
        let s = cards - paired;
        let f = d - paired;
        for (let i = 0; i < paired; i++) {
          const at = i * groupCount + (row[i] ?? outside(i, row.length));
          const result = pairing[at] ?? outside(at, pairing.length);
          if (result === 0) s++;
          else if (result === 1) f++;
        }
        const cell = d * cellCount + cellIndex(s, f, dealer.jack, width);
        cells[cell] = (cells[cell] ?? outside(cell, cells.length)) + 1;
      }
    }
    for (let d = 0; d <= maxDifficulty; d++) {
      const outcomeAt = i32At(groupAt, d);
      if (outcomeAt >= 0 || d === quantityDifficulty) foldCells(cells.subarray(d * cellCount, (d + 1) * cellCount), tables, d, outcomeAt, d === quantityDifficulty ? slots : undefined, tally);
    }
  };
}

/**
 * The trial loop of a play against the Dealer (docs/rules.md 3.2–3.5) for each difficulty in `difficulties`:
 * one partial shuffle of the Dealer's deck deals the largest difficulty, and its first d cards are the
 * Dealer's draw at difficulty d (each a uniform d-card draw). The drawn cards are kept sorted into the
 * Dealer's order by insertion as they come, so each difficulty's row is ready in turn. Pairings come from
 * a table built once with `pairCards`, outcomes from a table built once with `challengeOutcome`: the same
 * rule functions as the exact solver, and a trial allocates nothing. A trial adds 1 to one integer cell
 * (S, F, Dealer jack) per difficulty; after each `run` the cells become the tally (one group per difficulty,
 * the five outcomes, and the quantities successes, failures and cancels of the first difficulty, as sums
 * and sums of squares), so a trial writes no float. Cost per trial: O(D_max · (D_max + P)); with one
 * difficulty, after 100,000 trials on a plan, O(D) (a key of the drawn cards read through two tables built
 * once in ~1–5 ms; J,A,K,9,7 vs D 6 runs ~25–30 M trials/s on one core, ~1/2 of the PRNG's ceiling).
 * Counts at a seed are the same on either path and as before the cells (the draws are unchanged).
 * @throws {OddsmithError} when the play, the rules or a difficulty is not one a challenge can take (checked once, here).
 * @example sampleChallenge(readPlay("K"), DEFAULT_RULES, [1]).layout.groups[0].categories.length // 5
 */
export function sampleChallenge(play: readonly PlayerCard[], rules: ChallengeRules, difficulties: readonly number[]): SamplePlan {
  checkPlay("play", play);
  checkRules(rules);
  checkDifficulties("difficulties", difficulties);
  const tables = challengeTables(play, rules, Math.max(0, ...difficulties));
  const layout: TallyLayout = {
    groups: difficulties.map((difficulty) => ({ name: difficultyGroup(difficulty), categories: [...OUTCOMES] })),
    quantities: ["successes", "failures", "cancels"],
  };
  const named = tallySlots(layout);
  // Which tally group (if any) each difficulty feeds; the quantities follow the first difficulty listed.
  const groupAt = new Int32Array(tables.maxDifficulty + 1).fill(-1);
  for (const difficulty of difficulties) groupAt[difficulty] = named.groupStart(difficultyGroup(difficulty));
  const slots: ChallengeSlots = { groupAt, successesAt: named.quantity("successes"), failuresAt: named.quantity("failures"), cancelsAt: named.quantity("cancels") };
  // The deck's order is the only state a trial leaves behind; the sorted row is rewritten every trial.
  const groupCounts = tables.dealer.groups.map((group) => group.count);
  const run = difficulties.length === 1 ? runOneDifficulty(tables, slots, groupCounts) : runEveryDifficulty(tables, slots, difficulties[0] ?? 0);
  return { layout, run, reset: () => tables.dealer.refill() };
}
