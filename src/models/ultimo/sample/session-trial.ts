/**
 * One simulated evening of an Ultimo session (docs/rules.md 3.1–3.11), step by step: the round (Youthful
 * Ambition, then the hand refilled to stamina, or the character passes out), the challenge (overwhelming
 * expertise, or focus cards, the policy's play, the Dealer's draw and the outcome), and the evening's
 * tally. Built once per plan; a trial allocates nothing (the optimal policy's caches aside).
 */
import { addQuantity } from "../../../core/estimate.js";
import { f64Add, outside } from "../../../core/typed-index.js";
import type { Random } from "../../../core/random.js";
import { OUTCOME_INDEX, overwhelmingExpertise } from "../outcome.js";
import { chosenPlay, sessionCards, type ChosenPlay } from "./session-cards.js";
import { SessionChallenges } from "./session-challenge.js";
import { SessionDeck } from "./session-deck.js";
import { GreedyPlays } from "./session-greedy.js";
import { OptimalPlays } from "./session-optimal.js";
import { exhaustionCards, mostCardsPlayed, OUTCOME_THREAT, type Session, type SessionChallenge } from "../session.js";

/** Where a session's trial adds into the flat tally, resolved from the layout before the loop. */
export interface SessionSlots {
  /** Per challenge: where its group starts (its outcomes in OUTCOMES order). */
  readonly challengeStart: Int32Array;
  /** Per challenge: its passed-out counter. */
  readonly passedOut: Int32Array;
  /** Per challenge: the sum of the cards left in the deck after it. */
  readonly cardsLeftAfter: Int32Array;
  /** Where "passed out at" starts: never, then challenge 1, 2, … */
  readonly passedOutAtStart: number;
  /** Where "first exhausted at" starts: never, then challenge 1, 2, … */
  readonly exhaustedAtStart: number;
  /** Where "threat" starts: 0, 1, 2, … */
  readonly threatStart: number;
  readonly threat: number;
  readonly cardsLeft: number;
  readonly exhaustions: number;
  readonly cardsRemoved: number;
  readonly focusLeft: number;
}

/** A session's trial: the tables built once, and the scratch state of the evening being played. */
export class SessionTrial {
  private readonly deck: SessionDeck;
  private readonly challenges: SessionChallenges;
  private readonly greedy: GreedyPlays;
  private readonly optimal: OptimalPlays;
  private readonly play: ChosenPlay;
  /** The focus cards drawn for the challenge being played. */
  private readonly forced: Uint8Array;
  private readonly ambition: boolean;
  private readonly refund: number;
  private focus = 0;
  private threat = 0;

  /** The tables of a checked session. O(54 + kinds² + maxDifficulty · width³). */
  constructor(
    private readonly session: Session,
    private readonly slots: SessionSlots,
  ) {
    const { character, challenges, rules } = session;
    const cards = sessionCards(rules);
    const maxDifficulty = Math.max(0, ...challenges.map((challenge) => challenge.difficulty));
    this.deck = new SessionDeck(cards, exhaustionCards(character.vit, character.traits));
    this.challenges = new SessionChallenges(rules, maxDifficulty, Math.max(0, mostCardsPlayed(character, challenges)));
    this.greedy = new GreedyPlays(cards, rules, maxDifficulty);
    this.optimal = new OptimalPlays(cards, rules, challenges, maxDifficulty);
    this.play = chosenPlay(cards.kindCount, cards.baseDeck.length);
    this.forced = new Uint8Array(cards.baseDeck.length);
    this.ambition = character.traits.includes("youthful-ambition");
    this.refund = Math.floor(character.personality / 2);
  }

