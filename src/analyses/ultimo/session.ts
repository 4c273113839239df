/**
 * `oddsmith ultimo session`: a character's evening of challenges, by simulation only (docs/rules.md 3.11). The
 * options (flags or a scenario file), the checks between them, the Session they describe, and the wiring
 * of the sampler (models/ultimo/sample/session.ts) to its result (session-result.ts) and report prose
 * (session-explanations.ts).
 */
import { defineAnalysis, simulatedFrom } from "../../framework/analysis.js";
import { messages } from "../../framework/messages.js";
import { scenarioFormProblems, scenarioOption } from "../../framework/scenario-form.js";
import { choiceOption, integerOption, optionalOption, probabilityOption, textOption, validateParams, type ParamsOf, worded } from "../../framework/options.js";
import { ruleOptions, ruleProblems, rulesFrom, traitListOf } from "./rule-options.js";
import { sampleSession } from "../../models/ultimo/sample/session.js";
import {
  cardTraitsOf,
  burnCards,
  CHALLENGE_LIMIT,
  CHARACTER_TRAITS,
  isCharacterTrait,
  isBurnName,
  DEFAULT_CHARACTER,
  EXPERTISE_USES,
  mostCardsPlayed,
  OPTIMAL_BOUNDS,
  SESSION_POLICIES,
  SESSION_RANGES,
  type CharacterTrait,
  type Session,
  type SessionChallenge,
} from "../../models/ultimo/session.js";
import { parseSessionScenario, sessionScenarioProblems } from "./session-scenario.js";
import { explainSession } from "./session-explanations.js";
import { sessionResult } from "./session-result.js";
import { largeDeckProblems } from "./extra-rules.js";
import { citeRules } from "../../framework/rules-citation.js";

/** conserve's target P(success or better) when neither --target-probability nor a challenge's target gives one. */
export const DEFAULT_TARGET = 0.5;

/**
 * The character traits option: card-rule traits and session traits, comma-separated or repeated.
 * @example characterTraitOption.parse("marathoner,aged-wisdom") // ["marathoner", "aged-wisdom"]
 */
export const characterTraitOption = textOption<CharacterTrait[]>({ label: "Character traits", help: "The character's traits, comma-separated: card-rule switches and marathoner, going-the-distance, youthful-ambition.", rules: "3.11",
  allowed: `a list of ${CHARACTER_TRAITS.join(", ")} (or none), comma-separated or as repeated --trait`,
  doc: `the character's traits: card-rule switches (${citeRules("3.7")}) and marathoner, going-the-distance, youthful-ambition (${citeRules("3.11")})`,
  variadic: true,
  parse: (raw) => traitListOf(raw, isCharacterTrait),
});

/** An optional integer flag over one of the session's ranges. */
const rangeOption = ([min, max]: readonly [number, number], doc: string) => optionalOption(integerOption({ min, max, doc }));

