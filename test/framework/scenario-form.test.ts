import { describe, expect, it } from "vitest";
import { scenarioFormProblems, scenarioOption, type ScenarioForm } from "../../src/framework/scenario-form.js";

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

describe("scenarioOption", () => {
  const option = scenarioOption({ help: "A file.", rules: "4.4", allowed: "a scenario JSON file", doc: "a scenario", parse: (raw) => (Array.isArray(raw) ? raw.length : undefined), explain: (raw) => (Array.isArray(raw) ? [] : ["scenario: expected a list"]) });
  it("is an optional json-file option labelled Scenario, with the analysis's words", () => {
    expect([option.kind, option.label, option.help, option.rules, option.allowed, option.doc, option.optional, option.defaultValue]).toEqual(["json-file", "Scenario", "A file.", "4.4", "a scenario JSON file", "a scenario", true, undefined]);
  });
  it("parses content with the analysis's parser, refuses a bare file name, and explains only content", () => {
    expect([option.parse([1, 2]), option.parse("s.json"), option.explain?.({}), option.explain?.("s.json")]).toEqual([2, undefined, ["scenario: expected a list"], []]);
  });
});
