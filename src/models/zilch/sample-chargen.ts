import type { AnalysisResult, OutcomeRow, Row, SamplePlan, TextTable } from "../../core/analysis.js";
import { drawTable } from "../../core/draw-table.js";
import { addQuantity, tallyOffsets, type Estimates, type TallyGroup, type TallyLayout } from "../../core/estimate.js";
import { estimatedOutcomeRows, outcomeBarChart } from "../../core/estimated-result.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { partialShuffle, type Random } from "../../core/random.js";
import { redraws, type CardDeal } from "./card-deal.js";
import { cardDealOf, describeMethod, MEASURES, rolledSuit, type ChargenSetup, type Measure } from "./chargen-setup.js";
import { meanFigures, proportionFigures } from "./sampled-figures.js";

/** The piles (suits) of every method: four primary Suit values. */
const SUITS = 4;

/**
 * The tally groups of one seat of the card method (RULES.md 2.5): its redraw, and whether it holds a
 * Suit of 10 or more. O(1).
 * @example seatGroups(2).redraw // "seat 2 redraw"
 */
export function seatGroups(seat: number): { redraw: string; anyAtLeast10: string } {
  return { redraw: `seat ${seat} redraw`, anyAtLeast10: `seat ${seat} a Suit of 10 or more` };
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
    groups.push({ name: "redraw", categories: ["redraw", "keep"] });
    for (let seat = 1; seat <= players; seat++) {
      const names = seatGroups(seat);
      groups.push({ name: names.redraw, categories: ["redraw", "keep"] }, { name: names.anyAtLeast10, categories: ["yes", "no"] });
      quantities.push(`seat ${seat} total`, `seat ${seat} best`);
    }
  }
  return { groups, quantities };
}

/**
 * The trial loop of a random generation method (RULES.md 2.5) for `measure` first (default: one Suit).
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
 * sampler: planning it throws RangeError.
 * @example sampleChargen({ method: "cards", players: 2, highPowered: false, highPoweredRoll: "plus6", start: 4 }).layout.groups[0].categories.length // 6
 */
export function sampleChargen(setup: ChargenSetup, measure: Measure = "suit"): SamplePlan {
  if (setup.method === "cards") return sampleCardTable(cardDealOf(setup.players, setup.highPowered), measure);
  if (setup.method === "point-buy") throw new RangeError("sampleChargen: point-buy is a count of builds, not a random process");
  const single = rolledSuit(setup);
  const values = Int32Array.from(single.outcomes);
  const table = drawTable(single.weights);
  const low = values[0]!;
  const high = values[values.length - 1]!;
  const layout = chargenLayout(low, high, measure, 0);
  const offsets = tallyOffsets(layout);
  const [suitAt, totalAt, bestAt] = MEASURES.map((m) => offsets.groups[layout.groups.findIndex((g) => g.name === m)]!);
  const [suitSum, totalSum, bestSum] = offsets.quantities;
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      let total = 0;
      let best = 0;
      let first = 0;
      for (let suit = 0; suit < SUITS; suit++) {
        const value = values[table[random.below(table.length)]!]!;
        if (suit === 0) first = value;
        total += value;
        if (value > best) best = value;
      }
      tally[suitAt! + first - low]!++;
      tally[totalAt! + total - SUITS * low]!++;
      tally[bestAt! + best - low]!++;
      addQuantity(tally, suitSum!, first);
      addQuantity(tally, totalSum!, total);
      addQuantity(tally, bestSum!, best);
    }
  };
  return { layout, run };
}

function sampleCardTable(deal: CardDeal, measure: Measure): SamplePlan {
  const size = deal.values.length;
  const values = Int32Array.from(deal.values);
  const low = Math.min(...deal.values);
  const high = Math.max(...deal.values);
  const piles = Array.from({ length: deal.piles }, () => Uint8Array.from(deal.values, (_, i) => i));
  const hand = new Int32Array(deal.piles);
  const layout = chargenLayout(low, high, measure, deal.players);
  const offsets = tallyOffsets(layout);
  const groupAt = (name: string) => offsets.groups[layout.groups.findIndex((g) => g.name === name)]!;
  const suitAt = groupAt("suit");
  const totalAt = groupAt("total");
  const bestAt = groupAt("best");
  const redrawAt = groupAt("redraw");
  const seatRedrawAt = Int32Array.from({ length: deal.players }, (_, s) => groupAt(seatGroups(s + 1).redraw));
  const seatAnyAt = Int32Array.from({ length: deal.players }, (_, s) => groupAt(seatGroups(s + 1).anyAtLeast10));
  const [suitSum, totalSum, bestSum] = offsets.quantities;
  // Seat s's total and best sums follow the three measures' in seat order.
  const seatSumAt = Int32Array.from({ length: deal.players }, (_, s) => offsets.quantities[3 + 2 * s]!);

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const chosen = random.below(deal.players);
      for (let seat = 0; seat < deal.players; seat++) {
        // Cards 0..left − 1 of each pile are those no earlier seat kept.
        const left = size - seat;
        let total = 0;
        for (let p = 0; p < deal.piles; p++) {
          partialShuffle(random, piles[p]!, 1, left);
          total += values[piles[p]![0]!]!;
        }
        const redrew = redraws(total, deal);
        if (redrew) {
          // The low hand goes back: every card 0..left − 1 is in the piles again, and the seat draws anew.
          total = 0;
          for (let p = 0; p < deal.piles; p++) {
            partialShuffle(random, piles[p]!, 1, left);
            total += values[piles[p]![0]!]!;
          }
        }
        let best = 0;
        for (let p = 0; p < deal.piles; p++) {
          const pile = piles[p]!;
          const card = pile[0]!;
          hand[p] = values[card]!;
          if (hand[p]! > best) best = hand[p]!;
          // Keep it: move it behind the draw range of the seats after.
          pile[0] = pile[left - 1]!;
          pile[left - 1] = card;
        }
        tally[seatRedrawAt[seat]! + (redrew ? 0 : 1)]!++;
        tally[seatAnyAt[seat]! + (best >= 10 ? 0 : 1)]!++;
        const sums = seatSumAt[seat]!;
        addQuantity(tally, sums, total);
        tally[sums + 2] += best;
        tally[sums + 3] += best * best;
        if (seat === chosen) {
          const first = hand[0]!;
          tally[suitAt + first - low]!++;
          tally[totalAt + total - deal.piles * low]!++;
          tally[bestAt + best - low]!++;
          tally[redrawAt + (redrew ? 0 : 1)]!++;
          addQuantity(tally, suitSum!, first);
          addQuantity(tally, totalSum!, total);
          addQuantity(tally, bestSum!, best);
        }
      }
    }
  };
  return { layout, run };
}

