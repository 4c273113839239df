/**
 * The campaign sampler (RULES.md 4.4): the chain's checks and rests played with real cards, trial by trial.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { checkCampaign, gmDrawCap, type Campaign } from "../campaign.js";
import { cardValues, DECK_SIZE, suitIndex } from "./card-ids.js";
import { checkConsequences, OUTCOMES, SUCCESSES } from "../outcome-ladder.js";
import { INJURY_WOUNDS, REST_EFFECTS, SHOCK_WOUNDS, traitInEffect } from "../wounds-and-rest.js";
import { Pile } from "./pile.js";
import { outcomeTable } from "./check.js";
import { OddsmithError, oneOf } from "../../../core/errors.js";

/**
 * Which hands a simulated campaign plays: `real`, the character's own hand and depleting deck; `markov`,
 * a fresh random hand of the current size at every check, as the exact chain assumes.
 */
export const HANDS = ["real", "markov"] as const;
export type Hands = (typeof HANDS)[number];

/** The per-step events a campaign simulation tallies (each a yes/no group per step). */
export const CAMPAIGN_EVENTS = ["shock", "injury", "exit"] as const;

/**
 * The tally group of an event at a step (0 = the start).
 * @example campaignGroup("exit", 3) // "exit@3"
 */
export function campaignGroup(event: (typeof CAMPAIGN_EVENTS)[number], step: number): string {
  return `${event}@${step}`;
}

/**
 * The tally group of the whole distribution of Strain or Wounds at a step (categories "0", "1", …); the
 * exact chain's `wounds` and `strain` details are the same distributions.
 * @example campaignDistributionGroup("wounds", 2) // "wounds=@2"
 */
export function campaignDistributionGroup(measure: "strain" | "wounds", step: number): string {
  return `${measure}=@${step}`;
}

/**
 * The tally quantity of Strain or Wounds at a step.
 * @example campaignQuantity("wounds", 0) // "wounds@0"
 */
export function campaignQuantity(measure: "strain" | "wounds", step: number): string {
  return `${measure}@${step}`;
}

const CHECK = 0;
const HALF_REST = 1;
const FULL_REST = 2;

/** A campaign's steps as typed arrays, for the trial loop: kind, Trait, Opposing, weapon term, evocation, suit row, healing. */
function stepTables(campaign: Campaign) {
  const steps = campaign.steps;
  return {
    kind: Uint8Array.from(steps, (step) => (step.kind === "check" ? CHECK : step.rest === "half" ? HALF_REST : FULL_REST)),
    trait: Int32Array.from(steps, (step) => (step.kind === "check" ? step.trait : (step.shockHealing?.trait ?? 0))),
    opposing: Int32Array.from(steps, (step) => (step.kind === "check" ? step.opposing : (step.shockHealing?.opposing ?? 0))),
    weapon: Int32Array.from(steps, (step) => (step.kind === "check" ? step.weapon : 0)),
    evocation: Uint8Array.from(steps, (step) => (step.kind === "check" && step.evocation ? 1 : 0)),
    // Each check's suit as a row of the value table, or −1 to draw one.
    suitRow: Int32Array.from(steps, (step) => (step.kind === "check" && step.suit !== undefined ? suitIndex(step.suit) * DECK_SIZE : -1)),
    healing: Uint8Array.from(steps, (step) => (step.kind === "rest" && step.shockHealing ? 1 : 0)),
  };
}

/**
 * Strain and Wounds added by (Wounds before, outcome, evocation), from checkConsequences, entry
 * (wounds · OUTCOMES.length + outcome) · 2 + evocation; and the most Strain and Wounds a campaign can reach.
 */
