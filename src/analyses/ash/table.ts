import { defineAnalysis, type AnalysisResult, type Cell, type ChartRequest } from "../../framework/analysis.js";
import { estimatedMeasure, exactMeasure, outcomeRowFrom, proportionMeasure, type Measure } from "../../framework/measure.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { OddsmithError } from "../../core/errors.js";
import { choiceOption, integerOption, rangeOption, type ParamsOf } from "../../framework/options.js";
import { OUTCOMES, outcomeRecord, SUCCESSES, type AshOutcome } from "../../models/ash/outcome-ladder.js";
import { sampleAshTable, tableCellGroup, tableCells, tableCellWounds, type TableCellKey } from "../../models/ash/sample/table.js";
import { optimalHandSeconds, tableSeconds } from "./solve-costs.js";
import { TABLE_POLICIES } from "../../models/ash/play-policy.js";
import { solveAshTable, TABLE_STRAIN_LIMIT } from "../../models/ash/table.js";
import { CHECK_LIMITS, HAND_LIMIT } from "../../models/ash/building-the-total.js";
import { LADDER_COLOURS } from "./ladder.js";
import { deckOptions } from "./options.js";
import { citeRules } from "../../framework/rules-citation.js";

/** The parameters of a table run. */
type TableParams = ParamsOf<typeof ashTableOptions>;

/** One cell's measures, exact or simulated: its key, its figures and its whole outcome ladder. */
interface TableCellMeasures {
  readonly key: TableCellKey;
  readonly pSuccessOrBetter: Measure;
  readonly pSucceeds: Measure;
  readonly expectedWounds: Measure;
  readonly ladder: Readonly<Record<AshOutcome, Measure>>;
}

/** One cell of the table as its CSV row: the cell, its figures, then their fractions (exact) or 95% intervals (simulated). */
export type TableRow = {
  readonly trait: number;
  readonly opposing: number;
  readonly strain: number;
  readonly hand: string;
  readonly pSuccessOrBetter: number;
  readonly pSucceeds: number;
  readonly expectedWounds: number;
  readonly [column: string]: Cell;
};

/** One outcome of one cell's ladder, as the `ladder` details hold it. */
export type TableLadderRow = { readonly trait: number; readonly opposing: number; readonly strain: number; readonly hand: "empty" | "random"; readonly outcome: string; readonly probability: number; readonly [column: string]: Cell };

/** The result of `ash table`, exact or simulated: its cell count, a row per cell, every cell's ladder in the details. */
export type TableResult = AnalysisResult<"cells", TableRow> & { readonly details: { readonly ladder: readonly TableLadderRow[] } };

/** A figure's 95% interval as CSV columns `<name>Low`, `<name>High`; none for an exact figure. */
function intervalColumns(name: string, measure: Measure): Record<string, number> {
  return measure.kind === "estimated" ? { [`${name}Low`]: measure.low, [`${name}High`]: measure.high } : {};
}

/** A cell's further CSV columns: the exact fractions of P(success or better) and E[wounds], or every figure's 95% interval. */
function cellColumns(cell: TableCellMeasures): Record<string, Cell> {
  const { pSuccessOrBetter, pSucceeds, expectedWounds } = cell;
  if (pSuccessOrBetter.kind === "exact" && expectedWounds.kind === "exact") return { pSuccessOrBetterExact: pSuccessOrBetter.exact, expectedWoundsExact: expectedWounds.exact };
  return { ...intervalColumns("pSuccessOrBetter", pSuccessOrBetter), ...intervalColumns("pSucceeds", pSucceeds), ...intervalColumns("expectedWounds", expectedWounds) };
}

/** One heatmap of the table: its chart name, what it colours, for which hand and Strain. */
interface TableHeatmap {
  readonly name: string;
  readonly measure: "success" | "wounds";
  readonly hand: "empty" | "random";
  readonly strain: number;
}

/**
 * The table's heatmaps in order: per Strain value, P(success or better) and expected Wounds, empty hand
 * then random hand; the first is the main chart (""), the others named by hand, measure and Strain. O(strains).
 * @example tableHeatmaps([0]).map((heatmap) => heatmap.name) // ["", "wounds", "hand-success", "hand-wounds"]
 */
