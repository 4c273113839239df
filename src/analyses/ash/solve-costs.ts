/**
 * What the exact Ash solvers cost, estimated before they run (issue 16): the work each one does is
 * counted from its parameters and turned into seconds by constants fitted to CPU timings on the reference
 * machine (framework/exact-cost.ts; bench/exact-costs.ts re-measures them).
 */
import { binomialNumber } from "../../core/combinatorics.js";
import type { Campaign } from "../../models/ash/campaign.js";
import { REST_EFFECTS } from "../../models/ash/wounds-and-rest.js";
import { itemAt } from "../../core/checked-index.js";

/**
 * Estimated CPU seconds of an empty hand's fixed play beside one randomHandTotal (one Ash table cell): a
 * mixture over the hand's C(hand + 3, 3) compositions by value class, each a fixed play whose draw sums
 * grow with the cards drawn. Fitted to the 4,851-cell table at hands 0, 5 and 10 (3.1 s, 60 s, 217 s
 * measured; 3.1 s, 63 s, 270 s estimated). O(1).
 * @example randomHandSeconds(5, 2, 2) < 0.01 // true
 */
export function randomHandSeconds(handSize: number, trait: number, opposingAndStrain: number): number {
  return 0.00021 * (1 + (trait + opposingAndStrain) / 40) * (1 + binomialNumber(handSize + 3, 3)) ** 0.9;
}

/**
 * Estimated CPU seconds of one Ash table cell when Opposing and Strain cards come from the player's own
 * deck: the joint draw's difference grows with both draws, about (GM cards + 1)^1.4 · (trait + 2)^1.4.
 * Shaped on single cells (hands 0, 5 and 10, Trait 0..10, GM cards 0..30: 1 ms..2.5 s), scaled to five
 * shared-deck tables of 30..2,541 cells (0.3..533 s; estimates within 0.75..1.76 of them). O(1).
 * @example sharedCellSeconds(5, 10, 30) > randomHandSeconds(5, 10, 30) // true
 */
export function sharedCellSeconds(handSize: number, trait: number, opposingAndStrain: number): number {
  return 0.000005 * (opposingAndStrain + 1) ** 1.4 * (trait + 2) ** 1.4 * (1 + binomialNumber(handSize + 3, 3)) ** 0.9;
}

/**
 * Estimated CPU seconds of an Ash table: each Trait × Opposing × Strain cell solves the empty hand and the
 * random hand, from a separate GM deck or from the player's own (shared: far costlier as draws grow). O(cells).
 * @example tableSeconds([0, 1, 2, 3, 4], [0, 1, 2, 3, 4, 5], [0], 5, "separate") < 1 // true
 */
export function tableSeconds(traits: readonly number[], opposings: readonly number[], strains: readonly number[], handSize: number, decks: "separate" | "shared"): number {
  const cell = decks === "shared" ? (trait: number, gm: number) => Math.max(sharedCellSeconds(handSize, trait, gm), randomHandSeconds(handSize, trait, gm)) : (trait: number, gm: number) => randomHandSeconds(handSize, trait, gm);
  let seconds = 0;
  for (const trait of traits) {
    for (const opposing of opposings) for (const strain of strains) seconds += cell(trait, opposing + strain);
  }
  return seconds;
}

/**
 * Seconds per fraction-bit² of the exact figures a campaign reports per step: each step's probabilities
 * (Shock, injury, exit, the mean Strain and Wounds, and one per Strain and Wounds value) are fractions over
 * the chain's common total, and reducing one costs a gcd quadratic in its bits. With the constants below,
 * fitted to 23 campaigns of 10..100 checks with and without rests (0.13..55 s): every estimate within
 * 0.64..1.72 of its timing, those above 5 s within 0.85..1.11 (bench/exact-costs.ts).
 */
const PER_FRACTION_BIT_SQUARED = 0.03e-9;
/** A campaign's check solve costs this many table cells (it also builds the outcome distribution the chain reads). */
const PER_CHECK_SOLVE = 3;
/** Strain spreads by up to 2 a check until its values span this many; beyond it the worst outcome is certain. */
const STRAIN_SPREAD = 36;

/**
 * The chain's shape step by step, estimated without solving it: its common total's bits, and how many
 * Strain and Wounds values its states hold (Wounds: every value up to 2 a check; Strain: up to 2 a check
 * until its values span STRAIN_SPREAD, 1 beyond; an evocation adds 1 to both ends). O(steps).
 * @example campaignShape({ title: "", start: { strain: 0, wounds: 0, hand: 5 }, handPolicy: "all", decks: "separate", steps: [] }).strainMax // 0
 */
export function campaignShape(campaign: Campaign): { bits: number[]; strainValues: number[]; woundValues: number[]; strainMax: number } {
  let low = campaign.start.strain;
  let high = campaign.start.strain;
  let wounds = campaign.start.wounds;
  let bits = 0;
  let strainMax = high;
  const shape: { bits: number[]; strainValues: number[]; woundValues: number[] } = { bits: [], strainValues: [], woundValues: [] };
  for (const step of campaign.steps) {
    if (step.kind === "check") {
      // The total gains the lcm of the check's draw counts over every GM draw count the states reach below
      // the deck's 54 (beyond, the draw is the whole deck): more with random hands and more cards drawn.
      const gmCounts = Math.max(1, Math.min(high, 54 - step.opposing) - low + 1);
      bits += BITS_PER_CHECK.base + (campaign.handPolicy === "all" ? BITS_PER_CHECK.hand : 0) + BITS_PER_CHECK.perCard * (step.opposing + step.trait) + BITS_PER_CHECK.perGmCount * Math.min(gmCounts, 30);
      high += (high - low < STRAIN_SPREAD ? 2 : 1) + (step.evocation ? 1 : 0);
      low += step.evocation ? 1 : 0;
      wounds += 2;
    } else {
      high = Math.min(high, REST_EFFECTS[step.rest].strain);
      low = Math.min(low, high);
    }
    strainMax = Math.max(strainMax, high);
    shape.bits.push(bits);
    shape.strainValues.push(high - low + 1);
    shape.woundValues.push(wounds + 1);
  }
  return { ...shape, strainMax };
}

