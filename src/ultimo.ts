/**
 * Ultimo, the card game against the Dealer (docs/rules.md 3), for `import { ultimo } from "oddsmith"`:
 *
 * - the rules as data and pure functions: the rule readings and their options (rules, options), the
 *   player's cards and deck, the Dealer's groups, the pairing and outcome rules, the plays a hand allows,
 *   soak and damage, foes, a character's stamina and attack power;
 * - the exact solvers: solveChallenge / countChallenge (one play against every Dealer draw), rankPlays (the
 *   best play from a hand), solveCurve / handPlays (a random hand), solveExchange / attacksToDefeat (combat);
 *   the extra rules of issue 18: countDrawsExactly (bigint, several Dealer decks, seen cards), solveWithExtras
 *   / solveKnowing (focus, Know Thy Enemy), rankPlaysWithExtras / bestKnowing (aid), solveFocusCurve;
 * - the samplers (trial loops for src/sim): sampleChallenge, sampleCurve, sampleAttack, sampleFight,
 *   sampleVariants;
 * - the analyses the CLI, the report and the workbench run, by CLI name (`analyses.challenge`, derived from the registry).
 *
 * Every solver and sampler checks its setup once at entry and throws OddsmithError naming the field.
 */
import { analysesByName } from "./analyses/index.js";
export { TALLIES, ODD_ROUNDINGS, DEALER_JOKERS, DEALER_JACKS, DEALER_DECKS, TRAITS, DEFAULT_RULES, hasTrait, type ChallengeRules, type Trait, type Tally } from "./models/ultimo/rules.js";
export { ruleOptions, rulesFrom, ruleProblems, queenValueOf, type RuleParams } from "./analyses/ultimo/rule-options.js";
export { readPlay, readPlayerCard, playerDeck, placementProblem, deckProblem, cardStrength, kingValue, rawQueenValue, type PlayerCard, type CardKind, type CardCount } from "./models/ultimo/cards.js";
export { checkRules, checkPlay, checkDifficulties } from "./models/ultimo/setup-checks.js";
export { dealerGroups, type DealerGroup } from "./models/ultimo/dealer.js";
export { pairCards, PAIR_RESULTS, type PairResult } from "./models/ultimo/pairing.js";
export { OUTCOMES, challengeOutcome, playFacts, overwhelmingExpertise, type ChallengeOutcome, type PlayFacts } from "./models/ultimo/outcome.js";
export { countChallenge, solveChallenge, type ChallengeCounts, type ChallengeSolution } from "./models/ultimo/solve-challenge.js";
export { arrangements, subHands, greedyPlay, greedyOrder, layRow, compareByCardsKept } from "./models/ultimo/plays.js";
export { rankPlays, rankPlay, comparePlays, OBJECTIVES, OUTCOME_SCORES, rankPlaysWithExtras, rankRowWithExtras, bestKnowing, teamRows, type RankedPlay, type Objective, type TeamCards } from "./models/ultimo/best.js";
export { countDrawsExactly, type ExactDrawCounts } from "./models/ultimo/dealer-draws.js";
export { mergeIntoRow, remainingDeck, weightedDraws, pooledSubHands, type WeightedDraw } from "./models/ultimo/extra-cards.js";
export { solveWithExtras, solveKnowing, rowSums, seenDraws, NO_EXTRAS, type ChallengeExtras, type OutcomeSums } from "./models/ultimo/variant-challenge.js";
export { solveFocusCurve, focusCurveSeconds } from "./models/ultimo/focus-curve.js";
export { dealerCardsOf, dealerDeckFileProblems, DEALER_DECK_FILE_RULES } from "./analyses/ultimo/rule-options.js";
export { dealerDeckSize } from "./models/ultimo/dealer.js";
export { BURNS, burnCards } from "./models/ultimo/session.js";
export { solveCurve, handPlays, CURVE_POLICIES, type Curve, type CurvePoint, type CurvePolicy } from "./models/ultimo/curve.js";
export { curveSeconds, exchangeSeconds, rankPlaysSeconds } from "./analyses/ultimo/solve-costs.js";
export { FOES, FOE_NAMES, foeOf, type Foe } from "./models/ultimo/foes.js";
export { damageDealt, damageTaken, maxExchangeDamage } from "./models/ultimo/damage.js";
export { armorHolds, armorSoak, damageAfterSoak } from "./models/ultimo/soak.js";
export { solveExchange, attacksToDefeat, type Exchange, type AttacksToDefeat } from "./models/ultimo/attack.js";
export { THREAT_POWER, playedAttackPower } from "./models/ultimo/fight.js";
export { stamina, attackPower, type StaminaRatings } from "./models/ultimo/character.js";
export { unpairedTally } from "./models/ultimo/pairing.js";
export { VARIANTS } from "./models/ultimo/variants.js";
export { sampleChallenge, difficultyGroup } from "./models/ultimo/sample/challenge.js";
export { sampleCurve } from "./models/ultimo/sample/curve.js";
export { sampleAttack, attackCountCategories, type AttackSetup } from "./models/ultimo/sample/attack.js";
export { sampleFight, FIGHT_RESULTS, type FightSetup, type FightResult } from "./models/ultimo/sample/fight.js";
export { sampleVariants, variantGroup } from "./models/ultimo/sample/variants.js";
export { auditUltimo, foeSurvival } from "./analyses/ultimo/audit.js";

// The session (docs/rules.md 3.11, simulation only): an evening of challenges with stamina, focus, threat and exhaustion.
export {
  SESSION_POLICIES,
  EXPERTISE_USES,
  SESSION_TRAITS,
  CHARACTER_TRAITS,
  CHALLENGE_LIMIT,
  SESSION_RANGES,
  DEFAULT_CHARACTER,
  OPTIMAL_BOUNDS,
  OUTCOME_THREAT,
  exhaustionCards,
  mostCardsPlayed,
  cardTraitsOf,
  checkSession,
  type SessionPolicy,
  type ExpertiseUse,
  type CharacterTrait,
  type Session,
  type SessionChallenge,
  type SessionCharacter,
} from "./models/ultimo/session.js";
export { sampleSession, sessionLayout, challengeGroup, cardsLeftAfter, PASSED_OUT, PASSED_OUT_GROUP, EXHAUSTED_GROUP, THREAT_GROUP, SESSION_QUANTITIES } from "./models/ultimo/sample/session.js";
export { parseSessionScenario, sessionScenarioProblems, sessionScenarioSchema, type SessionScenarioFile } from "./analyses/ultimo/session-scenario.js";
export { sessionFrom, DEFAULT_SESSION_PARAMS, DEFAULT_TARGET, type SessionParams } from "./analyses/ultimo/session.js";
export { sessionResult } from "./analyses/ultimo/session-result.js";
/** Every ultimo analysis of the registry by its CLI name (`ultimo.analyses["challenge"]`), in display order: a new one is here from its registry line on. */
export const analyses = analysesByName("ultimo");
