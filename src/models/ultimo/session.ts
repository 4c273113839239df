/**
 * An Ultimo session (docs/rules.md 3.11): one character — stamina, Vitality, focus, Personality, traits — through
 * an evening of challenges, under a play policy and the card rules. The setup as data, the session rules
 * as pure functions, and the one check a setup passes before it is sampled.
 */
import { integerIn, oneOf, OddsmithError } from "../../core/errors.js";
import { isTrait, TRAITS, type ChallengeRules, type Trait } from "./rules.js";
import { checkRules } from "./setup-checks.js";

/** Traits that act on a session rather than on a card rule (docs/rules.md 3.7, 3.11). */
export const SESSION_TRAITS = ["marathoner", "going-the-distance", "youthful-ambition"] as const;
export type SessionTrait = (typeof SESSION_TRAITS)[number];

/** Every trait a session character may have: the card-rule switches and the session ones. */
export const CHARACTER_TRAITS = [...TRAITS, ...SESSION_TRAITS] as const;
export type CharacterTrait = (typeof CHARACTER_TRAITS)[number];

/**
 * Whether a word names a trait of CHARACTER_TRAITS. O(traits).
 * @example isCharacterTrait("marathoner") // true
 */
export function isCharacterTrait(word: string): word is CharacterTrait {
  return CHARACTER_TRAITS.some((trait) => trait === word);
}

/** How a session's hands are played (docs/rules.md 3.8, 3.11). */
export const SESSION_POLICIES = ["greedy", "conserve", "optimal-per-challenge"] as const;
export type SessionPolicy = (typeof SESSION_POLICIES)[number];

/** Which automatic results of overwhelming expertise (docs/rules.md 3.6) the player takes instead of playing. */
export const EXPERTISE_USES = ["success", "any", "never"] as const;
export type ExpertiseUse = (typeof EXPERTISE_USES)[number];

/** The most challenges a session may hold once repeats are expanded. */
export const CHALLENGE_LIMIT = 40;

/**
 * The integer ranges of a session's numbers, [min, max]: the character's (docs/rules.md 3.1, 3.11) and each
 * challenge's difficulty, card limit and focus spent. The flags, the scenario file and checkSession read them.
 */
export const SESSION_RANGES = {
  stamina: [1, 20],
  vit: [1, 10],
  focus: [0, 20],
  personality: [1, 10],
  difficulty: [0, 30],
  limit: [0, 20],
  challengeFocus: [0, 10],
  burn: [0, 54],
} as const;

/**
 * The effects that burn cards before a challenge, by name, and how many (docs/rules.md 3.11): Winded 4, Run
 * Ragged 8; weather is given as its number of cards.
 */
export const BURNS = { winded: 4, "run-ragged": 8 } as const;
export type BurnName = keyof typeof BURNS;

/**
 * Whether a word names a burn of BURNS. O(1).
 * @example isBurnName("winded") // true
 */
export function isBurnName(word: string): word is BurnName {
  return Object.hasOwn(BURNS, word);
}

/**
 * Cards a burn removes: a named effect's (BURNS) or the number given (weather). O(1).
 * @example burnCards("run-ragged") // 8
 * @example burnCards(3) // 3
 */
export function burnCards(burn: BurnName | number): number {
  return typeof burn === "number" ? burn : BURNS[burn];
}

/** One challenge of a session. */
export interface SessionChallenge {
  readonly label: string;
  readonly difficulty: number;
  readonly limit: number;
  /** conserve's target P(success or better) for this challenge. */
  readonly target: number;
  /** Focus the player spends on it (when they have it): that many extra cards from the top of the deck. */
  readonly focus: number;
  /** Whether a new round starts with it, so the hand is refilled to stamina first. */
  readonly refill: boolean;
  /**
   * Cards burned before it (Winded 4, Run Ragged 8, weather; docs/rules.md 3.11): taken from the top of the
   * deck before the round's refill and out of play until sleep, like an exhaustion's; 0 when left out.
   */
  readonly burn?: number;
}

