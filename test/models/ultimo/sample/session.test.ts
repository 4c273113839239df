import { describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { DEFAULT_SESSION_PARAMS, sessionAnalysis, sessionFrom } from "../../../../src/analyses/ultimo/session.js";
import { solveCurve } from "../../../../src/models/ultimo/curve.js";
import { rulesFrom } from "../../../../src/analyses/ultimo/rule-options.js";
import { challengeGroup, EXHAUSTED_GROUP, PASSED_OUT, PASSED_OUT_GROUP, sampleSession, sessionLayout, THREAT_GROUP } from "../../../../src/models/ultimo/sample/session.js";
import { DEFAULT_CHARACTER, type Session } from "../../../../src/models/ultimo/session.js";
import { OddsmithError } from "../../../../src/core/errors.js";
import { expectNearExact, simulateRaw } from "../../../support/sampling.js";
import { exactGreedy, NO_JOKERS } from "../../../support/ultimo-session.js";

const session = sessionAnalysis;

describe("ultimo session: one challenge from a fresh deck is the exact greedy curve", () => {
  it("stamina 7, limit 4, difficulty 6 (50,000 trials): within 4 standard errors of solveCurve(greedy)", async () => {
    const run = await simulateRaw(session, { challenges: 1, difficulty: 6, limit: 4, stamina: 7, expertise: "never" }, 50_000);
    expectNearExact(run.estimates, challengeGroup(0), exactGreedy(7, 4, 6));
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
  it("overwhelming expertise: a limit of D + 7 takes an automatic success and spends no card", async () => {
    const run = await simulateRaw(session, { challenges: 3, difficulty: 1, limit: 8, stamina: 8 }, 2_000);
    for (let c = 0; c < 3; c++) expect(run.estimates.groups[challengeGroup(c)]!.success!.count).toBe(run.trials);
    expect(run.estimates.quantities.cardsLeft!.mean).toBe(54 - 8);
  });
});

describe("sampleSession: layout and setup", () => {
  const setup: Session = {
    character: { ...DEFAULT_CHARACTER, traits: [] },
    challenges: [{ label: "a", difficulty: 4, limit: 5, target: 0.5, focus: 1, refill: true }],
    policy: "greedy",
    expertise: "success",
    rules: DEFAULT_RULES,
  };
  it("sessionLayout(2 challenges, focus 0 and 1) is [6, 6, 3, 3, 8] categories: threat 0..3+3+1", () => {
    const layout = sessionLayout({ challenges: [{ focus: 0 }, { focus: 1 }] });
    expect(layout.groups.map((group) => [group.name, group.categories.length])).toEqual([
      ["challenge 1", 6],
      ["challenge 2", 6],
      [PASSED_OUT_GROUP, 3],
      [EXHAUSTED_GROUP, 3],
      [THREAT_GROUP, 8],
    ]);
    expect(layout.quantities).toEqual(["threat", "cardsLeft", "exhaustions", "cardsRemoved", "focusLeft", "cardsLeftAfter1", "cardsLeftAfter2"]);
  });
  it("sampleSession(sessionFrom(params)) has the layout of sessionLayout", () => {
    const built = sessionFrom({ ...DEFAULT_SESSION_PARAMS, challenges: 3, difficulty: 2, limit: 3, spendFocus: 2 });
    expect(sampleSession(built).layout).toEqual(sessionLayout(built));
  });
  it("sampleSession refuses a bad setup once, at entry, with an OddsmithError naming the field", () => {
    expect(() => sampleSession({ ...setup, policy: "best" as Session["policy"] })).toThrow(new OddsmithError("policy", "one of greedy, conserve, optimal-per-challenge", "best"));
    expect(() => sampleSession({ ...setup, challenges: [] })).toThrow('challenges: expected a list of 1 to 40 challenges, received "0 challenges"');
    expect(() => sampleSession({ ...setup, character: { ...setup.character, stamina: 0 } })).toThrow("character.stamina: expected an integer from 1 to 20, received 0");
  });
});