/** Bits a check adds to the chain's common total, fitted to the totals of the timed campaigns (43..108 a check). */
const BITS_PER_CHECK = { base: 6.4, hand: 23, perCard: 1.9, perGmCount: 1.3 };

/**
 * Estimated CPU seconds of an exact campaign as `ash campaign` runs it: the chain, its figures at every
 * step, and one check solve per hand size, Trait and GM draw count met (under policy optimal, every hand
 * size up to the largest dealt: optimalSolveSeconds). O(steps).
 * @example campaignSeconds({ title: "", start: { strain: 0, wounds: 0, hand: 5 }, handPolicy: "all", decks: "separate", steps: [] }) < 0.1 // true
 */
export function campaignSeconds(campaign: Campaign): number {
  const shape = campaignShape(campaign);
  const strainValues = shape.strainMax + 1;
  const woundValues = shape.woundValues.at(-1) ?? campaign.start.wounds + 1;
  let fractionWork = 0;
  shape.bits.forEach((bits, i) => {
    const fractions = 5 + 2 * (strainValues + woundValues) + itemAt(shape.strainValues, i) + itemAt(shape.woundValues, i);
    fractionWork += fractions * bits * bits;
  });
  return fractionWork * PER_FRACTION_BIT_SQUARED + PER_CHECK_SOLVE * checkSolveSeconds(campaign, strainValues);
}

/**
 * The check solves a campaign's chain makes, one per hand size, Trait in effect and GM draw count met:
 * the start's hand once, then (policy all) hands of 1 at every GM count, and a rest's refilled hand at
 * the few counts a rest leaves. O(steps).
 */
function checkSolveSeconds(campaign: Campaign, strainValues: number): number {
  const checks = campaign.steps.flatMap((step) => (step.kind === "check" ? [step] : []));
  if (checks.length === 0) return 0;
  const opposing = Math.max(...checks.map((check) => check.opposing));
  const trait = Math.max(...checks.map((check) => check.trait));
  const gmCounts = Math.min(55, opposing + strainValues);
  if (campaign.handPolicy === "optimal") return optimalSolveSeconds(campaign, gmCounts);
  const all = campaign.handPolicy === "all";
  let seconds = randomHandSeconds(all ? campaign.start.hand : 0, trait, opposing);
  seconds += 2 * gmCounts * randomHandSeconds(all ? 1 : 0, trait, gmCounts / 2);
  const restHands = new Set(campaign.steps.flatMap((step) => (step.kind === "rest" && all ? [REST_EFFECTS[step.rest].hand] : [])));
  for (const hand of restHands) seconds += 2 * 3 * randomHandSeconds(hand, trait, opposing + 1);
  return seconds;
}

/** The share of optimalHandSeconds one campaign check solve costs (see optimalSolveSeconds). */
const OPTIMAL_CAMPAIGN_SOLVE = 0.05;

/**
 * The check solves of a campaign under policy optimal: the cards kept stay in hand, so any hand size from
 * 1 to the largest the start or a rest gives is met, with the Trait or 0 (Shock) at every GM count; each
 * solve a fraction of an optimalHandSeconds (the GM's cards shown first settle most starts at once):
 * OPTIMAL_CAMPAIGN_SOLVE, fitted to five 6..30-check campaigns with hands 5, 8 and 10 (0.5..26 s CPU
 * measured under load; estimates within 0.56..4.4 of them, high for a hand of 8). O(steps).
 */
function optimalSolveSeconds(campaign: Campaign, gmCounts: number): number {
  const largest = Math.max(campaign.start.hand, ...campaign.steps.map((step) => (step.kind === "rest" ? REST_EFFECTS[step.rest].hand : 0)));
  let seconds = optimalHandSeconds(campaign.start.hand);
  for (let hand = 1; hand <= largest; hand++) seconds += gmCounts * optimalHandSeconds(hand);
  return OPTIMAL_CAMPAIGN_SOLVE * seconds;
}

/**
 * Estimated CPU seconds of one Ash check: the optimal play searches every state of the hand's cards
 * (about 2^hand), measured at 0.1..0.4 s for 10 cards; the other policies sum draws directly. O(1).
 * @example checkSeconds("optimal", 10) < 1 // true
 */
export function checkSeconds(policy: string, handSize: number): number {
  return policy === "optimal" ? 0.05 + 0.0004 * 2 ** handSize : 0.02;
}

/**
 * Estimated CPU seconds of one table cell's random hand under policy optimal: one optimal solve per
 * composition of the hand by value class, C(hand + 3, 3) of them, each about 0.8 ms plus 0.04 ms · 2^hand
 * (fitted to the 30-cell grid at hands 1, 3, 5 and 7: 0.25, 0.7, 4.1 and 22 s measured, under load). O(1).
 * @example optimalHandSeconds(5) < 0.2 // true
 */
export function optimalHandSeconds(handSize: number): number {
  return binomialNumber(handSize + 3, 3) * (0.0008 + 0.00004 * 2 ** handSize);
}