/** The character who plays the session. */
export interface SessionCharacter {
  /** Stamina: the hand is refilled to this many cards (docs/rules.md 3.1). */
  readonly stamina: number;
  /** Vitality: an exhaustion removes 10 − ⌊VIT/2⌋ cards (docs/rules.md 3.11). */
  readonly vit: number;
  /** Focus points at the start of the session. */
  readonly focus: number;
  /** Personality: a perfect success refunds ⌊PER/2⌋ focus (seed, "Perfect Success"). */
  readonly personality: number;
  readonly traits: readonly CharacterTrait[];
}

/** Everything a session's trials depend on. */
export interface Session {
  readonly character: SessionCharacter;
  readonly challenges: readonly SessionChallenge[];
  readonly policy: SessionPolicy;
  readonly expertise: ExpertiseUse;
  readonly rules: ChallengeRules;
}

/**
 * The character when neither a flag nor the scenario says otherwise: the seed's example character Dr. Marco
 * Severs (stamina 7, VIT 6, focus 4, PER 4; seed "Example Characters").
 */
export const DEFAULT_CHARACTER = { stamina: 7, vit: 6, focus: 4, personality: 4 } as const;

/**
 * The optimal-per-challenge policy solves every sub-hand of a hand in every row on each new hand, so it is
 * bounded: a stamina of at most 8 and at most 5 cards played (limit and focus cards together).
 */
export const OPTIMAL_BOUNDS = { stamina: 8, played: 5 } as const;

/** Threat the Dealer gains per outcome, in OUTCOMES order (docs/rules.md 3.11: partial 1, failure 2, total failure 3). */
export const OUTCOME_THREAT = [0, 0, 1, 2, 3] as const;

/**
 * Cards an exhaustion removes from play (docs/rules.md 3.11): 10 − ⌊VIT/2⌋, 2 fewer with Marathoner and a
 * further 3 with Going the Distance, never below 0. O(traits).
 * @example exhaustionCards(6, ["marathoner"]) // 5
 */
export function exhaustionCards(vit: number, traits: readonly CharacterTrait[]): number {
  const reduction = (traits.includes("marathoner") ? 2 : 0) + (traits.includes("going-the-distance") ? 3 : 0);
  return Math.max(0, 10 - Math.floor(vit / 2) - reduction);
}

/**
 * The most cards a session's optimal-per-challenge policy would play on one challenge: the hand's cards up to
 * the limit, and the focus cards. O(challenges).
 * @example mostCardsPlayed({ stamina: 7 }, [{ limit: 3, focus: 1 }, { limit: 8, focus: 0 }]) // 7
 */
export function mostCardsPlayed(character: Pick<SessionCharacter, "stamina">, challenges: readonly Pick<SessionChallenge, "limit" | "focus">[]): number {
  return Math.max(...challenges.map((challenge) => Math.min(challenge.limit, character.stamina) + challenge.focus));
}

/**
 * Checks a session setup once, before it is sampled: every field of the character, each challenge, the
 * policy, the expertise use and the card rules, and the optimal policy's bounds (OPTIMAL_BOUNDS).
 * O(challenges + traits).
 * @throws {OddsmithError} naming the first field refused, what it allows and what it received.
 * @example checkSession({ character: { ...DEFAULT_CHARACTER, traits: [] }, challenges: [{ label: "a", difficulty: 4, limit: 5, target: 0.5, focus: 0, refill: true }], policy: "greedy", expertise: "never", rules: DEFAULT_RULES }).policy // "greedy"
 */
export function checkSession(session: Session): Session {
  if (typeof session !== "object" || session === null) throw new OddsmithError("session", "a session object (character, challenges, policy, expertise, rules)", session);
  checkCharacter(session.character);
  checkChallenges(session.challenges);
  oneOf("policy", SESSION_POLICIES, session.policy);
  oneOf("expertise", EXPERTISE_USES, session.expertise);
  checkSessionRules(session.rules);
  if (session.policy === "optimal-per-challenge") {
    const played = mostCardsPlayed(session.character, session.challenges);
    if (session.character.stamina > OPTIMAL_BOUNDS.stamina || played > OPTIMAL_BOUNDS.played) {
      const bounds = `greedy or conserve with a stamina over ${OPTIMAL_BOUNDS.stamina} or more than ${OPTIMAL_BOUNDS.played} cards played per challenge (stamina ${session.character.stamina}, ${played} cards played)`;
      throw new OddsmithError("policy", bounds, session.policy);
    }
  }
  return session;
}

