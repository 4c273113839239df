import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DICE_NOTATION_ALLOWED,
  diceThrower,
  notationDistribution,
  orderedRollCount,
  orderedRollResult,
  parseDiceNotation,
  readDiceNotation,
} from "../../../src/core/dice/dice-notation.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";

/** The result of one ordered roll, read the obvious way: sort each term's faces and keep from the top or the bottom. */
function bruteResult(text: string, faces: readonly number[]): number {
  const notation = parseDiceNotation("dice", text);
  let at = 0;
  let result = notation.constant;
  for (const term of notation.terms) {
    const mine = faces.slice(at, at + term.count).sort((a, b) => b - a);
    at += term.count;
    const keep = term.keep?.count ?? term.count;
    result += (term.keep?.which === "lowest" ? mine.slice(mine.length - keep) : mine.slice(0, keep)).reduce((s, f) => s + f, 0);
  }
  return result;
}

/** Every ordered roll of a notation's dice, enumerated, as result → probability. */
function bruteNotation(text: string): Record<string, string> {
  const notation = parseDiceNotation("dice", text);
  const sides = notation.terms.flatMap((term) => Array<number>(term.count).fill(term.sides));
  let rolls: number[][] = [[]];
  for (const s of sides) rolls = rolls.flatMap((roll) => Array.from({ length: s }, (_, f) => [...roll, f + 1]));
  const counts = new Map<number, number>();
  for (const roll of rolls) counts.set(bruteResult(text, roll), (counts.get(bruteResult(text, roll)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => a[0] - b[0]).map(([r, c]) => [String(r), Rational.of(c, rolls.length).toString()]));
}

function exact(text: string): Record<string, string> {
  const d = notationDistribution(parseDiceNotation("dice", text));
  return Object.fromEntries(d.outcomes.map((o) => [String(o), d.probability(o).toString()]));
}

describe("dice notation (issue 18)", () => {
  it.each([
    ["2d6", [{ count: 2, sides: 6 }], 0, "2d6"],
    ["d20", [{ count: 1, sides: 20 }], 0, "d20"],
    ["3D6KH2", [{ count: 3, sides: 6, keep: { which: "highest", count: 2 } }], 0, "3d6kh2"],
    ["4d6kl1", [{ count: 4, sides: 6, keep: { which: "lowest", count: 1 } }], 0, "4d6kl1"],
    [" 2d6 + 1d4 ", [{ count: 2, sides: 6 }, { count: 1, sides: 4 }], 0, "2d6+1d4"],
    ["2d6+1", [{ count: 2, sides: 6 }], 1, "2d6+1"],
    ["3d6kh2-1+2", [{ count: 3, sides: 6, keep: { which: "highest", count: 2 } }], 1, "3d6kh2-1+2"],
  ])("readDiceNotation(%j) reads its terms and constant", (text, terms, constant, canonical) => {
    expect(readDiceNotation(text)).toEqual({ ok: true, notation: { text: canonical, terms, constant } });
  });

  it.each([
    ["", DICE_NOTATION_ALLOWED],
    ["2x6", DICE_NOTATION_ALLOWED],
    ["2d6+", DICE_NOTATION_ALLOWED],
    ["+2d6", DICE_NOTATION_ALLOWED],
    ["2d6k2", DICE_NOTATION_ALLOWED],
    ["2.5d6", DICE_NOTATION_ALLOWED],
    ["5", `${DICE_NOTATION_ALLOWED}, with at least one die`],
    ["0d6", "at least 1 die a term (0d6 rolls none)"],
    ["2d1", "dice of 2 to 100 faces (2d1 has 1)"],
    ["1d1000", "dice of 2 to 100 faces (1d1000 has 1000)"],
    ["3d6kh4", "a keep from 1 to the dice rolled (3d6kh4 keeps 4 of 3)"],
    ["3d6kl0", "a keep from 1 to the dice rolled (3d6kl0 keeps 0 of 3)"],
    ["2d6-1d4", "dice added, not subtracted (2d6-1d4 subtracts 1d4)"],
    ["21d6", "at most 20 dice in all (this rolls 21)"],
    ["10d6+11d4", "at most 20 dice in all (this rolls 21)"],
    ["2d6+101", "whole numbers adding up to −100..100 (this adds 101)"],
    ["1+1+1+1+1+1+1+1+1+1+1d6", "at most 10 terms (this has 11)"],
  ])("readDiceNotation(%j) is refused: expected %s", (text, allowed) => {
    expect(readDiceNotation(text)).toEqual({ ok: false, allowed });
  });

  it("parseDiceNotation throws OddsmithError naming the field, what is allowed and the value received", () => {
    expect(() => parseDiceNotation("dice", "3d6kh4")).toThrow(new OddsmithError("dice", "a keep from 1 to the dice rolled (3d6kh4 keeps 4 of 3)", "3d6kh4"));
    expect(() => parseDiceNotation("dice", 2)).toThrow(`dice: expected ${DICE_NOTATION_ALLOWED}, received 2`);
  });

  it.each(["2d6", "3d6kh2", "3d6kl2", "4d4kh1", "4d4kl3", "2d6+1d4", "1d4+3d3kl1-2", "2d8", "1d2+1d3+1d4+5", "5d3kh2"])(
    "notationDistribution(%s) equals brute-force enumeration of ordered rolls",
    (text) => {
      expect(exact(text)).toEqual(bruteNotation(text));
    },
  );

  it("by hand: 1d4+1d6+1 is 3 only on 1,1 (1/24); 4d6kh3 is 18 on 6,6,6,x or … (21/1296 = 7/432)", () => {
    expect(exact("1d4+1d6+1")["3"]).toBe("1/24");
    // Three or four sixes: 4 × 5 + 1 = 21 of 1296 rolls.
    expect(exact("4d6kh3")["18"]).toBe("7/432");
  });

  it("orderedRollResult reads every code as the brute force does (constant left out)", () => {
    for (const text of ["3d6kh2", "2d4kl1+1d3", "2d3+1"]) {
      const notation = parseDiceNotation("dice", text);
      const sides = notation.terms.flatMap((term) => Array<number>(term.count).fill(term.sides));
      for (let code = 0; code < orderedRollCount(notation); code++) {
        const faces: number[] = [];
        let rest = code;
        for (const s of sides) {
          faces.push((rest % s) + 1);
          rest = Math.floor(rest / s);
        }
        expect(orderedRollResult(notation, code)).toBe(bruteResult(text, faces) - notation.constant);
      }
    }
  });

  it("property: any small notation's exact distribution sums to 1 and every throw of diceThrower is one of its results", () => {
    const term = fc
      .record({ count: fc.integer({ min: 1, max: 3 }), sides: fc.integer({ min: 2, max: 6 }), keep: fc.constantFrom("", "kh", "kl"), kept: fc.integer({ min: 1, max: 3 }) })
      .map(({ count, sides, keep, kept }) => `${count}d${sides}${keep === "" ? "" : `${keep}${Math.min(kept, count)}`}`);
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 3 }), fc.integer({ min: -5, max: 5 }), fc.integer(), (terms, constant, seed) => {
        const text = `${terms.join("+")}${constant < 0 ? constant : `+${constant}`}`;
        const notation = parseDiceNotation("dice", text);
        const d = notationDistribution(notation);
        expect(d.probabilityWhere(() => true).toString()).toBe("1/1");
        let state = seed >>> 0;
        const random = { below: (n: number) => (state = (state * 1103515245 + 12345) >>> 0) % n, uint32: () => 0, float: () => 0 };
        const thrown = diceThrower(notation)(random) + notation.constant;
        expect(d.weightOf(thrown) > 0n).toBe(true);
      }),
      { numRuns: 60, seed: 18 },
    );
  });
});
