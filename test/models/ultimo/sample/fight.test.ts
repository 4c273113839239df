import { describe, expect, it } from "vitest";
import { fightAnalysis } from "../../../../src/analyses/ultimo/fight.js";
import { attacksToDefeat, solveExchange } from "../../../../src/models/ultimo/attack.js";
import { FOES } from "../../../../src/models/ultimo/foes.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { checkFightSetup, countCategories, DEVASTATING_DAMAGE, FIGHT_RESULTS, sampleFight, type FightSetup } from "../../../../src/models/ultimo/sample/fight.js";
import { estimatesOfPlan, expectMeanNearExact, expectNearExact, simulateRaw } from "../../../support/sampling.js";

const fight = fightAnalysis;
const results = (win: number, unconscious: number, dead: number, undecided: number) => [
  { outcome: "win", probability: win },
  { outcome: "unconscious", probability: unconscious },
  { outcome: "dead", probability: dead },
  { outcome: "undecided", probability: undecided },
];

describe("sampleFight: cases worked by hand (through ultimo fight's options)", () => {
  it("a foe that cannot hit, with 1 health: every card but a joker fells it (a joker is never played), so P(win) = 1 and E[rounds] = 54/52", async () => {
    // One card against difficulty 0: unpaired, one success (perfect, or a success with a jack): 2 or 1 damage.
    // A joker leaves nothing to play: S = F = 0, a partial success dealing 0. Rounds ~ Geometric(52/54).
    const run = await simulateRaw(fight, { limit: "1", handSize: "1", foeAttack: "0", foeHealth: "1" }, 200_000);
    expectNearExact(run.estimates, "fight", results(1, 0, 0, 0));
    expectMeanNearExact(run.estimates, "rounds", 54 / 52);
    expectNearExact(run.estimates, "foe", [
      { outcome: "felled", probability: 1 },
      { outcome: "standing", probability: 0 },
    ]);
    expectMeanNearExact(run.estimates, "damageTaken", 0);
  });
  it("a foe that cannot be hurt and kills with any hit: the character dies in round n with P = p0^(n−1)(1 − p0), p0 = P(perfect success)", async () => {
    // Foe soak 30 absorbs everything; its weapon +10 against health 8 and Toughness 0 kills with any hit that lands,
    // and only a perfect success (taken 0) avoids it. p0 from the exact exchange solver.
    const p0 = solveExchange(1, 1, 0, 10, "greedy", DEFAULT_RULES, 2, 1).taken.probability(0).toNumber();
    const raw = { limit: "1", handSize: "1", toughness: "0", foeAttack: "1", foeHealth: "5", foeSoak: "30", foeWeapon: "10", maxRounds: "40" };
    const run = await simulateRaw(fight, raw, 200_000);
    expectNearExact(run.estimates, "fight", results(0, 0, 1 - p0 ** 40, p0 ** 40));
    expectMeanNearExact(run.estimates, "rounds", (1 - p0 ** 40) / (1 - p0));
    const rounds = Array.from({ length: 40 }, (_, n) => ({ outcome: String(n + 1), probability: n < 39 ? p0 ** n * (1 - p0) : p0 ** 39 }));
    expectNearExact(run.estimates, "rounds", rounds);
  });
  it("patience 1 runs out after an exchange without damage: the next exchange hits for +3 unless it is a perfect success (jack or joker: 6/54)", async () => {
    // Round 1 at difficulty 0: nothing can be taken, so patience 1 → 0. Round 2: F = 0, +3 from the devastating
    // attack on anything but a perfect success: a jack (a success, 4/54) or a joker (nothing played, 2/54).
    const raw = { limit: "1", handSize: "1", health: "10", toughness: "0", foeAttack: "0", foeHealth: "100", foeSoak: "30", foePatience: "1", maxRounds: "2" };
    const run = await simulateRaw(fight, raw, 200_000);
    expectNearExact(run.estimates, "health lost", Array.from({ length: 11 }, (_, lost) => ({ outcome: String(lost), probability: lost === 0 ? 48 / 54 : lost === 3 ? 6 / 54 : 0 })));
    expectMeanNearExact(run.estimates, "damageTaken", (3 * 6) / 54);
    expectNearExact(run.estimates, "fight", results(0, 0, 0, 1));
  });
  it("Patient Defense: a foe with 1 health and patience 50 cannot be felled in 3 rounds (at most 2 damage and 3 patience events a round), without it almost surely is", async () => {
    const raw = { limit: "1", handSize: "1", foeAttack: "0", foeHealth: "1", foePatience: "50", maxRounds: "3" };
    const defended = await simulateRaw(fight, { ...raw, patientDefense: "true" }, 50_000);
    expectNearExact(defended.estimates, "fight", results(0, 0, 0, 1));
    const plain = await simulateRaw(fight, raw, 50_000);
    expectNearExact(plain.estimates, "fight", results(1 - (2 / 54) ** 3, 0, 0, (2 / 54) ** 3));
  });
  it("after the devastating attack the foe is vulnerable: the next exchange is played against half its attack power", async () => {
    // Toughness 20: nothing gets through, so patience 1 is gone after round 1; round 2 is the devastating attack
    // (absorbed), round 3 is played at difficulty ⌊2/2⌋ = 1. Damage dealt to an unkillable foe (soak 0):
    // E = 2·E[dealt at D 2] + E[dealt at D 1], from the exact exchange.
    const dealtAt = (difficulty: number) => solveExchange(3, 2, 0, 0, "greedy", DEFAULT_RULES, 2, difficulty).dealt.mean().toNumber();
    const raw = { limit: "2", handSize: "3", toughness: "20", foeAttack: "2", foeHealth: "100", foePatience: "1", maxRounds: "3" };
    const run = await simulateRaw(fight, raw, 200_000);
    expectMeanNearExact(run.estimates, "damageDealt", 2 * dealtAt(2) + dealtAt(1));
    expect(Math.abs(3 * dealtAt(2) - (2 * dealtAt(2) + dealtAt(1)))).toBeGreaterThan(0.05);
  });
  it.each([
    [false, 7],
    [true, 6],
  ])("armor 3 (durable %s) absorbs the first +5 hit and breaks; the wounded hand is one card smaller: health lost after two rounds is 0, 2 or %i", async (durable, twoHits) => {
    // Difficulty 0, foe weapon +5: any exchange but a perfect success takes 5. Perfect unless the played card is
    // a jack (or nothing is played). Hand 2 (full health), limit 1: greedy plays a jack when the hand holds one
    // and no ace, or plays nothing with two jokers: q2 = (C(54,2) − C(50,2) − 4·4 + 1)/C(54,2) = 191/1431.
    // Wounded, hand 1: q1 = (4 jacks + 2 jokers)/54. First hit: 5 − armor 3 = 2, armor gone; second: 5 (durable keeps 1: 4).
    const q2 = 191 / 1431;
    const q1 = 6 / 54;
    const raw = { limit: "1", handSize: "2", health: "20", toughness: "0", armor: "3", durable: String(durable), foeAttack: "0", foeHealth: "100", foeSoak: "30", foeWeapon: "5", maxRounds: "2" };
    const run = await simulateRaw(fight, raw, 200_000);
    const lost = new Map([
      [0, (1 - q2) ** 2],
      [2, (1 - q2) * q2 + q2 * (1 - q1)],
      [twoHits, q2 * q1],
    ]);
    expectNearExact(run.estimates, "health lost", Array.from({ length: 21 }, (_, n) => ({ outcome: String(n), probability: lost.get(n) ?? 0 })));
  });
});

