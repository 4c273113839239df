import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { DEFAULT_RULES } from "../../../src/models/ultimo/rules.js";
import { cardTraitsOf, checkSession, DEFAULT_CHARACTER, exhaustionCards, mostCardsPlayed, type Session } from "../../../src/models/ultimo/session.js";

const setup: Session = {
  character: { ...DEFAULT_CHARACTER, traits: [] },
  challenges: [{ label: "ledger", difficulty: 4, limit: 6, target: 0.5, focus: 0, refill: true }],
  policy: "greedy",
  expertise: "success",
  rules: DEFAULT_RULES,
};

describe("exhaustionCards (RULES.md 3.11: 10 − ⌊VIT/2⌋, Marathoner −2, Going the Distance −3 more)", () => {
  it("exhaustionCards(6, []) is 7, (6, marathoner) 5, (6, marathoner, going-the-distance) 2", () => {
    expect(exhaustionCards(6, [])).toBe(7);
    expect(exhaustionCards(6, ["marathoner"])).toBe(5);
    expect(exhaustionCards(6, ["marathoner", "going-the-distance"])).toBe(2);
  });
  it("exhaustionCards(10, marathoner, going-the-distance) is 0, never below", () => {
    expect(exhaustionCards(10, ["marathoner", "going-the-distance"])).toBe(0);
    expect(exhaustionCards(1, [])).toBe(10);
  });
});

describe("mostCardsPlayed and cardTraitsOf", () => {
  it("mostCardsPlayed(stamina 7, limits 3+1 focus and 8) is 7: the hand caps the limit", () => {
    expect(mostCardsPlayed({ stamina: 7 }, [{ limit: 3, focus: 1 }, { limit: 8, focus: 0 }])).toBe(7);
    expect(mostCardsPlayed({ stamina: 5 }, [{ limit: 5, focus: 2 }])).toBe(7);
  });
  it("cardTraitsOf(marathoner, aged-wisdom, youthful-ambition) is [aged-wisdom]", () => {
    expect(cardTraitsOf(["marathoner", "aged-wisdom", "youthful-ambition"])).toEqual(["aged-wisdom"]);
  });
});

describe("checkSession", () => {
  it("checkSession(a good setup) returns it", () => {
    expect(checkSession(setup)).toBe(setup);
  });
  it.each<[string, Session, string]>([
    ["policy best", { ...setup, policy: "best" as Session["policy"] }, 'policy: expected one of greedy, conserve, optimal-per-challenge, received "best"'],
    ["expertise always", { ...setup, expertise: "always" as Session["expertise"] }, 'expertise: expected one of success, any, never, received "always"'],
    ["stamina 21", { ...setup, character: { ...setup.character, stamina: 21 } }, "character.stamina: expected an integer from 1 to 20, received 21"],
    ["vit 2.5", { ...setup, character: { ...setup.character, vit: 2.5 } }, "character.vit: expected an integer from 1 to 10, received 2.5"],
    ["trait iron-will", { ...setup, character: { ...setup.character, traits: ["iron-will" as "marathoner"] } }, 'character.traits[0]: expected one of aged-wisdom, gamblin-man, long-live-the-queen, god-save-the-queen, jack-of-all-trades, marathoner, going-the-distance, youthful-ambition, received "iron-will"'],
    ["going-the-distance alone", { ...setup, character: { ...setup.character, traits: ["going-the-distance"] } }, 'character.traits: expected marathoner with going-the-distance, received ["going-the-distance"]'],
    ["no challenges", { ...setup, challenges: [] }, 'challenges: expected a list of 1 to 40 challenges, received "0 challenges"'],
    ["difficulty 31", { ...setup, challenges: [{ ...setup.challenges[0]!, difficulty: 31 }] }, "challenges[0].difficulty: expected an integer from 0 to 30, received 31"],
    ["target 1.5", { ...setup, challenges: [{ ...setup.challenges[0]!, target: 1.5 }] }, "challenges[0].target: expected a probability from 0 to 1, received 1.5"],
    ["first refill false", { ...setup, challenges: [{ ...setup.challenges[0]!, refill: false }] }, "challenges[0].refill: expected true (the first challenge starts the first round), received false"],
    ["rules tally", { ...setup, rules: { ...DEFAULT_RULES, tally: "sum" as "versus" } }, 'rules.tally: expected one of versus, half-rating, received "sum"'],
    ["rules missing", { ...setup, rules: undefined as unknown as Session["rules"] }, "rules: expected a ChallengeRules object (see DEFAULT_RULES), received undefined"],
    [
      "optimal with stamina 9",
      { ...setup, policy: "optimal-per-challenge", character: { ...setup.character, stamina: 9 } },
      'policy: expected greedy or conserve with a stamina over 8 or more than 5 cards played per challenge (stamina 9, 6 cards played), received "optimal-per-challenge"',
    ],
  ])("checkSession(%s) throws an OddsmithError naming the field", (_, session, message) => {
    expect(() => checkSession(session)).toThrow(OddsmithError);
    expect(() => checkSession(session)).toThrow(message);
  });
  it("checkSession(undefined) names the session rather than failing on a property read", () => {
    expect(() => checkSession(undefined as unknown as Session)).toThrow("session: expected a session object (character, challenges, policy, expertise, rules), received undefined");
  });
});
