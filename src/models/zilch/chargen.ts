import { defineAnalysis, summaryOf, type AnalysisResult, type Row, type TextTable } from "../../core/analysis.js";
import { sumOf } from "../../core/dice.js";
import { Distribution } from "../../core/distribution.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { choiceOption, flagOption, integerOption, optionalOption, textOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { solveCardDeal, type SeatHand } from "./card-deal.js";
import { cardDealOf, describeMethod, HIGH_POWERED_ROLLS, MAX_PLAYERS, MEASURES, METHODS, rolledSuit, type ChargenSetup, type HighPoweredRoll, type Method } from "./chargen-setup.js";
import { chargenSampledResult, sampleChargen } from "./sample-chargen.js";

export { cardDealOf, describeMethod, HIGH_POWERED_ROLLS, MAX_PLAYERS, MEASURES, METHODS, rolledSuit, type ChargenSetup, type HighPoweredRoll, type Measure, type Method } from "./chargen-setup.js";

/** A character's primary Suit values, as RULES.md 2.5 asks to report them. */
export interface ChargenStats {
  /** One primary Suit value (all four suits are alike under every method). */
  readonly suit: Distribution<number>;
  /** The total of the four primary values. */
  readonly total: Distribution<number>;
  /** The best (highest) primary value. */
  readonly best: Distribution<number>;
  /** P(at least one primary Suit is 10 or more). */
  readonly pAnyAtLeast10: Rational;
  /** `point-buy` only: how many legal builds there are (each counted once). */
  readonly builds?: bigint;
  /** `cards` only: each seat's hand, in seat order (the stats above are for a player at a random seat). */
  readonly seats?: readonly SeatHand[];
}

function maxOf(single: Distribution<number>, count: number): Distribution<number> {
  let best = single;
  for (let i = 1; i < count; i++) best = best.combine(single, Math.max);
  return best;
}

/**
 * The stats of four independent, identically distributed primary values (the rolled methods).
 * O(size² × 4) convolutions.
 * @example independentStats(sumDice(2, 6)).pAnyAtLeast10.toString() // "671/1296"
 */
export function independentStats(single: Distribution<number>): ChargenStats {
  const best = maxOf(single, 4);
  return { suit: single, total: sumOf(single, 4), best, pAnyAtLeast10: best.probabilityAtLeast(10) };
}

/**
 * The cost of raising a point-buy card from `start` to `value` (RULES.md 2.5): 1 per step up to 10,
 * 2 per step through J, Q, K. O(1).
 * @example pointCost(4, 13) // 12
 */
export function pointCost(start: number, value: number): number {
  return value <= 10 ? value - start : 10 - start + 2 * (value - 10);
}

/** Points to spend in point-buy (RULES.md 2.5). */
export const POINTS = 30;
const TOP_CARD = 13;

/**
 * The spread of legal point-buy builds (RULES.md 2.5, `method=point-buy`): all eight cards start at
 * `start` and exactly 30 points are spent (+1 costs 1 up to 10, 2 per step through J, Q, K, none past
 * K); every build — a value for each of the eight cards — counts once, all equally likely. Spending
 * all 30 is always possible (some card is below 10), so no build needs to leave points unspent.
 * Exact by a DP over the four primaries with state (cost, total, best), each weighted by the number
 * of secondary builds that spend the rest: O(4 × cost × total × best × values).
 * @example pointBuyStats(4).suit.mean().toString() // "17941769/2400476"
 */
