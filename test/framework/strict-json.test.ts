import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NESTING_LIMIT, parseStrictJson, valueNestingProblem } from "../../src/framework/strict-json.js";

/** `depth` lists, one inside the other, as text: "[[…]]". */
const nestedLists = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("parseStrictJson", () => {
  it("reads what JSON.parse reads when no key repeats and nothing nests past 64 levels", () => {
    expect(parseStrictJson('{"cards": [{"card": "A", "count": 4}], "name": "x"}')).toEqual({ value: { cards: [{ card: "A", count: 4 }], name: "x" } });
    // The same key in two objects, and braces, quotes and colons inside strings, are no problem.
    expect(parseStrictJson('[{"a": 1}, {"a": 2}, {"b": "{\\"a\\": [:"}]')).toEqual({ value: [{ a: 1 }, { a: 2 }, { b: '{"a": [:' }] });
  });

  it("nesting of exactly 64 levels reads; 65 is refused at the 65th bracket's line and column", () => {
    expect(parseStrictJson(nestedLists(NESTING_LIMIT))).toHaveProperty("value");
    expect(parseStrictJson(`{"x":\n  ${nestedLists(NESTING_LIMIT)}}`)).toEqual({
      problem: "nests lists and objects deeper than 64 levels (at line 2, column 66); an input file may nest at most 64",
      syntax: false,
    });
    // 100,000 levels: no stack overflow, the same problem at the 65th bracket.
    expect(parseStrictJson(nestedLists(100_000))).toEqual({ problem: "nests lists and objects deeper than 64 levels (at line 1, column 65); an input file may nest at most 64", syntax: false });
  });

  it("a key given twice in one object is refused, also when an escape spells it differently", () => {
    expect(parseStrictJson('{"a": 1, "a": 2}')).toEqual({ problem: 'gives the key "a" twice in one object (at line 1, column 10); each key may appear once', syntax: false });
    expect(parseStrictJson('{"cards": [{"card": "A", "c\\u0061rd" : "K"}]}')).toEqual({
      problem: 'gives the key "card" twice in one object (at line 1, column 26); each key may appear once',
      syntax: false,
    });
  });

  it("a syntax error is JSON.parse's own message, marked as syntax", () => {
    const read = parseStrictJson("{");
    expect(read).toMatchObject({ syntax: true });
    expect("problem" in read && read.problem).toMatch(/JSON/);
  });

  it("agrees with JSON.parse on every JSON text without repeated keys (fast-check, 200 runs)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value, null, 1);
        expect(parseStrictJson(text)).toEqual({ value: JSON.parse(text) });
      }),
      { numRuns: 200 },
    );
  });
});

describe("valueNestingProblem", () => {
  it("counts the levels of lists and objects, and reads a value that holds itself as too deep", () => {
    expect(valueNestingProblem(JSON.parse(nestedLists(64)))).toBeUndefined();
    expect(valueNestingProblem(JSON.parse(nestedLists(65)))).toBe("nests lists and objects deeper than 64 levels (at depth 65); an input file may nest at most 64");
    expect(valueNestingProblem({ a: [1, { b: "x" }] }, 3)).toBeUndefined();
    expect(valueNestingProblem({ a: [1, { b: [] }] }, 3)).toBe("nests lists and objects deeper than 3 levels (at depth 4); an input file may nest at most 3");
    const loop: unknown[] = [];
    loop.push(loop);
    expect(valueNestingProblem(loop)).toMatch(/^nests lists and objects deeper than 64 levels/);
  });
});
