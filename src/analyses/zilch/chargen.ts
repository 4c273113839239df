/** `oddsmith zilch chargen`: the primary Suit values a generation method gives (docs/rules.md 2.5), exact or simulated; --fairness compares all four. */
import { defineAnalysis, type AnalysisResult, type Cell, type OutcomeRow, type TextTable } from "../../framework/analysis.js";
import type { ExactCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { outcomeBarChart } from "../../framework/estimated-result.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, flagOption, integerOption, optionalOption, textOption, type ParamsOf } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { HIGH_POWERED_ROLLS, MAX_PLAYERS, MEASURES, METHODS, solveChargen, START_RANGE, type ChargenSetup, type ChargenStats, type Measure } from "../../models/zilch/chargen.js";
import { sampleChargen, seatGroups, seatQuantities } from "../../models/zilch/sample/chargen.js";
import { chargenFigures, compareMethods } from "./chargen-fairness.js";
import { describeMethod } from "./describe-method.js";
import { groupMeasures, groupShare, quantityMean } from "./sampled-figures.js";
import { exactMeasure, outcomeRowFrom, probabilityColumns, summaryFrom, type Measure as FigureMeasure } from "../../framework/measure.js";
import { entryOf, fieldOf, itemAt } from "../../core/checked-index.js";

const playersOption = textOption({ label: "Players", rules: "2.5",
  default: 4,
  allowed: `an integer from 1 to ${MAX_PLAYERS} (each pile holds ${MAX_PLAYERS} cards, one per player)`,
  doc: "players drawing from the piles (cards; default 4)",
  parse: (raw) => {
    if (!/^[+-]?\d+$/.test(raw)) return undefined;
    const players = Number(raw);
    return players >= 1 && players <= MAX_PLAYERS ? players : undefined;
  },
});

const CHARGEN_OPTIONS = {
  method: optionalOption(choiceOption(METHODS, { label: "Generation method", help: "How characters are generated; or ask for the fairness table across all four methods.", rules: "2.5", doc: "generation method (give --method or --fairness)" })),
  fairness: flagOption({ label: "Fairness table", rules: "2.5", doc: "the fairness table across the four methods" }),
  players: playersOption,
  highPowered: flagOption({ label: "High-powered", rules: "2.5", doc: "cards: piles 6..J, redraw at 30 or less; cautious: the high-powered roll" }),
  highPoweredRoll: choiceOption(HIGH_POWERED_ROLLS, { label: "High-powered roll", help: "The cautious method's high-powered roll: 1d6+6 (plus6) or 1d8+4 (8d8).", rules: "2.5", default: "plus6", doc: "cautious with --high-powered: 1d6+6 (plus6) or 1d8+4 (8d8)" }),
  start: integerOption({ label: "Point-buy start", rules: "2.5", ...START_RANGE, default: 4, doc: "point-buy: the starting value of all eight cards" }),
  measure: optionalOption(choiceOption(MEASURES, { label: "Measure", rules: "2.5", doc: "report the outcomes of one measure only: one Suit, the primary total or the best Suit (default: all three)" })),
};
type ChargenParams = ParamsOf<typeof CHARGEN_OPTIONS>;

/** The setup a run of `zilch chargen --method M` asks about. */
function setupOf(params: ChargenParams): ChargenSetup {
  // The analysis's validate asks for --method unless --fairness, which never reaches a setup.
  if (params.method === undefined) throw new RangeError("a chargen setup needs --method");
  return { method: params.method, players: params.players, highPowered: params.highPowered, highPoweredRoll: params.highPoweredRoll, start: params.start };
}

/**
 * CPU seconds of the exact card deal by players (index 1..6; plain and high-powered alike, within 10%),
 * measured on the reference machine (framework/exact-cost.ts; bench/exact-costs.ts). The rolled methods and
 * point-buy take under 0.02 s; --fairness deals the cards and adds them.
 */
const CARD_DEAL_SECONDS = [0, 0.02, 0.06, 0.23, 0.47, 0.65, 0.7];

/** The estimated cost of an exact chargen run: the card deal's, by players, or a rolled method's 0.02 s. O(1). */
function chargenCost(params: ChargenParams): ExactCost {
  const deals = params.fairness || params.method === "cards";
  return { seconds: (deals ? itemAt(CARD_DEAL_SECONDS, params.players) : 0) + 0.02, what: deals ? `cards dealt to ${params.players} players` : `${params.method}`, smaller: "fewer --players" };
}

/** Why a chargen run has nothing to simulate: point-buy counts builds (and --fairness includes it). */
function notSampled(params: ChargenParams): string[] {
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
  const even = itemAt(bySpread, 0);
  const uneven = itemAt(bySpread, bySpread.length - 1);
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
    const seats = fieldOf(result.details ?? {}, "seats");
    const first = itemAt(seats, 0);
    const last = itemAt(seats, seats.length - 1);
    return (
      `Bars are the chance of each total of the four primary Suits for a player at a random seat of ${deal.players}, each Suit a card of ${pile} from its own pile, with one redraw when the four total ${deal.redrawAt} or less. ` +
      `The redraw empties the low tail: ${formatPercent(fieldOf(result.summary, "pRedraw"))} of players redraw, totals of ${deal.redrawAt} or less fall to ${formatPercent(low)}, and the average total is ${formatNumber(Number(fieldOf(result.summary, "expectedTotal").toFixed(1)))}. ` +
      `Seats are not equal under this reading, as a hand redrawn early sends its low cards back for later seats: P(a Suit of 10 or more) falls from ${formatPercent(Number(first.pAnyAtLeast10))} at seat 1 to ${formatPercent(Number(last.pAnyAtLeast10))} at seat ${last.seat}.`
    );
  };
  const suits = (result: AnalysisResult): string => {
    const one = measureOf(result, "suit");
    const best = measureOf(result, "best");
    const name = (value: number) => (value === 11 ? "J" : String(value));
    const top = entryOf(best, deal.high) + entryOf(best, deal.high - 1);
    return (
      `${SUITS_LINES} ` +
      `One Suit is spread almost evenly over ${pile} (${formatPercent(entryOf(one, deal.low))} to ${formatPercent(entryOf(one, deal.high))} a value), but the best of four is ${name(deal.high)} for ${formatPercent(entryOf(best, deal.high))} of characters and ${name(deal.high - 1)} for ${formatPercent(entryOf(best, deal.high - 1))}. ` +
      `A GM can expect a typical character's best Suit to be ${name(deal.high - 1)} or ${name(deal.high)} (${formatPercent(top)}) and aim its signature tasks there.`
    );
  };
  return { "": total, suits };
}

