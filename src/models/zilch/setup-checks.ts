/**
 * The checks the zilch solvers and samplers run once at entry on a library caller's setup, so a bad field
 * is refused with an OddsmithError naming it (the CLI's options refuse the same values earlier).
 */
import { integerIn, OddsmithError } from "../../core/errors.js";
import { TARGET_RANGE } from "./target.js";

/**
 * Checks a yes/no field of a setup. O(1).
 * @throws {OddsmithError} when the value is not a boolean.
 * @example (() => { try { return checkFlag("explodeChain", "no"); } catch (e) { return e.message; } })() // 'explodeChain: expected true or false, received "no"'
 */
export function checkFlag(field: string, value: unknown): boolean {
  if (typeof value === "boolean") return value;
  throw new OddsmithError(field, "true or false", value);
}

/**
 * Checks a target: an integer in the range the rules allow (docs/rules.md 2.2, TARGET_RANGE). O(1).
 * @throws {OddsmithError} when it is not.
 * @example checkTarget("target", 6) // 6
 * @example (() => { try { return checkTarget("a", 27); } catch (e) { return e.message; } })() // "a: expected an integer from -3 to 26, received 27"
 */
export function checkTarget(field: string, value: unknown): number {
  return integerIn(field, TARGET_RANGE.min, TARGET_RANGE.max, value);
}

/**
 * Checks a list of targets (a table's rows or a heatmap's axis), each as {@link checkTarget}. O(targets).
 * @throws {OddsmithError} when it is not a non-empty array, or naming the first bad entry (`field[i]`).
 * @example (() => { try { return checkTargets("contest", [6, "7"]); } catch (e) { return e.message; } })() // 'contest[1]: expected an integer from -3 to 26, received "7"'
 */
export function checkTargets(field: string, values: unknown): readonly number[] {
  if (!Array.isArray(values) || values.length === 0) throw new OddsmithError(field, `a non-empty list of integers from ${TARGET_RANGE.min} to ${TARGET_RANGE.max}`, values);
  values.forEach((value, i) => checkTarget(`${field}[${i}]`, value));
  return values;
}

/**
 * Checks that a setup is an object before its fields are read. O(1).
 * @throws {OddsmithError} when it is not.
 * @example (() => { try { return checkSetupObject("setup", "a contest setup", undefined); } catch (e) { return e.message; } })() // "setup: expected a contest setup, received undefined"
 */
export function checkSetupObject(field: string, allowed: string, value: unknown): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new OddsmithError(field, allowed, value);
}
