import { describe, expect, it } from "vitest";
import { attacksToDefeat, solveExchange } from "../../../../src/models/ultimo/attack.js";
import { solveCurve } from "../../../../src/models/ultimo/curve.js";
import { OUTCOMES } from "../../../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { attackCountCategories, checkAttackSetup, sampleAttack, type AttackSetup } from "../../../../src/models/ultimo/sample/attack.js";
import { estimatesOfPlan, expectNearExact } from "../../../support/sampling.js";
import { expectAttackNearExact } from "../../../support/ultimo-attack.js";

// A small custom foe: health 4, soak 1 of which armor 1 (Toughness 0), so the first hit loses 1 and breaks the armor when it is 1 or more.
const foe = { name: "custom foe", health: 4, soak: 1, armor: 1, melee: 3, ranged: 3, meleeWeapon: 1, rangedWeapon: 1, patience: 0, guideline: { kind: "", min: 0, max: undefined } };
const setup: AttackSetup = { handSize: 4, limit: 3, weapon: 1, soak: 1, foe, difficulty: 3, foeWeapon: 1, rules: DEFAULT_RULES, queenValue: 2, maxAttacks: 10 };

describe("attackCountCategories", () => {
  it('attackCountCategories(2) is ["1", "2", "more than 2"]', () => {
    expect(attackCountCategories(2)).toEqual(["1", "2", "more than 2"]);
  });
});

describe("checkAttackSetup", () => {
  it("accepts the setup; refuses hand size 0, maxAttacks 1001 and queen value 11 with OddsmithError messages naming the field", () => {
    expect(() => checkAttackSetup(setup)).not.toThrow();
    expect(() => checkAttackSetup({ ...setup, handSize: 0 })).toThrow("setup.handSize: expected an integer from 1 to 20, received 0");
    expect(() => checkAttackSetup({ ...setup, maxAttacks: 1001 })).toThrow("setup.maxAttacks: expected an integer from 1 to 1000, received 1001");
    expect(() => sampleAttack({ ...setup, queenValue: 11 })).toThrow("setup.queenValue: expected an integer from 2 to 10, received 11");
  });
});

describe("sampleAttack", () => {
  it.each([
    [{ limit: "5", foe: "fanatic" }],
    [{ limit: "4", foePower: "4", foeHealth: "6", foeSoak: "2", foeArmor: "1", foeWeapon: "1", tally: "half-rating" }],
  ])("sampleAttack(%o): damage dealt and taken, their means and the attacks to defeat lie within 4 standard errors of the exact exchange, seed 1", async (raw) => {
    await expectAttackNearExact(raw);
  });
  it("called directly (hand 4, attack power 3, weapon 1, soak 1 against difficulty 3, the foe above): dealt, taken, outcome and attacks lie within 4 standard errors of solveExchange, solveCurve and attacksToDefeat (100,000 trials, seed 1)", () => {
    const plan = sampleAttack(setup);
    const estimates = estimatesOfPlan(plan, 100_000);
    const exchange = solveExchange(4, 3, 1, 1, "greedy", DEFAULT_RULES, 2, 3);
    const damages = plan.layout.groups[0]!.categories;
    // The first attack meets the intact armor: 1 less, never below 0; the player's soak 1 takes 1 off what is taken.
    const afterSoak = (distribution: typeof exchange.dealt) => (category: string) => {
      const damage = Number(category.slice("damage-".length));
      return distribution.entries().filter(({ outcome }) => Math.max(0, outcome - 1) === damage).reduce((sum, { weight }) => sum + Number(weight), 0) / Number(distribution.total);
    };
    expectNearExact(estimates, "dealt", damages.map((outcome) => ({ outcome, probability: afterSoak(exchange.dealt)(outcome) })));
    expectNearExact(estimates, "taken", damages.map((outcome) => ({ outcome, probability: afterSoak(exchange.taken)(outcome) })));
    const point = solveCurve(4, 3, "greedy", DEFAULT_RULES, 2, 3).points[3]!;
    expectNearExact(estimates, "outcome", OUTCOMES.map((outcome) => ({ outcome, probability: point.outcomes.probability(outcome).toNumber() })));
    const chain = attacksToDefeat(exchange.dealt, foe, 10).byAttack.map((p) => p.toNumber());
    const attacks = chain.map((p, n) => ({ outcome: String(n + 1), probability: p - (n === 0 ? 0 : chain[n - 1]!) }));
    expectNearExact(estimates, "attacks", [...attacks, { outcome: "more than 10", probability: 1 - chain[9]! }]);
  });
});
