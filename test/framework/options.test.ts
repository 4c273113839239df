import { describe, expect, it } from "vitest";
import { defineAnalysis, validateRun } from "../../src/framework/analysis.js";
import { blankItemOf, choiceOption, flagOption, integerOption, optionalOption, probabilityOption, rangeOption, readOption, textOption, validateParams } from "../../src/framework/options.js";

const specs = {
  bonus: integerOption({ min: -10, max: 20, doc: "bonus", default: 0 }),
  dc: integerOption({ min: 1, max: 40, doc: "DC" }),
  ladder: choiceOption(["paired", "shifted", "linear"] as const, { doc: "ladder", default: "paired" }),
  allyFirst: flagOption({ doc: "ally first" }),
  dcs: rangeOption({ min: 1, max: 40, doc: "DCs", default: [10] }),
  target: probabilityOption({ doc: "target", default: 0.5 }),
};

describe("validateParams", () => {
  it("fills defaults and parses CLI strings", () => {
    expect(validateParams(specs, { dc: "10", dcs: "4..6", target: "1/4" })).toEqual({
      ok: true,
      value: { bonus: 0, dc: 10, ladder: "paired", allyFirst: false, dcs: [4, 5, 6], target: 0.25 },
    });
  });
  it("accepts typed values from the API: numbers, arrays, booleans, percentages", () => {
    const result = validateParams(specs, { dc: 7, dcs: [9, 7, 7], allyFirst: true, target: "25%" });
    expect(result.ok && result.value).toMatchObject({ dc: 7, dcs: [7, 9], allyFirst: true, target: 0.25 });
  });
  it("reports every problem with the flag, the allowed values and the value received", () => {
    expect(validateParams(specs, { bonus: "21", ladder: "diagonal", dcs: "9..3", target: "2", extra: 1 })).toEqual({
      ok: false,
      errors: [
        "--bonus: expected an integer from -10 to 20, received \"21\"",
        "--dc is required: an integer from 1 to 40",
        "--ladder: expected one of paired, shifted, linear, received \"diagonal\"",
        '--dcs: expected integers from 1 to 40 as "a..b", "a" or "a,b,c", received "9..3"',
        "--target: expected a probability from 0 to 1 (0.25, 1/4 or 25%), received \"2\"",
        "unknown option extra",
      ],
    });
  });
  it("rejects a non-integer number and a decimal string for an integer option", () => {
    expect(validateParams(specs, { dc: 2.5 })).toEqual({ ok: false, errors: ["--dc: expected an integer from 1 to 40, received 2.5"] });
    expect(validateParams(specs, { dc: "2.5" })).toEqual({ ok: false, errors: ['--dc: expected an integer from 1 to 40, received "2.5"'] });
  });
});

describe("optionalOption and textOption", () => {
  const rank = textOption({ allowed: "a rank 2..10, J, Q, K or A", doc: "rank", parse: (raw) => ({ J: 11, Q: 12, K: 13, A: 14 })[raw] ?? (/^([2-9]|10)$/.test(raw) ? Number(raw) : undefined) });
  const picks = { target: optionalOption(integerOption({ min: 2, max: 20, doc: "target" })), rank: optionalOption(rank) };
  it("leaves an optional option out as undefined and parses it when given", () => {
    expect(validateParams(picks, {})).toEqual({ ok: true, value: { target: undefined, rank: undefined } });
    expect(validateParams(picks, { rank: "Q", target: "7" })).toEqual({ ok: true, value: { target: 7, rank: 12 } });
  });
  it("still rejects a bad value of an optional option, naming what a text option allows", () => {
    expect(validateParams(picks, { rank: "Z" })).toEqual({ ok: false, errors: ['--rank: expected a rank 2..10, J, Q, K or A, received "Z"'] });
  });
  it("validateRun adds the analysis's own checks between options, after each option passed", () => {
    const analysis = defineAnalysis({
      game: "zilch",
      name: "demo",
      summary: "",
      options: picks,
      validate: ({ target, rank }) => ((target === undefined) === (rank === undefined) ? ["give --target or --rank, not both"] : []),
      run: () => ({ outcomes: [], summary: {}, summaryExact: {}, rows: [], charts: [] }),
      reportRuns: [],
    });
    expect(validateRun(analysis, { target: "x" })).toEqual({ ok: false, errors: ['--target: expected an integer from 2 to 20, received "x"'] });
    expect(validateRun(analysis, {})).toEqual({ ok: false, errors: ["give --target or --rank, not both"] });
    expect(validateRun(analysis, { rank: "A" })).toEqual({ ok: true, value: { target: undefined, rank: 14 } });
  });
});

describe("empty values and empty items", () => {
  const words = textOption({ allowed: "words", doc: "words", parse: (raw) => raw.split(/[\s,]+/) });
  it("blankItemOf finds the blank text or the first blank item of a comma list", () => {
    expect([blankItemOf(""), blankItemOf("  "), blankItemOf("J,,A"), blankItemOf("J,A,"), blankItemOf(",J"), blankItemOf("QH, 7C"), blankItemOf("a b")]).toEqual([0, 0, 2, 3, 1, undefined, undefined]);
  });
  it("a text or range option's own parse refuses them (so --compare and the API do too)", () => {
    expect([words.parse(""), words.parse("a,,b"), words.parse("a, b")]).toEqual([undefined, undefined, ["a", "b"]]);
    expect([specs.dcs.parse(""), specs.dcs.parse("4,,6"), specs.dcs.parse("4, 6")]).toEqual([undefined, undefined, [4, 6]]);
  });
  it("validateParams says which: the empty value, or the empty item's place", () => {
    expect(validateParams({ words }, { words: " " })).toEqual({ ok: false, errors: ["--words: expected words, received an empty value"] });
    expect(validateParams({ words }, { words: "a,,b" })).toEqual({ ok: false, errors: ['--words: expected words, received "a,,b", whose item 2 is empty'] });
    expect(validateParams(specs, { dc: "", dcs: "4,6," })).toEqual({
      ok: false,
      errors: ["--dc: expected an integer from 1 to 40, received an empty value", '--dcs: expected integers from 1 to 40 as "a..b", "a" or "a,b,c", received "4,6,", whose item 3 is empty'],
    });
  });
});

describe("readOption", () => {
  // A reader that takes whole even numbers and counts its calls.
  let reads = 0;
  const even = readOption({ allowed: "an even number", doc: "even", default: 2, read: (raw) => (reads++, /^\d+$/.test(raw) && Number(raw) % 2 === 0 ? { value: Number(raw) } : { refused: [`--even: expected an even number, received "${raw}"`, "--even: try 4"] }) });
  it("parse keeps the reader's value (trimmed text, or a number's text) and refuses what it refuses", () => {
    expect([even.parse(" 4 "), even.parse(6), even.parse("3"), even.parse(""), even.defaultValue, even.kind]).toEqual([4, 6, undefined, undefined, 2, "text"]);
  });
  it("explain gives the reader's refusals of the raw text, none for a value it takes or a raw value that is not text", () => {
    reads = 0;
    expect(even.explain?.("3")).toEqual(['--even: expected an even number, received "3"', "--even: try 4"]);
    expect([even.explain?.("8"), even.explain?.(3), even.explain?.(undefined)]).toEqual([[], [], []]);
    expect(reads).toBe(2);
  });
  it("validateParams reports the reader's refusals in place of the generic message", () => {
    const validated = validateParams({ even }, { even: "5" });
    expect(validated.ok ? [] : validated.errors).toEqual(['--even: expected an even number, received "5"', "--even: try 4"]);
  });
});
