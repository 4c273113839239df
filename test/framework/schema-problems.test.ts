import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaProblems } from "../../src/framework/schema-problems.js";

const schema = z.strictObject({
  count: z.number({ error: "expected a number" }),
  items: z.array(z.strictObject({ name: z.string({ error: "expected a text" }) }), { error: "expected a list" }).optional(),
});
const fields = { "": ["count", "items"], items: ["name"] };

describe("schemaProblems", () => {
  it("names the flag, the path, what is allowed and what was received; empty for a valid file", () => {
    expect(schemaProblems("--scenario", schema, { count: 1, items: [{ name: "a" }] }, fields)).toEqual([]);
    expect(schemaProblems("--scenario", schema, { count: "one" }, fields)).toEqual(['--scenario: count: expected a number, received "one"']);
    expect(schemaProblems("--file", schema, {}, fields)).toEqual(["--file: count: required: expected a number"]);
  });
  it("lists an unknown field with the fields its object allows, for the file and for a list's element", () => {
    expect(schemaProblems("--scenario", schema, { count: 1, extra: 2, items: [{ name: "a", size: 3 }] }, fields)).toEqual([
      "--scenario: items[0].size: unknown field (fields: name)",
      "--scenario: extra: unknown field (fields: count, items)",
    ]);
  });
});
