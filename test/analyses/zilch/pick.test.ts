import { entryOf } from "../../support/sampling.js";
import { describe, expect, it } from "vitest";
import { signedModifier, zilchPickAnalysis } from "../../../src/analyses/zilch/pick.js";
import { bruteTest } from "../../support/zilch-brute-force.js";

const registered = entryOf(zilchPickAnalysis);
function solve(raw: Record<string, unknown>) {
  const validated = registered.prepare(raw);
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  return validated.value.solve!();
}

describe("zilch pick", () => {
  it("Suit 6 for 60%: +1 (target 7, 7/12 ≈ 58.3%) is the closest, +2 (target 8, 2/3) the hardest at least 60%, +1 the easiest at most", () => {
    // By hand (RULES.md 2.1–2.2): for a target t ≤ 11 a roll ≤ t is t of 12 faces, so P(success) = t/12.
    const closest = solve({ suit: "6", chance: "0.6" });
    expect([closest.summary.modifier, closest.summaryExact.pSuccess]).toEqual([1, "7/12"]);
    const atLeast = solve({ suit: "6", chance: "0.6", atLeast: true });
    expect([atLeast.summary.modifier, atLeast.summaryExact.pSuccess]).toEqual([2, "2/3"]);
    expect(atLeast.table?.title).toBe("Modifier +2 is the hardest with P(success) at least 60.0%: 66.7%");
    expect(atLeast.outcomes.map((o) => [o.outcome, o.role])).toEqual([["modifier+3", "easier"], ["modifier+2", "pick"], ["modifier+1", "harder"]]);
    expect(solve({ suit: "6", chance: "0.6", atMost: true }).summary.modifier).toBe(1);
  });

  it("the curve equals brute-force enumeration of the roll at every modifier, with Skill, Boon and the chained d8", () => {
    for (const raw of [{ suit: "9", skill: true }, { suit: "4", boon: true, explodeChain: true }, { suit: "A", skill: true, boon: true }]) {
      const result = solve(raw);
      for (const row of result.rows) {
        const [critical, success] = bruteTest(Number(row.target), raw.explodeChain === true);
        const sum = critical!.add(success!);
        expect(row.exact, `${JSON.stringify(raw)} modifier ${row.modifier}`).toBe(`${sum.n}/${sum.d}`);
      }
    }
  });

  it("at-least and at-most agree with reading the curve at every chance in steps of 5%, plateaus above target 11 included", () => {
    for (const suit of ["6", "12"]) {
      const rows = solve({ suit }).rows.map((row) => [Number(row.modifier), Number(row.pSuccess)] as const);
      for (let percent = 0; percent <= 100; percent += 5) {
        const chance = String(percent / 100);
        const meets = rows.filter(([, p]) => p >= percent / 100 - 1e-12).map(([m]) => m);
        const under = rows.filter(([, p]) => p <= percent / 100 + 1e-12).map(([m]) => m);
        // Hardest is the lowest modifier; easiest the highest.
        expect(solve({ suit, chance, atLeast: true }).summary.modifier).toBe(meets.length ? Math.min(...meets) : undefined);
        expect(solve({ suit, chance, atMost: true }).summary.modifier).toBe(under.length ? Math.max(...under) : undefined);
      }
    }
  });

  it("--die d10!d6: the curve is the designer's die's, equal to brute force at every modifier (Suit 6 +0: target 6, 6 of 10 faces = 3/5)", () => {
    const result = solve({ suit: "6", chance: "0.6", die: "d10!d6" });
    expect(result.rows.find((row) => row.modifier === 0)?.exact).toBe("3/5");
    for (const row of result.rows) {
      const [critical, success] = bruteTest(Number(row.target), false, [10, 6]);
      const sum = critical!.add(success!);
      expect(row.exact, `modifier ${row.modifier}`).toBe(`${sum.n}/${sum.d}`);
    }
    expect(result.charts[0]?.title).toContain("1d10, 10 → +1d6");
  });

  it("Suit 2 cannot reach 95% at any modifier: no pick, said plainly", () => {
    const result = solve({ suit: "2", chance: "0.95", atLeast: true });
    expect(result.outcomes).toEqual([]);
    expect(result.summary).toEqual({ chance: 0.95 });
    expect(result.details?.pick).toEqual([{ rule: "at-least", found: false, modifier: null, sentence: "No modifier from +5 to -5 gives P(success) of at least 95.0%: the nearest, modifier +5, gives 58.3%" }]);
  });

  it("refuses --at-least with --at-most, and a Suit outside 2..14", () => {
    expect(registered.prepare({ suit: "6", atLeast: true, atMost: true })).toEqual({ ok: false, errors: ["give --at-least or --at-most, not both"] });
    expect(registered.prepare({ suit: "15" }).ok).toBe(false);
  });

  it("signedModifier writes +0 for no modifier", () => {
    expect([signedModifier(0), signedModifier(5), signedModifier(-5)]).toEqual(["+0", "+5", "-5"]);
  });
});
