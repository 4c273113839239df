import { defineAnalysis, type AnalysisResult, type OutcomeRow, type Row } from "../../core/analysis.js";
import { proportionEstimate, type Estimates, type ProportionEstimate } from "../../core/estimate.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { choiceOption, integerOption, jsonFileOption, optionalOption, probabilityOption, textOption, validateParams, type ParamsOf } from "../../core/options.js";
import { OUTCOMES } from "./outcome.js";
import { ruleOptions, ruleProblems, rulesFrom } from "./options.js";
import { TRAITS, type Trait } from "./rules.js";
import {
  challengeGroup,
  EXHAUSTED_GROUP,
  EXPERTISE_USES,
  PASSED_OUT,
  PASSED_OUT_GROUP,
  sampleSession,
  SESSION_POLICIES,
  THREAT_GROUP,
  type Session,
  type SessionChallenge,
} from "./sample-session.js";
import { CHALLENGE_LIMIT, CHARACTER_TRAITS, parseSessionScenario, sessionScenarioProblems, type CharacterTrait } from "./session-scenario.js";

/**
 * The character when neither a flag nor the scenario says otherwise: the seed's example character Dr. Marco
 * Severs (stamina 7, VIT 6, focus 4, PER 4; seed "Example Characters").
 */
export const DEFAULT_CHARACTER = { stamina: 7, vit: 6, focus: 4, personality: 4 } as const;

/** conserve's target P(success or better) when neither --target-probability nor a challenge's target gives one. */
export const DEFAULT_TARGET = 0.5;

/**
 * The optimal-per-challenge policy solves every sub-hand of a hand in every row on each new hand, so it is
 * bounded: a stamina of at most 8 and at most 5 cards played (limit and focus cards together).
 */
export const OPTIMAL_BOUNDS = { stamina: 8, played: 5 } as const;

/**
 * The character traits option: card-rule traits and session traits, comma-separated or repeated.
 * @example characterTraitOption.parse("marathoner,aged-wisdom") // ["marathoner", "aged-wisdom"]
 */
export const characterTraitOption = textOption<CharacterTrait[]>({
  allowed: `a list of ${CHARACTER_TRAITS.join(", ")} (or none), comma-separated or as repeated --trait`,
  doc: "the character's traits: card-rule switches (RULES.md 3.7) and marathoner, going-the-distance, youthful-ambition (3.11)",
  variadic: true,
  parse: (raw) => {
    if (raw === "" || raw === "none") return [];
    const words = raw.split(/[\s,]+/).filter((word) => word !== "");
    return words.every((word) => (CHARACTER_TRAITS as readonly string[]).includes(word)) ? [...new Set(words as CharacterTrait[])] : undefined;
  },
});

const options = {
  scenario: optionalOption(
    jsonFileOption({
      allowed: "a session scenario JSON file (see scenarios/ultimo/)",
      doc: "a scenario file: an optional character and the session's challenges (difficulty, limit, target, focus, refill, repeat)",
      parse: parseSessionScenario,
      explain: sessionScenarioProblems,
    }),
  ),
  challenges: optionalOption(integerOption({ min: 1, max: CHALLENGE_LIMIT, doc: "number of identical challenges (instead of --scenario)" })),
  difficulty: optionalOption(integerOption({ min: 0, max: 30, doc: "each challenge's difficulty (with --challenges)" })),
  limit: optionalOption(integerOption({ min: 0, max: 20, doc: "each challenge's card limit (with --challenges)" })),
  spendFocus: optionalOption(integerOption({ min: 0, max: 10, doc: "focus spent on each challenge while it lasts (with --challenges; default 0)" })),
  stamina: optionalOption(integerOption({ min: 1, max: 20, doc: `hand size the hand is refilled to each round (default: the scenario's, else ${DEFAULT_CHARACTER.stamina})` })),
  vit: optionalOption(integerOption({ min: 1, max: 10, doc: `Vitality: an exhaustion removes 10 − ⌊VIT/2⌋ cards (default: the scenario's, else ${DEFAULT_CHARACTER.vit})` })),
  focus: optionalOption(integerOption({ min: 0, max: 20, doc: `focus points at the start (default: the scenario's, else ${DEFAULT_CHARACTER.focus})` })),
  personality: optionalOption(integerOption({ min: 1, max: 10, doc: `Personality: a perfect success refunds ⌊PER/2⌋ focus (default: the scenario's, else ${DEFAULT_CHARACTER.personality})` })),
  policy: choiceOption(SESSION_POLICIES, { doc: "how each hand is played: greedy, conserve (fewest greedy cards reaching --target-probability) or optimal-per-challenge", default: "greedy" }),
  targetProbability: optionalOption(probabilityOption({ doc: `conserve's target P(success or better) (default ${DEFAULT_TARGET}; a challenge's own target wins)` })),
  expertise: choiceOption(EXPERTISE_USES, { doc: "overwhelming expertise taken instead of playing: an automatic success only, any (partial too), or never", default: "success" }),
  ...ruleOptions,
  trait: optionalOption(characterTraitOption),
} as const;

