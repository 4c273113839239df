import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/framework/analysis.js";
import { DEFAULT_SESSION_PARAMS, sessionAnalysis, sessionFrom } from "../../../src/analyses/ultimo/session.js";
import { runCli } from "../../support/cli.js";

const session = sessionAnalysis;

describe("sessionFrom", () => {
  it("sessionFrom(--challenges 2 --difficulty 4 --limit 5) is two identical challenges for Dr. Marco Severs (stamina 7, VIT 6, focus 4, PER 4)", () => {
    const built = sessionFrom({ ...DEFAULT_SESSION_PARAMS, challenges: 2, difficulty: 4, limit: 5 });
    expect(built.challenges).toEqual([
      { label: "challenge 1", difficulty: 4, limit: 5, target: 0.5, focus: 0, refill: true },
      { label: "challenge 2", difficulty: 4, limit: 5, target: 0.5, focus: 0, refill: true },
    ]);
    expect(built.character).toEqual({ stamina: 7, vit: 6, focus: 4, personality: 4, traits: [] });
    expect([built.policy, built.expertise]).toEqual(["greedy", "success"]);
  });
  it("sessionFrom(a scenario) expands repeats, keeps its character unless a flag overrides it, and passes only card traits to the rules", () => {
    const scenario = { character: { stamina: 5, vit: 8, traits: ["marathoner" as const, "aged-wisdom" as const] }, challenges: [{ difficulty: 3, limit: 2, target: 0.9, repeat: 2 }, { label: "last", difficulty: 1, limit: 1, refill: false }] };
    const built = sessionFrom({ ...DEFAULT_SESSION_PARAMS, scenario, vit: 2 });
    expect(built.challenges.map((c) => [c.label, c.difficulty, c.target, c.refill])).toEqual([
      ["challenge 1", 3, 0.9, true],
      ["challenge 2", 3, 0.9, true],
      ["last", 1, 0.5, false],
    ]);
    expect(built.character).toEqual({ stamina: 5, vit: 2, focus: 4, personality: 4, traits: ["marathoner", "aged-wisdom"] });
    expect(built.rules.traits).toEqual(["aged-wisdom"]);
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
