import { describe, expect, it } from "vitest";
import { spellAnalysis } from "../../../src/analyses/kingstone/spell.js";
import { validateRun } from "../../../src/framework/analysis.js";
import { solveCheck } from "../../../src/models/kingstone/check.js";
import { CHECK_GROUP } from "../../../src/models/kingstone/sample/check.js";
import { expectNearExact, simulateRaw } from "../../support/sampling.js";

const run = (raw: Record<string, unknown>) => {
  const validated = validateRun(spellAnalysis, raw);
  if (!validated.ok) throw new Error(validated.errors.join("; "));
  return spellAnalysis.run(validated.value);
};

describe("kingstone spell (RULES.md 1.7)", () => {
  it("the seed's example: Ryeen's 9 just meets the frog spell's DC; at short range (DC 9) 2d6 + 3 succeeds 26/36 = 13/18 (by hand: 2d6 ≥ 6)", () => {
    const result = run({ bonus: "3", shortRange: true });
    expect(result.summary.dc).toBe(9);
    expect(result.summaryExact.pSuccess).toBe("13/18");
    expect(result.table!.rows.map((row) => row.join(" "))).toEqual(["base 10", "Short Range −1", "spell DC 9"]);
  });
  it("a resurrection of a target dead within the day, resurrected once before, at bonus +2: DC 11, P = 2d6 ≥ 9 = 10/36 = 5/18, and equals solveCheck at DC 11 on 3d6kh2", () => {
    const result = run({ bonus: "2", discipline: "restoration", resurrection: true, diedDay: true, earlierResurrections: "1" });
    expect(result.summary.dc).toBe(11);
    expect(result.summaryExact.pSuccess).toBe("5/18");
    const kh = run({ bonus: "2", discipline: "restoration", resurrection: true, diedDay: true, earlierResurrections: "1", dice: "3d6kh2" });
    expect(kh.summaryExact.pSuccess).toBe(solveCheck({ dice: "3d6kh2", reroll: "none", goal: "success", ladder: "paired", bonus: 2, dc: 11 }).pSuccess.toString());
  });
  it.each([
    [{ bonus: "2", longRange: true, shortRange: true }, ["give --long-range or --short-range, not both"]],
    [{ bonus: "2", resurrection: true }, ["--resurrection: only allowed with --discipline restoration"]],
    [{ bonus: "2", discipline: "restoration", diedDay: true }, ["--died-day: only allowed with --resurrection"]],
    [{ bonus: "2", discipline: "restoration", resurrection: true, diedMinute: true, diedDay: true }, ["give --died-minute or --died-day, not both"]],
    [{ bonus: "2", doubleHarm: true }, ["--double-harm: only allowed with --discipline destruction"]],
    [{ bonus: "2", helpers: "21" }, ['--helpers: expected an integer from 0 to 20, received "21"']],
  ])("spell %o is refused: %o", (raw, errors) => {
    expect(validateRun(spellAnalysis, raw)).toEqual({ ok: false, errors });
  });
  it("the sampler lies within 4 standard errors of the exact degrees at seed 1 (DC 8: surprised enemy)", async () => {
    const simulated = await simulateRaw(spellAnalysis, { bonus: "1", discipline: "destruction", surprised: true }, 200_000);
    const exact = spellAnalysis.run(simulated.params);
    expect(exact.summary.dc).toBe(8);
    expectNearExact(simulated.estimates, CHECK_GROUP, exact.outcomes);
  });
});
