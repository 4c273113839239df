import { describe, expect, it } from "vitest";
import { tallySlots } from "../../../../src/core/estimate.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { challengeGroup, PASSED_OUT, PASSED_OUT_GROUP, sampleSession, THREAT_GROUP } from "../../../../src/models/ultimo/sample/session.js";
import { SessionTrial } from "../../../../src/models/ultimo/sample/session-trial.js";
import { DEFAULT_CHARACTER, type Session, type SessionChallenge } from "../../../../src/models/ultimo/session.js";
import { Xoshiro128, streamStates } from "../../../../src/sim/xoshiro.js";

/** One evening of a session, its tally read by name. */
function oneEvening(challenges: SessionChallenge[], character: Partial<Session["character"]> = {}, seed = 1, setup: Partial<Session> = {}) {
  const session: Session = { character: { ...DEFAULT_CHARACTER, traits: [], ...character }, challenges, policy: "greedy", expertise: "success", rules: DEFAULT_RULES, ...setup };
  const plan = sampleSession(session);
  const slots = tallySlots(plan.layout);
  const tally = new Float64Array(slots.size);
  plan.run(new Xoshiro128(streamStates(seed, 1)[0]!), 1, tally);
  return { tally, slots };
}
const challenge = (difficulty: number, limit: number, focus = 0): SessionChallenge => ({ label: "", difficulty, limit, target: 0.5, focus, refill: true });

describe("SessionTrial.evening (through sampleSession's plan, one evening)", () => {
  it("limit 8, stamina 8 against D 1: overwhelming expertise (D + 7) is a success, no card is spent, 46 left", () => {
    const { tally, slots } = oneEvening([challenge(1, 8), challenge(1, 8)], { stamina: 8 });
    expect(tally[slots.category(challengeGroup(0), "success")]).toBe(1);
    expect(tally[slots.category(challengeGroup(1), "success")]).toBe(1);
    expect(tally[slots.quantity("cardsLeft")]).toBe(46);
    expect(tally[slots.category(THREAT_GROUP, "0")]).toBe(1);
  });
  it("stamina 20, VIT 1, a 53-card deck without jokers: the third round exhausts once (10 removed), 23 cards left, no pass-out", () => {
    // Every card in hand is played at difficulty 0 with limit 20. Rounds 1 and 2 take 40 cards (13 left); round 3
    // takes those 13, the 40 discards come back less 10, and 7 more are drawn: 23 left.
    const noJokers = { ...DEFAULT_RULES, traits: ["aged-wisdom", "gamblin-man"] as const };
    const { tally, slots } = oneEvening([challenge(0, 20), challenge(0, 20), challenge(0, 20)], { stamina: 20, vit: 1 }, 1, { rules: noJokers, expertise: "never" });
    expect(tally[slots.quantity("cardsLeft")]).toBe(23);
    expect(tally[slots.category(challengeGroup(2), PASSED_OUT)]).toBe(0);
    expect(tally[slots.quantity("exhaustions")]).toBe(1);
    expect(tally[slots.quantity("cardsRemoved")]).toBe(10);
    expect(tally[slots.category(PASSED_OUT_GROUP, "no")]).toBe(1);
  });
  it("a SessionTrial is built once per plan: its tables do not depend on the trial", () => {
    expect(typeof SessionTrial).toBe("function");
    const first = oneEvening([challenge(5, 4, 1)], {}, 3).tally;
    const again = oneEvening([challenge(5, 4, 1)], {}, 3).tally;
    expect(Array.from(again)).toEqual(Array.from(first));
  });
});
