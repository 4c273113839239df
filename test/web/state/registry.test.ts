import { describe, expect, it } from "vitest";
import { GAMES } from "../../../src/analyses/catalog.js";
import { findLoaded, firstAnalysis, knownAnalyses, loadChoice, loadShown } from "../../../src/web/state/registry.js";
import { CATALOG } from "../../../src/analyses/catalog.js";

// The page's lazy registry (issue 28 §9): names without loading, an analysis's code loaded when shown.
// Test files share one module cache (src/analyses/catalog.ts), so another file may have loaded more: these
// tests check what the calls load, not that nothing else is.

describe("the workbench's lazy registry", () => {
  it("knows every catalog analysis by name, in display order, loading none", () => {
    expect(knownAnalyses()).toEqual(GAMES.flatMap((game) => Object.keys(CATALOG[game]).map((name) => `${game}/${name}`)));
    expect(knownAnalyses()).toHaveLength(28);
    expect(findLoaded("nowhere", "check")).toBeUndefined();
    expect(firstAnalysis()).toEqual({ game: "kingstone", name: "check" });
  });
  it("loadShown loads the address's analysis and the first one", async () => {
    await loadShown("#/ash/table?trait=2");
    expect(findLoaded("ash", "table")?.name).toBe("table");
    expect(findLoaded("kingstone", "check")?.name).toBe("check");
  });
  it("loadShown resolves for an address naming no analysis, an unknown one or a bad escape (the page then shows the address's problem)", async () => {
    await expect(loadShown("")).resolves.toBeUndefined();
    await expect(loadShown("#/nowhere/nothing")).resolves.toBeUndefined();
    await expect(loadShown("#/%E0%A4%A/x")).resolves.toBeUndefined();
  });
  it("loadChoice loads a game's first analysis, or the one named, and undefined for an unknown game", async () => {
    expect((await loadChoice("zilch"))?.name).toBe("test");
    expect((await loadChoice("ultimo", "flip"))?.name).toBe("flip");
    expect(findLoaded("ultimo", "flip")?.game).toBe("ultimo");
    expect(await loadChoice("nowhere")).toBeUndefined();
  });
});
