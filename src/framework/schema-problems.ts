/**
 * Messages for a JSON file checked by a zod schema (a scenario): every problem names the field path, what
 * it allows and what it received, in the `--flag: path: problem` form of framework/messages.
 */
import type { z } from "zod";
import { messages } from "./messages.js";
import { quoteReceived } from "../core/quote-received.js";

/**
 * A field path as a reader writes it.
 * @example fieldPath(["challenges", 2, "difficulty"]) // "challenges[2].difficulty"
 */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("") || "(the file)";
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) value = value !== null && typeof value === "object" ? Reflect.get(value, key) : undefined;
  return value;
}

/**
 * Every problem zod finds in `raw`, one message each, naming `flag`, the field path, what is allowed (the
 * schema's error text) and the value received; unknown fields list the fields their object allows,
 * looked up in `fields` by the name of the object holding them ("" for the file, the array's name for an
 * element of a list). Empty when the file is valid. O(size of the file).
 */
export function schemaProblems(flag: string, schema: z.ZodType, raw: unknown, fields: Readonly<Record<string, readonly string[]>>): string[] {
  const result = schema.safeParse(raw);
  if (result.success) return [];
  const field = (path: string, problem: string) => (flag === "--scenario" ? messages.scenarioField(path, problem) : `${flag}: ${path}: ${problem}`);
  const problems: string[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      const holder = [...issue.path].reverse().find((key) => typeof key === "string");
      const kind = holder === undefined ? "" : String(holder);
      for (const key of issue.keys) problems.push(field(fieldPath([...issue.path, key]), `unknown field (fields: ${(fields[kind] ?? []).join(", ")})`));
      continue;
    }
    const received = valueAt(raw, issue.path);
    const path = fieldPath(issue.path);
    problems.push(
      received === undefined && issue.code !== "custom"
        ? field(path, `required: ${issue.message}`)
        : field(path, `${issue.message}, received ${quoteReceived(received)}`),
    );
  }
  return problems;
}
