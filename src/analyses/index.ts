/**
 * The whole registry at once, for code that wants every analysis at hand (the workbench, the library,
 * notebooks, tests): importing this module loads every analysis of ./catalog.ts (one top-level await), so
 * lookups here are synchronous. The CLI uses ./catalog.ts instead and loads only what a command needs.
 * Analyses added by a plugin (addAnalyses) are found here too.
 */
import type { AuditClaim } from "../framework/audit.js";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { addedAnalyses, AUDIT_CATALOG, GAMES, loadAllAnalyses, loadedAnalyses, type GameId } from "./catalog.js";

/** Every built-in analysis, in display order (game, then the order a reader meets them). */
export const ANALYSES: readonly AnalysisEntry[] = await loadAllAnalyses();

/**
 * Every analysis, the built-in ones then those a plugin added, in display order.
 * @example allAnalyses().length >= ANALYSES.length // true
 */
export function allAnalyses(): AnalysisEntry[] {
  return addedAnalyses().length === 0 ? [...ANALYSES] : loadedAnalyses();
}

/**
 * The analyses of one game, in display order.
 * @example analysesOf("ash").map((analysis) => analysis.name) // ["check", "pick", "table", "campaign"]
 */
export function analysesOf(game: string): AnalysisEntry[] {
  return allAnalyses().filter((analysis) => analysis.game === game);
}

/**
 * The analysis `game name`, or undefined.
 * @example findAnalysis("kingstone", "check")?.name // "check"
 */
export function findAnalysis(game: string, name: string): AnalysisEntry | undefined {
  return allAnalyses().find((analysis) => analysis.game === game && analysis.name === name);
}

/**
 * The built-in analyses of one game by CLI name, in display order: what a game's namespace offers
 * (`zilch.analyses.test`), so a new analysis is there from its registry line on. O(analyses).
 * @example Object.keys(analysesByName("ash")) // ["check", "pick", "table", "campaign"]
 */
export function analysesByName(game: GameId): Readonly<Record<string, AnalysisEntry>> {
  return Object.fromEntries(ANALYSES.filter((analysis) => analysis.game === game).map((analysis) => [analysis.name, analysis]));
}

const auditEntries = await Promise.all(GAMES.map(async (game) => [game, await AUDIT_CATALOG[game]?.()] as const));

/** Each game's audit of its rulebook's claims about its own odds (docs/rules.md 6); Ash's rulebook makes none. */
export const AUDITS: Readonly<Partial<Record<GameId, () => AuditClaim[]>>> = Object.fromEntries(auditEntries.filter(([, audit]) => audit !== undefined));

/**
 * The audited claims of one game, or of every game in GAMES order, computed from the solvers on each
 * call (Ultimo's take about 4 s of CPU on the 2-core reference machine: three exact exchanges).
 * @example auditClaims("ash") // []
 */
export function auditClaims(game?: GameId): AuditClaim[] {
  return Object.entries(AUDITS).flatMap(([id, audit]) => (game === undefined || id === game ? audit() : []));
}
