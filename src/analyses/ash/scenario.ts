/**
 * The campaign scenario file (docs/rules.md 4.4): a start state and a sequence of checks and rests, validated
 * with a zod schema whose every error names the field path, what it allows and what it received.
 */
import { z } from "zod";
import { formatCount } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { quoteReceived } from "../../core/quote-received.js";
import { SUITS } from "../../core/cards.js";
import { CHECK_LIMITS, DECKS, HAND_LIMIT, ROLES, weaponTerm } from "../../models/ash/building-the-total.js";
import { RESTS, REST_EFFECTS } from "../../models/ash/wounds-and-rest.js";
import { STEP_LIMIT, type Campaign, type CampaignStep } from "../../models/ash/campaign.js";
import { HAND_POLICIES } from "../../models/ash/play-policy.js";

const integerIn = (min: number, max: number) => {
  const error = `expected an integer from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const within = (limit: { readonly min: number; readonly max: number }) => integerIn(limit.min, limit.max);
const oneOf = <const C extends readonly [string, ...string[]]>(choices: C) => z.enum(choices, { error: `expected one of ${choices.join(", ")}` });

const weaponSchema = z.strictObject({
  strength: within(CHECK_LIMITS.weaponSt),
  armor: within(CHECK_LIMITS.armor).optional(),
  pierce: within(CHECK_LIMITS.pierce).optional(),
  role: oneOf(ROLES),
});

const checkSchema = z.strictObject({
  trait: within(CHECK_LIMITS.trait),
  opposing: within(CHECK_LIMITS.opposing),
  evocation: z.boolean({ error: "expected true or false" }).optional(),
  suit: oneOf(SUITS).optional(),
  weapon: weaponSchema.optional(),
  repeat: integerIn(1, STEP_LIMIT).optional(),
  label: z.string({ error: "expected a text" }).optional(),
});

const healingSchema = z.strictObject({ trait: within(CHECK_LIMITS.trait), opposing: within(CHECK_LIMITS.opposing) });

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
  start: z.strictObject({ strain: within(CHECK_LIMITS.strain).optional(), wounds: within(CHECK_LIMITS.wounds).optional(), hand: integerIn(0, HAND_LIMIT).optional() }).optional(),
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
  for (const key of path) value = value !== null && typeof value === "object" ? Reflect.get(value, key) : undefined;
  return value;
}

/**
 * Every problem of a raw scenario, each naming the field path, the values allowed and the value received;
 * empty when the scenario is valid. O(size of the file).
 * @example scenarioProblems({ steps: [{ rest: "nap" }] }) // ['--scenario: steps[0].rest: expected one of half, full, received "nap"']
 */
export function scenarioProblems(raw: unknown): string[] {
  // Each step counts at least once: a longer list is refused whole, before 200,000 steps are checked one by one.
  const listed: unknown = typeof raw === "object" && raw !== null ? Reflect.get(raw, "steps") : undefined;
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
      const weapon = check.weapon ? weaponTerm({ strength: check.weapon.strength, armor: check.weapon.armor ?? 0, pierce: check.weapon.pierce ?? 0, role: check.weapon.role }) : 0;
      for (let i = 0; i < (check.repeat ?? 1); i++) {
        checks += 1;
        steps.push({
          kind: "check",
          label: check.label ?? `check ${checks}`,
          trait: check.trait,
          opposing: check.opposing,
          evocation: check.evocation ?? false,
          weapon,
          ...(check.suit ? { suit: check.suit } : {}),
        });
      }
    } else if (step.rest !== undefined) {
      steps.push({ kind: "rest", label: `${step.rest} rest`, rest: step.rest, ...(step.shockHealing ? { shockHealing: step.shockHealing } : {}) });
    }
  }
  return {
    title: file.title ?? "scenario",
    start: { strain: file.start?.strain ?? 0, wounds: file.start?.wounds ?? 0, hand: file.start?.hand ?? REST_EFFECTS.full.hand },
    handPolicy: file.handPolicy ?? "all",
    decks: file.decks ?? "separate",
    steps,
  };
}
