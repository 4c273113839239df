/** The trial loops of the random generation methods (docs/rules.md 2.5): a real card table, or four rolled values. */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { drawTable } from "../../../core/draw-table.js";
import { oneOf, OddsmithError } from "../../../core/errors.js";
import { addQuantity, tallySlots, type TallyGroup, type TallyLayout, type TallySlots } from "../../../core/estimate.js";
import { partialShuffle, type Random } from "../../../core/random.js";
import { f64Add, i32At } from "../../../core/typed-index.js";
import { itemAt } from "../../../core/checked-index.js";
import { redraws, type CardDeal } from "../card-deal.js";
import { cardDealOf, checkChargenSetup, MEASURES, rolledSuit, type ChargenSetup, type Measure } from "../chargen.js";

/** The piles (suits) of every method: four primary Suit values. */
const SUITS = 4;

/**
 * The tally groups of one seat of the card method (docs/rules.md 2.5): its redraw, and whether it holds a
 * Suit of 10 or more. O(1).
 * @example seatGroups(2).redraw // "seat 2 redraw"
 */
export function seatGroups(seat: number): { redraw: string; anyAtLeast10: string } {
  return { redraw: `seat ${seat} redraw`, anyAtLeast10: `seat ${seat} a Suit of 10 or more` };
}

/** The categories of a redraw group, in tally order. */
export const REDRAW_CATEGORIES = ["redraw", "keep"] as const;
/** The categories of a seat's "a Suit of 10 or more" group, in tally order. */
export const ANY_AT_LEAST_10_CATEGORIES = ["yes", "no"] as const;

/**
 * The tally quantities of one seat of the card method: its total and its best Suit. O(1).
 * @example seatQuantities(2).best // "seat 2 best"
 */
export function seatQuantities(seat: number): { total: string; best: string } {
  return { total: `seat ${seat} total`, best: `seat ${seat} best` };
}

/** The integers from..to as category names. */
function valueNames(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}

/** The layout of a method with values in low..high: the measure asked for first, then the others. */
function chargenLayout(low: number, high: number, first: Measure, players: number): TallyLayout {
  const byMeasure: Record<Measure, TallyGroup> = {
    suit: { name: "suit", categories: valueNames(low, high) },
    total: { name: "total", categories: valueNames(SUITS * low, SUITS * high) },
    best: { name: "best", categories: valueNames(low, high) },
  };
  const groups = [byMeasure[first], ...MEASURES.filter((m) => m !== first).map((m) => byMeasure[m])];
  const quantities = ["suit", "total", "best"];
  if (players > 0) {
    groups.push({ name: "redraw", categories: [...REDRAW_CATEGORIES] });
    for (let seat = 1; seat <= players; seat++) {
      const names = seatGroups(seat);
      const sums = seatQuantities(seat);
      groups.push({ name: names.redraw, categories: [...REDRAW_CATEGORIES] }, { name: names.anyAtLeast10, categories: [...ANY_AT_LEAST_10_CATEGORIES] });
      quantities.push(sums.total, sums.best);
    }
  }
  return { groups, quantities };
}

/**
 * The trial loop of a random generation method (docs/rules.md 2.5) for `measure` first (default: one Suit).
 *
 * `cards`: a real table. Each pile is a typed array of the indices of its values; every trial deals the
 * whole table in seat order, as {@link solveCardDeal} models it: a seat draws one card from each pile
 * (a partial shuffle of the cards no earlier seat kept), and if {@link redraws} says its total is low
 * the hand goes back and the seat draws again from the same cards, keeping the second hand; kept cards
 * move behind the pile's draw range. The deal is {@link cardDealOf}, the exact solver's. One seat chosen
 * uniformly per trial feeds the groups suit (pile 1's value: the piles are alike), total, best and
 * redraw — "a player at a random seat", the exact mixture — and every seat feeds its own redraw and
 * "a Suit of 10 or more" groups and its total and best quantities. Cost per trial: O(players × 4 × 2)
 * draws.
 *
 * `cautious` and `reckless`: four primary values drawn from a table of {@link rolledSuit}'s weights, the
 * exact solver's distribution of one value (the secondaries are not rolled: no figure reads them). Cost
 * per trial: four draws.
 *
 * `point-buy` is not a random process but a count of legal builds (each counted once), so it has no
 * sampler.
 * @throws {OddsmithError} for point-buy, or as {@link checkChargenSetup} (a bad method or field), or a measure not in MEASURES.
 * @example sampleChargen({ method: "cards", players: 2, highPowered: false, highPoweredRoll: "plus6", start: 4 }).layout.groups[0].categories.length // 6
 * @example (() => { try { return sampleChargen({ method: "point-buy", start: 4 }); } catch (e) { return e.field; } })() // "method"
 */
export function sampleChargen(setup: ChargenSetup, measure: Measure = "suit"): SamplePlan {
  checkChargenSetup(setup);
  oneOf("measure", MEASURES, measure);
  if (setup.method === "cards") return sampleCardTable(cardDealOf(setup.players, setup.highPowered), measure);
  if (setup.method === "point-buy") throw new OddsmithError("method", "one of cards, cautious, reckless (point-buy is a count of builds, not a random process)", setup.method);
  return sampleRolledValues(setup, measure);
}

/** A counter of each measure's tally (its group's start or its quantity), by measure name. O(measures). */
function measureSlots(slotOf: (name: Measure) => number): Record<Measure, number> {
  return { suit: slotOf("suit"), total: slotOf("total"), best: slotOf("best") };
}