function pointBuyExplanations(start: number) {
  const total = (result: AnalysisResult): string => {
    const totals = [...measureOf(result, "total").keys()];
    return (
      `Bars are the share of legal point-buy builds (all eight values from ${start}, 30 points; each of the ${fieldOf(result.summary, "builds").toLocaleString("en-US")} builds counted once) by the total of the four primary Suits; players choose, so this is the range of what is possible, not a chance. ` +
      `Primary totals run from ${Math.min(...totals)} to ${Math.max(...totals)} and average ${formatNumber(Number(fieldOf(result.summary, "expectedTotal").toFixed(1)))} over all builds. ` +
      `A player who spends all 30 points on the primaries reaches ${Math.max(...totals)}, so a GM comparing point-buy with the random methods should weigh that top, not the average.`
    );
  };
  const suits = (result: AnalysisResult): string => {
    const one = measureOf(result, "suit");
    const best = itemAt([...measureOf(result, "best")].sort((a, b) => b[1] - a[1]), 0);
    const values = [...one.keys()];
    const low = Math.min(...values);
    const high = Math.max(...values);
    return (
      "The blue line is the share of builds in which one primary Suit has each value, the orange line the share in which the best of the four does. " +
      `Across builds one Suit falls from ${formatPercent(entryOf(one, low))} at ${low} to ${formatPercent(entryOf(one, high))} at ${high}, while the best Suit is most often ${best[0]} (${formatPercent(best[1])}); ${formatPercent(fieldOf(result.summary, "pAnyAtLeast10"))} of builds have a Suit of 10 or more. ` +
      "Point-buy makes a specialty of 10 or more cheap; what it costs is low values in the other Suits."
    );
  };
  return { "": total, suits };
}

