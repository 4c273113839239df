import { describe, expect, it } from "vitest";
import { validateRun } from "../../../src/framework/analysis.js";
import { solveDeathSaves } from "../../../src/models/kingstone/death-saves.js";
import { ENEMIES, harmSlots } from "../../../src/models/kingstone/enemies.js";
import { exactPlainFight } from "../../support/kingstone-fight-exact.js";
import { expectMeanNearExact, expectNearExact, simulateRaw, simulatedResultOf } from "../../support/sampling.js";
import { fightAnalysis } from "../../../src/analyses/kingstone/fight.js";

const fight = fightAnalysis;

/** E[f(2d6)], exactly enough for a mean test. */
function over2d6(f: (sum: number) => number): number {
  let total = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) total += f(a + b) / 36;
  return total;
}

describe("kingstone fight: hand-worked degenerate fights", () => {
  it("+20 against the Big Rat (AC 7) with a 4-harm weapon and enemy harm 4 cannot fail: every fight is won in round 1, no harm taken", async () => {
    const { result } = await simulatedResultOf(fight, { enemy: "big-rat", bonus: "20", weaponHarm: "4" }, 20_000);
    expect(result.summary.pWin).toBe(1);
    expect(result.summary.expectedRounds).toBe(1);
    expect(result.summary.expectedHarmTaken).toBe(0);
  });
  it("−10 against AC 40 with no ally can never hit: a failure by 38 or more (≥ 19 harm) knocks the character down in round 1 and it dies", async () => {
    const { result } = await simulatedResultOf(fight, { ac: "40", bonus: "-10", allyAttempts: "0" }, 20_000);
    expect(result.summary.pDies).toBe(1);
    expect(result.summary.expectedRounds).toBe(1);
    // margin = 2d6 − 50, harm = ⌊(50 − 2d6)/2⌋
    expectMeanNearExact((await simulateRaw(fight, { ac: "40", bonus: "-10", allyAttempts: "0" }, 20_000)).estimates, "ac-40 -10 harmTaken", over2d6((s) => Math.floor((50 - s) / 2)));
  });
  it("the Phase-Aligned Leprechaun disappears after six effect: −10 against AC 16 with 20 slots fails by 14 or more (≥ 7 effect) and it escapes in round 1", async () => {
    const { result } = await simulatedResultOf(fight, { enemy: "phase-aligned-leprechaun", bonus: "-10", slots: "20" }, 20_000);
    expect(result.summary.pEscaped).toBe(1);
    expect(result.summary.expectedRounds).toBe(1);
  });
  it("the Leprechaun cannot escape a character who falls first: with 3 slots the fall (4 harm) comes before six effect", async () => {
    const { result } = await simulatedResultOf(fight, { enemy: "phase-aligned-leprechaun", bonus: "0" }, 20_000);
    expect(result.summary.pEscaped).toBe(0);
  });
  it("quirks=off: the Leprechaun has no escaped outcome and fights like a plain AC 16 enemy", async () => {
    const { result } = await simulatedResultOf(fight, { enemy: "phase-aligned-leprechaun", bonus: "0", quirks: "off" }, 1_000);
    expect(result.outcomes.map((o) => o.outcome)).toEqual(["win", "stabilised", "dies", "undecided"]);
  });
});

