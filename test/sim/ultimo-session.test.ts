import { describe, expect, it } from "vitest";
import { validateRun } from "../../src/core/analysis.js";
import { rawQueenValue } from "../../src/models/ultimo/cards.js";
import { solveCurve } from "../../src/models/ultimo/curve.js";
import { OUTCOMES } from "../../src/models/ultimo/outcome.js";
import { rulesFrom } from "../../src/models/ultimo/options.js";
import { challengeGroup, EXHAUSTED_GROUP, PASSED_OUT, PASSED_OUT_GROUP, THREAT_GROUP } from "../../src/models/ultimo/sample-session.js";
import { DEFAULT_SESSION_PARAMS } from "../../src/analyses/ultimo/session.js";
import { sessionScenarioProblems } from "../../src/models/ultimo/session-scenario.js";
import { runCli } from "../support/cli.js";
import { expectNearExact, simulatedResultOf, simulateRaw } from "../support/sampling.js";
import { sessionAnalysis } from "../../src/analyses/ultimo/session.js";

const session = sessionAnalysis;

/** The exact greedy curve's outcomes at one difficulty, with passed-out at 0 (a fresh deck never runs out in one challenge). */
function exactGreedy(handSize: number, limit: number, difficulty: number, traits: string[] = []) {
  const rules = rulesFrom({ ...DEFAULT_SESSION_PARAMS, trait: traits as never });
  const point = solveCurve(handSize, limit, "greedy", rules, rawQueenValue(rules), difficulty).points[difficulty]!;
  return [...OUTCOMES.map((outcome) => ({ outcome, probability: point.outcomes.probability(outcome).toNumber() })), { outcome: PASSED_OUT, probability: 0 }];
}

// A deck without jokers (Aged Wisdom drops the big joker, Gamblin' Man makes the little one an ace): 53 cards,
// and at difficulty 0 with limit = stamina every card in hand is played, so the deck's course is fixed.
const NO_JOKERS = "aged-wisdom,gamblin-man";

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
  it("optimal-per-challenge, one challenge: P(success or better) within 4 standard errors of solveCurve(optimal)", async () => {
    const run = await simulateRaw(session, { challenges: 1, difficulty: 4, limit: 3, stamina: 5, expertise: "never", policy: "optimal-per-challenge" }, 20_000);
    const exact = solveCurve(5, 3, "optimal", rulesFrom({ ...DEFAULT_SESSION_PARAMS, trait: [] }), 2, 4).points[4]!.pSuccessOrBetter.toNumber();
    const group = run.estimates.groups[challengeGroup(0)]!;
    const estimate = (group["perfect-success"]!.count + group.success!.count) / run.trials;
    expect(Math.abs(estimate - exact) / Math.sqrt((exact * (1 - exact)) / run.trials)).toBeLessThan(4);
  });
});

