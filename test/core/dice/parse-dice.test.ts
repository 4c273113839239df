import { describe, expect, it } from "vitest";
import { parseDice, readDice } from "../../../src/core/dice/parse-dice.js";

const message = (text: unknown): string => {
  try {
    parseDice("dice", text);
    return "read";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe("parseDice reads each construct", () => {
  it("NdX, dX, d%, dF and custom faces, a repeated face listed twice", () => {
    const faces = (text: string) => {
      const e = parseDice("dice", text).expression;
      return e.kind === "dice" ? [e.count, e.faces.length, e.faces[0], e.faces.at(-1)] : [];
    };
    expect(faces("3d6")).toEqual([3, 6, 1, 6]);
    expect(faces("d%")).toEqual([1, 100, 1, 100]);
    expect(faces("4dF")).toEqual([4, 3, -1, 1]);
    expect(faces("d{-1,0,0,1,2,2}")).toEqual([1, 6, -1, 2]);
  });
  it("modifiers in any order: 5d10!>=9:3kh3>=8f1 reads explode, keep and success counting", () => {
    expect(parseDice("dice", "5d10!>=9:3kh3>=8f1").expression).toEqual({
      kind: "dice",
      count: 5,
      faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      keeps: [{ which: "kh", count: 3 }],
      explode: { test: { kind: "compare", op: ">=", value: 9 }, compound: false, depth: 3 },
      successes: { success: { kind: "compare", op: ">=", value: 8 }, failure: { kind: "compare", op: "=", value: 1 } },
    });
  });
  it("2d6ro1 rerolls once and 2d6r{1,2} always; d6! explodes on its top face", () => {
    const node = (text: string) => parseDice("dice", text).expression;
    expect(node("2d6ro1")).toMatchObject({ reroll: { once: true, test: { kind: "compare", op: "=", value: 1 } } });
    expect(node("2d6r{1,2}")).toMatchObject({ reroll: { once: false, test: { kind: "set", faces: [1, 2] } } });
    expect(node("d6!")).toMatchObject({ explode: { compound: false, test: { kind: "compare", op: ">=", value: 6 } } });
  });
  it("arithmetic binds × before + and −, and vs splits the roll", () => {
    const roll = parseDice("dice", "2*d4 - 1 vs max(d20, d20)");
    expect(roll.expression).toMatchObject({ kind: "binary", op: "-", left: { kind: "binary", op: "*" }, right: { kind: "number", value: 1 } });
    expect(roll.opposed).toMatchObject({ kind: "call", name: "max" });
  });
});

describe("parseDice names the position and what was expected there", () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["3dx", 'dice: expected a number of faces, "%", "F" or "{" at position 3, received "3dx"'],
    ["3d6k", 'dice: expected the number of dice to keep at position 5, received "3d6k"'],
    ["2d6+", 'dice: expected a number, dice (NdX), "(" or one of max(, min(, sum(, highest(, lowest( at position 5, received "2d6+"'],
    ["(d6", 'dice: expected ")" at position 4, received "(d6"'],
    ["max(d6", 'dice: expected "," or ")" at position 7, received "max(d6"'],
    ["2d0", 'dice: expected at least 1 face at position 4, received "2d0"'],
    ["d20001", 'dice: expected at most 10,000 faces at position 2, received "d20001"'],
    ["20000d6", 'dice: expected at most 10,000 dice at position 1, received "20000d6"'],
    ["d6!>=1", 'dice: expected an explosion that some face stops, or a depth (":3") at position 7, received "d6!>=1"'],
    ["d6r<7", 'dice: expected a reroll that leaves some face standing at position 6, received "d6r<7"'],
    ["d6rr1", 'dice: expected the faces to reroll (4, <3, {1,2}) at position 4, received "d6rr1"'],
    ["2d6 vs d6 vs d6", 'dice: expected "+", "-", "*" or the end at position 11, received "2d6 vs d6 vs d6"'],
    ["d{1,2", 'dice: expected "," or "}" at position 6, received "d{1,2"'],
    ["5d10>=8>=9", 'dice: expected one success count a pool at position 8, received "5d10>=8>=9"'],
    ["d6!!!", 'dice: expected one explosion a pool at position 6, received "d6!!!"'],
    ["4d6kh3 d6", 'dice: expected "+", "-", "*", "vs" or the end at position 8, received "4d6kh3 d6"'],
  ];
  for (const [text, expected] of cases) it(`${text} → ${expected}`, () => expect(message(text)).toBe(expected));
  it("refuses text over 1,000 characters and nesting over 50 without recursing further", () => {
    expect(readDice("1+".repeat(600))).toEqual({ ok: false, position: 1001, expected: "at most 1000 characters" });
    expect(readDice(`${"(".repeat(60)}1${")".repeat(60)}`)).toEqual({ ok: false, position: 51, expected: "at most 50 nested parts" });
  });
  it("a value that is not text is refused naming the field", () => {
    expect(message(7)).toBe("dice: expected a dice expression (docs/dice.md), received 7");
  });
});
