import { quoteReceived } from "./quote-received.js";

/**
 * What oddsmith throws when a library caller hands a solver or sampler a setup it cannot use: the message
 * names the field, the values allowed and the value received, like the CLI's messages (which reach the
 * same check through option validation first).
 * @example new OddsmithError("dice", "one of 2d6, 3d6kh2", "2d10").message // 'dice: expected one of 2d6, 3d6kh2, received "2d10"'
 */
export class OddsmithError extends Error {
  readonly field: string;
  readonly allowed: string;
  readonly received: unknown;
  constructor(field: string, allowed: string, received: unknown) {
    super(`${field}: expected ${allowed}, received ${quoteReceived(received)}`);
    this.name = "OddsmithError";
    this.field = field;
    this.allowed = allowed;
    this.received = received;
  }
}

/**
 * Checks that `value` is one of a closed set, for a solver's setup field.
 * @throws {OddsmithError} when it is not, naming the field, the set and the value.
 * @example oneOf("ladder", ["paired", "linear"] as const, "paired") // "paired"
 */
export function oneOf<const C extends readonly string[]>(field: string, choices: C, value: unknown): C[number] {
  if (typeof value === "string" && choices.includes(value)) return value;
  throw new OddsmithError(field, `one of ${choices.join(", ")}`, value);
}

/**
 * Checks that `value` is an integer in [min, max], for a solver's setup field.
 * @throws {OddsmithError} when it is not, naming the field, the range and the value.
 * @example integerIn("dc", 1, 40, 10) // 10
 */
export function integerIn(field: string, min: number, max: number, value: unknown): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) return value;
  throw new OddsmithError(field, `an integer from ${min} to ${max}`, value);
}

/**
 * What the library's front door throws when an analysis refuses its options: every problem, each in the
 * CLI's words (the flag or field, what is allowed, what was received).
 * @example new RefusedOptions("kingstone check", ["--dc is required: an integer from 1 to 40"]).message // "kingstone check refused its options: --dc is required: an integer from 1 to 40"
 */
export class RefusedOptions extends Error {
  readonly problems: readonly string[];
  constructor(what: string, problems: readonly string[]) {
    super(`${what} refused its options: ${problems.join("; ")}`);
    this.name = "RefusedOptions";
    this.problems = problems;
  }
}