export function pointBuyStats(start: number): ChargenStats {
  const values = Array.from({ length: TOP_CARD - start + 1 }, (_, i) => start + i);
  // ways[k][c]: ordered builds of k cards costing c in all.
  const ways: bigint[][] = [[1n, ...new Array<bigint>(POINTS).fill(0n)]];
  for (let k = 1; k <= 7; k++) {
    const row = new Array<bigint>(POINTS + 1).fill(0n);
    for (let c = 0; c <= POINTS; c++) {
      for (const value of values) {
        const cost = pointCost(start, value);
        if (cost <= c) row[c]! += ways[k - 1]![c - cost]!;
      }
    }
    ways.push(row);
  }
  const suit = Distribution.fromWeights(
    values.filter((value) => pointCost(start, value) <= POINTS).map((value) => [value, ways[7]![POINTS - pointCost(start, value)]!] as const),
  );
  // state key: cost * 10_000 + total * 100 + best
  let states = new Map<number, bigint>([[0, 1n]]);
  for (let k = 0; k < 4; k++) {
    const next = new Map<number, bigint>();
    for (const [key, weight] of states) {
      const cost = Math.floor(key / 10_000);
      const total = Math.floor(key / 100) % 100;
      const best = key % 100;
      for (const value of values) {
        const spent = cost + pointCost(start, value);
        if (spent > POINTS) continue;
        const nextKey = spent * 10_000 + (total + value) * 100 + Math.max(best, value);
        next.set(nextKey, (next.get(nextKey) ?? 0n) + weight);
      }
    }
    states = next;
  }
  const totals: Array<readonly [number, bigint]> = [];
  const bests: Array<readonly [number, bigint]> = [];
  for (const [key, weight] of states) {
    const secondaries = ways[4]![POINTS - Math.floor(key / 10_000)]!;
    totals.push([Math.floor(key / 100) % 100, weight * secondaries]);
    bests.push([key % 100, weight * secondaries]);
  }
  const best = Distribution.fromWeights(bests).reduced();
  const builds = pointBuyBuilds(ways, values, start);
  return { suit: suit.reduced(), total: Distribution.fromWeights(totals).reduced(), best, pAnyAtLeast10: best.probabilityAtLeast(10), builds };
}

/** Builds of all eight cards spending exactly 30: one more card on top of the seven-card counts. */
function pointBuyBuilds(ways: readonly bigint[][], values: readonly number[], start: number): bigint {
  let builds = 0n;
  for (const value of values) {
    const cost = pointCost(start, value);
    if (cost <= POINTS) builds += ways[7]![POINTS - cost]!;
  }
  return builds;
}

/**
 * The card method (RULES.md 2.5, `method=cards`) for a player at a seat chosen at random: the seats'
 * hands mixed equally ({@link solveCardDeal} gives each seat and states the redraw reading).
 * @example cardStats(1, false).pAnyAtLeast10.toString() // "52721/93312"
 */
export function cardStats(players: number, highPowered: boolean): ChargenStats {
  // Immutable results, asked for twice by the report (the cards run and the fairness table): solved once.
  const key = `${players}:${highPowered}`;
  const known = cardStatsCache.get(key);
  if (known) return known;
  const stats = solveCardStats(players, highPowered);
  cardStatsCache.set(key, stats);
  return stats;
}

const cardStatsCache = new Map<string, ChargenStats>();

function solveCardStats(players: number, highPowered: boolean): ChargenStats {
  const seats = solveCardDeal(cardDealOf(players, highPowered));
  const mix = (pick: (seat: SeatHand) => Distribution<number>) => Distribution.mixture(seats.map((seat) => [pick(seat), 1n] as const));
  const best = mix((seat) => seat.best);
  return { suit: mix((seat) => seat.suit), total: mix((seat) => seat.total), best, pAnyAtLeast10: best.probabilityAtLeast(10), seats };
}

/**
 * A method's primary Suit values exactly (RULES.md 2.5). Cautious: each value 1d6 + 4 (high-powered
 * 1d6 + 6, or 1d8 + 4 for the 8d8 variant); reckless: each value 2d6 (16d6, two dice per card). The
 * secondaries are rolled alike but do not enter these figures: the Suit value tested is the primary.
 * @example solveChargen({ method: "cautious", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 }).total.mean().toNumber() // 30
 */
export function solveChargen(setup: ChargenSetup): ChargenStats {
  switch (setup.method) {
    case "cards":
      return cardStats(setup.players, setup.highPowered);
    case "point-buy":
      return pointBuyStats(setup.start);
    case "cautious":
    case "reckless":
      return independentStats(rolledSuit(setup));
  }
}

/** Figures for the fairness table and the summary. */
function figures(stats: ChargenStats) {
  const mean = stats.total.mean();
  const variance = stats.total.expectation((t) => Rational.of(t).subtract(mean).multiply(Rational.of(t).subtract(mean)));
  return {
    expectedSuit: stats.suit.mean(),
    expectedTotal: mean,
    varianceTotal: variance,
    expectedBest: stats.best.mean(),
    pAnyAtLeast10: stats.pAnyAtLeast10,
  };
}

const playersOption = textOption({
  default: 4,
  allowed: `an integer from 1 to ${MAX_PLAYERS} (each pile holds ${MAX_PLAYERS} cards, one per player)`,
  doc: "players drawing from the piles (cards; default 4)",
  parse: (raw) => {
    if (!/^[+-]?\d+$/.test(raw)) return undefined;
    const players = Number(raw);
    return players >= 1 && players <= MAX_PLAYERS ? players : undefined;
  },
});

