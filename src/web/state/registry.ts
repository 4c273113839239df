/**
 * The workbench's registry: the catalog (src/analyses/catalog.ts), each analysis's module loaded only when
 * the page shows it (issue 28 §9: a Kingstone check fetches the check's code, not every game's). The lists
 * of games and analysis names come from the catalog without loading anything; lookups see the analyses
 * loaded so far (and a plugin's), which `loadShown` loads before the page draws an address.
 */
import { analysisNames, gameIds, loadAnalysis, loadedAnalyses } from "../../analyses/catalog.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { itemAt } from "../../core/checked-index.js";

/**
 * Every analysis the page knows by name, as "game/name", in display order (nothing is loaded). O(analyses).
 * @example knownAnalyses()[0] // "kingstone/check"
 */
export function knownAnalyses(): string[] {
  return gameIds().flatMap((game) => analysisNames(game).map((name) => `${game}/${name}`));
}

/**
 * The analysis `game name` if its module is loaded (or a plugin added it), else undefined. O(analyses).
 * @example findLoaded("nowhere", "check") // undefined
 */
export function findLoaded(game: string, name: string): AnalysisEntry | undefined {
  return loadedAnalyses().find((analysis) => analysis.game === game && analysis.name === name);
}

/** The first analysis of the catalog ("kingstone/check"): the page's start when its address names none. */
export function firstAnalysis(): { readonly game: string; readonly name: string } {
  const game = itemAt(gameIds(), 0);
  return { game, name: itemAt(analysisNames(game), 0) };
}

/**
 * Loads what an address shows before the page reads it: the analysis it names (`#/<game>/<name>?…`), if the
 * catalog has it, and the first analysis (the page falls back to it). Never rejects for an unknown name:
 * the page then shows the address's problem. O(two modules' loading).
 */
export async function loadShown(hash: string): Promise<void> {
  const named = /^#?\/([^/?]+)\/([^/?]+)/.exec(hash);
  const first = firstAnalysis();
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  await Promise.all([loadAnalysis(first.game, first.name), named === null ? undefined : loadAnalysis(decode(named[1] ?? ""), decode(named[2] ?? ""))]);
}

/**
 * The analysis to show for a choice in the page's lists: `name` of `game`, or the game's first, loaded. O(one module's loading).
 * @example loadChoice("zilch").then((entry) => entry?.name) // "test"
 */
export async function loadChoice(game: string, name?: string): Promise<AnalysisEntry | undefined> {
  const chosen = name ?? analysisNames(game)[0];
  return chosen === undefined ? undefined : loadAnalysis(game, chosen);
}
