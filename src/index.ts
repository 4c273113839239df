/**
 * oddsmith — exact and Monte Carlo probabilities for tabletop RPG checks.
 *
 * ```
 * rule options (CLI flags, scenario file, notebook call)
 *   │ parse + validate once (zod schemas, framework/options)  → typed params, or a clear error (exit 2)
 *   ▼
 * params ─► exact solver (models/<game>) ─────────────► Distribution over named outcomes (bigint weights)
 *    └────► sampler ─► sim: shards × worker threads ──► integer tallies ─► estimates with 95% intervals
 * Distribution | estimates ─► AnalysisResult rows ─► CSV | ChartRequest ─► Vega-Lite ─► SVG ─► reports/ + index.html
 * ```
 *
 * Conventions, stated once:
 * - Distributions are immutable; weights are bigint over a common total, so every probability is exact.
 * - Floats appear only at the edges (the JSON `probability`, charts, the terminal).
 * - Randomness is always injected and seeded (src/sim/): shard i of a run draws from stream i (the seed's
 *   xoshiro128** state jumped i times), so a seeded run gives the same tallies on any number of threads.
 * - Samplers are built from the same rule functions as the exact solvers, never from a second copy.
 * - `core` imports nothing of ours; `models` import `core`; `report` imports `core`; `cli` imports all.
 *
 * This module is the public API: re-exports only.
 */