function consequenceTables(campaign: Campaign) {
  const checks = campaign.steps.filter((step) => step.kind === "check").length;
  const woundLimit = campaign.start.wounds + 2 * checks;
  const strainAdded = new Int32Array((woundLimit + 1) * OUTCOMES.length * 2);
  const woundsAdded = new Int32Array((woundLimit + 1) * OUTCOMES.length * 2);
  for (let w = 0; w <= woundLimit; w++) {
    OUTCOMES.forEach((outcome, o) => {
      for (let e = 0; e < 2; e++) {
        const added = checkConsequences(outcome, w, e === 1);
        strainAdded[(w * OUTCOMES.length + o) * 2 + e] = added.strain;
        woundsAdded[(w * OUTCOMES.length + o) * 2 + e] = added.wounds;
      }
    });
  }
  // The most Strain a campaign can reach: the start plus the most any check adds, at every check.
  let mostStrainAdded = 0;
  for (const added of strainAdded) mostStrainAdded = Math.max(mostStrainAdded, added);
  return { strainAdded, woundsAdded, woundLimit, strainLimit: campaign.start.strain + mostStrainAdded * checks };
}

/** The tally layout of a campaign of `stepCount` steps: per step the events, then the Strain and Wounds distributions, then their means. */
function campaignLayout(stepCount: number, strainLimit: number, woundLimit: number): TallyLayout {
  const values = (limit: number) => Array.from({ length: limit + 1 }, (_, v) => String(v));
  return {
    groups: [
      ...Array.from({ length: stepCount + 1 }, (_, k) => CAMPAIGN_EVENTS.map((event) => ({ name: campaignGroup(event, k), categories: ["yes", "no"] }))).flat(),
      ...Array.from({ length: stepCount + 1 }, (_, k) => [
        { name: campaignDistributionGroup("strain", k), categories: values(strainLimit) },
        { name: campaignDistributionGroup("wounds", k), categories: values(woundLimit) },
      ]).flat(),
    ],
    quantities: Array.from({ length: stepCount + 1 }, (_, k) => [campaignQuantity("strain", k), campaignQuantity("wounds", k)]).flat(),
  };
}

/** Every step's tally slots, resolved by name once: each event's yes and no, the distributions' starts, the quantities. */
function campaignSlots(layout: TallyLayout, stepCount: number) {
  const slots = tallySlots(layout);
  const steps = Array.from({ length: stepCount + 1 }, (_, k) => k);
  const eventSlots = (event: (typeof CAMPAIGN_EVENTS)[number], category: "yes" | "no") => Int32Array.from(steps, (k) => slots.category(campaignGroup(event, k), category));
  return {
    shockYes: eventSlots("shock", "yes"),
    shockNo: eventSlots("shock", "no"),
    injuryYes: eventSlots("injury", "yes"),
    injuryNo: eventSlots("injury", "no"),
    exitYes: eventSlots("exit", "yes"),
    exitNo: eventSlots("exit", "no"),
    strainStart: Int32Array.from(steps, (k) => slots.groupStart(campaignDistributionGroup("strain", k))),
    woundsStart: Int32Array.from(steps, (k) => slots.groupStart(campaignDistributionGroup("wounds", k))),
    strainMean: Int32Array.from(steps, (k) => slots.quantity(campaignQuantity("strain", k))),
    woundsMean: Int32Array.from(steps, (k) => slots.quantity(campaignQuantity("wounds", k))),
  };
}

/** A trial's state after a step. */
interface TrialState {
  strain: number;
  wounds: number;
  injured: boolean;
  exited: boolean;
}

/** Tallies the state after step k: the three events, the Strain and Wounds distributions and means. */
function tallyStep(tally: Float64Array, slot: ReturnType<typeof campaignSlots>, state: TrialState, k: number): void {
  const { strain, wounds } = state;
  tally[wounds >= SHOCK_WOUNDS ? slot.shockYes[k]! : slot.shockNo[k]!]!++;
  tally[state.injured ? slot.injuryYes[k]! : slot.injuryNo[k]!]!++;
  tally[state.exited ? slot.exitYes[k]! : slot.exitNo[k]!]!++;
  tally[slot.strainStart[k]! + strain]!++;
  tally[slot.woundsStart[k]! + wounds]!++;
  addQuantity(tally, slot.strainMean[k]!, strain);
  addQuantity(tally, slot.woundsMean[k]!, wounds);
}

/**
 * The cards of one simulated character: the player's deck, the GM's (or the one shared deck) and the hand,
 * with the check that plays them. `check` returns the outcome's index. Allocates nothing after construction.
 */
