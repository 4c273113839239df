/**
 * Kingdoms of Ash / Diesel Empires (CLI word `ash`, alias `diesel-empires`), for `import { ash } from "oddsmith"`:
 * the rules of a card check as data and pure functions (card values, the outcome ladder, Strain and Wounds,
 * weapons, rests; docs/rules.md 4), the exact solvers (one check under a play policy, the optimal play, the
 * Trait × Opposing table, the campaign's Markov chain), the samplers behind `--mc`, the scenario file,
 * and the three analyses as the registry holds them (check, table, campaign). Every solver and sampler
 * checks its setup at entry and throws OddsmithError naming the field.
 */
export {
  cardValue,
  checkConsequences,
  deckCountsWithout,
  fullDeckCounts,
  outcomeOf,
  outcomeUtility,
  traitInEffect,
  weaponTerm,
  INJURY_WOUNDS,
  OUTCOMES,
  REST_EFFECTS,
  RESTS,
  ROLES,
  SHOCK_WOUNDS,
  SUCCESSES,
  type AshOutcome,
  type Consequences,
  type Rest,
  type Role,
} from "./models/ash/rules.js";
export { checkCheckSetup, CHECK_LIMITS, HAND_LIMIT, POLICIES, type AshCheckSetup, type Policy } from "./models/ash/check-setup.js";
export { drawDifference, expectedUtility, fixedPlayTotal, outcomesOfTotals, randomHandTotal, DECKS, REVEALS, type Decks, type FixedPlay, type Reveal } from "./models/ash/solve-check.js";
export { solveAshCheck, type AshCheckSolution } from "./models/ash/check.js";
export { solveOptimalPlay, decisionKey, type HandCard, type OptimalSetup, type OptimalSolution, type PlayDecision, type StartPlan } from "./models/ash/optimal-play.js";
export { solveAshTable, checkTableGrid, randomHandOptimal, TABLE_POLICIES, type AshTableCell, type TablePolicy } from "./models/ash/table.js";
export { campaignStepFigures, summarizeCampaign, type CampaignStepFigures, type CampaignStepSummary } from "./models/ash/campaign-figures.js";
export { OutcomeUtilities } from "./models/ash/utilities.js";
export { parseUtility, readUtilities } from "./analyses/ash/utilities-text.js";
export { ASH_DECK_FILE_RULES } from "./analyses/ash/deck-files.js";
export { deckCardValue, deckValueCounts, type DesignerDeck } from "./models/ash/designer-deck.js";
export {
  solveCampaign,
  campaignChain,
  campaignTransition,
  checkCampaign,
  repeatedCampaign,
  campaignFigures,
  CheckOutcomes,
  type Campaign,
  type CampaignFigures,
  type CampaignState,
  type CampaignStep,
  type CampaignStepResult,
} from "./models/ash/campaign.js";
export { HAND_POLICIES, STEP_LIMIT, type HandPolicy } from "./models/ash/campaign.js";
export { campaignOfScenario, parseScenario, scenarioProblems, scenarioSchema, type ScenarioFile } from "./analyses/ash/scenario.js";
export { sampleCheck, CHECK_GROUP, CHECK_QUANTITIES } from "./models/ash/sample-check.js";
export { sampleAshTable, tableCellGroup, tableCellWounds, tableCells, type TableCellKey } from "./models/ash/sample-table.js";
export { sampleCampaign, campaignGroup, campaignDistributionGroup, campaignQuantity, CAMPAIGN_EVENTS, HANDS, type Hands } from "./models/ash/sample-campaign.js";
export { ashCheckAnalysis } from "./analyses/ash/check.js";
export { ashTableAnalysis } from "./analyses/ash/table.js";
export { ashCampaignAnalysis, campaignOf } from "./analyses/ash/campaign.js";
