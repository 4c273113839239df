/**
 * The field checks Kingstone's solvers and samplers run once at entry, so a library caller's bad setup
 * fails with an OddsmithError naming the field, the values allowed and the value received, never with a
 * TypeError from deep inside a solver. Each is O(1) (O(length) for a list) and never runs in a trial loop.
 */
import { integerIn, OddsmithError } from "../../core/errors.js";

/**
 * Checks that a setup is an object, so its fields can be read.
 * @throws {OddsmithError} when it is not.
 * @example setupObject("setup", { dc: 7 }).dc // 7
 */
export function setupObject(field: string, value: unknown): Readonly<Record<string, unknown>> {
  // A non-null, non-array object: its fields can be read by name, each still unknown (the one cast here).
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Readonly<Record<string, unknown>>;
  throw new OddsmithError(field, "a setup object", value);
}

/**
 * Checks that a field is a (safe) integer: bonuses and DCs of a check, which any integer reads on the ladder.
 * @throws {OddsmithError} when it is not.
 * @example anInteger("bonus", -3) // -3
 */
export function anInteger(field: string, value: unknown): number {
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  throw new OddsmithError(field, "an integer", value);
}

/**
 * Checks that a field is true or false.
 * @throws {OddsmithError} when it is not.
 * @example aFlag("allyFirst", false) // false
 */
export function aFlag(field: string, value: unknown): boolean {
  if (typeof value === "boolean") return value;
  throw new OddsmithError(field, "true or false", value);
}

/**
 * Checks that a field is a non-empty list of integers, each in [min, max] when a range is given (each
 * element is named `field[i]`).
 * @throws {OddsmithError} when it is not a non-empty array, or an element is out of range.
 * @example integerList("dcs", [7, 8], { min: 1, max: 40 }) // [7, 8]
 */
export function integerList(field: string, value: unknown, range?: { readonly min: number; readonly max: number }): readonly number[] {
  if (!Array.isArray(value) || value.length === 0) throw new OddsmithError(field, "a non-empty list of integers", value);
  value.forEach((element: unknown, i) => (range === undefined ? anInteger(`${field}[${i}]`, element) : integerIn(`${field}[${i}]`, range.min, range.max, element)));
  return value;
}
