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
import { itemAt } from "../../../core/checked-index.js";
import { f64Add, i32At, u8At } from "../../../core/typed-index.js";

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

/** The tally slots of the state after one step: each event's yes and no, the distributions' starts, the quantities. */
interface StepSlots {
  readonly shockYes: number;
  readonly shockNo: number;
  readonly injuryYes: number;
  readonly injuryNo: number;
  readonly exitYes: number;
  readonly exitNo: number;
  readonly strainStart: number;
  readonly woundsStart: number;
  readonly strainMean: number;
  readonly woundsMean: number;
}

/** One step as the trial loop reads it: kind, Trait, Opposing, weapon term, evocation, suit row, healing, and the slots it tallies into. */
interface StepPlan {
  readonly kind: number;
  readonly trait: number;
  readonly opposing: number;
  readonly weapon: number;
  readonly evocation: number;
  /** The check's suit as a row of the value table, or −1 to draw one. */
  readonly suitRow: number;
  readonly healing: boolean;
  /** Where the state after this step is tallied. */
  readonly after: StepSlots;
}

/** A campaign's steps as fixed-shape records for the trial loop, each with the slots of the state after it (`slots[k]`: after step k, 0 the start). */
function stepPlans(campaign: Campaign, slots: readonly StepSlots[]): StepPlan[] {
  return campaign.steps.map((step, s) => ({
    kind: step.kind === "check" ? CHECK : step.rest === "half" ? HALF_REST : FULL_REST,
    trait: step.kind === "check" ? step.trait : (step.shockHealing?.trait ?? 0),
    opposing: step.kind === "check" ? step.opposing : (step.shockHealing?.opposing ?? 0),
    weapon: step.kind === "check" ? step.weapon : 0,
    evocation: step.kind === "check" && step.evocation ? 1 : 0,
    suitRow: step.kind === "check" && step.suit !== undefined ? suitIndex(step.suit) * DECK_SIZE : -1,
    healing: step.kind === "rest" && Boolean(step.shockHealing),
    after: itemAt(slots, s + 1),
  }));
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

/** outcomeAt[total − lowest] from outcomeOf, for every total a campaign's check can reach: a check draws at most a deck's worth of cards on either side. */
function campaignOutcomes(steps: readonly StepPlan[]): { lowest: number; outcomeAt: Uint8Array } {
  const weapons = steps.map((step) => step.weapon);
  const lowest = Math.min(0, ...weapons) - 3 * 2 * DECK_SIZE;
  return { lowest, outcomeAt: outcomeTable(lowest, Math.max(0, ...weapons) + 3 * 2 * DECK_SIZE) };
}

/** Every step's tally slots (0 the start, k after step k), resolved by name once. */
function campaignSlots(layout: TallyLayout, stepCount: number): StepSlots[] {
  const slots = tallySlots(layout);
  return Array.from({ length: stepCount + 1 }, (_, k) => ({
    shockYes: slots.category(campaignGroup("shock", k), "yes"),
    shockNo: slots.category(campaignGroup("shock", k), "no"),
    injuryYes: slots.category(campaignGroup("injury", k), "yes"),
    injuryNo: slots.category(campaignGroup("injury", k), "no"),
    exitYes: slots.category(campaignGroup("exit", k), "yes"),
    exitNo: slots.category(campaignGroup("exit", k), "no"),
    strainStart: slots.groupStart(campaignDistributionGroup("strain", k)),
    woundsStart: slots.groupStart(campaignDistributionGroup("wounds", k)),
    strainMean: slots.quantity(campaignQuantity("strain", k)),
    woundsMean: slots.quantity(campaignQuantity("wounds", k)),
  }));
}

/** A trial's state after a step. */
interface TrialState {
  strain: number;
  wounds: number;
  injured: boolean;
  exited: boolean;
}

/** Tallies the state after a step into its slots: the three events, the Strain and Wounds distributions and means. */
function tallyStep(tally: Float64Array, slot: StepSlots, state: TrialState): void {
  const { strain, wounds } = state;
  f64Add(tally, wounds >= SHOCK_WOUNDS ? slot.shockYes : slot.shockNo, 1);
  f64Add(tally, state.injured ? slot.injuryYes : slot.injuryNo, 1);
  f64Add(tally, state.exited ? slot.exitYes : slot.exitNo, 1);
  f64Add(tally, slot.strainStart + strain, 1);
  f64Add(tally, slot.woundsStart + wounds, 1);
  addQuantity(tally, slot.strainMean, strain);
  addQuantity(tally, slot.woundsMean, wounds);
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
        total -= u8At(cardValue, suitRow + card);
        gm.toTable(card);
      }
      for (let i = 0; i < checkTrait; i++) {
        const card = player.draw(random);
        if (card < 0) break;
        total += u8At(cardValue, suitRow + card);
        player.toTable(card);
      }
      for (let i = 0; i < handUsed; i++) {
        const handCard = u8At(hand, i);
        const value = u8At(cardValue, suitRow + handCard);
        player.toTable(handCard);
        if (value > 0) total += value;
        else {
          const card = player.draw(random);
          if (card < 0) continue;
          total += u8At(cardValue, suitRow + card);
          player.toTable(card);
        }
      }
      player.endCheck();
      if (!shared) gm.endCheck();
      return u8At(outcomeAt, total - lowest);
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
  const { strainAdded, woundsAdded, woundLimit, strainLimit } = consequenceTables(campaign);
  const layout = campaignLayout(stepCount, strainLimit, woundLimit);
  const slots = campaignSlots(layout, stepCount);
  const start = itemAt(slots, 0);
  const steps = stepPlans(campaign, slots);
  const { lowest, outcomeAt } = campaignOutcomes(steps);
  const succeeds = Uint8Array.from(OUTCOMES, (outcome) => (SUCCESSES.includes(outcome) ? 1 : 0));
  const cards = campaignCards(shared, outcomeAt, lowest);
  // One trial's state, mutated in place (no allocation per trial).
  const state = { strain: 0, wounds: 0, injured: false, exited: false, handSize: 0 };

  const checkStep = (random: Random, step: StepPlan) => {
    const checkTrait = traitInEffect(step.trait, state.wounds);
    const handUsed = playsHand ? state.handSize : 0;
    let gmCards = step.opposing + state.strain;
    if (markov) {
      // A fresh deck (and GM deck) and a fresh random hand at every check, as the chain assumes.
      cards.reset();
      cards.fillHand(random, handUsed);
      gmCards = Math.min(gmCards, gmDrawCap(campaign.decks, handUsed, checkTrait));
    }
    const outcome = cards.check(random, step.suitRow, checkTrait, gmCards, step.weapon, playsHand ? cards.handCount : 0);
    const at = (state.wounds * OUTCOMES.length + outcome) * 2 + step.evocation;
    state.strain += i32At(strainAdded, at);
    state.wounds += i32At(woundsAdded, at);
    if (playsHand) {
      // The hand is empty: the player draws one card (docs/rules.md 4.3, after any check).
      cards.handCount = 0;
      cards.fillHand(random, 1);
      state.handSize = 1;
    }
  };

  const restStep = (random: Random, step: StepPlan) => {
    const effects = REST_EFFECTS[step.kind === HALF_REST ? "half" : "full"];
    state.strain = Math.min(state.strain, effects.strain);
    state.handSize = Math.max(state.handSize, effects.hand);
    if (!markov) cards.fillHand(random, state.handSize);
    if (step.kind !== FULL_REST) return;
    if (state.wounds < SHOCK_WOUNDS) state.wounds = Math.max(0, state.wounds - 1);
    else if (step.healing) {
      // The healing check: no hand, no Strain, the healer's Trait (the chain's reading).
      if (markov) cards.reset();
      const healTrait = step.trait;
      const healGm = markov ? Math.min(step.opposing, gmDrawCap(campaign.decks, 0, healTrait)) : step.opposing;
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
      tallyStep(tally, start, state);
      for (const step of steps) {
        if (step.kind === CHECK) checkStep(random, step);
        else restStep(random, step);
        state.injured ||= state.wounds >= INJURY_WOUNDS;
        state.exited ||= state.wounds > INJURY_WOUNDS;
        tallyStep(tally, step.after, state);
      }
    }
  };
  return { layout, run };
}
