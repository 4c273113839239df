/**
 * The campaign (RULES.md 4.4, the Markov model): a sequence of checks (4.2–4.3) and rests (4.4), solved
 * exactly as a Markov chain over Strain, Wounds, hand size, injury and exit.
 */
import { SUITS, type Suit } from "../../core/cards.js";
import { integerIn, OddsmithError, oneOf } from "../../core/errors.js";
import { Distribution } from "../../core/distribution.js";
import { Rational, lcm } from "../../core/exact/rational.js";
import { fullDeckCounts } from "./card-values.js";
import { checkConsequences, OUTCOMES, outcomeOf, type AshOutcome } from "./outcome-ladder.js";
import { INJURY_WOUNDS, REST_EFFECTS, RESTS, SHOCK_WOUNDS, traitInEffect, type Rest } from "./wounds-and-rest.js";
import { SmoothTotal } from "../../core/exact/smooth-fractions.js";
import { entryOf, itemAt } from "../../core/checked-index.js";
import { HAND_POLICIES, type HandPolicy } from "./play-policy.js";
import { CHECK_LIMITS, DECKS, HAND_LIMIT, type Decks } from "./building-the-total.js";
import { fixedPlayTotal, randomHandTotal } from "./solve-check.js";
import { randomHandOptimalJoint } from "./table.js";

/** The most steps a scenario may hold once repeats are expanded. */
export const STEP_LIMIT = 200;

/** One check of a campaign. */
export interface CampaignCheck {
  readonly kind: "check";
  readonly label: string;
  readonly trait: number;
  readonly opposing: number;
  readonly evocation: boolean;
  /** The weapon term (docs/rules.md 4.2). */
  readonly weapon: number;
  /**
   * The check's suit, when the scenario names one. The chain does not need it (a fresh deck holds as many
   * cards of each value for any suit); a simulation with real hands draws one per check when it is absent.
   */
  readonly suit?: Suit;
}

/** One rest of a campaign; a full rest may carry the check that heals a Wound in Shock. */
export interface CampaignRest {
  readonly kind: "rest";
  readonly label: string;
  readonly rest: Rest;
  readonly shockHealing?: { readonly trait: number; readonly opposing: number };
}

export type CampaignStep = CampaignCheck | CampaignRest;

/** A campaign with repeats expanded: where it starts, how hands are played, and its steps. */
export interface Campaign {
  readonly title: string;
  readonly start: { readonly strain: number; readonly wounds: number; readonly hand: number };
  readonly handPolicy: HandPolicy;
  readonly decks: Decks;
  readonly steps: readonly CampaignStep[];
}

/** A state of the chain: Strain, Wounds, hand size, and whether injury or exit has happened. */
export interface CampaignState {
  readonly strain: number;
  readonly wounds: number;
  readonly hand: number;
  readonly injured: boolean;
  readonly exited: boolean;
}

/** Every next state of a step from one state, with integer weights over `total`. */
export interface Transition {
  readonly next: ReadonlyArray<readonly [CampaignState, bigint]>;
  readonly total: bigint;
}

/**
 * The most Opposing and Strain cards the chain's check draws (its reading of a deck that runs out): a
 * separate GM deck holds 54; a shared deck keeps back the hand, one draw per hand card and the trait
 * cards. O(1).
 * @example gmDrawCap("shared", 5, 2) // 42
 */
export function gmDrawCap(decks: Decks, hand: number, trait: number): number {
  const deck = fullDeckCounts().reduce((a, b) => a + b, 0);
  return decks === "separate" ? deck : deck - 2 * hand - trait;
}

/** The outcome distributions a campaign's checks need, cached by what they depend on. */
export class CheckOutcomes {
  private readonly cache = new Map<string, Distribution<AshOutcome>>();
  private readonly optimalCache = new Map<string, Distribution<number>>();
  constructor(readonly decks: Decks) {}