/** The trial loop of a rolled method (cautious, reckless): four values drawn from {@link rolledSuit}'s table. */
function sampleRolledValues(setup: ChargenSetup, measure: Measure): SamplePlan {
  const single = rolledSuit(setup);
  const values = Int32Array.from(single.outcomes);
  // The value each uniform draw lands on (the draw table read through the outcomes once, at plan time).
  const valueOfDraw = Int32Array.from(drawTable(single.weights), (index) => i32At(values, index));
  const draws = valueOfDraw.length;
  const low = i32At(values, 0);
  const high = i32At(values, values.length - 1);
  const layout = chargenLayout(low, high, measure, 0);
  const slots = tallySlots(layout);
  const { suit: suitAt, total: totalAt, best: bestAt } = measureSlots(slots.groupStart);
  const { suit: suitSum, total: totalSum, best: bestSum } = measureSlots(slots.quantity);
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      let total = 0;
      let best = 0;
      let first = 0;
      for (let suit = 0; suit < SUITS; suit++) {
        // Unchecked (issue 25: a checked read cost this loop 8%): the draw is below the table's length.
        const value = valueOfDraw[random.below(draws)]!;
        if (suit === 0) first = value;
        total += value;
        if (value > best) best = value;
      }
      f64Add(tally, suitAt + first - low, 1);
      f64Add(tally, totalAt + total - SUITS * low, 1);
      f64Add(tally, bestAt + best - low, 1);
      addQuantity(tally, suitSum, first);
      addQuantity(tally, totalSum, total);
      addQuantity(tally, bestSum, best);
    }
  };
  return { layout, run };
}

/**
 * Each seat's counters as one fixed-shape record, in seat order: its redraw group's two, its "a Suit of
 * 10 or more" group's two, its total's and its best's sums. O(players).
 */
function seatCounters(slots: TallySlots, players: number) {
  return Array.from({ length: players }, (_, s) => {
    const names = seatGroups(s + 1);
    const sums = seatQuantities(s + 1);
    return {
      redrawnAt: slots.category(names.redraw, "redraw"),
      keptAt: slots.category(names.redraw, "keep"),
      holds10At: slots.category(names.anyAtLeast10, "yes"),
      lacks10At: slots.category(names.anyAtLeast10, "no"),
      totalAt: slots.quantity(sums.total),
      bestAt: slots.quantity(sums.best),
    };
  });
}

function sampleCardTable(deal: CardDeal, measure: Measure): SamplePlan {
  const size = deal.values.length;
  const values = Int32Array.from(deal.values);
  const low = Math.min(...deal.values);
  const high = Math.max(...deal.values);
  const piles = Array.from({ length: deal.piles }, () => Uint8Array.from(deal.values, (_, i) => i));
  // The hand's first card is pile 1's (the piles are alike): its value feeds the suit group.
  const firstPile = itemAt(piles, 0);
  const layout = chargenLayout(low, high, measure, deal.players);
  const slots = tallySlots(layout);
  const { suit: suitAt, total: totalAt, best: bestAt } = measureSlots(slots.groupStart);
  const redrawnAt = slots.category("redraw", "redraw");
  const keptAt = slots.category("redraw", "keep");
  // Each seat's counters by name: its redraw group's two, its "a Suit of 10 or more" group's two.
  const seats = seatCounters(slots, deal.players);
  const { suit: suitSum, total: totalSum, best: bestSum } = measureSlots(slots.quantity);

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const chosen = random.below(deal.players);
      let seat = 0;
      // Unchecked reads in this loop (issue 25: checked ones cost it 28%): every pile holds `size` cards, indices
      // into values, and left ≥ 1; the tally counters come from tallySlots.
      for (const counters of seats) {
        // Cards 0..left − 1 of each pile are those no earlier seat kept.
        const left = size - seat++;
        let total = 0;
        for (const pile of piles) {
          partialShuffle(random, pile, 1, left);
          total += values[pile[0]!]!;
        }
        const redrew = redraws(total, deal);
        if (redrew) {
          // The low hand goes back: every card 0..left − 1 is in the piles again, and the seat draws anew.
          total = 0;
          for (const pile of piles) {
            partialShuffle(random, pile, 1, left);
            total += values[pile[0]!]!;
          }
        }
        let best = 0;
        for (const pile of piles) {
          const card = pile[0]!;
          const value = values[card]!;
          if (value > best) best = value;
          // Keep it: move it behind the draw range of the seats after.
          pile[0] = pile[left - 1]!;
          pile[left - 1] = card;
        }
        tally[redrew ? counters.redrawnAt : counters.keptAt]! += 1;
        tally[best >= 10 ? counters.holds10At : counters.lacks10At]! += 1;
        addQuantity(tally, counters.totalAt, total);
        addQuantity(tally, counters.bestAt, best);
        if (seat - 1 === chosen) {
          // Pile 1's kept card now sits at left − 1.
          const first = values[firstPile[left - 1]!]!;
          tally[suitAt + first - low]! += 1;
          tally[totalAt + total - deal.piles * low]! += 1;
          tally[bestAt + best - low]! += 1;
          tally[redrew ? redrawnAt : keptAt]! += 1;
          addQuantity(tally, suitSum, first);
          addQuantity(tally, totalSum, total);
          addQuantity(tally, bestSum, best);
        }
      }
    }
  };
  return { layout, run };
}
