import fc from "fast-check";
import type { Fraction } from "mathjs";
import { describe, expect, it } from "vitest";
import { parseDice, readDice } from "../../../src/core/dice/parse-dice.js";
import { solveDice, solveOpposed } from "../../../src/core/dice/solve-dice.js";
import { bruteDice } from "../../support/dice-brute-force.js";

/** A mathjs fraction written as Rational writes it: "n/d", whole numbers over 1. */
function show(p: Fraction): string {
  const sign = Number(p.s) < 0 ? "-" : "";
  return `${sign}${p.n}/${p.d}`;
}

/** Exact equality of the engine's distribution and the brute force's, outcome by outcome. */
function expectBrute(text: string): void {
  const expression = parseDice("dice", text).expression;
  const { distribution } = solveDice(expression);
  const brute = bruteDice(expression, 0);
  const engine = new Map(distribution.outcomes.map((o) => [o, distribution.probability(o).toString()]));
  const expected = new Map([...brute].filter(([, p]) => !p.equals(0)).map(([o, p]) => [o, show(p)]));
  expect(engine, text).toEqual(expected);
}

const RUNS = 60;
const sides = fc.integer({ min: 1, max: 5 });
const count = fc.integer({ min: 1, max: 4 });
const face = fc.integer({ min: -2, max: 4 });
const faceSet = fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }).map((faces) => `{${faces.join(",")}}`);
const compare = fc.tuple(fc.constantFrom(">=", "<=", ">", "<", "="), fc.integer({ min: 1, max: 4 })).map(([op, v]) => `${op}${v}`);
const test = fc.oneof(compare, faceSet);
const small = fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 4 })).map(([n, x]) => `${n}d${x}`);

/** Each construct's property: engine = brute force over every ordered roll, RUNS random small pools. */
const CONSTRUCTS: ReadonlyArray<readonly [string, fc.Arbitrary<string>]> = [
  ["NdX sums", fc.tuple(count, sides).map(([n, x]) => `${n}d${x}`)],
  ["custom faces", fc.tuple(count, fc.array(face, { minLength: 1, maxLength: 5 })).map(([n, fs]) => `${n}d{${fs.join(",")}}`)],
  ["keep and drop", fc.tuple(count, sides, fc.array(fc.tuple(fc.constantFrom("kh", "kl", "dh", "dl", "km"), fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 2 })).map(([n, x, ks]) => `${n}d${x}${ks.map(([k, c]) => `${k}${c}`).join("")}`)],
  ["explode", fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), fc.option(test), fc.integer({ min: 0, max: 3 })).map(([n, x, c, t, d]) => `${n}d${x}${c ? "!!" : "!"}${t ?? ""}:${d}`)],
  ["reroll", fc.tuple(count, fc.integer({ min: 2, max: 5 }), fc.boolean(), fc.constantFrom("1", "<3", "{1,2}", ">=4")).map(([n, x, once, t]) => `${n}d${x}${once ? "ro" : "r"}${t}`)],
  ["success counting", fc.tuple(count, fc.integer({ min: 2, max: 6 }), compare, fc.option(fc.constantFrom("1", "<=2", "{1,2}"))).map(([n, x, s, f]) => `${n}d${x}${s}${f === null ? "" : `f${f}`}`)],
  ["exploding successes", fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), compare).map(([n, x, c, s]) => `${n}d${x}${c ? "!!" : "!"}:2${s}`)],
  ["arithmetic", fc.tuple(small, fc.constantFrom("+", "-", "*"), fc.oneof(small, fc.integer({ min: -3, max: 3 }).map(String))).map(([a, op, b]) => `${a}${op}${b.startsWith("-") ? `(${b})` : b}`)],
  ["max, min and sum", fc.tuple(fc.constantFrom("max", "min", "sum", "highest", "lowest"), fc.array(small, { minLength: 1, maxLength: 3 })).map(([f, args]) => `${f}(${args.join(",")})`)],
];

describe("solveDice against brute force over ordered rolls", () => {
  for (const [construct, arbitrary] of CONSTRUCTS) {
    it(`${construct}: ${RUNS} random small pools equal the enumeration exactly`, () => {
      // A reroll of every face, always, is refused by the parser (its own test): not a case here.
      fc.assert(fc.property(arbitrary, (text) => (fc.pre(readDice(text).ok), expectBrute(text))), { numRuns: RUNS, seed: 27 });
    });
  }
});

