import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { OddsmithError } from "../../../src/core/errors.js";
import { attacksToDefeat, solveExchange } from "../../../src/models/ultimo/attack.js";
import { rankPlays } from "../../../src/models/ultimo/best.js";
import { readPlay, type PlayerCard } from "../../../src/models/ultimo/cards.js";
import { checkDifficulties, checkPlay, checkRules } from "../../../src/models/ultimo/setup-checks.js";
import { handPlays, solveCurve } from "../../../src/models/ultimo/curve.js";
import { FOES } from "../../../src/models/ultimo/foes.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../src/models/ultimo/rules.js";
import { sampleAttack } from "../../../src/models/ultimo/sample/attack.js";
import { sampleChallenge } from "../../../src/models/ultimo/sample/challenge.js";
import { sampleCurve } from "../../../src/models/ultimo/sample/curve.js";
import { sampleFight } from "../../../src/models/ultimo/sample/fight.js";
import { sampleVariants } from "../../../src/models/ultimo/sample/variants.js";
import { countChallenge, solveChallenge } from "../../../src/models/ultimo/solve-challenge.js";

// A library caller's mistakes, typed loosely as they arrive from plain JavaScript.
const rules = (change: Record<string, unknown>) => ({ ...DEFAULT_RULES, ...change }) as ChallengeRules;
const loose = <T>(value: unknown) => value as T;
const attackSetup = { handSize: 7, limit: 5, weapon: 0, soak: 0, foe: FOES.fanatic, difficulty: 6, foeWeapon: 0, rules: DEFAULT_RULES, queenValue: 2, maxAttacks: 20 };
const fightSetup = { limit: 5, handSize: 7, health: 8, toughness: 2, armor: 0, durable: false, shield: 0, weapon: 0, unconsciousAt: 2, foe: FOES.fanatic, difficulty: 6, foeWeapon: 0, patientDefense: false, maxRounds: 30, rules: DEFAULT_RULES, queenValue: 2 };

describe("the Ultimo solvers and samplers refuse a bad setup with OddsmithError, naming the field", () => {
  it.each<[string, () => unknown, string]>([
    ["solveChallenge(K, tally 'both', [1])", () => solveChallenge(readPlay("K"), rules({ tally: "both" }), [1]), 'rules.tally: expected one of versus, half-rating, received "both"'],
    ["solveChallenge(K, rules without traits, [1])", () => solveChallenge(readPlay("K"), rules({ traits: undefined }), [1]), "rules.traits: expected a list of aged-wisdom, gamblin-man, long-live-the-queen, god-save-the-queen, jack-of-all-trades, received undefined"],
    ["solveChallenge(K, {}, [1])", () => solveChallenge(readPlay("K"), loose({}), [1]), "rules.tally: expected one of versus, half-rating, received undefined"],
    ["solveChallenge(undefined, …)", () => solveChallenge(loose(undefined), DEFAULT_RULES, [1]), "play: expected a list of cards (readPlay or readPlayerCard), received undefined"],
    ["solveChallenge(['K'], …)", () => solveChallenge(loose(["K"]), DEFAULT_RULES, [1]), 'play[0]: expected a card (readPlay or readPlayerCard), received "K"'],
    ["solveChallenge(K, …, [60])", () => solveChallenge(readPlay("K"), DEFAULT_RULES, [60]), "difficulties[0]: expected an integer from 0 to 54, received 60"],
    ["solveChallenge(K, …, 6)", () => solveChallenge(readPlay("K"), DEFAULT_RULES, loose(6)), "difficulties: expected a list of integers from 0 to 54, received 6"],
    ["countChallenge(K, dealerQueen 11, 3)", () => countChallenge(readPlay("K"), rules({ dealerQueen: 11 }), 3), "rules.dealerQueen: expected an integer from 2 to 10, received 11"],
    ["countChallenge(K, …, -1)", () => countChallenge(readPlay("K"), DEFAULT_RULES, -1), "maxDifficulty: expected an integer from 0 to 54, received -1"],
    ["rankPlays(hand, limit 30, …)", () => rankPlays(readPlay("K,9"), 30, 1, DEFAULT_RULES, "success", Rational.ZERO), "limit: expected an integer from 0 to 20, received 30"],
    ["rankPlays(…, objective 'win')", () => rankPlays(readPlay("K,9"), 1, 1, DEFAULT_RULES, loose("win"), Rational.ZERO), 'objective: expected one of success, expected, received "win"'],
    ["rankPlays(…, cardCost 0.25)", () => rankPlays(readPlay("K,9"), 1, 1, DEFAULT_RULES, "success", loose(0.25)), "cardCost: expected a Rational (Rational.of(1, 4)), received 0.25"],
    ["solveCurve(0, …)", () => solveCurve(0, 1, "greedy", DEFAULT_RULES, 2, 3), "handSize: expected an integer from 1 to 20, received 0"],
    ["solveCurve(…, policy 'best')", () => solveCurve(3, 1, loose("best"), DEFAULT_RULES, 2, 3), 'policy: expected one of optimal, greedy, flip, received "best"'],
    ["handPlays(…, queen 1)", () => handPlays(3, 1, "greedy", DEFAULT_RULES, 1, 3), "queenValue: expected an integer from 2 to 10, received 1"],
    ["solveExchange(…, weapon -1)", () => solveExchange(7, 5, -1, 0, "greedy", DEFAULT_RULES, 2, 6), "weapon: expected an integer from 0 to 100, received -1"],
    ["attacksToDefeat([3], …)", () => attacksToDefeat(loose([3]), FOES.fanatic, 3), "dealt: expected a Distribution of damage dealt (solveExchange(…).dealt), received [3]"],
    ["sampleChallenge(K, dealerJacks 'middle', [1])", () => sampleChallenge(readPlay("K"), rules({ dealerJacks: "middle" }), [1]), 'rules.dealerJacks: expected one of last, first, received "middle"'],
    ["sampleCurve(…, lay 'optimal')", () => sampleCurve(7, 4, loose("optimal"), DEFAULT_RULES, 2, [3]), 'lay: expected one of greedy, flip, received "optimal"'],
    ["sampleAttack({ foe without health })", () => sampleAttack({ ...attackSetup, foe: { ...FOES.fanatic, health: loose(undefined) } }), "foe.health: expected an integer from 1 to 1000, received undefined"],
    ["sampleFight({ unconsciousAt 8, health 8 })", () => sampleFight({ ...fightSetup, unconsciousAt: 8 }), "setup.unconsciousAt: expected an integer from 0 to 7, received 8"],
    ["sampleVariants(K, [], [1])", () => sampleVariants(readPlay("K"), [], [1]), "readings: expected a non-empty list of { name, rules }, received []"],
  ])("%s throws OddsmithError: %s", (_, call, message) => {
    expect(call).toThrow(OddsmithError);
    expect(call).toThrow(message);
  });
  it("checkRules(DEFAULT_RULES), checkPlay and checkDifficulties accept a good setup", () => {
    const play: readonly PlayerCard[] = readPlay("J,A,K,9,7");
    expect(() => [checkRules(DEFAULT_RULES), checkPlay("play", play), checkDifficulties("difficulties", [0, 20, 54])]).not.toThrow();
  });
});