const rangeOf = (field: string, range: readonly [number, number], value: unknown) => integerIn(field, range[0], range[1], value);

function checkCharacter(character: SessionCharacter): void {
  if (typeof character !== "object" || character === null) throw new OddsmithError("character", "an object with stamina, vit, focus, personality and traits", character);
  rangeOf("character.stamina", SESSION_RANGES.stamina, character.stamina);
  rangeOf("character.vit", SESSION_RANGES.vit, character.vit);
  rangeOf("character.focus", SESSION_RANGES.focus, character.focus);
  rangeOf("character.personality", SESSION_RANGES.personality, character.personality);
  const traits = character.traits;
  if (!Array.isArray(traits)) throw new OddsmithError("character.traits", `a list of ${CHARACTER_TRAITS.join(", ")}`, traits);
  traits.forEach((trait, t) => oneOf(`character.traits[${t}]`, CHARACTER_TRAITS, trait));
  if (traits.includes("going-the-distance") && !traits.includes("marathoner")) throw new OddsmithError("character.traits", "marathoner with going-the-distance", traits);
}

function checkChallenges(challenges: readonly SessionChallenge[]): void {
  if (!Array.isArray(challenges) || challenges.length === 0 || challenges.length > CHALLENGE_LIMIT) {
    throw new OddsmithError("challenges", `a list of 1 to ${CHALLENGE_LIMIT} challenges`, Array.isArray(challenges) ? `${challenges.length} challenges` : challenges);
  }
  challenges.forEach((challenge, c) => {
    const field = `challenges[${c}]`;
    if (typeof challenge !== "object" || challenge === null) throw new OddsmithError(field, "an object with label, difficulty, limit, target, focus and refill", challenge);
    if (typeof challenge.label !== "string") throw new OddsmithError(`${field}.label`, "a text", challenge.label);
    rangeOf(`${field}.difficulty`, SESSION_RANGES.difficulty, challenge.difficulty);
    rangeOf(`${field}.limit`, SESSION_RANGES.limit, challenge.limit);
    rangeOf(`${field}.focus`, SESSION_RANGES.challengeFocus, challenge.focus);
    if (challenge.burn !== undefined) rangeOf(`${field}.burn`, SESSION_RANGES.burn, challenge.burn);
    const target = challenge.target;
    if (typeof target !== "number" || !(target >= 0 && target <= 1)) throw new OddsmithError(`${field}.target`, "a probability from 0 to 1", target);
    // The first challenge opens the session's first round, so its hand is always drawn.
    if (challenge.refill !== true && (c === 0 || challenge.refill !== false)) throw new OddsmithError(`${field}.refill`, c === 0 ? "true (the first challenge starts the first round)" : "true or false", challenge.refill);
  });
}

function checkSessionRules(rules: ChallengeRules): void {
  if (typeof rules !== "object" || rules === null) throw new OddsmithError("rules", "a ChallengeRules object (see DEFAULT_RULES)", rules);
  checkRules(rules);
  if (rules.traits.includes("god-save-the-queen") && !rules.traits.includes("long-live-the-queen")) throw new OddsmithError("rules.traits", "long-live-the-queen with god-save-the-queen", rules.traits);
}

/**
 * The card-rule traits among a character's traits (docs/rules.md 3.7): the ones ChallengeRules takes. O(traits).
 * @example cardTraitsOf(["marathoner", "aged-wisdom"]) // ["aged-wisdom"]
 */
export function cardTraitsOf(traits: readonly CharacterTrait[]): Trait[] {
  return traits.filter(isTrait);
}
