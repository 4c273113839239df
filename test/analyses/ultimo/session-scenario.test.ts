import { describe, expect, it } from "vitest";
import { parseSessionScenario, sessionScenarioProblems } from "../../../src/analyses/ultimo/session-scenario.js";

describe("sessionScenarioProblems", () => {
  it("refuses a bad scenario field by field, naming the path, what it allows and what it received", () => {
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 4, limit: "five" }] })).toEqual(['--scenario: challenges[0].limit: expected an integer from 0 to 20, received "five"']);
    expect(sessionScenarioProblems({ challenges: [{ limit: 3 }] })).toEqual(["--scenario: challenges[0].difficulty: required: expected an integer from 0 to 30"]);
    // The first challenge opens the first round: an empty hand there would be meaningless (review finding).
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 3, limit: 3, refill: false }] })).toEqual([
      "--scenario: challenges[0].refill: the first challenge starts the session's first round, so its hand is drawn: expected true or left out, received false",
    ]);
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 1, limit: 1, dc: 3 }] })).toEqual([
      "--scenario: challenges[0].dc: unknown field (fields: label, difficulty, limit, target, focus, refill, repeat, burn)",
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
  it("accepts a scenario with a character and repeated challenges: []", () => {
    expect(sessionScenarioProblems({ title: "t", character: { stamina: 5, traits: ["marathoner", "going-the-distance"] }, challenges: [{ difficulty: 4, limit: 5, repeat: 40 }] })).toEqual([]);
  });
});

describe("parseSessionScenario", () => {
  it("parseSessionScenario({ challenges: [{ difficulty: 4, limit: 5, repeat: 2 }] }) keeps the file as written (repeats not expanded)", () => {
    expect(parseSessionScenario({ challenges: [{ difficulty: 4, limit: 5, repeat: 2 }] })).toEqual({ challenges: [{ difficulty: 4, limit: 5, repeat: 2 }] });
  });
  it("parseSessionScenario(a refused scenario) is undefined", () => {
    expect(parseSessionScenario({ challenges: [] })).toBeUndefined();
    expect(parseSessionScenario("evening.json")).toBeUndefined();
  });
});

describe("a challenge's burn (RULES.md 3.11)", () => {
  it("takes winded, run-ragged or a number of cards, and names anything else", () => {
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 4, limit: 5, burn: "winded" }, { difficulty: 4, limit: 5, burn: 3 }] })).toEqual([]);
    expect(sessionScenarioProblems({ challenges: [{ difficulty: 4, limit: 5, burn: "rain" }] })).toEqual([
      '--scenario: challenges[0].burn: expected winded (4 cards), run-ragged (8) or a number of cards from 0 to 54 (weather), received "rain"',
    ]);
  });
});