/** The validated options of a session. */
export type SessionParams = ParamsOf<typeof options>;

/**
 * The session the parameters describe: the scenario's challenges (repeats expanded) or --challenges N
 * identical ones; the character from the flags, else the scenario's character, else DEFAULT_CHARACTER.
 * O(challenges).
 * @example sessionFrom({ ...DEFAULT_SESSION_PARAMS, challenges: 2, difficulty: 4, limit: 5 }).challenges.length // 2
 */
export function sessionFrom(params: SessionParams): Session {
  const file = params.scenario;
  const character = file?.character;
  const traits = params.trait ?? character?.traits ?? [];
  const cardTraits = traits.filter((trait): trait is Trait => (TRAITS as readonly string[]).includes(trait));
  const target = params.targetProbability ?? DEFAULT_TARGET;
  const challenges: SessionChallenge[] = [];
  if (file !== undefined) {
    for (const challenge of file.challenges) {
      for (let i = 0; i < (challenge.repeat ?? 1); i++) {
        challenges.push({
          label: challenge.label ?? `challenge ${challenges.length + 1}`,
          difficulty: challenge.difficulty,
          limit: challenge.limit,
          target: challenge.target ?? target,
          focus: challenge.focus ?? 0,
          refill: challenge.refill ?? true,
        });
      }
    }
  } else {
    for (let i = 0; i < (params.challenges ?? 0); i++) {
      challenges.push({ label: `challenge ${i + 1}`, difficulty: params.difficulty ?? 0, limit: params.limit ?? 0, target, focus: params.spendFocus ?? 0, refill: true });
    }
  }
  return {
    character: {
      stamina: params.stamina ?? character?.stamina ?? DEFAULT_CHARACTER.stamina,
      vit: params.vit ?? character?.vit ?? DEFAULT_CHARACTER.vit,
      focus: params.focus ?? character?.focus ?? DEFAULT_CHARACTER.focus,
      personality: params.personality ?? character?.personality ?? DEFAULT_CHARACTER.personality,
      traits,
    },
    challenges,
    policy: params.policy,
    expertise: params.expertise,
    rules: rulesFrom({ ...params, trait: cardTraits }),
  };
}

/** The parameters of a session with every option at its default (no challenges yet), read from the options themselves. */
export const DEFAULT_SESSION_PARAMS: SessionParams = (() => {
  const validated = validateParams(options, {});
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  return validated.value;
})();