describe("sampleFight against the exact attack chain (through ultimo fight's options)", () => {
  it.each([
    [{ limit: "5", toughness: "20", foe: "fanatic" }, FOES.fanatic, 5, 0, 6],
    [{ limit: "5", handSize: "6", weapon: "1", toughness: "20", foeAttack: "6", foeHealth: "10", foeSoak: "3", foeArmor: "2" }, { health: 10, soak: 3, armor: 2 }, 5, 1, 6],
  ])("a character who cannot be hurt (%o): P(foe felled in round n) and E[rounds] match attacksToDefeat within 4 standard errors", async (raw, foe, limit, weapon, difficulty) => {
    const run = await simulateRaw(fight, raw, 200_000);
    const handSize = Number((raw as { handSize?: string }).handSize ?? 7);
    const { dealt } = solveExchange(handSize, limit, weapon, 0, "greedy", DEFAULT_RULES, 2, difficulty);
    const chain = attacksToDefeat(dealt, foe, 30);
    const rounds = chain.byAttack.map((p, n) => ({ outcome: String(n + 1), probability: p.toNumber() - (n === 0 ? 0 : chain.byAttack[n - 1]!.toNumber()) }));
    rounds[29] = { outcome: "30", probability: 1 - chain.byAttack[28]!.toNumber() };
    expectNearExact(run.estimates, "rounds", rounds);
    expectMeanNearExact(run.estimates, "rounds", chain.expected!.toNumber());
  });
});

