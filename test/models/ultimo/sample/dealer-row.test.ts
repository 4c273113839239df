import { describe, expect, it } from "vitest";
import { dealerGroups } from "../../../../src/models/ultimo/dealer.js";
import { DEFAULT_RULES } from "../../../../src/models/ultimo/rules.js";
import { DealerRow } from "../../../../src/models/ultimo/sample/dealer-row.js";
import { streamStates, Xoshiro128 } from "../../../../src/sim/xoshiro.js";
import { scriptedRandom } from "../../../support/scripted-random.js";

// The default Dealer groups, in laying order: X(2) A(4) 10/K(8) 9 8 7 6 5 4 3 2/Q(8) J(4): index 11 is the jacks.
const row = (dealer: DealerRow) => [...dealer.row.subarray(0, dealer.length)];

describe("DealerRow deals the Dealer's row in the Dealer's order (docs/rules.md 3.2)", () => {
  it("deal(below 0, 3) from the fresh deck lays its first three cards, X,X,A: row [0, 0, 1], no jack", () => {
    const dealer = new DealerRow(DEFAULT_RULES, 3);
    dealer.deal(scriptedRandom([0, 0, 0]), 3);
    expect(row(dealer)).toEqual([0, 0, 1]);
    expect(dealer.jack).toBe(0);
  });

  it("deal(below n − 1, 2) draws the deck's last card (a jack), then the joker swapped there: row [0, 11], jack 1", () => {
    const dealer = new DealerRow(DEFAULT_RULES, 2);
    expect(dealer.jackGroup).toBe(11);
    dealer.deal(scriptedRandom([53, 52]), 2);
    expect(row(dealer)).toEqual([0, 11]);
    expect(dealer.jack).toBe(1);
  });

  it("every ordered 2-card draw from a fresh deck (54 · 53 = 2,862) gives a sorted row, count_g · count_h of each pair, and 412 with a jack", () => {
    const counts = dealerGroups(DEFAULT_RULES).map((group) => group.count);
    const rows = new Map<string, number>();
    let jacks = 0;
    for (let first = 0; first < 54; first++) {
      for (let second = 0; second < 53; second++) {
        const dealer = new DealerRow(DEFAULT_RULES, 2);
        dealer.deal(scriptedRandom([first, second]), 2);
        const [low, high] = row(dealer);
        expect(low!).toBeLessThanOrEqual(high!);
        rows.set(`${low},${high}`, (rows.get(`${low},${high}`) ?? 0) + 1);
        jacks += dealer.jack;
      }
    }
    // 54 · 53 − 50 · 49 draws hold at least one of the 4 jacks.
    expect(jacks).toBe(412);
    for (let g = 0; g < counts.length; g++) {
      for (let h = g; h < counts.length; h++) {
        const expected = g === h ? counts[g]! * (counts[g]! - 1) : 2 * counts[g]! * counts[h]!;
        expect(rows.get(`${g},${h}`) ?? 0, `row ${g},${h}`).toBe(expected);
      }
    }
  });

  it("shuffle then extend lays each prefix of the draw sorted, as deal does, on 2,000 seeded 8-card draws", () => {
    const random = new Xoshiro128(streamStates(7, 1)[0]!);
    const stepwise = new DealerRow(DEFAULT_RULES, 8);
    const whole = new DealerRow(DEFAULT_RULES, 8);
    for (let trial = 0; trial < 2000; trial++) {
      stepwise.shuffle(random, 8);
      const drawn = [...stepwise.deck.subarray(0, 8)];
      for (let k = 1; k <= 8; k++) {
        stepwise.extend();
        expect(row(stepwise)).toEqual(drawn.slice(0, k).sort((a, b) => a - b));
        expect(stepwise.jack).toBe(drawn.slice(0, k).includes(11) ? 1 : 0);
      }
      whole.deck.set(stepwise.deck);
      whole.deal(scriptedRandom(Array.from({ length: 8 }, () => 0)), 8);
      expect(row(whole)).toEqual(row(stepwise));
    }
  });

  it("refill puts the deck back in group order after draws", () => {
    const dealer = new DealerRow(DEFAULT_RULES, 5);
    const fresh = [...dealer.deck];
    dealer.deal(new Xoshiro128(streamStates(3, 1)[0]!), 5);
    expect([...dealer.deck]).not.toEqual(fresh);
    dealer.refill();
    expect([...dealer.deck]).toEqual(fresh);
  });
});