const options = {
  scenario: scenarioOption({ help: "A scenario file: an optional character and the session's challenges (difficulty, limit, target, focus, refill, repeat, burn); or describe identical challenges below.", rules: "3.11",
    allowed: "a session scenario JSON file (see scenarios/ultimo/)",
    doc: "a scenario file: an optional character and the session's challenges (difficulty, limit, target, focus, refill, repeat, burn)",
    parse: parseSessionScenario,
    explain: sessionScenarioProblems,
  }),
  challenges: worded(rangeOption([1, CHALLENGE_LIMIT], "number of identical challenges (instead of --scenario)"), { label: "Challenges", help: "How many identical challenges, instead of a scenario file.", rules: "3.11" }),
  difficulty: worded(rangeOption(SESSION_RANGES.difficulty, "each challenge's difficulty (with --challenges)"), { label: "Difficulty", help: "Each identical challenge's difficulty.", rules: "3.2" }),
  limit: worded(rangeOption(SESSION_RANGES.limit, "each challenge's card limit (with --challenges)"), { label: "Card limit", help: "Each identical challenge's card limit.", rules: "3.1" }),
  spendFocus: worded(rangeOption(SESSION_RANGES.challengeFocus, "focus spent on each challenge while it lasts (with --challenges; default 0)"), { label: "Focus spent a challenge", help: "Focus spent on each identical challenge while it lasts (none unless given).", rules: "3.11" }),
  burn: optionalOption(
    textOption<number>({ label: "Cards burned", help: "Cards burned before each identical challenge: Winded 4, Run Ragged 8, weather as a number; out of play until sleep.", rules: "3.11",
      allowed: `winded (4 cards), run-ragged (8) or a number of cards from ${SESSION_RANGES.burn[0]} to ${SESSION_RANGES.burn[1]} (weather)`,
      doc: `cards burned before each challenge (with --challenges; ${citeRules("3.11")}): Winded 4, Run Ragged 8, weather as a number; out of play until sleep`,
      parse: (raw) => (isBurnName(raw) ? burnCards(raw) : /^\d+$/.test(raw) && Number(raw) <= SESSION_RANGES.burn[1] ? Number(raw) : undefined),
    }),
  ),
  stamina: worded(rangeOption(SESSION_RANGES.stamina, `hand size the hand is refilled to each round (default: the scenario's, else ${DEFAULT_CHARACTER.stamina})`), { label: "Stamina", rules: "3.11" }),
  vit: worded(rangeOption(SESSION_RANGES.vit, `Vitality: an exhaustion removes 10 − ⌊VIT/2⌋ cards (default: the scenario's, else ${DEFAULT_CHARACTER.vit})`), { label: "Vitality (VIT)", rules: "3.11" }),
  focus: worded(rangeOption(SESSION_RANGES.focus, `focus points at the start (default: the scenario's, else ${DEFAULT_CHARACTER.focus})`), { label: "Focus", rules: "3.11" }),
  personality: worded(rangeOption(SESSION_RANGES.personality, `Personality: a perfect success refunds ⌊PER/2⌋ focus (default: the scenario's, else ${DEFAULT_CHARACTER.personality})`), { label: "Personality", rules: "3.11" }),
  policy: choiceOption(SESSION_POLICIES, { label: "How each hand is played", help: "Greedy, conserve (the fewest greedy cards that reach the target chance) or optimal per challenge.", rules: "3.8", doc: "how each hand is played: greedy, conserve (fewest greedy cards reaching --target-probability) or optimal-per-challenge", default: "greedy" }),
  targetProbability: optionalOption(probabilityOption({ label: "Conserve's target chance", doc: `conserve's target P(success or better) (default ${DEFAULT_TARGET}; a challenge's own target wins)` })),
  expertise: choiceOption(EXPERTISE_USES, { label: "Overwhelming expertise", rules: "3.6", doc: "overwhelming expertise taken instead of playing: an automatic success only, any (partial too), or never", default: "success" }),
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
          ...(challenge.burn === undefined ? {} : { burn: burnCards(challenge.burn) }),
        });
      }
    }
  } else {
    for (let i = 0; i < (params.challenges ?? 0); i++) {
      const burn = params.burn === undefined ? {} : { burn: params.burn };
      challenges.push({ label: `challenge ${i + 1}`, difficulty: params.difficulty ?? 0, limit: params.limit ?? 0, target, focus: params.spendFocus ?? 0, refill: true, ...burn });
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
    rules: rulesFrom({ ...params, trait: cardTraitsOf(traits) }),
  };
}

/** The parameters of a session with every option at its default (no challenges yet), read from the options themselves. */
export const DEFAULT_SESSION_PARAMS: SessionParams = (() => {
  const validated = validateParams(options, {});
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  return validated.value;
})();

/** Problems between the options, each naming its flags. O(challenges). */
function sessionProblems(params: SessionParams): string[] {
  const simple = [["difficulty", "--difficulty"], ["limit", "--limit"], ["spendFocus", "--spend-focus"], ["burn", "--burn"]] as const;
  const simpleGiven = simple.filter(([field]) => params[field] !== undefined).map(([, flag]) => flag);
  const form = scenarioFormProblems({ scenario: params.scenario !== undefined, count: params.challenges !== undefined, countFlag: "--challenges", simpleGiven, setBy: "per challenge" });
  if (form.refused !== undefined) return [form.refused];
  const problems = form.beside;
  if (params.scenario === undefined) {
    const [minDifficulty, maxDifficulty] = SESSION_RANGES.difficulty;
    const [minLimit, maxLimit] = SESSION_RANGES.limit;
    if (params.difficulty === undefined) problems.push(messages.required("--difficulty", `an integer from ${minDifficulty} to ${maxDifficulty} (with --challenges)`));
    if (params.limit === undefined) problems.push(messages.required("--limit", `an integer from ${minLimit} to ${maxLimit} (with --challenges)`));
  }
  if (params.targetProbability !== undefined && params.policy !== "conserve") problems.push(messages.onlyWith("--target-probability", "--policy conserve"));
  const traits = params.trait ?? [];
  if (traits.includes("going-the-distance") && !traits.includes("marathoner")) problems.push(messages.refused("--trait", "going-the-distance needs marathoner", traits.join(",")));
  problems.push(...ruleProblems({ ...params, trait: cardTraitsOf(traits) }));
  // conserve and optimal-per-challenge solve hands exactly, in float64 tables of at most 54 Dealer cards.
  if (params.policy !== "greedy") problems.push(...largeDeckProblems(rulesFrom({ ...params, trait: cardTraitsOf(traits) }), `ultimo session --policy ${params.policy}`));
  if (problems.length === 0 && params.policy === "optimal-per-challenge") {
    const session = sessionFrom(params);
    const stamina = session.character.stamina;
    const played = mostCardsPlayed(session.character, session.challenges);
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

/** `oddsmith ultimo session`: a character's session of challenges, by simulation only (docs/rules.md 3.11). */
export const sessionAnalysis = defineAnalysis({
  summary: "a character's session of challenges with a real deck, discard pile, focus, threat and exhaustion (simulation)",
  rules: ["3.11"],
  options,
  validate: sessionProblems,
  sampler: simulatedFrom(sessionFrom, sampleSession, sessionResult),
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
