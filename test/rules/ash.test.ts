/**
 * Kingdoms of Ash / Diesel Empires as the reference sheet tells it (seeds 000_ec6afba81594e415.txt and
 * 002_854b50eb2a8d8086.txt, the same rules word for word; RULES.md 4): one test per rule the sheet states with a
 * figure, each quoting its words and heading, then the public call and the value. The sheet works no example
 * through, so the whole checks here are worked by hand from its rules.
 */
import { describe, expect, it } from "vitest";
import { ash, parseCard, Rational, type Card } from "../../src/index.js";
import { ashSetup } from "../support/ash-setup.js";

/** Cards in notation ("AH", "QS", "JL"). */
function cards(...words: string[]): Card[] {
  return words.map((word) => {
    const card = parseCard(word);
    if (card === undefined) throw new Error(`not a card: ${word}`);
    return card;
  });
}

/** A Hearts (Wits) check with nothing in it: no Trait, no hand, no Opposing or Strain card, no weapon. */
const BARE: ash.AshCheckSetup = ashSetup();

/** A check's outcome probabilities, the outcomes it can reach only, as fractions. */
function outcomes(setup: ash.AshCheckSetup): Record<string, string> {
  const solution = ash.solveAshCheck(setup);
  return Object.fromEntries(solution.outcomes.outcomes.map((outcome) => [outcome, solution.outcomes.probability(outcome).toString()]));
}

describe("Ash, Base Card Values and Suits (seed 000, CHECKS; RULES.md 4.1)", () => {
  // Seed 000, "BASE CARD VALUES": "+0 for Pip cards (the cards numbered 2 through 10), +1 for Royal cards (Queens, Kings,
  // Jacks), +2 for Aces, +3 for Jokers." "SUITS AND APPROACHES": "Add +1 to the base value of all cards (except Jokers) that
  // match the suit of the Check, including Strain and Opposing Cards."
  it("in a Hearts check: 7H 1, 7S 0, QH 2, QS 1, AH 3, AS 2, a joker 3 (never 4)", () => {
    const values = cards("7H", "7S", "QH", "QS", "AH", "AS", "JB").map((card) => ash.cardValue(card, "hearts"));
    expect(values).toEqual([1, 0, 2, 1, 3, 2, 3]);
  });

  // RULES.md 4.1: "a 54-card deck holds, for a given check suit: 27 zeros, 9 ones (pips of the suit), 9 ones (off-suit
  // royals), 3 twos (on-suit royals), 3 twos (off-suit aces), 1 three (on-suit ace), 2 threes (jokers)."
  it("a fresh deck by value for any check suit: 27 zeros, 18 ones, 6 twos, 3 threes", () => {
    expect(ash.fullDeckCounts()).toEqual([27, 18, 6, 3]);
  });
});

describe("Ash, The Outcome and After a Check (seed 000; RULES.md 4.3)", () => {
  // Seed 000, "THE OUTCOME": "3+ Superb … 2 Success … 1 Messy Success, but the character gains one (1) Strain. 0 Failure,
  // and the character gains one (1) Strain. -1 Bad Failure and one (1) Wound is inflicted. -2 (or less) Dismal Failure and
  // two (2) Wounds are inflicted."
  it("totals 5, 3, 2, 1, 0, −1, −2, −6 read superb, superb, success, messy, failure, bad, dismal, dismal", () => {
    expect([5, 3, 2, 1, 0, -1, -2, -6].map(ash.outcomeOf)).toEqual(["superb", "superb", "success", "messy", "failure", "bad", "dismal", "dismal"]);
    const failing: ash.AshOutcome[] = ["messy", "failure", "bad", "dismal"];
    expect(failing.map((outcome) => ash.checkConsequences(outcome, 0, false))).toEqual([
      { strain: 1, wounds: 0 },
      { strain: 1, wounds: 0 },
      { strain: 1, wounds: 1 },
      { strain: 1, wounds: 2 },
    ]);
  });

  // Seed 000, "AFTER A CHECK": "On any outcome, the character gains one (1) additional Strain if they have any Wounds."
  // RULES.md 4.3: "counted after this check's wounds". The classic mistake counts the Wounds from before the check, so a
  // first Bad or Dismal would add no Strain; here each adds 1. Evocation: "it always causes one (1) extra Strain after the
  // Check (even if they succeed)".
  it("the Wound Strain counts this check's Wounds: a first Bad adds 1 Strain; a wounded Success adds 1; an evocation 1 more", () => {
    expect(ash.checkConsequences("bad", 0, false).strain).toBe(1);
    expect(ash.checkConsequences("success", 1, false)).toEqual({ strain: 1, wounds: 0 });
    expect(ash.checkConsequences("success", 0, true)).toEqual({ strain: 1, wounds: 0 });
    expect(ash.checkConsequences("messy", 1, true)).toEqual({ strain: 3, wounds: 0 });
  });
});

