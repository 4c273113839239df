/**
 * Kingdoms of Ash / Diesel Empires (CLI word `ash`, alias `diesel-empires`), for `import { ash } from "oddsmith"`:
 * the rules of a card check as data and pure functions (card values, the outcome ladder, Strain and Wounds,
 * weapons, rests; docs/rules.md 4), the exact solvers (one check under a play policy, the optimal play, the
 * Trait × Opposing table, the campaign's Markov chain), the samplers behind `--mc`, the scenario file,
 * and the analyses as the registry holds them, by CLI name (`analyses.check`, derived from the registry). Every solver and sampler
 * checks its setup at entry and throws OddsmithError naming the field.
 */
import { analysesByName } from "./analyses/index.js";
export { weaponTerm, ROLES, type Role, CHECK_LIMITS, HAND_LIMIT, type AshCheckSetup, DECKS, REVEALS, type Decks, type Reveal } from "./models/ash/building-the-total.js";
export { cardValue, deckCountsWithout, fullDeckCounts } from "./models/ash/card-values.js";
export { checkConsequences, outcomeOf, OUTCOMES, SUCCESSES, type AshOutcome, type Consequences } from "./models/ash/outcome-ladder.js";
export { outcomeUtility, OutcomeUtilities } from "./models/ash/outcome-utilities.js";
export { traitInEffect, INJURY_WOUNDS, REST_EFFECTS, RESTS, SHOCK_WOUNDS, type Rest } from "./models/ash/wounds-and-rest.js";
export { POLICIES, type Policy, TABLE_POLICIES, type TablePolicy, HAND_POLICIES, type HandPolicy } from "./models/ash/play-policy.js";
export { checkCheckSetup } from "./models/ash/setup-checks.js";
export { drawDifference, expectedUtility, fixedPlayTotal, outcomesOfTotals, randomHandTotal, type FixedPlay } from "./models/ash/solve-check.js";
export { solveAshCheck, type AshCheckSolution } from "./models/ash/check.js";
export { solveOptimalPlay, decisionKey, type HandCard, type OptimalSetup, type OptimalSolution, type PlayDecision, type StartPlan } from "./models/ash/optimal-play.js";
export { solveAshTable, checkTableGrid, randomHandOptimal, type AshTableCell } from "./models/ash/table.js";
export { campaignStepFigures, summarizeCampaign, type CampaignStepFigures, type CampaignStepSummary } from "./models/ash/campaign-figures.js";
export { parseUtility, readUtilities } from "./analyses/ash/utilities-text.js";
export { ASH_DECK_FILE_RULES } from "./analyses/ash/deck-files.js";
export { deckCardValue, deckValueCounts, type DesignerDeck } from "./models/ash/designer-deck.js";
export { solveCampaign, campaignChain, campaignTransition, checkCampaign, repeatedCampaign, campaignFigures, CheckOutcomes, type Campaign, type CampaignFigures, type CampaignState, type CampaignStep, type CampaignStepResult, STEP_LIMIT } from "./models/ash/campaign.js";
export { campaignOfScenario, parseScenario, scenarioProblems, scenarioSchema, type ScenarioFile } from "./analyses/ash/scenario.js";
export { sampleCheck, CHECK_GROUP, CHECK_QUANTITIES } from "./models/ash/sample/check.js";
export { sampleAshTable, tableCellGroup, tableCellWounds, tableCells, type TableCellKey } from "./models/ash/sample/table.js";
export { sampleCampaign, campaignGroup, campaignDistributionGroup, campaignQuantity, CAMPAIGN_EVENTS, HANDS, type Hands } from "./models/ash/sample/campaign.js";
export { campaignOf } from "./analyses/ash/campaign.js";
/** Every ash analysis of the registry by its CLI name (`ash.analyses["check"]`), in display order: a new one is here from its registry line on. */
export const analyses = analysesByName("ash");