/** Problems between the options, each naming its flags. */
function sessionProblems(params: SessionParams): string[] {
  if (params.scenario === undefined && params.challenges === undefined) return [messages.noneOf(["--scenario FILE.json", "--challenges N"])];
  if (params.scenario !== undefined && params.challenges !== undefined) return [messages.notBoth(["--scenario", "--challenges"])];
  const problems: string[] = [];
  if (params.scenario !== undefined) {
    const simple = { difficulty: "--difficulty", limit: "--limit", spendFocus: "--spend-focus" } as const;
    for (const field of Object.keys(simple) as Array<keyof typeof simple>) {
      if (params[field] !== undefined) problems.push(messages.onlyWith(simple[field], "--challenges (a scenario file sets it per challenge)"));
    }
  } else {
    if (params.difficulty === undefined) problems.push(messages.required("--difficulty", "an integer from 0 to 30 (with --challenges)"));
    if (params.limit === undefined) problems.push(messages.required("--limit", "an integer from 0 to 20 (with --challenges)"));
  }
  if (params.targetProbability !== undefined && params.policy !== "conserve") problems.push(messages.onlyWith("--target-probability", "--policy conserve"));
  const traits = params.trait ?? [];
  if (traits.includes("going-the-distance") && !traits.includes("marathoner")) problems.push(messages.refused("--trait", "going-the-distance needs marathoner", traits.join(",")));
  const cardTraits = traits.filter((trait): trait is Trait => (TRAITS as readonly string[]).includes(trait));
  problems.push(...ruleProblems({ ...params, trait: cardTraits }));
  if (problems.length === 0 && params.policy === "optimal-per-challenge") {
    const session = sessionFrom(params);
    const stamina = session.character.stamina;
    const played = Math.max(...session.challenges.map((challenge) => Math.min(challenge.limit, stamina) + challenge.focus));
    if (stamina > OPTIMAL_BOUNDS.stamina || played > OPTIMAL_BOUNDS.played) {
      problems.push(
        messages.refused(
          "--policy optimal-per-challenge",
          `a stamina of at most ${OPTIMAL_BOUNDS.stamina} and at most ${OPTIMAL_BOUNDS.played} cards played per challenge (limit and focus cards; it solves every sub-hand of each new hand in every row), or use greedy or conserve`,
          `stamina ${stamina}, ${played} cards played`,
        ),
      );
    }
  }
  return problems;
}

const ORDER = [...OUTCOMES, PASSED_OUT] as const;

/** P(success or better) of a challenge's group, with its Wilson interval over all trials. */
function successOrBetter(group: Readonly<Record<string, ProportionEstimate>>): ProportionEstimate {
  const perfect = group["perfect-success"]!;
  return proportionEstimate(perfect.count + group.success!.count, perfect.total);
}

const interval = (low: number, high: number) => `${formatPercent(low)}–${formatPercent(high)}`;

/**
 * The session's result from its estimates (RULES.md 3.11, 5): per challenge the outcome mix (passed out
 * included), P(success or better) with its 95% interval and the cards left in the deck after it; P(exhausted),
 * P(passed out) and when; the threat the Dealer accumulates (mean and distribution); cards left, exhaustions,
 * cards removed and focus left. O(challenges + threat values).
 */
