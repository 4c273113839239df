import { describe, expect, it } from "vitest";
import { integerIn, OddsmithError, oneOf } from "../../src/core/errors.js";

describe("OddsmithError", () => {
  it('new OddsmithError("dice", "one of 2d6, 3d6kh2", "2d10") names the field, the values allowed and the value received', () => {
    const error = new OddsmithError("dice", "one of 2d6, 3d6kh2", "2d10");
    expect(error.message).toBe('dice: expected one of 2d6, 3d6kh2, received "2d10"');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("OddsmithError");
    expect([error.field, error.allowed, error.received]).toEqual(["dice", "one of 2d6, 3d6kh2", "2d10"]);
  });
  it("quotes strings and lists as JSON and writes other values as they are", () => {
    expect(new OddsmithError("hand", "cards", ["QH", "QH"]).message).toBe('hand: expected cards, received ["QH","QH"]');
    expect(new OddsmithError("dc", "an integer", 4.5).message).toBe("dc: expected an integer, received 4.5");
    expect(new OddsmithError("dc", "an integer", undefined).message).toBe("dc: expected an integer, received undefined");
  });
});

describe("oneOf", () => {
  it('oneOf("ladder", ["paired", "linear"], "paired") is "paired"', () => {
    expect(oneOf("ladder", ["paired", "linear"] as const, "paired")).toBe("paired");
  });
  it('oneOf("ladder", ["paired", "linear"], "diagonal") throws naming the field, the set and the value; so does a value that is not a string', () => {
    expect(() => oneOf("ladder", ["paired", "linear"] as const, "diagonal")).toThrow(new OddsmithError("ladder", "one of paired, linear", "diagonal"));
    expect(() => oneOf("ladder", ["paired", "linear"] as const, "diagonal")).toThrow('ladder: expected one of paired, linear, received "diagonal"');
    expect(() => oneOf("ladder", ["1"] as const, 1)).toThrow("ladder: expected one of 1, received 1");
  });
});

describe("integerIn", () => {
  it("integerIn(\"dc\", 1, 40, v) returns v at both ends of the range", () => {
    expect(integerIn("dc", 1, 40, 1)).toBe(1);
    expect(integerIn("dc", 1, 40, 40)).toBe(40);
  });
  it("refuses 0, 41, 10.5, NaN and \"10\" with the range in the message", () => {
    for (const value of [0, 41, 10.5, Number.NaN]) expect(() => integerIn("dc", 1, 40, value)).toThrow(`dc: expected an integer from 1 to 40, received ${value}`);
    expect(() => integerIn("dc", 1, 40, "10")).toThrow('dc: expected an integer from 1 to 40, received "10"');
  });
});
