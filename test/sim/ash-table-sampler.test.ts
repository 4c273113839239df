import { describe, expect, it } from "vitest";
import { validateRun } from "../../src/core/analysis.js";
import { solveAshTable } from "../../src/models/ash/table.js";
import { tableCellGroup, tableCellWounds } from "../../src/models/ash/sample-table.js";
import { OUTCOMES } from "../../src/models/ash/rules.js";
import { expectMeanNearExact, expectNearExact, simulateRaw, simulatedResultOf } from "../support/sampling.js";
import { ashTableAnalysis } from "../../src/models/ash/table.js";

const table = ashTableAnalysis;

describe("the Ash table sampler", () => {
  it.each([
    ["the default grid (Trait 0..4 × Opposing 0..5, a random 5-card hand)", {}],
    ["one-card hands", { handSize: "1", trait: "0..2", opposing: "0..3" }],
    ["Strain 0 and 2, Opposing 0..3", { opposing: "0..3", strain: "0,2", trait: "1,3" }],
    ["one shared deck, Strain 3, a 7-card hand", { decks: "shared", strain: "3", handSize: "7", trait: "0,2,4", opposing: "0,2,6" }],
  ])("every cell's outcome ladder and expected Wounds within 4 standard errors of the exact table: %s, seed 1", async (_, raw) => {
    const run = await simulateRaw(table, raw, 60_000);
    const params = run.params as { trait: number[]; opposing: number[]; strain: number[]; handSize: number; decks: "separate" | "shared" };
    const cells = solveAshTable(params.trait, params.opposing, params.strain, params.handSize, params.decks);
    expect(run.estimates.layout.groups.length).toBe(cells.length);
    for (const cell of cells) {
      expectNearExact(run.estimates, tableCellGroup(cell), OUTCOMES.map((outcome) => ({ outcome, probability: cell.outcomes.probability(outcome).toNumber() })));
      expectMeanNearExact(run.estimates, tableCellWounds(cell), cell.expectedWounds.toNumber());
    }
  });

  it("Trait 0 against nothing with an empty hand totals 0 every time: failure always, no Wounds (worked by hand: no card is drawn on either side)", async () => {
    const { result } = await simulatedResultOf(table, { trait: "0", opposing: "0" }, 2_000);
    const ladder = result.details!.ladder!.filter((row) => row.hand === "empty");
    expect(ladder.map((row) => [row.outcome, row.count])).toEqual(OUTCOMES.map((outcome) => [outcome, outcome === "failure" ? 2_000 : 0]));
    expect(result.rows[0]).toMatchObject({ hand: "empty", pSuccessOrBetter: 0, pSucceeds: 0, expectedWounds: 0, pSuccessOrBetterLow: 0 });
  });

  it("gives the exact table's rows, outcomes, charts and grid, with intervals in place of fractions", async () => {
    const raw = { trait: "1,2", opposing: "0..2", strain: "0,1" };
    const validated = validateRun(table, raw);
    if (!validated.ok) throw new Error(validated.errors.join("; "));
    const exact = table.run!(validated.value);
    const { result } = await simulatedResultOf(table, raw, 5_000);
    expect(result.rows.map((row) => [row.trait, row.opposing, row.strain, row.hand])).toEqual(exact.rows.map((row) => [row.trait, row.opposing, row.strain, row.hand]));
    expect(Object.keys(result.rows[0]!)).toEqual(["trait", "opposing", "strain", "hand", "pSuccessOrBetter", "pSucceeds", "expectedWounds", "pSuccessOrBetterLow", "pSuccessOrBetterHigh", "pSucceedsLow", "pSucceedsHigh", "expectedWoundsLow", "expectedWoundsHigh"]);
    expect(result.charts.map((chart) => chart.name)).toEqual(exact.charts.map((chart) => chart.name));
    expect(result.table!.columns).toEqual(exact.table!.columns);
    expect(result.table!.rows.map((row) => row.slice(0, 2))).toEqual(exact.table!.rows.map((row) => row.slice(0, 2)));
    for (const row of result.outcomes) {
      expect(row.outcome).toBe("success-or-better");
      expect(row.low as number).toBeLessThanOrEqual(row.probability);
      expect(row.high as number).toBeGreaterThanOrEqual(row.probability);
      expect(row.count).toBe(Math.round(row.probability * 5_000));
    }
    expect(result.details!.ladder!.length).toBe(exact.details!.ladder!.length);
  });

  it("its validation cases compare one random-hand cell's whole ladder with the exact one, through validationTarget", () => {
    for (const raw of table.sampler!.validation!) {
      const validated = validateRun(table, raw);
      if (!validated.ok) throw new Error(validated.errors.join("; "));
      const params = validated.value as { trait: number[]; opposing: number[]; strain: number[]; handSize: number; decks: "separate" | "shared" };
      const target = table.sampler!.validationTarget!(table.run!(validated.value), validated.value);
      const cell = solveAshTable(params.trait, params.opposing, params.strain, params.handSize, params.decks).find((c) => c.hand === "random")!;
      expect(target.group).toBe(tableCellGroup(cell));
      expect(target.outcomes).toEqual(OUTCOMES.map((outcome) => ({ outcome, probability: cell.outcomes.probability(outcome).toNumber() })));
    }
  });
});