export function sessionResult(estimates: Estimates, session: Session): AnalysisResult {
  const { challenges } = session;
  // Short axis labels (the challenges' own labels are in the rows and the table).
  const name = (c: number) => `${c + 1}: D${challenges[c]!.difficulty}, limit ${challenges[c]!.limit}`;
  const outcomes: OutcomeRow[] = challenges.flatMap((challenge, c) =>
    ORDER.map((outcome) => {
      const e = estimates.groups[challengeGroup(c)]![outcome]!;
      return { outcome, challenge: c + 1, label: challenge.label, difficulty: challenge.difficulty, probability: e.probability, low: e.low, high: e.high, count: e.count };
    }),
  );
  const rows: Row[] = challenges.map((challenge, c) => {
    const group = estimates.groups[challengeGroup(c)]!;
    const success = successOrBetter(group);
    const left = estimates.quantities[`cardsLeftAfter${c + 1}`]!;
    return {
      challenge: c + 1,
      label: challenge.label,
      difficulty: challenge.difficulty,
      limit: challenge.limit,
      focus: challenge.focus,
      refill: challenge.refill,
      ...Object.fromEntries(ORDER.map((outcome) => [outcome, group[outcome]!.probability])),
      pSuccessOrBetter: success.probability,
      pSuccessOrBetterLow: success.low,
      pSuccessOrBetterHigh: success.high,
      cardsLeftInDeck: left.mean,
    };
  });
  const moments = (group: string) => {
    const estimated = estimates.groups[group]!;
    return Object.entries(estimated).map(([moment, e]) => ({ challenge: moment === "no" ? "never" : moment, probability: e.probability, low: e.low, high: e.high, count: e.count }));
  };
  const passedOut = moments(PASSED_OUT_GROUP);
  const exhausted = moments(EXHAUSTED_GROUP);
  const threatRows = Object.entries(estimates.groups[THREAT_GROUP]!).map(([threat, e]) => ({ threat: Number(threat), probability: e.probability, low: e.low, high: e.high, count: e.count }));
  const highestThreat = threatRows.reduce((highest, row) => (row.count > 0 ? row.threat : highest), 0);
  const shownThreat = threatRows.filter((row) => row.threat <= highestThreat);
  const never = (group: string) => estimates.groups[group]!.no!;
  const ever = (group: string) => proportionEstimate(never(group).total - never(group).count, never(group).total);
  const pExhausted = ever(EXHAUSTED_GROUP);
  const pPassedOut = ever(PASSED_OUT_GROUP);
  const q = estimates.quantities;
  const summary: Record<string, number> = {
    pExhausted: pExhausted.probability,
    pExhaustedLow: pExhausted.low,
    pExhaustedHigh: pExhausted.high,
    pPassedOut: pPassedOut.probability,
    pPassedOutLow: pPassedOut.low,
    pPassedOutHigh: pPassedOut.high,
  };
  for (const quantity of ["threat", "cardsLeft", "exhaustions", "cardsRemoved", "focusLeft"]) {
    summary[quantity] = q[quantity]!.mean;
    summary[`${quantity}Low`] = q[quantity]!.low;
    summary[`${quantity}High`] = q[quantity]!.high;
  }
  const who = `stamina ${session.character.stamina}, VIT ${session.character.vit}, focus ${session.character.focus}, ${session.policy}`;
  return {
    outcomes,
    summary,
    summaryExact: {},
    rows,
    details: { challenges: rows, threat: shownThreat, passedOutAt: passedOut, firstExhaustedAt: exhausted },
    table: {
      title: `Session of ${challenges.length} challenge${challenges.length === 1 ? "" : "s"} (${who})`,
      columns: ["#", "challenge", "D", "limit", ...ORDER, "P(success+)", "95% interval", "deck left"],
      rows: challenges.map((challenge, c) => {
        const row = rows[c]!;
        return [
          String(c + 1),
          challenge.label,
          String(challenge.difficulty),
          String(challenge.limit),
          ...ORDER.map((outcome) => formatPercent(Number(row[outcome]))),
          formatPercent(Number(row.pSuccessOrBetter)),
          interval(Number(row.pSuccessOrBetterLow), Number(row.pSuccessOrBetterHigh)),
          formatNumber(Number(row.cardsLeftInDeck)),
        ];
      }),
    },
    extraTables: [
      ...(pPassedOut.count > 0
        ? [{ title: "When the character passed out (before playing challenge #)", columns: ["challenge", "probability", "95% interval"], rows: passedOut.filter((row) => row.count > 0).map((row) => [row.challenge, formatPercent(row.probability), interval(row.low, row.high)]) }]
        : []),
    ],
    charts: [
      {
        name: "",
        title: `Outcomes of each challenge of the session (${who})`,
        kind: "bar",
        data: challenges.flatMap((challenge, c) => ORDER.map((outcome) => ({ challenge: name(c), label: challenge.label, outcome, probability: estimates.groups[challengeGroup(c)]![outcome]!.probability }))),
        x: { field: "challenge", title: "challenge", type: "ordinal", order: challenges.map((_, c) => name(c)) },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
        // Passed out at the bottom, then total failure up to perfect success; red failures, blue successes.
        color: { field: "outcome", title: "outcome", type: "ordinal", order: [...ORDER].reverse(), scheme: "redblue" },
      },
      {
        name: "threat",
        title: `Threat the Dealer gains over the session (mean ${formatNumber(q.threat!.mean)})`,
        kind: "bar",
        data: shownThreat.map(({ threat, probability, low, high }) => ({ threat, probability, low, high })),
        x: { field: "threat", title: "threat gained", type: "ordinal" },
        y: { field: "probability", title: "probability (95% interval)", type: "quantitative", format: ".0%" },
        interval: { low: "low", high: "high" },
      },
    ],
  };
}

