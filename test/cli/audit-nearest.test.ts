import { describe, expect, it } from "vitest";
import { auditKingstone } from "../../src/analyses/kingstone/audit.js";
import { loadAnalysis } from "../../src/analyses/catalog.js";
import { exactSolver } from "../../src/balance/exact-solver.js";
import { nearestSetting, nearestTable } from "../../src/cli/audit-nearest.js";
import { degreeName, degreeOf, LADDERS } from "../../src/models/kingstone/ladder.js";
import { WORKED_EXAMPLES } from "../../src/models/kingstone/worked-examples.js";
import { auditUltimo, foeSurvival } from "../../src/analyses/ultimo/audit.js";
import { FOES } from "../../src/models/ultimo/foes.js";
import { runMain } from "../support/cli.js";

/** P(dice + bonus ≥ dc) from the exact solver, for the brute force over every setting. */
async function chanceOf(): Promise<(dice: string, bonus: number, dc: number) => number> {
  const entry = await loadAnalysis("kingstone", "check");
  if (entry === undefined) throw new Error("kingstone check is registered");
  const solve = exactSolver(entry, {});
  return (dice, bonus, dc) => solve({ dice, bonus, dc }).summary.pSuccess ?? Number.NaN;
}

const DICE = ["2d6", "3d6", "2d8", "2d10", "1d20", "3d6kh2", "4d6kh3"];
const BONUSES = [-1, 0, 1, 2, 3, 4, 5];

