import { formatPercent } from "../../core/format.js";
import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../core/analysis.js";
import { sumDice } from "../../core/dice.js";
import { flagOption, integerOption } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { formatBonus } from "./options.js";
import { sampleDeathSaves, sampledDeathResult } from "./sample-death.js";

/** The inputs of the death-save chain (RULES.md 1.5). */
export interface DeathSetup {
  /** The dying character's Endurance, the only bonus on its rolls. */
  readonly endurance: number;
  /** The helping ally's Proficiency bonus. */
  readonly allyBonus: number;
  /** Stabilising attempts the allies make per round (0 = no help). */
  readonly allyAttempts: number;
  /** Whether an ally acts before the dying character's first roll (then against DC 4). */
  readonly allyFirst: boolean;
  /** The DC of the first roll (7, or where a previous knock-down this session left it). */
  readonly startDc: number;
}

/** When and how the chain ends in one round, exactly. */
export interface DeathRound {
  readonly round: number;
  /** The DC the character rolls against this round. */
  readonly dc: number;
  readonly dies: Rational;
  readonly stabilised: Rational;
}

/** The exact answer to the death-save chain. */
export interface DeathSolution {
  readonly dies: Rational;
  readonly stabilised: Rational;
  readonly expectedRounds: Rational;
  readonly rounds: readonly DeathRound[];
}

const TWO_D6 = sumDice(2, 6);

/** The DC of an ally's stabilising roll when it reaches the character before its first save (RULES.md 1.5). */
export const ALLY_FIRST_DC = 4;

/** How much the DC rises after each save (7, 10, 13, …; RULES.md 1.5). */
export const DEATH_DC_STEP = 3;

/**
 * Whether a roll's total meets its DC: a death save survives, an ally's Proficiency roll stabilises
 * ("a six or lower" dies at DC 7). The one comparison the solver and the sampler share. O(1).
 * @example meetsDc(6, 7) // false
 */
export function meetsDc(total: number, dc: number): boolean {
  return total >= dc;
}

/** P(2d6 + bonus meets dc). */
function chance(bonus: number, dc: number): Rational {
  return TWO_D6.probabilityWhere((dice) => meetsDc(dice + bonus, dc));
}

/** P(at least one of `attempts` independent 2d6 + bonus rolls reaches dc). */
function allyChance(setup: DeathSetup, dc: number): Rational {
  if (setup.allyAttempts === 0) return Rational.ZERO;
  const miss = Rational.ONE.subtract(chance(setup.allyBonus, dc));
  let allMiss = Rational.ONE;
  for (let i = 0; i < setup.allyAttempts; i++) allMiss = allMiss.multiply(miss);
  return Rational.ONE.subtract(allMiss);
}

/**
 * Solves the death-save chain of RULES.md 1.5 exactly. Round k: the character rolls 2d6 + Endurance
 * against startDc + 3(k − 1) and dies below it; the allies then try 2d6 + allyBonus against that same DC
 * (allyAttempts tries), and one success stabilises. With allyFirst the allies also try once against DC 4
 * before the first roll, and each later try comes at the start of the next round. The chain is acyclic —
 * the DC only rises — and ends once the character cannot reach the DC, so forward propagation of the
 * surviving mass is exact: O(rounds × allyAttempts) rational operations, rounds ≤ (12 + E − startDc)/3 + 2.
 * @example solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 }).dies.toString() // "1/1"
 */
export function solveDeathSaves(setup: DeathSetup): DeathSolution {
  const rounds: DeathRound[] = [];
  let alive = Rational.ONE; // P(still unresolved at the start of this round)
  let dc = setup.startDc;
  let pendingAllyDc: number | undefined = setup.allyFirst ? ALLY_FIRST_DC : undefined;
  for (let round = 1; alive.numerator > 0n; round++) {
    let stabilised = Rational.ZERO;
    if (pendingAllyDc !== undefined) {
      stabilised = alive.multiply(allyChance(setup, pendingAllyDc));
      alive = alive.subtract(stabilised);
    }
    const dies = alive.multiply(Rational.ONE.subtract(chance(setup.endurance, dc)));
    alive = alive.subtract(dies);
    if (setup.allyFirst) {
      pendingAllyDc = dc;
    } else {
      const saved = alive.multiply(allyChance(setup, dc));
      stabilised = stabilised.add(saved);
      alive = alive.subtract(saved);
    }
    rounds.push({ round, dc, dies, stabilised });
    dc += DEATH_DC_STEP;
  }
  const dies = rounds.reduce((sum, r) => sum.add(r.dies), Rational.ZERO);
  const stabilised = rounds.reduce((sum, r) => sum.add(r.stabilised), Rational.ZERO);
  const expectedRounds = rounds.reduce((sum, r) => sum.add(r.dies.add(r.stabilised).multiply(Rational.of(r.round))), Rational.ZERO);
  return { dies, stabilised, expectedRounds, rounds };
}