export function tableHeatmaps(strains: readonly number[]): TableHeatmap[] {
  const heatmaps: TableHeatmap[] = [];
  for (const strain of strains) {
    const suffix = strains.length > 1 || strain !== 0 ? `-strain${strain}` : "";
    for (const hand of ["empty", "random"] as const) {
      for (const measure of ["success", "wounds"] as const) {
        heatmaps.push({ name: heatmaps.length === 0 ? "" : `${hand === "empty" ? "" : "hand-"}${measure}${suffix}`, measure, hand, strain });
      }
    }
  }
  return heatmaps;
}

/** The table's charts: its heatmaps (tableHeatmaps) and the ladder of every cell of the first Strain, empty hand. O(cells). */
function tableCharts(params: TableParams, rows: readonly TableRow[], cells: readonly TableCellMeasures[], titleNote: string): ChartRequest[] {
  const charts: ChartRequest[] = [];
  const handTitle = (hand: "empty" | "random") => (hand === "empty" ? "empty hand" : `random ${params.handSize}-card hand, policy ${params.policy}`);
  const x = { field: "opposing", title: "Opposing cards", type: "ordinal" } as const;
  const y = { field: "trait", title: "Trait rank", type: "ordinal" } as const;
  for (const { name, measure, hand, strain } of tableHeatmaps(params.strain)) {
    const data = rows.filter((_, i) => cells[i]?.key.strain === strain && cells[i]?.key.hand === hand);
    charts.push(
      measure === "success"
        ? {
            name,
            title: `P(success or better), ${handTitle(hand)}, strain ${strain}${titleNote ? " (simulated)" : ""}`,
            kind: "heatmap",
            data,
            x,
            y,
            color: { field: "pSuccessOrBetter", title: "P(success+)", type: "quantitative", format: ".0%" },
            labels: true,
          }
        : {
            name,
            title: `Expected Wounds from the check, ${handTitle(hand)}, strain ${strain}${titleNote ? " (simulated)" : ""}`,
            kind: "heatmap",
            data,
            x,
            y,
            color: { field: "expectedWounds", title: "E[wounds]", type: "quantitative", format: ".2f", domain: [0, 2] },
            labels: true,
          },
    );
  }
  // The whole ladder per cell (first strain value), empty hand: what each Trait rank faces.
  const ladderCells = cells.filter((cell) => cell.key.strain === params.strain[0] && cell.key.hand === "empty");
  const cellName = (cell: TableCellMeasures) => `trait ${cell.key.trait} vs ${cell.key.opposing}`;
  charts.push({
    name: "ladder",
    title: `The outcome ladder by Trait rank and Opposing cards, empty hand, strain ${params.strain[0]}${titleNote ? " (simulated)" : ""}`,
    kind: "bar",
    data: ladderCells.flatMap((cell) => OUTCOMES.map((outcome) => ({ cell: cellName(cell), outcome, probability: cell.ladder[outcome].value }))),
    x: { field: "cell", title: "Trait rank vs Opposing cards", type: "ordinal", order: ladderCells.map(cellName) },
    y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
    color: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES].reverse(), scheme: "redblue" },
  });
  return charts;
}

/**
 * The one result builder of `ash table` (issue 25 §7): its cells' measures, exact or simulated alike,
 * become one outcome row and CSV row per cell, the heatmaps, the ladder chart, the terminal grid and the
 * `ladder` details (every cell's whole outcome ladder); `trials` says a simulation's trials per cell. O(cells).
 */