function campaignCards(shared: boolean, outcomeAt: Uint8Array, lowest: number) {
  const cardValue = cardValues();
  const player = new Pile();
  const gm = shared ? player : new Pile();
  const hand = new Uint8Array(DECK_SIZE);
  const cards = {
    handCount: 0,
    /** Fresh decks and an empty hand. */
    reset(): void {
      player.reset();
      if (!shared) gm.reset();
      cards.handCount = 0;
    },
    /** Draws into the hand until it holds `size` cards (or the deck runs out). */
    fillHand(random: Random, size: number): void {
      while (cards.handCount < size) {
        const card = player.draw(random);
        if (card < 0) break;
        hand[cards.handCount++] = card;
      }
    },
    /** One check from the current hand and decks. */
    check(random: Random, row: number, checkTrait: number, gmCards: number, totalOffset: number, handUsed: number): number {
      const suitRow = row >= 0 ? row : random.below(4) * DECK_SIZE;
      let total = totalOffset;
      // With one shared deck the GM's cards come first; with a separate deck the order does not matter.
      for (let i = 0; i < gmCards; i++) {
        const card = gm.draw(random);
        if (card < 0) break;
        total -= cardValue[suitRow + card]!;
        gm.toTable(card);
      }
      for (let i = 0; i < checkTrait; i++) {
        const card = player.draw(random);
        if (card < 0) break;
        total += cardValue[suitRow + card]!;
        player.toTable(card);
      }
      for (let i = 0; i < handUsed; i++) {
        const value = cardValue[suitRow + hand[i]!]!;
        player.toTable(hand[i]!);
        if (value > 0) total += value;
        else {
          const card = player.draw(random);
          if (card < 0) continue;
          total += cardValue[suitRow + card]!;
          player.toTable(card);
        }
      }
      player.endCheck();
      if (!shared) gm.endCheck();
      return outcomeAt[total - lowest]!;
    },
  };
  return cards;
}

/** checkCampaign, the hands from HANDS, and a hand policy the trial loop plays (all or none: optimal is solved exactly only). */
function checkSampledCampaign(campaign: Campaign, hands: Hands): void {
  checkCampaign(campaign);
  oneOf("hands", HANDS, hands);
  if (campaign.handPolicy === "optimal") throw new OddsmithError("handPolicy", "all or none (a simulated campaign does not play the optimal policy: solve it exactly)", campaign.handPolicy);
}

/**
 * The trial loop of an Ash campaign (docs/rules.md 4.2–4.4) played with real cards. Each trial deals the
 * character's hand from a 54-card deck and plays every step: a check draws the GM's Opposing and Strain
 * cards and the trait cards (0 in Shock), plays the hand under the campaign's policy (all: cards of
 * positive value played, zeros discarded to draw and play; then the empty hand draws one card), scores
 * the total with outcomeOf and adds Strain and Wounds by checkConsequences; a rest refills the hand by
 * drawing and lowers Strain (REST_EFFECTS), a full rest heals a Wound (in Shock only after its healing
 * check succeeds). A check's suit is the step's, or drawn uniformly when the step names none. With
 * `hands: "real"` the hand is carried from check to check and every card comes from the character's
 * own deck (and the GM's, or the one shared deck), which depletes and is reshuffled from its discard pile
 * only when a draw finds it empty. With `hands: "markov"` every check deals a fresh random hand of the
 * current size from a fresh deck (and a fresh GM deck), with the chain's cap on GM cards: exactly the
 * exact chain's assumption. Tallies, per step, Shock, injury so far and exit so far (yes/no), the Strain
 * and Wounds (as means), and the distributions of Strain and Wounds (one group each per step, values 0 to
 * the most a campaign can add). Cost per trial: O(steps × cards drawn per check).
 * @throws {OddsmithError} when a field of the campaign is not usable (checkCampaign), or its hand policy is optimal (not simulated).
 * @example sampleCampaign({ title: "", start: { strain: 0, wounds: 0, hand: 5 }, handPolicy: "all", decks: "separate", steps: [] }, "real").layout.groups.length // 5
 */
