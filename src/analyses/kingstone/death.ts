/**
 * `oddsmith kingstone death`: the death-save chain of docs/rules.md 1.5, exact or simulated: P(dies),
 * P(stabilised) and the round the chain is decided in.
 */
import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import type { ParamsOf } from "../../framework/options.js";
import type { Rational } from "../../core/exact/rational.js";
import { DEATH_DC_STEP, DEATH_OUTCOMES, solveDeathSaves } from "../../models/kingstone/death-saves.js";
import { DEATH_GROUP, DEATH_ROUND_GROUP, deathRoundCategory, deathRoundLimit, sampleDeathSaves } from "../../models/kingstone/sample/death-saves.js";
import { formatBonus } from "./labels.js";
import { deathOptions } from "./options.js";
import { fieldAt, itemAt } from "../../core/checked-index.js";

type DeathParams = ParamsOf<typeof deathOptions>;

// The report's words for the death-save charts: every chart is the same stacked bar per round.
const DEATH_BARS = "Each bar is the chance that the dying character's fate is decided in that round: red for death, blue for being stabilised";

function deathRounds(result: AnalysisResult) {
  return result.rows.map((row) => ({ round: Number(row.round), dc: Number(row.dc), dies: Number(row.dies), stabilised: Number(row.stabilised) }));
}

function aloneExplanation(result: AnalysisResult): string {
  const rounds = deathRounds(result);
  const last = itemAt(rounds, rounds.length - 1);
  return (
    `${DEATH_BARS} (no ally here, so no blue); the DC climbs 7, 10, 13 and a failed roll kills. ` +
    `With Endurance 0 and no help the character dies ${formatPercent(fieldAt(result.summary, "pDies"))} of the time, ${formatPercent(itemAt(rounds, 0).dies)} in the first round, and no one lasts past round ${last.round} (DC ${last.dc}). ` +
    (result.summary.pDies === 1 ? "A downed character without an ally at hand is always lost, so a GM who knocks one down alone is deciding its death." : "A downed character without an ally at hand is usually lost.")
  );
}

function allyExplanation(result: AnalysisResult): string {
  const rounds = deathRounds(result);
  const first = itemAt(rounds, 0);
  const later = rounds.slice(1).reduce((sum, r) => sum + r.stabilised, 0);
  return (
    `${DEATH_BARS} by an ally who rolls 2d6 + 2 once a round against the DC the character last faced. ` +
    `The character (Endurance 1) dies ${formatPercent(fieldAt(result.summary, "pDies"))} of the time and is stabilised ${formatPercent(fieldAt(result.summary, "pStabilised"))}; the first round alone decides ${formatPercent(first.dies + first.stabilised)} of all fates. ` +
    `After it the ally saves only ${formatPercent(later)} more, because the DC it must beat climbs with the character's: the first stabilising roll is the one that counts.`
  );
}

function allyFirstExplanation(result: AnalysisResult): string {
  const first = itemAt(deathRounds(result), 0);
  // The dying character's own roll comes first in the usual reading: the same ally, second.
  const second = solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 });
  return (
    `${DEATH_BARS} by an untrained ally (+0) who reaches the character before its first roll and so needs only DC 4. ` +
    `The ally stabilises the character ${formatPercent(first.stabilised)} of the time at once, and it dies only ${formatPercent(fieldAt(result.summary, "pDies"))} in all, against ${formatPercent(second.dies.toNumber())} if the same ally came after the first roll. ` +
    "Reaching the fallen before its first roll matters more than the ally's skill: DC 4 is easier than any save the dying character faces."
  );
}

/**
 * The simulated death saves in the exact result's shape: dies/stabilised with 95% intervals, pDies,
 * pStabilised and expectedRounds (with intervals), and one row per round. O(rounds).
 */
