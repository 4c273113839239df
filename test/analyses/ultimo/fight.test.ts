import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/core/analysis.js";
import { attacksToDefeat, solveExchange } from "../../../src/models/ultimo/attack.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { expectMeanNearExact, expectNearExact, simulatedResultOf, simulateRaw } from "../../support/sampling.js";
import { fightAnalysis } from "../../../src/analyses/ultimo/fight.js";
import { FOES } from "../../../src/models/ultimo/foes.js";

const fight = fightAnalysis;
const results = (win: number, unconscious: number, dead: number, undecided: number) => [
  { outcome: "win", probability: win },
  { outcome: "unconscious", probability: unconscious },
  { outcome: "dead", probability: dead },
  { outcome: "undecided", probability: undecided },
];

describe("ultimo fight: cases worked by hand", () => {
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

describe("ultimo fight against the exact attack chain", () => {
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

describe("ultimo fight: the result and bad options", () => {
  it("the result carries P(win), P(unconscious), rounds and damage taken, with intervals, CSV rows per round and three charts", async () => {
    const { result } = await simulatedResultOf(fight, { limit: "5", armor: "3", weapon: "2", foe: "cultist" }, 20_000);
    expect(result.outcomes.map((row) => row.outcome)).toEqual(["win", "unconscious", "dead", "undecided"]);
    for (const name of ["pWin", "pUnconscious", "pDead", "pFoeFelled", "expectedRounds", "expectedDamageTaken", "expectedDamageDealt"]) {
      expect(result.summary[name]).toBeGreaterThanOrEqual(result.summary[`${name}Low`]!);
      expect(result.summary[name]).toBeLessThanOrEqual(result.summary[`${name}High`]!);
    }
    expect(result.rows).toHaveLength(30);
    expect(result.charts.map((chart) => chart.name)).toEqual(["", "rounds", "health-lost"]);
  });
  it.each([
    [{ limit: 5 }, ["--foe is required: one of fanatic, cultist, horus, or --foe-attack and --foe-health (with --foe-soak, --foe-armor, --foe-weapon, --foe-patience)"]],
    [{ limit: 5, foe: "horus", foePatience: 3 }, ['--foe: either an example foe or --foe-attack/--foe-health/--foe-soak/--foe-armor/--foe-weapon/--foe-patience, not both, received "horus"']],
    [{ limit: 5, foe: "fanatic", unconsciousAt: 8 }, ["--unconscious-at: below --health 8, received 8"]],
    [{ limit: 5, foeAttack: 4, foeHealth: 5, foeSoak: 1, foeArmor: 2 }, ["--foe-armor: at most --foe-soak 1, received 2"]],
    [{ limit: 0, foe: "fanatic" }, ["--limit: expected an integer from 1 to 10, received 0"]],
    [{ limit: 5, foe: "fanatic", threat: "maybe" }, ['--threat: expected one of paid, none, received "maybe"']],
    [{ limit: 5, foe: "fanatic", patientDefense: true }, ['--patient-defense: a foe with patience (horus, or --foe-patience above 0), received "fanatic"']],
  ])("fight with %o is refused: %o", (raw, errors) => {
    expect(validateRun(fight, raw)).toEqual({ ok: false, errors });
  });
});
