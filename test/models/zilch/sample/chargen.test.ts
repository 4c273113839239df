import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../../src/core/errors.js";
import { chargenAnalysis } from "../../../../src/analyses/zilch/chargen.js";
import { sampleChargen, seatGroups } from "../../../../src/models/zilch/sample/chargen.js";
import { expectMeanNearExact, expectNearExact, simulateRaw } from "../../../support/sampling.js";

const chargen = chargenAnalysis;
const MEASURES = ["suit", "total", "best"] as const;

describe("sampleChargen (RULES.md 2.5)", () => {
  it.each([
    [{ method: "cards" }],
    [{ method: "cards", players: "1" }],
    [{ method: "cards", players: "6", highPowered: true }],
    [{ method: "cards", players: "3", measure: "best" }],
    [{ method: "cautious" }],
    [{ method: "cautious", highPowered: true, highPoweredRoll: "8d8" }],
    [{ method: "reckless", measure: "total" }],
  ])("sampleChargen(%o) lies within 4 standard errors of solveChargen at seed 1: each measure, each mean, each seat", async (raw) => {
    const run = await simulateRaw(chargen, raw, 200_000);
    const exact = chargen.run!({ ...(run.params as object), measure: undefined } as never);
    for (const measure of MEASURES) expectNearExact(run.estimates, measure, exact.outcomes.filter((o) => o.measure === measure));
    expectMeanNearExact(run.estimates, "suit", exact.summary.expectedSuit!);
    expectMeanNearExact(run.estimates, "total", exact.summary.expectedTotal!);
    expectMeanNearExact(run.estimates, "best", exact.summary.expectedBest!);
    if (raw.method !== "cards") return;
    const pRedraw = exact.summary.pRedraw!;
    expectNearExact(run.estimates, "redraw", [{ outcome: "redraw", probability: pRedraw }, { outcome: "keep", probability: 1 - pRedraw }]);
    for (const seat of exact.details!.seats!) {
      const names = seatGroups(Number(seat.seat));
      const p = Number(seat.pRedraw);
      expectNearExact(run.estimates, names.redraw, [{ outcome: "redraw", probability: p }, { outcome: "keep", probability: 1 - p }]);
      const any = Number(seat.pAnyAtLeast10);
      expectNearExact(run.estimates, names.anyAtLeast10, [{ outcome: "yes", probability: any }, { outcome: "no", probability: 1 - any }]);
      expectMeanNearExact(run.estimates, `seat ${seat.seat} total`, Number(seat.expectedTotal));
      expectMeanNearExact(run.estimates, `seat ${seat.seat} best`, Number(seat.expectedBest));
    }
  });
  it.each([
    [() => sampleChargen({ method: "point-buy", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 }), 'method: expected one of cards, cautious, reckless (point-buy is a count of builds, not a random process), received "point-buy"'],
    [() => sampleChargen({ method: "cards", players: 9, highPowered: false, highPoweredRoll: "plus6", start: 4 }), "players: expected an integer from 1 to 6, received 9"],
    [() => sampleChargen({ method: "reckless", players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 }, "worst" as never), 'measure: expected one of suit, total, best, received "worst"'],
  ])("%s throws %j", (call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
});
