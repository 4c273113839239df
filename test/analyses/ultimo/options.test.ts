import { describe, expect, it } from "vitest";
import { ALL_DIFFICULTIES, cardListOption, difficultyOption, foeOptions, MAX_DIFFICULTY, queenOption, readCards, readPlayInOrder } from "../../../src/analyses/ultimo/options.js";
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
