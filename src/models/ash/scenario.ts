/**
 * The campaign scenario file (docs/rules.md 4.4): a start state and a sequence of checks and rests, validated
 * with a zod schema whose every error names the field path, what it allows and what it received.
 */
import { z } from "zod";
import { formatCount } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { quoteReceived } from "../../core/quote-received.js";
import { SUITS } from "../../core/cards.js";
import { ROLES, RESTS } from "./rules.js";
import { DECKS } from "./solve-check.js";

/** How a campaign plays the hand at each check: every card (policy all), none (trait cards only), or optimally (docs/rules.md 4.5). */
export const HAND_POLICIES = ["all", "none", "optimal"] as const;
export type HandPolicy = (typeof HAND_POLICIES)[number];

/**
 * Which hands a simulated campaign plays: `real`, the character's own hand and depleting deck; `markov`,
 * a fresh random hand of the current size at every check, as the exact chain assumes.
 */
export const HANDS = ["real", "markov"] as const;
export type Hands = (typeof HANDS)[number];

/** The most steps a scenario may hold once repeats are expanded. */
export const STEP_LIMIT = 200;

const integerIn = (min: number, max: number) => {
  const error = `expected an integer from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const oneOf = <const C extends readonly [string, ...string[]]>(choices: C) => z.enum(choices, { error: `expected one of ${choices.join(", ")}` });

const weaponSchema = z.strictObject({
  strength: integerIn(0, 10),
  armor: integerIn(0, 10).optional(),
  pierce: integerIn(0, 10).optional(),
  role: oneOf(ROLES),
});

const checkSchema = z.strictObject({
  trait: integerIn(0, 10),
  opposing: integerIn(0, 20),
  evocation: z.boolean({ error: "expected true or false" }).optional(),
  suit: oneOf(SUITS).optional(),
  weapon: weaponSchema.optional(),
  repeat: integerIn(1, STEP_LIMIT).optional(),
  label: z.string({ error: "expected a text" }).optional(),
});

const healingSchema = z.strictObject({ trait: integerIn(0, 10), opposing: integerIn(0, 20) });

const stepSchema = z
  .strictObject({
    check: checkSchema.optional(),
    rest: oneOf(RESTS).optional(),
    shockHealing: healingSchema.optional(),
  })
  .refine((step) => (step.check === undefined) !== (step.rest === undefined), { error: "expected exactly one of check, rest" })
  .refine((step) => step.shockHealing === undefined || step.rest === "full", { error: "expected shockHealing only with rest full", path: ["shockHealing"] });

/** The schema of a scenario file. */
export const scenarioSchema = z.strictObject({
  title: z.string({ error: "expected a text" }).optional(),
  start: z.strictObject({ strain: integerIn(0, 30).optional(), wounds: integerIn(0, 12).optional(), hand: integerIn(0, 10).optional() }).optional(),
  handPolicy: oneOf(HAND_POLICIES).optional(),
  decks: oneOf(DECKS).optional(),
  steps: z.array(stepSchema, { error: "expected a list of steps" }).min(1, { error: "expected at least one step" }),
});

/** A scenario file as written. */
export type ScenarioFile = z.infer<typeof scenarioSchema>;

/** The fields each object of a scenario allows, for "unknown field" messages. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  "": ["title", "start", "handPolicy", "decks", "steps"],
  start: ["strain", "wounds", "hand"],
  step: ["check", "rest", "shockHealing"],
  check: ["trait", "opposing", "evocation", "suit", "weapon", "repeat", "label"],
  weapon: ["strength", "armor", "pierce", "role"],
  shockHealing: ["trait", "opposing"],
};

function pathText(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("") || "(the file)";
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * Every problem of a raw scenario, each naming the field path, the values allowed and the value received;
 * empty when the scenario is valid. O(size of the file).
 * @example scenarioProblems({ steps: [{ rest: "nap" }] }) // ['--scenario: steps[0].rest: expected one of half, full, received "nap"']
 */
export function scenarioProblems(raw: unknown): string[] {
  // Each step counts at least once: a longer list is refused whole, before 200,000 steps are checked one by one.
  const listed = typeof raw === "object" && raw !== null ? (raw as { steps?: unknown }).steps : undefined;
  if (Array.isArray(listed) && listed.length > STEP_LIMIT) return [messages.scenarioField("steps", `expected at most ${STEP_LIMIT} steps once repeats are counted, received ${formatCount(listed.length)} entries`)];
  const result = scenarioSchema.safeParse(raw);
  const problems: string[] = [];
  if (result.success) {
    const steps = result.data.steps.reduce((sum, step) => sum + (step.check?.repeat ?? 1), 0);
    if (steps > STEP_LIMIT) problems.push(messages.scenarioField("steps", `expected at most ${STEP_LIMIT} steps once repeats are counted, received ${steps}`));
    return problems;
  }
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      const last = [...issue.path].reverse().find((key) => typeof key === "string");
      const kind = issue.path.length === 0 ? "" : typeof issue.path[issue.path.length - 1] === "number" ? "step" : String(last);
      for (const key of issue.keys) problems.push(messages.scenarioField(pathText([...issue.path, key]), `unknown field (fields: ${(FIELDS[kind] ?? []).join(", ")})`));
      continue;
    }
    const received = valueAt(raw, issue.path);
    const path = pathText(issue.path);
    problems.push(
      received === undefined && issue.code !== "custom"
        ? messages.scenarioField(path, `required: ${issue.message}`)
        : messages.scenarioField(path, `${issue.message}, received ${quoteReceived(received)}`),
    );
  }
  return problems;
}

/**
 * The scenario, or undefined when it is not valid (scenarioProblems says why).
 * @example parseScenario({ steps: [{ rest: "full" }] })?.steps.length // 1
 */
export function parseScenario(raw: unknown): ScenarioFile | undefined {
  return scenarioProblems(raw).length === 0 ? scenarioSchema.parse(raw) : undefined;
}
