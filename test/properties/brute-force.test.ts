/**
 * Small random setups solved exactly equal brute-force enumeration (the enumerators of test/support/):
 * Kingstone's rolls under every reroll rule, goal and ladder; Zilch contests with the Suits that break
 * ties; Ultimo plays against every Dealer draw of up to 3 cards under random rule readings; Ash checks
 * with a hand, a policy and a weapon against every draw. The fixed grids of test/models/ cover chosen
 * cases; these draw the combinations nobody chose. Replay a failure: test/support/properties.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCards } from "../../src/core/cards.js";
import { solveAshCheck } from "../../src/models/ash/check.js";
import { cardValue } from "../../src/models/ash/card-values.js";
import { OUTCOMES as ASH_OUTCOMES } from "../../src/models/ash/outcome-ladder.js";
import { degreeOf, LADDERS, signedEffect } from "../../src/models/kingstone/ladder.js";
import { DICE, DICE_POOLS, GOALS, REROLLS, solveRoll } from "../../src/models/kingstone/roll.js";
import { deckProblem, placementProblem, readPlay } from "../../src/models/ultimo/cards.js";
import { OUTCOMES as ULTIMO_OUTCOMES } from "../../src/models/ultimo/outcome.js";
import { DEALER_DECKS, DEALER_JACKS, DEALER_JOKERS, ODD_ROUNDINGS, TALLIES, type ChallengeRules } from "../../src/models/ultimo/rules.js";
import { countChallenge } from "../../src/models/ultimo/solve-challenge.js";
import { solveContest, TIES } from "../../src/models/zilch/contest.js";
import { bruteFixedCheck, type Suit } from "../support/ash-brute.js";
import { ashSetup } from "../support/ash-setup.js";
import { asStrings, bruteReroll, F } from "../support/brute-force.js";
import { checkProperty } from "../support/properties.js";
import { bruteForceChallenge } from "../support/ultimo-brute-force.js";
import { bruteContest } from "../support/zilch-brute-force.js";

const fractionText = (f: { n: bigint; d: bigint; s: bigint }) => `${f.s * f.n}/${f.d}`;

describe("exact equals brute force on random small setups", () => {
  it("Kingstone: solveRoll of any dice, reroll rule, goal and ladder, bonus and DC equals the enumerated ordered rolls", async () => {
    const setup = fc.record({ dice: fc.constantFrom(...DICE), reroll: fc.constantFrom(...REROLLS), goal: fc.constantFrom(...GOALS), ladder: fc.constantFrom(...LADDERS), bonus: fc.integer({ min: -4, max: 8 }), dc: fc.integer({ min: 2, max: 18 }) });
    const property = fc.property(setup, ({ dice, reroll, goal, ladder, bonus, dc }) => {
      const pool = DICE_POOLS[dice];
      const failed = (r: number) => r + bonus < dc;
      const value = goal === "success" ? (r: number) => F(failed(r) ? 0 : 1) : (r: number) => F(signedEffect(degreeOf(r + bonus - dc, ladder)));
      const mode = reroll === "none" ? "none" : reroll === "whole-if-failed" ? "whole" : "one-die";
      // RULES.md 1.3: under goal=success the -if-failed rules reroll every failure.
      const forced = reroll !== "one-die" && reroll !== "none" && goal === "success";
      const brute = bruteReroll(pool.count, pool.sides, pool.keep ?? pool.count, mode, reroll === "one-die" ? () => true : failed, value, forced);
      const fast = solveRoll({ dice, reroll, goal, ladder, bonus, dc });
      expect(Object.fromEntries(fast.outcomes.map((o) => [o, fast.probability(o).toString()]))).toEqual(asStrings(brute));
    });
    await checkProperty("kingstone rolls", property, 200, 2);
  });

  it("Zilch: solveContest with any tie rule, chain and Suits equals the enumerated roll pairs", async () => {
    const setup = fc.record({ a: fc.integer({ min: -3, max: 26 }), b: fc.integer({ min: -3, max: 26 }), ties: fc.constantFrom(...TIES), chain: fc.boolean(), aSuit: fc.integer({ min: 2, max: 14 }), bSuit: fc.integer({ min: 2, max: 14 }) });
    const property = fc.property(setup, ({ a, b, ties, chain, aSuit, bSuit }) => {
      const exact = solveContest({ a, b, ties, explodeChain: chain, aSuit, bSuit });
      const brute = bruteContest(a, b, ties, chain, aSuit, bSuit).map((f) => fractionText(f as never));
      expect([exact.aWins, exact.bWins, exact.draw].map((p) => p.toString())).toEqual(brute);
    });
    await checkProperty("zilch contests", property, 200, 1);
  });

  it("Ultimo: countChallenge of a legal play of up to 4 cards under random readings equals every Dealer draw of 0 to 3 cards", async () => {
    const rules: fc.Arbitrary<ChallengeRules> = fc.record({
      tally: fc.constantFrom(...TALLIES),
      oddRounding: fc.constantFrom(...ODD_ROUNDINGS),
      cancelsLowerRating: fc.boolean(),
      dealerJoker: fc.constantFrom(...DEALER_JOKERS),
      dealerJacks: fc.constantFrom(...DEALER_JACKS),
      dealerQueen: fc.integer({ min: 2, max: 10 }),
      dealerDeck: fc.constantFrom(...DEALER_DECKS),
      traits: fc.constant([]),
    });
    const words = fc.array(fc.constantFrom("X", "A", "K", "Q", "J", "10", "9", "7", "5", "2"), { maxLength: 4 });
    const property = fc.property(rules, words, (reading, play) => {
      const cards = readPlay(play.join(","), reading);
      fc.pre(placementProblem(cards) === undefined && deckProblem(cards, reading) === undefined);
      const { counts } = countChallenge(cards, reading, 3);
      for (let d = 0; d <= 3; d++) {
        expect(Object.fromEntries(ULTIMO_OUTCOMES.map((outcome, o) => [outcome, counts[d * 5 + o]])), `difficulty ${d}`).toEqual(bruteForceChallenge(cards, reading, d));
      }
    });
    await checkProperty("ultimo challenges", property, 60, 3);
  });

  it("Ash: solveAshCheck with a hand, a policy, a weapon and shared or separate decks equals every draw enumerated", async () => {
    const LETTER: Record<string, Suit> = { clubs: "C", diamonds: "D", hearts: "H", spades: "S" };
    const hands = fc.subarray(["QH", "7C", "AS", "KD", "2C", "5S", "JB", "9H"], { maxLength: 3 });
    const setup = fc.record({
      suit: fc.constantFrom("clubs", "diamonds", "hearts", "spades"),
      trait: fc.integer({ min: 0, max: 2 }),
      opposing: fc.integer({ min: 0, max: 2 }),
      strain: fc.integer({ min: 0, max: 1 }),
      hand: hands,
      policy: fc.constantFrom("none", "all", "given"),
      played: fc.integer({ min: 0, max: 3 }),
      weaponSt: fc.integer({ min: 0, max: 2 }),
      armor: fc.integer({ min: 0, max: 2 }),
      pierce: fc.integer({ min: 0, max: 1 }),
      role: fc.constantFrom("attacker", "target"),
      decks: fc.constantFrom("separate", "shared"),
    });
    const property = fc.property(setup, (s) => {
      const parsed = parseCards(s.hand.join(","), "required");
      if (!parsed.ok) throw new Error(s.hand.join(","));
      const hand = parsed.cards;
      const play = s.policy === "given" ? hand.slice(0, s.played) : [];
      const full = ashSetup({ ...s, suit: s.suit as "hearts", role: s.role as "attacker", decks: s.decks as "separate", policy: s.policy as "none", hand, play, discard: [] });
      const value = (card: (typeof hand)[number]) => cardValue(card, full.suit);
      const played = full.policy === "given" ? play : full.policy === "all" ? hand.filter((c) => value(c) > 0) : [];
      const discards = full.policy === "all" ? hand.filter((c) => value(c) === 0).length : 0;
      // With a shared deck the enumerator lists every subset of the player's draws: one card at most.
      fc.pre(full.decks === "separate" || full.trait + discards <= 1);
      const weapon = full.weaponSt === 0 ? 0 : (full.role === "attacker" ? 1 : -1) * Math.max(0, full.weaponSt - Math.max(0, full.armor - full.pierce));
      const brute = bruteFixedCheck({
        suit: LETTER[full.suit]!,
        hand: hand.map((card, i) => (card.kind === "joker" ? { rank: i % 2 ? "JB" : "JL", suit: "joker" as const } : { rank: card.rank, suit: LETTER[card.suit!]! })),
        playedValue: played.reduce((sum, card) => sum + value(card), 0),
        playerDraws: full.trait + discards,
        opposingAndStrain: full.opposing + full.strain,
        shared: full.decks === "shared",
        weapon,
      });
      const solution = solveAshCheck(full);
      const exact = Object.fromEntries(ASH_OUTCOMES.map((o) => [o, solution.outcomes.probability(o).toString()]).filter(([, p]) => p !== "0/1"));
      expect(exact).toEqual(Object.fromEntries([...brute].filter(([, p]) => !p.equals(0)).map(([o, p]) => [o, `${p.n}/${p.d}`])));
    });
    await checkProperty("ash checks", property, 100, 2);
  });
});
