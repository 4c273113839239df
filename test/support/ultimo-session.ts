import { rawQueenValue } from "../../src/models/ultimo/cards.js";
import { solveCurve } from "../../src/models/ultimo/curve.js";
import { rulesFrom } from "../../src/analyses/ultimo/rule-options.js";
import { OUTCOMES } from "../../src/models/ultimo/outcome.js";
import { PASSED_OUT } from "../../src/models/ultimo/sample/session.js";
import { cardTraitsOf, type CharacterTrait } from "../../src/models/ultimo/session.js";
import { DEFAULT_SESSION_PARAMS } from "../../src/analyses/ultimo/session.js";

/**
 * The exact greedy curve's outcomes at one difficulty, with passed-out at 0 (a fresh deck never runs out in
 * one challenge): what a session of one challenge from a fresh deck must estimate.
 */
export function exactGreedy(handSize: number, limit: number, difficulty: number, traits: readonly string[] = []) {
  const rules = rulesFrom({ ...DEFAULT_SESSION_PARAMS, trait: cardTraitsOf(traits as CharacterTrait[]) });
  const point = solveCurve(handSize, limit, "greedy", rules, rawQueenValue(rules), difficulty).points[difficulty]!;
  return [...OUTCOMES.map((outcome) => ({ outcome, probability: point.outcomes.probability(outcome).toNumber() })), { outcome: PASSED_OUT, probability: 0 }];
}

/**
 * A deck without jokers (Aged Wisdom drops the big joker, Gamblin' Man makes the little one an ace): 53 cards,
 * and at difficulty 0 with limit = stamina every card in hand is played, so the deck's course is fixed.
 */
export const NO_JOKERS = "aged-wisdom,gamblin-man";