describe("kingstone fight: one round of each quirk, worked from 2d6 (maxRounds 1, 20 slots so nobody falls)", () => {
  const oneRound = { slots: "20", maxRounds: "1", enemyHarm: "20" };
  it("Warlich Ymir triples the effect: −10 vs AC 12 takes 3·⌊(22 − 2d6)/2⌋", async () => {
    const run = await simulateRaw(fight, { ...oneRound, enemy: "warlich-ymir", bonus: "-10", slots: "20" }, 100_000);
    expectMeanNearExact(run.estimates, "warlich-ymir -10 harmTaken", over2d6((s) => 3 * Math.floor((22 - s) / 2)));
  });
  it("the Big Rat trades one effect for End vs 7 (two harm on a fail, 15/36 at End 0): −10 vs AC 7 takes ⌊(17 − 2d6)/2⌋ − 1 + 2 · 15/36", async () => {
    const run = await simulateRaw(fight, { ...oneRound, enemy: "big-rat", bonus: "-10" }, 100_000);
    expectMeanNearExact(run.estimates, "big-rat -10 harmTaken", over2d6((s) => Math.floor((17 - s) / 2)) - 1 + (2 * 15) / 36);
  });
  it("the Skyrat Chevalier doubles the effect and adds Str vs 10 (one harm on a fail, 30/36 at Str 0): −10 vs AC 14 takes 2·⌊(24 − 2d6)/2⌋ + 30/36", async () => {
    const run = await simulateRaw(fight, { ...oneRound, enemy: "skyrat-chevalier", bonus: "-10" }, 100_000);
    expectMeanNearExact(run.estimates, "skyrat-chevalier -10 harmTaken", over2d6((s) => 2 * Math.floor((24 - s) / 2)) + 30 / 36);
  });
  it("Dame Eris Tyche returns one harm for every two she takes: +20 with a 4-harm weapon vs AC 15 deals 4 + ⌊(2d6 + 5)/2⌋ and takes back half of it", async () => {
    const run = await simulateRaw(fight, { ...oneRound, enemy: "dame-eris-tyche", bonus: "20", weaponHarm: "4" }, 100_000);
    expectMeanNearExact(run.estimates, "dame-eris-tyche +20 harmTaken", over2d6((s) => Math.floor((4 + Math.floor((s + 5) / 2)) / 2)));
  });
  it("the Greenskin Shanka takes one harm less per round: +4 with a 1-harm weapon and enemy harm 1 wins round 1 only on a second-degree success (2d6 ≥ 7)", async () => {
    const run = await simulateRaw(fight, { ...oneRound, enemy: "greenskin-shanka", bonus: "4", weaponHarm: "1", enemyHarm: "1" }, 100_000);
    expectNearExact(run.estimates, "greenskin-shanka +4", [
      { outcome: "win", probability: 21 / 36 },
      { outcome: "stabilised", probability: 0 },
      { outcome: "dies", probability: 0 },
      { outcome: "undecided", probability: 15 / 36 },
    ]);
  });
  it("the Horse-Sized Bacteria copies itself once per effect: +3 vs AC 10 (weapon 4, harm 4, 2 rounds) wins in round 2 only after an effect-free miss (2d6 = 6): 21/36 + 5/36 · 21/36", async () => {
    // A miss on 2..5 leaves 1 or 2 copies of 2 harm beside the original; one blow in round 2 cannot end them all.
    const run = await simulateRaw(fight, { slots: "20", maxRounds: "2", enemy: "horse-sized-bacteria", bonus: "3", weaponHarm: "4", enemyHarm: "4" }, 200_000);
    const win = 21 / 36 + (5 / 36) * (21 / 36);
    expectNearExact(run.estimates, "horse-sized-bacteria +3", [
      { outcome: "win", probability: win },
      { outcome: "stabilised", probability: 0 },
      { outcome: "dies", probability: 0 },
      { outcome: "undecided", probability: 1 - win },
    ]);
  });
  it("the Skeletal Grudgebearer regains one harm a round and gives −2 per harm taken: +2 vs AC 14 with a 1-harm weapon and enemy harm 2 never wins in 2 rounds", async () => {
    // Round 1 hits only on 12 (margin 0: one harm), healed at the round's end; round 2 then rolls at −2 and cannot reach 14.
    const run = await simulateRaw(fight, { slots: "20", maxRounds: "2", enemy: "skeletal-grudgebearer", bonus: "2", weaponHarm: "1", enemyHarm: "2" }, 50_000);
    expect(run.estimates.groups["skeletal-grudgebearer +2"]!.win!.count).toBe(0);
    // Without its quirks, two hits on 12 in a row win: 1/36².
    const plain = await simulateRaw(fight, { slots: "20", maxRounds: "2", enemy: "skeletal-grudgebearer", bonus: "2", weaponHarm: "1", enemyHarm: "2", quirks: "off" }, 200_000);
    expectNearExact(plain.estimates, "skeletal-grudgebearer +2", [
      { outcome: "win", probability: 1 / 1296 },
      { outcome: "stabilised", probability: 0 },
      { outcome: "dies", probability: 0 },
      { outcome: "undecided", probability: 1295 / 1296 },
    ]);
  });
});

