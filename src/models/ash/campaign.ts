import { defineAnalysis, summaryOf, type AnalysisResult, type Row } from "../../core/analysis.js";
import { SUITS, type Suit } from "../../core/cards.js";
import { Distribution } from "../../core/distribution.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { choiceOption, flagOption, integerOption, jsonFileOption, optionalOption, textOption, type ParamsOf } from "../../core/options.js";
import { Rational, gcd, lcm } from "../../core/rational.js";
import { checkConsequences, fullDeckCounts, INJURY_WOUNDS, OUTCOMES, outcomeOf, REST_EFFECTS, RESTS, SHOCK_WOUNDS, traitInEffect, weaponTerm, type AshOutcome, type Rest } from "./rules.js";
import { comparedCampaignResult, explainComparedCampaign } from "./campaign-comparison.js";
import { campaignDistributionGroup, sampleCampaign } from "./sample-campaign.js";
import { HAND_POLICIES, HANDS, parseScenario, scenarioProblems, type HandPolicy, type ScenarioFile } from "./scenario.js";
import { DECKS, fixedPlayTotal, randomHandTotal, type Decks } from "./solve-check.js";

/** One check of a campaign. */
export interface CampaignCheck {
  readonly kind: "check";
  readonly label: string;
  readonly trait: number;
  readonly opposing: number;
  readonly evocation: boolean;
  /** The weapon term (RULES.md 4.2). */
  readonly offset: number;
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

const FULL_HAND = REST_EFFECTS.full.hand;

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

/**
 * A campaign from a scenario file's content: defaults filled in, repeats expanded. O(steps).
 * @example campaignOfScenario({ steps: [{ check: { trait: 1, opposing: 1, repeat: 2 } }, { rest: "half" }] }).steps.length // 3
 */
export function campaignOfScenario(file: ScenarioFile): Campaign {
  const steps: CampaignStep[] = [];
  let checks = 0;
  for (const step of file.steps) {
    if (step.check) {
      const check = step.check;
      const offset = check.weapon ? weaponTerm({ strength: check.weapon.strength, armor: check.weapon.armor ?? 0, pierce: check.weapon.pierce ?? 0, role: check.weapon.role }) : 0;
      for (let i = 0; i < (check.repeat ?? 1); i++) {
        checks += 1;
        steps.push({
          kind: "check",
          label: check.label ?? `check ${checks}`,
          trait: check.trait,
          opposing: check.opposing,
          evocation: check.evocation ?? false,
          offset,
          ...(check.suit ? { suit: check.suit } : {}),
        });
      }
    } else {
      steps.push({ kind: "rest", label: `${step.rest} rest`, rest: step.rest!, ...(step.shockHealing ? { shockHealing: step.shockHealing } : {}) });
    }
  }
  return {
    title: file.title ?? "scenario",
    start: { strain: file.start?.strain ?? 0, wounds: file.start?.wounds ?? 0, hand: file.start?.hand ?? FULL_HAND },
    handPolicy: file.handPolicy ?? "all",
    decks: file.decks ?? "separate",
    steps,
  };
}

/** The outcome distributions a campaign's checks need, cached by what they depend on. */
export class CheckOutcomes {
  private readonly cache = new Map<string, Distribution<AshOutcome>>();
  constructor(private readonly decks: Decks) {}