/** The estimated rows of one measure, tagged as the exact result tags them. */
function measureRows(estimates: Estimates, measure: Measure): OutcomeRow[] {
  return estimatedOutcomeRows(estimates, measure).map((row): OutcomeRow => ({ ...row, measure }));
}

/**
 * A simulated generation method in the exact result's shape: the outcomes of each measure (or the one
 * asked for) with 95% intervals and counts, the summary figures expectedSuit, expectedTotal,
 * varianceTotal, expectedBest, pAnyAtLeast10 and, for cards, pRedraw (with `Low`/`High` where they have
 * an interval), the per-seat details, tables and charts. O(values × seats).
 */
export function chargenSampledResult(estimates: Estimates, setup: ChargenSetup, measure: Measure | undefined): AnalysisResult {
  const measures = measure === undefined ? MEASURES : [measure];
  const outcomes = measures.flatMap((m) => measureRows(estimates, m));
  const best = estimatedOutcomeRows(estimates, "best");
  const total = estimates.quantities.total!;
  const summary: Record<string, number> = {
    ...meanFigures(estimates, "suit", "expectedSuit"),
    ...meanFigures(estimates, "total", "expectedTotal"),
    varianceTotal: total.standardError * total.standardError * estimates.trials,
    ...meanFigures(estimates, "best", "expectedBest"),
    ...proportionFigures(estimates, "best", { pAnyAtLeast10: best.filter((row) => Number(row.outcome) >= 10).map((row) => row.outcome) }),
    ...(setup.method === "cards" ? proportionFigures(estimates, "redraw", { pRedraw: ["redraw"] }) : {}),
  };
  const seats: Row[] =
    setup.method !== "cards"
      ? []
      : Array.from({ length: setup.players }, (_, s) => {
          const names = seatGroups(s + 1);
          const redraw = proportionFigures(estimates, names.redraw, { pRedraw: ["redraw"] });
          const any = proportionFigures(estimates, names.anyAtLeast10, { pAnyAtLeast10: ["yes"] });
          const seatTotal = meanFigures(estimates, `seat ${s + 1} total`, "expectedTotal");
          const seatBest = meanFigures(estimates, `seat ${s + 1} best`, "expectedBest");
          return { seat: s + 1, ...redraw, ...seatTotal, ...seatBest, ...any };
        });
  const title = `${describeMethod(setup)} (simulated, ${estimates.trials} trials)`;
  const interval = (row: OutcomeRow) => `${formatPercent(Number(row.low))}–${formatPercent(Number(row.high))}`;
  const suitRows = estimatedOutcomeRows(estimates, "suit");
  const totalRows = estimatedOutcomeRows(estimates, "total");
  const table: TextTable = {
    columns: ["value", "one Suit", "95% interval", "best Suit", "95% interval "],
    rows: suitRows.map((row, i) => [row.outcome, formatPercent(row.probability), interval(row), formatPercent(best[i]!.probability), interval(best[i]!)]),
  };
  return {
    outcomes,
    summary,
    summaryExact: {},
    rows: outcomes.map((o) => ({ method: setup.method, measure: o.measure ?? null, value: Number(o.outcome), probability: o.probability, low: o.low ?? null, high: o.high ?? null, count: o.count ?? null })),
    ...(seats.length ? { details: { seats } } : {}),
    table,
    extraTables: [
      {
        title: "Primary total (the four primary Suit values)",
        columns: ["total", "probability", "95% interval", "count"],
        rows: totalRows.map((row) => [row.outcome, formatPercent(row.probability), interval(row), String(row.count)]),
      },
      ...(seats.length
        ? [
            {
              title: "By seat (seats draw and redraw in order; the figures above are for a player at a random seat)",
              columns: ["seat", "P(redraw)", "E[total]", "E[best]", "P(a Suit ≥ 10)"],
              rows: seats.map((r) => [String(r.seat), formatPercent(r.pRedraw as number), formatNumber(r.expectedTotal as number), formatNumber(r.expectedBest as number), formatPercent(r.pAnyAtLeast10 as number)]),
            },
          ]
        : []),
    ],
    charts: [
      outcomeBarChart(totalRows, `Primary total: ${title}`, totalRows.map((row) => row.outcome)),
      outcomeBarChart(best, `Best Suit: ${title}`, best.map((row) => row.outcome), "best"),
    ],
  };
}
