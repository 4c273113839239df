import { describe, expect, it } from "vitest";
import { pinAddress, PLAIN_VIEW, queryOf, splitViewAddress, withView } from "../../../src/web/state/view-address.js";
import { readPermalink } from "../../../src/pipeline/permalink.js";
import { findAnalysis } from "../../../src/analyses/index.js";

const FULL = "#/kingstone/check?bonus=3&dc=10&view=at-least&pin=bonus%3D3%26dc%3D12&pin=bonus%3D5%26dc%3D12&expr=2d6%2B1&expr=3d6kh2";

describe("the view around a run in the address (issue 28 §3)", () => {
  it("splits the run's own address from the view, pins and expressions", () => {
    expect(splitViewAddress(FULL)).toEqual({
      run: "#/kingstone/check?bonus=3&dc=10",
      view: { view: "at least", pins: ["bonus=3&dc=12", "bonus=5&dc=12"], expressions: ["2d6+1", "3d6kh2"] },
      problems: [],
    });
  });

  it("writes back the address it read, byte for byte", () => {
    const { run, view } = splitViewAddress(FULL);
    expect(withView(run, view)).toBe(FULL);
  });

  it("leaves a run with no view as it was, and the run's address reads as the CLI's options", () => {
    expect(withView("#/kingstone/check?bonus=3", PLAIN_VIEW)).toBe("#/kingstone/check?bonus=3");
    expect(withView("#/kingstone/check", { view: "at most", pins: [], expressions: [] })).toBe("#/kingstone/check?view=at-most");
    const run = splitViewAddress(FULL).run;
    expect(readPermalink(run, findAnalysis)).toEqual({ run: { game: "kingstone", analysis: "check", raw: { bonus: "3", dc: "10" }, simulation: {} }, problems: [] });
  });

  it("a pin holds a run's query, and names that run again on the analysis's page", () => {
    expect(queryOf("#/kingstone/check?bonus=3&dc=12")).toBe("bonus=3&dc=12");
    expect(queryOf("#/kingstone/check")).toBe("");
    expect(pinAddress("kingstone", "check", "bonus=3&dc=12")).toBe("#/kingstone/check?bonus=3&dc=12");
    expect(pinAddress("kingstone", "check", "")).toBe("#/kingstone/check");
  });

  it("an unknown view word reads as exactly, with a problem naming the words allowed", () => {
    expect(splitViewAddress("#/kingstone/check?view=sideways&bonus=3")).toEqual({
      run: "#/kingstone/check?bonus=3",
      view: PLAIN_VIEW,
      problems: ['view: expected one of exactly, at-least, at-most, received "sideways"'],
    });
  });
});
