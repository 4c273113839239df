/**
 * Brute-force oracles for zilch / agony (RULES.md 2), written from the rule text without the solvers'
 * shortcuts: dice sequences enumerated face by face, contests decided roll pair by roll pair, card
 * deals played seat by seat (both the first hand and every redraw), in mathjs fractions.
 */
import type { Fraction } from "mathjs";
import type { Distribution } from "../../src/core/distribution.js";
import { F } from "./brute-force.js";

/**
 * P(roll = v) for every value a die can show (default the rules' d12 → +d8; `sides` is any chain, dX!dY!…),
 * enumerating faces one die at a time: a die's top face adds the next die; with `explodeChain` the last
 * die's top face adds another of it, to `depth` of them; deeper chains are lumped at Infinity.
 */
export function bruteRollValues(explodeChain: boolean, depth = 4, sides: readonly number[] = [12, 8]): Map<number, Fraction> {
  const out = new Map<number, Fraction>();
  const add = (value: number, p: Fraction) => out.set(value, out.has(value) ? (out.get(value)!.add(p) as Fraction) : p);
  const roll = (at: number, sofar: number, p: Fraction, level: number) => {
    const faces = sides[at]!;
    const last = at === sides.length - 1;
    for (let face = 1; face <= faces; face++) {
      const q = p.mul(F(1, faces)) as Fraction;
      if (face < faces || (last && !explodeChain)) add(sofar + face, q);
      else if (!last) roll(at + 1, sofar + face, q, 0);
      else if (level + 1 >= depth) add(Infinity, q);
      else roll(at, sofar + face, q, level + 1);
    }
  };
  roll(0, 0, F(1), 0);
  return out;
}

/** Chained levels enough that the lumped tail lies above every value a rule asks about (31), for any last die. */
const depthFor = (sides: readonly number[]) => Math.max(4, Math.ceil(32 / sides[sides.length - 1]!) + 1);

/** The four degrees of a test against `target`, read off each roll value as RULES.md 2.2 words them. */
export function bruteTest(target: number, explodeChain: boolean, sides: readonly number[] = [12, 8]): Fraction[] {
  const degrees = [F(0), F(0), F(0), F(0)];
  for (const [roll, p] of bruteRollValues(explodeChain, depthFor(sides), sides)) {
    const i = roll <= target - 5 ? 0 : roll <= target ? 1 : roll <= target + 5 ? 2 : 3;
    degrees[i] = degrees[i]!.add(p) as Fraction;
  }
  return degrees;
}

/** A contest decided for every pair of rolls (RULES.md 2.3): [P(A wins), P(B wins), P(draw)]. */
export function bruteContest(a: number, b: number, ties: "draw" | "initiator" | "higher-suit", explodeChain: boolean, aSuit = a, bSuit = b, sides: readonly number[] = [12, 8]): Fraction[] {
  const rolls = [...bruteRollValues(explodeChain, depthFor(sides), sides)];
  let aWins = F(0);
  let bWins = F(0);
  let draw = F(0);
  for (const [rollA, pA] of rolls) {
    for (const [rollB, pB] of rolls) {
      const p = pA.mul(pB) as Fraction;
      const okA = rollA <= a;
      const okB = rollB <= b;
      let winner: "a" | "b" | "draw";
      if (!okA && !okB) winner = "draw";
      else if (okA !== okB) winner = okA ? "a" : "b";
      else if (rollA !== rollB) winner = rollA < rollB ? "a" : "b";
      else if (ties === "initiator") winner = "a";
      else if (ties === "higher-suit" && aSuit !== bSuit) winner = aSuit > bSuit ? "a" : "b";
      else winner = "draw";
      if (winner === "a") aWins = aWins.add(p) as Fraction;
      else if (winner === "b") bWins = bWins.add(p) as Fraction;
      else draw = draw.add(p) as Fraction;
    }
  }
  return [aWins, bWins, draw];
}

/** Every hand one card from each pile, as lists of the cards taken. */
function handsFrom(piles: readonly number[][]): number[][] {
  let hands: number[][] = [[]];
  for (const pile of piles) hands = hands.flatMap((hand) => pile.map((card) => [...hand, card]));
  return hands;
}

const sum = (cards: readonly number[]) => cards.reduce((s, c) => s + c, 0);

/**
 * The card method played out literally: seat by seat, each seat takes one card from every pile; a
 * total at or below `redrawAtMost` goes back, the piles are reshuffled and the seat draws again (once).
 * Returns, for seat `target` (0-based), P(final hand) keyed by the hand's cards in pile order.
 */
