import { defineAnalysis } from "../../framework/analysis.js";
import { SUITS } from "../../core/cards.js";
import { OddsmithError } from "../../core/errors.js";
import { messages } from "../../framework/messages.js";
import { scenarioFormProblems, scenarioOption } from "../../framework/scenario-form.js";
import { choiceOption, flagOption, integerOption, optionalOption, textOption, type ParamsOf } from "../../framework/options.js";
import { repeatedCampaign, type Campaign } from "../../models/ash/campaign.js";
import { HAND_POLICIES } from "../../models/ash/play-policy.js";
import { RESTS, type Rest } from "../../models/ash/wounds-and-rest.js";
import { campaignDistributionGroup, HANDS, sampleCampaign } from "../../models/ash/sample/campaign.js";
import { campaignOfScenario, parseScenario, scenarioProblems } from "./scenario.js";
import { CHECK_LIMITS, DECKS, HAND_LIMIT } from "../../models/ash/building-the-total.js";
import { campaignSeconds } from "./solve-costs.js";
import { explainCampaign, explainComparedCampaign } from "./campaign-explanations.js";
import { campaignResult, exactCampaignMeasures, simulatedCampaignMeasures } from "./campaign-result.js";

/**
 * `--rest-every K [half|full]`: a rest after every K checks (0 = never), of the kind named (docs/rules.md 4.4).
 * @example restEveryOption.parse("4 full") // { every: 4, rest: "full" }
 */
export const restEveryOption = textOption<{ every: number; rest: Rest | undefined }>({ label: "Rest every", help: "A rest after every K checks (0: never), and its kind: 4, \"4 half\" or \"4 full\".", rules: "4.4",
  allowed: `K or "K half" or "K full", K an integer from 0 to 100 (0 = never)`,
  doc: "a rest after every K checks, and its kind",
  variadic: true,
  parse: (raw) => {
    const match = /^(\d+)(?:[\s,:]+(half|full))?$/.exec(raw);
    if (!match || Number(match[1]) > 100) return undefined;
    return { every: Number(match[1]), rest: RESTS.find((rest) => rest === match[2]) };
  },
});

/** The options of `ash campaign`. */
const ashCampaignOptions = {
  scenario: scenarioOption({ help: "A scenario file: start, hand policy, decks and steps of checks and rests; or describe identical checks below.", rules: "4.4",
    allowed: "a scenario JSON file (see scenarios/ash/)",
    doc: "a scenario file: start, handPolicy, decks and steps of checks and rests",
    parse: parseScenario,
    explain: scenarioProblems,
  }),
  checks: optionalOption(integerOption({ label: "Checks", help: "How many identical checks, instead of a scenario file.", rules: "4.4", min: 1, max: 100, doc: "number of identical checks (instead of --scenario)" })),
  // The simple scenario's options have their defaults filled in by `run`, so that a flag given beside
  // --scenario (which would be ignored) can be told from one left out.
  opposing: optionalOption(integerOption({ label: "Opposing cards", rules: "4.2", ...CHECK_LIMITS.opposing, doc: "Opposing cards of each check (default 2)" })),
  trait: optionalOption(integerOption({ label: "Trait rank", rules: "4.2", ...CHECK_LIMITS.trait, doc: "Trait rank used in each check (default 2)" })),
  restEvery: optionalOption(restEveryOption),
  rest: optionalOption(choiceOption(RESTS, { label: "Kind of rest", help: "The kind of rest (half unless given).", rules: "4.4", doc: "the kind of rest (default half; also `--rest-every K full`)" })),
  evocation: flagOption({ label: "Evocations", rules: "4.4", doc: "every check is an evocation (+1 Strain)" }),
  startHand: optionalOption(integerOption({ label: "Starting hand", rules: "4.4", min: 0, max: HAND_LIMIT, doc: "cards in hand at the start (default 5)" })),
  handPolicy: optionalOption(choiceOption(HAND_POLICIES, { label: "How each hand is played", rules: "4.5", doc: "each check plays a random hand of the current size under policy all, no hand, or optimally for that check alone (default all)" })),
  decks: optionalOption(choiceOption(DECKS, { label: "GM deck", rules: "4.2", doc: "where Opposing and Strain cards come from (default separate)" })),
  suit: optionalOption(choiceOption(SUITS, { label: "Suit", help: "Every check's suit (drawn at random per check unless given; only real hands in a simulation depend on it).", rules: "4.1", doc: "every check's suit (default: drawn at random per check; only real hands under --mc depend on it)" })),
  hands: optionalOption(
    choiceOption(HANDS, { label: "Hands in a simulation", help: "In a simulation: the character's real hand and depleting deck (the default), or a fresh random hand at every check as the exact chain assumes.", rules: "4.4", doc: "under --mc: the character's real hand and depleting deck (default), or a fresh random hand at every check as the exact chain assumes" }),
  ),
} as const;

