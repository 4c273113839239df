import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/framework/analysis.js";
import { simulatedResultOf } from "../../support/sampling.js";
import { fightAnalysis } from "../../../src/analyses/ultimo/fight.js";

const fight = fightAnalysis;
describe("ultimo fight: the result and bad options", () => {
  it("the result carries P(win), P(unconscious), rounds and damage taken, with intervals, CSV rows per round and three charts", async () => {
    const { result } = await simulatedResultOf(fight, { limit: "5", armor: "3", weapon: "2", foe: "cultist" }, 20_000);
    expect(result.outcomes.map((row) => row.outcome)).toEqual(["win", "unconscious", "dead", "undecided"]);
    for (const name of ["pWin", "pUnconscious", "pDead", "pFoeFelled", "expectedRounds", "medianRounds", "expectedDamageTaken", "expectedDamageDealt"]) {
      expect(result.summary[name]).toBeGreaterThanOrEqual(result.summary[`${name}Low`]!);
      expect(result.summary[name]).toBeLessThanOrEqual(result.summary[`${name}High`]!);
    }
    expect(result.rows).toHaveLength(30);
    // The median is the first round by which half the fights are over, read from the same tallies as the rows' counts.
    const counts = result.rows.map((row) => Number(row.count));
    const total = counts.reduce((sum, count) => sum + count, 0);
    let running = 0;
    const median = result.rows.find((row) => (running += Number(row.count)) >= total / 2)?.rounds;
    expect(total).toBe(20_000);
    expect(result.summary.medianRounds).toBe(median);
    expect(result.charts.map((chart) => chart.name)).toEqual(["", "rounds", "health-lost"]);
  });
  it.each([
    [{ limit: 5 }, ["--foe is required: one of fanatic, cultist, horus, or --foe-attack and --foe-health (with --foe-soak, --foe-armor, --foe-weapon, --foe-patience)"]],
    [{ limit: 5, foe: "horus", foePatience: 3 }, ['--foe: either an example foe or --foe-attack/--foe-health/--foe-soak/--foe-armor/--foe-weapon/--foe-patience, not both, received "horus"']],
    [{ limit: 5, foe: "fanatic", unconsciousAt: 8 }, ["--unconscious-at: below --health 8, received 8"]],
    [{ limit: 5, foeAttack: 4, foeHealth: 5, foeSoak: 1, foeArmor: 2 }, ["--foe-armor: at most --foe-soak 1, received 2"]],
    [{ limit: 0, foe: "fanatic" }, ["--limit: expected an integer from 1 to 10, received 0"]],
    [{ limit: 5, foe: "fanatic", threat: "maybe" }, ['--threat: expected one of paid, none, received "maybe"']],
    [{ limit: 5, foe: "fanatic", patientDefense: true }, ['--patient-defense: a foe with patience (horus, or --foe-patience above 0), received "fanatic"']],
  ])("fight with %o is refused: %o", (raw, errors) => {
    expect(validateRun(fight, raw)).toEqual({ ok: false, errors });
  });
});
