import { describe, expect, it } from "vitest";
import { sessionAnalysis, DEFAULT_SESSION_PARAMS } from "../../../../src/analyses/ultimo/session.js";
import { solveCurve } from "../../../../src/models/ultimo/curve.js";
import { rulesFrom } from "../../../../src/analyses/ultimo/rule-options.js";
import { OUTCOMES } from "../../../../src/models/ultimo/outcome.js";
import { challengeGroup, PASSED_OUT } from "../../../../src/models/ultimo/sample/session.js";
import { expectNearExact, simulateRaw } from "../../../support/sampling.js";
import { exactGreedy } from "../../../support/ultimo-session.js";

// Long cross-checks of the session sampler (200,000 trials each, and two 270,000-trial runs): the slow suite.
const session = sessionAnalysis;

describe("ultimo session: one challenge from a fresh deck is the exact greedy curve", () => {
  it.each([
    [7, 4, 6, ""],
    [5, 5, 3, ""],
    [6, 3, 2, "long-live-the-queen"],
    [7, 4, 5, "aged-wisdom"],
  ])("stamina %i, limit %i, difficulty %i, traits %j: within 4 standard errors of solveCurve(greedy)", async (stamina, limit, difficulty, traits) => {
    const raw = { challenges: 1, difficulty, limit, stamina, expertise: "never", ...(traits ? { trait: traits } : {}) };
    const run = await simulateRaw(session, raw, 200_000);
    expectNearExact(run.estimates, challengeGroup(0), exactGreedy(stamina, limit, difficulty, traits ? traits.split(",") : []));
  });
  it("--tally half-rating and --dealer-jacks first reach the session too", async () => {
    const raw = { challenges: 1, difficulty: 4, limit: 6, stamina: 7, expertise: "never", tally: "half-rating", dealerJacks: "first" };
    const run = await simulateRaw(session, raw, 200_000);
    const rules = rulesFrom({ ...DEFAULT_SESSION_PARAMS, tally: "half-rating", dealerJacks: "first", trait: [] });
    const point = solveCurve(7, 6, "greedy", rules, 2, 4).points[4]!;
    expectNearExact(run.estimates, challengeGroup(0), [...OUTCOMES.map((outcome) => ({ outcome, probability: point.outcomes.probability(outcome).toNumber() })), { outcome: PASSED_OUT, probability: 0 }]);
  });
});

describe("ultimo session: cases known exactly", () => {
  it("a run depends on the seed and the trials only: 1 and 2 threads give the same tallies", async () => {
    const raw = { scenario: { challenges: [{ difficulty: 4, limit: 4, repeat: 3 }] }, policy: "conserve" };
    const one = await simulateRaw(session, raw, 270_000, 3, 1);
    const two = await simulateRaw(session, raw, 270_000, 3, 2);
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
  });
});
