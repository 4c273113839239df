import { describe, expect, it } from "vitest";
import { choiceOption, flagOption, integerOption, probabilityOption, rangeOption, validateParams } from "../../src/core/options.js";

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
