/**
 * A campaign's figures step by step without Euclid (issue 17): each step's fractions reduced over the small
 * primes of the chain's total (SmoothTotal), the same values campaignFigures gives as Rationals.
 */
import { entryOf } from "../../core/checked-index.js";
import { SHOCK_WOUNDS } from "./wounds-and-rest.js";
import { campaignChain, type Campaign, type CampaignState, type CampaignStepResult } from "./campaign.js";
import { SmoothTotal, type ExactFraction } from "../../core/exact/smooth-fractions.js";
import { ratioToNumber } from "../../core/exact/rational.js";

/** A distribution of Strain or Wounds values as exact fractions: the values reached, in order, and P(value). */
export interface ExactValueDistribution {
  readonly outcomes: readonly number[];
  probability(value: number): ExactFraction;
}

/** The figures a campaign reports per step, as reduced fractions read like Rationals (toNumber, toString). */
export interface CampaignStepFigures {
  readonly pShock: ExactFraction;
  readonly pInjury: ExactFraction;
  readonly pExit: ExactFraction;
  readonly expectedStrain: ExactFraction;
  readonly expectedWounds: ExactFraction;
  readonly strain: ExactValueDistribution;
  readonly wounds: ExactValueDistribution;
}

/** Σ weight by value, over a step's states. */
function weightsBy(result: CampaignStepResult, valueOf: (state: CampaignState) => number): Map<number, bigint> {
  const weights = new Map<number, bigint>();
  for (const [state, w] of result.states) {
    const value = valueOf(state);
    weights.set(value, (weights.get(value) ?? 0n) + w);
  }
  return weights;
}

/** The exact distribution of a value from its weights, each P(value) reduced when first asked for. */
function valueDistribution(weights: ReadonlyMap<number, bigint>, total: SmoothTotal): ExactValueDistribution {
  const outcomes = [...weights.keys()].filter((value) => entryOf(weights, value) > 0n).sort((a, b) => a - b);
  const reduced = new Map<number, ExactFraction>();
  const probability = (value: number) => reduced.get(value) ?? entryOf(reduced.set(value, total.reduce(weights.get(value) ?? 0n)), value);
  return { outcomes, probability };
}

/** Σ value · weight over a value's weights (the numerator of its mean). O(values) bigint steps. */
function weightedSum(weights: ReadonlyMap<number, bigint>): bigint {
  let sum = 0n;
  for (const [value, w] of weights) sum += BigInt(value) * w;
  return sum;
}

/**
 * campaignFigures' figures as reduced fractions, each reduced over the small primes of the step's total
 * (SmoothTotal) instead of by Euclid: the same values, numbers and "n/d" strings, at O(states + values ×
 * bits) a step instead of O(values × bits²), which is what a long campaign's report spends. The means
 * come from the Strain and Wounds distributions (a sum over values, not states); P(value) is reduced when
 * asked for.
 * @example campaignStepFigures({ step: 0, label: "", states: [[{ strain: 1, wounds: 0, hand: 0, injured: false, exited: false }, 1n], [{ strain: 3, wounds: 0, hand: 0, injured: false, exited: false }, 3n]], total: 4n }).expectedStrain.toString() // "5/2"
 */
export function campaignStepFigures(result: CampaignStepResult): CampaignStepFigures {
  return figuresOf(result, weightsBy(result, (state) => state.strain), weightsBy(result, (state) => state.wounds));
}

function figuresOf(result: CampaignStepResult, strain: ReadonlyMap<number, bigint>, wounds: ReadonlyMap<number, bigint>): CampaignStepFigures {
  const total = new SmoothTotal(result.total);
  let injured = 0n;
  let exited = 0n;
  for (const [state, w] of result.states) {
    if (state.injured) injured += w;
    if (state.exited) exited += w;
  }
  let shock = 0n;
  for (const [value, w] of wounds) if (value >= SHOCK_WOUNDS) shock += w;
  return {
    pShock: total.reduce(shock),
    pInjury: total.reduce(injured),
    pExit: total.reduce(exited),
    expectedStrain: total.reduce(weightedSum(strain)),
    expectedWounds: total.reduce(weightedSum(wounds)),
    strain: valueDistribution(strain, total),
    wounds: valueDistribution(wounds, total),
  };
}

/** A distribution's values and their probabilities as floats (each from the reduced fraction). */
export interface FloatValueDistribution {
  readonly outcomes: readonly number[];
  /** P(value) as Rational.toNumber gives it; 0 for a value not reached. */
  probability(value: number): number;
}

/** What a report keeps of one step: its label, the five figures exact, the distributions as floats. */
export interface CampaignStepSummary extends Omit<CampaignStepFigures, "strain" | "wounds"> {
  readonly step: number;
  readonly label: string;
  readonly strain: FloatValueDistribution;
  readonly wounds: FloatValueDistribution;
}

/**
 * P(value) as floats straight from the weights over the step's total: ratioToNumber rounds correctly, so
 * an unreduced fraction gives the reduced one's float without reducing it (O(bits) a value, not a reduction).
 */
function floats(distribution: ExactValueDistribution, weights: ReadonlyMap<number, bigint>, total: bigint): FloatValueDistribution {
  const probabilities = new Map(distribution.outcomes.map((value) => [value, ratioToNumber(weights.get(value) ?? 0n, total)]));
  return { outcomes: distribution.outcomes, probability: (value) => probabilities.get(value) ?? 0 };
}

/**
 * Every step's figures as a report needs them (campaignStepFigures, the distributions as floats), the
 * chain stepped by campaignChain and each step's states dropped once summarised, so a long campaign
 * holds one step's states at a time. O(campaignChain + steps × values × bits).
 * @throws {OddsmithError} when a field of the campaign is not usable (checkCampaign).
 * @example summarizeCampaign({ title: "", start: { strain: 2, wounds: 0, hand: 0 }, handPolicy: "none", decks: "separate", steps: [] })[0].strain.probability(2) // 1
 */
export function summarizeCampaign(campaign: Campaign): CampaignStepSummary[] {
  const summaries: CampaignStepSummary[] = [];
  for (const result of campaignChain(campaign)) {
    const strain = weightsBy(result, (state) => state.strain);
    const wounds = weightsBy(result, (state) => state.wounds);
    const figures = figuresOf(result, strain, wounds);
    summaries.push({ ...figures, step: result.step, label: result.label, strain: floats(figures.strain, strain, result.total), wounds: floats(figures.wounds, wounds, result.total) });
  }
  return summaries;
}