  /**
   * A check from a random hand of `hand` cards under policy all (none when 0): trait cards drawn,
   * Opposing plus Strain cards subtracted, capped at what the deck holds.
   */
  of(hand: number, trait: number, opposingAndStrain: number, weapon: number): Distribution<AshOutcome> {
    const gm = Math.min(opposingAndStrain, gmDrawCap(this.decks, hand, trait));
    const key = `${hand},${trait},${gm},${weapon}`;
    let outcomes = this.cache.get(key);
    if (outcomes === undefined) {
      const totals =
        hand > 0
          ? randomHandTotal({ handSize: hand, trait, opposingAndStrain: gm, decks: this.decks, weapon })
          : fixedPlayTotal({ deckCounts: fullDeckCounts(), playedValue: 0, playerDraws: trait, opposingAndStrain: gm, decks: this.decks, weapon });
      const byOutcome = totals.map(outcomeOf);
      outcomes = Distribution.fromWeights(OUTCOMES.map((o) => [o, byOutcome.weightOf(o)] as const).filter(([, w]) => w > 0n));
      this.cache.set(key, outcomes);
    }
    return outcomes;
  }

  /**
   * A check from a random hand of `hand` cards played under policy optimal (randomHandOptimalJoint, with
   * the same cap on GM cards as `of`): the joint of (outcome, hand cards used), keyed by used · 6 + the
   * outcome's index in OUTCOMES.
   */
  optimal(hand: number, trait: number, opposingAndStrain: number, weapon: number): Distribution<number> {
    const gm = Math.min(opposingAndStrain, gmDrawCap(this.decks, hand, trait));
    const key = `${hand},${trait},${gm},${weapon}`;
    let joint = this.optimalCache.get(key);
    if (joint === undefined) this.optimalCache.set(key, (joint = randomHandOptimalJoint(hand, trait, gm, this.decks, weapon).reduced()));
    return joint;
  }
}

/**
 * The next states of one campaign step from one state (docs/rules.md 4.3–4.4). A check: Traits count 0 in
 * Shock; the hand is played under the campaign's hand policy (all: every card, then the empty hand draws
 * one card, so one card is left; optimal: the joint of outcome and cards used of CheckOutcomes.optimal,
 * the cards kept staying in hand, at least one as the emptied hand draws one; none: trait cards only); Strain and Wounds as checkConsequences; injury at 5 Wounds, exit above 5,
 * both remembered. A half rest: Strain down to 1, hand up to 3. A full rest: Strain 0, hand 5, one Wound
 * healed unless in Shock; in Shock a Wound heals only when the step's shockHealing check (no hand, the
 * healer's Trait) succeeds (messy or better). O(outcomes) after the cached check.
 * @example campaignTransition({ strain: 2, wounds: 1, hand: 0, injured: false, exited: false }, { kind: "rest", label: "", rest: "full" }, "all", new CheckOutcomes("separate")).next[0][0] // { strain: 0, wounds: 0, hand: 5, injured: false, exited: false }
 */
export function campaignTransition(state: CampaignState, step: CampaignStep, handPolicy: HandPolicy, outcomes: CheckOutcomes): Transition {
  if (step.kind === "rest") {
    const effects = REST_EFFECTS[step.rest];
    const rested = { ...state, strain: Math.min(state.strain, effects.strain), hand: Math.max(state.hand, effects.hand) };
    if (step.rest === "half") return { next: [[rested, 1n]], total: 1n };
    if (state.wounds < SHOCK_WOUNDS) return { next: [[{ ...rested, wounds: Math.max(0, state.wounds - 1) }, 1n]], total: 1n };
    if (step.shockHealing === undefined) return { next: [[rested, 1n]], total: 1n };
    const healing = outcomes.of(0, step.shockHealing.trait, step.shockHealing.opposing, 0);
    const healed = healing.weightOf("superb") + healing.weightOf("success") + healing.weightOf("messy");
    const next: Array<readonly [CampaignState, bigint]> = [
      [{ ...rested, wounds: state.wounds - 1 }, healed],
      [rested, healing.total - healed],
    ];
    return { next: next.filter(([, weight]) => weight > 0n), total: healing.total };
  }
  const trait = traitInEffect(step.trait, state.wounds);
  const afterCheck = (outcome: AshOutcome, hand: number): CampaignState => {
    const added = checkConsequences(outcome, state.wounds, step.evocation);
    const wounds = state.wounds + added.wounds;
    return { strain: state.strain + added.strain, wounds, hand, injured: state.injured || wounds >= INJURY_WOUNDS, exited: state.exited || wounds > INJURY_WOUNDS };
  };
  if (handPolicy === "optimal") {
    // The cards kept stay in hand; an emptied hand draws one card.
    const joint = outcomes.optimal(state.hand, trait, step.opposing + state.strain, step.weapon);
    const next = joint.outcomes.map((key, i) => [afterCheck(itemAt(OUTCOMES, key % 6), Math.max(1, state.hand - Math.floor(key / 6))), joint.weightAt(i)] as const);
    return { next, total: joint.total };
  }
  const check = outcomes.of(handPolicy === "all" ? state.hand : 0, trait, step.opposing + state.strain, step.weapon);
  const next = check.outcomes.map((outcome, i) => [afterCheck(outcome, handPolicy === "all" ? 1 : state.hand), check.weightAt(i)] as const);
  return { next, total: check.total };
}