function valueTable(stats: ChargenStats): TextTable {
  const values = [...new Set([...stats.suit.outcomes, ...stats.best.outcomes])].sort((a, b) => a - b);
  return {
    columns: ["value", "one Suit", "exact", "best Suit", "exact "],
    rows: values.map((v) => [String(v), formatPercent(stats.suit.probability(v).toNumber()), stats.suit.probability(v).toString(), formatPercent(stats.best.probability(v).toNumber()), stats.best.probability(v).toString()]),
  };
}

/** The setup a run of `zilch chargen --method M` asks about. */
function setupOf(params: { method?: Method | undefined; players: number; highPowered: boolean; highPoweredRoll: HighPoweredRoll; start: number }): ChargenSetup {
  return { method: params.method!, players: params.players, highPowered: params.highPowered, highPoweredRoll: params.highPoweredRoll, start: params.start };
}

/** Why a chargen run has nothing to simulate: point-buy counts builds (and --fairness includes it). */
function notSampled(params: { method?: Method | undefined; fairness: boolean }): string[] {
  if (params.fairness) return [messages.notSampled("--fairness", "its fairness table includes point-buy, which counts legal builds and rolls nothing")];
  if (params.method === "point-buy") return [messages.notSampled("--method point-buy", "it counts legal builds, it rolls nothing")];
  return [];
}

// The report's words for the chargen charts.
const SUITS_LINES = "The blue line is the chance that one primary Suit has each value, the orange line the chance that the best of a character's four does.";

/** One measure's distribution from a chargen result's rows, as value → probability. */
function measureOf(result: AnalysisResult, measure: string): Map<number, number> {
  return new Map(result.rows.filter((row) => row.measure === measure).map((row) => [Number(row.value), Number(row.probability)]));
}

function compareExplanation(result: AnalysisResult): string {
  const methods = result.rows.map((row) => ({ method: String(row.method), setup: String(row.setup), mean: Number(row.expectedTotal), sd: Number(row.sdTotal), min: Number(row.minTotal), max: Number(row.maxTotal) }));
  const bySpread = [...methods].sort((a, b) => a.sd - b.sd);
  const even = bySpread[0]!;
  const uneven = bySpread[bySpread.length - 1]!;
  const describe = (m: (typeof methods)[number]) => `${m.method} (sd ${m.sd.toFixed(1)}, totals ${m.min} to ${m.max})`;
  return (
    `Each line is one method's distribution of the total of a character's four primary Suits (point-buy's counts legal builds, not chances): ${methods.map((m) => m.setup).join("; ")}. ` +
    `The averages lie between ${Math.min(...methods.map((m) => m.mean)).toFixed(1)} and ${Math.max(...methods.map((m) => m.mean)).toFixed(1)}, but the spreads differ: ${describe(even)} is the most even, ${describe(uneven)} the most uneven. ` +
    `A designer who wants characters of similar strength at one table should prefer ${even.method}; ${uneven.method} lets one player start far ahead of another.`
  );
}

function cardsExplanations(deal: { readonly players: number; readonly low: number; readonly high: number; readonly redrawAt: number }) {
  const pile = `${deal.low}..${deal.high === 11 ? "J" : deal.high}`;
  const total = (result: AnalysisResult): string => {
    const totals = measureOf(result, "total");
    const low = [...totals].filter(([value]) => value <= deal.redrawAt).reduce((sum, [, p]) => sum + p, 0);
    const seats = result.details!.seats!;
    const first = seats[0]!;
    const last = seats[seats.length - 1]!;
    return (
      `Bars are the chance of each total of the four primary Suits for a player at a random seat of ${deal.players}, each Suit a card of ${pile} from its own pile, with one redraw when the four total ${deal.redrawAt} or less. ` +
      `The redraw empties the low tail: ${formatPercent(result.summary.pRedraw!)} of players redraw, totals of ${deal.redrawAt} or less fall to ${formatPercent(low)}, and the average total is ${formatNumber(Number(result.summary.expectedTotal!.toFixed(1)))}. ` +
      `Seats are not equal under this reading, as a hand redrawn early sends its low cards back for later seats: P(a Suit of 10 or more) falls from ${formatPercent(Number(first.pAnyAtLeast10))} at seat 1 to ${formatPercent(Number(last.pAnyAtLeast10))} at seat ${last.seat}.`
    );
  };
  const suits = (result: AnalysisResult): string => {
    const one = measureOf(result, "suit");
    const best = measureOf(result, "best");
    const name = (value: number) => (value === 11 ? "J" : String(value));
    const top = best.get(deal.high)! + best.get(deal.high - 1)!;
    return (
      `${SUITS_LINES} ` +
      `One Suit is spread almost evenly over ${pile} (${formatPercent(one.get(deal.low)!)} to ${formatPercent(one.get(deal.high)!)} a value), but the best of four is ${name(deal.high)} for ${formatPercent(best.get(deal.high)!)} of characters and ${name(deal.high - 1)} for ${formatPercent(best.get(deal.high - 1)!)}. ` +
      `A GM can expect a typical character's best Suit to be ${name(deal.high - 1)} or ${name(deal.high)} (${formatPercent(top)}) and aim its signature tasks there.`
    );
  };
  return { "": total, suits };
}

