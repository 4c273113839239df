import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { checkDie, DIE_ALLOWED, readZilchDie, ZILCH_DIE } from "../../../src/models/zilch/die.js";

describe("readZilchDie: the designer's own die (RULES.md 2.1, issue 18)", () => {
  it.each([
    ["d12!d8", "d12!d8", [12, 8]],
    ["D10 ! d6", "d10!d6", [10, 6]],
    ["1d12!1d8", "d12!d8", [12, 8]],
    ["d12!d8!d6", "d12!d8!d6", [12, 8, 6]],
    ["d20", "d20", [20]],
    ["d2!d100", "d2!d100", [2, 100]],
  ])("readZilchDie(%j) reads %j, dice %j", (text, canonical, sides) => {
    expect(readZilchDie(text)).toEqual({ ok: true, die: { text: canonical, sides } });
  });
  it.each([
    ["", DIE_ALLOWED],
    ["!d8", DIE_ALLOWED],
    ["d12!!d8", "no keep or drop after the explosion (the engine reads dY after ! as dropping the Y lowest; a chain is written dX!dY) (d12!!d8)"],
    ["d12!x", DIE_ALLOWED],
    ["d12!8", "an explosion on the top face only (the rules' die adds the next die on its 12) (d12!8)"],
    ["d12?d8", DIE_ALLOWED],
    ["d12!d1", "dice of 2 to 100 faces (d1 has 1)"],
    ["d101", "dice of 2 to 100 faces (d101 has 101)"],
    ["2d6", "one die dX at each step of the chain (2d6 is not one die)"],
    ["d12!d8+1", "one die dX at each step of the chain (d8+1 is not one die)"],
    ["d12!3d6kh1", "one die dX at each step of the chain (3d6kh1 is not one die)"],
    ["d12!d8!d6!d4", "at most 3 dice in a chain (d12!d8!d6!d4 has 4)"],
  ])("readZilchDie(%j) is refused: expected %s", (text, allowed) => {
    expect(readZilchDie(text)).toEqual({ ok: false, allowed });
  });
});

describe("checkDie: a solver's die field", () => {
  it("is the rules' d12!d8 when left out, and the same object for the same text (read once)", () => {
    expect(checkDie("die", undefined).text).toBe(ZILCH_DIE);
    expect(checkDie("die", "d10!d6")).toBe(checkDie("die", "d10!d6"));
  });
  it.each([
    [12, `die: expected ${DIE_ALLOWED}, received 12`],
    [null, `die: expected ${DIE_ALLOWED}, received null`],
    ["d12!d0", 'die: expected dice of 2 to 100 faces (d0 has 0), received "d12!d0"'],
    ["d12!d8!d6!d4", 'die: expected at most 3 dice in a chain (d12!d8!d6!d4 has 4), received "d12!d8!d6!d4"'],
  ])("checkDie(%j) throws an OddsmithError: %s", (value, message) => {
    const call = () => checkDie("die", value);
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});

describe("readZilchDie: the dice engine's explosions where they mean the zilch die (issue 27 §5, RULES.md 2.1)", () => {
  it.each([
    ["d12!", "d12!", [12], true],
    ["d12!=12", "d12!", [12], true],
    ["d12!>=12", "d12!", [12], true],
    ["d12!!", "d12!", [12], true],
    ["1d20!", "d20!", [20], true],
    ["d6!:1", "d6!d6", [6, 6], undefined],
    ["d6!:2", "d6!d6!d6", [6, 6, 6], undefined],
    ["d6!:0", "d6", [6], undefined],
  ])("readZilchDie(%j) is the zilch die %j, dice %j, chained %j", (text, canonical, sides, unbounded) => {
    expect(readZilchDie(text)).toEqual({ ok: true, die: { text: canonical, sides, ...(unbounded === undefined ? {} : { unbounded }) } });
  });
  it.each([
    ["2d6!", "one die (2 dice would be summed) (2d6!)"],
    ["d12!>=11", "an explosion on the top face only (the rules' die adds the next die on its 12) (d12!>=11)"],
    ["d12!r1", "a reroll of faces (r, ro) (d12!r1)"],
    ["d10!>=8", "an explosion on the top face only (the rules' die adds the next die on its 10) (d10!>=8)"],
    ["d10>=8!", "a success count (>=, f) (d10>=8!)"],
    ["df!", "custom faces (dF, d{…}) (df!)"],
    ["d12!+1", "one exploding die, not arithmetic on dice (d12!+1)"],
    ["d12!vsd6", "one exploding die, not an opposed roll (vs) (d12!vsd6)"],
    ["d6!:3", "at most 3 dice in a chain (d6!:3 rolls up to 4)"],
  ])("readZilchDie(%j) is refused, naming the construct: %s", (text, allowed) => {
    expect(readZilchDie(text)).toEqual({ ok: false, allowed });
  });
});