export { Rational, gcd, lcm, ratioToNumber } from "./core/exact/rational.js";
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
} from "./core/dice/dice.js";
export { orderedRollCount, orderedRollResults } from "./core/dice/ordered-rolls.js";
export { parseDice, readDice, DICE_SYNTAX_LIMITS, type DiceParse } from "./core/dice/parse-dice.js";
export { solveDice, solveOpposed, TIE_RULES, type TieRule, type DiceSolution, type OpposedSolution } from "./core/dice/solve-dice.js";
export { expressionThrower } from "./core/dice/expression-thrower.js";
export { diceCost, diceBounds, type DiceCost } from "./core/dice/dice-cost.js";
export type { DiceExpression, DiceRoll, DiceNode } from "./core/dice/expression.js";
export { deckSize, hypergeometric, drawsByClass, drawSum, type Deck, type ClassDraw } from "./core/deck.js";
export { cardName, parseCard, parseCards, rankIndex, RANKS, SUITS, JOKERS, type Card, type Rank, type Suit, type Joker } from "./core/cards.js";
export { validateParams, integerOption, probabilityOption, choiceOption, flagOption, textOption, optionalOption, rangeOption, type OptionSpec, type OptionSpecs, type ParamsOf } from "./framework/options.js";
export { outcomeRows, summaryOf, type ExactAnalysis, type ReportRun } from "./framework/analysis.js";
export { cheapCost, type ExactCost } from "./framework/exact-cost.js";
export { CATALOG, GAMES, type GameId, gameIds, analysisNames, loadAnalysis, loadGame, loadAllAnalyses, addAnalyses } from "./analyses/catalog.js";
export { addPlugin } from "./analyses/plugin.js";
export type { Analysis, AnalysisResult, ChartRequest, OutcomeRow, Row } from "./framework/analysis.js";
export { validateRun, defineAnalysis } from "./framework/analysis.js";
export { ANALYSES, allAnalyses, analysesOf, findAnalysis, AUDITS, auditClaims } from "./analyses/index.js";
export * as ultimo from "./ultimo.js";
export { VERDICTS, exactFigure, type AuditClaim, type Verdict, type ClaimSource } from "./framework/audit.js";
export * as kingstone from "./kingstone.js";
export { LADDERS, degreeOf, degreeName, signedEffect, type Ladder, type Degree } from "./models/kingstone/ladder.js";
export { DICE, REROLLS, GOALS, solveRoll, rerollAdvice, type Dice, type Reroll, type Goal, type RollSetup, type RerollAdvice } from "./models/kingstone/roll.js";
export { solveCheck, type CheckSolution } from "./models/kingstone/check.js";
export { solveTable, type TableCell } from "./models/kingstone/table.js";
export { pickDc, type DcPick } from "./analyses/kingstone/pick-dc.js";
export { solveDeathSaves, type DeathSetup, type DeathSolution } from "./models/kingstone/death-saves.js";
export { levelSteps, type LevelStep } from "./models/kingstone/marks.js";
export { sideRollChance, SIDE_ROLLS } from "./models/kingstone/side-rolls.js";
export { sampleCheck, checkDice } from "./models/kingstone/sample/check.js";
export { sampleDeathSaves, rollDeathSaves } from "./models/kingstone/sample/death-saves.js";
export { ENEMIES, enemyNamed, harmSlots, type Enemy, type EnemyQuirks } from "./models/kingstone/enemies.js";
export { sampleFight } from "./models/kingstone/sample/fight.js";
export { FIGHT_OUTCOMES, type FightSetup, type FightOutcome } from "./models/kingstone/fight.js";
export { rollWeights, rollAtMost } from "./models/zilch/roll.js";
export { DEGREES as ZILCH_DEGREES } from "./models/zilch/suit-test.js";
export { TARGET_RANGE, targetOf, parseSuitValue, type TargetParts } from "./models/zilch/target.js";
export { solveTest, testWeights, type TestSolution } from "./models/zilch/suit-test.js";
export { ZILCH_DIE, readZilchDie, type ZilchDie } from "./models/zilch/die.js";
export { TIES, solveContest, contestWeights, type ContestSetup, type Ties } from "./models/zilch/contest.js";
export { contestGrid, type ContestCell } from "./models/zilch/table.js";
export { WEAPONS, solveDamage, type Weapon } from "./models/zilch/damage.js";
export { METHODS, solveChargen, cardStats, pointBuyStats, independentStats, type ChargenSetup, type ChargenStats, type Method } from "./models/zilch/chargen.js";
export { solveCardDeal, type CardDeal, type SeatHand } from "./models/zilch/card-deal.js";
export * as zilch from "./zilch.js";
export { TALLIES, ODD_ROUNDINGS, DEALER_JOKERS, DEALER_JACKS, DEALER_DECKS, TRAITS, DEFAULT_RULES, type ChallengeRules, type Trait } from "./models/ultimo/rules.js";
export { readPlay, readPlayerCard, playerDeck, placementProblem, cardStrength, kingValue, rawQueenValue, type PlayerCard, type CardKind } from "./models/ultimo/cards.js";
export { dealerGroups, type DealerGroup } from "./models/ultimo/dealer.js";
export { pairCards, PAIR_RESULTS, type PairResult } from "./models/ultimo/pairing.js";
export { OUTCOMES as ULTIMO_OUTCOMES, challengeOutcome, playFacts, overwhelmingExpertise, type ChallengeOutcome } from "./models/ultimo/outcome.js";
export { countChallenge, solveChallenge, type ChallengeCounts, type ChallengeSolution } from "./models/ultimo/solve-challenge.js";
export { arrangements, subHands, greedyPlay, layRow, compareByCardsKept } from "./models/ultimo/plays.js";
export { rankPlays, rankPlay, OBJECTIVES, type RankedPlay, type Objective } from "./models/ultimo/best.js";
export { solveCurve, handPlays, CURVE_POLICIES, type Curve, type CurvePoint } from "./models/ultimo/curve.js";
export { solveExchange, attacksToDefeat, type Exchange } from "./models/ultimo/attack.js";
export { FOES, type Foe } from "./models/ultimo/foes.js";
export { sampleSession } from "./models/ultimo/sample/session.js";
export { exhaustionCards, SESSION_POLICIES, OUTCOME_THREAT, type Session, type SessionChallenge, type SessionCharacter, type SessionPolicy } from "./models/ultimo/session.js";
export { sessionFrom, DEFAULT_SESSION_PARAMS } from "./analyses/ultimo/session.js";
export { sessionResult } from "./analyses/ultimo/session-result.js";
/** Kingdoms of Ash / Diesel Empires: rules, solvers, samplers and analyses (see src/ash.ts). */
export * as ash from "./ash.js";
export { weaponTerm, DECKS, REVEALS, type Decks, type Reveal, type AshCheckSetup } from "./models/ash/building-the-total.js";
export { cardValue, fullDeckCounts } from "./models/ash/card-values.js";
export { checkConsequences, outcomeOf as ashOutcomeOf, OUTCOMES as ASH_OUTCOMES, type AshOutcome } from "./models/ash/outcome-ladder.js";
export { drawDifference, fixedPlayTotal, randomHandTotal } from "./models/ash/solve-check.js";
export { solveOptimalPlay, type OptimalSetup, type OptimalSolution, type StartPlan } from "./models/ash/optimal-play.js";
export { solveAshCheck, type AshCheckSolution } from "./models/ash/check.js";
export { POLICIES, type Policy } from "./models/ash/play-policy.js";
export { solveAshTable, type AshTableCell } from "./models/ash/table.js";
export { solveCampaign, repeatedCampaign, campaignFigures, type Campaign, type CampaignState } from "./models/ash/campaign.js";
export { campaignOfScenario, parseScenario, scenarioProblems, scenarioSchema, type ScenarioFile } from "./analyses/ash/scenario.js";
export { formatPercent, formatNumber } from "./framework/format.js";
export { expandGrid, spanValues, spanCount, gridSize, pointLabel, MAX_GRID_POINTS, type GridPoint, type GridSpan, type GridValue } from "./framework/grid.js";
export { readMeasure, measureNames, sweepRows, sweepTable, sweepChart, sweepChartLayout, type Sweep, type SweepPoint, type MeasureSpec } from "./pipeline/sweep.js";
export { cellFields, comparisonTables, comparisonRows, comparisonChart, type Reading } from "./pipeline/comparison.js";
export { toVegaLite, type VegaLiteSpec } from "./pipeline/vega-lite.js";
export { renderSvg } from "./report/render-svg.js";
export { toCsv } from "./pipeline/csv.js";
export type { Random } from "./core/random.js";
export { partialShuffle } from "./core/random.js";
export {
  tallyOffsets,
  estimatesOf,
  proportionEstimate,
  meanEstimate,
  tallySlots,
  type TallySlots,
  type Estimates,
  type TallyLayout,
  type ProportionEstimate,
  type MeanEstimate,
} from "./core/estimate.js";
export { estimatedOutcomeRows, defaultSampledResult } from "./framework/estimated-result.js";
export { OddsmithError, RefusedOptions } from "./core/errors.js";
export { analyze, type AnalyzeSimulation } from "./pipeline/analyze.js";
export type { Sampler } from "./framework/analysis.js";
export type { SamplePlan } from "./core/sample-plan.js";
export { Xoshiro128, seedState, streamStates } from "./sim/xoshiro.js";
export { simulate, SimulationFailed, SimulationStopped, type SimulationOptions, type SimulationRun } from "./sim/simulate.js";
export { withRunColumns, computeRun, solveExactly, simulateRun, resultDocument, monteCarloLine, type MonteCarloFacts, type ComputeOptions } from "./pipeline/compute-run.js";
export { checkRun, reportRunSimulation, type CheckedRun, type SimulationRequest } from "./pipeline/check-run.js";
export { registerAnalysis, type AnalysisEntry, type PreparedRun } from "./framework/registered-analysis.js";
export { THIS_THREAD_ONLY, type SimulationHost } from "./sim/host.js";
export { chiSquaredTest, type ChiSquaredTest } from "./sim/chi-squared.js";
export { validateSamplers, type ValidationCase } from "./pipeline/validate-samplers.js";