describe("solveDice worked by hand", () => {
  const mean = (text: string) => solveDice(parseDice("dice", text).expression).distribution.mean().toString();
  const p = (text: string, value: number) => solveDice(parseDice("dice", text).expression).distribution.probability(value).toString();
  it("4d6kh3 has mean 15869/1296 (the classic ability score)", () => expect(mean("4d6kh3")).toBe("15869/1296"));
  it("4d6d1 is 4d6kh3 (Roll20's drop lowest)", () => expect(mean("4d6d1")).toBe("15869/1296"));
  it("d20 with advantage has mean 553/40 written either way", () => {
    expect(mean("2d20kh1")).toBe("553/40");
    expect(mean("max(d20,d20)")).toBe("553/40");
  });
  it("d20 with disadvantage is 21 − advantage: mean 287/40", () => expect(mean("2d20kl1")).toBe("287/40"));
  it("4dF is 0 with chance 19/81", () => expect(p("4dF", 0)).toBe("19/81"));
  it("d6 rerolling 1s once has mean 47/12 (1/6·7/2 + 20/6)", () => expect(mean("d6ro1")).toBe("47/12"));
  it("d6 rerolling 1s always is d5 shifted: mean 4", () => expect(mean("d6r1")).toBe("4/1"));
  it("5d10>=8f1 has mean 5·(3/10 − 1/10) = 1", () => expect(mean("5d10>=8f1")).toBe("1/1"));
  it("d6!:1 shows 12 with chance 1/36 and 6 never", () => {
    expect(p("d6!:1", 12)).toBe("1/36");
    expect(p("d6!:1", 6)).toBe("0/1");
  });
  it("d{0,0,0,0,0,0,0,1,1,2} graded faces: 2 successes with chance 1/10", () => expect(p("d{0,0,0,0,0,0,0,1,1,2}", 2)).toBe("1/10"));
  it("5d6km3 keeps the middle three: its mean is 3 × 7/2 by symmetry", () => expect(mean("5d6km3")).toBe("21/2"));
  it("an unbounded d6! has mean within 1e-12 of 21/5 and reports its leftover mass", () => {
    const solution = solveDice(parseDice("dice", "d6!").expression);
    expect(Math.abs(solution.distribution.mean().toNumber() - 4.2)).toBeLessThan(1e-10);
    expect(solution.leftover).toBeGreaterThan(0);
    expect(solution.leftover).toBeLessThanOrEqual(1e-12);
  });
  it("100d100 sums to mean 5050, 20d10kh8 and 50d10>=8f1 answer too (the issue's sizes)", () => {
    expect(mean("100d100")).toBe("5050/1");
    expect(solveDice(parseDice("dice", "20d10kh8").expression).distribution.size).toBe(73);
    expect(mean("50d10>=8f1")).toBe("10/1");
  });
});

describe("solveOpposed", () => {
  it("3d6 vs 3d6 ties with chance 361/3888 (Σ p(s)² over 3d6)", () => {
    const answer = solveOpposed(parseDice("dice", "3d6 vs 3d6"), "tie");
    expect([answer.win, answer.tie, answer.lose].map(String)).toEqual(["3527/7776", "361/3888", "3527/7776"]);
  });
  it("each tie rule settles d6 vs d4 as the enumeration does", () => {
    const wins = (rule: "tie" | "reroll" | "attacker" | "defender") => {
      const a = solveOpposed(parseDice("dice", "d6 vs d4"), rule);
      return [a.win, a.tie, a.lose].map(String);
    };
    // Of 24 pairs: A higher in 14, equal in 4, lower in 1 + 2 + 3 = 6 (worked by hand).
    expect(wins("tie")).toEqual(["7/12", "1/6", "1/4"]);
    expect(wins("attacker")).toEqual(["3/4", "0/1", "1/4"]);
    expect(wins("defender")).toEqual(["7/12", "0/1", "5/12"]);
    expect(wins("reroll")).toEqual(["7/10", "0/1", "3/10"]);
  });
  it(`A vs B: ${RUNS} random small pairs' margins equal the enumeration of A − B`, () => {
    fc.assert(
      fc.property(small, small, (a, b) => {
        const roll = parseDice("dice", `${a} vs ${b}`);
        const margin = solveOpposed(roll, "tie").margin;
        const brute = bruteDice({ kind: "binary", op: "-", left: roll.expression, right: roll.opposed ?? roll.expression }, 0);
        for (const [value, q] of brute) expect(margin.probability(value).toString()).toBe(show(q));
      }),
      { numRuns: RUNS, seed: 27 },
    );
  });
  it("refuses a roll with no vs, and a reroll of a roll that always ties", () => {
    expect(() => solveOpposed(parseDice("dice", "d6"), "tie")).toThrow('solveOpposed: d6 has no "vs"');
    expect(() => solveOpposed(parseDice("dice", "3 vs 3"), "reroll")).toThrow("solveOpposed: 3 vs 3 always ties, so a reroll never settles it");
  });
});
