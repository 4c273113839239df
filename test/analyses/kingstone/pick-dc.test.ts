import { entryOf } from "../../support/sampling.js";
import { describe, expect, it } from "vitest";
import { outcomeRows } from "../../../src/framework/analysis.js";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { pickDcCandidates } from "../../../src/models/kingstone/roll.js";
import { tableCellGroup } from "../../../src/models/kingstone/sample/table.js";
import { expectNearExact, simulateRaw, simulatedResultOf } from "../../support/sampling.js";
import { pickDc, pickDcAnalysis as analysis } from "../../../src/analyses/kingstone/pick-dc.js";

describe("the Kingstone pick-dc sampler", () => {
  it.each([
    [{ bonus: "2", target: "0.45" }],
    [{ bonus: "0", target: "0.3", dice: "3d6kh2", reroll: "one-die", goal: "effect", ladder: "shifted" }],
    [{ bonus: "-3", target: "0.8", reroll: "whole-if-failed" }],
  ])("every candidate DC of %o lies within 4 standard errors of its exact check at seed 1, and the pick is the exact one", async (raw) => {
    const run = await simulateRaw(analysis, raw, 200_000);
    const params = run.params as { bonus: number; target: number; atLeast: false; atMost: false; dice: "2d6"; reroll: "none"; goal: "success"; ladder: "paired" };
    for (const dc of pickDcCandidates(params.bonus, params)) {
      expectNearExact(run.estimates, tableCellGroup(params.bonus, dc), outcomeRows(solveCheck({ ...params, dc }).degrees));
    }
    // These targets are far from the midpoint between two DCs, so the simulated pick is the exact one.
    const exact = analysis.run!(params);
    const { result } = await simulatedResultOf(analysis, raw, 200_000);
    expect(result.summary.dc).toBe(exact.summary.dc);
    expect(result.outcomes.map((o) => [o.outcome, o.role])).toEqual(exact.outcomes.map((o) => [o.outcome, o.role]));
    expect(result.rows.map((r) => r.dc)).toEqual(exact.rows.map((r) => r.dc));
  });

  it("2d6 + 0 for 55%: DC 7 (21/36 ≈ 58.3% by hand: totals 7..12 are 6+5+4+3+2+1 of 36; DC 8 is 15/36 ≈ 41.7%), its 95% interval holding 21/36 at seed 4", async () => {
    const { result } = await simulatedResultOf(analysis, { bonus: "0", target: "0.55" }, 100_000, 4);
    expect(result.summary.dc).toBe(7);
    expect(result.summary.pSuccessLow).toBeLessThan(21 / 36);
    expect(result.summary.pSuccessHigh).toBeGreaterThan(21 / 36);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(["dc-6", "dc-7", "dc-8"]);
  });

  it("a target of 1 picks the lowest DC, which every trial meets (2d6 + 5: DC 7)", async () => {
    const { result } = await simulatedResultOf(analysis, { bonus: "5", target: "1" }, 20_000);
    expect(result.summary.dc).toBe(7);
    expect(result.summary.pSuccess).toBe(1);
    expect(result.outcomes.map((o) => o.role)).toEqual(["pick", "harder"]);
  });
});

/**
 * P(2d6 + bonus ≥ dc) when, after seeing the dice, the roller may reroll one die once (or neither), by
 * enumeration: for each of the 36 ordered rolls, the best of keeping both or rerolling either die.
 */
function bruteOneDieReroll(bonus: number, dc: number): number {
  const meets = (a: number, b: number) => (a + b + bonus >= dc ? 1 : 0);
  let sum = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      let rerollA = 0;
      let rerollB = 0;
      for (let r = 1; r <= 6; r++) {
        rerollA += meets(r, b) / 6;
        rerollB += meets(a, r) / 6;
      }
      sum += Math.max(meets(a, b), rerollA, rerollB);
    }
  }
  return sum / 36;
}

