import { describe, expect, it } from "vitest";
import { addAnalyses, addedAnalyses, analysesWithSampler, analysisNames, CATALOG, forgetAddedAnalyses, GAMES, gameIds, loadAnalysis, loadGame } from "../../src/analyses/catalog.js";
import { ANALYSES } from "../../src/analyses/index.js";

describe("the catalog", () => {
  it("GAMES is the registry's own games, the four rulebooks' then dice, in display order (issue 27: no list by hand)", () => {
    expect(GAMES).toEqual(["kingstone", "zilch", "ultimo", "ash", "dice"]);
    expect([...GAMES]).toEqual(Object.keys(CATALOG));
  });
  it("knows every game's analysis names in display order without loading them, the same as the loaded registry", () => {
    expect(gameIds().slice(0, GAMES.length)).toEqual([...GAMES]);
    expect(GAMES.flatMap((game) => analysisNames(game).map((name) => `${game} ${name}`))).toEqual(ANALYSES.map((entry) => `${entry.game} ${entry.name}`));
  });
  it("each loader registers its own module's definition (src/analyses/<game>/<name>.ts) under the line's game and name, once: the same entry every time", async () => {
    for (const game of GAMES) for (const name of Object.keys(CATALOG[game])) {
      const entry = await loadAnalysis(game, name);
      expect([entry?.game, entry?.name]).toEqual([game, name]);
      expect(await loadAnalysis(game, name)).toBe(entry);
      // The definition states no game or name (the line does); its module is the file the line's name says.
      const module: Record<string, unknown> = await import(`../../src/analyses/${game}/${name}.ts`);
      const definitions = Object.values(module).filter((value) => typeof value === "object" && value !== null && "reportRuns" in value && "options" in value);
      expect(definitions.map((definition) => [Object.hasOwn(definition, "game"), Object.hasOwn(definition, "name"), "options" in definition && definition.options === entry?.options]), `${game} ${name}`).toEqual([[false, false, true]]);
    }
  });
  it("an unknown game or name is undefined; loadGame gives a game's analyses in order", async () => {
    expect(await loadAnalysis("kingstone", "chess")).toBeUndefined();
    expect(await loadAnalysis("chess", "check")).toBeUndefined();
    expect(await loadAnalysis("kingstone", "constructor")).toBeUndefined();
    // The order is the registry's: its zilch lines, top to bottom (CATALOG.zilch), every one loaded.
    const zilch = await loadGame("zilch");
    expect(zilch.map((entry) => entry.name)).toEqual(Object.keys(CATALOG.zilch));
    expect(zilch.length).toBeGreaterThanOrEqual(6);
    expect(zilch.every((entry) => entry.game === "zilch")).toBe(true);
  });
  it("forgetAddedAnalyses leaves the built-in analyses alone after a plugin's were added", async () => {
    const check = (await loadAnalysis("kingstone", "check"))!;
    const builtIn = analysesWithSampler();
    addAnalyses([{ ...check, game: "d20", name: "copy" }]);
    expect(addedAnalyses().map((entry) => `${entry.game} ${entry.name}`)).toEqual(["d20 copy"]);
    expect(analysesWithSampler()).toEqual([...builtIn, "d20 copy"]);
    forgetAddedAnalyses();
    expect([addedAnalyses().length, analysesWithSampler()]).toEqual([0, builtIn]);
  });
});
