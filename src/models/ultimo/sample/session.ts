/**
 * The Monte Carlo sampler of an Ultimo session (docs/rules.md 3.11): the tally layout of a session and the
 * plan whose trial loop plays one evening per trial (session-trial.ts, in named steps).
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { OUTCOMES } from "../outcome.js";
import { SessionTrial, type SessionSlots } from "./session-trial.js";
import { checkSession, type Session } from "../session.js";

/** The category a challenge gets when the character passed out before it. */
export const PASSED_OUT = "passed-out";

/**
 * The tally group of challenge `index` (from 0); after the challenges come pass-out, exhaustion and threat.
 * @example challengeGroup(0) // "challenge 1"
 */
export function challengeGroup(index: number): string {
  return `challenge ${index + 1}`;
}
export const PASSED_OUT_GROUP = "passed out at";
export const EXHAUSTED_GROUP = "first exhausted at";
export const THREAT_GROUP = "threat";

/** The evening's quantities, in layout order; each challenge's `cardsLeftAfter<n>` follow them. */
export const SESSION_QUANTITIES = ["threat", "cardsLeft", "exhaustions", "cardsRemoved", "focusLeft"] as const;

/**
 * The quantity of the cards left in the deck after challenge `index` (from 0).
 * @example cardsLeftAfter(0) // "cardsLeftAfter1"
 */
export function cardsLeftAfter(index: number): string {
  return `cardsLeftAfter${index + 1}`;
}

/**
 * The tally layout of a session: per challenge its outcomes and passed out; when the character passed out
 * and was first exhausted ("no", then the challenge); the threat gained (0 to 3 + focus per challenge); the
 * evening's quantities and the cards left after each challenge. O(challenges + threat values).
 * @example sessionLayout({ challenges: [{ focus: 1 }] }).groups.map((group) => group.categories.length) // [6, 2, 2, 5]
 */
export function sessionLayout(session: { readonly challenges: readonly Pick<Session["challenges"][number], "focus">[] }): TallyLayout {
  const { challenges } = session;
  const maxThreat = challenges.reduce((sum, challenge) => sum + 3 + challenge.focus, 0);
  const moments = ["no", ...challenges.map((_, c) => String(c + 1))];
  return {
    groups: [
      ...challenges.map((_, c) => ({ name: challengeGroup(c), categories: [...OUTCOMES, PASSED_OUT] })),
      { name: PASSED_OUT_GROUP, categories: moments },
      { name: EXHAUSTED_GROUP, categories: moments },
      { name: THREAT_GROUP, categories: Array.from({ length: maxThreat + 1 }, (_, t) => String(t)) },
    ],
    quantities: [...SESSION_QUANTITIES, ...challenges.map((_, c) => cardsLeftAfter(c))],
  };
}

/** The counters a trial adds into, by name, resolved once from the layout. O(challenges · groups). */
function sessionSlots(layout: TallyLayout, challengeCount: number): SessionSlots {
  const slots = tallySlots(layout);
  const perChallenge = (slot: (c: number) => number) => Int32Array.from({ length: challengeCount }, (_, c) => slot(c));
  return {
    challengeStart: perChallenge((c) => slots.groupStart(challengeGroup(c))),
    passedOut: perChallenge((c) => slots.category(challengeGroup(c), PASSED_OUT)),
    cardsLeftAfter: perChallenge((c) => slots.quantity(cardsLeftAfter(c))),
    passedOutAtStart: slots.groupStart(PASSED_OUT_GROUP),
    exhaustedAtStart: slots.groupStart(EXHAUSTED_GROUP),
    threatStart: slots.groupStart(THREAT_GROUP),
    threat: slots.quantity("threat"),
    cardsLeft: slots.quantity("cardsLeft"),
    exhaustions: slots.quantity("exhaustions"),
    cardsRemoved: slots.quantity("cardsRemoved"),
    focusLeft: slots.quantity("focusLeft"),
  };
}

/**
 * The session's trial loop (docs/rules.md 3.1–3.11). Per trial: the player's 54-card deck (playerDeck, under the
 * card traits) is shuffled once; each challenge that starts a round refills the hand to stamina; when the
 * deck runs out the character is exhausted: the discard pile is shuffled in as the new deck and its top
 * 10 − ⌊VIT/2⌋ (− trait reductions) cards leave play; when the hand cannot be filled to stamina the
 * character passes out and plays no further challenge. Overwhelming expertise (3.6) is taken as `expertise`
 * says. Focus spent draws that many extra cards from the top of the deck, which are played with the hand's
 * cards, and gives the Dealer that much threat unless the challenge is a perfect success (which refunds
 * ⌊PER/2⌋ focus); a focus card that cannot be drawn is not spent. A queen takes the highest value in the
 * discard pile other than an ace, joker, jack or queen (the best for the player in every pairing), or its
 * raw value. Policies: greedy plays greedyPlay's cards, laid by layRow — both read once per queen value into
 * orders of the deck's kinds, so a trial picks and lays cards by walking those orders; conserve cuts that
 * play to its k strongest cards for the smallest k whose exact P(success or better) (rankPlay, cached per
 * row and difficulty) reaches the target, else plays it whole; optimal-per-challenge takes rankPlays' order
 * (comparePlays over every sub-hand in every row, with the focus cards in every row), each set of cards'
 * best row found once per plan and difficulty, each hand's decision cached. The Dealer draws from a fresh
 * deck per challenge; pairings come from a table built once with pairCards, outcomes from challengeOutcome
 * (tabled on first use), threat from OUTCOME_THREAT. Played cards go to the discard pile. Youthful Ambition
 * is used once, at the start of the first round whose discard pile holds two aces: the aces and jokers of
 * the discard pile are shuffled back into the deck.
 * Cost per trial: O(54 + Σ over challenges (D + kinds + P)) for greedy, allocation-free; conserve adds up
 * to limit + 1 row lookups per challenge (a new row: one exact solve); optimal, once its caches are warm,
 * one decision lookup per challenge (a new hand: every sub-hand of it, ~0.1–1 ms).
 * @throws {OddsmithError} when the session is not one it can sample (checkSession), naming the field.
 * @example sampleSession(sessionFrom({ ...DEFAULT_SESSION_PARAMS, challenges: 2, difficulty: 3, limit: 4 })).layout.groups.map((group) => group.name) // ["challenge 1", "challenge 2", "passed out at", "first exhausted at", "threat"]
 */
export function sampleSession(session: Session): SamplePlan {
  checkSession(session);
  const layout = sessionLayout(session);
  const trial = new SessionTrial(session, sessionSlots(layout, session.challenges.length));
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let t = 0; t < trials; t++) trial.evening(random, tally);
  };
  return { layout, run };
}