function pointBuyExplanations(start: number) {
  const total = (result: AnalysisResult): string => {
    const totals = [...measureOf(result, "total").keys()];
    return (
      `Bars are the share of legal point-buy builds (all eight values from ${start}, 30 points; each of the ${result.summary.builds!.toLocaleString("en-US")} builds counted once) by the total of the four primary Suits; players choose, so this is the range of what is possible, not a chance. ` +
      `Primary totals run from ${Math.min(...totals)} to ${Math.max(...totals)} and average ${formatNumber(Number(result.summary.expectedTotal!.toFixed(1)))} over all builds. ` +
      `A player who spends all 30 points on the primaries reaches ${Math.max(...totals)}, so a GM comparing point-buy with the random methods should weigh that top, not the average.`
    );
  };
  const suits = (result: AnalysisResult): string => {
    const one = measureOf(result, "suit");
    const best = [...measureOf(result, "best")].sort((a, b) => b[1] - a[1])[0]!;
    const values = [...one.keys()];
    const low = Math.min(...values);
    const high = Math.max(...values);
    return (
      "The blue line is the share of builds in which one primary Suit has each value, the orange line the share in which the best of the four does. " +
      `Across builds one Suit falls from ${formatPercent(one.get(low)!)} at ${low} to ${formatPercent(one.get(high)!)} at ${high}, while the best Suit is most often ${best[0]} (${formatPercent(best[1])}); ${formatPercent(result.summary.pAnyAtLeast10!)} of builds have a Suit of 10 or more. ` +
      "Point-buy makes a specialty of 10 or more cheap; what it costs is low values in the other Suits."
    );
  };
  return { "": total, suits };
}

