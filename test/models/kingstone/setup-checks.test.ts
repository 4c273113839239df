import { describe, expect, it } from "vitest";
import { aFlag, anInteger, integerList, setupObject } from "../../../src/models/kingstone/setup-checks.js";

describe("setup field checks", () => {
  it("anInteger(-3) is -3; anInteger(1.5) and anInteger(NaN) throw naming the field", () => {
    expect(anInteger("bonus", -3)).toBe(-3);
    expect(() => anInteger("bonus", 1.5)).toThrow("bonus: expected an integer, received 1.5");
    expect(() => anInteger("dc", Number.NaN)).toThrow("dc: expected an integer, received NaN");
  });
  it('aFlag(true) is true; aFlag("yes") throws', () => {
    expect(aFlag("allyFirst", true)).toBe(true);
    expect(() => aFlag("allyFirst", "yes")).toThrow('allyFirst: expected true or false, received "yes"');
  });
  it("integerList([1, 2], 1..40) passes; [] and [0] are refused, the element named", () => {
    expect(integerList("dcs", [1, 2], { min: 1, max: 40 })).toEqual([1, 2]);
    expect(() => integerList("dcs", [])).toThrow("dcs: expected a non-empty list of integers, received []");
    expect(() => integerList("dcs", [5, 0], { min: 1, max: 40 })).toThrow("dcs[1]: expected an integer from 1 to 40, received 0");
  });
  it("setupObject(7) throws; setupObject({}) passes", () => {
    expect(setupObject("setup", {})).toEqual({});
    expect(() => setupObject("setup", 7)).toThrow("setup: expected a setup object, received 7");
  });
});
