import { describe, expect, it } from "vitest";
import { ALL_DIFFICULTIES, cardListOption, difficultyOption, foeAttackOf, foeAttackOption, foeOptions, foeProblems, foeSideOf, MAX_DIFFICULTY, queenOption, readCards, readPlayInOrder } from "../../../src/analyses/ultimo/options.js";
import { FOES } from "../../../src/models/ultimo/foes.js";
import { DEFAULT_SESSION_PARAMS } from "../../../src/analyses/ultimo/session.js";
import { rulesFrom } from "../../../src/analyses/ultimo/rule-options.js";
import { attackAnalysis } from "../../../src/analyses/ultimo/attack.js";
import { fightAnalysis } from "../../../src/analyses/ultimo/fight.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";

describe("difficultyOption", () => {
  it('"all" is 0..20; "3..5" is 3, 4, 5; "5,3,5" is 3, 5 (sorted, once each); MAX_DIFFICULTY is 30', () => {
    expect(difficultyOption.parse("all")).toEqual(ALL_DIFFICULTIES);
    expect(ALL_DIFFICULTIES).toEqual(Array.from({ length: 21 }, (_, d) => d));
    expect(difficultyOption.parse("3..5")).toEqual([3, 4, 5]);
    expect(difficultyOption.parse("5,3,5")).toEqual([3, 5]);
    expect(MAX_DIFFICULTY).toBe(30);
  });
  it('refuses "31", "5..3" (an empty range), "2,x" and "-1" (undefined)', () => {
    expect(["31", "5..3", "2,x", "-1"].map((raw) => difficultyOption.parse(raw))).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe("cardListOption", () => {
  it('parses "J, A,K" to its words and refuses "K,Z"', () => {
    const option = cardListOption({ doc: "cards" });
    expect(option.parse("J, A,K")).toEqual(["J", "A", "K"]);
    expect(option.parse("K,Z")).toBeUndefined();
  });
});

describe("queenOption", () => {
  it("is optional (no default), takes 2..10 and refuses 11", () => {
    expect(queenOption.defaultValue).toBeUndefined();
    expect([queenOption.parse("7"), queenOption.parse("11")]).toEqual([7, undefined]);
  });
});

describe("readCards", () => {
  it('reads K, X with no problem; refuses "Z" naming the flag; refuses a fifth ace with the deck count', () => {
    const read = readCards(["K", "X"], "--hand", DEFAULT_RULES, 2);
    expect(read.problems).toEqual([]);
    expect(read.cards.map((card) => [card.kind, card.value])).toEqual([["value", 10], ["joker", 0]]);
    expect(readCards(["K", "Z"], "--hand", DEFAULT_RULES, 2).problems).toEqual(['--hand: not a card, received "Z"']);
    expect(readCards(["A", "A", "A", "A", "A"], "--hand", DEFAULT_RULES, 2).problems).toEqual(['--hand: one deck holds only 4 of A (5 given), received "A,A,A,A,A"']);
  });
});

describe("readPlayInOrder", () => {
  it("keeps 10,9 and refuses 9,10 by the placement rules (RULES.md 3.3)", () => {
    expect(readPlayInOrder(["10", "9"], "--play", DEFAULT_RULES, 2).problems).toEqual([]);
    expect(readPlayInOrder(["9", "10"], "--play", DEFAULT_RULES, 2).problems).toEqual(['--play: 10 must come before 9: aces, numbers and queens descend (kings and jacks anywhere), received "9,10"']);
  });
});

describe("foeOptions", () => {
  it("names an example foe or a custom foe's figures, stated once for ultimo attack (--foe-power) and ultimo fight (--foe-attack)", () => {
    expect([foeOptions.foe.parse("horus"), foeOptions.foe.parse("goblin")]).toEqual(["horus", undefined]);
    expect(foeOptions.attackPower.parse("31")).toBeUndefined();
    expect(foeOptions.health.parse("0")).toBeUndefined();
    expect(foeOptions.health.parse("100")).toBe(100);
    const { options: attack } = attackAnalysis;
    const { options: fight } = fightAnalysis;
    expect([attack.foe, attack.foePower, attack.foeWeapon, attack.foeArmor, attack.foeHealth]).toEqual([foeOptions.foe, foeOptions.attackPower, foeOptions.weapon, foeOptions.armor, foeOptions.health]);
    expect([fight.foe, fight.foeAttack, fight.foeWeapon, fight.foeArmor, fight.foeHealth]).toEqual([foeOptions.foe, foeOptions.attackPower, foeOptions.weapon, foeOptions.armor, foeOptions.health]);
  });
});

describe("foeAttackOf and foeAttackOption", () => {
  it("Horus's melee is attack power 11 with his weapon's 5, his ranged 15 with none (seed 003's Horus the Corrupted); the option defaults to melee", () => {
    expect(foeAttackOf(FOES.horus, "melee")).toEqual({ power: 11, weapon: 5 });
    expect(foeAttackOf(FOES.horus, "ranged")).toEqual({ power: 15, weapon: 0 });
    const option = foeAttackOption("which attack");
    expect([option.defaultValue, option.choices, option.doc, option.parse("ranged"), option.parse("thrown")]).toEqual(["melee", ["melee", "ranged"], "which attack", "ranged", undefined]);
  });
});

describe("foeProblems", () => {
  const flags = { custom: "--foe-power/--foe-health", power: "--foe-power", others: "--foe-soak" };
  const none = { foe: undefined, power: undefined, health: undefined, soak: undefined, armor: undefined, custom: false };
  it("an example foe alone, or a custom foe's power and health with armor within soak: no problem", () => {
    expect(foeProblems({ ...none, foe: "horus" }, flags)).toEqual([]);
    expect(foeProblems({ ...none, power: 4, health: 6, soak: 2, armor: 2, custom: true }, flags)).toEqual([]);
  });
  it("both forms, neither, and armor beyond soak: each refused in the analysis's flags", () => {
    expect(foeProblems({ ...none, foe: "horus", health: 3, custom: true }, flags)).toEqual(['--foe: either an example foe or --foe-power/--foe-health, not both, received "horus"']);
    expect(foeProblems({ ...none, health: 3, armor: 1, custom: true }, flags)).toEqual([
      "--foe is required: one of fanatic, cultist, horus, or --foe-power and --foe-health (with --foe-soak)",
      "--foe-armor: at most --foe-soak 0, received 1",
    ]);
  });
});

describe("foeSideOf", () => {
  it("Horus's melee side: the foe, difficulty 11 and weapon 5, the rules of the options, a raw queen's 2 unless --queen says", () => {
    const params = { ...DEFAULT_SESSION_PARAMS, trait: [], attack: "melee" as const };
    expect(foeSideOf({ ...params, queen: undefined }, FOES.horus)).toEqual({ foe: FOES.horus, difficulty: 11, foeWeapon: 5, rules: rulesFrom(params), queenValue: 2 });
    expect(foeSideOf({ ...params, queen: 7, attack: "ranged" }, FOES.horus)).toMatchObject({ difficulty: 15, foeWeapon: 0, queenValue: 7 });
  });
});