describe("kingstone pick-dc --at-least / --at-most", () => {
  const run = (raw: Record<string, unknown>) => {
    const validated = registered.prepare(raw);
    if (!validated.ok) throw new Error(validated.errors.join("; "));
    return validated.value.solve!();
  };
  const registered = entryOf(analysis);
  const base = { bonus: "3", target: "60%", reroll: "one-die" };

  it("bonus 3, reroll one-die, at least 60%: DC 11 at 49/72 ≈ 68.1%, where the closest is DC 12 at 113/216 ≈ 52.3%", () => {
    // By hand: DC 11 needs 8 on 2d6; 15 rolls make it, and of the 21 that miss, keeping the higher die m and
    // rerolling the other makes it with (m − 1)/6: (3·1 + 5·2 + 6·3 + 4·4 + 2·5)/6 = 9.5 → (15 + 9.5)/36 = 49/72.
    expect(bruteOneDieReroll(3, 11)).toBeCloseTo(49 / 72, 12);
    expect(bruteOneDieReroll(3, 12)).toBeCloseTo(113 / 216, 12);
    const closest = run(base);
    expect([closest.summary.dc, closest.summaryExact.pSuccess]).toEqual([12, "113/216"]);
    const atLeast = run({ ...base, atLeast: true });
    expect([atLeast.summary.dc, atLeast.summaryExact.pSuccess]).toEqual([11, "49/72"]);
    expect(atLeast.table?.title).toBe("DC 11 is the hardest with P(success) at least 60.0%: 68.1%");
    expect(atLeast.details?.pick).toEqual([{ rule: "at-least", found: true, dc: 11, sentence: "DC 11 is the hardest with P(success) at least 60.0%: 68.1%" }]);
    expect(run({ ...base, atMost: true }).summary.dc).toBe(12);
  });

  it("agrees with the brute-force reroll at every target in steps of 5%, for both rules", () => {
    const curve = Array.from({ length: 40 }, (_, i) => [i + 1, bruteOneDieReroll(3, i + 1)] as const).filter(([dc, p], i, all) => dc >= 5 && (i === 0 || all[i - 1]![1] > 0 || p > 0));
    for (let percent = 0; percent <= 100; percent += 5) {
      const target = percent / 100;
      const hardest = curve.filter(([, p]) => p >= target - 1e-12).map(([dc]) => dc);
      const easiest = curve.filter(([, p]) => p <= target + 1e-12).map(([dc]) => dc);
      expect(run({ ...base, target: String(target), atLeast: true }).summary.dc).toBe(hardest.length ? Math.max(...hardest) : undefined);
      expect(run({ ...base, target: String(target), atMost: true }).summary.dc).toBe(easiest.length ? Math.min(...easiest) : undefined);
    }
  });

  it("no DC reaches 99% at bonus -10: no pick, the answer says so, nothing thrown", () => {
    const result = run({ bonus: "-10", target: "0.99", atLeast: true });
    expect(result.outcomes).toEqual([]);
    expect(result.summary).toEqual({ target: 0.99 });
    expect(result.table?.title).toBe("No DC from 1 to 3 gives P(success) of at least 99.0%: the nearest, DC 1, gives 8.3%");
    expect(result.details?.pick).toEqual([{ rule: "at-least", found: false, dc: null, sentence: result.table?.title }]);
  });

  it("--at-least with --at-most is refused with both flags named", () => {
    expect(registered.prepare({ ...base, atLeast: true, atMost: true })).toEqual({ ok: false, errors: ["give --at-least or --at-most, not both"] });
  });

  it("simulated, the pick takes the same rule: at least 60% is DC 11 at seed 1", async () => {
    const { result } = await simulatedResultOf(analysis, { ...base, atLeast: true }, 100_000);
    expect(result.summary.dc).toBe(11);
    expect(result.details?.pick).toEqual([{ rule: "at-least", found: true, dc: 11, sentence: expect.stringMatching(/^DC 11 is the hardest/) }]);
    const none = await simulatedResultOf(analysis, { bonus: "-10", target: "0.99", atLeast: true }, 10_000);
    expect(none.result.outcomes).toEqual([]);
    expect(none.result.table?.title).toMatch(/^No DC from 1 to 3 gives P\(success\) of at least 99\.0%/);
  });
});

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

describe("pickDc", () => {
  it("bonus 0, target 1/2: DC 7 (7/12) and DC 8 (5/12) tie at 1/12 away; the easier DC 7 is picked, 6 and 8 either side", () => {
    const pick = pickDc(0, 0.5, plain);
    expect(pick.pick).toMatchObject({ dc: 7 });
    expect(pick.pick!.pSuccess.toString()).toBe("7/12");
    expect(pick.easier!.dc).toBe(6);
    expect(pick.harder!.pSuccess.toString()).toBe("5/12");
  });
  it("bonus 0, target 1/36 picks DC 12; target 0 picks DC 13 (the first impossible DC); target 1 picks DC 2", () => {
    expect(pickDc(0, 1 / 36, plain).pick!.dc).toBe(12);
    expect(pickDc(0, 0, plain).pick!.dc).toBe(13);
    expect(pickDc(0, 1, plain).pick!.dc).toBe(2);
    expect(pickDc(0, 1, plain).easier).toBeUndefined();
  });
  it("bonus 2, target 0.3 picks DC 11 (5/18 ≈ 27.8% beats 5/12 and 1/6)", () => {
    expect(pickDc(2, 0.3, plain).pick!.dc).toBe(11);
  });
});

describe("pickDc by rule", () => {
  const reroll = { ...plain, reroll: "one-die" } as const;
  it("bonus 3, one-die reroll, 60%: closest DC 12 (113/216), at least DC 11 (49/72), at most DC 12", () => {
    expect(pickDc(3, 0.6, reroll).pick!.pSuccess.toString()).toBe("113/216");
    expect(pickDc(3, 0.6, reroll, "at-least").pick!.pSuccess.toString()).toBe("49/72");
    expect(pickDc(3, 0.6, reroll, "at-most").pick!.dc).toBe(12);
  });
  it("no DC meets the rule: no pick, no neighbours, the curve still there", () => {
    const missed = pickDc(-10, 0.99, plain, "at-least");
    expect(missed.pick).toBeUndefined();
    expect(missed.easier).toBeUndefined();
    expect(missed.curve.map((chance) => chance.dc)).toEqual([1, 2, 3]);
  });
  it("refuses a rule it does not know", () => {
    // @ts-expect-error a rule outside PICK_RULES, as a JavaScript caller might pass
    expect(() => pickDc(0, 0.5, plain, "nearest")).toThrow('rule: expected one of closest, at-least, at-most, received "nearest"');
  });
});