function tableResult(params: TableParams, cells: readonly TableCellMeasures[], trials?: number): TableResult {
  const titleNote = trials === undefined ? "" : ` (simulated, ${trials} trials per cell; 95% intervals in JSON and CSV)`;
  const rows: TableRow[] = cells.map((cell) => ({
    trait: cell.key.trait,
    opposing: cell.key.opposing,
    strain: cell.key.strain,
    hand: cell.key.hand === "empty" ? "empty" : `random ${params.handSize}`,
    pSuccessOrBetter: cell.pSuccessOrBetter.value,
    pSucceeds: cell.pSucceeds.value,
    expectedWounds: cell.expectedWounds.value,
    ...cellColumns(cell),
  }));
  const charts = tableCharts(params, rows, cells, titleNote);
  const chanceAt = (strain: number, trait: number, opposing: number, hand: "empty" | "random") =>
    formatPercent(cells.find((c) => c.key.strain === strain && c.key.trait === trait && c.key.opposing === opposing && c.key.hand === hand)?.pSuccessOrBetter.value ?? NaN);
  return {
    outcomes: cells.map((cell) => {
      const { outcome, ...measured } = outcomeRowFrom("success-or-better", cell.pSuccessOrBetter);
      return { outcome, trait: cell.key.trait, opposing: cell.key.opposing, strain: cell.key.strain, hand: cell.key.hand, ...measured };
    }),
    summary: { cells: cells.length },
    summaryExact: {},
    rows,
    charts,
    details: { ladder: cells.flatMap((cell) => OUTCOMES.map((outcome) => ({ trait: cell.key.trait, opposing: cell.key.opposing, strain: cell.key.strain, hand: cell.key.hand, ...outcomeRowFrom(outcome, cell.ladder[outcome]) }))) },
    table: {
      title: `P(success or better): empty hand / random ${params.handSize}-card hand played under policy ${params.policy}${titleNote}`,
      columns: [...(params.strain.length > 1 ? ["strain"] : []), "trait \\ opposing", ...params.opposing.map(String)],
      rows: params.strain.flatMap((strain) =>
        params.trait.map((trait) => [
          ...(params.strain.length > 1 ? [String(strain)] : []),
          String(trait),
          ...params.opposing.map((opposing) => `${chanceAt(strain, trait, opposing, "empty")} / ${chanceAt(strain, trait, opposing, "random")}`),
        ]),
      ),
    },
  };
}