/** A state as one number (Strain up to 630, Wounds up to 412 in a 200-step campaign), for the chain's maps. */
function stateKey(state: CampaignState): number {
  return ((state.strain * 1024 + state.wounds) * 16 + state.hand) * 4 + (state.injured ? 2 : 0) + (state.exited ? 1 : 0);
}

/** The chain's distribution after one step: states with exact weights over a common total. */
export interface CampaignStepResult {
  readonly step: number;
  readonly label: string;
  readonly states: ReadonlyArray<readonly [CampaignState, bigint]>;
  readonly total: bigint;
}

function checkStep(step: CampaignStep, at: string): void {
  if (step === null || typeof step !== "object") throw new OddsmithError(at, "a check or a rest step", step);
  if (step.kind === "check") {
    integerIn(`${at}.trait`, CHECK_LIMITS.trait.min, CHECK_LIMITS.trait.max, step.trait);
    integerIn(`${at}.opposing`, CHECK_LIMITS.opposing.min, CHECK_LIMITS.opposing.max, step.opposing);
    integerIn(`${at}.weapon`, -10, 10, step.weapon);
    if (typeof step.evocation !== "boolean") throw new OddsmithError(`${at}.evocation`, "true or false", step.evocation);
    if (step.suit !== undefined) oneOf(`${at}.suit`, SUITS, step.suit);
  } else if (step.kind === "rest") {
    oneOf(`${at}.rest`, RESTS, step.rest);
    if (step.shockHealing !== undefined) {
      integerIn(`${at}.shockHealing.trait`, CHECK_LIMITS.trait.min, CHECK_LIMITS.trait.max, step.shockHealing.trait);
      integerIn(`${at}.shockHealing.opposing`, CHECK_LIMITS.opposing.min, CHECK_LIMITS.opposing.max, step.shockHealing.opposing);
    }
  } else {
    // A library caller's step of another kind: the types say none can come, so read its kind untyped.
    throw new OddsmithError(`${at}.kind`, "one of check, rest", Reflect.get(step, "kind"));
  }
}

/**
 * Checks a campaign once, at the solver's or sampler's entry: the start's Strain 0..30, Wounds 0..12 and
 * hand 0..10, the hand policy and decks from their sets, at most STEP_LIMIT steps, each a check (Trait
 * 0..10, Opposing 0..20, weapon term −10..10, evocation, optional suit) or a rest (half or full, optional
 * shockHealing). O(steps).
 * @throws {OddsmithError} naming the first field that is not usable, what it allows and what it received.
 * @example (() => { try { checkCampaign({ start: { strain: 0, wounds: 0, hand: 5 }, handPolicy: "all", decks: "separate", steps: [{ kind: "rest", rest: "nap" }] }); } catch (error) { return error.message; } })() // 'steps[0].rest: expected one of half, full, received "nap"'
 */
export function checkCampaign(campaign: Campaign): void {
  if (campaign === null || typeof campaign !== "object" || campaign.start === null || typeof campaign.start !== "object") throw new OddsmithError("start", "{ strain, wounds, hand }", campaign?.start);
  integerIn("start.strain", CHECK_LIMITS.strain.min, CHECK_LIMITS.strain.max, campaign.start.strain);
  integerIn("start.wounds", CHECK_LIMITS.wounds.min, CHECK_LIMITS.wounds.max, campaign.start.wounds);
  integerIn("start.hand", 0, HAND_LIMIT, campaign.start.hand);
  oneOf("handPolicy", HAND_POLICIES, campaign.handPolicy);
  oneOf("decks", DECKS, campaign.decks);
  if (!Array.isArray(campaign.steps) || campaign.steps.length > STEP_LIMIT) throw new OddsmithError("steps", `a list of at most ${STEP_LIMIT} steps`, campaign.steps);
  campaign.steps.forEach((step, i) => checkStep(step, `steps[${i}]`));
}