/** `oddsmith zilch chargen`: the primary Suit values a generation method gives, or the fairness table of all four. */
export const chargenAnalysis = defineAnalysis({
  game: "zilch",
  name: "chargen",
  summary: "character generation: one Suit, the primary total, the best Suit, P(a Suit ≥ 10); --fairness for all four methods",
  options: {
    method: optionalOption(choiceOption(METHODS, { doc: "generation method (give --method or --fairness)" })),
    fairness: flagOption({ doc: "the fairness table across the four methods" }),
    players: playersOption,
    highPowered: flagOption({ doc: "cards: piles 6..J, redraw at 30 or less; cautious: the high-powered roll" }),
    highPoweredRoll: choiceOption(HIGH_POWERED_ROLLS, { default: "plus6", doc: "cautious with --high-powered: 1d6+6 (plus6) or 1d8+4 (8d8)" }),
    start: integerOption({ min: 4, max: 6, default: 4, doc: "point-buy: the starting value of all eight cards" }),
    measure: optionalOption(choiceOption(MEASURES, { doc: "report the outcomes of one measure only: one Suit, the primary total or the best Suit (default: all three)" })),
  },
  validate: (params) => {
    if ((params.method === undefined) === !params.fairness) return [messages.oneOf(["--method", "--fairness"])];
    if (params.fairness) {
      const problems: string[] = [];
      if (params.highPoweredRoll !== "plus6" && !params.highPowered) problems.push(messages.onlyWith("--high-powered-roll", "--high-powered"));
      if (params.measure !== undefined) problems.push(messages.onlyWith("--measure", "--method"));
      return problems;
    }
    // A value other than the default, given to a method that does not use it, is refused (the default itself cannot be told apart from no value).
    const problems: string[] = [];
    if (params.players !== 4 && params.method !== "cards") problems.push(messages.onlyWith("--players", "--method cards"));
    if (params.start !== 4 && params.method !== "point-buy") problems.push(messages.onlyWith("--start", "--method point-buy"));
    if (params.highPowered && params.method !== "cards" && params.method !== "cautious") problems.push(messages.onlyWith("--high-powered", "--method cards or cautious"));
    if (params.highPoweredRoll !== "plus6" && !(params.method === "cautious" && params.highPowered)) problems.push(messages.onlyWith("--high-powered-roll", "--method cautious --high-powered"));
    return problems;
  },
  run: (params) => {
    const base = { players: params.players, highPowered: params.highPowered, highPoweredRoll: params.highPoweredRoll, start: params.start } as const;
    if (params.fairness) return compareMethods(base);
    const setup = setupOf(params);
    const stats = solveChargen(setup);
    const summary = figures(stats);
    const measures = [
      ["suit", stats.suit],
      ["total", stats.total],
      ["best", stats.best],
    ] as const;
    const outcomes = measures.filter(([measure]) => params.measure === undefined || measure === params.measure).flatMap(([measure, distribution]) =>
      distribution.outcomes.map((value) => {
        const p = distribution.probability(value);
        return { outcome: String(value), measure, probability: p.toNumber(), exact: p.toString() };
      }),
    );
    const seatRows: Row[] = (stats.seats ?? []).map((seat, i) => {
      const seatFigures = figures({ ...seat, pAnyAtLeast10: seat.best.probabilityAtLeast(10) });
      return {
        seat: i + 1,
        pRedraw: seat.pRedraw.toNumber(),
        expectedTotal: seatFigures.expectedTotal.toNumber(),
        expectedBest: seatFigures.expectedBest.toNumber(),
        pAnyAtLeast10: seatFigures.pAnyAtLeast10.toNumber(),
        pRedrawExact: seat.pRedraw.toString(),
        expectedTotalExact: seatFigures.expectedTotal.toString(),
        pAnyAtLeast10Exact: seatFigures.pAnyAtLeast10.toString(),
      };
    });
    const pRedraw = stats.seats ? stats.seats.reduce((sum, seat) => sum.add(seat.pRedraw), Rational.ZERO).divide(Rational.of(stats.seats.length)) : undefined;
    const title = describeMethod(setup);
    return {
      outcomes,
      ...summaryOf({ ...summary, ...(pRedraw ? { pRedraw } : {}), ...(stats.builds !== undefined ? { builds: Rational.of(stats.builds) } : {}) }),
      rows: outcomes.map((o) => ({ method: setup.method, measure: o.measure, value: Number(o.outcome), probability: o.probability, exact: o.exact })),
      ...(seatRows.length ? { details: { seats: seatRows } } : {}),
      table: valueTable(stats),
      extraTables: [
        {
          title: "Primary total (the four primary Suit values)",
          columns: ["total", "probability", "exact"],
          rows: stats.total.outcomes.map((t) => [String(t), formatPercent(stats.total.probability(t).toNumber()), stats.total.probability(t).toString()]),
        },
        ...(seatRows.length
          ? [
              {
                title: "By seat (seats draw and redraw in order; the figures above are for a player at a random seat)",
                columns: ["seat", "P(redraw)", "E[total]", "E[best]", "P(a Suit ≥ 10)"],
                rows: seatRows.map((r) => [String(r.seat), formatPercent(r.pRedraw as number), formatNumber(r.expectedTotal as number), formatNumber(r.expectedBest as number), formatPercent(r.pAnyAtLeast10 as number)]),
              },
            ]
          : []),
      ],
      charts: [
        {
          name: "",
          title: `Primary total: ${title}`,
          kind: "bar",
          data: stats.total.outcomes.map((t) => ({ total: t, probability: stats.total.probability(t).toNumber() })),
          x: { field: "total", title: "total of the four primary Suits", type: "ordinal" },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
        },
        {
          name: "suits",
          title: `One Suit and the best Suit: ${title}`,
          kind: "line",
          data: outcomes.filter((o) => o.measure !== "total").map((o) => ({ value: Number(o.outcome), measure: o.measure === "suit" ? "one Suit" : "best Suit", probability: o.probability })),
          x: { field: "value", title: "Suit value", type: "ordinal" },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
          color: { field: "measure", title: "measure", type: "nominal", order: ["one Suit", "best Suit"] },
        },
      ],
    };
  },
  sampleLimits: notSampled,
  sampler: {
    plan: (params) => {
      const problems = notSampled(params);
      if (problems.length > 0) throw new RangeError(problems.join("; "));
      return sampleChargen(setupOf(params), params.measure);
    },
    result: (estimates, params) => chargenSampledResult(estimates, setupOf(params), params.measure),
    validation: [
      { method: "cards", measure: "total" },
      { method: "cards", players: "6", highPowered: true, measure: "best" },
      { method: "reckless", measure: "total" },
    ],
  },
  reportRuns: [
    { name: "chargen-compare", title: "Fairness of the four generation methods (cards at a table of 4)", params: { fairness: true }, explanations: { "": compareExplanation } },
    {
      name: "chargen-cards",
      title: "Cards at a table of 4: seats draw in order; a hand of 25 or less goes back into the reshuffled piles and is redrawn at once (once), before the next seat draws; per seat and for a player at a random seat",
      params: { method: "cards" },
      explanations: cardsExplanations({ players: 4, low: 5, high: 10, redrawAt: 25 }),
    },
    {
      name: "chargen-cards-high-powered",
      title: "High-powered cards (6..J, redraw at 30 or less) at a table of 4, same redraw reading",
      params: { method: "cards", highPowered: true },
      explanations: cardsExplanations({ players: 4, low: 6, high: 11, redrawAt: 30 }),
    },
    { name: "chargen-point-buy", title: "Point-buy from 4: the spread of legal builds", params: { method: "point-buy" }, explanations: pointBuyExplanations(4) },
  ],
});