describe("ultimo session: cases known exactly", () => {
  it("difficulty 0 always succeeds (a non-joker card unpaired is a success), whatever the policy", async () => {
    for (const policy of ["greedy", "conserve"]) {
      const run = await simulateRaw(session, { challenges: 6, difficulty: 0, limit: 3, stamina: 7, expertise: "never", policy }, 20_000);
      for (let c = 0; c < 6; c++) {
        const group = run.estimates.groups[challengeGroup(c)]!;
        expect(group["perfect-success"]!.count + group.success!.count).toBe(run.trials);
      }
      expect(run.estimates.quantities.threat!.mean).toBe(0);
    }
  });
  it("threat is 1 per partial success, 2 per failure, 3 per total failure: the tallies agree trial for trial", async () => {
    const run = await simulateRaw(session, { challenges: 10, difficulty: 6, limit: 4, stamina: 6 }, 30_000);
    let fromOutcomes = 0;
    for (let c = 0; c < 10; c++) {
      const group = run.estimates.groups[challengeGroup(c)]!;
      fromOutcomes += group["partial-success"]!.count + 2 * group.failure!.count + 3 * group["total-failure"]!.count;
    }
    expect(run.estimates.quantities.threat!.mean * run.trials).toBeCloseTo(fromOutcomes, 6);
    const distribution = Object.entries(run.estimates.groups[THREAT_GROUP]!).reduce((sum, [threat, e]) => sum + Number(threat) * e.count, 0);
    expect(distribution).toBe(fromOutcomes);
  });
  it("focus spent gives the Dealer threat only when the challenge is not a perfect success (difficulty 0, no jokers in the deck)", async () => {
    // Difficulty 0 with no joker in the deck is always a perfect success or (a jack played) a success.
    const run = await simulateRaw(session, { challenges: 5, difficulty: 0, limit: 3, stamina: 5, spendFocus: 1, focus: 2, personality: 2, trait: NO_JOKERS, expertise: "never" }, 20_000);
    const perfect = run.estimates.groups[challengeGroup(0)]!["perfect-success"]!.count;
    // Challenge 1 spends 1 focus: threat 1 exactly when it is not perfect (a jack played); later ones likewise.
    expect(perfect).toBeGreaterThan(0);
    expect(run.estimates.quantities.threat!.mean).toBeGreaterThan(0);
    let notPerfect = 0;
    for (let c = 0; c < 5; c++) notPerfect += run.trials - run.estimates.groups[challengeGroup(c)]!["perfect-success"]!.count;
    // Focus starts at 2 and each perfect success refunds ⌊PER/2⌋ = 1 up to the maximum, so threat ≤ challenges not perfect.
    expect(run.estimates.quantities.threat!.mean * run.trials).toBeLessThanOrEqual(notPerfect + 1e-6);
  });
  it("53 cards, 5 a round: the first exhaustion comes at challenge 11 and removes 10 − ⌊10/2⌋ = 5 cards (3 with marathoner)", async () => {
    // Ten rounds take 50 cards; round 11 draws the last 3, the 50 discards are shuffled in, 5 leave play,
    // 2 more are drawn: 43 left after challenge 11, 38 after 12.
    for (const [traits, removed] of [[NO_JOKERS, 5], [`${NO_JOKERS},marathoner`, 3]] as const) {
      const run = await simulateRaw(session, { challenges: 12, difficulty: 0, limit: 5, stamina: 5, vit: 10, trait: traits, expertise: "never" }, 2_000);
      expect(run.estimates.groups[EXHAUSTED_GROUP]!["11"]!.count).toBe(run.trials);
      expect(run.estimates.quantities.exhaustions!.mean).toBe(1);
      expect(run.estimates.quantities.cardsRemoved!.mean).toBe(removed);
      expect(run.estimates.quantities.cardsLeftAfter11!.mean).toBe(48 - removed);
      expect(run.estimates.quantities.cardsLeftAfter12!.mean).toBe(43 - removed);
      expect(run.estimates.groups[PASSED_OUT_GROUP]!.no!.count).toBe(run.trials);
    }
  });
  it("Youthful Ambition: the first exhaustion stays at challenge 11 only when an ace is among the deck's last 3 cards, 153/1378", async () => {
    // The no-joker deck holds two aces (AS and the little joker as an ace). Unless both are among the first
    // 50 cards (C(50,2)/C(53,2) = 1225/1378), they are not both discarded by round 10; when they are, the
    // ambition returns them (and any A=K) before round 11, so its 3 + 2 or more cards fill the hand.
    const run = await simulateRaw(session, { challenges: 12, difficulty: 0, limit: 5, stamina: 5, vit: 10, trait: `${NO_JOKERS},youthful-ambition`, expertise: "never" }, 50_000);
    const exhausted = run.estimates.groups[EXHAUSTED_GROUP]!;
    for (let c = 1; c <= 10; c++) expect(exhausted[String(c)]!.count).toBe(0);
    const p = 153 / 1378;
    expect(Math.abs(exhausted["11"]!.probability - p) / Math.sqrt((p * (1 - p)) / run.trials)).toBeLessThan(4);
  });
  it("20 cards a round with VIT 1 (10 removed per exhaustion): exhausted at 3, 5, 6 and 7, passed out at 7", async () => {
    // 53 cards: rounds 1–2 take 40 (13 left); round 3 takes 13, exhausts (40 discards − 10 = 30), takes 7 (23);
    // round 4 takes 20 (3); round 5 takes 3, exhausts (40 − 10), takes 17 (13); round 6 takes 13, exhausts
    // (20 − 10), takes 7 (3); round 7 takes 3, exhausts (20 − 10), takes 10 and cannot fill the hand: passed out.
    const run = await simulateRaw(session, { challenges: 8, difficulty: 0, limit: 20, stamina: 20, vit: 1, trait: NO_JOKERS, expertise: "never" }, 2_000);
    expect(run.estimates.groups[PASSED_OUT_GROUP]!["7"]!.count).toBe(run.trials);
    expect(run.estimates.groups[EXHAUSTED_GROUP]!["3"]!.count).toBe(run.trials);
    expect(run.estimates.quantities.exhaustions!.mean).toBe(4);
    expect(run.estimates.quantities.cardsRemoved!.mean).toBe(40);
    for (const c of [6, 7]) expect(run.estimates.groups[challengeGroup(c)]![PASSED_OUT]!.count).toBe(run.trials);
    for (let c = 0; c < 6; c++) expect(run.estimates.groups[challengeGroup(c)]![PASSED_OUT]!.count).toBe(0);
  });
  it("conserve with target 0 plays nothing: a total failure unless the Dealer drew a jack, C(50,5)/C(54,5) of draws", async () => {
    const run = await simulateRaw(session, { challenges: 3, difficulty: 5, limit: 5, policy: "conserve", targetProbability: "0" }, 50_000);
    const noJack = 2118760 / 3162510; // C(50,5) / C(54,5)
    for (let c = 0; c < 3; c++) {
      const group = run.estimates.groups[challengeGroup(c)]!;
      expect(group["total-failure"]!.count + group.failure!.count).toBe(run.trials);
      expect(Math.abs(group["total-failure"]!.probability - noJack) / Math.sqrt((noJack * (1 - noJack)) / run.trials)).toBeLessThan(4);
    }
    expect(run.estimates.quantities.cardsLeft!.mean).toBe(54 - 7);
  });
  it("conserve with an unreachable target (a challenge's own target 1) plays the whole greedy play: the same tallies as greedy at the same seed", async () => {
    const scenario = { challenges: [{ difficulty: 5, limit: 5, target: 1, repeat: 6 }] };
    const conserve = await simulateRaw(session, { scenario, policy: "conserve" }, 20_000);
    const greedy = await simulateRaw(session, { scenario }, 20_000);
    expect(Array.from(conserve.estimates.tally)).toEqual(Array.from(greedy.estimates.tally));
  });
  it('"refill": false plays in the same round: after 5 cards played from a 5-card hand nothing is left, so difficulty 0 is a partial success (S = F = 0)', async () => {
    const scenario = { challenges: [{ difficulty: 0, limit: 5 }, { difficulty: 0, limit: 5, refill: false }] };
    const run = await simulateRaw(session, { scenario, stamina: 5, trait: NO_JOKERS, expertise: "never" }, 2_000);
    expect(run.estimates.groups[challengeGroup(1)]!["partial-success"]!.count).toBe(run.trials);
    expect(run.estimates.quantities.threat!.mean).toBe(1);
    expect(run.estimates.quantities.cardsLeftAfter2!.mean).toBe(53 - 5);
  });
  it("a run depends on the seed and the trials only: 1 and 2 threads give the same tallies", async () => {
    const raw = { scenario: { challenges: [{ difficulty: 4, limit: 4, repeat: 3 }] }, policy: "conserve" };
    const one = await simulateRaw(session, raw, 270_000, 3, 1);
    const two = await simulateRaw(session, raw, 270_000, 3, 2);
    expect(Array.from(two.estimates.tally)).toEqual(Array.from(one.estimates.tally));
  });
  it("overwhelming expertise: a limit of D + 7 takes an automatic success and spends no card", async () => {
    const run = await simulateRaw(session, { challenges: 3, difficulty: 1, limit: 8, stamina: 8 }, 2_000);
    for (let c = 0; c < 3; c++) expect(run.estimates.groups[challengeGroup(c)]!.success!.count).toBe(run.trials);
    expect(run.estimates.quantities.cardsLeft!.mean).toBe(54 - 8);
  });
  it("the result: per-challenge rows with P(success or better) = perfect + success, two charts, the session figures with intervals", async () => {
    const { result } = await simulatedResultOf(session, { challenges: 4, difficulty: 5, limit: 4, policy: "conserve", targetProbability: "0.5" }, 5_000);
    expect(result.rows).toHaveLength(4);
    expect(result.outcomes).toHaveLength(4 * 6);
    expect(result.charts.map((chart) => chart.name)).toEqual(["", "threat"]);
    expect(Object.keys(result.summary)).toContain("pPassedOutHigh");
    const row = result.rows[0]!;
    expect(Number(row.pSuccessOrBetter)).toBeCloseTo(Number(row["perfect-success"]) + Number(row.success), 12);
  });
});

