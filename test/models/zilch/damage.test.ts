import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { damageOf, damageOutcome, dealt, solveDamage, WEAPONS } from "../../../src/models/zilch/damage.js";
import { F } from "../../support/brute-force.js";

const asText = (p: Rational) => p.toString();
const fractionText = (f: { n: bigint; d: bigint; s: bigint }) => `${f.s * f.n}/${f.d}`;

describe("solveDamage (RULES.md 2.4)", () => {
  it("a tiny weapon against DR 1: 1 + 1dF − 1 is no-effect, 0 (a touch) or 1, each 1/3", () => {
    const d = solveDamage("tiny", 1);
    expect(d.outcomes).toEqual(["no-effect", "0", "1"]);
    expect(d.outcomes.map((o) => asText(d.probability(o)))).toEqual(["1/3", "1/3", "1/3"]);
  });
  it("a great weapon against DR 0 deals 3, 4 or 5; against reinforced plate (4), −1, 0 or 1", () => {
    expect(solveDamage("great", 0).outcomes).toEqual(["3", "4", "5"]);
    expect(solveDamage("great", 4).outcomes).toEqual(["no-effect", "0", "1"]);
  });
  it("every weapon and DR equals the three Fudge faces counted by hand", () => {
    const bonus = { tiny: 1, light: 2, heavy: 3, great: 4 } as const;
    for (const weapon of WEAPONS) {
      for (let dr = 0; dr <= 4; dr++) {
        const counts = new Map<string, number>();
        for (const face of [-1, 0, 1]) {
          const dealt = bonus[weapon] + face - dr;
          const name = dealt < 0 ? "no-effect" : String(dealt);
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        const d = solveDamage(weapon, dr);
        expect(Object.fromEntries(d.outcomes.map((o) => [o, asText(d.probability(o))]))).toEqual(
          Object.fromEntries([...counts].map(([o, c]) => [o, fractionText(F(c, 3) as never)])),
        );
      }
    }
  });
});

describe("damageOf, damageOutcome, dealt (RULES.md 2.4)", () => {
  it('damageOf("heavy", -1, 2) is 3 − 1 − 2 = 0, a touch named "0"; −1 is "no-effect", which deals 0', () => {
    expect(damageOf("heavy", -1, 2)).toBe(0);
    expect([damageOutcome(0), damageOutcome(-1)]).toEqual(["0", "no-effect"]);
    expect([dealt("no-effect"), dealt("2")]).toEqual([0, 2]);
  });
  it.each([
    [() => solveDamage("spear" as never, 1), 'weapon: expected one of tiny, light, heavy, great, received "spear"'],
    [() => solveDamage("great", 5), "dr: expected an integer from 0 to 4, received 5"],
    [() => solveDamage("great", undefined as never), "dr: expected an integer from 0 to 4, received undefined"],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
