import { describe, expect, it } from "vitest";
import { scenarioFormProblems, type ScenarioForm } from "../../src/framework/scenario-form.js";

const form: ScenarioForm = { scenario: false, count: false, countFlag: "--challenges", simpleGiven: [], setBy: "per challenge" };

describe("scenarioFormProblems", () => {
  it("neither form, or both, is the one problem, whatever simple flags were given", () => {
    expect(scenarioFormProblems({ ...form, simpleGiven: ["--limit"] })).toEqual({ refused: "give --scenario FILE.json or --challenges N", beside: [] });
    expect(scenarioFormProblems({ ...form, scenario: true, count: true, simpleGiven: ["--limit"] })).toEqual({ refused: "give --scenario or --challenges, not both", beside: [] });
  });
  it("beside a scenario each simple flag given is refused in order; with the count they are the run's own", () => {
    expect(scenarioFormProblems({ ...form, scenario: true, simpleGiven: ["--difficulty", "--burn"] })).toEqual({
      beside: ["--difficulty: only allowed with --challenges (a scenario file sets it per challenge)", "--burn: only allowed with --challenges (a scenario file sets it per challenge)"],
    });
    expect(scenarioFormProblems({ ...form, count: true, simpleGiven: ["--difficulty"] })).toEqual({ beside: [] });
    expect(scenarioFormProblems({ ...form, scenario: true })).toEqual({ beside: [] });
  });
});