/** A seat's row of the card method: P(redraw), E[total], E[best], P(a Suit ≥ 10), with fractions (exact) or intervals (simulated). */
type SeatRow = Readonly<Record<string, Cell>> & { readonly seat: number; readonly pRedraw: number; readonly expectedTotal: number; readonly expectedBest: number; readonly pAnyAtLeast10: number };

/** The terminal table of the card method's seats, exact and simulated alike. O(seats). */
function seatTable(seats: readonly SeatRow[]): TextTable[] {
  if (seats.length === 0) return [];
  return [
    {
      title: "By seat (seats draw and redraw in order; the figures above are for a player at a random seat)",
      columns: ["seat", "P(redraw)", "E[total]", "E[best]", "P(a Suit ≥ 10)"],
      rows: seats.map((r) => [String(r.seat), formatPercent(r.pRedraw), formatNumber(r.expectedTotal), formatNumber(r.expectedBest), formatPercent(r.pAnyAtLeast10)]),
    },
  ];
}

/** A seat's measures (the card method): P(redraw), E[total], E[best], P(a Suit ≥ 10). */
interface SeatMeasures {
  readonly pRedraw: FigureMeasure;
  readonly expectedTotal: FigureMeasure;
  readonly expectedBest: FigureMeasure;
  readonly pAnyAtLeast10: FigureMeasure;
}

/** What a generation method measured, exactly or by simulation: each measure's values, the summary figures in order (a plain number has no interval), the seats, and the trials when simulated. */
interface ChargenMeasures {
  readonly values: Readonly<Record<Measure, readonly (readonly [number, FigureMeasure])[]>>;
  readonly figures: readonly (readonly [string, FigureMeasure | number])[];
  readonly seats: readonly SeatMeasures[];
  readonly trials?: number;
}

// A seat's row: its figures, then (exact) the fractions the seat table has always carried.
function seatRow(seat: number, m: SeatMeasures): SeatRow {
  const { pRedraw, expectedTotal, expectedBest, pAnyAtLeast10 } = m;
  if (pRedraw.kind === "estimated" || expectedTotal.kind === "estimated" || pAnyAtLeast10.kind === "estimated") return { seat, ...summaryFrom({ pRedraw, expectedTotal, expectedBest, pAnyAtLeast10 }).summary };
  return { seat, pRedraw: pRedraw.value, expectedTotal: expectedTotal.value, expectedBest: expectedBest.value, pAnyAtLeast10: pAnyAtLeast10.value, pRedrawExact: pRedraw.exact, expectedTotalExact: expectedTotal.exact, pAnyAtLeast10Exact: pAnyAtLeast10.exact };
}

// The summary of figures in order: measures as summaryFrom shows them, a plain number as itself.
function chargenSummary(figures: ChargenMeasures["figures"]): Pick<AnalysisResult, "summary" | "summaryExact"> {
  const parts = figures.map(([name, m]) => (typeof m === "number" ? { summary: { [name]: m }, summaryExact: {} } : summaryFrom({ [name]: m })));
  return { summary: Object.fromEntries(parts.flatMap((part) => Object.entries(part.summary))), summaryExact: Object.fromEntries(parts.flatMap((part) => Object.entries(part.summaryExact).flatMap(([name, exact]) => (exact === undefined ? [] : [[name, exact] as const])))) };
}

