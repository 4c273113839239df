/**
 * `oddsmith kingstone death`: the death-save chain of docs/rules.md 1.5, exact or simulated: P(dies),
 * P(stabilised) and the round the chain is decided in.
 */
import { defineAnalysis, type AnalysisResult, type Cell } from "../../framework/analysis.js";
import { estimatedMeasure, exactMeasure, outcomeRowFrom, summaryFrom, type Measure } from "../../framework/measure.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatPercent } from "../../framework/format.js";
import type { ParamsOf } from "../../framework/options.js";
import { DEATH_DC_STEP, DEATH_OUTCOMES, solveDeathSaves } from "../../models/kingstone/death-saves.js";
import { DEATH_GROUP, DEATH_ROUND_GROUP, deathRoundCategory, deathRoundLimit, sampleDeathSaves } from "../../models/kingstone/sample/death-saves.js";
import { formatBonus } from "./labels.js";
import { deathOptions } from "./options.js";
import { fieldOf, itemAt } from "../../core/checked-index.js";

type DeathParams = ParamsOf<typeof deathOptions>;

// The report's words for the death-save charts: every chart is the same stacked bar per round.
const DEATH_BARS = "Each bar is the chance that the dying character's fate is decided in that round: red for death, blue for being stabilised";

function deathRounds(result: DeathResult): readonly DeathRow[] {
  return result.rows;
}

function aloneExplanation(result: DeathResult): string {
  const rounds = deathRounds(result);
  const last = itemAt(rounds, rounds.length - 1);
  return (
    `${DEATH_BARS} (no ally here, so no blue); the DC climbs 7, 10, 13 and a failed roll kills. ` +
    `With Endurance 0 and no help the character dies ${formatPercent(result.summary.pDies)} of the time, ${formatPercent(itemAt(rounds, 0).dies)} in the first round, and no one lasts past round ${last.round} (DC ${last.dc}). ` +
    (result.summary.pDies === 1 ? "A downed character without an ally at hand is always lost, so a GM who knocks one down alone is deciding its death." : "A downed character without an ally at hand is usually lost.")
  );
}

function allyExplanation(result: DeathResult): string {
  const rounds = deathRounds(result);
  const first = itemAt(rounds, 0);
  const later = rounds.slice(1).reduce((sum, r) => sum + r.stabilised, 0);
  return (
    `${DEATH_BARS} by an ally who rolls 2d6 + 2 once a round against the DC the character last faced. ` +
    `The character (Endurance 1) dies ${formatPercent(result.summary.pDies)} of the time and is stabilised ${formatPercent(result.summary.pStabilised)}; the first round alone decides ${formatPercent(first.dies + first.stabilised)} of all fates. ` +
    `After it the ally saves only ${formatPercent(later)} more, because the DC it must beat climbs with the character's: the first stabilising roll is the one that counts.`
  );
}

function allyFirstExplanation(result: DeathResult): string {
  const first = itemAt(deathRounds(result), 0);
  // The dying character's own roll comes first in the usual reading: the same ally, second.
  const second = solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 });
  return (
    `${DEATH_BARS} by an untrained ally (+0) who reaches the character before its first roll and so needs only DC 4. ` +
    `The ally stabilises the character ${formatPercent(first.stabilised)} of the time at once, and it dies only ${formatPercent(result.summary.pDies)} in all, against ${formatPercent(second.dies.toNumber())} if the same ally came after the first roll. ` +
    "Reaching the fallen before its first roll matters more than the ally's skill: DC 4 is easier than any save the dying character faces."
  );
}

/** What one round of the chain measured: the chance the character dies in it, and that it is stabilised in it. */
interface RoundMeasures {
  readonly round: number;
  readonly dc: number;
  readonly dies: Measure;
  readonly stabilised: Measure;
}

/** What the chain measured, exactly or by simulation: its outcomes, expected rounds, the rounds, and the trials when simulated. */
interface DeathMeasures {
  readonly dies: Measure;
  readonly stabilised: Measure;
  readonly expectedRounds: Measure;
  readonly rounds: readonly RoundMeasures[];
  readonly trials?: number;
}

type DeathRow = { readonly round: number; readonly dc: number; readonly dies: number; readonly stabilised: number } & Readonly<Record<string, Cell>>;
/** The death saves' result: P(dies), P(stabilised), the expected rounds, a row per round. */
export type DeathResult = AnalysisResult<"pDies" | "pStabilised" | "expectedRounds", DeathRow>;