/** The explanation of one heatmap of a table run, from the run's own rows (see explainTable). O(cells). */
function explainHeatmap(heatmap: TableHeatmap, handSize: number, strains: readonly number[], result: TableResult): string {
  const points = (value: number) => `${Math.round(value * 100)} points`;
  const two = (value: number) => value.toFixed(2);
  const handText = handSize === 1 ? "a single random card in hand" : `a random ${handSize}-card hand`;
  const handRule = handSize === 1 ? "(played, or discarded to draw when worth 0)" : "played under policy all (every card of value, zeros discarded to draw)";
    const hand = (kind: "empty" | "random") => (kind === "empty" ? "empty" : `random ${handSize}`);
    const cellsOf = (kind: "empty" | "random", strain = heatmap.strain) => result.rows.filter((row) => row.strain === strain && row.hand === hand(kind));
    const at = (kind: "empty" | "random", trait: number, opposing: number, field: "pSuccessOrBetter" | "expectedWounds", strain = heatmap.strain) =>
      cellsOf(kind, strain).find((row) => row.trait === trait && row.opposing === opposing)?.[field] ?? NaN;
    const traits = [...new Set(cellsOf("empty").map((row) => row.trait))].sort((a, b) => a - b);
    const opposings = [...new Set(cellsOf("empty").map((row) => row.opposing))].sort((a, b) => a - b);
    // A table has at least one Trait rank and one Opposing count (rangeOption refuses an empty list).
    const [firstTrait = 0, maxTrait = 0, midTrait = 0] = [traits[0], traits.at(-1), traits[Math.floor(traits.length / 2)]];
    const [firstOpposing = 0, maxOpposing = 0] = [opposings[0], opposings.at(-1)];
    const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const lift = (field: "pSuccessOrBetter" | "expectedWounds") => mean(cellsOf("random").map((row) => row[field] - at("empty", row.trait, row.opposing, field)));
    const traitStep = mean(traits.slice(1).flatMap((trait) => opposings.map((opposing) => at("empty", trait, opposing, "pSuccessOrBetter") - at("empty", trait - 1, opposing, "pSuccessOrBetter"))));
    const where = `Trait rank (rows) against Opposing cards (columns)`;
    const setting = `${heatmap.hand === "empty" ? "an empty hand" : `${handText} ${handRule}`}, Strain ${heatmap.strain}`;
    if (heatmap.measure === "success" && heatmap.hand === "empty") {
      const what = `Each cell is the chance of success or better (a total of 2 or more) for a ${where}, with ${setting}; yellow is likely, purple hopeless.`;
      if (heatmap.strain !== strains[0]) {
        const opposing = opposings[1] ?? firstOpposing;
        return (
          `${what} Against the Strain ${strains[0]} grid, Trait ${midTrait} against ${opposing} falls from ${formatPercent(at("empty", midTrait, opposing, "pSuccessOrBetter", strains[0]))} to ${formatPercent(at("empty", midTrait, opposing, "pSuccessOrBetter"))}: ` +
          `each point of Strain is one more Opposing card, so a strained character should rest before a check that matters.`
        );
      }
      const top = Math.min(maxTrait, maxOpposing);
      return (
        `${what} At equal numbers it rises from ${formatPercent(at("empty", 1, 1, "pSuccessOrBetter"))} (1 against 1) to ${formatPercent(at("empty", top, top, "pSuccessOrBetter"))} (${top} against ${top}): ` +
        "more cards on both sides mean more swing, and a total of 2 needs swing, so raising Trait and Opposing together makes a check easier, not the same."
      );
    }
    if (heatmap.measure === "success") {
      const opposing = opposings[Math.min(2, opposings.length - 1)] ?? firstOpposing;
      const gained = lift("pSuccessOrBetter");
      return (
        `The same grid of the chance of success or better, with ${setting}. It lifts Trait ${midTrait} against ${opposing} from ${formatPercent(at("empty", midTrait, opposing, "pSuccessOrBetter"))} to ${formatPercent(at("random", midTrait, opposing, "pSuccessOrBetter"))}, and every cell by ${points(gained)} on average, ` +
        `about ${formatNumber(Number((gained / traitStep).toFixed(1)))} Trait ranks' worth (a rank adds ${points(traitStep)} with an empty hand): ` +
        (handSize === 1 ? "a card held back is a real bonus for a later check." : "the hand, not the Trait, is a character's main resource, and checks after it is spent fall back to the empty-hand grid.")
      );
    }
    const perCard = (at("empty", midTrait, maxOpposing, "expectedWounds") - at("empty", midTrait, firstOpposing, "expectedWounds")) / (maxOpposing - firstOpposing);
    if (heatmap.hand === "empty") {
      return (
        `Each cell is the expected number of Wounds the check deals (bad 1, dismal 2) for a ${where}, with ${setting}; purple is none, yellow two. ` +
        `At Trait ${midTrait} each Opposing card adds about ${two(perCard)} Wounds (${two(at("empty", midTrait, firstOpposing, "expectedWounds"))} at ${opposings[0]}, ${two(at("empty", midTrait, maxOpposing, "expectedWounds"))} at ${maxOpposing}), ` +
        `so a GM who stacks Opposing cards against an empty hand is dealing Wounds, not just raising the odds of failure.`
      );
    }
    const emptyWounds = mean(cellsOf("empty").map((row) => row.expectedWounds));
    const handWounds = mean(cellsOf("random").map((row) => row.expectedWounds));
    return (
      `Expected Wounds (bad 1, dismal 2) for the same grid with ${setting}; purple is none, yellow two. ` +
      `The worst cell, Trait ${traits[0]} against ${maxOpposing}, drops from ${two(at("empty", firstTrait, maxOpposing, "expectedWounds"))} Wounds with an empty hand to ${two(at("random", firstTrait, maxOpposing, "expectedWounds"))}, and the grid as a whole loses ${Math.round((1 - handWounds / emptyWounds) * 100)}% of its Wounds: ` +
      "the wound spiral starts when a character checks with nothing left in hand."
    );
}