/** The campaign the options describe: the scenario file's, or the simple flags' with their defaults. */
export function campaignOf(params: ParamsOf<typeof ashCampaignOptions>): Campaign {
  if (params.scenario !== undefined) return campaignOfScenario(params.scenario);
  if (params.checks === undefined) throw new OddsmithError("checks", "a number of checks, or a scenario", params.checks);
  return repeatedCampaign({
    checks: params.checks,
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

/** Why --mc refuses the optimal hand policy: its sampler plays only all and none. */
function optimalNotSampled(fromScenario: boolean): string {
  return messages.exactOnly(fromScenario ? 'the scenario\'s handPolicy "optimal"' : "--hand-policy optimal", "the optimal hand policy is");
}

/** A report run of the campaign from real hands and real decks, simulated (100,000 trials, seed 1) beside the exact chain's fresh random hands. */
function realHandsRun(name: string, title: string, params: Readonly<Record<string, unknown>>) {
  return { name, title, params, monteCarlo: { trials: 100_000, seed: 1 }, explanations: explainComparedCampaign() };
}

/** `oddsmith ash campaign`: the wound spiral as an exact Markov chain over a sequence of checks and rests. */
export const ashCampaignAnalysis = defineAnalysis({
  summary: "the wound spiral: Strain, Wounds, Shock, injury and exit step by step over checks and rests (exact Markov chain)",
  rules: ["4.3", "4.4"],
  options: ashCampaignOptions,
  validate: (params) => {
    // The scenario file sets all of these itself; a flag beside it would be silently ignored.
    const simple = [["opposing", "--opposing"], ["trait", "--trait"], ["restEvery", "--rest-every"], ["rest", "--rest"], ["startHand", "--start-hand"], ["handPolicy", "--hand-policy"], ["decks", "--decks"], ["suit", "--suit"]] as const;
    const simpleGiven = [...simple.filter(([field]) => params[field] !== undefined).map(([, flag]) => flag), ...(params.evocation ? ["--evocation"] : [])];
    const form = scenarioFormProblems({ scenario: params.scenario !== undefined, count: params.checks !== undefined, countFlag: "--checks", simpleGiven, setBy: "in its steps" });
    if (form.refused !== undefined) return [form.refused];
    if (form.beside.length > 0) return form.beside;
    if (params.rest !== undefined && params.restEvery?.rest !== undefined && params.rest !== params.restEvery.rest) {
      return [messages.refused("--rest", `the kind --rest-every names (${params.restEvery.rest})`, params.rest)];
    }
    return [];
  },
  exactCost: (params) => {
    const campaign = campaignOf(params);
    const checks = campaign.steps.filter((step) => step.kind === "check").length;
    const rests = campaign.steps.length - checks;
    return {
      seconds: campaignSeconds(campaign),
      what: `${checks} checks${rests > 0 ? `, ${rests} rests` : ""}`,
      smaller: `${campaign.handPolicy === "optimal" ? "smaller hands (policy optimal solves every hand size up to the largest), " : ""}${params.scenario === undefined ? "fewer --checks, or more rests (--rest-every)" : "fewer steps in the scenario, or more rests"}`,
    };
  },
  run: (params) => campaignResult(exactCampaignMeasures(campaignOf(params))),
  sampleLimits: (params) => (campaignOf(params).handPolicy === "optimal" ? [optimalNotSampled(params.scenario !== undefined)] : []),
  exactLimits: (params) => (params.hands === "real" ? [messages.onlyWith("--hands real", "--mc N (the exact chain deals a fresh random hand at every check, as --hands markov)")] : []),
  sampler: {
    plan: (params) => sampleCampaign(campaignOf(params), params.hands ?? "real"),
    result: (estimates, params) => campaignResult(simulatedCampaignMeasures(estimates, campaignOf(params), params.hands ?? "real")),
    // With fresh hands the simulation is the chain's own process: its final Wounds must match the chain's.
    validation: [
      { checks: 10, hands: "markov" },
      { checks: 8, decks: "shared", restEvery: "3 full", startHand: 7, opposing: 3, hands: "markov" },
      { checks: 6, handPolicy: "none", trait: 3, opposing: 1, evocation: true, restEvery: "2", hands: "markov" },
    ],
    validationTarget: (exact) => {
      const wounds = exact.details?.["wounds"] ?? [];
      const last = Math.max(...wounds.map((row) => Number(row.step)));
      return {
        group: campaignDistributionGroup("wounds", last),
        outcomes: wounds.filter((row) => row.step === last).map((row) => ({ outcome: String(row.wounds), probability: Number(row.probability) })),
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
    realHandsRun("campaign-dungeon-real-hands", "The dungeon with real hands and a real depleting deck (simulated), beside the exact chain's fresh random hands", { scenario: "scenarios/ash/dungeon.json" }),
    realHandsRun("campaign-siege-real-hands", "Holding the gate from one real shared deck (simulated), beside the exact chain", { scenario: "scenarios/ash/siege.json" }),
    realHandsRun("campaign-10-checks-real-hands", "Ten checks with no rest from real hands and real decks (simulated), beside the exact chain", { checks: 10 }),
  ],
});