describe("Ash, Playing Cards: whole checks worked by hand (seed 000; RULES.md 4.2)", () => {
  // Seed 000, "PLAYING CARDS": "If the character has a Trait that is relevant to the Check, the player draws and plays one
  // (1) card from the deck for each rank in the Trait." Rank 1, nothing else: the total is one card of a fresh deck —
  // 3 of 54 superb, 6 success, 18 messy, 27 failure; Strain comes from messy and failure, 45/54.
  it("Trait rank 1 alone: superb 1/18, success 1/9, messy 1/3, failure 1/2; E[Strain] 5/6", () => {
    const setup = { ...BARE, trait: 1 };
    expect(outcomes(setup)).toEqual({ superb: "1/18", success: "1/9", messy: "1/3", failure: "1/2" });
    expect(ash.solveAshCheck(setup).expectedStrain.toString()).toBe("5/6");
  });

  // RULES.md 4.2: "the GM draws `opposing` cards (the difficulty) and one card per point of the character's current
  // Strain … and each of their values is subtracted" (the sheet names Opposing and Strain cards without defining them).
  // One Opposing card and nothing else: failure 27/54, bad 18/54, dismal 9/54; Wounds 1 × 1/3 + 2 × 1/6 = 2/3; every
  // outcome adds 1 Strain (failure by the ladder, bad and dismal because the character is now wounded). One point of
  // Strain draws the same.
  it("one Opposing card alone: failure 1/2, bad 1/3, dismal 1/6; E[Wounds] 2/3, E[Strain] 1; one Strain the same", () => {
    const opposing = { ...BARE, opposing: 1 };
    expect(outcomes(opposing)).toEqual({ failure: "1/2", bad: "1/3", dismal: "1/6" });
    expect([ash.solveAshCheck(opposing).expectedWounds.toString(), ash.solveAshCheck(opposing).expectedStrain.toString()]).toEqual(["2/3", "1/1"]);
    expect(outcomes({ ...BARE, strain: 1 })).toEqual(outcomes(opposing));
  });

  // Seed 000: "The player can play any card from their hand for their character." and "The player can also discard cards
  // from their hand and each discard allows the player to draw and play one (1) card from the deck." Playing the ace of
  // hearts in a Hearts check is 3, superb for sure; discarding the 2 of clubs draws one card from the 53 left (the
  // discarded card counts nothing): 3 superb, 6 success, 18 messy, 26 failure of 53.
  it("playing AH in a Hearts check is superb for sure; discarding 2C to draw gives superb 3/53, success 6/53, messy 18/53, failure 26/53", () => {
    expect(outcomes({ ...BARE, policy: "given", hand: cards("AH"), play: cards("AH") })).toEqual({ superb: "1/1" });
    expect(outcomes({ ...BARE, policy: "given", hand: cards("2C"), discard: cards("2C") })).toEqual({ superb: "3/53", success: "6/53", messy: "18/53", failure: "26/53" });
  });
});

describe("Ash, Wounds, Rest and Weapons (seed 000; RULES.md 4.2, 4.4)", () => {
  // Seed 000, "WOUNDS": "Once a character has three (3) or more Wounds, they are in Shock … all of their Traits are
  // reduced to rank zero (0)." A rank-2 Trait with 3 Wounds draws nothing: the total is 0, a failure, and the check adds
  // 2 Strain (the failure's and the Wounds').
  it("in Shock (3 Wounds) a rank-2 Trait draws nothing: a failure for sure, +2 Strain; at 2 Wounds it draws its 2 cards", () => {
    expect([ash.traitInEffect(2, 3), ash.traitInEffect(2, 2)]).toEqual([0, 2]);
    const shocked = ash.solveAshCheck({ ...BARE, trait: 2, wounds: 3 });
    expect(shocked.outcomes.probability("failure").toString()).toBe("1/1");
    expect(shocked.expectedStrain.toString()).toBe("2/1");
    // "At five (5) Wounds the character sustains a permanent injury."
    expect([ash.SHOCK_WOUNDS, ash.INJURY_WOUNDS]).toEqual([3, 5]);
  });

  // Seed 000, "REST": "Half … Hand Size Three (3), Strain Left One (1); Full … Five (5), Zero (0)".
  it("a half rest leaves a hand of 3 and Strain 1, a full rest a hand of 5 and Strain 0", () => {
    expect(ash.REST_EFFECTS).toEqual({ half: { hand: 3, strain: 1 }, full: { hand: 5, strain: 0 } });
  });

  // Seed 000, "WEAPON STRENGTH (ST)": "If a character is hit by a weapon, the Strength (ST) of a weapon is subtracted from
  // the Check's outcome. If a character hits something with a weapon, the ST is added". "ARMOR RATING (AR)": "Armor (AR)
  // reduces the ST of a weapon to a minimum of zero (0). The number of "+" after the ST of some weapons is the amount to
  // reduce AR, to a minimum of zero (0), before it affects ST." An ST 3+ weapon against AR 2: AR 1, so 2 gets through.
  it("ST 3 with one + against AR 2: +2 to the attacker, −2 to the target; AR 5 stops ST 3 entirely", () => {
    expect(ash.weaponTerm({ strength: 3, armor: 2, pierce: 1, role: "attacker" })).toBe(2);
    expect(ash.weaponTerm({ strength: 3, armor: 2, pierce: 1, role: "target" })).toBe(-2);
    expect(ash.weaponTerm({ strength: 3, armor: 5, pierce: 0, role: "target" })).toBe(0);
    // In a whole check: a hit with ST 2 and no card is a success for sure.
    expect(outcomes({ ...BARE, weaponSt: 2 })).toEqual({ success: "1/1" });
  });
});

