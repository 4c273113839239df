import { describe, expect, it } from "vitest";
import { challengeOutcome, OUTCOMES } from "../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";

const noSpecials = { playedJack: false, playedJoker: false, autoFail: false };

describe("challengeOutcome: the five outcomes in order (RULES.md 3.5)", () => {
  const outcome = (s: number, f: number, c: number, d: number, rules: ChallengeRules = DEFAULT_RULES, jack = false, facts = noSpecials) =>
    OUTCOMES[challengeOutcome(s, f, c, d, jack, facts, rules)];
  it("total failure needs no success and a failure, and no Dealer jack", () => {
    expect(outcome(0, 3, 0, 3)).toBe("total-failure");
    expect(outcome(0, 3, 1, 4, DEFAULT_RULES, true)).toBe("failure");
  });
  it("every pair cancelled is a partial success; S = F − 1 is partial only with oddRounding=player", () => {
    expect(outcome(0, 0, 3, 3)).toBe("partial-success");
    expect(outcome(1, 2, 0, 3)).toBe("partial-success");
    expect(outcome(1, 2, 0, 3, { ...DEFAULT_RULES, oddRounding: "none" })).toBe("failure");
  });
  it("a joker caps success and perfect success at partial", () => {
    expect(outcome(4, 1, 0, 5, DEFAULT_RULES, false, { ...noSpecials, playedJoker: true })).toBe("partial-success");
  });
  it("tally=half-rating reads S against half the rating R = D − C, and differs from versus when P > D", () => {
    const half = { ...DEFAULT_RULES, tally: "half-rating" as const };
    // 3 cards against D = 2: one pair lost, one cancelled, one unpaired success: S = F = 1, R = 1.
    expect(outcome(1, 1, 1, 2)).toBe("partial-success");
    expect(outcome(1, 1, 1, 2, half)).toBe("success");
    expect(outcome(1, 1, 1, 2, { ...half, cancelsLowerRating: false })).toBe("partial-success");
    expect(outcome(2, 3, 0, 5, half)).toBe("partial-success"); // R = 5 odd, S = 2 rounds up
    expect(outcome(2, 3, 0, 5, { ...half, oddRounding: "none" })).toBe("failure");
  });
});