/** The options of the death-save chain (RULES.md 1.5), shared by `death` and `fight`. */
export const deathOptions = {
  endurance: integerOption({ min: -10, max: 20, doc: "the dying character's Endurance (its only bonus)" }),
  allyBonus: integerOption({ min: -10, max: 20, default: 0, doc: "the ally's Proficiency roll bonus" }),
  allyAttempts: integerOption({ min: 0, max: 10, default: 1, doc: "stabilising attempts per round (0 = no help)" }),
  allyFirst: flagOption({ doc: "an ally reaches the character before its first roll (DC 4)" }),
  startDc: integerOption({ min: 2, max: 40, default: 7, doc: "DC of the first roll (does not reset within a session)" }),
} as const;

// The report's words for the death-save charts: every chart is the same stacked bar per round.
const DEATH_BARS = "Each bar is the chance that the dying character's fate is decided in that round: red for death, blue for being stabilised";

function deathRounds(result: AnalysisResult) {
  return result.rows.map((row) => ({ round: Number(row.round), dc: Number(row.dc), dies: Number(row.dies), stabilised: Number(row.stabilised) }));
}

function aloneExplanation(result: AnalysisResult): string {
  const rounds = deathRounds(result);
  const last = rounds[rounds.length - 1]!;
  return (
    `${DEATH_BARS} (no ally here, so no blue); the DC climbs 7, 10, 13 and a failed roll kills. ` +
    `With Endurance 0 and no help the character dies ${formatPercent(result.summary.pDies!)} of the time, ${formatPercent(rounds[0]!.dies)} in the first round, and no one lasts past round ${last.round} (DC ${last.dc}). ` +
    (result.summary.pDies === 1 ? "A downed character without an ally at hand is always lost, so a GM who knocks one down alone is deciding its death." : "A downed character without an ally at hand is usually lost.")
  );
}

function allyExplanation(result: AnalysisResult): string {
  const rounds = deathRounds(result);
  const first = rounds[0]!;
  const later = rounds.slice(1).reduce((sum, r) => sum + r.stabilised, 0);
  return (
    `${DEATH_BARS} by an ally who rolls 2d6 + 2 once a round against the DC the character last faced. ` +
    `The character (Endurance 1) dies ${formatPercent(result.summary.pDies!)} of the time and is stabilised ${formatPercent(result.summary.pStabilised!)}; the first round alone decides ${formatPercent(first.dies + first.stabilised)} of all fates. ` +
    `After it the ally saves only ${formatPercent(later)} more, because the DC it must beat climbs with the character's: the first stabilising roll is the one that counts.`
  );
}

function allyFirstExplanation(result: AnalysisResult): string {
  const first = deathRounds(result)[0]!;
  // The dying character's own roll comes first in the usual reading: the same ally, second.
  const second = solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 });
  return (
    `${DEATH_BARS} by an untrained ally (+0) who reaches the character before its first roll and so needs only DC 4. ` +
    `The ally stabilises the character ${formatPercent(first.stabilised)} of the time at once, and it dies only ${formatPercent(result.summary.pDies!)} in all, against ${formatPercent(second.dies.toNumber())} if the same ally came after the first roll. ` +
    "Reaching the fallen before its first roll matters more than the ally's skill: DC 4 is easier than any save the dying character faces."
  );
}

/** `oddsmith kingstone death`: the death-save chain of RULES.md 1.5. */
export const deathAnalysis = defineAnalysis({
  game: "kingstone",
  name: "death",
  summary: "death saves: P(dies), P(stabilised) and the rounds until it is decided",
  options: deathOptions,
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
