import type { SamplePlan } from "../../core/analysis.js";
import { addQuantity, tallyOffsets, type TallyLayout } from "../../core/estimate.js";
import type { Random } from "../../core/random.js";
import { gmDrawCap, type Campaign } from "./campaign.js";
import { cardValues, DECK_SIZE, suitIndex } from "./card-ids.js";
import { checkConsequences, INJURY_WOUNDS, OUTCOMES, outcomeOf, REST_EFFECTS, SHOCK_WOUNDS, SUCCESSES, traitInEffect } from "./rules.js";
import type { Hands } from "./scenario.js";

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

/**
 * A deck of real cards as a draw pile, the cards on the table in the current check, and a discard pile.
 * Drawing takes a uniform card of the draw pile (the same as drawing the top card of a shuffled deck);
 * when the draw pile is empty the discard pile is shuffled into a new one (the cards on the table stay
 * out until the check ends). Allocates nothing after construction.
 */
class Pile {
  private readonly drawPile = new Uint8Array(DECK_SIZE);
  private drawCount = 0;
  private readonly discardPile = new Uint8Array(DECK_SIZE);
  private discardCount = 0;
  private readonly table = new Uint8Array(DECK_SIZE);
  private tableCount = 0;

  /** A fresh deck of all 54 cards, nothing discarded or on the table. */
  reset(): void {
    for (let id = 0; id < DECK_SIZE; id++) this.drawPile[id] = id;
    this.drawCount = DECK_SIZE;
    this.discardCount = 0;
    this.tableCount = 0;
  }

  /** A card drawn into the hand (it leaves the pile), or −1 when no card is left to draw. */
  draw(random: Random): number {
    if (this.drawCount === 0) {
      // Reshuffle: the discard pile becomes the draw pile (draws are uniform, so no shuffle is needed).
      for (let i = 0; i < this.discardCount; i++) this.drawPile[i] = this.discardPile[i]!;
      this.drawCount = this.discardCount;
      this.discardCount = 0;
      if (this.drawCount === 0) return -1;
    }
    const at = random.below(this.drawCount);
    const card = this.drawPile[at]!;
    this.drawPile[at] = this.drawPile[--this.drawCount]!;
    return card;
  }

  /** A card played or discarded in this check: it lies on the table until the check ends. */
  toTable(card: number): void {
    this.table[this.tableCount++] = card;
  }

  /** The check is over: the cards on the table go to the discard pile. */
  endCheck(): void {
    for (let i = 0; i < this.tableCount; i++) this.discardPile[this.discardCount++] = this.table[i]!;
    this.tableCount = 0;
  }
}

const CHECK = 0;
const HALF_REST = 1;
const FULL_REST = 2;

/**
 * The trial loop of an Ash campaign (RULES.md 4.2–4.4) played with real cards. Each trial deals the
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
 * @example sampleCampaign({ title: "", start: { strain: 0, wounds: 0, hand: 5 }, handPolicy: "all", decks: "separate", steps: [] }, "real").layout.groups.length // 5
 */
