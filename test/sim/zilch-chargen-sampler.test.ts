import { describe, expect, it } from "vitest";
import { seatGroups } from "../../src/models/zilch/sample-chargen.js";
import { expectMeanNearExact, expectNearExact, simulatedResultOf, simulateRaw } from "../support/sampling.js";
import { chargenAnalysis } from "../../src/models/zilch/chargen.js";

const chargen = chargenAnalysis;
const MEASURES = ["suit", "total", "best"] as const;

describe("the zilch chargen sampler", () => {
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
  it("the first group is the measure asked for, so its outcomes are the exact outcomes of --measure", async () => {
    const raw = { method: "cards", players: "2", measure: "total" };
    const { run, result } = await simulatedResultOf(chargen, raw, 100_000);
    expect(run.estimates.layout.groups[0]!.name).toBe("total");
    const exact = chargen.run!(run.params);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(exact.outcomes.map((o) => o.outcome));
    expect(result.outcomes.every((o) => o.measure === "total")).toBe(true);
  });
  it("six players take every card: the six seats' values are each pile's six cards, so their totals add to 4 × (5 + … + 10) = 180 in every trial", async () => {
    // Hand-worked: with 6 players every card of every pile is kept by some seat, whatever the redraws.
    const { result } = await simulatedResultOf(chargen, { method: "cards", players: "6" }, 50_000);
    const seats = result.details!.seats!;
    const sum = seats.reduce((s, seat) => s + Number(seat.expectedTotal), 0);
    expect(sum).toBeCloseTo(180, 9);
    // The last seat never chooses: its hand is what is left; its redraw draws the same four cards again.
    expect(seats).toHaveLength(6);
  });
  it("point-buy and --compare are not random processes: planning them is refused with a message naming --mc", () => {
    const params = (raw: Record<string, unknown>) => ({ method: undefined, fairness: false, players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4, measure: undefined, ...raw });
    expect(() => chargen.sampler!.plan(params({ method: "point-buy" }) as never)).toThrow("--mc: --method point-buy cannot be simulated (it counts legal builds, it rolls nothing); run it without --mc");
    expect(() => chargen.sampler!.plan(params({ fairness: true }) as never)).toThrow("--mc: --fairness cannot be simulated (its fairness table includes point-buy, which counts legal builds and rolls nothing); run it without --mc");
    expect(chargen.sampleLimits!(params({ method: "point-buy" }) as never)).toEqual(["--mc: --method point-buy cannot be simulated (it counts legal builds, it rolls nothing); run it without --mc"]);
    expect(chargen.sampleLimits!(params({ method: "cards" }) as never)).toEqual([]);
  });
});
