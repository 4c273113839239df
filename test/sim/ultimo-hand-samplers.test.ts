import { describe, expect, it } from "vitest";
import { Xoshiro128 } from "../../src/sim/xoshiro.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { greedyPlay, layRow } from "../../src/models/ultimo/plays.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../src/models/ultimo/rules.js";
import { difficultyGroup } from "../../src/models/ultimo/sample-challenge.js";
import { HandChallenge } from "../../src/models/ultimo/sample-hand.js";
import { streamStates } from "../../src/sim/xoshiro.js";
import { expectNearExact, simulatedResultOf, simulateRaw } from "../support/sampling.js";
import { curveAnalysis } from "../../src/models/ultimo/curve-analyses.js";
import { flipAnalysis } from "../../src/models/ultimo/curve-analyses.js";
import { pickAnalysis } from "../../src/models/ultimo/curve-analyses.js";

const curve = curveAnalysis;
const flip = flipAnalysis;
const pick = pickAnalysis;

/** The kinds of a laid row as behaviour keys, so rows that behave alike compare equal. */
const keys = (cards: readonly { kind: string; value: number; autoFail: boolean }[]) => cards.map((card) => `${card.kind}${card.value}${card.autoFail ? "!" : ""}`).join(",");

describe("the hand kernel lays what the rule functions lay", () => {
  it.each<[string, ChallengeRules]>([
    ["default rules", DEFAULT_RULES],
    ["gamblin-man, long-live-the-queen", { ...DEFAULT_RULES, traits: ["gamblin-man", "long-live-the-queen"] }],
    ["aged-wisdom, jack-of-all-trades", { ...DEFAULT_RULES, traits: ["aged-wisdom", "jack-of-all-trades"] }],
  ])("HandChallenge's greedy and flipped rows equal greedyPlay and layRow on 2,000 random hands (%s)", (_, rules) => {
    const kernel = new HandChallenge(rules, 2, 10, 0);
    const random = new Xoshiro128(streamStates(5, 1)[0]!);
    for (let trial = 0; trial < 2000; trial++) {
      const size = 1 + (trial % 10);
      const limit = 1 + (trial % 7);
      kernel.drawHand(random, size);
      const hand: (typeof kernel.kinds)[number][] = [];
      kernel.layFlipped();
      for (let i = 0; i < kernel.rowLength; i++) hand.push(kernel.kinds[kernel.row[i]!]!);
      expect(hand).toHaveLength(size);
      expect(keys(hand)).toBe(keys(layRow(hand)));
      kernel.layGreedy(limit);
      const greedy = Array.from(kernel.row.subarray(0, kernel.rowLength), (k) => kernel.kinds[k]!);
      expect(keys(greedy)).toBe(keys(greedyPlay(hand, limit)));
    }
  });
});

describe("the Ultimo curve and flip samplers", () => {
  it.each([
    [{ handSize: "7", limit: "4", policy: "greedy", maxDifficulty: "10" }],
    [{ handSize: "5", limit: "5", policy: "greedy", maxDifficulty: "8", tally: "half-rating", trait: "gamblin-man" }],
    [{ handSize: "3", limit: "2", policy: "greedy", maxDifficulty: "6", dealerJacks: "first", dealerDeck: "52" }],
  ])("sampleCurve(%o) lies within 4 standard errors of the exact curve at every difficulty, seed 1", async (raw) => {
    const run = await simulateRaw(curve, raw, 300_000);
    const exact = curve.run!(run.params).outcomes;
    for (let d = 0; d <= Number(raw.maxDifficulty); d++) expectNearExact(run.estimates, difficultyGroup(d), exact.filter((row) => row.difficulty === d));
  });
  it("curve --mc reaches a hand the exact curve refuses: hand 10, limit 8 (greedy) is refused exactly and simulated", async () => {
    const params = { handSize: 10, limit: 8, policy: "greedy" } as never;
    expect(curve.exactLimits!(params)).toEqual([
      '--hand-size and --limit: with --policy greedy, a hand of at most 8, or at most 4 cards played (the exact curve solves every hand; hand 8 with 8 played takes about 15 s), received "10 and 8"',
    ]);
    const run = await simulateRaw(curve, { handSize: "10", limit: "8", policy: "greedy", maxDifficulty: "12" }, 20_000);
    // Eight cards against no Dealer card: every card unpaired, so a success at least (perfect unless a jack is played).
    const zero = run.estimates.groups[difficultyGroup(0)]!;
    expect(zero["perfect-success"]!.count + zero["success"]!.count).toBe(20_000);
  });
  it.each(["curve", "pick", "attack"])("%s --mc with --policy optimal is refused with the reason (its sampleLimits, and its plan)", (name) => {
    const analysis = findAnalysis("ultimo", name)!;
    const message = '--policy: with --mc, greedy (the sampler plays the greedy play of each random hand; optimal play is solved exactly only), received "optimal"';
    const prepare = (raw: Record<string, unknown>) => {
      const prepared = analysis.prepare(name === "attack" ? { ...raw, foe: "fanatic" } : raw);
      if (!prepared.ok) throw new Error(prepared.errors.join("; "));
      return prepared.value;
    };
    const optimal = prepare({ handSize: 7, limit: 4, policy: "optimal" });
    expect(optimal.sampleLimits()).toEqual([message]);
    expect(prepare({ handSize: 7, limit: 4, policy: "greedy" }).sampleLimits()).toEqual([]);
    expect(() => optimal.plan!()).toThrow(message);
  });
  it("pick --mc picks the exact pick for hand 7, limit 4, greedy (difficulty 5 at 61.7%; 6 is 33.4%), its estimate within 4 standard errors", async () => {
    const raw = { handSize: "7", limit: "4", policy: "greedy" };
    const { run, result } = await simulatedResultOf(pick, raw, 100_000);
    const exact = pick.run!(run.params);
    expect(result.summary.difficulty).toBe(exact.summary.difficulty);
    expectNearExact(run.estimates, difficultyGroup(5), exact.outcomes);
  });
  it.each([
    [{ psyche: "3", difficulty: "3" }],
    [{ psyche: "5", difficulty: "5", dealerJoker: "loses" }],
    [{ psyche: "2", difficulty: "1", trait: "gamblin-man" }],
    [{ psyche: "4", difficulty: "2", tally: "half-rating", trait: "jack-of-all-trades" }],
  ])("the flip sampler (%o) lies within 4 standard errors of the exact flip, seed 1", async (raw) => {
    const run = await simulateRaw(flip, raw, 300_000);
    const exact = flip.run!(run.params);
    expectNearExact(run.estimates, difficultyGroup(Number(raw.difficulty)), exact.outcomes);
  });
});
