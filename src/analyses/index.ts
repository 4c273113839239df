/**
 * The registry: every analysis by game and name. The CLI's subcommands, the report's sections (and
 * later the Monte Carlo workers and benchmarks) all look analyses up here, so a new analysis is one
 * file in its game's folder, one line below and one test file.
 */
import type { GameId } from "../core/analysis.js";
import { registerAnalysis, type AnalysisEntry } from "../core/registered-analysis.js";
import type { AuditClaim } from "../core/audit.js";
import { ashCampaignAnalysis } from "./ash/campaign.js";
import { ashCheckAnalysis } from "./ash/check.js";
import { ashPickAnalysis } from "./ash/pick.js";
import { ashTableAnalysis } from "./ash/table.js";
import { auditKingstone } from "./kingstone/audit.js";
import { checkAnalysis } from "./kingstone/check.js";
import { deathAnalysis } from "./kingstone/death.js";
import { fightAnalysis } from "./kingstone/fight.js";
import { marksAnalysis } from "./kingstone/marks.js";
import { pickDcAnalysis } from "./kingstone/pick-dc.js";
import { sideRollsAnalysis } from "./kingstone/side.js";
import { tableAnalysis } from "./kingstone/table.js";
import { auditZilch } from "./zilch/audit.js";
import { chargenAnalysis } from "./zilch/chargen.js";
import { contestAnalysis } from "./zilch/contest.js";
import { damageAnalysis } from "./zilch/damage.js";
import { zilchPickAnalysis } from "./zilch/pick.js";
import { tableAnalysis as zilchTableAnalysis } from "./zilch/table.js";
import { testAnalysis } from "./zilch/test.js";
import { auditUltimo } from "./ultimo/audit.js";
import { attackAnalysis } from "./ultimo/attack.js";
import { bestAnalysis } from "./ultimo/best.js";
import { challengeAnalysis } from "./ultimo/challenge.js";
import { curveAnalysis } from "./ultimo/curve.js";
import { flipAnalysis } from "./ultimo/flip.js";
import { pickAnalysis } from "./ultimo/pick.js";
import { fightAnalysis as ultimoFightAnalysis } from "./ultimo/fight.js";
import { sessionAnalysis } from "./ultimo/session.js";
import { variantsAnalysis } from "./ultimo/variants.js";

/** Every analysis, in display order (game, then the order a reader meets them). */
export const ANALYSES: readonly AnalysisEntry[] = [
  registerAnalysis(checkAnalysis),
  registerAnalysis(tableAnalysis),
  registerAnalysis(pickDcAnalysis),
  registerAnalysis(deathAnalysis),
  registerAnalysis(marksAnalysis),
  registerAnalysis(sideRollsAnalysis),
  registerAnalysis(fightAnalysis),
  registerAnalysis(testAnalysis),
  registerAnalysis(zilchPickAnalysis),
  registerAnalysis(contestAnalysis),
  registerAnalysis(zilchTableAnalysis),
  registerAnalysis(damageAnalysis),
  registerAnalysis(chargenAnalysis),
  registerAnalysis(challengeAnalysis),
  registerAnalysis(bestAnalysis),
  registerAnalysis(curveAnalysis),
  registerAnalysis(pickAnalysis),
  registerAnalysis(flipAnalysis),
  registerAnalysis(attackAnalysis),
  registerAnalysis(ultimoFightAnalysis),
  registerAnalysis(variantsAnalysis),
  registerAnalysis(sessionAnalysis),
  registerAnalysis(ashCheckAnalysis),
  registerAnalysis(ashPickAnalysis),
  registerAnalysis(ashTableAnalysis),
  registerAnalysis(ashCampaignAnalysis),
];

/** The analyses of one game, in display order. */
export function analysesOf(game: GameId): AnalysisEntry[] {
  return ANALYSES.filter((analysis) => analysis.game === game);
}

/** The analysis `game name`, or undefined. */
export function findAnalysis(game: string, name: string): AnalysisEntry | undefined {
  return ANALYSES.find((analysis) => analysis.game === game && analysis.name === name);
}

/** Each game's audit of its rulebook's claims about its own odds (docs/rules.md 6); Ash's rulebook makes none. */
export const AUDITS: Readonly<Partial<Record<GameId, () => AuditClaim[]>>> = { kingstone: auditKingstone, zilch: auditZilch, ultimo: auditUltimo };

/**
 * The audited claims of one game, or of every game in GAMES order, computed from the solvers on each
 * call (Ultimo's take about 4 s of CPU on the 2-core reference machine: three exact exchanges).
 * @example auditClaims("ash") // []
 */
export function auditClaims(game?: GameId): AuditClaim[] {
  return Object.entries(AUDITS).flatMap(([id, audit]) => (game === undefined || id === game ? audit() : []));
}