/**
 * The report's explanations of a session run's two charts, from its simulated figures (always "about"):
 * the hardest and easiest challenges, whether the deck lasted, and the threat the Dealer banks. O(rows).
 */
function explainSession() {
  const about = (p: number) => `about ${formatPercent(p)}`;
  return {
    "": (result: AnalysisResult) => {
      const rows = result.rows;
      const odds = (row: Row) => Number(row.pSuccessOrBetter);
      const hardest = rows.reduce((worst, row) => (odds(row) < odds(worst) ? row : worst));
      const hopeless = rows.filter((row) => odds(row) < 0.01);
      const why = (row: Row) =>
        row.refill === false ? `#${row.challenge} is played from the cards left in hand` : `#${row.challenge} has a card limit of ${row.limit} against difficulty ${row.difficulty}`;
      const pExhausted = result.summary["pExhausted"]!;
      const deck =
        pExhausted === 0
          ? `The deck never ran out in any simulated evening (about ${Math.round(result.summary["cardsLeft"]!)} cards were left at the end), so each challenge is decided by its difficulty and card limit, not by fatigue.`
          : `The deck ran out in ${about(pExhausted)} of evenings, so the last challenges are harder than their difficulty suggests.`;
      return (
        `Each bar is one challenge of the evening in order (D: difficulty, then the card limit), from passed out and total failure (red, bottom) to perfect success (dark blue, top), over ${Number(rows[0]?.trials ?? 0).toLocaleString("en-US")} simulated evenings. ` +
        (hopeless.length > 0
          ? `${hopeless.length === 1 ? "Challenge" : "Challenges"} ${hopeless.map((row) => `#${row.challenge}`).join(" and ")} succeeded in under 1% of evenings (${hopeless.map(why).join("; ")}): a GM should read ${hopeless.length === 1 ? "it" : "them"} as damage control, not as a chance. `
          : `The hardest is #${hardest.challenge}, ${hardest.label}, at ${about(odds(hardest))} success or better. `) +
        deck
      );
    },
    threat: (result: AnalysisResult) => {
      const threat = result.details?.["threat"] ?? [];
      const quantile = (q: number) => {
        let cumulative = 0;
        return threat.find((row) => (cumulative += Number(row.probability)) >= q)?.threat ?? 0;
      };
      return (
        "Each bar is the chance that the Dealer gains that much threat over the evening (1 per partial success, 2 per failure, 3 per total failure, 1 per focus spent), with 95% intervals. " +
        `It averages about ${formatNumber(Number(result.summary["threat"]!.toFixed(1)))}, and about 8 evenings in 10 land between ${quantile(0.1)} and ${quantile(0.9)}: that is the threat budget a GM can plan to spend against the party after such an evening.`
      );
    },
  };
}

/** `oddsmith ultimo session`: a character's session of challenges, by simulation only (RULES.md 3.11). */
export const sessionAnalysis = defineAnalysis({
  game: "ultimo",
  name: "session",
  summary: "a character's session of challenges with a real deck, discard pile, focus, threat and exhaustion (simulation)",
  options,
  validate: sessionProblems,
  sampler: {
    plan: (params) => sampleSession(sessionFrom(params)),
    result: (estimates, params) => sessionResult(estimates, sessionFrom(params)),
    defaultTrials: 100_000,
  },
  reportRuns: [
    {
      name: "session-evening-greedy",
      title: "Dr. Marco Severs' evening (scenarios/ultimo/evening.json), played greedily",
      params: { scenario: "scenarios/ultimo/evening.json" },
      monteCarlo: { trials: 30_000, seed: 1 },
      explanations: explainSession(),
    },
    {
      name: "session-evening-conserve",
      title: "The same evening, conserving cards: the fewest greedy cards that reach P(success or better) ≥ 60%",
      params: { scenario: "scenarios/ultimo/evening.json", policy: "conserve", targetProbability: 0.6 },
      monteCarlo: { trials: 20_000, seed: 1 },
      explanations: explainSession(),
    },
  ],
});