/** The explanation of a table run's ladder chart, from its `ladder` details (see explainTable). O(cells). */
function explainLadder(strains: readonly number[], result: TableResult): string {
  const ladder = result.details.ladder.filter((row) => row.strain === strains[0] && row.hand === "empty");
  const hurt = (trait: number, opposing: number) =>
    ladder.filter((row) => row.trait === trait && row.opposing === opposing && (row.outcome === "bad" || row.outcome === "dismal")).reduce((sum, row) => sum + row.probability, 0);
  const traits = [...new Set(ladder.map((row) => row.trait))].sort((a, b) => a - b);
  const opposings = [...new Set(ladder.map((row) => row.opposing))].sort((a, b) => a - b);
  // How many Opposing cards beyond the Trait rank make a Wound at least as likely as not, per Trait rank.
  const margins = traits.flatMap((trait) => {
    const first = opposings.find((opposing) => hurt(trait, opposing) >= 0.5);
    return first === undefined ? [] : [first - trait];
  });
  const margin = margins.length > 0 && margins.every((m) => m === margins[0]) ? margins[0] : undefined;
  const lesson =
    margin !== undefined
      ? `Bad or dismal, the outcomes that deal Wounds, come at least half the time as soon as Opposing cards outnumber the Trait rank by ${margin}: a GM who sets Opposing ${margin === 1 ? "one" : margin} above the Trait of a character with nothing in hand is choosing Wounds as often as not.`
      : "Bad or dismal, the outcomes that deal Wounds, grow with every Opposing card and shrink with every Trait rank: read the red share of a bar as the chance the check costs Wounds.";
  return `Each bar is one cell of the grid, Trait rank against Opposing cards with an empty hand and Strain ${strains[0]}, split ${LADDER_COLOURS}. ${lesson}`;
}

/**
 * The report's explanations of every chart of a table run (its heatmaps and the ladder), from the run's
 * own rows and `ladder` details: what a cell or bar is, the figures that carry the lesson, and the lesson.
 * `handSize` and `strains` are the run's own parameters. O(charts × cells).
 */
function explainTable(handSize: number, strains: readonly number[] = [0]): Record<string, (result: TableResult) => string> {
  const explanations: Record<string, (result: TableResult) => string> = {};
  for (const heatmap of tableHeatmaps(strains)) explanations[heatmap.name] = (result) => explainHeatmap(heatmap, handSize, strains, result);
  explanations["ladder"] = (result) => explainLadder(strains, result);
  return explanations;
}

/** The options of `ash table`. */
const ashTableOptions = {
  trait: rangeOption({ label: "Trait ranks", rules: "4.2", ...CHECK_LIMITS.trait, default: [0, 1, 2, 3, 4], doc: "Trait ranks (rows)" }),
  opposing: rangeOption({ label: "Opposing cards", rules: "4.2", ...CHECK_LIMITS.opposing, default: [0, 1, 2, 3, 4, 5], doc: "Opposing cards (columns)" }),
  strain: rangeOption({ label: "Strain", rules: "4.2", min: 0, max: TABLE_STRAIN_LIMIT, default: [0], doc: "current Strain (one grid per value)" }),
  handSize: integerOption({ label: "Hand size", help: "Size of the random hand, played as the policy below says (all: play positive cards, discard zeros to draw).", rules: "4.5", min: 0, max: HAND_LIMIT, default: 5, doc: "size of the random hand, played under --policy (all: play positive cards, discard zeros to draw)" }),
  policy: choiceOption(TABLE_POLICIES, { label: "How the hand is played", rules: "4.5", doc: `how the random hand is played: all (every card of value, zeros discarded to draw) or optimal (${citeRules("4.5")}, GM cards shown first, no card cost; exact only)`, default: "all" }),
  ...deckOptions,
} as const;