/** A transition with each next state once (weights of the same next state added), as a step adds it up. */
function mergedNext(transition: Transition): Transition {
  const merged = new Map<number, [CampaignState, bigint]>();
  for (const [state, w] of transition.next) {
    const entry = merged.get(stateKey(state));
    if (entry) entry[1] += w;
    else merged.set(stateKey(state), [state, w]);
  }
  return { next: [...merged.values()], total: transition.total };
}

/** A step's kind and numbers, without its label: steps with the same signature move every state alike. */
function stepSignature(step: CampaignStep): string {
  return step.kind === "check" ? `check ${step.trait} ${step.opposing} ${step.evocation} ${step.weapon}` : `rest ${step.rest} ${step.shockHealing?.trait} ${step.shockHealing?.opposing}`;
}

/**
 * Merged transitions kept per step signature and state: a campaign of repeated checks meets most states
 * again at the next check, and their transitions (object-building, a Map each) are then looked up.
 */
class Transitions {
  private readonly kept = new Map<string, Map<number, Transition>>();
  constructor(
    private readonly handPolicy: HandPolicy,
    private readonly outcomes: CheckOutcomes,
  ) {}

  of(state: CampaignState, step: CampaignStep): Transition {
    const signature = stepSignature(step);
    let byState = this.kept.get(signature);
    if (byState === undefined) this.kept.set(signature, (byState = new Map()));
    const key = stateKey(state);
    let transition = byState.get(key);
    if (transition === undefined) byState.set(key, (transition = mergedNext(campaignTransition(state, step, this.handPolicy, this.outcomes))));
    return transition;
  }
}

/**
 * One step of the chain: every state's transition over the step's common total (the lcm of the
 * transitions' totals), the weights of each next state added. Each next weight costs one multiplication of
 * a state's (long) weight by a short one, factor × w. O(states × outcomes × bits).
 */
function stepStates(states: ReadonlyArray<readonly [CampaignState, bigint]>, step: CampaignStep, transitions: Transitions) {
  const moves = states.map(([state, weight]) => ({ move: transitions.of(state, step), weight }));
  let common = 1n;
  const factors = new Map<bigint, bigint>();
  for (const { move } of moves) factors.set(move.total, 1n);
  for (const total of factors.keys()) common = lcm(common, total);
  for (const total of factors.keys()) factors.set(total, common / total);
  const next = new Map<number, [CampaignState, bigint]>();
  for (const { move, weight } of moves) {
    const factor = entryOf(factors, move.total);
    for (const [state, w] of move.next) {
      const added = weight * (factor * w);
      const entry = next.get(stateKey(state));
      if (entry) entry[1] += added;
      else next.set(stateKey(state), [state, added]);
    }
  }
  return { common, next: [...next.values()] };
}

/**
 * The campaign's Markov chain (docs/rules.md 4.4) step by step, each step's states yielded as it is solved
 * (so a caller that keeps only its figures holds one step's states at a time): weights over one common
 * total per step (the lcm of the step's transition totals), reduced by their gcd after each step. The
 * gcd is taken over the small primes the total is made of (SmoothTotal), not by Euclid, whose O(bits²)
 * per state made the chain super-linear. O(states × outcomes × bits) a step: states and bits each grow
 * about linearly with the checks (6,588 states over a 7,703-bit total after 100 checks), plus one cached
 * check solve per (hand, Trait, GM cards, weapon) met, kept in `outcomes` (a caller may pass its own, of
 * the campaign's decks, to read the same check solves afterwards).
 * @throws {OddsmithError} when a field of the campaign is not usable (checkCampaign), or `outcomes` is of other decks, before the first step.
 * @example [...campaignChain({ title: "", start: { strain: 0, wounds: 0, hand: 0 }, handPolicy: "none", decks: "separate", steps: [] })].length // 1
 */
export function campaignChain(campaign: Campaign, outcomes = new CheckOutcomes(campaign.decks)): Iterable<CampaignStepResult> {
  checkCampaign(campaign);
  if (outcomes.decks !== campaign.decks) throw new OddsmithError("outcomes.decks", `the campaign's decks (${campaign.decks})`, outcomes.decks);
  return chainSteps(campaign, outcomes);
}