/**
 * The one result of a generation method, exact or simulated alike (issue 25 §7): the outcomes of each
 * measure (or the one asked for) with fractions or 95% intervals and counts, the summary figures, a CSV row
 * per outcome, the per-seat details of the card method, the value and primary-total tables and two charts
 * (exact: the total's bars and the Suit lines; simulated: the total's and the best Suit's bars with error bars). O(values × seats).
 */
function chargenResult(measures: ChargenMeasures, setup: ChargenSetup, measure: Measure | undefined): AnalysisResult {
  const { values, trials } = measures;
  const outcomeRows = (m: Measure): OutcomeRow[] =>
    values[m].map(([value, v]) => (v.kind === "exact" ? { outcome: String(value), measure: m, probability: v.value, exact: v.exact } : { ...outcomeRowFrom(String(value), v), measure: m }));
  const shown = measure === undefined ? MEASURES : [measure];
  const outcomes = shown.flatMap(outcomeRows);
  const seats = measures.seats.map((seat, s) => seatRow(s + 1, seat));
  const title = `${describeMethod(setup)}${trials === undefined ? "" : ` (simulated, ${trials} trials)`}`;
  const percentOf = (m: Measure, value: number) => values[m].find(([v]) => v === value)?.[1] ?? exactMeasure(Rational.ZERO);
  const interval = (m: FigureMeasure) => (m.kind === "exact" ? m.exact : `${formatPercent(m.low)}–${formatPercent(m.high)}`);
  const suitValues = [...new Set([...values.suit, ...values.best].map(([value]) => value))].sort((a, b) => a - b);
  const total = outcomeRows("total");
  return {
    outcomes,
    ...chargenSummary(measures.figures),
    rows: shown.flatMap((m) => values[m].map(([value, v]) => ({ method: setup.method, measure: m, value, ...probabilityColumns(v) }))),
    ...(seats.length ? { details: { seats } } : {}),
    table: {
      columns: trials === undefined ? ["value", "one Suit", "exact", "best Suit", "exact "] : ["value", "one Suit", "95% interval", "best Suit", "95% interval "],
      rows: (trials === undefined ? suitValues : values.suit.map(([value]) => value)).map((value) => [
        String(value),
        formatPercent(percentOf("suit", value).value),
        interval(percentOf("suit", value)),
        formatPercent(percentOf("best", value).value),
        interval(percentOf("best", value)),
      ]),
    },
    extraTables: [
      {
        title: "Primary total (the four primary Suit values)",
        columns: trials === undefined ? ["total", "probability", "exact"] : ["total", "probability", "95% interval", "count"],
        rows: values.total.map(([value, m]) => [String(value), formatPercent(m.value), interval(m), ...(m.kind === "exact" ? [] : [String(m.count)])]),
      },
      ...seatTable(seats),
    ],
    charts:
      trials === undefined
        ? [
            {
              name: "",
              title: `Primary total: ${title}`,
              kind: "bar",
              data: values.total.map(([value, m]) => ({ total: value, probability: m.value })),
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
          ]
        : [outcomeBarChart(total, `Primary total: ${title}`, total.map((row) => row.outcome)), outcomeBarChart(outcomeRows("best"), `Best Suit: ${title}`, values.best.map(([value]) => String(value)), "best")],
  };
}

/** The exact measures of a generation method: its three distributions, figures (with P(redraw) and legal builds where they apply) and seats. O(values × seats). */
function solvedChargenMeasures(stats: ChargenStats): ChargenMeasures {
  const of = (distribution: ChargenStats["suit"]) => distribution.outcomes.map((value) => [value, exactMeasure(distribution.probability(value))] as const);
  const pRedraw = stats.seats ? stats.seats.reduce((sum, seat) => sum.add(seat.pRedraw), Rational.ZERO).divide(Rational.of(stats.seats.length)) : undefined;
  const figures = { ...chargenFigures(stats), ...(pRedraw ? { pRedraw } : {}), ...(stats.builds !== undefined ? { builds: Rational.of(stats.builds) } : {}) };
  const seats = (stats.seats ?? []).map((seat) => {
    const seatFigures = chargenFigures({ ...seat, pAnyAtLeast10: seat.best.probabilityAtLeast(10) });
    return { pRedraw: exactMeasure(seat.pRedraw), expectedTotal: exactMeasure(seatFigures.expectedTotal), expectedBest: exactMeasure(seatFigures.expectedBest), pAnyAtLeast10: exactMeasure(seatFigures.pAnyAtLeast10) };
  });
  return { values: { suit: of(stats.suit), total: of(stats.total), best: of(stats.best) }, figures: Object.entries(figures).map(([name, value]) => [name, exactMeasure(value)] as const), seats };
}

/** The exact result of a run: one method's result, or the fairness table. */
function solvedChargen(params: ChargenParams): AnalysisResult {
  const base = { players: params.players, highPowered: params.highPowered, highPoweredRoll: params.highPoweredRoll, start: params.start } as const;
  if (params.fairness) return compareMethods(base);
  const setup = setupOf(params);
  return chargenResult(solvedChargenMeasures(solveChargen(setup)), setup, params.measure);
}

/**
 * A simulated generation method's measures: each measure's values with 95% intervals and counts, the
 * figures expectedSuit, expectedTotal, varianceTotal (a plain number), expectedBest, pAnyAtLeast10 and,
 * for cards, pRedraw, and the seats. O(values × seats).
 * @throws {RangeError} when the estimates lack a group or quantity of the plan.
 */
function sampledChargenMeasures(estimates: Estimates, setup: ChargenSetup): ChargenMeasures {
  const of = (m: Measure) => Object.entries(groupMeasures(estimates, m)).map(([value, v]) => [Number(value), v] as const);
  const best = of("best");
  // The sample variance of the total: its mean's standard error² × trials.
  const standardError = estimates.quantities.total?.standardError ?? Number.NaN;
  const figures: ChargenMeasures["figures"] = [
    ["expectedSuit", quantityMean(estimates, "suit")],
    ["expectedTotal", quantityMean(estimates, "total")],
    ["varianceTotal", standardError * standardError * estimates.trials],
    ["expectedBest", quantityMean(estimates, "best")],
    ["pAnyAtLeast10", groupShare(estimates, "best", best.filter(([value]) => value >= 10).map(([value]) => String(value)))],
    ...(setup.method === "cards" ? [["pRedraw", groupShare(estimates, "redraw", ["redraw"])] as const] : []),
  ];
  const seats =
    setup.method !== "cards"
      ? []
      : Array.from({ length: setup.players }, (_, s) => {
          const names = seatGroups(s + 1);
          return {
            pRedraw: groupShare(estimates, names.redraw, ["redraw"]),
            expectedTotal: quantityMean(estimates, seatQuantities(s + 1).total),
            expectedBest: quantityMean(estimates, seatQuantities(s + 1).best),
            pAnyAtLeast10: groupShare(estimates, names.anyAtLeast10, ["yes"]),
          };
        });
  return { values: { suit: of("suit"), total: of("total"), best }, figures, seats, trials: estimates.trials };
}

/** `oddsmith zilch chargen`: the primary Suit values a generation method gives, or the fairness table of all four. */
export const chargenAnalysis = defineAnalysis({
  summary: "character generation: one Suit, the primary total, the best Suit, P(a Suit ≥ 10); --fairness for all four methods",
  rules: ["2.5"],
  options: CHARGEN_OPTIONS,
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
  exactCost: chargenCost,
  run: solvedChargen,
  sampleLimits: notSampled,
  sampler: {
    plan: (params) => {
      const problems = notSampled(params);
      if (problems.length > 0) throw new RangeError(problems.join("; "));
      return sampleChargen(setupOf(params), params.measure);
    },
    result: (estimates, params) => chargenResult(sampledChargenMeasures(estimates, setupOf(params)), setupOf(params), params.measure),
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
