import { describe, expect, it } from "vitest";
import { jsonFileOption, validateParams } from "../../src/framework/options.js";
import { Rational } from "../../src/core/exact/rational.js";

const listFile = jsonFileOption({
  allowed: "a JSON file holding a list",
  doc: "a list",
  parse: (raw) => (Array.isArray(raw) ? raw : undefined),
  explain: (raw) => (Array.isArray(raw) ? [] : ["--list: (the file): expected a list"]),
  flag: "list",
});

describe("jsonFileOption", () => {
  it("takes the parsed content of a file (what the CLI passes) and refuses a file name nobody read", () => {
    expect(validateParams({ list: listFile }, { list: [1, 2] })).toEqual({ ok: true, value: { list: [1, 2] } });
    expect(validateParams({ list: listFile }, { list: "x.json" })).toEqual({ ok: false, errors: ['--list: expected a JSON file holding a list, received "x.json"'] });
  });
  it("a refused content is explained by the option's own messages instead of the generic one", () => {
    expect(validateParams({ list: listFile }, { list: { a: 1 } })).toEqual({ ok: false, errors: ["--list: (the file): expected a list"] });
  });
});

describe("Rational in JSON", () => {
  it("is its exact n/d form", () => {
    expect(JSON.stringify({ cost: Rational.of(1, 4) })).toBe('{"cost":"1/4"}');
  });
});
