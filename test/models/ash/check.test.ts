import { describe, expect, it } from "vitest";
import { parseCards, type Card } from "../../../src/core/cards.js";
import { Rational } from "../../../src/core/exact/rational.js";
import { solveAshCheck } from "../../../src/models/ash/check.js";
import type { AshCheckSetup } from "../../../src/models/ash/building-the-total.js";
import { cardValue } from "../../../src/models/ash/card-values.js";
import { OUTCOMES } from "../../../src/models/ash/outcome-ladder.js";
import { bruteFixedCheck, type Suit } from "../../support/ash-brute.js";
import { ashSetup } from "../../support/ash-setup.js";

const cards = (text: string): Card[] => {
  const parsed = parseCards(text, "required");
  if (!parsed.ok) throw new Error(text);
  return parsed.cards;
};

const BASE = ashSetup();

const exactOf = (setup: Partial<AshCheckSetup>) => {
  const solution = solveAshCheck({ ...BASE, ...setup });
  return Object.fromEntries(OUTCOMES.map((o) => [o, solution.outcomes.probability(o).toString()]).filter(([, p]) => p !== "0/1"));
};

describe("solveAshCheck, worked by hand", () => {
  it("Trait 1, nothing else: one card's value is the total — superb 3/54, success 6/54, messy 18/54, failure 27/54 (RULES.md 4.1 counts)", () => {
    expect(exactOf({ trait: 1 })).toEqual({ superb: "1/18", success: "1/9", messy: "1/3", failure: "1/2" });
  });
  it("Trait 0 against one Opposing card: failure 1/2, bad 1/3, dismal 1/6 (values 0, 1, 2 or 3 subtracted)", () => {
    expect(exactOf({ opposing: 1 })).toEqual({ failure: "1/2", bad: "1/3", dismal: "1/6" });
  });
  it("playing QH in a hearts check with nothing else is a certain success", () => {
    expect(exactOf({ hand: cards("QH,7C"), play: cards("QH"), policy: "given" })).toEqual({ success: "1/1" });
  });
  it("Shock (3 Wounds) sets the Trait to 0: Trait 3 then always fails, adding 1 Strain for failing and 1 for being wounded", () => {
    const solution = solveAshCheck({ ...BASE, trait: 3, wounds: 3 });
    expect(solution.outcomes.probability("failure").toString()).toBe("1/1");
    expect(solution.expectedStrain.toString()).toBe("2/1");
  });
  it("a weapon: ST 2 vs AR 1 for the attacker turns an empty check into messy", () => {
    expect(exactOf({ weaponSt: 2, armor: 1 })).toEqual({ messy: "1/1" });
    expect(exactOf({ weaponSt: 2, armor: 0, role: "target" })).toEqual({ dismal: "1/1" });
  });
  it("expected Wounds of Trait 0 vs one Opposing card: 1/3 + 2·1/6 = 2/3", () => {
    expect(solveAshCheck({ ...BASE, opposing: 1 }).expectedWounds.toString()).toBe("2/3");
  });
});

const SUIT_LETTER: Record<string, Suit> = { clubs: "C", diamonds: "D", hearts: "H", spades: "S" };

