import { defineAnalysis, type AnalysisResult, type Cell, type ChartRequest, type OutcomeRow, type Row } from "../../core/analysis.js";
import { proportionEstimate } from "../../core/estimate.js";
import { formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { integerOption, rangeOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { deckOptions } from "./options.js";
import type { Distribution } from "../../core/distribution.js";
import { fullDeckCounts, OUTCOMES, type AshOutcome } from "./rules.js";
import { sampleAshTable, tableCellGroup, tableCells, tableCellWounds, type TableCellKey } from "./sample-table.js";
import { fixedPlayTotal, outcomesOfTotals, randomHandTotal, type Decks } from "./solve-check.js";

/** One cell of the trait × opposing grid, for an empty hand or a random hand played under policy all. */
export interface AshTableCell {
  readonly trait: number;
  readonly opposing: number;
  readonly strain: number;
  readonly hand: "empty" | "random";
  /** P(total ≥ 2): success or superb. */
  readonly pSuccessOrBetter: Rational;
  /** P(total ≥ 1): any success on the ladder, messy included. */
  readonly pSucceeds: Rational;
  readonly expectedWounds: Rational;
  readonly outcomes: Distribution<AshOutcome>;
}

/**
 * Every cell of an Ash trait × opposing × strain grid exactly (RULES.md 4.1–4.3), with an empty hand
 * (trait cards only) and with a random hand of `handSize` cards played under policy `all`. Strain cards
 * are drawn like Opposing cards, so (opposing, strain) costs what opposing + strain would.
 * O(cells × hand compositions × drawSum).
 * @example solveAshTable([0], [0], [0], 5, "separate")[0].pSucceeds.toString() // "0/1"
 */
export function solveAshTable(traits: readonly number[], opposings: readonly number[], strains: readonly number[], handSize: number, decks: Decks): AshTableCell[] {
  const cells: AshTableCell[] = [];
  for (const strain of strains) {
    for (const trait of traits) {
      for (const opposing of opposings) {
        const gmDraws = opposing + strain;
        const empty = fixedPlayTotal({ deckCounts: fullDeckCounts(), playedValue: 0, playerDraws: trait, gmDraws, decks, offset: 0 });
        const random = randomHandTotal({ handSize, trait, gmDraws, decks, offset: 0 });
        for (const [hand, totals] of [["empty", empty], ["random", random]] as const) {
          const outcomes = outcomesOfTotals(totals);
          cells.push({
            trait,
            opposing,
            strain,
            hand,
            pSuccessOrBetter: totals.probabilityAtLeast(2),
            pSucceeds: totals.probabilityAtLeast(1),
            expectedWounds: outcomes.probability("bad").add(outcomes.probability("dismal").multiply(Rational.of(2))),
            outcomes,
          });
        }
      }
    }
  }
  return cells;
}

/** One cell's figures as the table shows them, exact or simulated. */
interface TableCellFigures {
  readonly key: TableCellKey;
  readonly pSuccessOrBetter: number;
  readonly pSucceeds: number;
  readonly expectedWounds: number;
  /** The whole outcome ladder (with `exact`, or `low`, `high`, `count`). */
  readonly ladder: readonly OutcomeRow[];
  /** Further CSV columns: the exact fractions, or the 95% intervals. */
  readonly row: Readonly<Record<string, Cell>>;
  /** Further fields of the cell's outcome row (P(success or better)). */
  readonly outcome: Readonly<Record<string, Cell>>;
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

/**
 * The table's result from its cells' figures, exact or simulated alike: one outcome row and CSV row per
 * cell, the heatmaps, the ladder chart, the terminal grid and the `ladder` details (every cell's whole
 * outcome ladder). O(cells).
 */
function tableResult(params: { trait: number[]; opposing: number[]; strain: number[]; handSize: number }, cells: readonly TableCellFigures[], titleNote: string): AnalysisResult {
  const rows: Row[] = cells.map((cell) => ({
    trait: cell.key.trait,
    opposing: cell.key.opposing,
    strain: cell.key.strain,
    hand: cell.key.hand === "empty" ? "empty" : `random ${params.handSize}`,
    pSuccessOrBetter: cell.pSuccessOrBetter,
    pSucceeds: cell.pSucceeds,
    expectedWounds: cell.expectedWounds,
    ...cell.row,
  }));
  const charts: ChartRequest[] = [];
  const handTitle = (hand: "empty" | "random") => (hand === "empty" ? "empty hand" : `random ${params.handSize}-card hand, policy all`);
  const x = { field: "opposing", title: "Opposing cards", type: "ordinal" } as const;
  const y = { field: "trait", title: "Trait rank", type: "ordinal" } as const;
  for (const { name, measure, hand, strain } of tableHeatmaps(params.strain)) {
    const data = rows.filter((_, i) => cells[i]!.key.strain === strain && cells[i]!.key.hand === hand);
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
  const cellName = (cell: TableCellFigures) => `trait ${cell.key.trait} vs ${cell.key.opposing}`;
  charts.push({
    name: "ladder",
    title: `The outcome ladder by Trait rank and Opposing cards, empty hand, strain ${params.strain[0]}${titleNote ? " (simulated)" : ""}`,
    kind: "bar",
    data: ladderCells.flatMap((cell) => cell.ladder.map((row) => ({ cell: cellName(cell), outcome: row.outcome, probability: row.probability }))),
    x: { field: "cell", title: "Trait rank vs Opposing cards", type: "ordinal", order: ladderCells.map(cellName) },
    y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
    color: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES].reverse(), scheme: "redblue" },
  });
  const cellOf = (strain: number, trait: number, opposing: number, hand: "empty" | "random") =>
    cells.find((c) => c.key.strain === strain && c.key.trait === trait && c.key.opposing === opposing && c.key.hand === hand)!;
  return {
    outcomes: cells.map((cell) => ({
      outcome: "success-or-better",
      trait: cell.key.trait,
      opposing: cell.key.opposing,
      strain: cell.key.strain,
      hand: cell.key.hand,
      probability: cell.pSuccessOrBetter,
      ...cell.outcome,
    })),
    summary: { cells: cells.length },
    summaryExact: {},
    rows,
    charts,
    details: { ladder: cells.flatMap((cell) => cell.ladder.map((row) => ({ trait: cell.key.trait, opposing: cell.key.opposing, strain: cell.key.strain, hand: cell.key.hand, ...row }))) },
    table: {
      title: `P(success or better): empty hand / random ${params.handSize}-card hand played under policy all${titleNote}`,
      columns: [...(params.strain.length > 1 ? ["strain"] : []), "trait \\ opposing", ...params.opposing.map(String)],
      rows: params.strain.flatMap((strain) =>
        params.trait.map((trait) => [
          ...(params.strain.length > 1 ? [String(strain)] : []),
          String(trait),
          ...params.opposing.map((opposing) => `${formatPercent(cellOf(strain, trait, opposing, "empty").pSuccessOrBetter)} / ${formatPercent(cellOf(strain, trait, opposing, "random").pSuccessOrBetter)}`),
        ]),
      ),
    },
  };
}

/** `oddsmith ash table`: P(success or better) and expected wounds over trait × opposing, empty and typical hand. */
export const ashTableAnalysis = defineAnalysis({
  game: "ash",
  name: "table",
  summary: "P(success or better) and expected Wounds for every Trait rank × Opposing cards, empty hand and a random hand",
  options: {
    trait: rangeOption({ min: 0, max: 10, default: [0, 1, 2, 3, 4], doc: "Trait ranks (rows)" }),
    opposing: rangeOption({ min: 0, max: 20, default: [0, 1, 2, 3, 4, 5], doc: "Opposing cards (columns)" }),
    strain: rangeOption({ min: 0, max: 20, default: [0], doc: "current Strain (one grid per value)" }),
    handSize: integerOption({ min: 0, max: 10, default: 5, doc: "size of the random hand, played under policy all (play positive cards, discard zeros to draw)" }),
    ...deckOptions,
  },
  validate: (params) => {
    // A random hand under policy all draws one card per zero it holds: at most twice the hand size.
    const player = 2 * params.handSize + Math.max(...params.trait);
    const gm = Math.max(...params.opposing) + Math.max(...params.strain);
    return params.decks === "shared" && player + gm > 54 ? [messages.tooManyCards(player + gm, "twice the hand, the largest trait, Opposing and Strain")] : [];
  },
  run: (params) => {
    const cells = solveAshTable(params.trait, params.opposing, params.strain, params.handSize, params.decks);
    return tableResult(
      params,
      cells.map((cell) => ({
        key: cell,
        pSuccessOrBetter: cell.pSuccessOrBetter.toNumber(),
        pSucceeds: cell.pSucceeds.toNumber(),
        expectedWounds: cell.expectedWounds.toNumber(),
        ladder: OUTCOMES.map((outcome) => ({ outcome, probability: cell.outcomes.probability(outcome).toNumber(), exact: cell.outcomes.probability(outcome).toString() })),
        row: { pSuccessOrBetterExact: cell.pSuccessOrBetter.toString(), expectedWoundsExact: cell.expectedWounds.toString() },
        outcome: { exact: cell.pSuccessOrBetter.toString() },
      })),
      "",
    );
  },
  sampler: {
    plan: (params) => sampleAshTable(params.trait, params.opposing, params.strain, params.handSize, params.decks),
    result: (estimates, params) =>
      tableResult(
        params,
        tableCells(params.trait, params.opposing, params.strain).map((key) => {
          const ladder = estimates.groups[tableCellGroup(key)]!;
          const successOrBetter = proportionEstimate(ladder.superb!.count + ladder.success!.count, estimates.trials);
          const succeeds = proportionEstimate(ladder.superb!.count + ladder.success!.count + ladder.messy!.count, estimates.trials);
          const wounds = estimates.quantities[tableCellWounds(key)]!;
          return {
            key,
            pSuccessOrBetter: successOrBetter.probability,
            pSucceeds: succeeds.probability,
            expectedWounds: wounds.mean,
            ladder: OUTCOMES.map((outcome) => ({ outcome, probability: ladder[outcome]!.probability, low: ladder[outcome]!.low, high: ladder[outcome]!.high, count: ladder[outcome]!.count })),
            row: {
              pSuccessOrBetterLow: successOrBetter.low,
              pSuccessOrBetterHigh: successOrBetter.high,
              pSucceedsLow: succeeds.low,
              pSucceedsHigh: succeeds.high,
              expectedWoundsLow: wounds.low,
              expectedWoundsHigh: wounds.high,
            },
            outcome: { low: successOrBetter.low, high: successOrBetter.high, count: successOrBetter.count },
          };
        }),
        ` (simulated, ${estimates.trials} trials per cell; 95% intervals in JSON and CSV)`,
      ),
    // One cell's whole ladder: a random 5-card hand, and a shared deck under Strain.
    validation: [
      { trait: "2", opposing: "3" },
      { trait: "1", opposing: "4", strain: "2", handSize: "3", decks: "shared" },
    ],
    validationTarget: (exact, params) => {
      const key = tableCells(params.trait, params.opposing, params.strain).find((cell) => cell.hand === "random")!;
      const ladder = exact.details!.ladder!.filter((row) => row.trait === key.trait && row.opposing === key.opposing && row.strain === key.strain && row.hand === key.hand);
      return { group: tableCellGroup(key), outcomes: ladder.map((row) => ({ outcome: row.outcome as string, probability: row.probability as number })) };
    },
  },
  reportRuns: [
    { name: "table", title: "The outcome ladder by Trait rank 0..4 and Opposing cards 0..5: empty hand and a random 5-card hand", params: {} },
    { name: "table-one-card", title: "The value of one hand card: empty hand against one random card (played, or discarded to draw when worth 0)", params: { handSize: 1 } },
    { name: "table-strain", title: "Strain 0 and 2 against Trait 0..4 and Opposing 0..3", params: { opposing: "0..3", strain: "0,2" } },
  ],
});