describe("ultimo session: bad input", () => {
  const problems = (raw: Record<string, unknown>) => {
    const validated = validateRun(session, raw);
    return validated.ok ? [] : validated.errors;
  };
  it("refuses missing, doubled and misplaced flags with messages naming them", () => {
    expect(problems({})).toEqual(["give --scenario FILE.json or --challenges N"]);
    expect(problems({ challenges: 3 })).toEqual(["--difficulty is required: an integer from 0 to 30 (with --challenges)", "--limit is required: an integer from 0 to 20 (with --challenges)"]);
    expect(problems({ challenges: 3, scenario: { challenges: [{ difficulty: 1, limit: 1 }] } })).toEqual(["give --scenario or --challenges, not both"]);
    expect(problems({ scenario: { challenges: [{ difficulty: 1, limit: 1 }] }, difficulty: 4 })).toEqual(["--difficulty: only allowed with --challenges (a scenario file sets it per challenge)"]);
    expect(problems({ challenges: 3, difficulty: 4, limit: 4, targetProbability: "0.7" })).toEqual(["--target-probability: only allowed with --policy conserve"]);
    expect(problems({ challenges: 3, difficulty: 4, limit: 4, trait: "going-the-distance" })).toEqual(['--trait: going-the-distance needs marathoner, received "going-the-distance"']);
    expect(problems({ challenges: 3, difficulty: 4, limit: 4, trait: "iron-will" })[0]).toMatch(/^--trait: expected a list of aged-wisdom, .*received "iron-will"$/);
    expect(problems({ challenges: 41, difficulty: 4, limit: 4 })).toEqual(['--challenges: expected an integer from 1 to 40, received 41']);
    expect(problems({ challenges: 3, difficulty: 4, limit: 6, policy: "optimal-per-challenge" })).toEqual([
      '--policy optimal-per-challenge: a stamina of at most 8 and at most 5 cards played per challenge (limit and focus cards; it solves every sub-hand of each new hand in every row), or use greedy or conserve, received "stamina 7, 6 cards played"',
    ]);
  });
  it("refuses a bad scenario field by field, naming the path, what it allows and what it received", () => {
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 4, limit: "five" }] })).toEqual(['--scenario: challenges[0].limit: expected an integer from 0 to 20, received "five"']);
    expect(sessionScenarioProblems({ challenges: [{ limit: 3 }] })).toEqual(["--scenario: challenges[0].difficulty: required: expected an integer from 0 to 30"]);
    // The first challenge opens the first round: an empty hand there would be meaningless (review finding).
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 3, limit: 3, refill: false }] })).toEqual([
      "--scenario: challenges[0].refill: the first challenge starts the session's first round, so its hand is drawn: expected true or left out, received false",
    ]);
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 1, limit: 1, dc: 3 }] })).toEqual([
      "--scenario: challenges[0].dc: unknown field (fields: label, difficulty, limit, target, focus, refill, repeat)",
    ]);
    expect(sessionScenarioProblems({ challenges: [] })).toEqual(["--scenario: challenges: expected at least one challenge, received []"]);
    expect(sessionScenarioProblems({ character: { stamina: 0 }, challenges: [{ difficulty: 1, limit: 1, target: 1.5 }] })).toEqual([
      "--scenario: character.stamina: expected an integer from 1 to 20, received 0",
      "--scenario: challenges[0].target: expected a probability from 0 to 1, received 1.5",
    ]);
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 1, limit: 1, repeat: 30 }, { difficulty: 1, limit: 1, repeat: 11 }] })).toEqual([
      "--scenario: challenges: expected at most 40 challenges once repeats are counted, received 41",
    ]);
    expect(sessionScenarioProblems({ character: { traits: ["going-the-distance"] }, challenges: [{ difficulty: 1, limit: 1 }] })).toEqual([
      '--scenario: character.traits: going-the-distance needs marathoner, received ["going-the-distance"]',
    ]);
  });
  it("the CLI exits 2 with the message and no stack for a bad flag and a bad scenario file", () => {
    for (const [args, message] of [
      [["ultimo", "session", "--challenges", "3", "--difficulty", "4"], "--limit is required: an integer from 0 to 20 (with --challenges)"],
      [["ultimo", "session", "--challenges", "3", "--difficulty", "4", "--limit", "4", "--policy", "best"], '--policy: expected one of greedy, conserve, optimal-per-challenge, received "best"'],
      [["ultimo", "session", "--scenario", "package.json"], "--scenario: name: unknown field (fields: title, character, challenges)"],
    ] as const) {
      const { status, stdout, stderr } = runCli(args);
      expect(status).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain(message);
      expect(stderr).not.toMatch(/^\s+at /m);
    }
  });
});