/** A round's row: its chances with their fractions (exact) or intervals (simulated). O(1). */
function roundRow({ round, dc, dies, stabilised }: RoundMeasures): DeathRow {
  if (dies.kind === "exact" && stabilised.kind === "exact") return { round, dc, dies: dies.value, diesExact: dies.exact, stabilised: stabilised.value, stabilisedExact: stabilised.exact };
  const interval = (name: string, m: Measure) => (m.kind === "estimated" ? { [`${name}Low`]: m.low, [`${name}High`]: m.high } : {});
  return { round, dc, dies: dies.value, ...interval("dies", dies), stabilised: stabilised.value, ...interval("stabilised", stabilised) };
}

/**
 * The one result of the death-save chain, exact or simulated alike (issue 25 §7): dies and stabilised
 * (with 95% intervals and counts when simulated), pDies, pStabilised and expectedRounds, a row per round,
 * the chart (rounds stacked when exact, a bar per outcome when simulated) and the table by round. O(rounds).
 */
export function deathResult(measures: DeathMeasures, setup: DeathParams): DeathResult {
  const { dies, stabilised, expectedRounds, trials } = measures;
  const outcomes = [outcomeRowFrom("dies", dies), outcomeRowFrom("stabilised", stabilised)];
  const rows = measures.rounds.map(roundRow);
  const percent = (m: Measure) => formatPercent(m.value);
  const table = {
    columns: ["round", "DC", "dies", "stabilised"],
    rows: [...measures.rounds.map((r) => [String(r.round), String(r.dc), percent(r.dies), percent(r.stabilised)]), ["total", "", percent(dies), percent(stabilised)]],
  };
  const words = `Endurance ${setup.endurance}, ally ${formatBonus(setup.allyBonus)} × ${setup.allyAttempts}/round${setup.allyFirst ? ", ally first" : ""}, from DC ${setup.startDc}`;
  const base = { outcomes, ...summaryFrom({ pDies: dies, pStabilised: stabilised, expectedRounds }), rows, details: { rounds: rows } };
  if (trials !== undefined) {
    return { ...base, charts: [outcomeBarChart(outcomes, `Death saves (simulated): ${words}`, [...DEATH_OUTCOMES])], table, extraTables: [estimatedTable(outcomes, "With 95% intervals")] };
  }
  return {
    ...base,
    charts: [
      {
        name: "",
        title: `Death saves: ${words}`,
        kind: "bar",
        data: measures.rounds.flatMap((r) => [
          { round: r.round, outcome: "dies", probability: r.dies.value },
          { round: r.round, outcome: "stabilised", probability: r.stabilised.value },
        ]),
        x: { field: "round", title: "round decided", type: "ordinal" },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
        color: { field: "outcome", title: "outcome", type: "nominal", order: ["dies", "stabilised"], scheme: "set1" },
      },
    ],
    table,
  };
}

/**
 * The simulated death saves in the exact result's shape (deathResult with estimated measures); a round
 * no trial reached is left out. O(rounds).
 * @throws {RangeError} when the estimates lack the chain's groups or quantity.
 */
export function sampledDeathResult(estimates: Estimates, setup: DeathParams): DeathResult {
  const outcome = fieldOf(estimates.groups, DEATH_GROUP);
  const byRound = fieldOf(estimates.groups, DEATH_ROUND_GROUP);
  const rounds: RoundMeasures[] = [];
  for (let round = 1; round <= deathRoundLimit(setup); round++) {
    const d = fieldOf(byRound, deathRoundCategory(round, "dies"));
    const s = fieldOf(byRound, deathRoundCategory(round, "stabilised"));
    if (d.count === 0 && s.count === 0) continue;
    rounds.push({ round, dc: setup.startDc + DEATH_DC_STEP * (round - 1), dies: estimatedMeasure(d), stabilised: estimatedMeasure(s) });
  }
  const measures = {
    dies: estimatedMeasure(fieldOf(outcome, "dies")),
    stabilised: estimatedMeasure(fieldOf(outcome, "stabilised")),
    expectedRounds: estimatedMeasure(fieldOf(estimates.quantities, "rounds")),
    rounds,
    trials: estimates.trials,
  };
  return deathResult(measures, setup);
}

/** `oddsmith kingstone death`: the death-save chain of docs/rules.md 1.5. */
export const deathAnalysis = defineAnalysis<typeof deathOptions, DeathResult>({
  summary: "death saves: P(dies), P(stabilised) and the rounds until it is decided",
  rules: ["1.5"],
  options: deathOptions,
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "the death-save chain"),
  run: (params) => {
    const solution = solveDeathSaves(params);
    const rounds = solution.rounds.map(({ round, dc, dies, stabilised }) => ({ round, dc, dies: exactMeasure(dies), stabilised: exactMeasure(stabilised) }));
    return deathResult({ dies: exactMeasure(solution.dies), stabilised: exactMeasure(solution.stabilised), expectedRounds: exactMeasure(solution.expectedRounds), rounds }, params);
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
