import { entryOf } from "../../support/sampling.js";
import { describe, expect, it } from "vitest";
import { pickAnalysis } from "../../../src/analyses/ultimo/pick.js";
import { difficultyGroup } from "../../../src/models/ultimo/sample/challenge.js";
import { expectNearExact, simulatedResultOf } from "../../support/sampling.js";

const pick = pickAnalysis;

describe("the Ultimo pick sampler", () => {
  it("pick --mc picks the exact pick for hand 7, limit 4, greedy (difficulty 5 at 61.7%; 6 is 33.4%), its estimate within 4 standard errors", async () => {
    const raw = { handSize: "7", limit: "4", policy: "greedy" };
    const { run, result } = await simulatedResultOf(pick, raw, 100_000);
    const exact = pick.run!(run.params);
    expect(result.summary.difficulty).toBe(exact.summary.difficulty);
    expectNearExact(run.estimates, difficultyGroup(5), exact.outcomes);
  });
});

describe("ultimo pick --at-least / --at-most", () => {
  const registered = entryOf(pickAnalysis);
  const solve = (raw: Record<string, unknown>) => {
    const validated = registered.prepare(raw);
    if (!validated.ok) throw new Error(validated.errors.join("; "));
    return validated.value.solve!();
  };
  const base = { handSize: "3", limit: "2", policy: "greedy" };

  it("hand 3, limit 2, greedy, 60%: closest is difficulty 2 (55.1%), at least is 1 (83.5%), at most is 2", () => {
    expect(solve({ ...base, target: "0.6" }).summary.difficulty).toBe(2);
    const atLeast = solve({ ...base, target: "0.6", atLeast: true });
    expect(atLeast.summary.difficulty).toBe(1);
    expect(atLeast.table?.title).toBe("Difficulty 1 is the hardest with P(success or better) at least 60.0%: 83.5% (hand 3, limit 2, greedy)");
    expect(atLeast.details?.pick).toEqual([{ rule: "at-least", found: true, difficulty: 1, sentence: "difficulty 1 is the hardest with P(success or better) at least 60.0%: 83.5%" }]);
    expect(solve({ ...base, target: "0.6", atMost: true }).summary.difficulty).toBe(2);
  });

  it("each rule agrees with reading the curve's own rows, at every target in steps of 10%", () => {
    const rows = solve(base).rows.map((row) => [Number(row.difficulty), Number(row.pSuccessOrBetter)] as const);
    for (let percent = 0; percent <= 100; percent += 10) {
      const target = percent / 100;
      const hardest = rows.filter(([, p]) => p >= target - 1e-12).map(([d]) => d);
      const easiest = rows.filter(([, p]) => p <= target + 1e-12).map(([d]) => d);
      expect(solve({ ...base, target: String(target), atLeast: true }).summary.difficulty).toBe(hardest.length ? Math.max(...hardest) : undefined);
      expect(solve({ ...base, target: String(target), atMost: true }).summary.difficulty).toBe(easiest.length ? Math.min(...easiest) : undefined);
    }
  });

  it("--at-least with --at-most is refused", () => {
    expect(registered.prepare({ ...base, atLeast: true, atMost: true })).toEqual({ ok: false, errors: ["give --at-least or --at-most, not both"] });
  });

  it("simulated, at least 60% for hand 3, limit 2, greedy is difficulty 1 too", async () => {
    const { result } = await simulatedResultOf(pick, { ...base, target: "0.6", atLeast: true }, 20_000);
    expect(result.summary.difficulty).toBe(1);
  });
});