/** `oddsmith ash table`: P(success or better) and expected wounds over trait × opposing, empty and typical hand. */
export const ashTableAnalysis = defineAnalysis<typeof ashTableOptions, TableResult>({
  summary: "P(success or better) and expected Wounds for every Trait rank × Opposing cards, empty hand and a random hand",
  rules: ["4.3", "4.5"],
  options: ashTableOptions,
  validate: (params) => {
    // A random hand under policy all draws one card per zero it holds: at most twice the hand size.
    const player = 2 * params.handSize + Math.max(...params.trait);
    const gm = Math.max(...params.opposing) + Math.max(...params.strain);
    return params.decks === "shared" && player + gm > 54 ? [messages.tooManyCards(player + gm, "twice the hand, the largest trait, Opposing and Strain")] : [];
  },
  exactCost: (params) => ({
    // Optimal solves every composition of the random hand in every cell.
    seconds:
      tableSeconds(params.trait, params.opposing, params.strain, params.handSize, params.decks) +
      (params.policy === "optimal" ? params.trait.length * params.opposing.length * params.strain.length * optimalHandSeconds(params.handSize) : 0),
    what: `${(params.trait.length * params.opposing.length * params.strain.length).toLocaleString("en-US")} cells, hand ${params.handSize}${params.decks === "shared" ? ", shared deck" : ""}`,
    smaller: "fewer --trait, --opposing or --strain values, or a smaller --hand-size",
  }),
  run: (params) =>
    tableResult(
      params,
      solveAshTable(params.trait, params.opposing, params.strain, params.handSize, params.decks, params.policy).map((cell) => ({
        key: cell,
        pSuccessOrBetter: exactMeasure(cell.pSuccessOrBetter),
        pSucceeds: exactMeasure(cell.pSucceeds),
        expectedWounds: exactMeasure(cell.expectedWounds),
        ladder: outcomeRecord((outcome) => exactMeasure(cell.outcomes.probability(outcome))),
      })),
    ),
  sampleLimits: (params) => (params.policy === "optimal" ? [messages.exactOnly("--policy optimal", "the optimal play of a random hand is")] : []),
  sampler: {
    plan: (params) => {
      // Reached only past sampleLimits' refusal (a library caller): never sample policy all in its place.
      if (params.policy === "optimal") throw new OddsmithError("policy", "all under --mc (the optimal play of a random hand is solved exactly only)", params.policy);
      return sampleAshTable(params.trait, params.opposing, params.strain, params.handSize, params.decks);
    },
    result: (estimates, params) =>
      tableResult(
        params,
        tableCells(params.trait, params.opposing, params.strain).map((key) => {
          const ladder = estimates.groups[tableCellGroup(key)];
          const wounds = estimates.quantities[tableCellWounds(key)];
          if (ladder === undefined || wounds === undefined) throw new RangeError(`no tally of the cell ${tableCellGroup(key)}`);
          const countOf = (outcomes: readonly AshOutcome[]) => outcomes.reduce((sum, outcome) => sum + (ladder[outcome]?.count ?? 0), 0);
          return {
            key,
            pSuccessOrBetter: proportionMeasure(countOf(["superb", "success"]), estimates.trials),
            pSucceeds: proportionMeasure(countOf(SUCCESSES), estimates.trials),
            expectedWounds: estimatedMeasure(wounds),
            ladder: outcomeRecord((outcome) => {
              const estimate = ladder[outcome];
              if (estimate === undefined) throw new RangeError(`no tally of ${outcome} in the cell ${tableCellGroup(key)}`);
              return estimatedMeasure(estimate);
            }),
          };
        }),
        estimates.trials,
      ),
    // One cell's whole ladder: a random 5-card hand, and a shared deck under Strain.
    validation: [
      { trait: "2", opposing: "3" },
      { trait: "1", opposing: "4", strain: "2", handSize: "3", decks: "shared" },
    ],
    validationTarget: (exact, params) => {
      const key = tableCells(params.trait, params.opposing, params.strain).find((cell) => cell.hand === "random");
      if (key === undefined) throw new RangeError("a table has a random-hand cell");
      const ladder = (exact.details?.["ladder"] ?? []).filter((row) => row.trait === key.trait && row.opposing === key.opposing && row.strain === key.strain && row.hand === key.hand);
      return { group: tableCellGroup(key), outcomes: ladder.map((row) => ({ outcome: String(row.outcome), probability: Number(row.probability) })) };
    },
  },
  reportRuns: [
    { name: "table", title: "The outcome ladder by Trait rank 0..4 and Opposing cards 0..5: empty hand and a random 5-card hand", params: {}, explanations: explainTable(5) },
    {
      name: "table-one-card",
      title: "The value of one hand card: empty hand against one random card (played, or discarded to draw when worth 0)",
      params: { handSize: 1 },
      explanations: explainTable(1),
    },
    { name: "table-strain", title: "Strain 0 and 2 against Trait 0..4 and Opposing 0..3", params: { opposing: "0..3", strain: "0,2" }, explanations: explainTable(5, [0, 2]) },
  ],
});
