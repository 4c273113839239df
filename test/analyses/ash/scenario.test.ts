import { describe, expect, it } from "vitest";
import { campaignFigures, solveCampaign } from "../../../src/models/ash/campaign.js";
import { campaignOfScenario, parseScenario, scenarioProblems } from "../../../src/analyses/ash/scenario.js";

describe("scenario files", () => {
  it("a valid scenario expands its repeats", () => {
    expect(campaignOfScenario(parseScenario({ steps: [{ check: { trait: 1, opposing: 2, repeat: 3 } }, { rest: "full" }] })!).steps.map((s) => s.label)).toEqual([
      "check 1",
      "check 2",
      "check 3",
      "full rest",
    ]);
  });
  it.each([
    [{ steps: [{ rest: "nap" }] }, ['--scenario: steps[0].rest: expected one of half, full, received "nap"']],
    [{ steps: [{ check: { trait: 2 } }] }, ["--scenario: steps[0].check.opposing: required: expected an integer from 0 to 20"]],
    [{ steps: [{ check: { trait: 2, opposing: 1, weapn: 2 } }] }, ["--scenario: steps[0].check.weapn: unknown field (fields: trait, opposing, evocation, suit, weapon, repeat, label)"]],
    [{ steps: [{ check: { trait: 2, opposing: 1 }, rest: "half" }] }, ['--scenario: steps[0]: expected exactly one of check, rest, received {"check":{"trait":2,"opposing":1},"rest":"half"}']],
    [{ steps: [{ rest: "half", shockHealing: { trait: 1, opposing: 1 } }] }, ['--scenario: steps[0].shockHealing: expected shockHealing only with rest full, received {"trait":1,"opposing":1}']],
    [{ steps: [], handPolicy: "some" }, ['--scenario: handPolicy: expected one of all, none, optimal, received "some"', "--scenario: steps: expected at least one step, received []"]],
    [{ start: { wounds: -1 }, steps: [{ rest: "full" }] }, ["--scenario: start.wounds: expected an integer from 0 to 12, received -1"]],
    [{ steps: [{ check: { trait: 1, opposing: 1, suit: "stars" } }] }, ['--scenario: steps[0].check.suit: expected one of clubs, diamonds, hearts, spades, received "stars"']],
    [{ steps: [{ check: { trait: 1, opposing: 1, repeat: 150 } }, { check: { trait: 1, opposing: 1, repeat: 51 } }] }, ["--scenario: steps: expected at most 200 steps once repeats are counted, received 201"]],
  ])("%o is refused: %o", (raw, errors) => {
    expect(scenarioProblems(raw)).toEqual(errors);
  });
  it("a check's suit is kept from the file and from --suit; the chain does not depend on it", () => {
    const steps = [{ check: { trait: 2, opposing: 2, suit: "clubs", repeat: 3 } }, { rest: "half" }, { check: { trait: 2, opposing: 2 } }];
    const withSuit = campaignOfScenario(parseScenario({ steps })!);
    expect(withSuit.steps.map((step) => (step.kind === "check" ? (step.suit ?? "any") : "rest"))).toEqual(["clubs", "clubs", "clubs", "rest", "any"]);
    const withoutSuit = campaignOfScenario(parseScenario({ steps: [{ check: { trait: 2, opposing: 2, repeat: 3 } }, { rest: "half" }, { check: { trait: 2, opposing: 2 } }] })!);
    const last = (c: typeof withSuit) => campaignFigures(solveCampaign(c).at(-1)!).pExit.toString();
    expect(last(withSuit)).toBe(last(withoutSuit));
  });
});