export function bruteCardDeal(values: readonly number[], piles: number, players: number, redrawAtMost: number, target: number): Map<string, Fraction> {
  const out = new Map<string, Fraction>();
  const memo = new Map<string, Map<string, Fraction>>();
  // The target's final hand distribution from this point (seat `seat` about to draw from `state`).
  const play = (state: number[][], seat: number): Map<string, Fraction> => {
    const key = `${seat}|${state.map((pile) => pile.join(",")).join("/")}`;
    const known = memo.get(key);
    if (known) return known;
    const result = new Map<string, Fraction>();
    const add = (hand: string, p: Fraction) => result.set(hand, result.has(hand) ? (result.get(hand)!.add(p) as Fraction) : p);
    const hands = handsFrom(state);
    const p = F(1, hands.length);
    const finals: Array<[number[], Fraction]> = [];
    for (const first of hands) {
      if (sum(first) > redrawAtMost) finals.push([first, p]);
      else for (const second of hands) finals.push([second, p.mul(p) as Fraction]);
    }
    for (const [hand, q] of finals) {
      if (seat === target) add(hand.join(","), q);
      else {
        const rest = state.map((pile, i) => pile.filter((card) => card !== hand[i]));
        for (const [h, r] of play(rest, seat + 1)) add(h, q.mul(r) as Fraction);
      }
    }
    memo.set(key, result);
    return result;
  };
  if (target >= players) throw new RangeError("target seat beyond the table");
  const start = Array.from({ length: piles }, () => [...values]);
  for (const [hand, p] of play(start, 0)) out.set(hand, p);
  return out;
}

const fractionText = (f: Fraction) => `${f.s * f.n}/${f.d}`;

/** A distribution's probabilities as "value: n/d" lines, for comparing exact answers. */
export function shape(d: Distribution<number>): Record<number, string> {
  return Object.fromEntries(d.outcomes.map((o) => [o, d.probability(o).toString()]));
}

/** Suit, total and best of a brute-force hand distribution (keys "v1,v2,…"), in the form of {@link shape}. */
export function bruteShapes(hands: Map<string, Fraction>) {
  const suit = new Map<number, Fraction>();
  const total = new Map<number, Fraction>();
  const best = new Map<number, Fraction>();
  const add = (m: Map<number, Fraction>, k: number, p: Fraction) => m.set(k, m.has(k) ? (m.get(k)!.add(p) as Fraction) : p);
  for (const [key, p] of hands) {
    const cards = key.split(",").map(Number);
    // One Suit: each pile's card, averaged over the piles.
    for (const card of cards) add(suit, card, p.div(cards.length) as Fraction);
    add(total, cards.reduce((a, b) => a + b, 0), p);
    add(best, Math.max(...cards), p);
  }
  const out = (m: Map<number, Fraction>) => Object.fromEntries([...m].filter(([, p]) => !p.equals(0)).map(([k, p]) => [k, fractionText(p)]));
  return { suit: out(suit), total: out(total), best: out(best) };
}

/**
 * P(measure ≥ v) for zilch chargen's dice methods (RULES.md 2.5), by enumerating every roll of the four
 * primary Suit cards' dice: cautious rolls 1d6 + 4 per card, reckless 2d6. One Suit is a single card's value,
 * the total the four summed, the best their highest. Keys "suit", "total", "best", then the value.
 */
export function bruteChargenAtLeast(method: "cautious" | "reckless"): Record<string, Map<number, Fraction>> {
  const perCard = method === "cautious" ? 1 : 2;
  const faces = [1, 2, 3, 4, 5, 6];
  const counts = { suit: new Map<number, number>(), total: new Map<number, number>(), best: new Map<number, number>() };
  const tally = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);
  let rolls = 0;
  const dice: number[] = [];
  const roll = (): void => {
    if (dice.length < 4 * perCard) {
      for (const face of faces) {
        dice.push(face);
        roll();
        dice.pop();
      }
      return;
    }
    rolls++;
    const cards = [0, 1, 2, 3].map((c) => dice.slice(c * perCard, (c + 1) * perCard).reduce((a, b) => a + b, 0) + (method === "cautious" ? 4 : 0));
    tally(counts.suit, cards[0]!);
    tally(counts.total, cards.reduce((a, b) => a + b, 0));
    tally(counts.best, Math.max(...cards));
  };
  roll();
  const atLeast = (m: Map<number, number>) => new Map([...m.keys()].map((v) => [v, F([...m].filter(([w]) => w >= v).reduce((sum, [, n]) => sum + n, 0), rolls)]));
  return { suit: atLeast(counts.suit), total: atLeast(counts.total), best: atLeast(counts.best) };
}

/**
 * P(damage ≥ v) for a weapon bonus against a DR (RULES.md 2.4), by enumerating the three faces of 1dF:
 * damage = bonus + face − DR, below 0 is "no-effect" (ranked below every number). Keys are the outcome names.
 */
export function bruteDamageAtLeast(bonus: number, dr: number): Map<string, Fraction> {
  const dealt = [-1, 0, 1].map((face) => bonus + face - dr);
  const names = [...new Set(dealt.map((d) => (d < 0 ? "no-effect" : String(d))))];
  const rank = (name: string) => (name === "no-effect" ? -1 : Number(name));
  return new Map(names.map((name) => [name, F(dealt.filter((d) => Math.max(-1, d) >= rank(name)).length, 3)]));
}
