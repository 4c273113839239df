import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { chargenAnalysis } from "../../../src/analyses/zilch/chargen.js";
import { simulatedResultOf } from "../../support/sampling.js";

const chargen = chargenAnalysis;
const PLAYERS = "an integer from 1 to 6 (each pile holds 6 cards, one per player)";

describe("zilch chargen (RULES.md 2.5)", () => {
  it("--compare gives one fairness row per method, in the rulebook's order", () => {
    const result = chargenAnalysis.run({ method: undefined, fairness: true, players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4, measure: undefined });
    expect(result.rows.map((r) => r.method)).toEqual(["cards", "point-buy", "cautious", "reckless"]);
    expect(result.rows[2]).toMatchObject({ expectedTotal: 30, expectedTotalExact: "30/1" });
  });
  it("--measure total keeps only the primary total's outcomes (cautious: 4d6 + 16, 20..40, mean 30)", () => {
    const result = chargenAnalysis.run({ method: "cautious", fairness: false, players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4, measure: "total" });
    expect(new Set(result.outcomes.map((o) => o.measure))).toEqual(new Set(["total"]));
    expect(result.outcomes.map((o) => o.outcome)).toEqual(Array.from({ length: 21 }, (_, i) => String(20 + i)));
    expect(result.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
  });
});

describe("the zilch chargen sampler's result", () => {
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

// chargen refuses bad parameters with the exact message (flag, allowed values, value received).
describe("bad zilch chargen parameters", () => {
  it.each([
  ["chargen", {}, ["give exactly one of --method, --fairness"]],
  ["chargen", { method: "cards", fairness: true }, ["give exactly one of --method, --fairness"]],
  ["chargen", { method: "dice" }, ['--method: expected one of cards, point-buy, cautious, reckless, received "dice"']],
  ["chargen", { method: "cards", players: "0" }, [`--players: expected ${PLAYERS}, received "0"`]],
  ["chargen", { method: "cards", players: "7" }, [`--players: expected ${PLAYERS}, received "7"`]],
  ["chargen", { method: "reckless", players: "2", highPowered: true }, ["--players: only allowed with --method cards", "--high-powered: only allowed with --method cards or cautious"]],
  ["chargen", { method: "cautious", start: 5, highPoweredRoll: "8d8" }, ["--start: only allowed with --method point-buy", "--high-powered-roll: only allowed with --method cautious --high-powered"]],
  ["chargen", { method: "point-buy", start: 7 }, ["--start: expected an integer from 4 to 6, received 7"]],
  ["chargen", { fairness: true, measure: "total" }, ["--measure: only allowed with --method"]],
  ["chargen", { method: "cards", measure: "worst" }, ['--measure: expected one of suit, total, best, received "worst"']],
  ] as const)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("zilch", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
