import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadAllAnalyses, analysisNames, GAMES } from "../../src/analyses/catalog.js";
import { gameSummaries, SUMMARIES_FILE } from "../../src/cli/analysis-summaries.js";
import { buildProgram } from "../../src/cli/main.js";
import { runCli } from "../support/cli.js";

const done = () => {};
const BUILT_SUMMARIES = fileURLToPath(new URL("../../dist/analyses/summaries.json", import.meta.url));

describe("the analyses' summaries for a game's help (issue 29: start-up)", () => {
  it("has no summaries file beside the sources, so the CLI run from them loads the analyses", () => {
    expect(existsSync(SUMMARIES_FILE)).toBe(false);
    expect(gameSummaries("kingstone")).toBeUndefined();
  });

  it("the build writes every built-in analysis's name and summary, by game, in display order", async () => {
    const analyses = await loadAllAnalyses();
    const written: unknown = JSON.parse(readFileSync(BUILT_SUMMARIES, "utf8"));
    expect(written).toEqual(Object.fromEntries(GAMES.map((game) => [game, analyses.filter((a) => a.game === game).map((a) => [a.name, a.summary])])));
  });

  it("reads a game's list only when it names exactly the catalog's analyses in order, else falls back to loading them", () => {
    const names = analysisNames("ash");
    const pairs = names.map((name) => [name, `the ${name}`]);
    expect(gameSummaries("ash", JSON.stringify({ ash: pairs }))).toEqual(pairs);
    expect(gameSummaries("ash", JSON.stringify({ ash: pairs.slice(1) }))).toBeUndefined(); // an older build's
    expect(gameSummaries("ash", JSON.stringify({ ash: [...pairs].reverse() }))).toBeUndefined();
    expect(gameSummaries("ash", JSON.stringify({ ash: pairs.map(([name]) => [name, 3]) }))).toBeUndefined();
    expect(gameSummaries("ash", JSON.stringify({ zilch: pairs }))).toBeUndefined();
    expect(gameSummaries("ash", "{not json")).toBeUndefined();
    expect(gameSummaries("ash", "null")).toBeUndefined();
  });

  it("lists a game's analyses from the summaries as the loaded analyses list them: the same help", async () => {
    const analyses = await loadAllAnalyses();
    for (const game of GAMES) {
      const loaded = buildProgram(done, new Map([[game, analyses.filter((a) => a.game === game)]]));
      const listed = buildProgram(done, new Map(), new Map(), new Map([[game, analyses.filter((a) => a.game === game).map((a) => [a.name, a.summary] as const)]]));
      const help = (program: typeof loaded) => program.commands.find((command) => command.name() === game)?.helpInformation();
      expect(help(listed)).toBe(help(loaded));
      expect(help(listed)).toContain(`${analysisNames(game)[0]} [options]`);
    }
  });

  it("the built CLI prints a game's help from the summaries, and an analysis's help through `<game> help <analysis>` in full", () => {
    const help = runCli(["ultimo", "--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("curve [options]");
    const curve = runCli(["ultimo", "help", "curve"]);
    expect(curve.stdout).toContain("--hand-size <value>");
    expect(curve.stdout).toBe(runCli(["ultimo", "curve", "--help"]).stdout);
  });
});