const setup: FightSetup = { limit: 3, handSize: 4, health: 8, toughness: 2, armor: 0, durable: false, shield: 0, weapon: 0, unconsciousAt: 2, foe: FOES.fanatic, difficulty: 4, foeWeapon: 0, patientDefense: false, maxRounds: 30, rules: DEFAULT_RULES, queenValue: 2 };

describe("countCategories", () => {
  it('countCategories(3) is ["1", "2", "3"]; countCategories(2, 0) is ["0", "1", "2"]', () => {
    expect(countCategories(3)).toEqual(["1", "2", "3"]);
    expect(countCategories(2, 0)).toEqual(["0", "1", "2"]);
  });
});

describe("checkFightSetup", () => {
  it("accepts the setup; refuses durable \"yes\", a shield of -1 and 0 rounds with OddsmithError messages naming the field", () => {
    expect(() => checkFightSetup(setup)).not.toThrow();
    expect(() => checkFightSetup({ ...setup, durable: "yes" as never })).toThrow('setup.durable: expected true or false, received "yes"');
    expect(() => checkFightSetup({ ...setup, shield: -1 })).toThrow("setup.shield: expected an integer from 0 to 1000, received -1");
    expect(() => sampleFight({ ...setup, maxRounds: 0 })).toThrow("setup.maxRounds: expected an integer from 1 to 1000, received 0");
  });
});

describe("sampleFight, called directly", () => {
  it("its groups are fight (FIGHT_RESULTS), foe, rounds 1..maxRounds and health lost 0..health; the devastating attack is +3", () => {
    const plan = sampleFight(setup);
    expect(plan.layout.groups.map((group) => [group.name, group.categories.length])).toEqual([["fight", 4], ["foe", 2], ["rounds", 30], ["health lost", 9]]);
    expect(plan.layout.groups[0]!.categories).toEqual([...FIGHT_RESULTS]);
    expect(DEVASTATING_DAMAGE).toBe(3);
  });
  it("one round against an unkillable Fanatic by a character who cannot be hurt: always undecided, and the damage dealt (after soak 1) within 4 standard errors of solveExchange (100,000 fights, seed 1)", () => {
    const foe = { ...FOES.fanatic, health: 1000 };
    const estimates = estimatesOfPlan(sampleFight({ ...setup, foe, toughness: 1000, maxRounds: 1 }), 100_000);
    expectNearExact(estimates, "fight", results(0, 0, 0, 1));
    const { dealt } = solveExchange(4, 3, 0, 0, "greedy", DEFAULT_RULES, 2, 4);
    const afterSoak = dealt.entries().reduce((sum, { outcome, weight }) => sum + Math.max(0, outcome - foe.soak) * Number(weight), 0) / Number(dealt.total);
    expectMeanNearExact(estimates, "damageDealt", afterSoak);
    expectMeanNearExact(estimates, "damageTaken", 0);
  });
});