describe("the audit's nearest rule settings (issue 26 §5)", () => {
  it("DC 10 is 50%: holds with 3d6 at −1 (P(3d6 ≥ 11) = 108/216, counted by hand: the 3d6 sums are symmetric about 10.5), the first of the 2 settings a brute force over dice × bonus finds", async () => {
    const claim = auditKingstone().find((c) => c.id === "dc-10-fifty-percent");
    if (claim === undefined) throw new Error("the claim is audited");
    const found = await nearestSetting(claim);
    expect(found).toMatchObject({ setting: { dice: "3d6", bonus: -1 }, holds: true, holding: 2 });
    expect(found?.figures).toEqual([{ figure: "pSuccess (dc=10)", value: 0.5, exact: "1/2", shortfall: 0 }]);
    const chance = await chanceOf();
    const exact = DICE.flatMap((dice) => BONUSES.filter((bonus) => chance(dice, bonus, 10) === 0.5).map((bonus) => `${dice} ${bonus}`));
    expect(exact).toEqual(["3d6 -1", "1d20 -1"]);
  });

  it("DC 10 at 1/2 and DC 13 at 1/36 together: no setting holds, and the nearest miss has the smallest worst shortfall of every setting (brute force)", async () => {
    const claim = auditKingstone().find((c) => c.id === "dc-advice-one-person");
    if (claim === undefined) throw new Error("the claim is audited");
    const found = await nearestSetting(claim);
    expect(found?.holds).toBe(false);
    const chance = await chanceOf();
    const worst = (dice: string, bonus: number) => Math.max(Math.abs(chance(dice, bonus, 10) - 1 / 2), Math.abs(chance(dice, bonus, 13) - 1 / 36));
    const best = Math.min(...DICE.flatMap((dice) => BONUSES.map((bonus) => worst(dice, bonus))));
    expect(best).toBeGreaterThan(0);
    expect(worst(String(found?.setting.dice), Number(found?.setting.bonus))).toBe(best);
    expect(found?.setting).toEqual({ dice: "3d6kh2", bonus: 1 });
  });

  it("the worked examples that depend on the reading, and the degree table, hold with the ladders that read every margin as stated (brute force over the three ladders with degreeOf)", async () => {
    const claims = auditKingstone();
    for (const example of WORKED_EXAMPLES) {
      const claim = claims.find((c) => c.id === example.id);
      if (claim === undefined) throw new Error(`${example.id} is audited`);
      const reproducing = LADDERS.filter((ladder) => degreeName(degreeOf(example.total - example.dc, ladder)) === degreeName(example.stated));
      const found = await nearestSetting(claim);
      if (reproducing.length === LADDERS.length) expect(found).toBeUndefined();
      else expect(found).toMatchObject({ setting: { ladder: reproducing[0] }, holds: true, holding: reproducing.length });
    }
    // 11 vs DC 10 and 14 vs AC 11 read as success-1 and success-2 only on the paired ladder.
    const table = claims.find((c) => c.id === "degree-table");
    if (table === undefined) throw new Error("the degree table is audited");
    const everyExample = LADDERS.filter((ladder) => WORKED_EXAMPLES.every((e) => degreeName(degreeOf(e.total - e.dc, ladder)) === degreeName(e.stated)));
    expect(everyExample).toEqual(["paired"]);
    expect(await nearestSetting(table)).toMatchObject({ setting: { ladder: "paired" }, holds: true, holding: 1 });
  });

  it("Ultimo's Fanatic and Cultist guidelines hold with a dagger (weapon 1): the weapons whose median attacks survived foeSurvival puts in the guideline, brute force over weapons 0..3", async () => {
    const claims = auditUltimo();
    for (const name of ["fanatic", "cultist"] as const) {
      const claim = claims.find((c) => c.id === `foe-${name}`);
      if (claim === undefined) throw new Error(`foe-${name} is audited`);
      const { min, max } = FOES[name].guideline;
      const within = [0, 1, 2, 3].filter((weapon) => {
        const median = foeSurvival(FOES[name], weapon).medianSurvived;
        return median !== undefined && median >= min && (max === undefined || median <= max);
      });
      const found = await nearestSetting(claim);
      expect(found).toMatchObject({ setting: { weapon: within[0] }, holds: true, holding: within.length });
    }
    // Unarmed the Fanatic survives 3 at the median; a dagger gives 2, a shortsword 1 (the audit's own figure).
    expect([0, 1, 2, 3].map((weapon) => foeSurvival(FOES.fanatic, weapon).medianSurvived)).toEqual([3, 2, 1, 1]);
  });

  it("a claim that holds, or states no question, has no nearest setting; the table lists those found", async () => {
    const claims = auditKingstone();
    const holds = claims.find((c) => c.id === "dc-13-one-in-36");
    const noQuestion = claims.find((c) => c.id === "spell-another-target");
    if (holds === undefined || noQuestion === undefined) throw new Error("the claims are audited");
    expect(await nearestSetting(holds)).toBeUndefined();
    expect(await nearestSetting(noQuestion)).toBeUndefined();
    expect(nearestTable(claims, [])).toBeUndefined();
  });

  it("oddsmith audit --game kingstone keeps its table and tally, then prints the nearest settings; --json gives each its nearest", async () => {
    const { status, stdout } = await runMain(["audit", "--game", "kingstone"]);
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    // A claim that fails or depends on the reading but states no question (a reading of the text) says none was searched.
    expect(lines.slice(-9)).toEqual([
      "The nearest rule setting under which a claim that fails or depends on the reading would hold (oddsmith balance, the claim as its target):",
      "game       claim                                           nearest rule setting                                                                     figures there",
      "kingstone  DC 10 is 50% for the average person             holds with dice=3d6, bonus=-1 (1 of 2)                                                   pSuccess (dc=10) 1/2 (50.0%)",
      "kingstone  DC 10 and DC 13 fit one bonus                   no setting of dice, bonus among 49 holds; nearest miss: dice=3d6kh2, bonus=1             pSuccess (dc=10) 113/216 (52.3%), short by 2.3%; pSuccess (dc=13) 2/27 (7.4%), short by 4.6%",
      "kingstone  example: 11 vs DC 10 is success-1               holds with ladder=paired                                                                 expectedEffect (bonus=10, dc=10) 1",
      "kingstone  example: 14 vs AC 11 is success-2               holds with ladder=paired                                                                 expectedEffect (bonus=13, dc=11) 2",
      "kingstone  the degree table (9 columns, 8 names)           holds with ladder=paired                                                                 expectedEffect (bonus=8, dc=9) 1; expectedEffect (bonus=10, dc=10) 1; expectedEffect (bonus=7, dc=10) -1; expectedEffect (bonus=8, dc=11) -1; expectedEffect (bonus=13, dc=11) 2",
      "kingstone  +2/+3 \"Effects Another Target\"                  none searched: no analysis has a rule setting for it (a reading of the rulebook's text)  —",
      "kingstone  −3 died in the last minute, −3 in the last day  none searched: no analysis has a rule setting for it (a reading of the rulebook's text)  —",
    ]);
    expect(lines).toContain("12 claims: 5 holds, 2 fails, 5 depends on the reading. The quotes, questions and reasons: oddsmith audit --json.");
    const document = JSON.parse((await runMain(["audit", "--game", "kingstone", "--json"])).stdout);
    const nearest = document.claims.filter((c: { nearest?: unknown }) => c.nearest !== undefined).map((c: { id: string; nearest: { setting: unknown } }) => [c.id, c.nearest.setting]);
    expect(nearest).toEqual([
      ["dc-10-fifty-percent", { dice: "3d6", bonus: -1 }],
      ["dc-advice-one-person", { dice: "3d6kh2", bonus: 1 }],
      ["example-11-vs-dc-10", { ladder: "paired" }],
      ["example-14-vs-ac-11", { ladder: "paired" }],
      ["degree-table", { ladder: "paired" }],
    ]);
    expect(document.claims.some((c: { asTarget?: unknown }) => c.asTarget !== undefined)).toBe(false);
  });
});