describe("Ash, Healing and the campaign's chain (seed 000, WOUNDS, REST, HEALING; RULES.md 4.4)", () => {
  const outcomesOf = () => new ash.CheckOutcomes("separate");
  const state = (strain: number, wounds: number, hand: number): ash.CampaignState => ({ strain, wounds, hand, injured: false, exited: false });

  /** The next states of one step, each with its probability as a fraction. */
  function next(from: ash.CampaignState, step: ash.CampaignStep): Array<[ash.CampaignState, string]> {
    const { next: states, total } = ash.campaignTransition(from, step, "none", outcomesOf());
    return states.map(([to, weight]) => [to, Rational.of(weight, total).toString()]);
  }

  // Seed 000, "HEALING": "Not in Shock: Full Rest heals one (1) Wound." "REST": a half rest leaves a hand of three and
  // one Strain. A full rest from 2 Strain and 1 Wound leaves 0 Strain, 0 Wounds and a hand of 5; a half rest from 4
  // Strain leaves 1, the Wound unhealed.
  it("a full rest heals one Wound outside Shock (Strain 0, hand 5); a half rest heals none (Strain 1, hand 3)", () => {
    expect(next(state(2, 1, 0), { kind: "rest", label: "", rest: "full" })).toEqual([[state(0, 0, 5), "1/1"]]);
    expect(next(state(4, 1, 0), { kind: "rest", label: "", rest: "half" })).toEqual([[state(1, 1, 3), "1/1"]]);
  });

  // Seed 000, "HEALING": "In Shock: Healing one (1) Wound requires a successful Check to apply medical aid, or a successful
  // Grit Check to heal naturally. Either Check must be made after a Full Rest." "A character is no longer in Shock once
  // they are down to only two (2) Wounds." With a healer's Trait of rank 1 the check succeeds (messy or better) 27/54.
  it("in Shock a full rest alone heals nothing; with a rank-1 healing check it heals one Wound 1/2 of the time, out of Shock", () => {
    expect(next(state(3, 3, 0), { kind: "rest", label: "", rest: "full" })).toEqual([[state(0, 3, 5), "1/1"]]);
    const healing = next(state(3, 3, 0), { kind: "rest", label: "", rest: "full", shockHealing: { trait: 1, opposing: 0 } });
    expect(healing).toEqual([[state(0, 2, 5), "1/2"], [state(0, 3, 5), "1/2"]]);
    expect(ash.traitInEffect(1, 2)).toBe(1);
  });

  // Seed 000, "WOUNDS": "At five (5) Wounds the character sustains a permanent injury. If the character suffers more than
  // five (5) Wounds, they cannot be saved and they exit the story". From 4 Wounds (in Shock, so a rank-2 Trait draws
  // nothing) against one Opposing card: failure 1/2 (no Wound), bad 1/3 (5 Wounds: injured), dismal 1/6 (6: exits).
  it("from 4 Wounds against one Opposing card: injured 1/2 (bad or dismal), exits the story 1/6 (dismal)", () => {
    const states = next(state(0, 4, 0), { kind: "check", label: "", trait: 2, opposing: 1, evocation: false, weapon: 0 });
    const chance = (test: (s: ash.CampaignState) => boolean) => states.filter(([s]) => test(s)).map(([, p]) => p);
    expect(chance((s) => s.injured)).toEqual(["1/3", "1/6"]);
    expect(chance((s) => s.exited)).toEqual(["1/6"]);
    expect(chance((s) => !s.injured)).toEqual(["1/2"]);
  });
});