export function sampleCampaign(campaign: Campaign, hands: Hands): SamplePlan {
  const markov = hands === "markov";
  const shared = campaign.decks === "shared";
  const playsHand = campaign.handPolicy === "all";
  const steps = campaign.steps;
  const stepCount = steps.length;
  const kind = Uint8Array.from(steps, (step) => (step.kind === "check" ? CHECK : step.rest === "half" ? HALF_REST : FULL_REST));
  const trait = Int32Array.from(steps, (step) => (step.kind === "check" ? step.trait : (step.shockHealing?.trait ?? 0)));
  const opposing = Int32Array.from(steps, (step) => (step.kind === "check" ? step.opposing : (step.shockHealing?.opposing ?? 0)));
  const offset = Int32Array.from(steps, (step) => (step.kind === "check" ? step.offset : 0));
  const evocation = Uint8Array.from(steps, (step) => (step.kind === "check" && step.evocation ? 1 : 0));
  // Each check's suit as a row of the value table, or −1 to draw one.
  const suitRow = Int32Array.from(steps, (step) => (step.kind === "check" && step.suit !== undefined ? suitIndex(step.suit) * DECK_SIZE : -1));
  const healing = Uint8Array.from(steps, (step) => (step.kind === "rest" && step.shockHealing ? 1 : 0));
  const cardValue = cardValues();

  // outcomeAt[total − lowest] from outcomeOf; a check draws at most a deck's worth of cards on either side.
  const lowest = Math.min(0, ...offset) - 3 * 2 * DECK_SIZE;
  const highest = Math.max(0, ...offset) + 3 * 2 * DECK_SIZE;
  const outcomeAt = new Uint8Array(highest - lowest + 1);
  for (let total = lowest; total <= highest; total++) outcomeAt[total - lowest] = OUTCOMES.indexOf(outcomeOf(total));
  const succeeds = Uint8Array.from(OUTCOMES, (outcome) => (SUCCESSES.includes(outcome) ? 1 : 0));
  // Strain and Wounds added by (Wounds before, outcome, evocation), from checkConsequences.
  const checks = steps.filter((step) => step.kind === "check").length;
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
  const strainLimit = campaign.start.strain + mostStrainAdded * checks;
  const values = (limit: number) => Array.from({ length: limit + 1 }, (_, v) => String(v));
  const layout: TallyLayout = {
    groups: [
      ...Array.from({ length: stepCount + 1 }, (_, k) => CAMPAIGN_EVENTS.map((event) => ({ name: campaignGroup(event, k), categories: ["yes", "no"] }))).flat(),
      ...Array.from({ length: stepCount + 1 }, (_, k) => [
        { name: campaignDistributionGroup("strain", k), categories: values(strainLimit) },
        { name: campaignDistributionGroup("wounds", k), categories: values(woundLimit) },
      ]).flat(),
    ],
    quantities: Array.from({ length: stepCount + 1 }, (_, k) => [campaignQuantity("strain", k), campaignQuantity("wounds", k)]).flat(),
  };
  const offsets = tallyOffsets(layout);
  const groupAt = Int32Array.from(offsets.groups);
  const quantityAt = Int32Array.from(offsets.quantities);

  const player = new Pile();
  const gm = shared ? player : new Pile();
  const hand = new Uint8Array(DECK_SIZE);
  let handCount = 0;

  /** One check from the current hand and decks; returns the outcome's index. */
  const check = (random: Random, row: number, checkTrait: number, gmCards: number, totalOffset: number, handUsed: number): number => {
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
  };

  const fillHand = (random: Random, size: number) => {
    while (handCount < size) {
      const card = player.draw(random);
      if (card < 0) break;
      hand[handCount++] = card;
    }
  };

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      let strain = campaign.start.strain;
      let wounds = campaign.start.wounds;
      let injured = wounds >= INJURY_WOUNDS;
      let exited = wounds > INJURY_WOUNDS;
      // The chain's hand size: what the Markov mode deals afresh at each check.
      let handSize = campaign.start.hand;
      player.reset();
      if (!shared) gm.reset();
      handCount = 0;
      fillHand(random, handSize);
      for (let k = 0; k <= stepCount; k++) {
        if (k > 0) {
          const s = k - 1;
          if (kind[s] === CHECK) {
            const checkTrait = traitInEffect(trait[s]!, wounds);
            const handUsed = playsHand ? handSize : 0;
            let gmCards = opposing[s]! + strain;
            if (markov) {
              // A fresh deck (and GM deck) and a fresh random hand at every check, as the chain assumes.
              player.reset();
              if (!shared) gm.reset();
              handCount = 0;
              fillHand(random, handUsed);
              gmCards = Math.min(gmCards, gmDrawCap(campaign.decks, handUsed, checkTrait));
            }
            const outcome = check(random, suitRow[s]!, checkTrait, gmCards, offset[s]!, playsHand ? handCount : 0);
            const at = (wounds * OUTCOMES.length + outcome) * 2 + evocation[s]!;
            strain += strainAdded[at]!;
            wounds += woundsAdded[at]!;
            if (playsHand) {
              // The hand is empty: the player draws one card (RULES.md 4.3, after any check).
              handCount = 0;
              fillHand(random, 1);
              handSize = 1;
            }
          } else {
            const effects = REST_EFFECTS[kind[s] === HALF_REST ? "half" : "full"];
            strain = Math.min(strain, effects.strain);
            handSize = Math.max(handSize, effects.hand);
            if (!markov) fillHand(random, handSize);
            if (kind[s] === FULL_REST) {
              if (wounds < SHOCK_WOUNDS) wounds = Math.max(0, wounds - 1);
              else if (healing[s] === 1) {
                // The healing check: no hand, no Strain, the healer's Trait (the chain's reading).
                if (markov) {
                  player.reset();
                  if (!shared) gm.reset();
                  handCount = 0;
                }
                const healTrait = trait[s]!;
                const healGm = markov ? Math.min(opposing[s]!, gmDrawCap(campaign.decks, 0, healTrait)) : opposing[s]!;
                if (succeeds[check(random, -1, healTrait, healGm, 0, 0)] === 1) wounds -= 1;
              }
            }
          }
          injured ||= wounds >= INJURY_WOUNDS;
          exited ||= wounds > INJURY_WOUNDS;
        }
        const base = k * CAMPAIGN_EVENTS.length;
        tally[groupAt[base]! + (wounds >= SHOCK_WOUNDS ? 0 : 1)]!++;
        tally[groupAt[base + 1]! + (injured ? 0 : 1)]!++;
        tally[groupAt[base + 2]! + (exited ? 0 : 1)]!++;
        const distributions = (stepCount + 1) * CAMPAIGN_EVENTS.length + 2 * k;
        tally[groupAt[distributions]! + strain]!++;
        tally[groupAt[distributions + 1]! + wounds]!++;
        const strainAt = quantityAt[2 * k]!;
        const woundsAt = quantityAt[2 * k + 1]!;
        addQuantity(tally, strainAt, strain);
        addQuantity(tally, woundsAt, wounds);
      }
    }
  };
  return { layout, run };
}