function* chainSteps(campaign: Campaign, outcomes: CheckOutcomes): Generator<CampaignStepResult> {
  const { strain, wounds, hand } = campaign.start;
  const start: CampaignState = { strain, wounds, hand, injured: wounds >= INJURY_WOUNDS, exited: wounds > INJURY_WOUNDS };
  let states: Array<readonly [CampaignState, bigint]> = [[start, 1n]];
  let total = 1n;
  const transitions = new Transitions(campaign.handPolicy, outcomes);
  yield { step: 0, label: "start", states, total };
  for (const [index, step] of campaign.steps.entries()) {
    const { common, next } = stepStates(states, step, transitions);
    total *= common;
    const divisor = new SmoothTotal(total).commonDivisor(next.map(([, w]) => w));
    states = divisor === 1n ? next : next.map(([state, w]) => [state, w / divisor] as const);
    total /= divisor;
    yield { step: index + 1, label: step.label, states, total };
  }
}

/**
 * Solves a campaign exactly as a Markov chain (docs/rules.md 4.4): the distribution over states after every
 * step, as campaignChain steps it (its cost; its check solves kept in `outcomes`), all kept.
 * @throws {OddsmithError} when a field of the campaign is not usable (checkCampaign), or `outcomes` is of other decks.
 * @example solveCampaign({ title: "", start: { strain: 0, wounds: 0, hand: 0 }, handPolicy: "none", decks: "separate", steps: [] })[0].states.length // 1
 */
export function solveCampaign(campaign: Campaign, outcomes = new CheckOutcomes(campaign.decks)): CampaignStepResult[] {
  return [...campaignChain(campaign, outcomes)];
}

/** The figures a campaign reports per step. */
export interface CampaignFigures {
  readonly pShock: Rational;
  readonly pInjury: Rational;
  readonly pExit: Rational;
  readonly expectedStrain: Rational;
  readonly expectedWounds: Rational;
  readonly strain: Distribution<number>;
  readonly wounds: Distribution<number>;
}

/**
 * P(Shock now), P(permanent injury so far), P(exit so far), expected Strain and Wounds, and their
 * distributions, of one step's states, as Rationals and Distributions (reduced by Euclid: O(values ×
 * bits²), where campaignStepFigures gives the same figures at O(values × bits)).
 */
export function campaignFigures(result: CampaignStepResult): CampaignFigures {
  const sum = (predicate: (state: CampaignState) => boolean) => Rational.of(result.states.reduce((acc, [state, w]) => (predicate(state) ? acc + w : acc), 0n), result.total);
  const strain = Distribution.fromWeights(result.states.map(([state, w]) => [state.strain, w] as const));
  const wounds = Distribution.fromWeights(result.states.map(([state, w]) => [state.wounds, w] as const));
  return {
    pShock: sum((state) => state.wounds >= SHOCK_WOUNDS),
    pInjury: sum((state) => state.injured),
    pExit: sum((state) => state.exited),
    expectedStrain: strain.mean(),
    expectedWounds: wounds.mean(),
    strain,
    wounds,
  };
}

/** A campaign of `checks` identical checks with a rest after every `restEvery` of them (the simple flags). */
export function repeatedCampaign(params: {
  checks: number;
  opposing: number;
  trait: number;
  restEvery: number;
  rest: Rest;
  evocation: boolean;
  startHand: number;
  handPolicy: HandPolicy;
  decks: Decks;
  suit?: Suit | undefined;
}): Campaign {
  const steps: CampaignStep[] = [];
  for (let i = 1; i <= params.checks; i++) {
    steps.push({ kind: "check", label: `check ${i}`, trait: params.trait, opposing: params.opposing, evocation: params.evocation, weapon: 0, ...(params.suit ? { suit: params.suit } : {}) });
    if (params.restEvery > 0 && i % params.restEvery === 0 && i < params.checks) steps.push({ kind: "rest", label: `${params.rest} rest`, rest: params.rest });
  }
  return {
    title: `${params.checks} checks, trait ${params.trait} vs ${params.opposing} opposing${params.restEvery ? `, a ${params.rest} rest every ${params.restEvery}` : ", no rest"}`,
    start: { strain: 0, wounds: 0, hand: params.startHand },
    handPolicy: params.handPolicy,
    decks: params.decks,
    steps,
  };
}