  /** Plays one evening and adds it to `tally`. O(54 + Σ over challenges (D + kinds + P)) for greedy. */
  evening(random: Random, tally: Float64Array): void {
    const { deck, slots } = this;
    const challenges = this.session.challenges;
    deck.shuffleNew(random);
    this.focus = this.session.character.focus;
    this.threat = 0;
    let passedOut = -1;
    let ambitionUsed = !this.ambition;
    for (let c = 0; c < challenges.length; c++) {
      const challenge = challenges[c] ?? outside(c, challenges.length);
      if (passedOut < 0 && challenge.burn) deck.burn(random, challenge.burn, c);
      if (passedOut < 0 && challenge.refill) {
        // Youthful Ambition is used once, at the start of the first round whose discard pile holds two aces.
        if (!ambitionUsed && deck.youthfulAmbition(random)) ambitionUsed = true;
        if (!deck.refill(random, this.session.character.stamina, c)) passedOut = c;
      }
      if (passedOut >= 0) {
        f64Add(tally, slots.passedOut[c] ?? outside(c, slots.passedOut.length), 1);
      } else {
        const outcome = this.challenge(random, c, challenge);
        this.threat += OUTCOME_THREAT[outcome] ?? outside(outcome, OUTCOME_THREAT.length);
        f64Add(tally, (slots.challengeStart[c] ?? outside(c, slots.challengeStart.length)) + outcome, 1);
      }
      addQuantity(tally, slots.cardsLeftAfter[c] ?? outside(c, slots.cardsLeftAfter.length), deck.deckCount);
    }
    this.tallyEvening(tally, passedOut);
  }

  /**
   * The outcome of one challenge (an index into OUTCOMES): overwhelming expertise taken as the session says
   * (docs/rules.md 3.6), else the focus cards drawn, the policy's play, the Dealer's draw; played cards go to the
   * discard pile, and focus spent is refunded on a perfect success or becomes the Dealer's threat.
   */
  private challenge(random: Random, c: number, challenge: SessionChallenge): number {
    const { deck, play, forced } = this;
    const { expertise, policy } = this.session;
    const difficulty = challenge.difficulty;
    const offer = expertise === "never" ? undefined : overwhelmingExpertise(Math.min(challenge.limit, deck.handSize), difficulty);
    if (offer === "success" || (offer === "partial-success" && expertise === "any")) return offer === "success" ? 1 : 2;
    // Focus spent draws that many extra cards from the top of the deck; a card that cannot be drawn is not spent.
    let forcedCount = 0;
    const spend = Math.min(challenge.focus, this.focus);
    for (let i = 0; i < spend; i++) {
      const card = deck.draw(random, c);
      if (card < 0) break;
      forced[forcedCount++] = card;
    }
    this.focus -= forcedCount;
    const queenValue = deck.discardBest;
    const hand = deck.hand;
    if (policy === "optimal-per-challenge") this.optimal.choose(c, challenge, hand, forced, forcedCount, queenValue, play);
    else this.greedy.choose(policy === "greedy", hand, forced, forcedCount, queenValue, Math.min(challenge.limit, deck.handSize), difficulty, challenge.target, play);
    const chosen = play.chosen;
    for (let k = 0; k < chosen.length; k++) {
      const taken = chosen[k] ?? outside(k, chosen.length);
      hand[k] = (hand[k] ?? outside(k, hand.length)) - taken;
      deck.handSize -= taken;
    }
    const outcome = this.challenges.outcome(random, play.row, play.played, difficulty, play.facts);
    let kind = 0;
    for (const taken of chosen) {
      for (let j = 0; j < taken; j++) deck.toDiscard(kind);
      kind++;
    }
    for (let i = 0; i < forcedCount; i++) deck.toDiscard(forced[i] ?? outside(i, forced.length));
    if (outcome === OUTCOME_INDEX.perfectSuccess) this.focus = Math.min(this.session.character.focus, this.focus + this.refund);
    else this.threat += forcedCount;
    return outcome;
  }

  /** The evening's figures: when the character passed out and was first exhausted, the threat, and the quantities. */
  private tallyEvening(tally: Float64Array, passedOut: number): void {
    const { deck, slots, threat } = this;
    f64Add(tally, slots.passedOutAtStart + passedOut + 1, 1);
    f64Add(tally, slots.exhaustedAtStart + deck.firstExhausted + 1, 1);
    f64Add(tally, slots.threatStart + threat, 1);
    addQuantity(tally, slots.threat, threat);
    addQuantity(tally, slots.cardsLeft, deck.deckCount);
    addQuantity(tally, slots.exhaustions, deck.exhaustions);
    addQuantity(tally, slots.cardsRemoved, deck.removed);
    addQuantity(tally, slots.focusLeft, this.focus);
  }
}