  /**
   * A check from a random hand of `hand` cards under policy all (none when 0): trait cards drawn,
   * Opposing plus Strain cards subtracted, capped at what the deck holds.
   */
  of(hand: number, trait: number, gmDraws: number, offset: number): Distribution<AshOutcome> {
    const gm = Math.min(gmDraws, gmDrawCap(this.decks, hand, trait));
    const key = `${hand},${trait},${gm},${offset}`;
    let outcomes = this.cache.get(key);
    if (outcomes === undefined) {
      const totals =
        hand > 0
          ? randomHandTotal({ handSize: hand, trait, gmDraws: gm, decks: this.decks, offset })
          : fixedPlayTotal({ deckCounts: fullDeckCounts(), playedValue: 0, playerDraws: trait, gmDraws: gm, decks: this.decks, offset });
      const byOutcome = totals.map(outcomeOf);
      outcomes = Distribution.fromWeights(OUTCOMES.map((o) => [o, byOutcome.weightOf(o)] as const).filter(([, w]) => w > 0n));
      this.cache.set(key, outcomes);
    }
    return outcomes;
  }
}

/**
 * The next states of one campaign step from one state (RULES.md 4.3–4.4). A check: Traits count 0 in
 * Shock; the hand is played under the campaign's hand policy (all: every card, then the empty hand draws
 * one card, so one card is left); Strain and Wounds as checkConsequences; injury at 5 Wounds, exit above 5,
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
  const hand = handPolicy === "all" ? state.hand : 0;
  const check = outcomes.of(hand, traitInEffect(step.trait, state.wounds), step.opposing + state.strain, step.offset);
  const next = check.outcomes.map((outcome, i) => {
    const added = checkConsequences(outcome, state.wounds, step.evocation);
    const wounds = state.wounds + added.wounds;
    const nextState: CampaignState = {
      strain: state.strain + added.strain,
      wounds,
      hand: handPolicy === "all" ? 1 : state.hand,
      injured: state.injured || wounds >= INJURY_WOUNDS,
      exited: state.exited || wounds > INJURY_WOUNDS,
    };
    return [nextState, check.weights[i]!] as const;
  });
  return { next, total: check.total };
}

function stateKey(state: CampaignState): string {
  return `${state.strain},${state.wounds},${state.hand},${state.injured ? 1 : 0},${state.exited ? 1 : 0}`;
}

/** The chain's distribution after one step: states with exact weights over a common total. */
export interface CampaignStepResult {
  readonly step: number;
  readonly label: string;
  readonly states: ReadonlyArray<readonly [CampaignState, bigint]>;
  readonly total: bigint;
}

/**
 * Solves a campaign exactly as a Markov chain (RULES.md 4.4): the distribution over states after every
 * step, stepped forward with bigint weights over one common total per step (the lcm of the step's
 * transition totals), reduced by their gcd after each step. O(steps × states × outcomes) plus one cached
 * check solve per (hand, Trait, GM cards, weapon) met.
 * @example solveCampaign({ title: "", start: { strain: 0, wounds: 0, hand: 0 }, handPolicy: "none", decks: "separate", steps: [] })[0].states.length // 1
 */
export function solveCampaign(campaign: Campaign): CampaignStepResult[] {
  const outcomes = new CheckOutcomes(campaign.decks);
  const { strain, wounds, hand } = campaign.start;
  const start: CampaignState = { strain, wounds, hand, injured: wounds >= INJURY_WOUNDS, exited: wounds > INJURY_WOUNDS };
  let states: Array<readonly [CampaignState, bigint]> = [[start, 1n]];
  let total = 1n;
  const results: CampaignStepResult[] = [{ step: 0, label: "start", states, total }];
  campaign.steps.forEach((step, index) => {
    const transitions = states.map(([state, weight]) => [campaignTransition(state, step, campaign.handPolicy, outcomes), weight] as const);
    let common = 1n;
    for (const [transition] of transitions) common = lcm(common, transition.total);
    const next = new Map<string, [CampaignState, bigint]>();
    for (const [transition, weight] of transitions) {
      const scale = weight * (common / transition.total);
      for (const [state, w] of transition.next) {
        const key = stateKey(state);
        const entry = next.get(key);
        if (entry) entry[1] += scale * w;
        else next.set(key, [state, scale * w]);
      }
    }
    total *= common;
    let divisor = total;
    for (const [, w] of next.values()) divisor = gcd(w, divisor);
    states = [...next.values()].map(([state, w]) => [state, w / divisor] as const);
    total /= divisor;
    results.push({ step: index + 1, label: step.label, states, total });
  });
  return results;
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
 * distributions, of one step's states. O(states).
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
    steps.push({ kind: "check", label: `check ${i}`, trait: params.trait, opposing: params.opposing, evocation: params.evocation, offset: 0, ...(params.suit ? { suit: params.suit } : {}) });
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

/**
 * `--rest-every K [half|full]`: a rest after every K checks (0 = never), of the kind named (RULES.md 4.4).
 * @example restEveryOption.parse("4 full") // { every: 4, rest: "full" }
 */
export const restEveryOption = textOption<{ every: number; rest: Rest | undefined }>({
  allowed: `K or "K half" or "K full", K an integer from 0 to 100 (0 = never)`,
  doc: "a rest after every K checks, and its kind",
  variadic: true,
  parse: (raw) => {
    const match = /^(\d+)(?:[\s,:]+(half|full))?$/.exec(raw);
    if (!match || Number(match[1]) > 100) return undefined;
    return { every: Number(match[1]), rest: match[2] as Rest | undefined };
  },
});

/** The options of `ash campaign`. */
const ashCampaignOptions = {
  scenario: optionalOption(
    jsonFileOption({
      allowed: "a scenario JSON file (see scenarios/ash/)",
      doc: "a scenario file: start, handPolicy, decks and steps of checks and rests",
      parse: parseScenario,
      explain: scenarioProblems,
    }),
  ),
  checks: optionalOption(integerOption({ min: 1, max: 100, doc: "number of identical checks (instead of --scenario)" })),
  // The simple scenario's options have their defaults filled in by `run`, so that a flag given beside
  // --scenario (which would be ignored) can be told from one left out.
  opposing: optionalOption(integerOption({ min: 0, max: 20, doc: "Opposing cards of each check (default 2)" })),
  trait: optionalOption(integerOption({ min: 0, max: 10, doc: "Trait rank used in each check (default 2)" })),
  restEvery: optionalOption(restEveryOption),
  rest: optionalOption(choiceOption(RESTS, { doc: "the kind of rest (default half; also `--rest-every K full`)" })),
  evocation: flagOption({ doc: "every check is an evocation (+1 Strain)" }),
  startHand: optionalOption(integerOption({ min: 0, max: 10, doc: "cards in hand at the start (default 5)" })),
  handPolicy: optionalOption(choiceOption(HAND_POLICIES, { doc: "each check plays a random hand of the current size under policy all, or no hand (default all)" })),
  decks: optionalOption(choiceOption(DECKS, { doc: "where Opposing and Strain cards come from (default separate)" })),
  suit: optionalOption(choiceOption(SUITS, { doc: "every check's suit (default: drawn at random per check; only real hands under --mc depend on it)" })),
  hands: optionalOption(
    choiceOption(HANDS, { doc: "under --mc: the character's real hand and depleting deck (default), or a fresh random hand at every check as the exact chain assumes" }),
  ),
} as const;

/** The campaign the options describe: the scenario file's, or the simple flags' with their defaults. */
export function campaignOf(params: ParamsOf<typeof ashCampaignOptions>): Campaign {
  if (params.scenario !== undefined) return campaignOfScenario(params.scenario);
  return repeatedCampaign({
    checks: params.checks!,
    opposing: params.opposing ?? 2,
    trait: params.trait ?? 2,
    restEvery: params.restEvery?.every ?? 0,
    rest: params.rest ?? params.restEvery?.rest ?? "half",
    evocation: params.evocation,
    startHand: params.startHand ?? 5,
    handPolicy: params.handPolicy ?? "all",
    decks: params.decks ?? "separate",
    suit: params.suit,
  });
}

/**
 * The lesson of a campaign's Wounds chart from the last step's figures: a sequence that kills, one whose
 * average hides both ends, or a slow drain. `show` formats a probability ("about" for a simulation). O(1).
 * @example woundsLesson(0.4, 0.05, "1.41", String).startsWith("The average of 1.41") // true
 */
export function woundsLesson(unhurt: number, exit: number, meanWounds: string, show: (p: number) => string): string {
  if (exit >= 0.5) return `More than half the characters end past ${INJURY_WOUNDS} Wounds and out of the story: as written this sequence kills, so it needs rests or easier checks before it reaches the table.`;
  if (unhurt >= 0.2) return `The average of ${meanWounds} Wounds hides both ends: plan for the character who comes through whole and for the one who is out of the story (${show(exit)}).`;
  return `Almost every character ends wounded while ${show(exit)} leave the story: the cost of this sequence is a slow drain, not sudden death.`;
}

/**
 * The report's explanations of an exact campaign run's three charts (risks, load, Wounds), from the run's
 * own steps and Wounds distributions; `what` names the sequence in plain words. O(steps × Wounds values).
 */
function explainCampaign(what: string) {
  const steps = (result: AnalysisResult) => result.details?.["steps"] ?? [];
  const at = (row: Row) => `step ${row.step}, "${row.label}"`;
  return {
    "": (result: AnalysisResult) => {
      const rows = steps(result);
      const exitFirst = rows.find((row) => Number(row.pExit) >= 0.1);
      const shockPeak = rows.reduce((peak, row) => (Number(row.pShock) > Number(peak.pShock) ? row : peak));
      const lesson = exitFirst
        ? `Exit first reaches 10% after ${at(exitFirst)}: a GM running this sequence should give the party its rest or healing before that point.`
        : `Exit stays below 10%, and Shock peaks at ${formatPercent(Number(shockPeak.pShock))} after ${at(shockPeak)}: that is where the party needs its rest.`;
      return (
        `Each line follows the character step by step through ${what}: the chance of being in Shock (${SHOCK_WOUNDS} or more Wounds) after that step, and the chance that a permanent injury (${INJURY_WOUNDS} Wounds) or an exit (more than ${INJURY_WOUNDS}) has happened so far. ` +
        `By the end Shock stands at ${formatPercent(result.summary["pShock"]!)}, injury at ${formatPercent(result.summary["pInjury"]!)} and exit at ${formatPercent(result.summary["pExit"]!)}. ${lesson}`
      );
    },
    load: (result: AnalysisResult) => {
      const rows = steps(result);
      const rests = rows.some((row) => String(row.label).endsWith("rest"));
      const woundsDrop = rows.some((row, i) => i > 0 && Number(row.expectedWounds) < Number(rows[i - 1]!.expectedWounds));
      const two = (value: number) => value.toFixed(2);
      return (
        `The two lines are the expected Strain (blue) and the expected Wounds (orange) after each step of ${what}. ` +
        `Strain ends at ${two(result.summary["expectedStrain"]!)} and Wounds at ${two(result.summary["expectedWounds"]!)} on average; ${rests ? `rests cut Strain back${woundsDrop ? " and only a full rest takes a Wound off" : " but never take a Wound off"}` : "with no rest neither ever goes down"}. ` +
        `Every point of Strain is one more GM card against the next check, so ${rests ? "the saw-tooth shows how much each rest buys before the climb starts again." : "a rising Strain line means each check is harder than the last: this is the spiral the Shock line shows closing."}`
      );
    },
    wounds: (result: AnalysisResult) => {
      const wounds = result.details?.["wounds"] ?? [];
      const last = Math.max(...wounds.map((row) => Number(row.step)));
      const share = (test: (wounds: number) => boolean) => wounds.filter((row) => row.step === last && test(Number(row.wounds))).reduce((sum, row) => sum + Number(row.probability), 0);
      return (
        "Each bar is the distribution of Wounds after a step, from none (pale yellow, bottom) to the most reached (dark red, top). " +
        `After the last step ${formatPercent(share((w) => w === 0))} of characters have no Wound and ${formatPercent(share((w) => w >= SHOCK_WOUNDS))} carry ${SHOCK_WOUNDS} or more, in Shock. ` +
        woundsLesson(share((w) => w === 0), result.summary["pExit"]!, result.summary["expectedWounds"]!.toFixed(2), formatPercent)
      );
    },
  };
}

/** `oddsmith ash campaign`: the wound spiral as an exact Markov chain over a sequence of checks and rests. */
export const ashCampaignAnalysis = defineAnalysis({
  game: "ash",
  name: "campaign",
  summary: "the wound spiral: Strain, Wounds, Shock, injury and exit step by step over checks and rests (exact Markov chain)",
  options: ashCampaignOptions,
  validate: (params) => {
    if (params.scenario === undefined && params.checks === undefined) return [messages.noneOf(["--scenario FILE.json", "--checks N"])];
    if (params.scenario !== undefined && params.checks !== undefined) return [messages.notBoth(["--scenario", "--checks"])];
    if (params.scenario !== undefined) {
      // The scenario file sets all of these itself; a flag beside it would be silently ignored.
      const simple = { opposing: "--opposing", trait: "--trait", restEvery: "--rest-every", rest: "--rest", startHand: "--start-hand", handPolicy: "--hand-policy", decks: "--decks", suit: "--suit" } as const;
      const given: string[] = (Object.keys(simple) as Array<keyof typeof simple>).filter((field) => params[field] !== undefined).map((field) => simple[field]);
      if (params.evocation) given.push("--evocation");
      if (given.length > 0) return given.map((flag) => messages.onlyWith(flag, "--checks (a scenario file sets it in its steps)"));
    }
    if (params.rest !== undefined && params.restEvery?.rest !== undefined && params.rest !== params.restEvery.rest) {
      return [messages.refused("--rest", `the kind --rest-every names (${params.restEvery.rest})`, params.rest)];
    }
    return [];
  },
  run: (params) => {
    const campaign = campaignOf(params);
    const results = solveCampaign(campaign);
    const figures = results.map(campaignFigures);
    const rows: Row[] = results.map((result, i) => {
      const f = figures[i]!;
      return {
        step: result.step,
        label: result.label,
        pShock: f.pShock.toNumber(),
        pInjury: f.pInjury.toNumber(),
        pExit: f.pExit.toNumber(),
        expectedStrain: f.expectedStrain.toNumber(),
        expectedWounds: f.expectedWounds.toNumber(),
        pShockExact: f.pShock.toString(),
        pInjuryExact: f.pInjury.toString(),
        pExitExact: f.pExit.toString(),
      };
    });
    // The CSV also carries each step's whole distribution of Wounds and of Strain, one column per value.
    const woundValues = [...new Set(figures.flatMap((f) => f.wounds.outcomes))].sort((a, b) => a - b);
    const strainValues = [...new Set(figures.flatMap((f) => f.strain.outcomes))].sort((a, b) => a - b);
    const csvRows: Row[] = rows.map((row, i) => ({
      ...row,
      ...Object.fromEntries(woundValues.map((w) => [`pWounds${w}`, figures[i]!.wounds.probability(w).toNumber()])),
      ...Object.fromEntries(strainValues.map((v) => [`pStrain${v}`, figures[i]!.strain.probability(v).toNumber()])),
    }));
    const woundRows: Row[] = results.flatMap((result, i) =>
      figures[i]!.wounds.outcomes.map((wounds) => ({ step: result.step, wounds, probability: figures[i]!.wounds.probability(wounds).toNumber() })),
    );
    const strainRows: Row[] = results.flatMap((result, i) =>
      figures[i]!.strain.outcomes.map((strain) => ({ step: result.step, strain, probability: figures[i]!.strain.probability(strain).toNumber() })),
    );
    const last = figures[figures.length - 1]!;
    const risk: Row[] = rows.flatMap((row) => [
      { step: row.step, measure: "P(Shock)", probability: row.pShock },
      { step: row.step, measure: "P(injury so far)", probability: row.pInjury },
      { step: row.step, measure: "P(exit so far)", probability: row.pExit },
    ]);
    const load: Row[] = rows.flatMap((row) => [
      { step: row.step, measure: "E[Strain]", value: row.expectedStrain },
      { step: row.step, measure: "E[Wounds]", value: row.expectedWounds },
    ]);
    const woundOrder = [...new Set(woundRows.map((r) => String(r.wounds)))].sort((a, b) => Number(a) - Number(b));
    const setting = `${campaign.title} (hands: ${campaign.handPolicy === "all" ? "random hand, policy all" : "none"})`;
    return {
      outcomes: [
        { outcome: "shock", probability: last.pShock.toNumber(), exact: last.pShock.toString() },
        { outcome: "injury", probability: last.pInjury.toNumber(), exact: last.pInjury.toString() },
        { outcome: "exit", probability: last.pExit.toNumber(), exact: last.pExit.toString() },
      ],
      ...summaryOf({ pShock: last.pShock, pInjury: last.pInjury, pExit: last.pExit, expectedStrain: last.expectedStrain, expectedWounds: last.expectedWounds }),
      rows: csvRows,
      details: { steps: rows, wounds: woundRows, strain: strainRows },
      table: {
        title: setting,
        columns: ["step", "", "E[strain]", "E[wounds]", "P(shock)", "P(injury)", "P(exit)"],
        rows: rows.map((row) => [
          String(row.step),
          String(row.label),
          formatNumber(row.expectedStrain as number),
          formatNumber(row.expectedWounds as number),
          formatPercent(row.pShock as number),
          formatPercent(row.pInjury as number),
          formatPercent(row.pExit as number),
        ]),
      },
      charts: [
        {
          name: "",
          title: `Shock, injury and exit by step: ${setting}`,
          kind: "line",
          data: risk,
          x: { field: "step", title: "step", type: "quantitative", format: "d" },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
          color: { field: "measure", title: "", type: "nominal", order: ["P(Shock)", "P(injury so far)", "P(exit so far)"] },
        },
        {
          name: "load",
          title: `Expected Strain and Wounds by step: ${setting}`,
          kind: "line",
          data: load,
          x: { field: "step", title: "step", type: "quantitative", format: "d" },
          y: { field: "value", title: "expected", type: "quantitative" },
          color: { field: "measure", title: "", type: "nominal", order: ["E[Strain]", "E[Wounds]"] },
        },
        {
          name: "wounds",
          title: `Wounds by step: ${setting}`,
          kind: "bar",
          data: woundRows.map((r) => ({ ...r, wounds: String(r.wounds) })),
          x: { field: "step", title: "step", type: "ordinal" },
          y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
          color: { field: "wounds", title: "Wounds", type: "ordinal", order: woundOrder, scheme: "yelloworangered" },
        },
      ],
    };
  },
  exactLimits: (params) => (params.hands === "real" ? [messages.onlyWith("--hands real", "--mc N (the exact chain deals a fresh random hand at every check, as --hands markov)")] : []),
  sampler: {
    plan: (params) => sampleCampaign(campaignOf(params), params.hands ?? "real"),
    result: (estimates, params) => comparedCampaignResult(estimates, campaignOf(params), params.hands ?? "real"),
    // With fresh hands the simulation is the chain's own process: its final Wounds must match the chain's.
    validation: [
      { checks: 10, hands: "markov" },
      { checks: 8, decks: "shared", restEvery: "3 full", startHand: 7, opposing: 3, hands: "markov" },
      { checks: 6, handPolicy: "none", trait: 3, opposing: 1, evocation: true, restEvery: "2", hands: "markov" },
    ],
    validationTarget: (exact) => {
      const wounds = exact.details!.wounds!;
      const last = Math.max(...wounds.map((row) => row.step as number));
      return {
        group: campaignDistributionGroup("wounds", last),
        outcomes: wounds.filter((row) => row.step === last).map((row) => ({ outcome: String(row.wounds), probability: row.probability as number })),
      };
    },
  },
  reportRuns: [
    {
      name: "campaign-10-checks-no-rest",
      title: "Ten checks (Trait 2 vs 2 Opposing) with no rest: the wound spiral",
      params: { checks: 10 },
      explanations: explainCampaign("ten Trait 2 checks against 2 Opposing cards with no rest"),
    },
    {
      name: "campaign-20-checks-half-rest",
      title: "Twenty checks with a half rest every 4",
      params: { checks: 20, restEvery: 4, rest: "half" },
      explanations: explainCampaign("twenty Trait 2 checks against 2 Opposing cards with a half rest after every fourth"),
    },
    {
      name: "campaign-dungeon",
      title: "The dungeon scenario (scenarios/ash/dungeon.json)",
      params: { scenario: "scenarios/ash/dungeon.json" },
      explanations: explainCampaign("the dungeon delve (seven checks, two half rests, a full rest at the end)"),
    },
    {
      name: "campaign-siege",
      title: "Holding the gate: evocations from one shared deck, no hand (scenarios/ash/siege.json)",
      params: { scenario: "scenarios/ash/siege.json" },
      explanations: explainCampaign("the siege (five psychic evocations from one shared deck with no hand, a half and a full rest)"),
    },
    {
      name: "campaign-dungeon-real-hands",
      title: "The dungeon with real hands and a real depleting deck (simulated), beside the exact chain's fresh random hands",
      params: { scenario: "scenarios/ash/dungeon.json" },
      monteCarlo: { trials: 100_000, seed: 1 },
      explanations: explainComparedCampaign(),
    },
    {
      name: "campaign-siege-real-hands",
      title: "Holding the gate from one real shared deck (simulated), beside the exact chain",
      params: { scenario: "scenarios/ash/siege.json" },
      monteCarlo: { trials: 100_000, seed: 1 },
      explanations: explainComparedCampaign(),
    },
    {
      name: "campaign-10-checks-real-hands",
      title: "Ten checks with no rest from real hands and real decks (simulated), beside the exact chain",
      params: { checks: 10 },
      monteCarlo: { trials: 100_000, seed: 1 },
      explanations: explainComparedCampaign(),
    },
  ],
});
