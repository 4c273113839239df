/**
 * Death saves (docs/rules.md 1.5), a Markov chain: 2d6 + Endurance against DC 7, then 10, 13, … (+3 a
 * turn) until the character dies or an ally's Proficiency roll stabilises it; solved exactly.
 */
import { sumDice } from "../../core/dice/dice.js";
import { integerIn } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { meetsDc } from "./check.js";
import { BONUS_RANGE } from "./roll.js";
import { aFlag, setupObject } from "./setup-checks.js";

/** The inputs of the death-save chain (docs/rules.md 1.5). */
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

/**
 * The integer fields of a death-save setup and the values the solver and sampler take: bonuses −10..20, up
 * to 10 ally attempts a round, a first DC 2..40 (the chain's length grows with 12 + Endurance − startDc).
 */
export const DEATH_RANGES = {
  endurance: BONUS_RANGE,
  allyBonus: BONUS_RANGE,
  allyAttempts: { min: 0, max: 10 },
  startDc: { min: 2, max: 40 },
} as const;

/**
 * Checks every field of a death-save setup (docs/rules.md 1.5) once, at a solver's or sampler's entry. O(1).
 * @throws {OddsmithError} naming the first bad field, its allowed values ({@link DEATH_RANGES}) and the value received.
 * @example checkDeathSetup({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 }).startDc // 7
 */
export function checkDeathSetup(setup: DeathSetup): DeathSetup {
  setupObject("setup", setup);
  for (const field of ["endurance", "allyBonus", "allyAttempts", "startDc"] as const) integerIn(field, DEATH_RANGES[field].min, DEATH_RANGES[field].max, setup[field]);
  aFlag("allyFirst", setup.allyFirst);
  return setup;
}

/** How a death-save chain ends (docs/rules.md 1.5), named as the exact result names them. */
export const DEATH_OUTCOMES = ["dies", "stabilised"] as const;

/** The DC of an ally's stabilising roll when it reaches the character before its first save (docs/rules.md 1.5). */
export const ALLY_FIRST_DC = 4;

/** How much the DC rises after each save (7, 10, 13, …; docs/rules.md 1.5). */
export const DEATH_DC_STEP = 3;


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
 * Solves the death-save chain of docs/rules.md 1.5 exactly. Round k: the character rolls 2d6 + Endurance
 * against startDc + 3(k − 1) and dies below it; the allies then try 2d6 + allyBonus against that same DC
 * (allyAttempts tries), and one success stabilises. With allyFirst the allies also try once against DC 4
 * before the first roll, and each later try comes at the start of the next round. The chain is acyclic —
 * the DC only rises — and ends once the character cannot reach the DC, so forward propagation of the
 * surviving mass is exact: O(rounds × allyAttempts) rational operations, rounds ≤ (12 + E − startDc)/3 + 2.
 * @throws {OddsmithError} when a field of the setup is not allowed ({@link checkDeathSetup}).
 * @example solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 0, allyFirst: false, startDc: 7 }).dies.toString() // "1/1"
 */
export function solveDeathSaves(setup: DeathSetup): DeathSolution {
  checkDeathSetup(setup);
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