describe("kingstone fight against an exact model (no quirks)", () => {
  it.each([
    [2, 9, 2, 4, 3, 0, 1],
    [0, 10, 1, 3, 3, 2, 2],
    [4, 12, 2, 5, 5, 6, 0],
  ])("+%i vs AC %i, weapon %i, enemy harm %i, class slots %i, Endurance %i, ally +%i: P(win), P(stabilised), P(dies), rounds and harm within 4 SE", async (bonus, ac, weaponHarm, enemyHarm, slots, endurance, allyBonus) => {
    const raw = { ac: String(ac), bonus: String(bonus), weaponHarm: String(weaponHarm), enemyHarm: String(enemyHarm), slots: String(slots), endurance: String(endurance), allyBonus: String(allyBonus), maxRounds: "1000" };
    const run = await simulateRaw(fight, raw, 200_000);
    const exact = exactPlainFight(bonus, ac, weaponHarm, enemyHarm, harmSlots(slots, endurance));
    const death = solveDeathSaves({ endurance, allyBonus, allyAttempts: 1, allyFirst: false, startDc: 7 });
    const group = `ac-${ac} +${bonus}`;
    expectNearExact(run.estimates, group, [
      { outcome: "win", probability: exact.win },
      { outcome: "stabilised", probability: exact.falls * death.stabilised.toNumber() },
      { outcome: "dies", probability: exact.falls * death.dies.toNumber() },
      { outcome: "undecided", probability: 0 },
    ]);
    expectMeanNearExact(run.estimates, `${group} rounds`, exact.rounds);
    expectMeanNearExact(run.estimates, `${group} harmTaken`, exact.harmTaken);
  });
  it("a custom enemy with --effect-multiplier 1 and an example enemy with quirks off are the same fight (Pter-orc-dactyl, AC 12, has no quirk that acts alone)", async () => {
    const a = await simulatedResultOf(fight, { enemy: "pter-orc-dactyl", bonus: "3" }, 50_000, 5);
    const b = await simulatedResultOf(fight, { ac: "12", bonus: "3" }, 50_000, 5);
    expect(a.result.summary).toEqual(b.result.summary);
  });
});

describe("kingstone fight: several fights in one run", () => {
  it("--enemy all --bonus 0..1 tallies 20 fights, one CSV row each, and draws P(win) and P(dies) heatmaps", async () => {
    const { result } = await simulatedResultOf(fight, { enemy: "all", bonus: "0..1" }, 2_000);
    expect(result.rows).toHaveLength(ENEMIES.length * 2);
    expect(result.rows[0]).toMatchObject({ enemy: "big-rat", ac: 7, bonus: 0 });
    expect(result.charts.map((chart) => chart.kind)).toEqual(["heatmap", "heatmap"]);
    expect(result.summary).toEqual({});
  });
});

describe("kingstone fight: bad options", () => {
  it.each([
    [{ bonus: "2" }, "give exactly one of --enemy, --ac"],
    [{ enemy: "big-rat", ac: "9", bonus: "2" }, "give exactly one of --enemy, --ac"],
    [{ enemy: "dragon", bonus: "2" }, `--enemy: expected an example enemy (${ENEMIES.map((e) => e.name).join(", ")}), a comma list of them, or all, received "dragon"`],
    [{ enemy: "big-rat", bonus: "2", effectMultiplier: "2" }, "--effect-multiplier: only allowed with --ac"],
    [{ ac: "12", bonus: "2", enemyHarm: "0" }, '--enemy-harm: expected an integer from 1 to 20, received "0"'],
    [{ ac: "12", bonus: "2", quirks: "maybe" }, '--quirks: expected one of on, off, received "maybe"'],
  ])("%o is refused: %s", (raw, message) => {
    const validated = validateRun(fight, raw);
    expect(validated.ok).toBe(false);
    expect(!validated.ok && validated.errors).toContain(message);
  });
});
