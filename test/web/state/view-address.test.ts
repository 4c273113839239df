import { describe, expect, it } from "vitest";
import { embedAddress, embeddedPage, pinAddress, PLAIN_VIEW, queryOf, splitEmbedAddress, splitViewAddress, withView } from "../../../src/web/state/view-address.js";
import { readPermalink } from "../../../src/pipeline/permalink.js";
import { findAnalysis } from "../../../src/analyses/index.js";

const FULL = "#/kingstone/check?bonus=3&dc=10&view=at-least&pin=bonus%3D3%26dc%3D12&pin=bonus%3D5%26dc%3D12";

describe("the view around a run in the address (issue 28 §3)", () => {
  it("splits the run's own address from the view and pins", () => {
    expect(splitViewAddress(FULL)).toEqual({
      run: "#/kingstone/check?bonus=3&dc=10",
      view: { view: "at least", pins: ["bonus=3&dc=12", "bonus=5&dc=12"] },
      problems: [],
    });
  });

  it("writes back the address it read, byte for byte", () => {
    const { run, view } = splitViewAddress(FULL);
    expect(withView(run, view)).toBe(FULL);
  });

  it("leaves a run with no view as it was, and the run's address reads as the CLI's options", () => {
    expect(withView("#/kingstone/check?bonus=3", PLAIN_VIEW)).toBe("#/kingstone/check?bonus=3");
    expect(withView("#/kingstone/check", { view: "at most", pins: [] })).toBe("#/kingstone/check?view=at-most");
    const run = splitViewAddress(FULL).run;
    expect(readPermalink(run, findAnalysis)).toEqual({ run: { game: "kingstone", analysis: "check", raw: { bonus: "3", dc: "10" }, simulation: {} }, problems: [] });
  });

  it("the dice page's expressions are its run's own expr option: kept in the run's address, read as the CLI's --expr", () => {
    const { run, view } = splitViewAddress("#/dice/roll?expr=4d6kh3%3B2d20kh1&view=at-least");
    expect([run, view]).toEqual(["#/dice/roll?expr=4d6kh3%3B2d20kh1", { view: "at least", pins: [] }]);
    expect(readPermalink(run, findAnalysis).run?.raw).toEqual({ expr: "4d6kh3;2d20kh1" });
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

describe("the embed view's address (issue 28 §8)", () => {
  it("puts a page's address (run and view) under #/embed/ with the chart's number, and reads it back", () => {
    const address = embedAddress("#/kingstone/check?bonus=3&dc=10&view=at-least", 1);
    expect(address).toBe("#/embed/kingstone/check?bonus=3&dc=10&view=at-least&chart=1");
    expect(splitEmbedAddress(address)).toEqual({ address: "#/kingstone/check?bonus=3&dc=10&view=at-least", chart: 1, problems: [] });
    expect(splitEmbedAddress(embedAddress("#/dice/roll", 0))).toEqual({ address: "#/dice/roll", chart: 0, problems: [] });
  });
  it("a refused chart number shows chart 0 and says why; a page's own address is no embed view", () => {
    expect(splitEmbedAddress("#/embed/kingstone/check?chart=two&bonus=3")).toEqual({ address: "#/kingstone/check?bonus=3", chart: 0, problems: ["chart: expected the chart's number (0, 1, …), received \"two\""] });
    expect(splitEmbedAddress("#/kingstone/check?bonus=3&chart=1")).toBeUndefined();
  });
  it("names the page an embed address shows, so the page loads that analysis before drawing it (and a page's own address as it is)", () => {
    expect(embeddedPage("#/embed/zilch/test?suit=6&chart=0")).toBe("#/zilch/test?suit=6");
    expect(embeddedPage("#/ultimo/challenge?play=J,A")).toBe("#/ultimo/challenge?play=J,A");
    expect(embeddedPage("")).toBe("");
  });
});