export function sampledDeathResult(estimates: Estimates, setup: DeathParams): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, DEATH_GROUP);
  const outcome = fieldAt(estimates.groups, DEATH_GROUP);
  const dies = fieldAt(outcome, "dies");
  const stabilised = fieldAt(outcome, "stabilised");
  const rounds = fieldAt(estimates.quantities, "rounds");
  const byRound = fieldAt(estimates.groups, DEATH_ROUND_GROUP);
  const rows: Row[] = [];
  for (let round = 1; round <= deathRoundLimit(setup); round++) {
    const d = fieldAt(byRound, deathRoundCategory(round, "dies"));
    const s = fieldAt(byRound, deathRoundCategory(round, "stabilised"));
    if (d.count === 0 && s.count === 0) continue;
    rows.push({ round, dc: setup.startDc + DEATH_DC_STEP * (round - 1), dies: d.probability, diesLow: d.low, diesHigh: d.high, stabilised: s.probability, stabilisedLow: s.low, stabilisedHigh: s.high });
  }
  const title = `Death saves (simulated): Endurance ${setup.endurance}, ally ${formatBonus(setup.allyBonus)} × ${setup.allyAttempts}/round${setup.allyFirst ? ", ally first" : ""}, from DC ${setup.startDc}`;
  return {
    outcomes,
    summary: {
      pDies: dies.probability,
      pDiesLow: dies.low,
      pDiesHigh: dies.high,
      pStabilised: stabilised.probability,
      pStabilisedLow: stabilised.low,
      pStabilisedHigh: stabilised.high,
      expectedRounds: rounds.mean,
      expectedRoundsLow: rounds.low,
      expectedRoundsHigh: rounds.high,
    },
    summaryExact: {},
    rows,
    details: { rounds: rows },
    charts: [outcomeBarChart(outcomes, title, [...DEATH_OUTCOMES])],
    table: {
      columns: ["round", "DC", "dies", "stabilised"],
      rows: [
        ...rows.map((r) => [String(r.round), String(r.dc), formatPercent(Number(r.dies)), formatPercent(Number(r.stabilised))]),
        ["total", "", formatPercent(dies.probability), formatPercent(stabilised.probability)],
      ],
    },
    extraTables: [estimatedTable(outcomes, "With 95% intervals")],
  };
}

/** `oddsmith kingstone death`: the death-save chain of docs/rules.md 1.5. */
export const deathAnalysis = defineAnalysis({
  game: "kingstone",
  name: "death",
  summary: "death saves: P(dies), P(stabilised) and the rounds until it is decided",
  rules: ["1.5"],
  options: deathOptions,
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "the death-save chain"),
  run: (params) => {
    const solution = solveDeathSaves(params);
    const rows: Row[] = solution.rounds.map((r) => ({
      round: r.round,
      dc: r.dc,
      dies: r.dies.toNumber(),
      diesExact: r.dies.toString(),
      stabilised: r.stabilised.toNumber(),
      stabilisedExact: r.stabilised.toString(),
    }));
    const chartData: Row[] = solution.rounds.flatMap((r) => [
      { round: r.round, outcome: "dies", probability: r.dies.toNumber() },
      { round: r.round, outcome: "stabilised", probability: r.stabilised.toNumber() },
    ]);
    const percent = (value: Rational) => formatPercent(value.toNumber());
    return {
      outcomes: [
        { outcome: "dies", probability: solution.dies.toNumber(), exact: solution.dies.toString() },
        { outcome: "stabilised", probability: solution.stabilised.toNumber(), exact: solution.stabilised.toString() },
      ],
      ...summaryOf({ pDies: solution.dies, pStabilised: solution.stabilised, expectedRounds: solution.expectedRounds }),
      rows,
      details: { rounds: rows },
      charts: [
        {
          name: "",
          title: `Death saves: Endurance ${params.endurance}, ally ${formatBonus(params.allyBonus)} × ${params.allyAttempts}/round${params.allyFirst ? ", ally first" : ""}, from DC ${params.startDc}`,
          kind: "bar",
          data: chartData,
          x: { field: "round", title: "round decided", type: "ordinal" },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
          color: { field: "outcome", title: "outcome", type: "nominal", order: ["dies", "stabilised"], scheme: "set1" },
        },
      ],
      table: {
        columns: ["round", "DC", "dies", "stabilised"],
        rows: [
          ...solution.rounds.map((r) => [String(r.round), String(r.dc), percent(r.dies), percent(r.stabilised)]),
          ["total", "", percent(solution.dies), percent(solution.stabilised)],
        ],
      },
    };
  },
  sampler: {
    plan: (params) => sampleDeathSaves(params),
    result: (estimates, params) => sampledDeathResult(estimates, params),
    validation: [{ endurance: 1, allyBonus: 2 }, { endurance: 0, allyBonus: 0, allyFirst: true }, { endurance: 3, allyBonus: 1, allyAttempts: 2, startDc: 10 }],
  },
  reportRuns: [
    { name: "death-endurance0-alone", title: "Death saves with Endurance 0 and no help", params: { endurance: 0, allyAttempts: 0 }, explanations: { "": aloneExplanation } },
    { name: "death-endurance1-ally2", title: "Death saves with Endurance 1 and an ally at +2", params: { endurance: 1, allyBonus: 2 }, explanations: { "": allyExplanation } },
    {
      name: "death-endurance0-ally0-first",
      title: "Endurance 0, an untrained ally (+0) reaching the character first (DC 4)",
      params: { endurance: 0, allyBonus: 0, allyFirst: true },
      explanations: { "": allyFirstExplanation },
    },
  ],
});