/** The fairness table: each method's figures side by side, with the same table options. */
function compareMethods(base: Omit<ChargenSetup, "method">) {
  const results = METHODS.map((method) => {
    const setup: ChargenSetup = { ...base, method };
    const stats = solveChargen(setup);
    return { setup, stats, figures: figures(stats) };
  });
  const rows: Row[] = results.map(({ setup, stats, figures: f }) => ({
    method: setup.method,
    setup: describeMethod(setup),
    expectedSuit: f.expectedSuit.toNumber(),
    expectedTotal: f.expectedTotal.toNumber(),
    sdTotal: Math.sqrt(f.varianceTotal.toNumber()),
    minTotal: stats.total.outcomes[0]!,
    maxTotal: stats.total.outcomes[stats.total.size - 1]!,
    expectedBest: f.expectedBest.toNumber(),
    pAnyAtLeast10: f.pAnyAtLeast10.toNumber(),
    expectedSuitExact: f.expectedSuit.toString(),
    expectedTotalExact: f.expectedTotal.toString(),
    varianceTotalExact: f.varianceTotal.toString(),
    expectedBestExact: f.expectedBest.toString(),
    pAnyAtLeast10Exact: f.pAnyAtLeast10.toString(),
  }));
  return {
    outcomes: results.map(({ setup, figures: f }) => ({
      outcome: setup.method,
      probability: f.pAnyAtLeast10.toNumber(),
      exact: f.pAnyAtLeast10.toString(),
      expectedTotal: f.expectedTotal.toNumber(),
      expectedTotalExact: f.expectedTotal.toString(),
    })),
    summary: { methods: results.length },
    summaryExact: {},
    rows,
    table: {
      title: "Fairness: the primary Suits each method gives (outcome probability = P(a Suit ≥ 10))",
      columns: ["method", "setup", "E[Suit]", "E[total]", "sd(total)", "total range", "E[best]", "P(a Suit ≥ 10)"],
      rows: rows.map((r) => [String(r.method), String(r.setup), formatNumber(r.expectedSuit as number), formatNumber(r.expectedTotal as number), formatNumber(r.sdTotal as number), `${r.minTotal}..${r.maxTotal}`, formatNumber(r.expectedBest as number), formatPercent(r.pAnyAtLeast10 as number)]),
    },
    charts: [
      {
        name: "",
        title: "Primary total by generation method",
        kind: "line" as const,
        data: results.flatMap(({ setup, stats }) => stats.total.outcomes.map((t) => ({ method: setup.method, total: t, probability: stats.total.probability(t).toNumber() }))),
        x: { field: "total", title: "total of the four primary Suits", type: "quantitative" as const },
        y: { field: "probability", title: "probability", type: "quantitative" as const, format: ".0%" },
        color: { field: "method", title: "method", type: "nominal" as const, order: [...METHODS] },
      },
    ],
  };
}