export function sampleCampaign(campaign: Campaign, hands: Hands): SamplePlan {
  checkSampledCampaign(campaign, hands);
  const markov = hands === "markov";
  const shared = campaign.decks === "shared";
  const playsHand = campaign.handPolicy === "all";
  const stepCount = campaign.steps.length;
  const { kind, trait, opposing, weapon, evocation, suitRow, healing } = stepTables(campaign);
  // outcomeAt[total − lowest] from outcomeOf; a check draws at most a deck's worth of cards on either side.
  const lowest = Math.min(0, ...weapon) - 3 * 2 * DECK_SIZE;
  const highest = Math.max(0, ...weapon) + 3 * 2 * DECK_SIZE;
  const outcomeAt = outcomeTable(lowest, highest);
  const succeeds = Uint8Array.from(OUTCOMES, (outcome) => (SUCCESSES.includes(outcome) ? 1 : 0));
  const { strainAdded, woundsAdded, woundLimit, strainLimit } = consequenceTables(campaign);
  const layout = campaignLayout(stepCount, strainLimit, woundLimit);
  const slot = campaignSlots(layout, stepCount);
  const cards = campaignCards(shared, outcomeAt, lowest);
  // One trial's state, mutated in place (no allocation per trial).
  const state = { strain: 0, wounds: 0, injured: false, exited: false, handSize: 0 };

  const checkStep = (random: Random, s: number) => {
    const checkTrait = traitInEffect(trait[s]!, state.wounds);
    const handUsed = playsHand ? state.handSize : 0;
    let gmCards = opposing[s]! + state.strain;
    if (markov) {
      // A fresh deck (and GM deck) and a fresh random hand at every check, as the chain assumes.
      cards.reset();
      cards.fillHand(random, handUsed);
      gmCards = Math.min(gmCards, gmDrawCap(campaign.decks, handUsed, checkTrait));
    }
    const outcome = cards.check(random, suitRow[s]!, checkTrait, gmCards, weapon[s]!, playsHand ? cards.handCount : 0);
    const at = (state.wounds * OUTCOMES.length + outcome) * 2 + evocation[s]!;
    state.strain += strainAdded[at]!;
    state.wounds += woundsAdded[at]!;
    if (playsHand) {
      // The hand is empty: the player draws one card (docs/rules.md 4.3, after any check).
      cards.handCount = 0;
      cards.fillHand(random, 1);
      state.handSize = 1;
    }
  };

  const restStep = (random: Random, s: number) => {
    const effects = REST_EFFECTS[kind[s] === HALF_REST ? "half" : "full"];
    state.strain = Math.min(state.strain, effects.strain);
    state.handSize = Math.max(state.handSize, effects.hand);
    if (!markov) cards.fillHand(random, state.handSize);
    if (kind[s] !== FULL_REST) return;
    if (state.wounds < SHOCK_WOUNDS) state.wounds = Math.max(0, state.wounds - 1);
    else if (healing[s] === 1) {
      // The healing check: no hand, no Strain, the healer's Trait (the chain's reading).
      if (markov) cards.reset();
      const healTrait = trait[s]!;
      const healGm = markov ? Math.min(opposing[s]!, gmDrawCap(campaign.decks, 0, healTrait)) : opposing[s]!;
      if (succeeds[cards.check(random, -1, healTrait, healGm, 0, 0)] === 1) state.wounds -= 1;
    }
  };

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      state.strain = campaign.start.strain;
      state.wounds = campaign.start.wounds;
      state.injured = state.wounds >= INJURY_WOUNDS;
      state.exited = state.wounds > INJURY_WOUNDS;
      // The chain's hand size: what the Markov mode deals afresh at each check.
      state.handSize = campaign.start.hand;
      cards.reset();
      cards.fillHand(random, state.handSize);
      tallyStep(tally, slot, state, 0);
      for (let s = 0; s < stepCount; s++) {
        if (kind[s] === CHECK) checkStep(random, s);
        else restStep(random, s);
        state.injured ||= state.wounds >= INJURY_WOUNDS;
        state.exited ||= state.wounds > INJURY_WOUNDS;
        tallyStep(tally, slot, state, s + 1);
      }
    }
  };
  return { layout, run };
}
