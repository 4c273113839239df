/**
 * The Ultimo session scenario file (docs/rules.md 3.11): an optional character and the list of challenges of
 * one session, validated with a zod schema whose every error names the field path, what it allows and
 * what it received.
 */
import { z } from "zod";
import { formatCount } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { quoteReceived } from "../../core/quote-received.js";
import { schemaProblems } from "../../framework/schema-problems.js";
import { BURNS, CHALLENGE_LIMIT, CHARACTER_TRAITS, SESSION_RANGES } from "../../models/ultimo/session.js";
import { itemAt } from "../../core/checked-index.js";

const integerIn = ([min, max]: readonly [number, number]) => {
  const error = `expected an integer from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** What a challenge's `burn` field allows (docs/rules.md 3.11). */
const BURN_ERROR = `expected winded (4 cards), run-ragged (8) or a number of cards from ${SESSION_RANGES.burn[0]} to ${SESSION_RANGES.burn[1]} (weather)`;

const characterSchema = z.strictObject({
  stamina: integerIn(SESSION_RANGES.stamina).optional(),
  vit: integerIn(SESSION_RANGES.vit).optional(),
  focus: integerIn(SESSION_RANGES.focus).optional(),
  personality: integerIn(SESSION_RANGES.personality).optional(),
  traits: z.array(z.enum(CHARACTER_TRAITS, { error: `expected one of ${CHARACTER_TRAITS.join(", ")}` }), { error: "expected a list of traits" }).optional(),
});

const challengeSchema = z.strictObject({
  label: z.string({ error: "expected a text" }).optional(),
  difficulty: integerIn(SESSION_RANGES.difficulty),
  limit: integerIn(SESSION_RANGES.limit),
  target: z.number({ error: "expected a probability from 0 to 1" }).min(0, { error: "expected a probability from 0 to 1" }).max(1, { error: "expected a probability from 0 to 1" }).optional(),
  focus: integerIn(SESSION_RANGES.challengeFocus).optional(),
  refill: z.boolean({ error: "expected true or false" }).optional(),
  repeat: integerIn([1, CHALLENGE_LIMIT]).optional(),
  // z.enum takes a non-empty tuple of names, and Object.keys types BURNS' own (two) keys as string[].
  burn: z
    .union([z.enum(Object.keys(BURNS) as [keyof typeof BURNS]), z.number().int().min(SESSION_RANGES.burn[0]).max(SESSION_RANGES.burn[1])], { error: BURN_ERROR })
    .optional(),
});

/** The schema of a session scenario file. */
export const sessionScenarioSchema = z.strictObject({
  title: z.string({ error: "expected a text" }).optional(),
  character: characterSchema.optional(),
  challenges: z.array(challengeSchema, { error: "expected a list of challenges" }).min(1, { error: "expected at least one challenge" }),
});

/** A session scenario file as written. */
export type SessionScenarioFile = z.infer<typeof sessionScenarioSchema>;

const FIELDS: Readonly<Record<string, readonly string[]>> = {
  "": ["title", "character", "challenges"],
  character: ["stamina", "vit", "focus", "personality", "traits"],
  challenges: ["label", "difficulty", "limit", "target", "focus", "refill", "repeat", "burn"],
};

/**
 * Every problem of a raw session scenario, each naming the field path, what it allows and what it
 * received; empty when the scenario is valid. O(size of the file).
 * @example sessionScenarioProblems({ challenges: [{ difficulty: 4, limit: "five" }] }) // ['--scenario: challenges[0].limit: expected an integer from 0 to 20, received "five"']
 */
export function sessionScenarioProblems(raw: unknown): string[] {
  // Each challenge counts at least once: a longer list is refused whole, not entry by entry.
  const listed = typeof raw === "object" && raw !== null && "challenges" in raw ? raw.challenges : undefined;
  if (Array.isArray(listed) && listed.length > CHALLENGE_LIMIT) return [messages.scenarioField("challenges", `expected at most ${CHALLENGE_LIMIT} challenges once repeats are counted, received ${formatCount(listed.length)} entries`)];
  const problems = schemaProblems("--scenario", sessionScenarioSchema, raw, FIELDS);
  if (problems.length > 0) return problems;
  const file = sessionScenarioSchema.parse(raw);
  const count = file.challenges.reduce((sum, challenge) => sum + (challenge.repeat ?? 1), 0);
  if (count > CHALLENGE_LIMIT) problems.push(messages.scenarioField("challenges", `expected at most ${CHALLENGE_LIMIT} challenges once repeats are counted, received ${count}`));
  // The session opens with a round: the first challenge's hand is always drawn.
  if (itemAt(file.challenges, 0).refill === false) problems.push(messages.scenarioField("challenges[0].refill", "the first challenge starts the session's first round, so its hand is drawn: expected true or left out, received false"));
  const traits = file.character?.traits ?? [];
  if (traits.includes("going-the-distance") && !traits.includes("marathoner")) problems.push(messages.scenarioField("character.traits", `going-the-distance needs marathoner, received ${quoteReceived(traits)}`));
  if (traits.includes("god-save-the-queen") && !traits.includes("long-live-the-queen")) problems.push(messages.scenarioField("character.traits", `god-save-the-queen needs long-live-the-queen, received ${quoteReceived(traits)}`));
  return problems;
}

/**
 * The scenario, or undefined when it is not valid (sessionScenarioProblems says why).
 * @example parseSessionScenario({ challenges: [{ difficulty: 4, limit: 5, repeat: 2 }] })?.challenges[0].repeat // 2
 */
export function parseSessionScenario(raw: unknown): SessionScenarioFile | undefined {
  return sessionScenarioProblems(raw).length === 0 ? sessionScenarioSchema.parse(raw) : undefined;
}
