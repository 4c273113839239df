import type { AnalysisResult, Row, SamplePlan } from "../../core/analysis.js";
import { addQuantity, tallyOffsets, type Estimates, type TallyLayout } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../core/estimated-result.js";
import { formatPercent } from "../../core/format.js";
import type { Random } from "../../core/random.js";
import { formatBonus } from "./options.js";
import { ALLY_FIRST_DC, DEATH_DC_STEP, meetsDc, type DeathSetup } from "./death.js";

/** The death-save outcomes, named as the exact result names them. */
export const DEATH_OUTCOMES = ["dies", "stabilised"] as const;

/** The tally group of the outcome, and the one of the round it is decided in. */
export const DEATH_GROUP = "outcome";
export const DEATH_ROUND_GROUP = "round";

// The total of each of the 36 ordered 2d6 rolls.
const TWO_D6_TOTALS = Uint8Array.from({ length: 36 }, (_, code) => (code % 6) + Math.floor(code / 6) + 2);

/**
 * One 2d6 total from one draw over the 36 ordered rolls. O(1), no allocation.
 * @example roll2d6({ below: (n) => n - 1, uint32: () => 0, float: () => 0 }) // 12
 */
export function roll2d6(random: Random): number {
  return TWO_D6_TOTALS[random.below(36)]!;
}

/**
 * The last round a death-save chain can reach (RULES.md 1.5): the first round whose DC is above
 * 12 + Endurance, where the character surely dies. O(1).
 * @example deathRoundLimit({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 }) // 3
 */
export function deathRoundLimit(setup: DeathSetup): number {
  return setup.startDc > 12 + setup.endurance ? 1 : Math.floor((12 + setup.endurance - setup.startDc) / DEATH_DC_STEP) + 2;
}

/**
 * Plays one death-save chain with dice, in the order `solveDeathSaves` weighs it (RULES.md 1.5): round k,
 * the allies' pending tries (with allyFirst: DC 4 before the first save, then the DC the character last
 * tried), the character's 2d6 + Endurance against startDc + 3(k − 1), dead when it does not meet it, then
 * (without allyFirst) the allies' tries against that DC. Returns +k when stabilised in round k, −k when
 * dead in round k. O(rounds × allyAttempts) draws, no allocation.
 * @example rollDeathSaves({ below: () => 0, uint32: () => 0, float: () => 0 }, { endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 }) // -1
 */
export function rollDeathSaves(random: Random, setup: DeathSetup): number {
  let dc = setup.startDc;
  let pendingDc = setup.allyFirst ? ALLY_FIRST_DC : 0;
  for (let round = 1; ; round++) {
    if (pendingDc !== 0) {
      for (let a = 0; a < setup.allyAttempts; a++) if (meetsDc(roll2d6(random) + setup.allyBonus, pendingDc)) return round;
    }
    if (!meetsDc(roll2d6(random) + setup.endurance, dc)) return -round;
    if (setup.allyFirst) pendingDc = dc;
    else for (let a = 0; a < setup.allyAttempts; a++) if (meetsDc(roll2d6(random) + setup.allyBonus, dc)) return round;
    dc += DEATH_DC_STEP;
  }
}

/**
 * The category of the round group: the round and the outcome decided in it. O(1).
 * @example deathRoundCategory(2, "dies") // "round-2-dies"
 */
export function deathRoundCategory(round: number, outcome: (typeof DEATH_OUTCOMES)[number]): string {
  return `round-${round}-${outcome}`;
}

/**
 * The trial loop of the death-save chain (RULES.md 1.5): one {@link rollDeathSaves} per trial. Tallies
 * dies/stabilised (the exact `outcomes`), the round and outcome together, and the rounds until it is
 * decided. Cost per trial: O(rounds × allyAttempts) draws, rounds ≤ deathRoundLimit; no allocation.
 * @example sampleDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 }).layout.groups[1].categories.length // 6
 */
export function sampleDeathSaves(setup: DeathSetup): SamplePlan {
  const limit = deathRoundLimit(setup);
  const roundCategories: string[] = [];
  for (let round = 1; round <= limit; round++) for (const outcome of DEATH_OUTCOMES) roundCategories.push(deathRoundCategory(round, outcome));
  const layout: TallyLayout = {
    groups: [
      { name: DEATH_GROUP, categories: [...DEATH_OUTCOMES] },
      { name: DEATH_ROUND_GROUP, categories: roundCategories },
    ],
    quantities: ["rounds"],
  };
  const offsets = tallyOffsets(layout);
  const [outcomeAt, roundAt] = offsets.groups as [number, number];
  const roundsAt = offsets.quantities[0]!;
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const decided = rollDeathSaves(random, setup);
      const round = decided < 0 ? -decided : decided;
      const stabilised = decided > 0 ? 1 : 0;
      tally[outcomeAt + stabilised]!++;
      tally[roundAt + 2 * (round - 1) + stabilised]!++;
      addQuantity(tally, roundsAt, round);
    }
  };
  return { layout, run };
}

/**
 * The simulated death saves in the exact result's shape: dies/stabilised with 95% intervals, pDies,
 * pStabilised and expectedRounds (with intervals), and one row per round. O(rounds).
 */
export function sampledDeathResult(estimates: Estimates, setup: DeathSetup): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, DEATH_GROUP);
  const [dies, stabilised] = DEATH_OUTCOMES.map((name) => estimates.groups[DEATH_GROUP]![name]!);
  const rounds = estimates.quantities.rounds!;
  const byRound = estimates.groups[DEATH_ROUND_GROUP]!;
  const rows: Row[] = [];
  for (let round = 1; round <= deathRoundLimit(setup); round++) {
    const d = byRound[deathRoundCategory(round, "dies")]!;
    const s = byRound[deathRoundCategory(round, "stabilised")]!;
    if (d.count === 0 && s.count === 0) continue;
    rows.push({ round, dc: setup.startDc + DEATH_DC_STEP * (round - 1), dies: d.probability, diesLow: d.low, diesHigh: d.high, stabilised: s.probability, stabilisedLow: s.low, stabilisedHigh: s.high });
  }
  const title = `Death saves (simulated): Endurance ${setup.endurance}, ally ${formatBonus(setup.allyBonus)} × ${setup.allyAttempts}/round${setup.allyFirst ? ", ally first" : ""}, from DC ${setup.startDc}`;
  return {
    outcomes,
    summary: {
      pDies: dies!.probability,
      pDiesLow: dies!.low,
      pDiesHigh: dies!.high,
      pStabilised: stabilised!.probability,
      pStabilisedLow: stabilised!.low,
      pStabilisedHigh: stabilised!.high,
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
        ["total", "", formatPercent(dies!.probability), formatPercent(stabilised!.probability)],
      ],
    },
    extraTables: [estimatedTable(outcomes, "With 95% intervals")],
  };
}