describe("solveAshCheck equals brute-force enumeration of every draw", () => {
  const cases: Array<[string, Partial<AshCheckSetup>]> = [
    ["trait 2 vs 1 opposing, spades", { suit: "spades", trait: 2, opposing: 1 }],
    ["trait 1 vs 1 opposing + 1 strain, shared deck", { trait: 1, opposing: 1, strain: 1, decks: "shared" }],
    ["hand QH,7C,AS: play AS, discard 7C, vs 2 opposing", { hand: cards("QH,7C,AS"), play: cards("AS"), discard: cards("7C"), policy: "given", opposing: 2 }],
    ["hand KD,2C,X policy all, trait 1, diamonds, target of ST 1", { suit: "diamonds", hand: cards("KD,2C,X"), policy: "all", trait: 1, weaponSt: 1, role: "target" }],
    ["hand 5S,AC policy all, shared, vs 1 opposing", { suit: "clubs", hand: cards("5S,AC"), policy: "all", opposing: 1, decks: "shared" }],
  ];
  it.each(cases)("%s", (_, setup) => {
    const full = { ...BASE, ...setup };
    const value = (card: Card) => cardValue(card, full.suit);
    const played = full.policy === "given" ? full.play : full.policy === "all" ? full.hand.filter((c) => value(c) > 0) : [];
    const discards = full.policy === "given" ? full.discard.length : full.policy === "all" ? full.hand.filter((c) => value(c) === 0).length : 0;
    const realHand = full.hand.map((card, i) =>
      card.kind === "joker" ? { rank: i % 2 ? "JB" : "JL", suit: "joker" as const } : { rank: card.rank, suit: SUIT_LETTER[card.suit!]! },
    );
    const weapon = full.weaponSt === 0 ? 0 : (full.role === "attacker" ? 1 : -1) * Math.max(0, full.weaponSt - Math.max(0, full.armor - full.pierce));
    const brute = bruteFixedCheck({
      suit: SUIT_LETTER[full.suit]!,
      hand: realHand,
      playedValue: played.reduce((s, c) => s + value(c), 0),
      playerDraws: full.trait + discards,
      opposingAndStrain: full.opposing + full.strain,
      shared: full.decks === "shared",
      weapon,
    });
    const expected = Object.fromEntries([...brute].filter(([, p]) => !p.equals(0)).map(([o, p]) => [o, `${p.n}/${p.d}`]));
    expect(exactOf(setup)).toEqual(expected);
  });
});

describe("the optimal play (RULES.md 4.5)", () => {

  const setups: Array<[string, Partial<AshCheckSetup>]> = [
    ["trait 3, QS,7C,AH,2D,KC vs 4 opposing + 3 strain", { suit: "spades", trait: 3, hand: cards("QS,7C,AH,2D,KC"), opposing: 4, strain: 3 }],
    ["trait 1, 7C,8D vs 1 opposing, cost 1/2", { trait: 1, hand: cards("7C,8D"), opposing: 1, cardCost: Rational.of(1, 2) }],
    ["trait 2, QH,2C,JB vs 2 opposing, reveal after", { trait: 2, hand: cards("QH,2C,JB"), opposing: 2, reveal: "after" }],
    ["trait 1, AH,3S vs 1 opposing + 1 strain, shared, reveal after", { trait: 1, hand: cards("AH,3S"), opposing: 1, strain: 1, decks: "shared", reveal: "after" }],
    ["trait 1, KH,4S vs 2 opposing, shared, reveal before, cost 1", { trait: 1, hand: cards("KH,4S"), opposing: 2, decks: "shared", cardCost: Rational.ONE }],
  ];
  it.each(setups)("%s: optimal is never worse than all or none in expected utility", (_, setup) => {
    const optimal = solveAshCheck({ ...BASE, ...setup, policy: "optimal" }).expectedUtility;
    for (const policy of ["all", "none"] as const) expect(optimal.compare(solveAshCheck({ ...BASE, ...setup, policy }).expectedUtility)).toBeGreaterThanOrEqual(0);
  });
  it("with a free QH and AH in a hearts check at trait 0 and nothing opposing, the plan is: play AH; stop", () => {
    const solution = solveAshCheck({ ...BASE, hand: cards("QH,AH"), policy: "optimal" });
    expect(solution.optimal!.plans).toEqual([{ start: 0, probability: Rational.ONE, plan: "play AH; stop", share: Rational.ONE }]);
    expect(solution.outcomes.probability("superb").toString()).toBe("1/1");
  });
  it("reveal=after with nothing to hide decides as reveal=before", () => {
    const setup = { ...BASE, trait: 2, hand: cards("QH,2C,JB"), policy: "optimal" as const };
    expect(solveAshCheck({ ...setup, reveal: "after" }).expectedUtility.toString()).toBe(solveAshCheck(setup).expectedUtility.toString());
  });
});
