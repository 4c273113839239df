import { describe, expect, it } from "vitest";
import { analysisOfAddress } from "../../../src/web/state/address-analysis.js";

describe("analysisOfAddress", () => {
  it("reads the game and analysis of a page's or an embed's address, decoded, and nothing from an address naming none", () => {
    expect(analysisOfAddress("#/kingstone/check?bonus=3&dc=10")).toEqual({ game: "kingstone", analysis: "check" });
    expect(analysisOfAddress("#/embed/ultimo/curve?hand-size=7&chart=1")).toEqual({ game: "ultimo", analysis: "curve" });
    expect(analysisOfAddress("#/d%32%30/roll")).toEqual({ game: "d20", analysis: "roll" });
    expect(analysisOfAddress("#/kingstone")).toBeUndefined();
    expect(analysisOfAddress("")).toBeUndefined();
    expect(analysisOfAddress("#/%E0%A4%A/check")).toBeUndefined();
  });
});
