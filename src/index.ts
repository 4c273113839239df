/**
 * oddsmith — exact (and, later, Monte Carlo) probabilities for tabletop RPG checks.
 *
 * ```
 * rule options (CLI flags, scenario file, notebook call)
 *   │ parse + validate once (zod schemas, core/options)  → typed params, or a clear error (exit 2)
 *   ▼
 * params ─► exact solver (models/<game>) ─────────────► Distribution over named outcomes (bigint weights)
 *    └────► sampler ─► sim: shards × worker threads ──► counts ─► estimates with 95% intervals (to come)
 * Distribution | estimates ─► AnalysisResult rows ─► CSV | ChartRequest ─► Vega-Lite ─► SVG ─► reports/ + index.html
 * ```
 *
 * Conventions, stated once:
 * - Distributions are immutable; weights are bigint over a common total, so every probability is exact.
 * - Floats appear only at the edges (the JSON `probability`, charts, the terminal).
 * - Randomness is always injected and seeded (src/sim/).
 * - `core` imports nothing of ours; `models` import `core`; `report` imports `core`; `cli` imports all.
 *
 * This module is the public API: re-exports only.
 */
export { Rational, gcd, lcm, ratioToNumber } from "./core/rational.js";
export { Distribution, type Outcome, type WeightedOutcome } from "./core/distribution.js";
export { binomial, multinomial } from "./core/combinatorics.js";
export {
  die,
  sumOf,
  sumDice,
  keepHighest,
  keepLowest,
  explode,
  poolRolls,
  poolResult,
  poolDistribution,
  rerollWhole,
  rerollOneDie,
  wholeRerollPolicy,
  oneDieRerollPolicy,
  type OneDieDecision,
  type DicePool,
  type PoolRoll,
  type RerollRule,
} from "./core/dice.js";
export { deckSize, hypergeometric, drawsByClass, drawSum, type Deck, type ClassDraw } from "./core/deck.js";
export { cardName, parseCard, parseCards, rankIndex, RANKS, SUITS, JOKERS, type Card, type Rank, type Suit, type Joker } from "./core/cards.js";
export { validateParams, type OptionSpec, type OptionSpecs, type ParamsOf } from "./core/options.js";
export type { Analysis, AnalysisResult, ChartRequest, OutcomeRow, Row, GameId } from "./core/analysis.js";
export { GAMES, validateRun } from "./core/analysis.js";
export { ANALYSES, analysesOf, findAnalysis } from "./models/index.js";
export { LADDERS, degreeOf, degreeName, signedEffect, type Ladder, type Degree } from "./models/kingstone/ladder.js";
export { DICE, REROLLS, GOALS, solveRoll, rerollAdvice, type Dice, type Reroll, type Goal, type RollSetup, type RerollAdvice } from "./models/kingstone/roll.js";
export { solveCheck, type CheckSolution } from "./models/kingstone/check.js";
export { solveTable, type TableCell } from "./models/kingstone/table.js";
export { pickDc, type DcPick } from "./models/kingstone/pick-dc.js";
export { solveDeathSaves, type DeathSetup, type DeathSolution } from "./models/kingstone/death.js";
export { levelSteps, type LevelStep } from "./models/kingstone/marks.js";
export { sideRollChance, SIDE_ROLLS } from "./models/kingstone/side-rolls.js";
export {
  cardValue,
  checkConsequences,
  outcomeOf as ashOutcomeOf,
  weaponTerm,
  fullDeckCounts,
  OUTCOMES as ASH_OUTCOMES,
  type AshOutcome,
} from "./models/ash/rules.js";
export { drawDifference, fixedPlayTotal, randomHandTotal, DECKS, REVEALS, type Decks, type Reveal } from "./models/ash/solve-check.js";
export { solveOptimalPlay, type OptimalSetup, type OptimalSolution, type StartPlan } from "./models/ash/optimal-play.js";
export { solveAshCheck, POLICIES, type AshCheckSetup, type AshCheckSolution, type Policy } from "./models/ash/check.js";
export { solveAshTable, type AshTableCell } from "./models/ash/table.js";
export { solveCampaign, campaignOfScenario, repeatedCampaign, campaignFigures, type Campaign, type CampaignState } from "./models/ash/campaign.js";
export { parseScenario, scenarioProblems, scenarioSchema, type ScenarioFile } from "./models/ash/scenario.js";
export { toVegaLite, type VegaLiteSpec } from "./report/vega-lite.js";
export { renderSvg } from "./report/render-svg.js";
export { toCsv } from "./report/csv.js";
