import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/framework/analysis.js";
import { findAnalysis } from "../../../src/analyses/index.js";
import { ashTableAnalysis, tableHeatmaps } from "../../../src/analyses/ash/table.js";
import { OUTCOMES } from "../../../src/models/ash/outcome-ladder.js";
import { tableCellGroup } from "../../../src/models/ash/sample/table.js";
import { solveAshTable } from "../../../src/models/ash/table.js";
import { simulatedResultOf } from "../../support/sampling.js";

const table = ashTableAnalysis;

describe("the simulated Ash table", () => {
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

describe("bad Ash table parameters", () => {
  it("a shared deck cannot hold twice a 10-card hand, Trait 10, 20 Opposing and 20 Strain", () => {
    expect(findAnalysis("ash", "table")!.prepare({ decks: "shared", handSize: 10, trait: 10, opposing: 20, strain: 20 })).toEqual({
      ok: false,
      errors: ["the check needs 70 cards from one 54-card deck (twice the hand, the largest trait, Opposing and Strain), more than it holds"],
    });
    expect(findAnalysis("ash", "table")!.prepare({ trait: "0..11" })).toEqual({ ok: false, errors: ['--trait: expected integers from 0 to 10 as "a..b", "a" or "a,b,c", received "0..11"'] });
  });
});

describe("the table's charts", () => {
  it("tableHeatmaps names the main chart first, then Wounds, then the hand's charts, per Strain", () => {
    expect(tableHeatmaps([0]).map((heatmap) => heatmap.name)).toEqual(["", "wounds", "hand-success", "hand-wounds"]);
    expect(tableHeatmaps([0, 2]).map((heatmap) => heatmap.name)).toEqual([
      "",
      "wounds-strain0",
      "hand-success-strain0",
      "hand-wounds-strain0",
      "success-strain2",
      "wounds-strain2",
      "hand-success-strain2",
      "hand-wounds-strain2",
    ]);
  });
});

describe("ash table --policy optimal (issue 18)", () => {
  it("is exact only: with --mc it is refused by name, and the random hand's title says the policy", () => {
    const prepared = findAnalysis("ash", "table")!.prepare({ trait: "1", opposing: "1", handSize: 1, policy: "optimal" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    expect(prepared.value.sampleLimits()).toEqual(["--policy optimal: only without --mc or --precision (the optimal play of a random hand is solved exactly, not simulated yet)"]);
    expect(prepared.value.exactLimits()).toEqual([]);
  });
});
