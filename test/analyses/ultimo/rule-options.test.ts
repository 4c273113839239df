import { describe, expect, it } from "vitest";
import { messages } from "../../../src/framework/messages.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom, traitOption, type RuleParams } from "../../../src/analyses/ultimo/rule-options.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";

/** The rule options at their defaults. */
const defaults = Object.fromEntries(Object.entries(ruleOptions).map(([name, spec]) => [name, spec.defaultValue])) as RuleParams;

describe("traitOption", () => {
  it('parses "gamblin-man,aged-wisdom" and "gamblin-man aged-wisdom gamblin-man" to the two traits, once each; "none" to none; "" to nothing (an empty value is refused)', () => {
    expect(traitOption.parse("gamblin-man,aged-wisdom")).toEqual(["gamblin-man", "aged-wisdom"]);
    expect(traitOption.parse("gamblin-man aged-wisdom gamblin-man")).toEqual(["gamblin-man", "aged-wisdom"]);
    expect([traitOption.parse("none"), traitOption.parse("")]).toEqual([[], undefined]);
  });
  it('refuses "aged-wisdom,iron-will" (undefined) with the allowed list in its message', () => {
    expect(traitOption.parse("aged-wisdom,iron-will")).toBeUndefined();
    expect(messages.notAllowed("--trait", traitOption.allowed, "aged-wisdom,iron-will")).toBe(
      '--trait: expected a list of aged-wisdom, gamblin-man, long-live-the-queen, god-save-the-queen, jack-of-all-trades (or none), comma-separated or as repeated --trait, received "aged-wisdom,iron-will"',
    );
  });
});

describe("ruleOptions", () => {
  it("parse each reading RULES.md 3 names and refuse others: --tally majority, --dealer-queen 11", () => {
    expect([ruleOptions.tally.parse("half-rating"), ruleOptions.dealerQueen.parse("7"), ruleOptions.dealerDeck.parse("52")]).toEqual(["half-rating", 7, "52"]);
    expect([ruleOptions.tally.parse("majority"), ruleOptions.dealerQueen.parse("11")]).toEqual([undefined, undefined]);
    expect([ruleOptions.tally.allowed, ruleOptions.dealerQueen.allowed]).toEqual(["one of versus, half-rating", "an integer from 2 to 10"]);
  });
});

describe("rulesFrom", () => {
  it("the options' defaults give DEFAULT_RULES", () => {
    expect(rulesFrom(defaults)).toEqual(DEFAULT_RULES);
  });
  it('cancelsLowerRating "false" becomes false, and every other value passes through (traits as the list given)', () => {
    const params: RuleParams = { tally: "half-rating", oddRounding: "none", cancelsLowerRating: "false", dealerJoker: "removed", dealerJacks: "first", dealerQueen: 6, dealerDeck: "52", dealerDecks: 1, dealerDeckFile: undefined, trait: ["jack-of-all-trades"] };
    expect(rulesFrom(params)).toEqual({ tally: "half-rating", oddRounding: "none", cancelsLowerRating: false, dealerJoker: "removed", dealerJacks: "first", dealerQueen: 6, dealerDeck: "52", traits: ["jack-of-all-trades"] });
  });
});

describe("ruleProblems (RULES.md 3.7: God Save the Queen needs Long Live the Queen)", () => {
  it("god-save-the-queen alone is refused with the exact message; with long-live-the-queen, or no trait, there is no problem", () => {
    expect(ruleProblems({ ...defaults, trait: ["aged-wisdom", "god-save-the-queen"] })).toEqual(['--trait: god-save-the-queen needs long-live-the-queen, received "aged-wisdom,god-save-the-queen"']);
    expect(ruleProblems({ ...defaults, trait: ["long-live-the-queen", "god-save-the-queen"] })).toEqual([]);
    expect(ruleProblems(defaults)).toEqual([]);
  });
});

describe("queenValueOf", () => {
  it("a raw queen is 2, 5 with long-live-the-queen, 8 with god-save-the-queen; a value given is kept", () => {
    expect(queenValueOf(undefined, DEFAULT_RULES)).toBe(2);
    expect(queenValueOf(undefined, { ...DEFAULT_RULES, traits: ["long-live-the-queen"] })).toBe(5);
    expect(queenValueOf(undefined, { ...DEFAULT_RULES, traits: ["long-live-the-queen", "god-save-the-queen"] })).toBe(8);
    expect(queenValueOf(7, { ...DEFAULT_RULES, traits: ["long-live-the-queen"] })).toBe(7);
  });
});
