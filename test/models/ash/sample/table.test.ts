import { describe, expect, it } from "vitest";
import { ashTableAnalysis } from "../../../../src/analyses/ash/table.js";
import { OUTCOMES } from "../../../../src/models/ash/outcome-ladder.js";
import { tableCellGroup, tableCellWounds } from "../../../../src/models/ash/sample/table.js";
import { solveAshTable } from "../../../../src/models/ash/table.js";
import { expectMeanNearExact, expectNearExact, simulateRaw } from "../../../support/sampling.js";

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
});
